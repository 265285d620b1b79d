import t from 'tap'
import { resolveGates } from '../../src/engine/kruise/gates.js'
import type { Pod } from '../../src/engine/kube/pod.js'
import { CLONESET_POD_SELECTOR, WORKLOAD_POD_SELECTOR, type WatchEvent } from '../../src/reconciler/cluster.js'
import { KubeCluster } from '../../src/reconciler/kubeCluster.js'
import { MemoryCluster } from '../../src/reconciler/memoryCluster.js'
import { Reconciler } from '../../src/reconciler/reconciler.js'
import { seedCloneSet } from '../../src/reconciler/simulation.js'
import { startFakeApiserver } from './support/fakeApiserver.js'
import { NOW, cloneSetObject, pod } from './support/fixtures.js'

// 10,000 Pods, of which a quarter belong to CloneSets: only those are listed, watched and kept. The others are a Job's
// Pods: no controller-revision-hash label.
const TOTAL = 10_000
const OWNED = 2_500
const PAGE = 500
const PODS = '/api/v1/namespaces/shop/pods'

function shopPod(i: number): Pod {
  const owned = i < OWNED
  const p = pod({ name: `p${i}`, ...(owned ? { labels: { [CLONESET_POD_SELECTOR]: `id${i}` } } : { labels: { app: 'batch' } }) })
  const { [WORKLOAD_POD_SELECTOR]: _revision, ...unowned } = p.metadata.labels ?? {}
  const metadata = { ...p.metadata, namespace: 'shop', ...(owned ? {} : { ownerReferences: undefined, labels: unowned }) }
  return { ...p, metadata }
}

async function until(check: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 10))
  }
}

t.test(`KubeCluster: ${TOTAL} Pods, ${OWNED} of CloneSets: paginated list, projected cache, reconnect without a re-list`, async (t) => {
  const api = await startFakeApiserver()
  t.teardown(() => api.close())
  for (let i = 0; i < TOTAL; i++) api.put(PODS, shopPod(i) as never)
  const cluster = new KubeCluster({ kubeconfig: api.kubeconfig, namespace: 'shop', listPageSize: PAGE, rewatchDelayMs: 20, cloneSetVersion: 'v1beta1' })
  const events: WatchEvent[] = []
  const watch = await cluster.watch((e) => events.push(e))
  t.teardown(() => watch.stop())
  const pods = watch.informers[1]!

  t.equal(pods.counts.listPages, OWNED / PAGE, `${OWNED / PAGE} pages of ${PAGE}`)
  const lists = api.requests.filter((r) => r.path.startsWith(PODS) && !r.path.includes('watch=true'))
  t.same(lists.map((r) => new URL(r.path, 'http://x').searchParams.get('continue')), [null, '500', '1000', '1500', '2000'], 'continue tokens followed')
  t.ok(lists.every((r) => new URL(r.path, 'http://x').searchParams.get('labelSelector') === WORKLOAD_POD_SELECTOR), 'every page asks for workload Pods only')
  t.equal(pods.cached().length, OWNED, 'the cache holds the CloneSet Pods only')
  t.same(new Set(pods.cached().flatMap((o) => Object.keys(o.metadata))), new Set(['name', 'namespace', 'resourceVersion', 'ownerReferences']), 'and of each only its metadata names')
  t.notOk(pods.cached().some((o) => 'spec' in o || 'status' in o), 'no spec, no status kept')
  const added = events.filter((e) => e.kind === 'Pod' && e.type === 'ADDED')
  t.equal(added.length, OWNED, 'one ADDED per CloneSet Pod')
  t.ok(added.every((e) => e.owner === 'web'), 'each naming its CloneSet')

  await until(() => api.openWatches() >= 2)
  const watchesBefore = pods.counts.watches
  api.closeWatches()
  await until(() => pods.counts.watches > watchesBefore && api.openWatches() >= 2)
  t.equal(pods.counts.listPages, OWNED / PAGE, 'a closed watch is reopened from the last resourceVersion, without a re-list')
  const before = events.length
  api.put(PODS, shopPod(TOTAL + 1) as never) // not a CloneSet Pod
  api.put(PODS, shopPod(0) as never) // a CloneSet Pod changes
  await until(() => events.length > before)
  await new Promise((r) => setTimeout(r, 50))
  t.same(events.slice(before).map((e) => `${e.type} ${e.name}`), ['MODIFIED p0'], 'after the reconnect: the change of the CloneSet Pod, nothing else')

  api.expireNextWatch(PODS)
  api.closeWatches()
  await until(() => pods.counts.listPages === 2 * (OWNED / PAGE))
  t.pass('410 Gone on the new watch: the informer lists again, page by page')
})

t.test(`MemoryCluster: ${TOTAL} Pods, ${OWNED} of a CloneSet: the watch reports the CloneSet's Pods only, and the reconciler plans them all`, async (t) => {
  const store = new MemoryCluster({ now: () => NOW })
  const gates = resolveGates()
  seedCloneSet(store, cloneSetObject({ replicas: OWNED, maxUnavailable: '10%' }), { gates, now: NOW })
  for (let i = OWNED; i < TOTAL; i++) store.storePod({ ...shopPod(i), metadata: { ...shopPod(i).metadata, namespace: 'default' } }, 'ADDED')
  t.equal(store.allPods().length, TOTAL)
  const client = store.client('reconciler')
  const events: WatchEvent[] = []
  const watch = await client.watch((e) => events.push(e))
  t.teardown(() => watch.stop())
  for (const p of store.allPods()) store.storePod({ ...p, metadata: { ...p.metadata, annotations: { touched: '1' } } }, 'MODIFIED')
  t.equal(events.length, OWNED, 'one event per CloneSet Pod; the other Pods are never reported')
  t.ok(events.every((e) => e.kind === 'Pod' && e.owner === 'web'))

  const selector = { matchLabels: { app: 'web' } }
  t.equal((await client.listPods('default', selector)).length, OWNED, "the reconciler's list by the CloneSet's selector: its Pods only")
  const reconciler = new Reconciler({ cluster: client, mode: 'observe', gates, now: () => NOW })
  const result = await reconciler.reconcile('default', 'web')
  t.equal(result.error, undefined, 'the CloneSet reconciles among 10,000 Pods')
})
