import { readFile } from 'node:fs/promises'
import { STATUS_CODES } from 'node:http'
import { createServer as createHttpsServer, type Server as HttpsServer, type ServerOptions as HttpsOptions } from 'node:https'
import type { TLSSocket } from 'node:tls'
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import type { Logger } from 'pino'
import { mutateReview } from '../admission/mutation.js'
import { parseAdmissionReview } from '../admission/review.js'
import type { ClusterView } from '../admission/heldBack.js'
import { type Admission, type AdmissionSettings, validateReview } from '../admission/validation.js'
import type { Config } from '../config.js'
import { GuardError, isGuardError } from '../errors.js'
import { CertificateWatcher, readServingCertificate, type ServingCertificate, servingCertificate } from './certificates.js'
import type { AdmissionPath } from './admissionHandler.js'
import { attachAdmissionTransport, type TransportTimeouts } from './admissionTransport.js'
import { decisionLogFields, decisionLogger } from './decisionLog.js'
import { parseJsonBody } from './jsonBody.js'
import { createLogger } from './logger.js'
import { createMetrics, type GuardMetrics } from './metrics.js'

/** What buildApp needs besides the configuration; everything is optional so tests and benchmarks pass only what they own. */
export interface AppDeps {
  /** Default: pino at config.logLevel on stdout, one write per event-loop turn. */
  logger?: Logger
  /** An in-memory certificate and key (tests, benchmarks). Default: config.tlsCert / config.tlsKey, watched for changes. */
  certificate?: { cert: string; key: string }
  /** PEM of the CA that signs apiserver client certificates. Default: the file config.clientCa. */
  clientCa?: string
  metrics?: GuardMetrics
  /** The admission transport's timeouts (tests). Default: 72 s keep-alive, 30 s to receive a request, as for fastify's routes. */
  transportTimeouts?: Partial<TransportTimeouts>
  /** Pods and revisions per CloneSet (serve with a kubeconfig): updates are checked against every revision Pods run. */
  clusterView?: ClusterView
}

export type AppConfig = Pick<Config, 'gates' | 'denyStrategies' | 'onError' | 'maxBodyBytes' | 'logLevel' | 'certReloadMs'> &
  Partial<Pick<Config, 'tlsCert' | 'tlsKey' | 'clientCa'>>

export interface ServerState {
  shuttingDown: boolean
  certificate: ServingCertificate
}

export interface GuardContext {
  state: ServerState
  metrics: GuardMetrics
  /** Re-read the certificate files now (they are also watched); resolves when done. No-op for in-memory certificates. */
  reloadCertificate: () => Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    guard: GuardContext
  }
}

export type GuardApp = FastifyInstance<HttpsServer>

type Webhook = 'validate' | 'mutate'
type Review = (review: ReturnType<typeof parseAdmissionReview>, settings: AdmissionSettings) => Admission
const REVIEWS: Record<Webhook, Review> = { validate: validateReview, mutate: mutateReview }
const WEBHOOKS: Record<AdmissionPath, Webhook> = { '/validate': 'validate', '/mutate': 'mutate' }

