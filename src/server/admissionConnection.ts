import { isAscii } from 'node:buffer'
import { STATUS_CODES } from 'node:http'
import type { TLSSocket } from 'node:tls'
import type { AdmissionPath, AdmissionQueue, Exchange, Refusal } from './admissionHandler.js'
import { type AdmissionHead, readRequestHead } from './requestHead.js'

/**
 * One TLS connection read by the admission transport: review requests are framed here and queued for their answers;
 * at the first request that is not a plain review (readRequestHead says which), the connection is handed, with
 * the bytes not yet consumed, to node's HTTP server for the rest of its life.
 *
 * Answers leave in request order: every request on the connection, refused or not, goes through the same queue, and
 * the hand-over waits until the queued ones are written.
 */
export interface ConnectionOwner {
  readonly queue: AdmissionQueue
  readonly maxHeadBytes: number
  readonly keepAliveTimeoutMs: number
  /** Whether the server is closing: idle connections end, new requests get 503. */
  closing(): boolean
  /** Why this request is refused on its head alone (closing, client certificate, content type, size), if it is. */
  refuse(head: AdmissionHead, socket: TLSSocket): Refusal | undefined
  /** Gives the socket to node's HTTP server; `rest` are bytes already read and not yet consumed. */
  handOver(socket: TLSSocket, rest: Buffer): void
  /** The connection is closed or handed over: no longer this transport's. */
  release(connection: AdmissionConnection): void
}

type Mode =
  /** Reading review requests. */
  | 'reading'
  /** A request for node's HTTP server arrived: reading paused until the queued answers are written. */
  | 'handing-over'
  /** The last answer is owed (Connection: close, a refusal); nothing more is read. */
  | 'closing'
  /** Closed, or handed over. */
  | 'done'

const EMPTY = Buffer.alloc(0)
/** Largest request the shared join buffer grows to; a longer one is joined into a buffer of its own. */
const MAX_JOIN_BYTES = 1024 * 1024

/**
 * Where a request that arrived in several chunks (a 20 KB review comes as two TLS records) is joined before it is
 * framed: one buffer for every connection, reused. A new 20 KB buffer per request cost about 4 µs (allocation and its
 * collection), the copy a tenth of that. It is safe to share because a read frames everything it can before it
 * returns, and bytes left for a later read are copied out of it (keep, handOverNow).
 */
let joinBuffer = Buffer.allocUnsafeSlow(64 * 1024)
/** How long a client may take to close its side once the server has ended an idle connection at shutdown. */
const CLOSE_GRACE_MS = 1000

export class AdmissionConnection {
  private mode: Mode = 'reading'
  private chunks: Buffer[] = []
  private buffered = 0
  /** Bytes needed before reading again (a head's end, or a body's). */
  private needed = 1
  /** The head of the request being read, kept while its body arrives. */
  private head: AdmissionHead | undefined
  private headAt = 0
  /** performance.now() when the first byte of the request being read arrived; undefined between requests. */
  private partialSince: number | undefined
  private unanswered = 0
  private backPressure = false

  constructor(readonly socket: TLSSocket, private readonly owner: ConnectionOwner) {
    socket.on('data', this.onData)
    socket.on('end', this.onEnd)
    socket.on('error', this.onError)
    socket.on('close', this.onClose)
    socket.on('drain', this.onDrain)
    socket.on('timeout', this.onTimeout)
    socket.setTimeout(owner.keepAliveTimeoutMs)
  }

  /** No request is being read or answered. */
  get idle(): boolean {
    return this.mode === 'reading' && this.unanswered === 0 && this.buffered === 0
  }

  /**
   * Server shutdown: an idle connection ends now (a TLS close, and destroyed if the client has not closed its side
   * within a second); a busy one ends after its answers (see respond).
   */
  closeIfIdle(): void {
    if (!this.idle) return
    this.mode = 'closing'
    this.socket.setTimeout(CLOSE_GRACE_MS)
    this.socket.end()
  }

