import t from 'tap'
import { resolveGates } from '../../src/engine/kruise/gates.js'
import { resolveUpdateRevision } from '../../src/engine/workloads/revision.js'
import { readWorkload } from '../../src/engine/workloads/workload.js'
import type { WatchEvent, WorkloadObject } from '../../src/reconciler/cluster.js'
import { KubeCluster } from '../../src/reconciler/kubeCluster.js'
import { MemoryCluster } from '../../src/reconciler/memoryCluster.js'
import { ANNOTATION_ROLLOUT_DIAGNOSIS, ANNOTATION_ROLLOUT_PLAN } from '../../src/reconciler/observe.js'
import { Reconciler } from '../../src/reconciler/reconciler.js'
import { RevisionView } from '../../src/reconciler/revisionView.js'
import { SIMULATION_START, seedWorkload } from '../../src/reconciler/simulation.js'
import { statefulSet, withReadinessGate } from '../engine/support/builders.js'
import { startFakeApiserver } from './support/fakeApiserver.js'
import pino from 'pino'

type Json = Record<string, any>

const TEMPLATE = withReadinessGate({ metadata: { labels: { app: 'db' } }, spec: { containers: [{ name: 'app', image: 'nginx:1.25' }] } })
const gates = resolveGates()

/**
 * An Advanced StatefulSet whose template changed as Kruise's controller found it: the new revision stored and
 * status.updateRevision naming it, every Pod still at the old revision.
 */
function changedSet(store: MemoryCluster, policy: 'InPlaceIfPossible' | 'InPlaceOnly', edit: (spec: Json) => void): WorkloadObject {
  seedWorkload(store, statefulSet(TEMPLATE, { replicas: 4, policy }), { gates, now: SIMULATION_START })
  const stored = structuredClone(store.workload('StatefulSet', 'shop', 'db')!)
  edit((stored.spec.template as Json).spec)
  const applied = store.applyWorkload(stored)
  const resolution = resolveUpdateRevision(readWorkload(applied), store.allRevisions(), 0, gates)
  if (resolution.create) store.storeRevision(resolution.create)
  return store.storeWorkload({ ...applied, status: { ...(applied.status as Json), updateRevision: resolution.name } }, 'MODIFIED')
}

t.test('observe mode annotates an Advanced StatefulSet with its plan (highest ordinal first) and writes no Pod', async (t) => {
  const store = new MemoryCluster({ now: () => SIMULATION_START })
  changedSet(store, 'InPlaceIfPossible', (spec) => { spec.containers[0].image = 'nginx:1.26' })
  const reconciler = new Reconciler({ cluster: store.client('observer'), mode: 'observe', gates, now: () => SIMULATION_START })
  const result = await reconciler.reconcile('shop', 'db', 'StatefulSet')
  t.same(result.plan?.updateNow.map((p) => p.name), ['db-3'])
  const annotations = store.workload('StatefulSet', 'shop', 'db')!.metadata.annotations!
  const plan = JSON.parse(annotations[ANNOTATION_ROLLOUT_PLAN]!)
  t.same(plan.updateNow, ['db-3'])
  t.same(plan.rounds, [['db-3'], ['db-2'], ['db-1'], ['db-0']], 'rounds in ordinal order, highest first')
  t.match(JSON.parse(annotations[ANNOTATION_ROLLOUT_DIAGNOSIS]!), { completed: false, stalled: false })
  t.same(store.writes.filter((w) => w.actor === 'observer').map((w) => `${w.verb} ${w.kind}`), ['patch StatefulSet'], 'one annotation patch, no Pod write')
  const again = await reconciler.reconcile('shop', 'db', 'StatefulSet')
  t.equal(again.writes, 0, 'unchanged: no second write')
})