/** Time an apiserver may take to send a review; it gives up after at most 30 s itself. */
const REQUEST_TIMEOUT_MS = 30_000
/** fastify's default: longer than the apiserver's idle keep-alive, so it is the client that closes idle connections. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000

/** The HTTPS admission server: /validate, /mutate, /healthz, /readyz, /metrics. Not listening yet: call `listen`. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<GuardApp> {
  const logger = deps.logger ?? createLogger(config.logLevel).logger
  const metrics = deps.metrics ?? createMetrics()
  const certificate = await initialCertificate(config, deps)
  const clientCa = deps.clientCa ?? (config.clientCa ? await readClientCa(config.clientCa) : undefined)
  const tlsOptions = (current: ServingCertificate): HttpsOptions => ({
    cert: current.cert,
    key: current.key,
    minVersion: 'TLSv1.2',
    ...(clientCa ? { ca: clientCa } : {}),
  })

  const httpsOptions: HttpsOptions = { ...tlsOptions(certificate), ...(clientCa ? { requestCert: true, rejectUnauthorized: false } : {}) }
  const app = Fastify({
    https: httpsOptions,
    // The admission POSTs are read off the TLS connections before node's HTTP layer (admissionTransport.ts says why).
    serverFactory: (handler) => {
      const server = createHttpsServer(httpsOptions, handler)
      // What fastify sets on a server it creates itself.
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
      server.requestTimeout = REQUEST_TIMEOUT_MS
      return server
    },
    loggerInstance: logger,
    // One line per decision is ours to write; fastify's per-request lines would double the logging cost.
    logController: new LogController({ disableRequestLogging: true }),
    // No per-request child logger (a reqId binding we never use): it costs more than the decision log line itself.
    childLoggerFactory: (parent) => parent,
    bodyLimit: config.maxBodyBytes,
    requestTimeout: REQUEST_TIMEOUT_MS,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }) as unknown as GuardApp

  // AdmissionReviews are JSON; any other body type is refused (400, IPG_ERR_CONTENT_TYPE) rather than guessed at.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    let value: unknown
    try {
      value = parseJsonBody(body as string)
    } catch (error) {
      done(error as Error, undefined)
      return
    }
    done(null, value)
  })

  const state: ServerState = { shuttingDown: false, certificate }
  metrics.certificateExpiry.set(certificate.notAfter.getTime() / 1000)
  const watcher = watchCertificate(config, deps, certificate, (next) => {
    app.server.setSecureContext(tlsOptions(next))
    state.certificate = next
    metrics.certificateExpiry.set(next.notAfter.getTime() / 1000)
    metrics.certificateReloads.inc({ result: 'success' })
    logger.info({ notAfter: next.notAfter.toISOString() }, 'serving certificate reloaded')
  }, (error) => {
    metrics.certificateReloads.inc({ result: 'failure' })
    logger.warn({ code: error.code, reason: error.message }, 'serving certificate not reloaded; the previous one stays in use')
  })
  app.decorate('guard', { state, metrics, reloadCertificate: () => watcher?.check() ?? Promise.resolve() })
  app.addHook('onClose', async () => watcher?.stop())

  const settings: AdmissionSettings = {
    policy: { denyStrategies: config.denyStrategies }, gates: config.gates, onError: config.onError, clusterView: deps.clusterView,
  }
  const logDecision = decisionLogger(logger)
  const authorize = (socket: TLSSocket) => {
    if (clientCa && !socket.authorized) throw new GuardError('IPG_ERR_CLIENT_CERT', 'this endpoint requires a client certificate signed by --client-ca')
  }
  /** The answer to one review, counted and logged; `elapsedMs` is read once the decision is made. */
  const answer = (webhook: Webhook, parsedBody: unknown, elapsedMs: () => number): unknown => {
    const { review: body, record } = REVIEWS[webhook](parseAdmissionReview(parsedBody), settings)
    const durationMs = elapsedMs()
    metrics.admissions.record(webhook, record.kind, record.operation, record.outcome, record.decision, durationMs / 1000)
    if (record.errorCode) metrics.errors.inc({ code: record.errorCode })
    if (record.internalError !== undefined) {
      const { durationMs: _, ...fields } = decisionLogFields(webhook, record, durationMs)
      logger.error({ ...fields, frames: record.internalError }, 'engine failed: please report this as a bug')
    }
    logDecision(webhook, record, durationMs)
    return body
  }
  /** An error as the JSON body every route answers with, logged and counted. */
  const failure = (error: unknown, url: string): { status: number; body: unknown } => {
    const guardError = asGuardError(error, config.maxBodyBytes)
    metrics.errors.inc({ code: guardError.code })
    if (guardError.status >= 500) {
      logger.error({ code: guardError.code, url, frames: frames(error) }, 'request failed')
    } else {
      logger.warn({ code: guardError.code, path: guardError.path, url }, 'request rejected')
    }
    const body = { statusCode: guardError.status, error: STATUS_CODES[guardError.status], code: guardError.code, message: guardError.message }
    return { status: guardError.status, body: guardError.path ? { ...body, path: guardError.path } : body }
  }

  let closing = false
  const transport = attachAdmissionTransport(app.server, {
    authorize,
    answer: (path: AdmissionPath, parsedBody: unknown, startedAt: number) => answer(WEBHOOKS[path], parsedBody, () => performance.now() - startedAt),
    parse: parseJsonBody,
    failure,
    maxBodyBytes: config.maxBodyBytes,
    closing: () => closing,
  }, { keepAliveTimeoutMs: KEEP_ALIVE_TIMEOUT_MS, requestTimeoutMs: REQUEST_TIMEOUT_MS, ...deps.transportTimeouts })
  app.addHook('preClose', async () => {
    closing = true
    transport.closeIdle()
  })
  // The same answers through fastify, for reviews on connections handed to node's HTTP server (a chunked body, say),
  // and for light-my-request injection.
  const admit = (webhook: Webhook) => (request: FastifyRequest, reply: FastifyReply) => {
    authorize(request.raw.socket as TLSSocket)
    reply.send(answer(webhook, request.body, () => reply.elapsedTime))
  }
  app.post('/validate', admit('validate'))
  app.post('/mutate', admit('mutate'))

  app.get('/healthz', (_request, reply) => {
    reply.send({ status: 'ok' })
  })
  app.get('/readyz', (_request, reply) => {
    if (state.shuttingDown) reply.code(503).send({ status: 'shutting down' })
    else reply.send({ status: 'ready', certificateNotAfter: state.certificate.notAfter.toISOString() })
  })
  app.get('/metrics', async (_request, reply) => {
    reply.type(metrics.registry.contentType)
    return metrics.registry.metrics()
  })

  app.setErrorHandler((error, request, reply) => {
    const { status, body } = failure(error, request.url)
    reply.code(status).send(body)
  })
  return app
}

