import t from 'tap'
import type { Pod } from '../../src/engine/kube/pod.js'
import type { WatchEvent } from '../../src/reconciler/cluster.js'
import { KubeCluster } from '../../src/reconciler/kubeCluster.js'
import { LeaderElector, leaseDecision, microTime } from '../../src/reconciler/leaderElection.js'
import { Reconciler } from '../../src/reconciler/reconciler.js'
import { resolveGates } from '../../src/engine/kruise/gates.js'
import { ANNOTATION_ROLLOUT_DIAGNOSIS, ANNOTATION_ROLLOUT_PLAN } from '../../src/reconciler/observe.js'
import { cloneSetObject, pod } from './support/fixtures.js'
import { startFakeApiserver } from './support/fakeApiserver.js'

const PODS = '/api/v1/namespaces/shop/pods'
const CLONESETS = '/apis/apps.kruise.io/v1beta1/namespaces/shop/clonesets'

const shopPod = (name: string, extra: Parameters<typeof pod>[0] = { name }) => {
  const p = pod({ ...extra, name })
  return { ...p, metadata: { ...p.metadata, namespace: 'shop' } } as Pod & { metadata: { name: string } }
}
/** A Pod no Kruise workload made (a Job's): no controller-revision-hash label, which the reconciler's watch selects. */
const strayPod = (name: string) => {
  const p = shopPod(name)
  const { 'controller-revision-hash': _revision, ...labels } = p.metadata.labels ?? {}
  return { ...p, metadata: { ...p.metadata, labels, ownerReferences: undefined } }
}
/** A Pod as a CloneSet controller creates it: with its instance id and the revision label the reconciler's watch selects. */
const clonedPod = (name: string) => {
  const p = shopPod(name)
  return { ...p, metadata: { ...p.metadata, labels: { ...p.metadata.labels, 'apps.kruise.io/cloneset-instance-id': name } } }
}

t.test('the adapter: JSON round trips, resourceVersion preconditions, error codes', async (t) => {
  const api = await startFakeApiserver()
  t.teardown(() => api.close())
  const cluster = new KubeCluster({ kubeconfig: api.kubeconfig })
  api.put(PODS, shopPod('p1') as never)
  const p = await cluster.getPod('shop', 'p1')
  t.equal(p.metadata.creationTimestamp, shopPod('p1').metadata.creationTimestamp, 'timestamps stay strings')
  const updated = await cluster.updatePod({ ...p, metadata: { ...p.metadata, labels: { ...p.metadata.labels, x: '1' } } })
  t.not(updated.metadata.resourceVersion, p.metadata.resourceVersion)
  await t.rejects(cluster.updatePod(p), { code: 'IPG_ERR_CONFLICT' }, 'a stale resourceVersion is a 409')
  await t.rejects(cluster.getPod('shop', 'nope'), { code: 'IPG_ERR_NOT_FOUND' })
  const listed = await cluster.listPods('shop', { matchLabels: { app: 'web' } })
  t.same(listed.map((x) => x.metadata.name), ['p1'])
  t.match(api.requests.at(-1)?.path, /labelSelector=app%3Dweb/)
  await cluster.resizePod('shop', 'p1', [{ name: 'app', resources: { requests: { cpu: '2' } } }], updated.metadata.resourceVersion)
  t.match(api.requests.at(-1), {
    method: 'PATCH', path: `${PODS}/p1/resize`, contentType: 'application/strategic-merge-patch+json',
    body: { metadata: { resourceVersion: updated.metadata.resourceVersion }, spec: { containers: [{ name: 'app', resources: { requests: { cpu: '2' } } }] } },
  })
  await cluster.deletePod('shop', 'p1', 'uid-p1')
  t.match(api.requests.at(-1), { method: 'DELETE', body: { preconditions: { uid: 'uid-p1' } } })
  api.put(CLONESETS, cloneSetObject({ name: 'web' }) as never)
  await cluster.patchWorkloadAnnotations('CloneSet', 'shop', 'web', { a: '1' })
  t.match(api.requests.at(-1), { method: 'PATCH', contentType: 'application/merge-patch+json', body: { metadata: { annotations: { a: '1' } } } })
  await cluster.createEvent({ namespace: 'shop', involvedObject: { kind: 'CloneSet', name: 'web', apiVersion: 'apps.kruise.io/v1beta1' }, type: 'Warning', reason: 'RolloutStalled', message: 'm' })
  t.match((await cluster.listEvents('shop'))[0], { reason: 'RolloutStalled', type: 'Warning', involvedObject: { name: 'web' } })
})

t.test('watch: list then watch, and a 410 Gone leads to a re-list; only Pods of CloneSets', async (t) => {
  const api = await startFakeApiserver()
  t.teardown(() => api.close())
  api.put(PODS, clonedPod('p1') as never)
  api.put(PODS, strayPod('stray') as never)
  api.expireNextWatch('/api/v1/pods')
  const cluster = new KubeCluster({ kubeconfig: api.kubeconfig, rewatchDelayMs: 20 })
  const events: WatchEvent[] = []
  const watch = await cluster.watch((e) => events.push(e))
  t.teardown(() => watch.stop())
  const podLists = () => api.requests.filter((r) => r.path.startsWith('/api/v1/pods') && !r.path.includes('watch=true'))
  await until(() => podLists().length >= 2)
  t.match(podLists()[0]?.path, /labelSelector=controller-revision-hash&limit=500/, 'listed with the workload Pod selector, paginated')
  t.ok(events.some((e) => e.kind === 'Pod' && e.name === 'p1'), 'p1 reported')
  await until(() => api.requests.some((r) => r.path.startsWith('/api/v1/pods') && r.path.includes('watch=true') && r.path.includes('labelSelector=')) && api.openWatches() >= 2)
  const before = events.length
  api.put(PODS, strayPod('stray-2') as never)
  api.put(PODS, clonedPod('p2') as never)
  await until(() => events.length > before)
  t.match(events.at(-1), { kind: 'Pod', type: 'ADDED', namespace: 'shop', name: 'p2', owner: 'web' })
  t.notOk(events.some((e) => e.name.startsWith('stray')), 'a Pod without the revision label is never listed nor watched')
})

