import t from 'tap'
import { podTargetNode, readNode } from '../../../src/engine/kube/node.js'
import { daemonSetNodeFit } from '../../../src/engine/rollout/daemonSetNodes.js'
import { LABEL_TEMPLATE_GENERATION, newDaemonSetPod } from '../../../src/engine/update/daemonSetPod.js'
import type { DaemonSetView } from '../../../src/engine/workloads/daemonSet.js'
import { readWorkload } from '../../../src/engine/workloads/workload.js'

type Json = Record<string, any>

const TEMPLATE = {
  metadata: { labels: { app: 'agent' }, annotations: { team: 'infra' } },
  spec: {
    containers: [{ name: 'app', image: 'nginx:1.25' }],
    tolerations: [{ key: 'node.kubernetes.io/not-ready', operator: 'Exists', effect: 'NoExecute', tolerationSeconds: 30 }, { key: 'gpu', operator: 'Exists' }],
  },
}

function view(rolling: Json | undefined, extra: { spec?: Json; annotations?: Json; template?: Json; version?: string } = {}): DaemonSetView {
  return readWorkload({
    apiVersion: `apps.kruise.io/${extra.version ?? 'v1beta1'}`, kind: 'DaemonSet',
    metadata: { name: 'agent', namespace: 'shop', uid: 'agent-uid', ...(extra.annotations ? { annotations: extra.annotations } : {}) },
    spec: {
      selector: { matchLabels: { app: 'agent' } }, template: structuredClone(extra.template ?? TEMPLATE),
      updateStrategy: rolling === undefined ? { type: 'OnDelete' } : { type: 'RollingUpdate', rollingUpdate: rolling },
      ...(extra.spec ?? {}),
    },
  }) as DaemonSetView
}

t.test('newDaemonSetPod: the Pod Kruise v1.9.1 syncNodes creates (CreatePodTemplate, ReplaceDaemonSetPodNodeNameNodeAffinity)', async (t) => {
  const v = view({ rollingUpdateType: 'InPlaceIfPossible' })
  const pod = newDaemonSetPod(v, v.template, { node: 'node-b', hash: '668c879d46', id: 'x7k2p' })
  t.equal(pod.metadata.name, 'agent-x7k2p')
  t.equal(pod.metadata.generateName, 'agent-', 'the apiserver names it from <daemonset>-')
  t.same(pod.metadata.labels, { app: 'agent', 'controller-revision-hash': '668c879d46' }, 'the bare hash; no lifecycle or CloneSet labels')
  t.same(pod.metadata.annotations, { team: 'infra' })
  t.same(pod.metadata.ownerReferences, [{ apiVersion: 'apps.kruise.io/v1beta1', kind: 'DaemonSet', name: 'agent', uid: 'agent-uid', controller: true, blockOwnerDeletion: true }])
  t.same(pod.spec.readinessGates, [{ conditionType: 'InPlaceUpdateReady' }], 'InPlaceIfPossible appends the gate')
  t.same(pod.spec.affinity, { nodeAffinity: { requiredDuringSchedulingIgnoredDuringExecution: { nodeSelectorTerms: [{ matchFields: [{ key: 'metadata.name', operator: 'In', values: ['node-b'] }] }] } } })
  t.equal(podTargetNode(pod), 'node-b', 'the Pod names its node')
  t.equal(pod.spec.nodeName, undefined, 'the scheduler binds it, not the controller')
  const tolerations = pod.spec.tolerations as Json[]
  t.same(tolerations.slice(0, 2), [{ key: 'node.kubernetes.io/not-ready', operator: 'Exists', effect: 'NoExecute' }, { key: 'gpu', operator: 'Exists' }],
    'an equal toleration is replaced in place (its tolerationSeconds dropped), the others kept')
  t.same(tolerations.map((x) => x.key), ['node.kubernetes.io/not-ready', 'gpu', 'node.kubernetes.io/unreachable', 'node.kubernetes.io/disk-pressure',
    'node.kubernetes.io/memory-pressure', 'node.kubernetes.io/pid-pressure', 'node.kubernetes.io/unschedulable'])
  t.same(v.template.spec.tolerations, TEMPLATE.spec.tolerations, 'the template is not touched')
})