  /** Ends the connection with 408 when its current request has taken longer than `timeoutMs` to arrive. */
  expire(now: number, timeoutMs: number): void {
    if (this.mode !== 'reading' || this.unanswered > 0 || this.partialSince === undefined) return
    if (now - this.partialSince <= timeoutMs) return
    this.mode = 'closing'
    this.discard()
    this.socket.setTimeout(CLOSE_GRACE_MS)
    this.socket.end(`HTTP/1.1 408 ${STATUS_CODES[408]}\r\ncontent-length: 0\r\nconnection: close\r\n\r\n`)
  }

  private readonly onData = (chunk: Buffer): void => {
    if (this.mode === 'closing' || this.mode === 'done') return
    if (this.buffered === 0) this.partialSince = performance.now()
    this.chunks.push(chunk)
    this.buffered += chunk.length
    if (this.mode === 'reading' && this.buffered >= this.needed) this.read()
  }

  /** Frames every complete request in the buffer, leaving a partial one for the next chunk. */
  private read(): void {
    let buffer = this.take()
    let framed = false
    while (this.mode === 'reading' && buffer.length > 0) {
      const head = this.head ?? this.readHead(buffer)
      if (head === undefined) break
      const bodyEnd = head.bodyStart + head.contentLength
      if (buffer.length < bodyEnd) {
        this.needed = bodyEnd
        break
      }
      this.head = undefined
      this.enqueue(head, decodeBody(buffer, head.bodyStart, bodyEnd), undefined)
      buffer = buffer.subarray(bodyEnd)
      framed = true
      if (head.close) this.mode = 'closing'
    }
    this.keep(this.mode === 'reading' || this.mode === 'handing-over' ? buffer : EMPTY)
    if (this.buffered === 0) {
      this.needed = 1
      this.partialSince = undefined
    } else if (framed) {
      this.partialSince = performance.now()
    }
    if (this.mode === 'handing-over' && this.unanswered === 0) this.handOverNow()
  }

  /** The head at the start of `buffer`, or undefined when there is nothing more to frame now. */
  private readHead(buffer: Buffer): AdmissionHead | undefined {
    const head = readRequestHead(buffer, this.owner.maxHeadBytes)
    if (head.kind === 'incomplete') {
      this.needed = buffer.length + 1
      return undefined
    }
    if (head.kind === 'other') {
      this.mode = 'handing-over'
      this.socket.pause()
      return undefined
    }
    this.headAt = performance.now()
    const refusal = this.owner.refuse(head, this.socket)
    if (refusal !== undefined) {
      // The body may be unread: answer in turn, then close rather than drain it.
      this.enqueue(head, '', refusal)
      this.mode = 'closing'
      return undefined
    }
    this.head = head
    return head
  }

  private enqueue(head: AdmissionHead, text: string, refusal: Refusal | undefined): void {
    this.unanswered++
    this.owner.queue.enqueue(new ConnectionExchange(this, head, this.headAt, text, refusal))
  }

  /** Called by this connection's exchanges, in request order. */
  respond(status: number, body: unknown, close: boolean): void {
    const payload = JSON.stringify(body)
    this.unanswered--
    if (!this.writable) return
    const last = close || (this.mode === 'closing' && this.unanswered === 0) || (this.owner.closing() && this.idle)
    if (!this.socket.write(responseHead(status, Buffer.byteLength(payload), last, this.owner.keepAliveTimeoutMs) + payload)) {
      this.backPressure = true
      this.socket.pause()
    }
    if (last) {
      this.mode = 'closing'
      this.discard()
      this.socket.setTimeout(CLOSE_GRACE_MS)
      this.socket.end()
    } else if (this.mode === 'handing-over' && this.unanswered === 0) {
      this.handOverNow()
    }
  }

  get writable(): boolean {
    return !this.socket.destroyed && this.socket.writable
  }

  private readonly handOverNow = (): void => {
    if (this.mode !== 'handing-over' || this.unanswered > 0) return
    this.mode = 'done'
    this.detach()
    const rest = ownBytes(this.take())
    this.discard()
    this.owner.release(this)
    this.owner.handOver(this.socket, rest)
    this.socket.resume()
  }

  private readonly onDrain = (): void => {
    if (!this.backPressure) return
    this.backPressure = false
    if (this.mode === 'reading') this.socket.resume()
  }