t.test('observe mode: the InPlaceOnly stall Kruise\'s webhook lets through (an imagePullPolicy change) is diagnosed and told once as a RolloutStalled Event on the StatefulSet', async (t) => {
  const store = new MemoryCluster({ now: () => SIMULATION_START })
  changedSet(store, 'InPlaceOnly', (spec) => { spec.containers[0].imagePullPolicy = 'Never' })
  const reconciler = new Reconciler({ cluster: store.client('observer'), mode: 'observe', gates, now: () => SIMULATION_START })
  const result = await reconciler.reconcile('shop', 'db', 'StatefulSet')
  t.equal(result.diagnosis?.stalled, true)
  const reason = result.diagnosis?.reasons.find((r) => r.reason === 'in-place-only-impossible')
  t.match(reason, { pods: ['db-0', 'db-1', 'db-2', 'db-3'], blocking: true })
  t.match(reason?.message, /find strategy is InPlaceOnly but Pod … can not update in-place" \(every reconcile, with no Event and no condition\)/)
  const diagnosis = JSON.parse(store.workload('StatefulSet', 'shop', 'db')!.metadata.annotations![ANNOTATION_ROLLOUT_DIAGNOSIS]!)
  t.match(diagnosis, { stalled: true, reasons: [{ reason: 'in-place-only-impossible' }] })
  const stalled = store.allEvents().filter((e) => e.reason === 'RolloutStalled')
  t.equal(stalled.length, 1)
  t.match(stalled[0], { type: 'Warning', involvedObject: { kind: 'StatefulSet', name: 'db' } })
  await reconciler.reconcile('shop', 'db', 'StatefulSet')
  t.equal(store.allEvents().filter((e) => e.reason === 'RolloutStalled')[0]!.count, 1, 'told once')
})

const STATEFULSETS = '/apis/apps.kruise.io/v1beta1/namespaces/shop/statefulsets'

t.test('KubeCluster: Advanced StatefulSets at apps.kruise.io/v1beta1: list, get, status, annotation patch, watch, and the revision view', async (t) => {
  const api = await startFakeApiserver()
  t.teardown(() => api.close())
  const sts = statefulSet(TEMPLATE, { replicas: 2 })
  api.put(STATEFULSETS, { ...sts, metadata: { ...sts.metadata, uid: 'db-uid' } } as never)
  const cluster = new KubeCluster({ kubeconfig: api.kubeconfig, kinds: ['CloneSet', 'StatefulSet'] })
  t.same((await cluster.listWorkloads('StatefulSet', 'shop')).map((w) => `${w.kind} ${w.apiVersion} ${w.metadata.name}`), ['StatefulSet apps.kruise.io/v1beta1 db'])
  const got = await cluster.getWorkload('StatefulSet', 'shop', 'db')
  t.ok(api.requests.some((r) => r.method === 'GET' && r.path === `${STATEFULSETS}/db`))
  await cluster.updateWorkloadStatus({ ...got, status: { replicas: 2 } })
  t.match(api.requests.at(-1), { method: 'PUT', path: `${STATEFULSETS}/db/status` })
  await cluster.patchWorkloadAnnotations('StatefulSet', 'shop', 'db', { a: '1' })
  t.match(api.requests.at(-1), { method: 'PATCH', path: `${STATEFULSETS}/db`, contentType: 'application/merge-patch+json', body: { metadata: { annotations: { a: '1' } } } })

  const events: WatchEvent[] = []
  const watch = await cluster.watch((e) => events.push(e))
  t.teardown(() => watch.stop())
  const pod = {
    apiVersion: 'v1', kind: 'Pod',
    metadata: {
      name: 'db-0', namespace: 'shop', labels: { app: 'db', 'controller-revision-hash': 'db-1' },
      ownerReferences: [{ apiVersion: 'apps.kruise.io/v1beta1', kind: 'StatefulSet', name: 'db', uid: 'db-uid', controller: true }],
    },
    spec: { containers: [{ name: 'app', image: 'nginx:1.25' }] },
  }
  const appsV1 = { ...pod, metadata: { ...pod.metadata, name: 'cache-0', ownerReferences: [{ ...pod.metadata.ownerReferences[0], apiVersion: 'apps/v1', name: 'cache' }] } }
  api.put('/api/v1/namespaces/shop/pods', pod as never)
  api.put('/api/v1/namespaces/shop/pods', appsV1 as never)
  const end = Date.now() + 10_000
  while (!events.some((e) => e.kind === 'Pod' && e.name === 'cache-0') && Date.now() < end) await new Promise((r) => setTimeout(r, 10))
  t.ok(events.some((e) => e.kind === 'StatefulSet' && e.name === 'db'), 'the StatefulSet is watched')
  t.match(events.find((e) => e.name === 'db-0'), { kind: 'Pod', owner: 'db', ownerKind: 'StatefulSet' }, 'its Pod names it as owner')
  t.match(events.find((e) => e.name === 'cache-0'), { kind: 'Pod' }, 'an apps/v1 StatefulSet\'s Pod is reported...')
  t.notOk(events.find((e) => e.name === 'cache-0')?.owner, '...but owned by no workload of ours')

  const view = new RevisionView(cluster, pino({ level: 'silent' }), 5)
  await view.start()
  t.teardown(() => view.stop())
  const until = Date.now() + 10_000
  while (view.runningRevisions('shop', 'db', 'StatefulSet') === undefined && Date.now() < until) await new Promise((r) => setTimeout(r, 10))
  t.same(view.runningRevisions('shop', 'db', 'StatefulSet')?.pods.map((p) => p.metadata.labels), [{ 'controller-revision-hash': 'db-1' }], 'the revision view answers for the StatefulSet')
  t.equal(view.runningRevisions('shop', 'db', 'CloneSet'), undefined, 'and not for a CloneSet of the same name')
})