async function initialCertificate(config: AppConfig, deps: AppDeps): Promise<ServingCertificate> {
  if (deps.certificate) return servingCertificate(deps.certificate.cert, deps.certificate.key)
  if (!config.tlsCert || !config.tlsKey) throw new GuardError('IPG_ERR_TLS', 'no serving certificate: give --tls-cert and --tls-key')
  return readServingCertificate(config.tlsCert, config.tlsKey)
}

function watchCertificate(
  config: AppConfig,
  deps: AppDeps,
  current: ServingCertificate,
  onChange: (certificate: ServingCertificate) => void,
  onError: (error: GuardError) => void,
): CertificateWatcher | undefined {
  if (deps.certificate || !config.tlsCert || !config.tlsKey) return undefined
  const watcher = new CertificateWatcher({ certPath: config.tlsCert, keyPath: config.tlsKey, intervalMs: config.certReloadMs, current, onChange, onError })
  watcher.start()
  return watcher
}

async function readClientCa(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8')
  } catch (err) {
    throw new GuardError('IPG_ERR_TLS', `cannot read --client-ca ${path} (${(err as NodeJS.ErrnoException).code ?? 'unknown error'})`)
  }
}

/** Our errors pass through; fastify's body errors get our codes; anything else is an internal error without details. */
function asGuardError(error: unknown, maxBodyBytes: number): GuardError {
  if (isGuardError(error)) return error
  const code = (error as { code?: unknown }).code
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new GuardError('IPG_ERR_BODY_TOO_LARGE', `the request body is larger than ${maxBodyBytes} bytes (--max-body-bytes)`)
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new GuardError('IPG_ERR_CONTENT_TYPE', 'the Content-Type must be application/json')
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new GuardError('IPG_ERR_REVIEW_NOT_JSON', 'the request body is empty')
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new GuardError('IPG_ERR_REVIEW_NOT_JSON', 'the request body is not valid JSON (or holds a __proto__ or constructor.prototype key)')
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new GuardError('IPG_ERR_REVIEW_MALFORMED', 'the request body does not match its Content-Length')
  }
  const status = (error as { statusCode?: unknown }).statusCode
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new GuardError('IPG_ERR_REVIEW_MALFORMED', `the request cannot be read (${typeof code === 'string' ? code : status})`)
  }
  return new GuardError('IPG_ERR_ENGINE', 'internal error')
}

function frames(error: unknown): string | undefined {
  return error instanceof Error && error.stack ? error.stack.split('\n').slice(1).join('\n') : undefined
}
