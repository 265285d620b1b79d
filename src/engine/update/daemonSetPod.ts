import { CONDITION_IN_PLACE_READY } from '../kruise/apiNames.js'
import type { JsonObject } from '../kube/json.js'
import { LABEL_REVISION, type Pod } from '../kube/pod.js'
import type { PodTemplate } from '../kube/podTemplate.js'
import type { DaemonSetView } from '../workloads/daemonSet.js'

/**
 * The Pods an Advanced DaemonSet creates (Kruise v1.9.1 and v1.8.3 `syncNodes` in daemonset_controller.go, over
 * Kubernetes' `CreatePodTemplate` and `ReplaceDaemonSetPodNodeNameNodeAffinity` in pkg/controller/daemon/util): the
 * template with the daemon tolerations added, labelled `controller-revision-hash: <hash>` (and `pod-template-generation`
 * while the DaemonSet carries the deprecated template-generation annotation), the InPlaceUpdateReady readiness gate
 * appended only under rollingUpdateType InPlaceIfPossible, and its required node affinity replaced by one term
 * `metadata.name In [node]` so the scheduler binds it to that node. The apiserver names it from `<daemonset>-`.
 */
export const ANNOTATION_TEMPLATE_GENERATION = 'deprecated.daemonset.template.generation'
export const LABEL_TEMPLATE_GENERATION = 'pod-template-generation'

export interface DaemonSetPodOptions {
  /** The node the Pod is for. */
  node: string
  /** The revision's hash (its own `controller-revision-hash` label). */
  hash: string
  /** The generated suffix of the name (`<daemonset>-<id>`). */
  id: string
}

export interface DaemonToleration { key: string; operator: string; effect: string; value?: string; tolerationSeconds?: number }

/**
 * `AddOrUpdateDaemonPodTolerations`: every DaemonSet Pod stays on not-ready and unreachable nodes and schedules on
 * nodes under pressure or cordoned, and with hostNetwork on nodes whose network is unavailable.
 */
export function daemonTolerations(spec: JsonObject): DaemonToleration[] {
  const list: DaemonToleration[] = [
    { key: 'node.kubernetes.io/not-ready', operator: 'Exists', effect: 'NoExecute' },
    { key: 'node.kubernetes.io/unreachable', operator: 'Exists', effect: 'NoExecute' },
    { key: 'node.kubernetes.io/disk-pressure', operator: 'Exists', effect: 'NoSchedule' },
    { key: 'node.kubernetes.io/memory-pressure', operator: 'Exists', effect: 'NoSchedule' },
    { key: 'node.kubernetes.io/pid-pressure', operator: 'Exists', effect: 'NoSchedule' },
    { key: 'node.kubernetes.io/unschedulable', operator: 'Exists', effect: 'NoSchedule' },
  ]
  if (spec.hostNetwork === true) list.push({ key: 'node.kubernetes.io/network-unavailable', operator: 'Exists', effect: 'NoSchedule' })
  return list
}

export function newDaemonSetPod(view: DaemonSetView, template: PodTemplate, options: DaemonSetPodOptions): Pod {
  const meta = (template.metadata ?? {}) as { labels?: Record<string, string>; annotations?: Record<string, string> }
  const templateSpec = template.spec as unknown as Pod['spec'] & JsonObject
  const labels: Record<string, string> = { ...(meta.labels ?? {}) }
  const generation = view.annotations[ANNOTATION_TEMPLATE_GENERATION]
  if (generation !== undefined && /^-?\d+$/.test(generation)) labels[LABEL_TEMPLATE_GENERATION] = String(Number(generation))
  if (options.hash !== '') labels[LABEL_REVISION] = options.hash
  const spec: Pod['spec'] = { ...templateSpec, tolerations: withTolerations(templateSpec) as unknown as Pod['spec']['tolerations'] }
  if (view.updateType === 'RollingUpdate' && view.rollingUpdateType === 'InPlaceIfPossible') {
    spec.readinessGates = [...(templateSpec.readinessGates ?? []), { conditionType: CONDITION_IN_PLACE_READY }]
  }
  spec.affinity = nodeNameAffinity(templateSpec.affinity as JsonObject | undefined, options.node) as Pod['spec']['affinity']
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: {
      name: `${view.name}-${options.id}`,
      generateName: `${view.name}-`,
      namespace: view.namespace,
      labels,
      ...(meta.annotations ? { annotations: { ...meta.annotations } } : {}),
      ...(view.uid
        ? { ownerReferences: [{ apiVersion: view.apiVersion, kind: view.kind, name: view.name, uid: view.uid, controller: true, blockOwnerDeletion: true }] }
        : {}),
    },
    spec,
  }
}

/** `AddOrUpdateTolerationInPodSpec`: a toleration equal in key, operator, value and effect is replaced, else appended. */
function withTolerations(spec: JsonObject): DaemonToleration[] {
  const list = (Array.isArray(spec.tolerations) ? spec.tolerations : []) as unknown as DaemonToleration[]
  const out = [...list]
  for (const t of daemonTolerations(spec)) {
    const at = out.findIndex((x) => (x.key ?? '') === t.key && (x.operator || 'Equal') === t.operator && (x.value ?? '') === (t.value ?? '') && (x.effect ?? '') === t.effect)
    if (at >= 0) out[at] = t
    else out.push(t)
  }
  return out
}

/** `ReplaceDaemonSetPodNodeNameNodeAffinity`: the required node affinity becomes the one term naming the node. */
function nodeNameAffinity(affinity: JsonObject | undefined, node: string): JsonObject {
  const required = { nodeSelectorTerms: [{ matchFields: [{ key: 'metadata.name', operator: 'In', values: [node] }] }] }
  const nodeAffinity = (affinity?.nodeAffinity ?? undefined) as JsonObject | undefined
  return { ...(affinity ?? {}), nodeAffinity: { ...(nodeAffinity ?? {}), requiredDuringSchedulingIgnoredDuringExecution: required } }
}
