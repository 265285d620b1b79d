import { readFile } from 'node:fs/promises'
import { STATUS_CODES } from 'node:http'
import type { Server as HttpsServer, ServerOptions as HttpsOptions } from 'node:https'
import type { TLSSocket } from 'node:tls'
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import type { Logger } from 'pino'
import { mutateAnyReview, validateAnyReview } from '../admission/sidecarSetReview.js'
import { ADMISSION_REVIEW_RESPONSE_SCHEMA, parseAdmissionReview } from '../admission/review.js'
import type { ClusterView } from '../admission/heldBack.js'
import type { Admission, AdmissionSettings } from '../admission/validation.js'
import type { Config } from '../config.js'
import { GuardError, isGuardError } from '../errors.js'
import { CertificateWatcher, readServingCertificate, type ServingCertificate, servingCertificate } from './certificates.js'
import { decisionLogFields, truncate } from './logFields.js'
import { createLogger } from './logger.js'
import { createMetrics, type GuardMetrics, recordDecision } from './metrics.js'
import { TLS_POLICY } from './tlsPolicy.js'

/** What buildApp needs besides the configuration; everything is optional so tests and benchmarks pass only what they own. */
export interface AppDeps {
  /** Default: pino at config.logLevel on stdout, one write per event-loop turn. */
  logger?: Logger
  /** An in-memory certificate and key (tests, benchmarks). Default: config.tlsCert / config.tlsKey, watched for changes. */
  certificate?: { cert: string; key: string }
  /** PEM of the CA that signs apiserver client certificates. Default: the file config.clientCa. */
  clientCa?: string
  metrics?: GuardMetrics
  /** The HTTP timeouts (tests). */
  timeouts?: Partial<HttpTimeouts>
  /** Pods and revisions per CloneSet (serve with a kubeconfig): updates are checked against every revision Pods run. */
  clusterView?: ClusterView
}

export interface HttpTimeouts {
  /** Time an apiserver may take to send a whole request; it gives up after at most 30 s itself. */
  requestTimeoutMs: number
  /** fastify's default: longer than the apiserver's idle keep-alive, so it is the client that closes idle connections. */
  keepAliveTimeoutMs: number
  /** A connection with no traffic at all this long is closed (longer than the keep-alive, which ends idle ones first). */
  connectionTimeoutMs: number
  /** How often node checks the request timeout (its default is 30 s). */
  checkIntervalMs: number
}

const DEFAULT_TIMEOUTS: HttpTimeouts = { requestTimeoutMs: 30_000, keepAliveTimeoutMs: 72_000, connectionTimeoutMs: 120_000, checkIntervalMs: 1_000 }

export type AppConfig = Pick<Config, 'gates' | 'denyStrategies' | 'onError' | 'maxBodyBytes' | 'logLevel' | 'certReloadMs'> &
  Partial<Pick<Config, 'tlsCert' | 'tlsKey' | 'clientCa' | 'kruise'>>

