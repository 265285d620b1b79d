import https from 'node:https'
import t from 'tap'
import { parseAllDocuments } from 'yaml'
import { requireTools } from './harness/availability.js'
import { helmTemplate } from './harness/chart.js'
import { startControlPlane } from './harness/controlPlane.js'
import { kruiseCrdPath } from './harness/kruiseModule.js'
import { startWebhookServer, type WebhookServer } from './harness/webhookServer.js'

/**
 * The guard's comparison of its --kruise-version and --gates with the cluster's kruise-manager, against a real
 * kube-apiserver: the chart's default render applied (its Role in kruise-system grants exactly a get of that one
 * Deployment), a kruise-manager Deployment as Kruise's chart writes it, and `serve` with a kubeconfig reading it:
 * the differences in its log and in /metrics, then none once the manager's Deployment says what the guard says.
 */

const NAMESPACE = 'guard-system'
const KRUISE_NAMESPACE = 'kruise-system'
const RELEASE = 'ipg'
const SECRET = 'e2e-secret-value'

type Json = Record<string, any>

/** kruise-manager's Deployment as Kruise's chart writes it (its other args and env hold a value the guard must not echo). */
function kruiseManager(image: string, featureGates: string): Json {
  const labels = { 'control-plane': 'controller-manager' }
  return {
    apiVersion: 'apps/v1', kind: 'Deployment',
    metadata: { name: 'kruise-controller-manager', namespace: KRUISE_NAMESPACE, labels },
    spec: {
      replicas: 0,
      selector: { matchLabels: labels },
      template: {
        metadata: { labels },
        spec: { containers: [{
          name: 'manager', image, command: ['/manager'],
          args: ['--enable-leader-election', '--logtostderr=true', '--v=4', `--feature-gates=${featureGates}`, '--sync-period=0', `--webhook-token=${SECRET}`],
          env: [{ name: 'WEBHOOK_PORT', value: '9876' }, { name: 'EXTRA', value: SECRET }],
        }] },
      },
    },
  }
}

function metrics(server: WebhookServer): Promise<string> {
  return new Promise((resolve, reject) => {
    https.get(`${server.url}/metrics`, { ca: server.caPem }, (res) => {
      let body = ''
      res.setEncoding('utf8').on('data', (c: string) => (body += c)).on('end', () => resolve(body))
    }).on('error', reject)
  })
}

const driftLines = (text: string) => text.split('\n').filter((line) => line.startsWith('inplace_guard_kruise_settings_drift{')).sort()

async function until(what: string, check: () => Promise<boolean>, describe: () => string, timeoutMs = 30_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${what} within ${timeoutMs} ms:\n${describe()}`)
}

const tools = await requireTools(t, 'kruise-manager settings check against kube-apiserver', { helm: true })
if (tools) {
  t.setTimeout(300_000)
  const cp = await startControlPlane({ binDir: tools.binDir })
  t.teardown(() => cp.stop())
  const rendered = await helmTemplate(tools.helm!, {}, { release: RELEASE, namespace: NAMESPACE })
  const objects = parseAllDocuments(rendered).map((d) => d.toJS() as Json | null).filter((o): o is Json => !!o)

  await t.test("the chart's default render: a Role in kruise-system that gets kruise-manager's Deployment and nothing else", async (t) => {
    for (const ns of [NAMESPACE, KRUISE_NAMESPACE]) await cp.kubectl(['create', 'namespace', ns])
    // Kruise's CloneSet CRD (the pinned module's): serve with a cluster finds Kruise's API group by discovery.
    await cp.kubectl(['apply', '-f', kruiseCrdPath('clonesets')])
    await cp.kubectl(['wait', '--for=condition=Established', 'crd/clonesets.apps.kruise.io', '--timeout=60s'])
    const applied = await cp.kubectl(['apply', '-f', '-'], { input: rendered, allowFail: true })
    t.equal(applied.code, 0, 'kubectl apply', { stderr: applied.stderr })
    const sa = objects.find((o) => o.kind === 'ServiceAccount')!.metadata.name
    const can = async (...args: string[]) => (await cp.kubectl(['auth', 'can-i', `--as=system:serviceaccount:${NAMESPACE}:${sa}`, ...args], { allowFail: true })).stdout.trim()
    t.equal(await can('-n', KRUISE_NAMESPACE, 'get', 'deployment/kruise-controller-manager'), 'yes')
    t.equal(await can('-n', KRUISE_NAMESPACE, 'get', 'deployment/another'), 'no', 'no other Deployment')
    t.equal(await can('-n', KRUISE_NAMESPACE, 'update', 'deployment/kruise-controller-manager'), 'no', 'read only')
    t.equal(await can('-n', KRUISE_NAMESPACE, 'get', 'secrets'), 'no', "none of Kruise's Secrets")
    t.equal(await can('-n', 'default', 'get', 'deployment/kruise-controller-manager'), 'no', 'only in Kruise\'s namespace')
  })

  await t.test('serve reads the Deployment: each difference logged and exported, then none once they agree', async (t) => {
    const created = await cp.kubectl(['apply', '-f', '-'], { input: JSON.stringify(kruiseManager('openkruise/kruise-manager:v1.8.3', 'InPlaceWorkloadVerticalScaling=true,PodWebhook=true')) })
    t.equal(created.code, 0, 'the manager Deployment stored')
    const server = await startWebhookServer({ args: ['--mode=observe', `--kubeconfig=${cp.kubeconfigPath}`, '--kruise-version=1.9', '--log-level=info'] })
    t.teardown(() => server.stop())
    const warnings = () => server.output().split('\n').filter((line) => line.includes('"component":"kruise-manager-check"') && line.includes('"level":40'))
    await until('two warnings', async () => warnings().length >= 2, server.output)
    t.match(warnings()[0], /kruise-manager \(kruise-system\/kruise-controller-manager\) runs v1\.8\.3, the guard predicts with --kruise-version 1\.9/)
    t.match(warnings()[1], /has InPlaceWorkloadVerticalScaling=true, the guard predicts with --gates InPlaceWorkloadVerticalScaling=false/)
    t.notMatch(server.output(), SECRET, "neither the manager's env nor its other args are logged")
    t.strictSame(driftLines(await metrics(server)), [
      'inplace_guard_kruise_settings_drift{setting="InPlaceWorkloadVerticalScaling"} 1',
      'inplace_guard_kruise_settings_drift{setting="kruise-version"} 1',
    ])
    await server.stop()

    await cp.kubectl(['apply', '-f', '-'], { input: JSON.stringify(kruiseManager('openkruise/kruise-manager:v1.9.1', 'InPlaceWorkloadVerticalScaling=true')) })
    const agreeing = await startWebhookServer({ args: ['--mode=observe', `--kubeconfig=${cp.kubeconfigPath}`, '--gates=InPlaceWorkloadVerticalScaling=true'] })
    t.teardown(() => agreeing.stop())
    await until('the match logged', async () => agreeing.output().includes("match kruise-manager's"), agreeing.output)
    t.strictSame(driftLines(await metrics(agreeing)), [], 'no series')
  })
}
