import t from 'tap'
import { podTargetNode } from '../../src/engine/kube/node.js'
import type { Pod } from '../../src/engine/kube/pod.js'
import type { WorkloadObject } from '../../src/reconciler/cluster.js'
import { type SimulationResult, runSimulatedRollout } from '../../src/reconciler/simulation.js'

type Json = Record<string, any>

/** An Advanced DaemonSet `agent`; `rolling` goes into spec.updateStrategy.rollingUpdate. */
function agent(rolling: Json, version = 'v1beta1'): Json {
  return {
    apiVersion: `apps.kruise.io/${version}`, kind: 'DaemonSet', metadata: { name: 'agent', namespace: 'shop' },
    spec: {
      selector: { matchLabels: { app: 'agent' } },
      template: { metadata: { labels: { app: 'agent' } }, spec: { containers: [{ name: 'app', image: 'nginx:1.25', env: [{ name: 'MODE', value: 'a' }] }] } },
      updateStrategy: { type: 'RollingUpdate', rollingUpdate: rolling },
    },
  }
}

const IMAGE = { app: 'nginx:1.26' }
const GATE = { conditionType: 'InPlaceUpdateReady' }

/** The node each Pod of the result ran on: its own if it is still there, else its replacement's. */
function nodeOf(r: SimulationResult, name: string): string | undefined {
  const live = r.cluster.pod('shop', name)
  if (live) return podTargetNode(live)
  const replacement = r.pods.find((p) => p.name === name)?.replacedBy
  return replacement === undefined ? undefined : podTargetNode(r.cluster.pod('shop', replacement)!)
}

function livePods(r: SimulationResult): Pod[] {
  return r.cluster.listPodsIn('shop', { matchLabels: { app: 'agent' } }).filter((p) => !p.metadata.deletionTimestamp)
}

t.test('a 3-node image change under InPlaceIfPossible: in place, same UIDs, one node a round in reverse name order', async (t) => {
  for (const version of ['v1alpha1', 'v1beta1']) {
    const r = await runSimulatedRollout({ workload: agent({ rollingUpdateType: 'InPlaceIfPossible' }, version), setImages: IMAGE })
    t.ok(r.completed, `${version}: completed`)
    t.equal(r.pods.length, 3, `${version}: one Pod per node`)
    t.ok(r.pods.every((p) => p.uidBefore !== null && p.uidBefore === p.uidAfter && p.restarts === 1), `${version}: same UIDs, restarted once`)
    t.same(r.rounds.map((x) => x.pods.length), [1, 1, 1])
    t.ok(r.rounds.every((x) => x.path === 'in-place'))
    t.same(r.rounds.map((x) => nodeOf(r, x.pods[0]!)), ['sim-node-3', 'sim-node-2', 'sim-node-1'], `${version}: the highest node name first`)
    t.same(r.plannedRounds, r.rounds.map((x) => x.pods), `${version}: the projected plan says the same`)
    t.same(r.deletedPods, [])
    const hash = r.cluster.allRevisions().find((x) => x.metadata.name === r.updateRevision)!.metadata.labels!['controller-revision-hash']
    for (const pod of livePods(r)) {
      t.equal(pod.metadata.labels?.['controller-revision-hash'], hash, `${version}: ${pod.metadata.name} carries the bare hash`)
      t.equal(pod.spec.containers[0]!.image, 'nginx:1.26')
    }
    const status = r.cluster.workload('DaemonSet', 'shop', 'agent')!.status as Json
    t.match(status, { desiredNumberScheduled: 3, currentNumberScheduled: 3, numberReady: 3, updatedNumberScheduled: 3, numberAvailable: 3, numberUnavailable: 0, observedGeneration: 2 })
    t.equal(version === 'v1alpha1' ? status.daemonSetHash : status.updateRevision, hash, `${version}: the revision's hash`)
  }
})

t.test('Standard recreates each Pod: deleted, and a new one created on its node at the new revision', async (t) => {
  const r = await runSimulatedRollout({ workload: agent({ rollingUpdateType: 'Standard' }), setImages: IMAGE })
  t.ok(r.completed, 'completed')
  t.ok(r.rounds.every((x) => x.path === 'recreate'))
  const seeded = r.pods.filter((p) => p.uidBefore !== null)
  t.equal(seeded.length, 3)
  t.ok(seeded.every((p) => p.uidAfter === null && p.replacedBy !== undefined), 'every seeded Pod is gone, replaced')
  t.same(r.rounds.map((x) => nodeOf(r, x.pods[0]!)), ['sim-node-3', 'sim-node-2', 'sim-node-1'])
  t.same(r.deletedPods.sort(), seeded.map((p) => p.name).sort())
  const live = livePods(r)
  t.same(live.map((p) => podTargetNode(p)).sort(), ['sim-node-1', 'sim-node-2', 'sim-node-3'], 'one new Pod per node')
  for (const pod of live) {
    t.same(pod.spec.readinessGates ?? [], [], 'Standard adds no readiness gate')
    t.equal(pod.metadata.generateName, 'agent-')
    t.same((pod.spec.affinity as Json).nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms[0].matchFields[0].values, [pod.spec.nodeName], 'pinned to its node')
  }
})