export interface ServerState {
  /** Set at SIGTERM: /readyz answers 503 and every answer closes its connection, so clients move to other replicas. */
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
const REVIEWS: Record<Webhook, Review> = { validate: validateAnyReview, mutate: mutateAnyReview }
/** Request targets in logs: node already bounds the head (16 KiB), this keeps a log line short. */
const MAX_LOGGED_URL = 512

/** The HTTPS admission server: /validate, /mutate, /healthz, /readyz, /metrics. Not listening yet: call `listen`. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<GuardApp> {
  const logger = deps.logger ?? createLogger(config.logLevel).logger
  const metrics = deps.metrics ?? createMetrics()
  const timeouts = { ...DEFAULT_TIMEOUTS, ...deps.timeouts }
  const certificate = await initialCertificate(config, deps)
  const clientCa = deps.clientCa ?? (config.clientCa ? await readClientCa(config.clientCa) : undefined)
  const tlsOptions = (current: ServingCertificate): HttpsOptions => ({
    cert: current.cert,
    key: current.key,
    ...TLS_POLICY,
    ...(clientCa ? { ca: clientCa } : {}),
  })

  const app = Fastify({
    https: {
      ...tlsOptions(certificate),
      ...(clientCa ? { requestCert: true, rejectUnauthorized: false } : {}),
      connectionsCheckingInterval: timeouts.checkIntervalMs,
      // node derives this from requestTimeout only when both are given to its constructor (fastify sets requestTimeout
      // afterwards), and with the 60 s default in place it does not enforce a shorter request timeout.
      headersTimeout: Math.min(60_000, timeouts.requestTimeoutMs),
    } as HttpsOptions,
    loggerInstance: logger,
    // One line per decision is ours to write; fastify's per-request lines would double the logging cost.
    logController: new LogController({ disableRequestLogging: true }),
    // No per-request child logger (a reqId binding we never use): it costs more than the decision log line itself.
    childLoggerFactory: (parent) => parent,
    bodyLimit: config.maxBodyBytes,
    // fastify's JSON parser (secure-json-parse) refuses both ways a body could set an object's prototype.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    connectionTimeout: timeouts.connectionTimeoutMs,
    requestTimeout: timeouts.requestTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }) as unknown as GuardApp
  // AdmissionReviews are JSON; any other body type is refused (400, IPG_ERR_CONTENT_TYPE) rather than guessed at.
  // fastify's own JSON parser (secure-json-parse), with one change: a body that does not parse is answered by the
  // route like any other bad review. fastify would close the connection after a parser error, as it cannot know the
  // body was read whole; here it was (parseAs: 'string'), so pipelined reviews behind it are still answered, in order.
  app.removeAllContentTypeParsers()
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => done(null, error ? new UnreadableBody(error) : value))
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
  app.addHook('onRequest', (_request, reply, done) => {
    if (state.shuttingDown) reply.header('connection', 'close')
    done()
  })

  const settings: AdmissionSettings = {
    policy: { denyStrategies: config.denyStrategies }, gates: config.gates, kruise: config.kruise, onError: config.onError, clusterView: deps.clusterView,
  }
  const admit = (webhook: Webhook) => (request: FastifyRequest, reply: FastifyReply) => {
    if (clientCa && !(request.raw.socket as TLSSocket).authorized) {
      throw new GuardError('IPG_ERR_CLIENT_CERT', 'this endpoint requires a client certificate signed by --client-ca')
    }
    if (request.body instanceof UnreadableBody) throw request.body.error
    const { review, record } = REVIEWS[webhook](parseAdmissionReview(request.body), settings)
    const durationMs = reply.elapsedTime
    recordDecision(metrics, webhook, record, durationMs / 1000)
    if (record.errorCode) metrics.errors.inc({ code: record.errorCode })
    const fields = decisionLogFields(webhook, record, durationMs)
    if (record.internalError !== undefined) logger.error({ ...fields, frames: record.internalError }, 'engine failed: please report this as a bug')
    logger.info(fields, 'admission decision')
    reply.send(review)
  }
  // The answer is written by fast-json-stringify from its schema; error answers (4xx, 5xx) by JSON.stringify.
  const answered = { schema: { response: { 200: ADMISSION_REVIEW_RESPONSE_SCHEMA } } }
  app.post('/validate', answered, admit('validate'))
  app.post('/mutate', answered, admit('mutate'))

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
    const guardError = asGuardError(error, config.maxBodyBytes)
    metrics.errors.inc({ code: guardError.code })
    const url = truncate(request.url, MAX_LOGGED_URL)
    if (guardError.status >= 500) logger.error({ code: guardError.code, url, frames: frames(error) }, 'request failed')
    else logger.warn({ code: guardError.code, path: guardError.path, url }, 'request rejected')
    const body = { statusCode: guardError.status, error: STATUS_CODES[guardError.status], code: guardError.code, message: guardError.message }
    reply.code(guardError.status).send(guardError.path ? { ...body, path: guardError.path } : body)
  })
  return app
}

/** A request body that is not JSON (or not safe JSON), carried to the route so that it answers with the error. */
class UnreadableBody {
  constructor(readonly error: Error) {}
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
