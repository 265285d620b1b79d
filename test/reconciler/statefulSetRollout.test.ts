import t from 'tap'
import { LABEL_POD_INDEX, LABEL_STATEFULSET_POD_NAME } from '../../src/engine/update/statefulSetPod.js'
import type { WorkloadObject } from '../../src/reconciler/cluster.js'
import { runSimulatedRollout } from '../../src/reconciler/simulation.js'
import { statefulSet, withReadinessGate } from '../engine/support/builders.js'

type Json = Record<string, any>

const TEMPLATE = withReadinessGate({
  metadata: { labels: { app: 'db' } },
  spec: { containers: [{ name: 'app', image: 'nginx:1.25', env: [{ name: 'LOG_LEVEL', value: 'info' }] }] },
})

/** An Advanced StatefulSet `db` of `replicas` Pods; `rolling` goes into spec.updateStrategy.rollingUpdate. */
function db(replicas: number, rolling: Json = {}, extra: Parameters<typeof statefulSet>[1] = {}): Json {
  return statefulSet(TEMPLATE, { replicas, rolling, ...extra })
}

function setEnv(value: string) {
  return (w: WorkloadObject): WorkloadObject => {
    const next = structuredClone(w)
    ;(next.spec.template as Json).spec.containers[0].env = [{ name: 'LOG_LEVEL', value }]
    return next
  }
}

function setPullPolicy(policy: string) {
  return (w: WorkloadObject): WorkloadObject => {
    const next = structuredClone(w)
    ;(next.spec.template as Json).spec.containers[0].imagePullPolicy = policy
    return next
  }
}

const IMAGE = { app: 'nginx:1.26' }

t.test('an image change of a 5-replica Advanced StatefulSet: in place, same UIDs, one Pod a round from the highest ordinal down', async (t) => {
  const r = await runSimulatedRollout({ workload: db(5), setImages: IMAGE })
  t.ok(r.completed, 'completed')
  t.same(r.pods.map((p) => p.name), ['db-0', 'db-1', 'db-2', 'db-3', 'db-4'], 'Pods named <set>-<ordinal>')
  t.ok(r.pods.every((p) => p.uidBefore !== null && p.uidBefore === p.uidAfter), 'every Pod kept its UID')
  t.ok(r.pods.every((p) => p.restarts === 1), 'each container restarted once')
  t.same(r.rounds.map((x) => x.pods), [['db-4'], ['db-3'], ['db-2'], ['db-1'], ['db-0']], 'rounds in ordinal order, highest first')
  t.ok(r.rounds.every((x) => x.path === 'in-place'))
  t.same(r.plannedRounds, [['db-4'], ['db-3'], ['db-2'], ['db-1'], ['db-0']], 'the projected plan says the same')
  t.same(r.deletedPods, [])
  const stored = r.cluster.workload('StatefulSet', 'shop', 'db')!
  const status = stored.status as Json
  t.match(status, { replicas: 5, readyReplicas: 5, availableReplicas: 5, updatedReplicas: 5, currentReplicas: 5, updatedReadyReplicas: 5, updateRevision: r.updateRevision, currentRevision: r.updateRevision })
  const pod = r.cluster.pod('shop', 'db-3')!
  t.equal(pod.metadata.labels?.['controller-revision-hash'], r.updateRevision, 'the label carries the full revision name')
  t.equal(pod.metadata.labels?.[LABEL_STATEFULSET_POD_NAME], 'db-3')
  t.equal(pod.metadata.labels?.[LABEL_POD_INDEX], '3')
  t.equal(pod.spec.hostname, 'db-3')
  t.equal(pod.spec.subdomain, 'db')
  t.equal(pod.spec.containers[0]!.image, 'nginx:1.26')
  const events = r.cluster.allEvents().filter((e) => e.reason === 'SuccessfulUpdatePodInPlace')
  t.equal(events.length, 5)
  t.ok(events.every((e) => e.involvedObject.kind === 'StatefulSet' && e.involvedObject.name === 'db'))
})

