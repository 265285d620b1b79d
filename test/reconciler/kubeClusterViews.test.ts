import t from 'tap'
import { resolveGates } from '../../src/engine/kruise/gates.js'
import type { WatchEvent } from '../../src/reconciler/cluster.js'
import { KubeCluster } from '../../src/reconciler/kubeCluster.js'
import { Reconciler } from '../../src/reconciler/reconciler.js'
import { ANNOTATION_SIDECAR_PODS } from '../../src/reconciler/sidecarSetObserver.js'
import { ANNOTATION_SUBSET_CHILDREN } from '../../src/reconciler/unitedDeploymentObserver.js'
import { unitedDeployment } from '../engine/support/unitedDeployments.js'
import { type KruiseDiscovery, startFakeApiserver } from './support/fakeApiserver.js'

/**
 * The Cluster port's cluster view on a real apiserver's REST paths: SidecarSets (cluster-scoped, at the version
 * the apiserver serves: Kruise 1.8 serves them at v1alpha1 only), UnitedDeployments (v1alpha1), their children of
 * every kind, Pods of every namespace, Namespaces, Events about a cluster-scoped object, and the watches.
 */
const KRUISE_1_8: KruiseDiscovery = [
  { version: 'v1beta1', resources: ['statefulsets'] },
  { version: 'v1alpha1', resources: ['clonesets', 'statefulsets', 'daemonsets', 'sidecarsets', 'uniteddeployments'] },
]
const KRUISE_1_9: KruiseDiscovery = [
  { version: 'v1beta1', resources: ['statefulsets', 'sidecarsets'] },
  { version: 'v1alpha1', resources: ['clonesets', 'statefulsets', 'daemonsets', 'sidecarsets', 'uniteddeployments'] },
]
const UDS = '/apis/apps.kruise.io/v1alpha1/namespaces/shop/uniteddeployments'

const sidecarSet = (apiVersion: string) => ({
  apiVersion, kind: 'SidecarSet', metadata: { name: 'mesh', uid: 'mesh-uid' },
  spec: { selector: { matchLabels: { app: 'web' } }, containers: [{ name: 'proxy', image: 'envoy:1.31' }] },
})

const until = async (ok: () => boolean) => {
  const end = Date.now() + 10_000
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 10))
}

t.test('SidecarSets at the version API discovery finds: v1alpha1 on Kruise 1.8 (its preferred v1beta1 does not serve them), v1beta1 on 1.9', async (t) => {
  for (const [release, discovery, version] of [['1.8', KRUISE_1_8, 'v1alpha1'], ['1.9', KRUISE_1_9, 'v1beta1']] as const) {
    const api = await startFakeApiserver('shop', discovery)
    t.teardown(() => api.close())
    const path = `/apis/apps.kruise.io/${version}/sidecarsets`
    const { apiVersion: _omitted, ...listed } = sidecarSet(`apps.kruise.io/${version}`)
    api.put(path, listed as never)
    const cluster = new KubeCluster({ kubeconfig: api.kubeconfig })
    t.same((await cluster.listSidecarSets()).map((s) => `${s.apiVersion} ${s.kind} ${s.metadata.name}`), [`apps.kruise.io/${version} SidecarSet mesh`], `${release}: listed, apiVersion filled in`)
    t.match(api.requests.at(-1)?.path, new RegExp(`^${path}\\?limit=500`), `${release}: the cluster-scoped collection, paginated`)
    t.equal((await cluster.getSidecarSet('mesh')).metadata.uid, 'mesh-uid')
    await cluster.patchSidecarSetAnnotations('mesh', { a: '1' })
    t.match(api.requests.at(-1), { method: 'PATCH', path: `${path}/mesh`, contentType: 'application/merge-patch+json', body: { metadata: { annotations: { a: '1' } } } })
    t.equal(api.requests.filter((r) => r.path === `/apis/apps.kruise.io/${version}`).length, 1, `${release}: discovery asked once`)
  }
  const pinned = await startFakeApiserver('shop', null)
  t.teardown(() => pinned.close())
  await new KubeCluster({ kubeconfig: pinned.kubeconfig, sidecarSetVersion: 'v1alpha1' }).listSidecarSets()
  t.match(pinned.requests.at(-1)?.path, /^\/apis\/apps\.kruise\.io\/v1alpha1\/sidecarsets/, 'a version asked for: no discovery')
  await t.rejects(new KubeCluster({ kubeconfig: pinned.kubeconfig }).listSidecarSets(), { code: 'IPG_ERR_NOT_FOUND' }, 'no Kruise: a clear error')
})

