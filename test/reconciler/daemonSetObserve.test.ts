import t from 'tap'
import { resolveGates } from '../../src/engine/kruise/gates.js'
import type { Pod } from '../../src/engine/kube/pod.js'
import type { DaemonSetView } from '../../src/engine/workloads/daemonSet.js'
import { daemonSetRevisionName } from '../../src/engine/workloads/revision.js'
import { readWorkload } from '../../src/engine/workloads/workload.js'
import { KubeletSimulator } from '../../src/reconciler/kubelet.js'
import { MemoryCluster } from '../../src/reconciler/memoryCluster.js'
import { ANNOTATION_ROLLOUT_DIAGNOSIS, ANNOTATION_ROLLOUT_PLAN } from '../../src/reconciler/observe.js'
import { Reconciler } from '../../src/reconciler/reconciler.js'
import { SIMULATION_START } from '../../src/reconciler/simulation.js'
import { pod } from './support/fixtures.js'

type Json = Record<string, any>

/** An Advanced DaemonSet `agent` under InPlaceIfPossible whose template carries the readiness gate. */
function agent(image: string, rolling: Json = {}): Json {
  return {
    apiVersion: 'apps.kruise.io/v1alpha1', kind: 'DaemonSet', metadata: { name: 'agent', namespace: 'shop', uid: 'agent-uid' },
    spec: {
      selector: { matchLabels: { app: 'agent' } },
      updateStrategy: { type: 'RollingUpdate', rollingUpdate: { rollingUpdateType: 'InPlaceIfPossible', ...rolling } },
      template: { metadata: { labels: { app: 'agent' } }, spec: { readinessGates: [{ conditionType: 'InPlaceUpdateReady' }], containers: [{ name: 'app', image }] } },
    },
  }
}

/** The DaemonSet's running Pod on `node` at revision hash `hash` (its controller labels Pods with the bare hash). */
function daemonPod(node: string, hash: string): Pod {
  const p = pod({ name: `agent-${node}`, revision: hash, nodeName: node, images: { app: 'fluent-bit:3.0' }, labels: { app: 'agent' } })
  return { ...p, metadata: { ...p.metadata, namespace: 'shop', ownerReferences: [{ apiVersion: 'apps.kruise.io/v1alpha1', kind: 'DaemonSet', name: 'agent', uid: 'agent-uid', controller: true }] } }
}

t.test('observe mode plans an Advanced DaemonSet over the cluster\'s Nodes (the simulated kubelet registers them): one Pod per node, reverse node names', async (t) => {
  const store = new MemoryCluster({ now: () => SIMULATION_START })
  const kubelet = new KubeletSimulator(store, { nodes: 3 })
  t.teardown(() => kubelet.stop())
  t.same(store.allNodes().map((n) => n.metadata.name), ['sim-node-1', 'sim-node-2', 'sim-node-3'], 'the kubelet registered its Nodes')
  const before = readWorkload(agent('fluent-bit:3.0')) as DaemonSetView
  const oldHash = daemonSetRevisionName(before).hash
  store.applyWorkload(agent('fluent-bit:3.1') as never)
  const stored = store.workload('DaemonSet', 'shop', 'agent')!
  store.storeWorkload({ ...stored, status: { desiredNumberScheduled: 3, currentNumberScheduled: 3, numberReady: 3 } }, 'MODIFIED')
  for (const node of ['sim-node-1', 'sim-node-2', 'sim-node-3']) store.storePod(daemonPod(node, oldHash), 'ADDED')
  // The old revision as Kruise's snapshot stores it: without it the controller cannot update a Pod in place.
  store.storeRevision({
    apiVersion: 'apps/v1', kind: 'ControllerRevision', revision: 1,
    metadata: {
      name: `agent-${oldHash}`, namespace: 'shop', labels: { app: 'agent', 'controller-revision-hash': oldHash },
      ownerReferences: [{ apiVersion: 'apps.kruise.io/v1alpha1', kind: 'DaemonSet', name: 'agent', uid: 'agent-uid', controller: true }],
    },
    data: { spec: { template: { $patch: 'replace', ...(agent('fluent-bit:3.0').spec.template) } } },
  })

  const reconciler = new Reconciler({ cluster: store.client('observer'), mode: 'observe', gates: resolveGates(), now: () => SIMULATION_START })
  t.same(reconciler.kinds, ['CloneSet', 'StatefulSet', 'DaemonSet'], 'observe mode takes every kind the engine plans')
  const result = await reconciler.reconcile('shop', 'agent', 'DaemonSet')
  t.equal(result.error, undefined)
  t.same(result.plan?.updateNow.map((p) => [p.name, p.node, p.update]), [['agent-sim-node-3', 'sim-node-3', 'in-place']])
  const annotations = store.workload('DaemonSet', 'shop', 'agent')!.metadata.annotations!
  t.same(JSON.parse(annotations[ANNOTATION_ROLLOUT_PLAN]!).rounds, [['agent-sim-node-3'], ['agent-sim-node-2'], ['agent-sim-node-1']])
  t.match(JSON.parse(annotations[ANNOTATION_ROLLOUT_DIAGNOSIS]!), { completed: false, stalled: false })
  t.same(store.writes.filter((w) => w.actor === 'observer').map((w) => `${w.verb} ${w.kind}`), ['patch DaemonSet'], 'no Pod written')

  const active = new Reconciler({ cluster: store.client('active'), mode: 'active', gates: resolveGates(), now: () => SIMULATION_START })
  t.same(active.kinds, ['CloneSet', 'StatefulSet', 'DaemonSet'], 'active mode plays Advanced DaemonSets too')
  const played = await active.reconcile('shop', 'agent', 'DaemonSet')
  t.equal(played.error, undefined)
  t.same(played.started.map((p) => [p.name, p.path]), [['agent-sim-node-3', 'in-place']], 'active mode moves the Pod the plan names, as it says')
})

t.test('a DaemonSet Pod is bound to the node its required node affinity names', async (t) => {
  const store = new MemoryCluster({ now: () => SIMULATION_START })
  const kubelet = new KubeletSimulator(store, { nodes: 3 })
  t.teardown(() => kubelet.stop())
  const p = daemonPod('x', 'h')
  const { nodeName: _unbound, ...spec } = p.spec
  const affinity = { nodeAffinity: { requiredDuringSchedulingIgnoredDuringExecution: { nodeSelectorTerms: [{ matchFields: [{ key: 'metadata.name', operator: 'In', values: ['sim-node-2'] }] }] } } }
  await store.client('controller').createPod({ ...p, metadata: { ...p.metadata, name: 'agent-abcde', uid: undefined, resourceVersion: undefined }, spec: { ...spec, affinity } } as Pod)
  await kubelet.sync(SIMULATION_START)
  t.equal(store.pod('shop', 'agent-abcde')?.spec.nodeName, 'sim-node-2')
})
