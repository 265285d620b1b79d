import type { TLSSocket } from 'node:tls'

/**
 * The admission reviews read off connections (admissionConnection.ts), answered in batches.
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

/** Why a request was refused on its head alone: the server is closing, or an error to answer with. */
export type Refusal = { closing: true } | { closing: false; error: unknown }

/** One review request read off a connection, waiting for its answer. */
export interface Exchange {
  readonly path: AdmissionPath
  /** The request target as sent, for error logs. */
  readonly target: string
  /** performance.now() when its head was read. */
  readonly startedAt: number
  readonly text: string
  /** Set when the request is refused without a decision; it is still answered in its turn, then the connection closes. */
  readonly refusal: Refusal | undefined
  /** The client went away: nobody would read a decision. */
  abandoned(): boolean
  /** Writes the answer; `close` ends the connection after it. */
  respond(status: number, body: unknown, close: boolean): void
}

/** Reviews answered per stage round: bounds how many parsed reviews are held at once under a burst of connections. */
export const BATCH_LIMIT = 32

const SERVICE_UNAVAILABLE = { statusCode: 503, error: 'Service Unavailable', message: 'Service Unavailable' }

export interface AdmissionQueue {
  enqueue(exchange: Exchange): void
}

export function admissionQueue(endpoint: AdmissionEndpoint): AdmissionQueue {
  const pending: Exchange[] = []
  let scheduled = false
  const answerPending = (): void => {
    scheduled = false
    while (pending.length > 0) answerBatch(endpoint, pending.splice(0, BATCH_LIMIT))
  }
  return {
    enqueue(exchange) {
      pending.push(exchange)
      if (!scheduled) {
        scheduled = true
        setImmediate(answerPending)
      }
    },
  }
}

interface Progress {
  body: unknown
  answer: unknown
  /** Answered already (an error), or abandoned: no further stage. */
  done: boolean
}

/** Each stage for every review before the next stage (see the file comment); a failure ends only its own review. */
function answerBatch(endpoint: AdmissionEndpoint, batch: Exchange[]): void {
  const progress: Progress[] = batch.map((exchange) => ({ body: undefined, answer: undefined, done: exchange.abandoned() }))
  batch.forEach((exchange, i) => {
    const state = progress[i]!
    if (state.done || exchange.refusal !== undefined) return
    attempt(endpoint, exchange, state, () => { state.body = endpoint.parse(exchange.text) })
  })
  batch.forEach((exchange, i) => {
    const state = progress[i]!
    if (state.done || exchange.refusal !== undefined) return
    attempt(endpoint, exchange, state, () => { state.answer = endpoint.answer(exchange.path, state.body, exchange.startedAt) })
    state.body = undefined
  })
  batch.forEach((exchange, i) => {
    const state = progress[i]!
    if (state.done) return
    const refusal = exchange.refusal
    if (refusal === undefined) attempt(endpoint, exchange, state, () => exchange.respond(200, state.answer, false))
    else if (refusal.closing) exchange.respond(503, SERVICE_UNAVAILABLE, true)
    else fail(endpoint, exchange, refusal.error, true)
  })
}

function attempt(endpoint: AdmissionEndpoint, exchange: Exchange, state: Progress, stage: () => void): void {
  try {
    stage()
  } catch (error) {
    state.done = true
    fail(endpoint, exchange, error, false)
  }
}

function fail(endpoint: AdmissionEndpoint, exchange: Exchange, error: unknown, close: boolean): void {
  const { status, body } = endpoint.failure(error, exchange.target)
  exchange.respond(status, body, close)
}