t.test('UnitedDeployments, their children of each kind, Pods of every namespace, Namespaces, and an Event about a SidecarSet', async (t) => {
  const api = await startFakeApiserver('shop', KRUISE_1_8)
  t.teardown(() => api.close())
  const cluster = new KubeCluster({ kubeconfig: api.kubeconfig })
  api.put(UDS, unitedDeployment('CloneSet') as never)
  t.same((await cluster.listUnitedDeployments('shop')).map((u) => `${u.kind} ${u.metadata.name}`), ['UnitedDeployment ud'])
  t.match(api.requests.at(-1)?.path, new RegExp(`^${UDS}\\?`))
  await cluster.listUnitedDeployments()
  t.match(api.requests.at(-1)?.path, /^\/apis\/apps\.kruise\.io\/v1alpha1\/uniteddeployments\?/, 'every namespace')
  t.equal((await cluster.getUnitedDeployment('shop', 'ud')).metadata.uid, 'ud-uid')
  await cluster.patchUnitedDeploymentAnnotations('shop', 'ud', { a: '1' })
  t.match(api.requests.at(-1), { method: 'PATCH', path: `${UDS}/ud`, contentType: 'application/merge-patch+json' })

  const selector = { matchLabels: { app: 'web' } }
  const childPaths = {
    CloneSet: '/apis/apps.kruise.io/v1alpha1/namespaces/shop/clonesets',
    AdvancedStatefulSet: '/apis/apps.kruise.io/v1beta1/namespaces/shop/statefulsets',
    StatefulSet: '/apis/apps/v1/namespaces/shop/statefulsets',
    Deployment: '/apis/apps/v1/namespaces/shop/deployments',
  } as const
  for (const [kind, path] of Object.entries(childPaths) as [keyof typeof childPaths, string][]) {
    api.put(path, { metadata: { name: `${kind}-child`, namespace: 'shop', labels: { app: 'web' } } })
    api.put(path, { metadata: { name: `${kind}-other`, namespace: 'shop', labels: { app: 'db' } } })
    const children = (await cluster.listSubsetChildren(kind, 'shop', selector)) as { metadata: { name: string } }[]
    t.same(children.map((c) => c.metadata.name), [`${kind}-child`], `${kind}: listed by the selector`)
    t.match(api.requests.at(-1)?.path, new RegExp(`^${path}\\?labelSelector=app%3Dweb`))
  }

  api.put('/api/v1/namespaces/shop/pods', { metadata: { name: 'a', namespace: 'shop', labels: { app: 'web' } } })
  api.put('/api/v1/namespaces/batch/pods', { metadata: { name: 'b', namespace: 'batch', labels: { app: 'web' } } })
  t.same((await cluster.listPodsInAllNamespaces(selector)).map((p) => p.metadata.name).sort(), ['a', 'b'])
  t.match(api.requests.at(-1)?.path, /^\/api\/v1\/pods\?labelSelector=app%3Dweb/)
  api.put('/api/v1/namespaces', { metadata: { name: 'shop', labels: { mesh: 'on' } } })
  t.same((await cluster.listNamespaces()).map((n) => n.metadata), [{ name: 'shop', labels: { mesh: 'on' }, resourceVersion: api.get('/api/v1/namespaces', 'shop')!.metadata.resourceVersion }])

  await cluster.createEvent({ namespace: 'default', involvedObject: { kind: 'SidecarSet', name: 'mesh', apiVersion: 'apps.kruise.io/v1alpha1' }, type: 'Warning', reason: 'SidecarPodsLeftBehind', message: 'm' })
  const posted = api.requests.at(-1)!
  t.equal(posted.path, '/api/v1/namespaces/default/events', 'a cluster-scoped object\'s Event goes to default')
  t.notOk((posted.body as { involvedObject: { namespace?: string } }).involvedObject.namespace, 'and names no namespace for the SidecarSet')
})

