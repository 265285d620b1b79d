import t from 'tap'
import { type Node, readNode } from '../../../src/engine/kube/node.js'
import type { Pod } from '../../../src/engine/kube/pod.js'
import { daemonSetStatus, daemonSetStatusChanged, isDaemonPodAvailable, nodesNeedingDaemonPods } from '../../../src/engine/rollout/daemonSetStatus.js'
import { newDaemonSetPod } from '../../../src/engine/update/daemonSetPod.js'
import type { DaemonSetView } from '../../../src/engine/workloads/daemonSet.js'
import { readWorkload } from '../../../src/engine/workloads/workload.js'

type Json = Record<string, any>
const NOW = Date.UTC(2026, 0, 1, 0, 10)
const at = (seconds: number) => new Date(NOW - seconds * 1000).toISOString().replace('.000Z', 'Z')

function view(version = 'v1beta1', spec: Json = {}): DaemonSetView {
  return readWorkload({
    apiVersion: `apps.kruise.io/${version}`, kind: 'DaemonSet', metadata: { name: 'agent', namespace: 'shop', uid: 'u', generation: 3 },
    spec: {
      selector: { matchLabels: { app: 'agent' } },
      template: { metadata: { labels: { app: 'agent' } }, spec: { containers: [{ name: 'app', image: 'nginx' }], nodeSelector: { role: 'worker' } } },
      updateStrategy: { type: 'RollingUpdate', rollingUpdate: { rollingUpdateType: 'InPlaceIfPossible' } },
      ...spec,
    },
  }) as DaemonSetView
}

const node = (name: string, role = 'worker'): Node => readNode({ metadata: { name, labels: { role } } })

/** A Pod of the DaemonSet on `node` at `hash`, created `age` seconds ago, Ready since `readyFor` seconds (undefined: not ready). */
function pod(v: DaemonSetView, name: string, nodeName: string, hash: string, age: number, readyFor?: number, inPlaceReady = 'True'): Pod {
  const p = newDaemonSetPod(v, v.template, { node: nodeName, hash, id: name })
  return {
    ...p,
    metadata: { ...p.metadata, creationTimestamp: at(age) },
    spec: { ...p.spec, nodeName },
    status: {
      phase: 'Running',
      conditions: [
        { type: 'Ready', status: readyFor === undefined ? 'False' : 'True', lastTransitionTime: at(readyFor ?? 0) },
        { type: 'InPlaceUpdateReady', status: inPlaceReady, lastTransitionTime: at(age) },
      ],
    },
  }
}

t.test('daemonSetStatus counts over the node list as updateDaemonSetStatus does', async (t) => {
  const v = view()
  const nodes = [node('n1'), node('n2'), node('n3'), node('m1', 'master')]
  const pods = [
    pod(v, 'old1', 'n1', 'old', 100, 90),
    pod(v, 'new1', 'n1', 'new', 10, 5), // surge: the oldest Pod of the node is the one counted
    pod(v, 'new2', 'n2', 'new', 50, undefined),
    pod(v, 'mis', 'm1', 'new', 50, 40), // a node that should not run one
  ]
  const s = daemonSetStatus(v, pods, nodes, { hash: 'new', now: NOW, observed: true })
  t.same(s, {
    observedGeneration: 3, desiredNumberScheduled: 3, currentNumberScheduled: 2, numberMisscheduled: 1, numberReady: 1,
    updatedNumberScheduled: 1, numberAvailable: 1, numberUnavailable: 2, updateRevision: 'new',
  })
  t.same(nodesNeedingDaemonPods(v, pods, nodes), ['n3'], 'only the fitting node without a Pod')
})

t.test('daemonSetStatus: observedGeneration only when the sync ended, other fields kept, v1alpha1 names the hash daemonSetHash', async (t) => {
  const v = view('v1alpha1')
  const nodes = [node('n1')]
  const pods = [pod(v, 'a', 'n1', 'h2', 30, 20)]
  const previous = { observedGeneration: 2, collisionCount: 1, daemonSetHash: 'h1', desiredNumberScheduled: 1 }
  const s = daemonSetStatus(v, pods, nodes, { hash: 'h2', now: NOW, observed: false, previous })
  t.match(s, { observedGeneration: 2, collisionCount: 1, daemonSetHash: 'h2', updatedNumberScheduled: 1, numberAvailable: 1 })
  t.notOk('updateRevision' in s)
  t.equal(daemonSetStatus(v, pods, nodes, { hash: 'h2', now: NOW, observed: true, previous }).observedGeneration, 3)
  t.ok(daemonSetStatusChanged(previous, s))
  t.notOk(daemonSetStatusChanged(s, daemonSetStatus(v, pods, nodes, { hash: 'h2', now: NOW, observed: false, previous: s })), 'unchanged: no write')
})

t.test('isDaemonPodAvailable: minReadySeconds and a false InPlaceUpdateReady condition', async (t) => {
  const v = view()
  const rows: [string, Pod, number, boolean][] = [
    ['ready, no minReadySeconds', pod(v, 'a', 'n1', 'h', 30, 1), 0, true],
    ['ready 5s of 10', pod(v, 'b', 'n1', 'h', 30, 5), 10, false],
    ['ready 20s of 10', pod(v, 'c', 'n1', 'h', 30, 20), 10, true],
    ['not ready', pod(v, 'd', 'n1', 'h', 30), 0, false],
    ['in-place update not ready', pod(v, 'e', 'n1', 'h', 30, 20, 'False'), 0, false],
  ]
  for (const [name, p, min, want] of rows) t.equal(isDaemonPodAvailable(p, min, NOW), want, name)
  const counted = daemonSetStatus(view('v1beta1', { minReadySeconds: 10 }), [pod(v, 'b', 'n1', 'h', 30, 5)], [node('n1')], { hash: 'h', now: NOW, observed: true })
  t.match(counted, { numberReady: 1, numberAvailable: 0, numberUnavailable: 1 })
})
