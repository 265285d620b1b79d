import type { Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { openSync, writeSync } from 'node:fs'
import { loadConfig } from '../src/config.js'
import { buildApp, type GuardApp } from '../src/server/app.js'
import { createLogger } from '../src/server/logger.js'
import { createMetrics } from '../src/server/metrics.js'
import { keepYoungGenerationSmall } from '../src/cli/youngGeneration.js'
import type { ServingKeyPair } from './floorServer.js'

/**
 * Our webhook as `serve` runs it (default configuration: InPlaceOnly recreates denied, others warned; info logging,
 * one line per decision; process metrics on), built with buildApp and an in-memory certificate, without the embedded
 * reconciler, with its young generation as serve sets it (started with the image's NODE_OPTIONS, serverChild.ts, it keeps their size). Logs go to /dev/null through serve's own logger: the cost of writing them is measured, nothing is printed.
 */
export async function startGuardServer(certificate: ServingKeyPair, host = '127.0.0.1'): Promise<{ app: GuardApp; server: Server; port: number }> {
  const { config } = loadConfig(['--host', host, '--port', '0'])
  keepYoungGenerationSmall()
  // serve's logger (lines of one event-loop turn joined into one write), writing to /dev/null instead of stdout.
  const devNull = openSync('/dev/null', 'w')
  const { logger } = createLogger(config.logLevel, (text) => writeSync(devNull, text))
  const app = await buildApp(config, { certificate, logger, metrics: createMetrics({ processMetrics: true }) })
  await app.listen({ host, port: 0 })
  return { app, server: app.server, port: (app.server.address() as AddressInfo).port }
}
