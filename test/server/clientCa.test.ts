import t from 'tap'
import { createCertificateAuthority, issueCertificate } from '../../src/certs/issuer.js'
import { fixture, send, startApp } from './harness.js'

t.test('--client-ca: admission routes need a client certificate from that CA; probes do not', async (t) => {
  const clientCa = await createCertificateAuthority({ commonName: 'apiserver clients' })
  const apiserver = await issueCertificate(clientCa, { commonName: 'kube-apiserver', hosts: [], usage: 'client' })
  const stranger = await issueCertificate(await createCertificateAuthority({ commonName: 'someone else' }), { commonName: 'stranger', hosts: [], usage: 'client' })
  const running = await startApp(t, {}, { clientCa: clientCa.certPem })
  const body = JSON.stringify(fixture('update-image-only.json'))
  const call = (path: string, client?: { certPem: string; keyPem: string }) =>
    send(`${running.url}${path}`, { body, ca: running.ca.certPem, cert: client?.certPem, key: client?.keyPem })

  for (const path of ['/validate', '/mutate']) {
    const anonymous = await call(path)
    t.equal(anonymous.status, 401, `${path} without a client certificate`)
    t.equal(anonymous.json.code, 'IPG_ERR_CLIENT_CERT')
    const wrong = await call(path, stranger)
    t.equal(wrong.status, 401, `${path} with a certificate from another CA`)
    const trusted = await call(path, apiserver)
    t.equal(trusted.status, 200, `${path} with the apiserver's certificate`)
    t.equal(trusted.json.response.allowed, true)
  }
  for (const path of ['/healthz', '/readyz', '/metrics']) {
    t.equal((await send(`${running.url}${path}`, { ca: running.ca.certPem })).status, 200, `${path} stays open for kubelet probes and scrapers`)
  }
})
