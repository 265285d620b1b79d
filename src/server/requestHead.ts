/**
 * Recognizes the one kind of HTTP/1.1 request the admission transport answers itself: an apiserver's review,
 * `POST /validate` or `POST /mutate` (a query allowed) with a Host and a single Content-Length.
 *
 * It is a recognizer, not a parser: whatever it is not sure of (chunked bodies, `Expect`, `Upgrade`, HTTP/1.0,
 * folded or malformed header lines, a missing Host, bare LF line ends, an oversized head) is `other`, and the
 * connection goes to node's own HTTP server from that request on. So node's strict parser still decides every
 * unusual request, and this file only has to be right about plain ones.
 */
import type { AdmissionPath } from './admissionHandler.js'

export type RequestHead =
  | { kind: 'incomplete' }
  | { kind: 'other' }
  | AdmissionHead

export interface AdmissionHead {
  kind: 'admission'
  path: AdmissionPath
  /** The request target as sent, query included (for error logs). */
  target: string
  /** Offset of the body's first byte. */
  bodyStart: number
  contentLength: number
  /** The Content-Type value, undefined when absent. */
  contentType: string | undefined
  /** The client asked to close the connection after this answer. */
  close: boolean
}

const INCOMPLETE: RequestHead = { kind: 'incomplete' }
const OTHER: RequestHead = { kind: 'other' }
const HEAD_END = Buffer.from('\r\n\r\n')
const PREFIX = 'POST /'
const LF = 10
const CR = 13

/** More headers than this go to node (whose own limit is higher): the apiserver sends about six. */
export const MAX_HEADER_LINES = 64

/** Only RFC 3986 characters in the query: anything else is node's to judge. */
const REQUEST_LINE = /^POST (\/validate|\/mutate)(?:\?[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*)? HTTP\/1\.1$/
const HEADER_LINE = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+):[ \t]*(.*?)[ \t]*$/
/** What node's strict parser accepts in a header value: tab, visible ASCII and space, obs-text. */
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/
const CONTENT_LENGTH = /^[0-9]{1,15}$/

/** The head of the request starting at `buffer[0]`; `maxHeadBytes` bounds the head as node's maxHeaderSize does. */
export function readRequestHead(buffer: Buffer, maxHeadBytes: number): RequestHead {
  if (!startsLikeAdmission(buffer)) return OTHER
  const end = buffer.indexOf(HEAD_END)
  if (end === -1 || end > maxHeadBytes) {
    return buffer.length > maxHeadBytes || hasBareLineFeed(buffer) ? OTHER : INCOMPLETE
  }
  const lines = buffer.toString('latin1', 0, end).split('\r\n')
  const requestLine = REQUEST_LINE.exec(lines[0]!)
  if (requestLine === null || lines.length - 1 > MAX_HEADER_LINES) return OTHER
  const fields = readFields(lines)
  if (fields === undefined) return OTHER
  return {
    kind: 'admission',
    path: requestLine[1] as AdmissionPath,
    target: lines[0]!.slice(5, -9),
    bodyStart: end + HEAD_END.length,
    contentLength: fields.contentLength,
    contentType: fields.contentType,
    close: fields.close,
  }
}

interface Fields {
  contentLength: number
  contentType: string | undefined
  close: boolean
}

/** The fields the transport needs, or undefined when any line makes the request node's to handle. */
function readFields(lines: string[]): Fields | undefined {
  let contentLength: number | undefined
  let contentType: string | undefined
  let hosts = 0
  let close = false
  for (let i = 1; i < lines.length; i++) {
    const line = HEADER_LINE.exec(lines[i]!)
    if (line === null || !HEADER_VALUE.test(line[2]!)) return undefined
    const value = line[2]!
    switch (line[1]!.toLowerCase()) {
      case 'content-length':
        if (contentLength !== undefined || !CONTENT_LENGTH.test(value)) return undefined
        contentLength = Number(value)
        break
      case 'content-type':
        if (contentType !== undefined) return undefined
        contentType = value
        break
      case 'host':
        hosts++
        break
      case 'connection': {
        const options = value.toLowerCase().split(',').map((option) => option.trim())
        if (options.includes('upgrade')) return undefined
        close ||= options.includes('close')
        break
      }
      case 'transfer-encoding':
      case 'expect':
      case 'upgrade':
        return undefined
    }
  }
  if (contentLength === undefined || hosts !== 1) return undefined
  return { contentLength, contentType, close }
}

/** Whether the bytes so far could begin `POST /`: a GET /healthz is handed to node on its first byte. */
function startsLikeAdmission(buffer: Buffer): boolean {
  const length = Math.min(buffer.length, PREFIX.length)
  for (let i = 0; i < length; i++) if (buffer[i] !== PREFIX.charCodeAt(i)) return false
  return true
}

/** A line ended by LF alone: this recognizer would wait for CRLF CRLF forever, node answers it. */
function hasBareLineFeed(buffer: Buffer): boolean {
  for (let at = buffer.indexOf(LF); at !== -1; at = buffer.indexOf(LF, at + 1)) {
    if (at === 0 || buffer[at - 1] !== CR) return true
  }
  return false
}
