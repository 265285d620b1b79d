import { maxHeaderSize as NODE_MAX_HEADER_SIZE } from 'node:http'
import type { Server as HttpsServer } from 'node:https'
import type { TLSSocket } from 'node:tls'
import { type AdmissionEndpoint, admissionQueue, type Refusal } from './admissionHandler.js'
import { AdmissionConnection, type ConnectionOwner } from './admissionConnection.js'
import type { AdmissionHead } from './requestHead.js'

/**
 * POST /validate and POST /mutate read straight off the TLS connections of the HTTPS server, in front of node's HTTP
 * layer and fastify.
 *
 * Why: the apiserver waits on every CloneSet write for this answer. Measured in the running server (README, Benchmark),
 * node's HTTP request and response objects cost more CPU per review than the JSON parse, and fastify's request cycle
 * about as much again. A review is a plain request (POST, Content-Length, JSON), so it is framed here by
 * requestHead.ts; every other request, and any review sent in an unusual way (chunked, Expect, HTTP/1.0), moves its
 * connection to node's HTTP server and fastify, which answer it with the same functions (app.ts).
 *
 * This transport keeps what node's HTTP server did for these connections: the keep-alive timeout, a limit on the time
 * to receive a request (408), the header size limit, 503 and Connection: close while the server closes, and idle
 * connections closed at shutdown (`closeIdle`).
 */
export interface TransportTimeouts {
  /** An idle connection is closed after this long (node: server.keepAliveTimeout). */
  keepAliveTimeoutMs: number
  /** A request must arrive whole within this long, or it gets 408 and the connection closes (node: server.requestTimeout). */
  requestTimeoutMs: number
}

export interface AdmissionTransport {
  /** Closes the connections that wait for a request; busy ones close after their answers. For server shutdown. */
  closeIdle(): void
}

export function attachAdmissionTransport(server: HttpsServer, endpoint: AdmissionEndpoint, timeouts: TransportTimeouts): AdmissionTransport {
  const httpConnection = nodeConnectionListener(server)
  const connections = new Set<AdmissionConnection>()
  let sweep: NodeJS.Timeout | undefined
  const owner: ConnectionOwner = {
    queue: admissionQueue(endpoint),
    maxHeadBytes: (server as { maxHeaderSize?: number }).maxHeaderSize ?? NODE_MAX_HEADER_SIZE,
    keepAliveTimeoutMs: timeouts.keepAliveTimeoutMs,
    closing: () => endpoint.closing(),
    refuse: (head, socket) => refusal(endpoint, head, socket),
    handOver(socket, rest) {
      httpConnection.call(server, socket)
      // Node's parser reads the socket from here on; these bytes came before anything it will read.
      if (rest.length > 0) socket.emit('data', rest)
    },
    release(connection) {
      connections.delete(connection)
      if (connections.size === 0 && sweep !== undefined) {
        clearInterval(sweep)
        sweep = undefined
      }
    },
  }
  const sweepEveryMs = Math.min(1000, Math.max(10, timeouts.requestTimeoutMs / 4))
  server.on('secureConnection', (socket: TLSSocket) => {
    connections.add(new AdmissionConnection(socket, owner))
    sweep ??= setInterval(() => {
      const now = performance.now()
      for (const connection of connections) connection.expire(now, timeouts.requestTimeoutMs)
    }, sweepEveryMs).unref()
  })
  return {
    closeIdle() {
      for (const connection of connections) connection.closeIfIdle()
    },
  }
}

/** Takes node's HTTP connection listener off the server, to call it for the connections handed over. */
function nodeConnectionListener(server: HttpsServer): (this: HttpsServer, socket: TLSSocket) => void {
  const listeners = server.listeners('secureConnection')
  if (listeners.length !== 1) throw new Error(`expected node's HTTP connection listener alone on the HTTPS server, found ${listeners.length} listeners`)
  const listener = listeners[0] as (this: HttpsServer, socket: TLSSocket) => void
  server.removeListener('secureConnection', listener)
  return listener
}

/** The refusals the fastify routes gave on a request's head: closing, client certificate, content type, body size. */
function refusal(endpoint: AdmissionEndpoint, head: AdmissionHead, socket: TLSSocket): Refusal | undefined {
  if (endpoint.closing()) return { closing: true }
  try {
    endpoint.authorize(socket)
    if (!isJson(head.contentType)) throw bodyError('FST_ERR_CTP_INVALID_MEDIA_TYPE')
    if (head.contentLength > endpoint.maxBodyBytes) throw bodyError('FST_ERR_CTP_BODY_TOO_LARGE')
  } catch (error) {
    return { closing: false, error }
  }
  return undefined
}

/** `application/json`, with or without parameters, in any case: what fastify's parser for it accepted. */
function isJson(contentType: string | undefined): boolean {
  if (contentType === undefined) return false
  const semicolon = contentType.indexOf(';')
  return (semicolon === -1 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase() === 'application/json'
}

/** fastify's body errors by code, so the app maps them to its own codes exactly as for the fastify routes. */
function bodyError(code: string): Error & { code: string } {
  return Object.assign(new Error(code), { code })
}
