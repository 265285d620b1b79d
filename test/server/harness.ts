import { readFileSync } from 'node:fs'
import { request as httpsRequest } from 'node:https'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import pino from 'pino'
import { resolveGates } from '../../src/engine/kruise/gates.js'
import { createServingCertificates, type IssuedCertificate } from '../../src/certs/issuer.js'
import { buildApp, type AppConfig, type AppDeps, type GuardApp } from '../../src/server/app.js'

export const FIXTURES = new URL('../fixtures/admission/', import.meta.url)

export function fixture(name: string): Record<string, any> {
  return JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8'))
}

export function appConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    gates: resolveGates(),
    denyStrategies: ['InPlaceOnly'],
    onError: 'allow',
    maxBodyBytes: 7 * 1024 * 1024,
    logLevel: 'info',
    certReloadMs: 10_000,
    ...overrides,
  }
}

/** Every log line the app wrote, parsed. */
export class LogCapture {
  readonly lines: string[] = []
  readonly stream = new Writable({
    write: (chunk, _encoding, done) => {
      this.lines.push(...String(chunk).split('\n').filter((line) => line !== ''))
      done()
    },
  })
  logger(level = 'info') {
    return pino({ level }, this.stream)
  }
  records(): Record<string, any>[] {
    return this.lines.map((line) => JSON.parse(line))
  }
}

export interface RunningApp {
  app: GuardApp
  url: string
  ca: IssuedCertificate
  logs: LogCapture
}

/** The app on an ephemeral 127.0.0.1 port with a throw-away CA; closed when the test ends. */
export async function startApp(
  t: { teardown: (fn: () => unknown) => void },
  config: Partial<AppConfig> = {},
  deps: AppDeps = {},
  given?: { ca: IssuedCertificate; server: IssuedCertificate },
): Promise<RunningApp> {
  const certificates = given ?? (await createServingCertificates())
  const logs = new LogCapture()
  const app = await buildApp(appConfig(config), {
    logger: logs.logger(config.logLevel),
    ...(config.tlsCert ? {} : { certificate: { cert: certificates.server.certPem, key: certificates.server.keyPem } }),
    ...deps,
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  t.teardown(() => app.close())
  const { port } = app.server.address() as AddressInfo
  return { app, url: `https://127.0.0.1:${port}`, ca: certificates.ca, logs }
}

export interface HttpResult {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
  json: any
  peerFingerprint?: string
}

export function send(
  url: string,
  options: { method?: string; body?: string | Buffer; headers?: Record<string, string>; ca: string; cert?: string; key?: string },
): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      url,
      {
        method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
        ca: options.ca,
        cert: options.cert,
        key: options.key,
        agent: false,
        headers: { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = []
        const peer = (res.socket as import('node:tls').TLSSocket).getPeerCertificate?.()
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let json: unknown
          try {
            json = JSON.parse(text)
          } catch {
            json = undefined
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json, peerFingerprint: peer?.fingerprint256 })
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

export function post(running: RunningApp, path: string, review: unknown): Promise<HttpResult> {
  return send(`${running.url}${path}`, { body: typeof review === 'string' ? review : JSON.stringify(review), ca: running.ca.certPem })
}
