import t from 'tap'
import { parseAllDocuments } from 'yaml'
import { requireTools } from './harness/availability.js'
import { helmTemplate } from './harness/chart.js'
import { startControlPlane } from './harness/controlPlane.js'
import { createCA } from './harness/x509.js'

/**
 * `helm template` of the chart, every certificate mode (and the switches that add objects), applied with
 * `kubectl apply --dry-run=server`: the apiserver's own validation, defaulting and admission accept every object,
 * and nothing is stored. cert-manager and prometheus-operator are not installed; their CRDs are stubbed
 * (schema-less) so the apiserver knows the kinds, as it would in a cluster that runs them.
 */

const NAMESPACE = 'guard-system'
const RELEASE = 'ipg'

type Json = Record<string, any>

function stubCrd(group: string, kind: string, plural: string, scope: 'Namespaced' | 'Cluster'): Json {
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: `${plural}.${group}` },
    spec: {
      group,
      scope,
      names: { kind, plural, singular: kind.toLowerCase(), listKind: `${kind}List` },
      versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } } }],
    },
  }
}

const STUB_CRDS = [
  stubCrd('cert-manager.io', 'Issuer', 'issuers', 'Namespaced'),
  stubCrd('cert-manager.io', 'ClusterIssuer', 'clusterissuers', 'Cluster'),
  stubCrd('cert-manager.io', 'Certificate', 'certificates', 'Namespaced'),
  stubCrd('monitoring.coreos.com', 'ServiceMonitor', 'servicemonitors', 'Namespaced'),
]

const caBundle = Buffer.from(createCA('kig-e2e-chart-ca').certPem).toString('base64')

const CASES: { name: string; values: Json; kinds: string[] }[] = [
  { name: 'selfManaged (default values)', values: {}, kinds: ['Deployment', 'Role', 'ClusterRole', 'ValidatingWebhookConfiguration', 'MutatingWebhookConfiguration'] },
  { name: 'selfSigned', values: { certs: { mode: 'selfSigned' } }, kinds: ['Secret', 'Deployment', 'ValidatingWebhookConfiguration', 'MutatingWebhookConfiguration'] },
  { name: 'certManager with the chart-made Issuer', values: { certs: { mode: 'certManager' } }, kinds: ['Issuer', 'Certificate'] },
  { name: 'certManager with a ClusterIssuer', values: { certs: { mode: 'certManager', certManager: { issuerRef: { name: 'corp-ca', kind: 'ClusterIssuer' } } } }, kinds: ['Certificate'] },
  { name: 'secret (bring your own)', values: { certs: { mode: 'secret', secret: { name: 'guard-serving', caBundle } } }, kinds: ['Deployment'] },
  { name: 'selfManaged, active reconciler, ServiceMonitor, Fail', values: { guard: { mode: 'active' }, metrics: { serviceMonitor: { enabled: true } }, webhook: { validating: { failurePolicy: 'Fail' } } }, kinds: ['ServiceMonitor'] },
  { name: 'webhook.url with caBundle (a server outside the cluster)', values: { webhook: { url: 'https://127.0.0.1:9443', caBundle } }, kinds: ['ValidatingWebhookConfiguration'] },
]

const tools = await requireTools(t, 'helm chart against kube-apiserver', { helm: true })
if (tools) {
  t.setTimeout(300_000)
  const helm = tools.helm!
  const cp = await startControlPlane({ binDir: tools.binDir })
  t.teardown(() => cp.stop())

  await t.test("setup: release namespace, Kruise's namespace and stub CRDs of cert-manager and prometheus-operator", async (t) => {
    await cp.kubectl(['create', 'namespace', NAMESPACE])
    // Where Kruise runs: the chart grants a read of kruise-manager's Deployment there.
    await cp.kubectl(['create', 'namespace', 'kruise-system'])
    await cp.kubectl(['apply', '-f', '-'], { input: STUB_CRDS.map((c) => JSON.stringify(c)).join('\n') })
    const r = await cp.kubectl(['wait', '--for=condition=Established', ...STUB_CRDS.map((c) => `crd/${c.metadata.name}`), '--timeout=60s'])
    t.equal(r.code, 0)
  })

  for (const c of CASES) {
    await t.test(`helm template | kubectl apply --dry-run=server: ${c.name}`, async (t) => {
      const rendered = await helmTemplate(helm, c.values, { release: RELEASE, namespace: NAMESPACE })
      const objects = parseAllDocuments(rendered).map((d) => d.toJS() as Json | null).filter((o): o is Json => !!o)
      const kinds = objects.map((o) => o.kind)
      for (const kind of c.kinds) t.ok(kinds.includes(kind), `renders a ${kind}`)

      const r = await cp.kubectl(['apply', '--dry-run=server', '-f', '-'], { input: rendered, allowFail: true })
      t.equal(r.code, 0, 'the apiserver accepts every object')
      t.equal(r.stderr.trim(), '', 'no error and no warning from the apiserver')
      const lines = r.stdout.trim().split('\n')
      t.equal(lines.length, objects.length, `${objects.length} objects, one line each`)
      t.strictSame(lines.filter((line) => !/ (created|configured|unchanged) \(server dry run\)$/.test(line)), [], 'each one a server dry run')

      const stored = await cp.kubectl(['get', 'deployments,secrets,services,validatingwebhookconfigurations,mutatingwebhookconfigurations', '-A', '-l', `app.kubernetes.io/instance=${RELEASE}`, '-o', 'name'])
      t.equal(stored.stdout.trim(), '', 'nothing stored')
    })
  }
}