t.test('Lease leader election: one leader; the standby takes over when the lease is released or expires', async (t) => {
  t.equal(leaseDecision(undefined, 'a', 0, 15), 'acquire')
  t.equal(leaseDecision({ holderIdentity: 'a', renewTime: microTime(0), leaseDurationSeconds: 15 }, 'a', 1000, 15), 'renew')
  t.equal(leaseDecision({ holderIdentity: 'b', renewTime: microTime(0), leaseDurationSeconds: 15 }, 'a', 10_000, 15), 'follow')
  t.equal(leaseDecision({ holderIdentity: 'b', renewTime: microTime(0), leaseDurationSeconds: 15 }, 'a', 16_000, 15), 'acquire')
  t.equal(microTime(Date.UTC(2026, 0, 1)), '2026-01-01T00:00:00.000000Z')

  const api = await startFakeApiserver()
  t.teardown(() => api.close())
  const cluster = new KubeCluster({ kubeconfig: api.kubeconfig })
  const log: string[] = []
  const elector = (id: string) => new LeaderElector({
    rest: cluster.rest, namespace: 'shop', name: 'inplace-guard-reconciler', identity: id, retryPeriodMs: 20, leaseDurationSeconds: 1,
    onStartedLeading: () => void log.push(`${id} leads`), onStoppedLeading: () => void log.push(`${id} stops`),
  })
  const a = elector('a')
  const b = elector('b')
  t.ok(await a.tryAcquireOrRenew())
  t.notOk(await b.tryAcquireOrRenew(), 'b follows while a renews')
  a.start()
  b.start()
  await until(() => log.includes('a leads'))
  await new Promise((r) => setTimeout(r, 100))
  t.notOk(b.isLeader)
  await a.stop()
  await until(() => log.includes('b leads'))
  t.same(log, ['a leads', 'a stops', 'b leads'])
  await b.stop()
  t.equal(api.get('/apis/coordination.k8s.io/v1/namespaces/shop/leases', 'inplace-guard-reconciler')?.metadata.name, 'inplace-guard-reconciler')
})

t.test('a leader whose controller cannot start (no CloneSet API served) retries, and nothing escapes as a rejection', async (t) => {
  const api = await startFakeApiserver('shop', null)
  t.teardown(() => api.close())
  const cluster = new KubeCluster({ kubeconfig: api.kubeconfig })
  const rejections: unknown[] = []
  const onRejection = (reason: unknown) => void rejections.push(reason)
  process.on('unhandledRejection', onRejection)
  t.teardown(() => void process.off('unhandledRejection', onRejection))
  const warnings: string[] = []
  let attempts = 0
  const elector = new LeaderElector({
    rest: cluster.rest, namespace: 'shop', name: 'inplace-guard-reconciler', identity: 'a', retryPeriodMs: 20, leaseDurationSeconds: 1,
    logger: { info: () => undefined, warn: (_o: unknown, msg: string) => void warnings.push(msg), error: () => undefined, debug: () => undefined } as never,
    onStartedLeading: async () => {
      attempts++
      await cluster.listCloneSets('shop')
    },
    onStoppedLeading: () => undefined,
  })
  elector.start()
  await until(() => attempts >= 3)
  await elector.stop()
  await new Promise((r) => setTimeout(r, 50))
  t.same(rejections, [], 'no unhandled rejection')
  t.ok(warnings.includes('could not start leading; retrying'), 'the failure is logged')
  t.notOk(elector.isLeader, 'not counted as leading while its work is not running')
})

t.test('observe mode over the adapter: annotations and a Warning event, no Pod writes', async (t) => {
  const api = await startFakeApiserver()
  t.teardown(() => api.close())
  const cs = cloneSetObject({ name: 'web', replicas: 3, maxUnavailable: 1 })
  api.put(CLONESETS, { ...cs, metadata: { ...cs.metadata, namespace: 'shop' }, status: { updateRevision: 'web-new', currentRevision: 'web-old' } } as never)
  for (let i = 0; i < 3; i++) api.put(PODS, shopPod(`p${i}`, { name: `p${i}`, ready: i !== 0 }) as never)
  const cluster = new KubeCluster({ kubeconfig: api.kubeconfig })
  const reconciler = new Reconciler({ cluster, mode: 'observe', gates: resolveGates(), now: Date.now })
  const result = await reconciler.reconcile('shop', 'web')
  t.equal(result.diagnosis?.plan.updateNow.length, 1)
  const stored = api.get(CLONESETS, 'web') as { metadata: { annotations?: Record<string, string> } }
  const plan = JSON.parse(stored.metadata.annotations![ANNOTATION_ROLLOUT_PLAN])
  t.match(plan, { updateRevision: 'web-new', updateNum: 3, maxUnavailable: 1, budget: 0, updateNow: ['p0'] })
  t.ok(JSON.parse(stored.metadata.annotations![ANNOTATION_ROLLOUT_DIAGNOSIS]))
  t.notOk(api.requests.some((r) => r.path.startsWith(PODS) && r.method !== 'GET'), 'no Pod is written')
  const again = await reconciler.reconcile('shop', 'web')
  t.equal(again.writes, 0, 'unchanged plan: no write')
})

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 10))
  }
}
