// The four certificate modes: selfManaged (default: the guard's own Secret), selfSigned (chart-generated),
// certManager, secret (bring your own).
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
  t.test('selfManaged (default): no key material, no caBundle, the same render every time', async (t) => {
    const first = helmTemplate(helm)
    t.equal(first.code, 0)
    t.equal(helmTemplate(helm).stdout, first.stdout, 'helm template twice: identical output (Argo CD never rolls the Pods)')
    const objects = render(helm)
    t.equal(objects.filter((o) => ['Secret', 'Certificate', 'Issuer'].includes(o.kind)).length, 0, 'the chart writes no certificate')
    const fullname = findOne(objects, 'Service').metadata.name
    for (const configuration of configurations(objects)) {
      t.equal(configuration.metadata.name, fullname)
      t.notOk(configuration.webhooks[0].clientConfig.caBundle, `${configuration.kind}: the guard injects the CA`)
      t.notOk(configuration.metadata.annotations?.['cert-manager.io/inject-ca-from'])
    }
    const deployment = findOne(objects, 'Deployment')
    t.notOk(deployment.spec.template.metadata.annotations['checksum/tls'], 'no certificate checksum to roll the Pods')
    t.notOk((deployment.spec.template.spec.volumes as any[]).some((v) => v.name === 'tls'), 'no Secret volume (the guard reads the Secret itself)')
    const args = deployment.spec.template.spec.containers[0].args as string[]
    const secretName = `${fullname}-tls`
    t.ok(args.includes(`--self-managed-secret=${NAMESPACE}/${secretName}`))
    t.ok(args.includes(`--self-managed-hosts=${fullname}.${NAMESPACE}.svc,${fullname}.${NAMESPACE}.svc.cluster.local`))
    t.ok(args.includes(`--inject-ca-into=mutating/${fullname},validating/${fullname}`))

    const role = objects.find((o) => o.kind === 'Role' && o.metadata.name.endsWith('-certificates'))
    t.same(role?.rules, [
      { apiGroups: [''], resources: ['secrets'], verbs: ['create'] },
      { apiGroups: [''], resources: ['secrets'], resourceNames: [secretName], verbs: ['get', 'update'] },
    ], 'only its own Secret can be read or updated')
    const clusterRole = objects.find((o) => o.kind === 'ClusterRole' && o.metadata.name.endsWith('-ca-injection'))
    t.same(clusterRole?.rules, [
      { apiGroups: ['admissionregistration.k8s.io'], resources: ['mutatingwebhookconfigurations'], resourceNames: [fullname], verbs: ['get', 'update'] },
      { apiGroups: ['admissionregistration.k8s.io'], resources: ['validatingwebhookconfigurations'], resourceNames: [fullname], verbs: ['get', 'update'] },
    ], 'only its own webhook configurations')
    for (const name of [role?.metadata.name, clusterRole?.metadata.name]) {
      t.ok(objects.some((o) => o.kind.endsWith('Binding') && o.roleRef?.name === name), `${name} is bound to the ServiceAccount`)
    }
    const withUrl = render(helm, { values: { webhook: { url: 'https://127.0.0.1:9443', caBundle: 'QQ==' } } })
    t.notOk(findOne(withUrl, 'Deployment').spec.template.spec.containers[0].args.some((a: string) => a.startsWith('--inject-ca-into')), 'a given caBundle is never overwritten')
  })

  t.test('selfSigned: one CA shared by the Secret and both webhooks, SANs of the Service', async (t) => {
    const objects = render(helm, { values: { certs: { mode: 'selfSigned' } } })
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
