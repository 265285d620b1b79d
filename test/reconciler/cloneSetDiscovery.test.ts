import t from 'tap'
import { run as diagnose } from '../../src/cli/commands/diagnose.js'
import { discoverCloneSetVersion } from '../../src/reconciler/cloneSetDiscovery.js'
import { KubeCluster, loadKubeConfig } from '../../src/reconciler/kubeCluster.js'
import { runCli } from '../support/cliRun.js'
import { KRUISE_NEXT_DISCOVERY, KRUISE_RELEASED_DISCOVERY, type KruiseDiscovery, startFakeApiserver } from './support/fakeApiserver.js'
import { pod, v1alpha1CloneSetObject } from './support/fixtures.js'

const rows: { name: string; discovery: KruiseDiscovery; version?: string; error?: { code: string; message: string | RegExp } }[] = [
  { name: 'released Kruise: v1beta1 is preferred but has no clonesets, so v1alpha1', discovery: KRUISE_RELEASED_DISCOVERY, version: 'v1alpha1' },
  { name: 'Kruise main branch: v1beta1 serves clonesets and is preferred', discovery: KRUISE_NEXT_DISCOVERY, version: 'v1beta1' },
  { name: 'only v1alpha1', discovery: [{ version: 'v1alpha1', resources: ['clonesets'] }], version: 'v1alpha1' },
  { name: 'a newer preferred version the engine does not read is skipped', discovery: [{ version: 'v2', resources: ['clonesets'] }, { version: 'v1alpha1', resources: ['clonesets'] }], version: 'v1alpha1' },
  {
    name: 'no apps.kruise.io group', discovery: null,
    error: { code: 'IPG_ERR_NOT_FOUND', message: 'the apiserver serves no apps.kruise.io API group (is OpenKruise installed?)' },
  },
  {
    name: 'the group without CloneSets', discovery: [{ version: 'v1beta1', resources: ['statefulsets'] }],
    error: { code: 'IPG_ERR_NOT_FOUND', message: 'the apiserver serves apps.kruise.io (v1beta1) but no CloneSet resource at v1alpha1 or v1beta1' },
  },
]

for (const row of rows) {
  t.test(`discovery: ${row.name}`, async (t) => {
    const api = await startFakeApiserver('shop', row.discovery)
    t.teardown(() => api.close())
    const kc = loadKubeConfig(api.kubeconfig)
    if (row.error) await t.rejects(discoverCloneSetVersion(kc), row.error)
    else t.equal(await discoverCloneSetVersion(kc), row.version)
  })
}

t.test('an unreachable apiserver is a coded cluster error', async (t) => {
  const api = await startFakeApiserver('shop')
  const kc = loadKubeConfig(api.kubeconfig)
  await api.close()
  await t.rejects(discoverCloneSetVersion(kc), { code: 'IPG_ERR_CLUSTER', message: /^API discovery GET \/apis failed/ })
})

t.test('KubeCluster reads CloneSets at the discovered version, asks once; an explicit version is not discovered', async (t) => {
  const api = await startFakeApiserver('shop', KRUISE_RELEASED_DISCOVERY)
  t.teardown(() => api.close())
  api.put('/apis/apps.kruise.io/v1alpha1/namespaces/shop/clonesets', v1alpha1CloneSetObject() as never)
  const cluster = new KubeCluster({ kubeconfig: api.kubeconfig })
  t.equal(await cluster.cloneSetVersion(), 'v1alpha1')
  t.same((await cluster.listCloneSets('shop')).map((cs) => [cs.apiVersion, cs.metadata.name]), [['apps.kruise.io/v1alpha1', 'web']])
  t.equal((await cluster.getCloneSet('shop', 'web')).apiVersion, 'apps.kruise.io/v1alpha1')
  t.equal(api.requests.filter((r) => r.path === '/apis').length, 1, 'discovery is asked once')
  t.ok(api.requests.some((r) => r.path.startsWith('/apis/apps.kruise.io/v1alpha1/namespaces/shop/clonesets')))

  const before = api.requests.length
  const explicit = new KubeCluster({ kubeconfig: api.kubeconfig, cloneSetVersion: 'v1beta1' })
  t.equal(await explicit.cloneSetVersion(), 'v1beta1')
  await explicit.listCloneSets('shop')
  t.same(api.requests.slice(before).map((r) => r.path), ['/apis/apps.kruise.io/v1beta1/namespaces/shop/clonesets'], 'the flag overrides, no discovery')
})

t.test('diagnose: no --api-version reads the served version; --api-version still overrides', async (t) => {
  const api = await startFakeApiserver('shop', KRUISE_RELEASED_DISCOVERY)
  t.teardown(() => api.close())
  const cs = v1alpha1CloneSetObject({ replicas: 1 })
  api.put('/apis/apps.kruise.io/v1alpha1/namespaces/shop/clonesets', { ...cs, metadata: { ...cs.metadata, namespace: 'shop' } } as never)
  const p = pod({ name: 'web-a' })
  api.put('/api/v1/namespaces/shop/pods', { ...p, metadata: { ...p.metadata, namespace: 'shop' } } as never)
  const discovered = await runCli(diagnose, ['-n', 'shop', 'web', '--kubeconfig', api.kubeconfig])
  t.equal(discovered.stderr, '')
  t.match(discovered.stdout, /^CloneSet shop\/web \(v1alpha1\): InPlaceIfPossible/)
  const forced = await runCli(diagnose, ['-n', 'shop', 'web', '--kubeconfig', api.kubeconfig, '--api-version', 'v1beta1'])
  t.equal(forced.code, 2)
  t.match(forced.stderr, /IPG_ERR_NOT_FOUND/, 'v1beta1 asked for explicitly: that CloneSet is not there')
  t.ok(api.requests.some((r) => r.path.startsWith('/apis/apps.kruise.io/v1beta1/namespaces/shop/clonesets/web')))
})
