import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { TLS_POLICY } from '../src/server/tlsPolicy.js'

/**
 * The floor: the least any HTTPS admission webhook on Node can do for a review. Node's standard library only:
 * TLS, read the body, JSON.parse it, answer a minimal allowed AdmissionReview. Our server is measured against it.
 */
export interface ServingKeyPair {
  cert: string
  key: string
}

export async function startFloorServer(certificate: ServingKeyPair, host = '127.0.0.1'): Promise<{ server: Server; port: number }> {
  const server = createServer({ cert: certificate.cert, key: certificate.key, ...TLS_POLICY }, (request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      let answer: string
      try {
        const review = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { apiVersion?: string; request?: { uid?: string } }
        answer = JSON.stringify({ apiVersion: review.apiVersion, kind: 'AdmissionReview', response: { uid: review.request?.uid, allowed: true } })
      } catch {
        response.writeHead(400).end()
        return
      }
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(answer) }).end(answer)
    })
  })
  // fastify's default, so idle keep-alive connections live as long on both servers.
  server.keepAliveTimeout = 72_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, () => resolve())
  })
  return { server, port: (server.address() as AddressInfo).port }
}