t.test('maxUnavailable 2 with Parallel moves two Pods a round; partition 2 keeps ordinals 0 and 1', async (t) => {
  const rows = [
    { name: 'maxUnavailable 2', rolling: { maxUnavailable: 2 }, extra: { podManagementPolicy: 'Parallel' as const }, rounds: [['db-4', 'db-3'], ['db-2', 'db-1'], ['db-0']], kept: [] as string[] },
    { name: 'partition 2', rolling: { partition: 2 }, extra: {}, rounds: [['db-4'], ['db-3'], ['db-2']], kept: ['db-0', 'db-1'] },
  ]
  for (const row of rows) {
    const r = await runSimulatedRollout({ workload: db(5, row.rolling, row.extra), setImages: IMAGE })
    t.ok(r.completed, `${row.name}: completed`)
    t.same(r.rounds.map((x) => x.pods), row.rounds, `${row.name}: rounds`)
    for (const name of row.kept) t.equal(r.cluster.pod('shop', name)!.spec.containers[0]!.image, 'nginx:1.25', `${row.name}: ${name} kept at the old image`)
    const status = r.cluster.workload('StatefulSet', 'shop', 'db')!.status as Json
    t.equal(status.updatedReplicas, 5 - row.kept.length, `${row.name}: updatedReplicas`)
    if (row.kept.length > 0) t.not(status.currentRevision, r.updateRevision, `${row.name}: the current revision stays while Pods are kept`)
  }
})

t.test('an env change recreates each Pod under its own name: deleted, then created again at the new revision', async (t) => {
  const r = await runSimulatedRollout({ workload: db(3), change: setEnv('debug') })
  t.ok(r.completed, 'completed')
  t.same(r.rounds.map((x) => [x.pods, x.path]), [[['db-2'], 'recreate'], [['db-1'], 'recreate'], [['db-0'], 'recreate']])
  t.same(r.deletedPods, ['db-2', 'db-1', 'db-0'], 'deleted in ordinal order, highest first')
  t.same(r.pods.map((p) => p.name), ['db-0', 'db-1', 'db-2'], 'the same names')
  t.ok(r.pods.every((p) => p.uidAfter !== null && p.uidAfter !== p.uidBefore), 'every Pod has a new UID')
  const env = r.cluster.pod('shop', 'db-0')!.spec.containers[0]!.env
  t.same(env, [{ name: 'LOG_LEVEL', value: 'debug' }])
})

t.test('InPlaceOnly with an imagePullPolicy change (Kruise\'s webhook lets it through): the rollout stalls, diagnosed, with no condition and no Event', async (t) => {
  const r = await runSimulatedRollout({ workload: db(3, {}, { policy: 'InPlaceOnly' }), change: setPullPolicy('Never'), maxSeconds: 120 })
  t.notOk(r.completed)
  t.same(r.rounds, [], 'no Pod moved')
  t.same(r.deletedPods, [])
  t.equal(r.diagnosis?.reason, 'in-place-only-impossible')
  t.same(r.diagnosis?.pods, ['db-0', 'db-1', 'db-2'])
  t.match(r.diagnosis?.message, /find strategy is InPlaceOnly but Pod … can not update in-place/)
  const status = r.cluster.workload('StatefulSet', 'shop', 'db')!.status as Json
  t.notOk(status.conditions, 'no FailedUpdate condition')
  t.notOk(r.cluster.allEvents().some((e) => e.type === 'Warning'), 'no Warning Event')
})

t.test('OrderedReady: a Pod that never becomes ready holds every later one', async (t) => {
  const r = await runSimulatedRollout({
    workload: db(4), setImages: IMAGE, maxSeconds: 300,
    kubelet: { neverReady: (pod, _c, image) => pod === 'db-3' && image === 'nginx:1.26' },
  })
  t.notOk(r.completed)
  t.same(r.rounds.map((x) => x.pods), [['db-3']], 'only the highest ordinal moved')
  t.ok(r.final.reasons.some((x) => x.reason === 'container-not-ready' && x.pods.includes('db-3')), 'the Pod that is not ready is named')
})
