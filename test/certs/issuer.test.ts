import t from 'tap'
import { X509Certificate, createPrivateKey } from 'node:crypto'
import { createServer, connect } from 'node:tls'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { createCertificateAuthority, createServingCertificates, issueCertificate } from '../../src/certs/issuer.js'

t.test('a generated CA and serving certificate verify with node:crypto', async (t) => {
  const now = new Date('2030-01-02T03:04:05Z')
  const { ca, server } = await createServingCertificates({ hosts: ['localhost', '127.0.0.1', '::1', 'inplace-guard.system.svc'], now, validDays: 30 })
  const caCert = new X509Certificate(ca.certPem)
  const serverCert = new X509Certificate(server.certPem)
  t.ok(caCert.ca, 'the CA is a CA')
  t.notOk(serverCert.ca, 'the leaf is not a CA')
  t.ok(caCert.verify(caCert.publicKey), 'the CA is self-signed')
  t.ok(serverCert.verify(caCert.publicKey), 'the leaf is signed by the CA')
  t.ok(serverCert.checkIssued(caCert), 'issuer name matches the CA subject')
  t.ok(serverCert.checkPrivateKey(createPrivateKey(server.keyPem)), 'key matches')
  t.equal(serverCert.checkHost('localhost'), 'localhost')
  t.equal(serverCert.checkHost('inplace-guard.system.svc'), 'inplace-guard.system.svc')
  t.equal(serverCert.checkIP('127.0.0.1'), '127.0.0.1')
  t.equal(serverCert.checkIP('::1'), '::1')
  t.equal(serverCert.checkHost('example.com'), undefined)
  t.same(serverCert.keyUsage, ['1.3.6.1.5.5.7.3.1'], 'extended key usage serverAuth')
  t.equal(new Date(serverCert.validTo).toISOString(), '2030-02-01T03:04:05.000Z')
  t.equal(new Date(serverCert.validFrom).toISOString(), '2030-01-02T02:04:05.000Z', 'starts an hour early for clock skew')
  t.equal(server.notAfter.toISOString(), '2030-02-01T03:04:05.000Z')
  t.notMatch(ca.certPem + server.certPem, /PRIVATE/)
})

t.test('dates after 2049 use GeneralizedTime', async (t) => {
  const ca = await createCertificateAuthority({ commonName: 'far future', now: new Date('2060-06-01T00:00:00Z') })
  t.equal(new Date(new X509Certificate(ca.certPem).validTo).getUTCFullYear(), 2061)
})

t.test('bad host names are refused', async (t) => {
  const ca = await createCertificateAuthority({ commonName: 'ca' })
  await t.rejects(issueCertificate(ca, { commonName: 'x', hosts: ['bad host'], usage: 'server' }), RangeError)
  await t.rejects(issueCertificate(ca, { commonName: 'x', hosts: [], usage: 'server' }), RangeError)
})

t.test('a TLS client that trusts only the CA completes a handshake, including with a client certificate', async (t) => {
  const { ca, server } = await createServingCertificates()
  const client = await issueCertificate(ca, { commonName: 'kube-apiserver', hosts: [], usage: 'client' })
  const tlsServer = createServer({ cert: server.certPem, key: server.keyPem, ca: ca.certPem, requestCert: true, rejectUnauthorized: true }, (socket) => {
    socket.end(socket.authorized ? 'authorized' : 'anonymous')
  })
  tlsServer.listen(0, '127.0.0.1')
  await once(tlsServer, 'listening')
  t.teardown(() => tlsServer.close())
  const { port } = tlsServer.address() as AddressInfo
  for (const host of ['localhost', '127.0.0.1']) {
    const socket = connect({ host: '127.0.0.1', port, ...(host === '127.0.0.1' ? {} : { servername: host }), ca: ca.certPem, cert: client.certPem, key: client.keyPem })
    let text = ''
    socket.on('data', (chunk) => (text += chunk))
    await once(socket, 'end')
    t.equal(text, 'authorized', `handshake as ${host}`)
  }
})

t.test('the leaf names its CA by the CA subject bytes and key identifier, as Go and OpenSSL chain builders match them', async (t) => {
  const { ca, server } = await createServingCertificates()
  const caCert = new X509Certificate(ca.certPem)
  const leaf = new X509Certificate(server.certPem)
  t.equal(leaf.issuer, caCert.subject)
  t.match(caCert.toLegacyObject(), { subject: { O: 'inplace-guard', CN: 'inplace-guard development CA' } })
  t.equal(caCert.publicKey.asymmetricKeyType, 'ec')
  t.same(caCert.publicKey.asymmetricKeyDetails, { namedCurve: 'prime256v1' })
  t.not(caCert.serialNumber, leaf.serialNumber, 'random serial numbers')
  t.ok(/^[4-7]/.test(leaf.serialNumber), 'positive, without a leading zero byte')
})