t.test('Standard → InPlaceIfPossible with an image change recreates once: the old Pods lack the gate, the new ones carry it', async (t) => {
  const change = (w: WorkloadObject): WorkloadObject => {
    const next = structuredClone(w) as Json
    next.spec.updateStrategy.rollingUpdate.rollingUpdateType = 'InPlaceIfPossible'
    next.spec.template.spec.containers[0].image = 'nginx:1.26'
    return next as WorkloadObject
  }
  const r = await runSimulatedRollout({ workload: agent({ rollingUpdateType: 'Standard' }), change })
  t.ok(r.completed, 'completed')
  t.equal(r.rounds.length, 3)
  t.ok(r.rounds.every((x) => x.path === 'recreate'), 'recreated, not in place')
  t.equal(r.deletedPods.length, 3)
  for (const pod of livePods(r)) t.same(pod.spec.readinessGates, [GATE], `${pod.metadata.name}: the new Pod carries the gate, so the next update can be in place`)
  // The next image change then goes in place.
  const again = await runSimulatedRollout({ workload: agent({ rollingUpdateType: 'InPlaceIfPossible' }), setImages: { app: 'nginx:1.27' } })
  t.ok(again.rounds.every((x) => x.path === 'in-place'))
})

t.test('partition 1 keeps the first-named node at the old revision', async (t) => {
  const r = await runSimulatedRollout({ workload: agent({ rollingUpdateType: 'InPlaceIfPossible', partition: 1 }), setImages: IMAGE, maxSeconds: 120 })
  t.same(r.rounds.map((x) => nodeOf(r, x.pods[0]!)), ['sim-node-3', 'sim-node-2'])
  const byNode = new Map(livePods(r).map((p) => [podTargetNode(p), p]))
  t.equal(byNode.get('sim-node-1')!.spec.containers[0]!.image, 'nginx:1.25', 'sim-node-1 kept')
  t.equal(byNode.get('sim-node-2')!.spec.containers[0]!.image, 'nginx:1.26')
  const status = r.cluster.workload('DaemonSet', 'shop', 'agent')!.status as Json
  t.match(status, { desiredNumberScheduled: 3, updatedNumberScheduled: 2, numberAvailable: 3 })
})

t.test('a surge recreates: the new Pod starts beside the old one, which goes once the new one is available', async (t) => {
  const r = await runSimulatedRollout({ workload: agent({ rollingUpdateType: 'InPlaceIfPossible', maxSurge: 1, maxUnavailable: 0 }), setImages: IMAGE })
  t.ok(r.completed, 'completed')
  t.ok(r.rounds.every((x) => x.path === 'recreate'), 'a surge never updates in place')
  t.same(r.rounds.map((x) => nodeOf(r, x.pods[0]!)), ['sim-node-3', 'sim-node-2', 'sim-node-1'])
  const events = r.cluster.allEvents().filter((e) => e.involvedObject.kind === 'DaemonSet')
  const created = events.filter((e) => e.reason === 'SuccessfulCreate').map((e) => e.message.replace('Created pod: ', ''))
  const deleted = events.filter((e) => e.reason === 'SuccessfulDelete').map((e) => e.message.replace('Deleted pod: ', ''))
  t.equal(created.length, 3)
  t.equal(deleted.length, 3)
  for (const old of r.pods.filter((p) => p.uidBefore !== null)) {
    const replacement = old.replacedBy!
    t.equal(podTargetNode(r.cluster.pod('shop', replacement)!), nodeOf(r, old.name))
    const createdAt = events.findIndex((e) => e.message === `Created pod: ${replacement}`)
    const deletedAt = events.findIndex((e) => e.message === `Deleted pod: ${old.name}`)
    t.ok(createdAt >= 0 && deletedAt > createdAt, `${old.name}: its replacement was created first, so two Pods ran on its node at once`)
  }
  t.match(r.cluster.workload('DaemonSet', 'shop', 'agent')!.status as Json, { updatedNumberScheduled: 3, numberAvailable: 3 })
})

t.test('--nodes: the DaemonSet runs one Pod on every simulated node', async (t) => {
  const r = await runSimulatedRollout({ workload: agent({ rollingUpdateType: 'InPlaceIfPossible', maxUnavailable: 2 }), setImages: IMAGE, kubelet: { nodes: 5 } })
  t.ok(r.completed)
  t.equal(r.pods.length, 5)
  t.same(r.rounds.map((x) => x.pods.map((p) => nodeOf(r, p))), [['sim-node-5', 'sim-node-4'], ['sim-node-3', 'sim-node-2'], ['sim-node-1']])
})
