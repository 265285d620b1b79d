import t from 'tap'
import { run as diagnose } from '../../src/cli/commands/diagnose.js'
import { discoverCloneSetVersion } from '../../src/reconciler/cloneSetDiscovery.js'
import { KubeCluster, loadKubeConfig } from '../../src/reconciler/kubeCluster.js'
import { runCli } from '../support/cliRun.js'
import { requireTools } from './harness/availability.js'
import { startControlPlane } from './harness/controlPlane.js'
import { kruiseCrdPath } from './harness/kruiseModule.js'
import { cloneSetPath, kubeApi } from './harness/kubeApi.js'

/**
 * Served-version discovery against a real kube-apiserver with OpenKruise's own CRDs (pinned module v1.9.1):
 * Kruise's Advanced StatefulSet CRD makes apps.kruise.io/v1beta1 the group's preferred version, yet CloneSet is
 * served at v1alpha1 only, and that is what the reconciler and `diagnose` must find and read. The last test is of the
 * `next` path (Kruise's main branch) and says so: it swaps in the next-only CRD that also serves v1beta1.
 */

const NS = 'kig-discovery'
const NEXT_ONLY_CRD = new URL('./crds/cloneset-next-v1beta1.yaml', import.meta.url).pathname

type Json = Record<string, any>

const cloneSet = (version: 'v1alpha1' | 'v1beta1', extra: Json = {}): Json => ({
  apiVersion: `apps.kruise.io/${version}`,
  kind: 'CloneSet',
  metadata: { name: `web-${version}`, namespace: NS },
  spec: {
    replicas: 0,
    selector: { matchLabels: { app: 'web' } },
    updateStrategy: version === 'v1alpha1' ? { type: 'InPlaceIfPossible', ...extra } : { rollingUpdate: { podUpdatePolicy: 'InPlaceIfPossible' } },
    template: { metadata: { labels: { app: 'web' } }, spec: { containers: [{ name: 'app', image: 'nginx:1.25' }] } },
  },
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function eventually<T>(what: string, fn: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await fn().catch((err: Error) => err as unknown as T)
    if (ok(value)) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: last ${String(value)}`)
    await sleep(250)
  }
}

const tools = await requireTools(t, 'served CloneSet version discovery against kube-apiserver')
if (tools) {
  t.setTimeout(300_000)
  const cp = await startControlPlane({ binDir: tools.binDir })
  const api = kubeApi(cp, 2)
  t.teardown(async () => {
    api.close()
    await cp.stop()
  })
  const kc = loadKubeConfig(cp.kubeconfigPath)

  await t.test("setup: Kruise's CloneSet and Advanced StatefulSet CRDs, a namespace", async (t) => {
    // Server-side apply: no last-applied annotation, whatever the CRD's size.
    for (const plural of ['clonesets', 'statefulsets']) t.equal((await cp.kubectl(['apply', '--server-side', '-f', kruiseCrdPath(plural)])).code, 0, plural)
    await cp.kubectl(['wait', '--for=condition=Established', 'crd/clonesets.apps.kruise.io', 'crd/statefulsets.apps.kruise.io', '--timeout=60s'])
    await cp.kubectl(['create', 'namespace', NS])
  })

  await t.test('the group prefers v1beta1, but CloneSet is discovered at v1alpha1', async (t) => {
    const group = await eventually('apps.kruise.io in discovery', () => api.get('/apis/apps.kruise.io'), (r) => r.status === 200 && r.body.versions.length === 2)
    t.equal(group.body.preferredVersion.version, 'v1beta1', "Kruise's v1beta1 StatefulSet makes v1beta1 the preferred version")
    t.equal((await api.get('/apis/apps.kruise.io/v1beta1/namespaces/kig-discovery/clonesets')).status, 404, 'no v1beta1 CloneSet on released Kruise')
    t.equal(await discoverCloneSetVersion(kc), 'v1alpha1')
  })

  await t.test("Kruise's structural schema prunes a field v1alpha1 does not have; the reconciler's adapter reads v1alpha1", async (t) => {
    const created = await api.create(cloneSetPath('v1alpha1', NS), cloneSet('v1alpha1', { podUpdatePolicy: 'InPlaceOnly' }))
    t.equal(created.status, 201, created.text)
    t.same(created.body.spec.updateStrategy, { type: 'InPlaceIfPossible' }, 'updateStrategy.podUpdatePolicy (v1beta1 spelling) pruned')
    const cluster = new KubeCluster({ kubeConfig: kc })
    const listed = await cluster.listCloneSets(NS)
    t.same(listed.map((cs) => [cs.apiVersion, cs.metadata.name]), [['apps.kruise.io/v1alpha1', 'web-v1alpha1']])
    t.equal(await cluster.cloneSetVersion(), 'v1alpha1')
  })

  await t.test('diagnose without --api-version reads the served version; --api-version v1beta1 is asked for and not found', async (t) => {
    const discovered = await runCli(diagnose, ['-n', NS, 'web-v1alpha1', '--kubeconfig', cp.kubeconfigPath])
    t.equal(discovered.stderr, '')
    t.match(discovered.stdout, /^CloneSet kig-discovery\/web-v1alpha1 \(v1alpha1\): InPlaceIfPossible/)
    const forced = await runCli(diagnose, ['-n', NS, 'web-v1alpha1', '--kubeconfig', cp.kubeconfigPath, '--api-version', 'v1beta1'])
    t.equal(forced.code, 2)
    t.match(forced.stderr, /\[IPG_ERR_NOT_FOUND\]/)
  })

  await t.test('next path (Kruise main branch, next-only CRD): CloneSet discovered at v1beta1', async (t) => {
    await cp.kubectl(['delete', 'crd', 'clonesets.apps.kruise.io', '--wait=true'])
    await eventually('the CloneSet CRD gone', () => api.get('/apis/apps.kruise.io/v1alpha1'), (r) => r.status === 200 && !r.body.resources.some((x: Json) => x.name === 'clonesets'))
    t.equal((await cp.kubectl(['apply', '-f', NEXT_ONLY_CRD])).code, 0)
    await cp.kubectl(['wait', '--for=condition=Established', 'crd/clonesets.apps.kruise.io', '--timeout=60s'])
    t.equal(await eventually('v1beta1 CloneSet discovered', () => discoverCloneSetVersion(kc), (v) => v === 'v1beta1'), 'v1beta1')
    t.equal((await api.create(cloneSetPath('v1beta1', NS), cloneSet('v1beta1'))).status, 201)
    const listed = await new KubeCluster({ kubeConfig: kc }).listCloneSets(NS)
    t.same(listed.map((cs) => cs.apiVersion), ['apps.kruise.io/v1beta1'])
  })
}
