import type { IncomingMessage, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'

/**
 * POST /validate and POST /mutate served straight from node:https, in front of fastify.
 *
 * Why not a fastify route: the apiserver waits on every CloneSet write for this answer, and fastify's request cycle
 * (request and reply objects, hooks, content-type parser, serializer) cost about as much CPU per review as the whole
 * decision. This handler does what those routes did, no more: the same body limit, content type, JSON and client
 * certificate checks, the same answers and error bodies (built by the functions the app gives it), the same 503 while
 * closing. Every other request, and light-my-request injection, still goes through fastify.
 *
 * Reviews whose bodies complete in the same event-loop turn are answered together, stage by stage, right after that
 * turn's I/O (setImmediate): all bodies parsed, then all decided, then all answers sent. Under concurrent load (a
 * GitOps sync, many controllers) this keeps the decision code and its data in the CPU caches from one review to the
 * next: parsing a 20 KB review between two decisions evicts them, and a decision on a cold cache costs about twice as
 * much (measured: README, Benchmark, Results). A lone review waits for nothing but the end of its own turn.
 */
export type AdmissionPath = '/validate' | '/mutate'

export interface AdmissionEndpoint {
  /** Checks the client certificate; throws a GuardError when the endpoint requires one and the socket has none. */
  authorize(socket: TLSSocket): void
  /** The answer to a parsed body, logged and counted; throws GuardError for a body that is not a review. `startedAt` is performance.now(). */
  answer(path: AdmissionPath, body: unknown, startedAt: number): unknown
  /** Parses the body text as JSON; throws (fastify's body error codes) like the fastify content-type parser did. */
  parse(text: string): unknown
  /** The status and JSON body for an error, logged and counted (the app's error handler). */
  failure(error: unknown, url: string): { status: number; body: unknown }
  maxBodyBytes: number
  closing(): boolean
}

const JSON_TYPE = 'application/json; charset=utf-8'

/** Reviews answered per stage round: bounds how many parsed reviews are held at once under a burst of connections. */
export const BATCH_LIMIT = 32

/** Serves admission POSTs: `handle` returns true when it took the request, false to leave it to fastify. */
export interface AdmissionHandler {
  handle(request: IncomingMessage, response: ServerResponse): boolean
}

interface PendingReview {
  path: AdmissionPath
  text: string
  startedAt: number
  request: IncomingMessage
  response: ServerResponse
  body: unknown
  answer: unknown
  failed: boolean
}

export function admissionHandler(endpoint: AdmissionEndpoint): AdmissionHandler {
  const pending: PendingReview[] = []
  let scheduled = false
  const answerPending = (): void => {
    scheduled = false
    while (pending.length > 0) answerBatch(endpoint, pending.splice(0, BATCH_LIMIT))
  }
  const enqueue = (review: PendingReview): void => {
    pending.push(review)
    if (!scheduled) {
      scheduled = true
      setImmediate(answerPending)
    }
  }
  return {
    handle(request, response) {
      if (request.method !== 'POST') return false
      const path = admissionPath(request.url)
      if (path === undefined) return false
      const startedAt = performance.now()
      if (endpoint.closing()) {
        // fastify's return503OnClosing answer, so a keep-alive connection moves to another replica.
        send(response, 503, { statusCode: 503, error: 'Service Unavailable', message: 'Service Unavailable' }, true)
        return true
      }
      try {
        endpoint.authorize(request.socket as TLSSocket)
        if (!isJson(request.headers['content-type'])) throw bodyError('FST_ERR_CTP_INVALID_MEDIA_TYPE')
        const declared = request.headers['content-length']
        if (declared !== undefined && Number(declared) > endpoint.maxBodyBytes) throw bodyError('FST_ERR_CTP_BODY_TOO_LARGE')
      } catch (error) {
        fail(endpoint, request, response, error)
        request.resume()
        return true
      }
      readBody(endpoint, request, response, (text) => {
        enqueue({ path, text, startedAt, request, response, body: undefined, answer: undefined, failed: false })
      })
      return true
    },
  }
}

/** Each stage for every review before the next stage (see the file comment); a failure ends only its own review. */
function answerBatch(endpoint: AdmissionEndpoint, batch: PendingReview[]): void {
  for (const review of batch) {
    // A client that went away gets no decision: nobody would read it.
    if (review.response.destroyed) review.failed = true
    else attempt(endpoint, review, () => { review.body = endpoint.parse(review.text) })
    review.text = ''
  }
  for (const review of batch) {
    if (!review.failed) attempt(endpoint, review, () => { review.answer = endpoint.answer(review.path, review.body, review.startedAt) })
    review.body = undefined
  }
  for (const review of batch) if (!review.failed) attempt(endpoint, review, () => send(review.response, 200, review.answer, false))
}

function attempt(endpoint: AdmissionEndpoint, review: PendingReview, stage: () => void): void {
  try {
    stage()
  } catch (error) {
    review.failed = true
    fail(endpoint, review.request, review.response, error)
  }
}

function readBody(endpoint: AdmissionEndpoint, request: IncomingMessage, response: ServerResponse, complete: (text: string) => void): void {
  const chunks: Buffer[] = []
  let received = 0
  let done = false
  request.on('data', (chunk: Buffer) => {
    if (done) return
    received += chunk.length
    if (received > endpoint.maxBodyBytes) {
      done = true
      chunks.length = 0
      fail(endpoint, request, response, bodyError('FST_ERR_CTP_BODY_TOO_LARGE'))
      return
    }
    chunks.push(chunk)
  })
  request.on('end', () => {
    if (done) return
    done = true
    complete((chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received)).toString('utf8'))
  })
  // An aborted upload has nobody to answer; node destroys the socket.
  request.on('error', () => {
    done = true
  })
}

function fail(endpoint: AdmissionEndpoint, request: IncomingMessage, response: ServerResponse, error: unknown): void {
  const { status, body } = endpoint.failure(error, request.url ?? '')
  // The rest of a refused body is not read: close the connection rather than drain it.
  send(response, status, body, !request.complete)
}

function send(response: ServerResponse, status: number, body: unknown, close: boolean): void {
  if (response.headersSent || response.destroyed) return
  const payload = JSON.stringify(body)
  const headers: Record<string, string | number> = { 'content-type': JSON_TYPE, 'content-length': Buffer.byteLength(payload) }
  if (close) headers.connection = 'close'
  response.writeHead(status, headers).end(payload)
}

/** The path without a query: the apiserver calls `/validate?timeout=10s`. */
function admissionPath(url: string | undefined): AdmissionPath | undefined {
  if (url === undefined) return undefined
  const query = url.indexOf('?')
  const path = query === -1 ? url : url.slice(0, query)
  return path === '/validate' || path === '/mutate' ? path : undefined
}

/** `application/json`, with or without parameters, in any case: what fastify's parser for it accepted. */
function isJson(contentType: string | undefined): boolean {
  if (contentType === undefined) return false
  const semicolon = contentType.indexOf(';')
  return (semicolon === -1 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase() === 'application/json'
}

/** fastify's body errors by code, so the app maps them to its own codes exactly as before. */
function bodyError(code: string): Error & { code: string } {
  return Object.assign(new Error(code), { code })
}
