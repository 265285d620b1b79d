import type { Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import { DEFAULT_MAX_BODY_BYTES } from '../src/config.js'
import { TLS_POLICY } from '../src/server/tlsPolicy.js'
import type { ServingKeyPair } from './floorServer.js'
import { countDifferences } from './templateWalk.js'

/** Kept so that the walk's result is used and V8 cannot drop the walk. */
let differencesSeen = 0

/**
 * What our throughput target is set against: fastify with the options our server uses (its TLS policy, body limit,
 * JSON parser with both prototype-poisoning checks), one route answering the floor's minimal allowed review, no
 * logger, no metrics, no decision. Ours/this is what the decision, its log line and its metrics cost.
 *
 * With `walkTemplates`, the route first walks both pod templates of the review (bench/templateWalk.ts: every key and
 * item, the least any correct decision must read) and answers the same: the most a server that decides can reach.
 */
export async function startFastifyFloor(
  certificate: ServingKeyPair,
  { host = '127.0.0.1', walkTemplates = false }: { host?: string; walkTemplates?: boolean } = {},
): Promise<{ close: () => Promise<void>; server: Server; port: number }> {
  const app = Fastify({
    https: { cert: certificate.cert, key: certificate.key, ...TLS_POLICY },
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    logger: false,
    bodyLimit: DEFAULT_MAX_BODY_BYTES,
  })
  app.post('/validate', (request, reply) => {
    const review = request.body as { apiVersion?: string; request?: { uid?: string; object?: WithTemplate; oldObject?: WithTemplate } }
    if (walkTemplates) differencesSeen += countDifferences(review.request?.oldObject?.spec?.template, review.request?.object?.spec?.template)
    reply.send({ apiVersion: review.apiVersion, kind: 'AdmissionReview', response: { uid: review.request?.uid, allowed: true } })
  })
  await app.listen({ host, port: 0 })
  const server = app.server as Server
  return { close: () => app.close(), server, port: (server.address() as AddressInfo).port }
}

interface WithTemplate {
  spec?: { template?: unknown }
}

/** How many differing leaves the walking route has counted (tests: the walk ran). */
export function templateDifferencesSeen(): number {
  return differencesSeen
}