t.test('newDaemonSetPod: the readiness gate only under InPlaceIfPossible, appended even when the template declares it', async (t) => {
  const rows: { name: string; rolling: Json | undefined; template?: Json; gates: Json[] }[] = [
    { name: 'Standard', rolling: { rollingUpdateType: 'Standard' }, gates: [] },
    { name: 'OnDelete', rolling: undefined, gates: [] },
    { name: 'InPlaceIfPossible', rolling: { rollingUpdateType: 'InPlaceIfPossible' }, gates: [{ conditionType: 'InPlaceUpdateReady' }] },
    {
      name: 'Standard, the template declares it', rolling: { rollingUpdateType: 'Standard' },
      template: { ...TEMPLATE, spec: { ...TEMPLATE.spec, readinessGates: [{ conditionType: 'InPlaceUpdateReady' }] } }, gates: [{ conditionType: 'InPlaceUpdateReady' }],
    },
    {
      name: 'InPlaceIfPossible, the template declares it', rolling: { rollingUpdateType: 'InPlaceIfPossible' },
      template: { ...TEMPLATE, spec: { ...TEMPLATE.spec, readinessGates: [{ conditionType: 'InPlaceUpdateReady' }] } },
      gates: [{ conditionType: 'InPlaceUpdateReady' }, { conditionType: 'InPlaceUpdateReady' }],
    },
  ]
  for (const row of rows) {
    const v = view(row.rolling, { template: row.template })
    const pod = newDaemonSetPod(v, v.template, { node: 'n1', hash: 'h', id: 'abcde' })
    t.same(pod.spec.readinessGates ?? [], row.gates, row.name)
  }
})

t.test('newDaemonSetPod: the template\'s required node affinity gives way to the node; hostNetwork adds network-unavailable; template generation label', async (t) => {
  const template = {
    ...TEMPLATE,
    spec: {
      ...TEMPLATE.spec, hostNetwork: true,
      affinity: {
        podAntiAffinity: { preferredDuringSchedulingIgnoredDuringExecution: [] },
        nodeAffinity: {
          requiredDuringSchedulingIgnoredDuringExecution: { nodeSelectorTerms: [{ matchExpressions: [{ key: 'zone', operator: 'In', values: ['a'] }] }] },
          preferredDuringSchedulingIgnoredDuringExecution: [{ weight: 1, preference: { matchExpressions: [{ key: 'ssd', operator: 'Exists' }] } }],
        },
      },
    },
  }
  const v = view({ rollingUpdateType: 'Standard' }, { template, annotations: { 'deprecated.daemonset.template.generation': '4' } })
  const pod = newDaemonSetPod(v, v.template, { node: 'n2', hash: 'abc', id: 'zzzzz' })
  const affinity = pod.spec.affinity as Json
  t.same(affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution, { nodeSelectorTerms: [{ matchFields: [{ key: 'metadata.name', operator: 'In', values: ['n2'] }] }] })
  t.same(affinity.nodeAffinity.preferredDuringSchedulingIgnoredDuringExecution, template.spec.affinity.nodeAffinity.preferredDuringSchedulingIgnoredDuringExecution, 'preferred terms kept')
  t.ok(affinity.podAntiAffinity, 'other affinities kept')
  t.ok((pod.spec.tolerations as Json[]).some((x) => x.key === 'node.kubernetes.io/network-unavailable'))
  t.equal(pod.metadata.labels?.[LABEL_TEMPLATE_GENERATION], '4')
  // The tolerations the Pod gets are those the node walk counts: a cordoned node still runs the DaemonSet.
  const cordoned = readNode({ metadata: { name: 'n2', labels: { zone: 'a' } }, spec: { taints: [{ key: 'node.kubernetes.io/unschedulable', effect: 'NoSchedule' }] } })
  t.same(daemonSetNodeFit(v.template)(cordoned), { shouldRun: true, shouldContinueRunning: true })
})
