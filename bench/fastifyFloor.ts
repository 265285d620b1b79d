import type { Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import { DEFAULT_MAX_BODY_BYTES } from '../src/config.js'
import type { ServingKeyPair } from './floorServer.js'

/**
 * A reference, not a target: fastify with the options our server uses (TLS 1.2+, body limit, default JSON parser with
 * prototype-poisoning checks), one route answering the floor's minimal allowed review, no logger, no metrics, no
 * decision. Measured beside the floor, it shows how much of the distance to the floor is the framework's.
 */
export async function startFastifyFloor(certificate: ServingKeyPair, host = '127.0.0.1'): Promise<{ close: () => Promise<void>; server: Server; port: number }> {
  const app = Fastify({
    https: { cert: certificate.cert, key: certificate.key, minVersion: 'TLSv1.2' },
    logger: false,
    bodyLimit: DEFAULT_MAX_BODY_BYTES,
  })
  app.post('/validate', (request, reply) => {
    const review = request.body as { apiVersion?: string; request?: { uid?: string } }
    reply.send({ apiVersion: review.apiVersion, kind: 'AdmissionReview', response: { uid: review.request?.uid, allowed: true } })
  })
  await app.listen({ host, port: 0 })
  const server = app.server as Server
  return { close: () => app.close(), server, port: (server.address() as AddressInfo).port }
}