  /** The client half-closed: like node's HTTP server, answers still owed are dropped and the connection ends. */
  private readonly onEnd = (): void => {
    this.mode = 'closing'
    this.discard()
    this.socket.end()
  }

  private readonly onError = (): void => {
    this.mode = 'done'
    this.socket.destroy()
  }

  private readonly onClose = (): void => {
    this.mode = 'done'
    this.discard()
    this.owner.release(this)
  }

  /** Idle past the keep-alive timeout (or stalled mid-request as long): node's HTTP server destroys such sockets too. */
  private readonly onTimeout = (): void => {
    this.socket.destroy()
  }

  private detach(): void {
    this.socket.off('data', this.onData)
    this.socket.off('end', this.onEnd)
    this.socket.off('error', this.onError)
    this.socket.off('close', this.onClose)
    this.socket.off('drain', this.onDrain)
    this.socket.off('timeout', this.onTimeout)
    this.socket.setTimeout(0)
  }

  /** The buffered bytes as one buffer: joined in the shared join buffer when they came in several chunks. */
  private take(): Buffer {
    if (this.chunks.length === 0) return EMPTY
    const buffer = this.chunks.length === 1 ? this.chunks[0]! : joined(this.chunks, this.buffered)
    this.chunks = [buffer]
    return buffer
  }

  /** Keeps `buffer` for the next read: never in the join buffer, which the next read of any connection reuses. */
  private keep(buffer: Buffer): void {
    const kept = ownBytes(buffer)
    this.chunks = kept.length === 0 ? [] : [kept]
    this.buffered = kept.length
  }

  private discard(): void {
    this.keep(EMPTY)
    this.head = undefined
    this.partialSince = undefined
  }
}

/** The chunks as one buffer, in the join buffer when they fit in MAX_JOIN_BYTES. */
function joined(chunks: Buffer[], length: number): Buffer {
  if (length > MAX_JOIN_BYTES) return Buffer.concat(chunks, length)
  if (length > joinBuffer.length) joinBuffer = Buffer.allocUnsafeSlow(Math.min(MAX_JOIN_BYTES, 2 ** Math.ceil(Math.log2(length))))
  let at = 0
  for (const chunk of chunks) at += chunk.copy(joinBuffer, at)
  return joinBuffer.subarray(0, length)
}

/** `buffer`, or a copy of it when it lies in the join buffer. */
function ownBytes(buffer: Buffer): Buffer {
  return buffer.length > 0 && buffer.buffer === joinBuffer.buffer ? Buffer.from(buffer) : buffer
}

class ConnectionExchange implements Exchange {
  readonly path: AdmissionPath
  readonly target: string

  constructor(
    private readonly connection: AdmissionConnection,
    head: AdmissionHead,
    readonly startedAt: number,
    readonly text: string,
    readonly refusal: Refusal | undefined,
  ) {
    this.path = head.path
    this.target = head.target
  }

  abandoned(): boolean {
    return !this.connection.writable
  }

  respond(status: number, body: unknown, close: boolean): void {
    this.connection.respond(status, body, close)
  }
}

/**
 * The body's text. An ASCII body (most reviews: Kubernetes names, images and field values are usually ASCII) is copied
 * byte for byte, which gives the same string as UTF-8 decoding without its decoding pass over 20 KB.
 */
export function decodeBody(buffer: Buffer, start: number, end: number): string {
  const body = buffer.subarray(start, end)
  return isAscii(body) ? body.toString('latin1') : body.toString('utf8')
}

let dateSecond = -1
let dateValue = ''

/** What node's HTTP server sends with a JSON answer: status line, type, length, date, and the connection's fate. */
function responseHead(status: number, length: number, close: boolean, keepAliveMs: number): string {
  const now = Date.now()
  const second = Math.floor(now / 1000)
  if (second !== dateSecond) {
    dateSecond = second
    dateValue = new Date(now).toUTCString()
  }
  const connection = close ? 'connection: close\r\n' : `connection: keep-alive\r\nkeep-alive: timeout=${Math.floor(keepAliveMs / 1000)}\r\n`
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${length}\r\ndate: ${dateValue}\r\n${connection}\r\n`
}