t.test('watch: SidecarSets and UnitedDeployments when asked for; a Pod event names its SidecarSets and subset, a child its UnitedDeployment', async (t) => {
  const api = await startFakeApiserver('shop', KRUISE_1_8)
  t.teardown(() => api.close())
  const cluster = new KubeCluster({ kubeconfig: api.kubeconfig, kinds: ['CloneSet'], viewKinds: ['SidecarSet', 'UnitedDeployment'], rewatchDelayMs: 20 })
  api.put('/apis/apps.kruise.io/v1alpha1/sidecarsets', sidecarSet('apps.kruise.io/v1alpha1') as never)
  api.put(UDS, unitedDeployment('CloneSet') as never)
  const events: WatchEvent[] = []
  const watch = await cluster.watch((e) => events.push(e))
  t.teardown(() => watch.stop())
  api.put('/apis/apps.kruise.io/v1alpha1/namespaces/shop/clonesets', {
    metadata: { name: 'ud-zone-a-x1', namespace: 'shop', ownerReferences: [{ apiVersion: 'apps.kruise.io/v1alpha1', kind: 'UnitedDeployment', name: 'ud', uid: 'ud-uid', controller: true }] },
  } as never)
  api.put('/api/v1/namespaces/shop/pods', {
    metadata: {
      name: 'p1', namespace: 'shop',
      labels: { 'controller-revision-hash': 'r1', 'apps.kruise.io/subset-name': 'zone-a', secret: 'x' },
      annotations: { 'kruise.io/sidecarset-injected-list': 'mesh,logs', other: 'do-not-keep' },
    },
  } as never)
  await until(() => events.some((e) => e.name === 'p1') && events.some((e) => e.name === 'ud-zone-a-x1'))
  t.match(events.find((e) => e.kind === 'SidecarSet'), { name: 'mesh', namespace: '' }, 'a SidecarSet: cluster-scoped')
  t.match(events.find((e) => e.kind === 'UnitedDeployment'), { name: 'ud', namespace: 'shop' })
  t.match(events.find((e) => e.name === 'ud-zone-a-x1'), { kind: 'CloneSet', owner: 'ud', ownerKind: 'UnitedDeployment' })
  t.match(events.find((e) => e.name === 'p1'), { kind: 'Pod', sidecarSets: ['mesh', 'logs'], subset: 'zone-a' })
  const informers = (watch as unknown as { informers: { cached(): { metadata: object }[] }[] }).informers
  const cachedPod = informers.flatMap((i) => i.cached()).find((o) => (o.metadata as { name?: string }).name === 'p1')
  t.same((cachedPod?.metadata as { labels?: object; annotations?: object }), {
    name: 'p1', namespace: 'shop', resourceVersion: api.get('/api/v1/namespaces/shop/pods', 'p1')!.metadata.resourceVersion,
    labels: { 'apps.kruise.io/subset-name': 'zone-a' }, annotations: { 'kruise.io/sidecarset-injected-list': 'mesh,logs' },
  }, 'the cache keeps only the subset label and the injected list of a Pod')

  const plain = new KubeCluster({ kubeconfig: api.kubeconfig, kinds: ['CloneSet'] })
  const plainEvents: WatchEvent[] = []
  const plainWatch = await plain.watch((e) => plainEvents.push(e))
  t.teardown(() => plainWatch.stop())
  await until(() => plainEvents.some((e) => e.name === 'p1'))
  t.notOk(plainEvents.some((e) => e.kind === 'SidecarSet' || e.kind === 'UnitedDeployment'), 'without viewKinds (the revision view) neither is watched')
})

t.test('observe mode over the REST adapter: the SidecarSet and UnitedDeployment annotations are patched on the apiserver, once', async (t) => {
  const api = await startFakeApiserver('shop', KRUISE_1_8)
  t.teardown(() => api.close())
  api.put('/apis/apps.kruise.io/v1alpha1/sidecarsets', sidecarSet('apps.kruise.io/v1alpha1') as never)
  api.put(UDS, unitedDeployment('CloneSet') as never)
  const cluster = new KubeCluster({ kubeconfig: api.kubeconfig })
  const reconciler = new Reconciler({ cluster, mode: 'observe', gates: resolveGates(), now: Date.now })
  t.equal((await reconciler.reconcile('', 'mesh', 'SidecarSet')).writes, 1)
  t.match(JSON.parse(api.get('/apis/apps.kruise.io/v1alpha1/sidecarsets', 'mesh')!.metadata.annotations![ANNOTATION_SIDECAR_PODS]!), { selected: 0, matched: 0 })
  t.equal((await reconciler.reconcile('shop', 'ud', 'UnitedDeployment')).writes, 1)
  t.match(JSON.parse(api.get(UDS, 'ud')!.metadata.annotations![ANNOTATION_SUBSET_CHILDREN]!), { subsets: [{ subset: 'zone-a', child: null }, { subset: 'zone-b', child: null }] })
  t.equal((await reconciler.reconcile('', 'mesh', 'SidecarSet')).writes, 0)
  t.equal((await reconciler.reconcile('shop', 'ud', 'UnitedDeployment')).writes, 0)
  t.notOk(api.requests.some((r) => r.path.startsWith('/api/v1/') && r.path.includes('/pods') && r.method !== 'GET'), 'no Pod write')
})
