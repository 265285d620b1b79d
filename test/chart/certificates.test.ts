// The three certificate modes: selfSigned (chart-generated), certManager, secret (bring your own).
import { X509Certificate, createPrivateKey } from 'node:crypto'
import t from 'tap'
import { findOne, helmForTest, helmTemplate, NAMESPACE, render, type K8sObject } from './render.js'

const helm = helmForTest(t)
const CONFIGURATION_KINDS = ['ValidatingWebhookConfiguration', 'MutatingWebhookConfiguration']

function configurations(objects: K8sObject[]): K8sObject[] {
  return objects.filter((o) => CONFIGURATION_KINDS.includes(o.kind))
}

function tlsVolumeSecret(objects: K8sObject[]): string {
  const volumes = findOne(objects, 'Deployment').spec.template.spec.volumes as any[]
  return volumes.find((v) => v.name === 'tls').secret.secretName
}

function decode(base64: string): string {
  return Buffer.from(base64, 'base64').toString('utf8')
}

if (helm) {
  t.test('selfSigned (default): one CA shared by the Secret and both webhooks, SANs of the Service', async (t) => {
    const objects = render(helm)
    const secret = findOne(objects, 'Secret')
    t.equal(secret.type, 'kubernetes.io/tls')
    t.equal(tlsVolumeSecret(objects), secret.metadata.name, 'the Deployment mounts the generated Secret')
    const ca = new X509Certificate(decode(secret.data['ca.crt']))
    const cert = new X509Certificate(decode(secret.data['tls.crt']))
    t.ok(ca.ca, 'ca.crt is a CA')
    t.ok(cert.verify(ca.publicKey), 'tls.crt is signed by ca.crt')
    t.ok(cert.checkPrivateKey(createPrivateKey(decode(secret.data['tls.key']))), 'tls.key matches tls.crt')
    const service = findOne(objects, 'Service').metadata.name
    for (const host of [`${service}.${NAMESPACE}.svc`, `${service}.${NAMESPACE}.svc.cluster.local`]) {
      t.equal(cert.checkHost(host, { subject: 'never' }), host, `SAN ${host}`)
    }
    for (const configuration of configurations(objects)) {
      t.equal(configuration.webhooks[0].clientConfig.caBundle, secret.data['ca.crt'], `${configuration.kind} trusts the generated CA`)
      t.notOk(configuration.metadata.annotations?.['cert-manager.io/inject-ca-from'])
    }
    const checksum = findOne(objects, 'Deployment').spec.template.metadata.annotations['checksum/tls']
    t.match(checksum, /^[0-9a-f]{64}$/, 'Pods roll when the generated certificate changes')
  })

  t.test('certManager with the chart-made self-signed Issuer', async (t) => {
    const objects = render(helm, { values: { certs: { mode: 'certManager' } } })
    const issuer = findOne(objects, 'Issuer')
    t.same(issuer.spec, { selfSigned: {} })
    const certificate = findOne(objects, 'Certificate')
    t.equal(certificate.apiVersion, 'cert-manager.io/v1')
    t.same(certificate.spec.issuerRef, { name: issuer.metadata.name, kind: 'Issuer', group: 'cert-manager.io' })
    const service = findOne(objects, 'Service').metadata.name
    t.same(certificate.spec.dnsNames, [`${service}.${NAMESPACE}.svc`, `${service}.${NAMESPACE}.svc.cluster.local`])
    t.ok(certificate.spec.usages.includes('server auth'))
    t.equal(tlsVolumeSecret(objects), certificate.spec.secretName, 'the Deployment mounts the Secret cert-manager writes')
    t.equal(objects.filter((o) => o.kind === 'Secret').length, 0, 'the chart writes no key material')
    for (const configuration of configurations(objects)) {
      t.equal(configuration.metadata.annotations?.['cert-manager.io/inject-ca-from'], `${NAMESPACE}/${certificate.metadata.name}`, `${configuration.kind} gets the CA injected`)
      t.notOk(configuration.webhooks[0].clientConfig.caBundle, 'no static caBundle to go stale')
    }
  })

  t.test('certManager with your own ClusterIssuer', async (t) => {
    const objects = render(helm, { values: { certs: { mode: 'certManager', certManager: { issuerRef: { name: 'corp-ca', kind: 'ClusterIssuer' } } } } })
    t.equal(objects.filter((o) => o.kind === 'Issuer').length, 0, 'no Issuer created')
    t.same(findOne(objects, 'Certificate').spec.issuerRef, { name: 'corp-ca', kind: 'ClusterIssuer', group: 'cert-manager.io' })
  })

  t.test('secret: an existing Secret plus its CA bundle', async (t) => {
    const caBundle = Buffer.from('-----BEGIN CERTIFICATE-----\nMIIC\n-----END CERTIFICATE-----\n').toString('base64')
    const objects = render(helm, { values: { certs: { mode: 'secret', secret: { name: 'guard-serving', caBundle } } } })
    t.equal(tlsVolumeSecret(objects), 'guard-serving')
    t.equal(objects.filter((o) => ['Secret', 'Certificate', 'Issuer'].includes(o.kind)).length, 0, 'nothing certificate-related is created')
    for (const configuration of configurations(objects)) t.equal(configuration.webhooks[0].clientConfig.caBundle, caBundle)
  })

  t.test('webhook.caBundle overrides the bundle of any mode', async (t) => {
    const caBundle = Buffer.from('override').toString('base64')
    for (const certs of [{ mode: 'selfSigned' }, { mode: 'certManager' }, { mode: 'secret', secret: { name: 's', caBundle: 'QQ==' } }]) {
      const objects = render(helm, { values: { certs, webhook: { caBundle } } })
      for (const configuration of configurations(objects)) {
        t.equal(configuration.webhooks[0].clientConfig.caBundle, caBundle, `${certs.mode}: ${configuration.kind}`)
        t.notOk(configuration.metadata.annotations?.['cert-manager.io/inject-ca-from'], `${certs.mode}: no injection over an explicit bundle`)
      }
    }
  })

  t.test('a missing CA bundle is a clear error', async (t) => {
    const cases = [
      { values: { certs: { mode: 'secret', secret: { name: 'guard-serving' } } }, message: /certs\.secret\.caBundle/ },
      { values: { certs: { mode: 'certManager' }, webhook: { url: 'https://127.0.0.1:9443' } }, message: /webhook\.url needs webhook\.caBundle/ },
      { values: { webhook: { url: 'https://127.0.0.1:9443' } }, message: /webhook\.url needs webhook\.caBundle/ },
    ]
    for (const c of cases) {
      const result = helmTemplate(helm, { values: c.values })
      t.not(result.code, 0, JSON.stringify(c.values))
      t.match(result.stderr, c.message)
    }
  })
}
