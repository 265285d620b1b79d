import t from 'tap'
import type { Node } from '../../../src/engine/kube/node.js'
import type { Pod } from '../../../src/engine/kube/pod.js'
import { type DiagnoseOptions, diagnose } from '../../../src/engine/rollout/diagnosis.js'
import { readDaemonSet } from '../../../src/engine/workloads/daemonSet.js'
import { NOW, pod } from '../../reconciler/support/fixtures.js'

/** Why an Advanced DaemonSet's rollout is not going as expected, in the words of its fields (Kruise v1.9.1 daemonset_update.go). */

const NEW = 'agent-newhash'
const rolling = 'spec.updateStrategy.rollingUpdate'

function daemonSet(rollingUpdate: Record<string, unknown> = {}, nodes = 4) {
  return readDaemonSet({
    apiVersion: 'apps.kruise.io/v1beta1',
    kind: 'DaemonSet',
    metadata: { name: 'agent', namespace: 'ops' },
    spec: {
      selector: { matchLabels: { app: 'web' } },
      updateStrategy: { type: 'RollingUpdate', rollingUpdate: { rollingUpdateType: 'InPlaceIfPossible', ...rollingUpdate } },
      template: { metadata: { labels: { app: 'web' } }, spec: { containers: [{ name: 'app', image: 'agent:2' }] } },
    },
    status: { desiredNumberScheduled: nodes },
  })
}

type PodSpec = Parameters<typeof pod>[0]
const daemonPod = (node: string, extra: Partial<PodSpec> = {}): Pod => pod({ name: `agent-${node}`, revision: 'oldhash', nodeName: node, ...extra })
const node = (name: string, labels: Record<string, string> = {}): Node => ({ name, labels })
const NODES = ['n1', 'n2', 'n3', 'n4'].map((n) => node(n))
const all = (extra: (n: string) => Partial<PodSpec> = () => ({})) => ['n1', 'n2', 'n3', 'n4'].map((n) => daemonPod(n, extra(n)))

const rows: {
  name: string; rolling?: Record<string, unknown>; pods: Pod[]; options?: DiagnoseOptions
  expect: { reason: string; pods?: string[]; field?: string; message?: RegExp; blocking?: boolean }; stalled?: boolean
}[] = [
  {
    name: 'a Pod without the readiness gate is recreated, not updated in place',
    pods: all((n) => ({ readinessGate: n !== 'n4' })),
    expect: { reason: 'no-readiness-gate-recreates', pods: ['agent-n4'], field: 'pod spec.readinessGates', message: /lacks the InPlaceUpdateReady readiness gate .*deletes and recreates/, blocking: false },
    stalled: false,
  },
  {
    name: 'a surge disables in place',
    rolling: { maxSurge: 1, maxUnavailable: 0 },
    pods: all(),
    expect: { reason: 'surge-recreates', field: `${rolling}.maxSurge`, message: /maxSurge is 1: .*no Pod is updated in place .*Set maxSurge to 0/, blocking: false },
  },
  {
    name: 'new Pods beside old ones that never become available hold the surge',
    rolling: { maxSurge: 1, maxUnavailable: 0 },
    pods: [...all(), pod({ name: 'agent-n4-new', revision: 'newhash', nodeName: 'n4', ready: false })],
    expect: { reason: 'surge-exhausted', pods: ['agent-n1', 'agent-n2', 'agent-n3'], message: /maxSurge resolves to 1 and 1 Pod started beside old ones is not available yet \(agent-n4-new\)/, blocking: true },
    stalled: true,
  },
  {
    name: 'Pods that are not ready use up maxUnavailable',
    pods: [...all(() => ({ readySince: NOW - 1000 })).slice(0, 3), pod({ name: 'agent-n4', revision: 'newhash', nodeName: 'n4', ready: false })],
    expect: { reason: 'budget-exhausted', field: `${rolling}.maxUnavailable`, message: /maxUnavailable 1 is used up by 1 unavailable Pod \(agent-n4;/ },
  },
  {
    name: 'a node without its Pod uses up maxUnavailable, named as a node',
    pods: all(() => ({ readySince: NOW - 1000 })).slice(0, 3),
    expect: { reason: 'budget-exhausted', field: `${rolling}.maxUnavailable`, message: /^maxUnavailable 1 is used up by node n4 without its Pod: the rollout waits until the missing Pods are created/ },
  },
  {
    name: 'a Pod and a node without its Pod, both named',
    rolling: { maxUnavailable: 2 },
    pods: [...all(() => ({ readySince: NOW - 1000 })).slice(0, 2), pod({ name: 'agent-n3', revision: 'newhash', nodeName: 'n3', ready: false })],
    expect: { reason: 'budget-exhausted', message: /^maxUnavailable 2 is used up by 1 unavailable Pod \(agent-n3; 1 of them at the new revision\) and node n4 without its Pod:/ },
  },
  {
    name: 'a selector that selects no node',
    rolling: { selector: { matchLabels: { canary: 'true' } } },
    pods: all(),
    options: { nodes: NODES },
    expect: { reason: 'selector-matches-no-node', field: `${rolling}.selector`, message: /selects none of the 4 nodes: no Pod is ever updated/, blocking: true },
    stalled: true,
  },
  {
    name: 'a selector holding the nodes it does not select, by design',
    rolling: { selector: { matchLabels: { canary: 'true' } } },
    pods: [...all().slice(0, 3), daemonPod('n4', { revision: 'newhash' })],
    options: { nodes: [...NODES.slice(0, 3), node('n4', { canary: 'true' })] },
    expect: { reason: 'selector-holding', pods: ['agent-n1', 'agent-n2', 'agent-n3'], message: /stay at the old revision by design/, blocking: false },
    stalled: false,
  },
  {
    name: 'a partition holding every node',
    rolling: { partition: 4 },
    pods: all(),
    expect: { reason: 'partition-holding', field: `${rolling}.partition`, message: /partition resolves to 4: 4 Pods stay at the old revision/, blocking: false },
    stalled: false,
  },
  {
    name: 'paused',
    rolling: { paused: true },
    pods: all(),
    expect: { reason: 'paused', field: `${rolling}.paused`, message: /the rollout is paused: 4 Pods wait/, blocking: true },
    stalled: true,
  },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const d = diagnose(daemonSet(row.rolling), row.pods, NOW, { updateRevision: NEW, nodes: NODES, ...row.options })
    const found = d.reasons.find((r) => r.reason === row.expect.reason)
    t.ok(found, `reasons: ${d.reasons.map((r) => r.reason).join(', ')}`)
    t.match(found, { ...row.expect, ...(row.expect.pods ? { pods: row.expect.pods } : {}) })
    if (row.expect.pods) t.same([...found!.pods].sort(), row.expect.pods)
    if (row.stalled !== undefined) t.equal(d.stalled, row.stalled, 'stalled')
    for (const r of d.reasons) t.notMatch(r.message, /IPG_|§|spec §|WaitReason|cause/, 'user words only')
    for (const r of d.reasons) t.notMatch(r.message, /\(;|\(\)|, \)/, 'no empty list')
  })
}

t.test('a DaemonSet whose every node runs an available new Pod is complete', async (t) => {
  const d = diagnose(daemonSet(), all(() => ({ revision: 'newhash' })), NOW, { updateRevision: NEW, nodes: NODES })
  t.ok(d.completed)
  t.notOk(d.stalled)
  t.same(d.reasons, [])
})
