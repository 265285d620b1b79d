import { connect, type TLSSocket } from 'node:tls'

export interface BackToBackOptions {
  durationMs: number
  /** PEM CA that signed the server's certificate; the connection is verified against it. */
  ca: string
  /** Name in the certificate (default localhost). */
  servername?: string
  /** Give up on an answer after this long (default 10 s). */
  answerTimeoutMs?: number
}

export interface BackToBackResult {
  /** Per-request time in milliseconds, in order. */
  samplesMs: Float64Array
  /** The first answer's body, to check what the server said. */
  firstAnswer: string
}

const HEADER_END = Buffer.from('\r\n\r\n')
const MAX_HEADER_BYTES = 16 * 1024

/**
 * Service time without queueing: one keep-alive TLS connection, the next request written as soon as the previous
 * answer has been read. Each sample is the time from writing a request to reading its whole answer.
 *
 * The client is a bare HTTP/1.1 exchange on a verified TLS socket (the request's bytes built once; the answer read by
 * its status line and content-length) rather than node's https.request: that one spent about 0.1 ms of every sample
 * in the client itself (request object, agent, parser, chunk joining), the same for every server, which hid the
 * servers' differences under the generator's cost. The apiserver's Go client is closer to this one.
 */
export async function backToBack(port: number, path: string, body: string, options: BackToBackOptions): Promise<BackToBackResult> {
  const socket = await open(port, options)
  try {
    return await exchange(socket, requestBytes(port, path, body), options)
  } finally {
    socket.destroy()
  }
}

/** The whole request, headers and body, as the bytes written for every sample. */
export function requestBytes(port: number, path: string, body: string): Buffer {
  const payload = Buffer.from(body)
  const head = `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\ncontent-type: application/json\r\naccept: application/json\r\ncontent-length: ${payload.length}\r\n\r\n`
  return Buffer.concat([Buffer.from(head, 'latin1'), payload])
}

function open(port: number, options: BackToBackOptions): Promise<TLSSocket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, ca: options.ca, servername: options.servername ?? 'localhost' })
    socket.setNoDelay(true)
    const fail = (err: Error) => reject(new Error(`connecting to 127.0.0.1:${port}: ${err.message}`))
    socket.once('error', fail)
    socket.once('secureConnect', () => {
      socket.off('error', fail)
      resolve(socket)
    })
  })
}

/** Writes the request, reads the answer, records the time, and again until the duration is over (at least once). */
function exchange(socket: TLSSocket, request: Buffer, options: BackToBackOptions): Promise<BackToBackResult> {
  return new Promise((resolve, reject) => {
    const samples: number[] = []
    const answer = new AnswerReader()
    const end = performance.now() + options.durationMs
    let firstAnswer: string | undefined
    let started = 0n
    const timeoutMs = options.answerTimeoutMs ?? 10_000
    // One timer for the whole exchange, pushed back by each request (refresh) rather than a new timer per sample.
    const timer = setTimeout(() => finish(new Error(`no whole answer within ${timeoutMs} ms`)), timeoutMs)
    const finish = (err?: Error) => {
      clearTimeout(timer)
      socket.removeAllListeners('data')
      socket.removeAllListeners('close')
      // Until the caller destroys the socket, a late error must not go unhandled.
      socket.removeAllListeners('error')
      socket.on('error', () => {})
      if (err) reject(err)
      else resolve({ samplesMs: Float64Array.from(samples), firstAnswer: firstAnswer ?? '' })
    }
    const send = () => {
      timer.refresh()
      started = process.hrtime.bigint()
      socket.write(request)
    }
    socket.on('data', (chunk: Buffer) => {
      let done: Answer | undefined
      try {
        done = answer.push(chunk)
      } catch (err) {
        finish(err as Error)
        return
      }
      if (!done) return
      samples.push(Number(process.hrtime.bigint() - started) / 1e6)
      if (done.status !== 200) {
        finish(new Error(`the server answered ${done.status}: ${done.body.toString('utf8', 0, 200)}`))
        return
      }
      firstAnswer ??= done.body.toString('utf8')
      if (performance.now() < end) send()
      else finish()
    })
    socket.on('error', (err) => finish(err))
    socket.on('close', () => finish(new Error('the server closed the connection before answering')))
    send()
  })
}

export interface Answer {
  status: number
  body: Buffer
}

/** Reads HTTP/1.1 answers with a content-length from the bytes as they arrive. */
export class AnswerReader {
  private chunks: Buffer[] = []
  private bytes = 0
  private bodyStart = -1
  private total = 0
  private status = 0

  /** Adds bytes; returns the answer once it is whole (no bytes may follow it: one request is outstanding at a time). */
  push(chunk: Buffer): Answer | undefined {
    this.chunks.push(chunk)
    this.bytes += chunk.length
    if (this.bodyStart < 0 && !this.readHead()) return undefined
    if (this.bytes < this.total) return undefined
    if (this.bytes > this.total) throw new Error(`the server sent ${this.bytes - this.total} bytes after its answer`)
    const whole = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.bytes)
    const answer = { status: this.status, body: whole.subarray(this.bodyStart) }
    this.chunks = []
    this.bytes = 0
    this.bodyStart = -1
    return answer
  }

  private readHead(): boolean {
    const joined = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.bytes)
    this.chunks = [joined]
    const end = joined.indexOf(HEADER_END)
    if (end < 0) {
      if (joined.length > MAX_HEADER_BYTES) throw new Error(`no end of the answer's headers in ${joined.length} bytes`)
      return false
    }
    const head = joined.toString('latin1', 0, end)
    const status = /^HTTP\/1\.1 (\d{3})/.exec(head)
    if (!status) throw new Error(`not an HTTP/1.1 answer: ${JSON.stringify(head.slice(0, 40))}`)
    const length = /\r\ncontent-length:[ \t]*(\d+)[ \t]*(?:\r\n|$)/i.exec(head)
    if (!length) throw new Error('the answer has no content-length (chunked answers are not read by this client)')
    this.status = Number(status[1])
    this.bodyStart = end + HEADER_END.length
    this.total = this.bodyStart + Number(length[1])
    return true
  }
}
