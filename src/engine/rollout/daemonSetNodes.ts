import { type JsonObject, isJsonObject } from '../kube/json.js'
import { type Node, type Taint, type Toleration, matchesRequiredNodeAffinity, toleratesTaint } from '../kube/node.js'
import type { PodTemplate } from '../kube/podTemplate.js'

/** Whether a DaemonSet wants a Pod on a node (`nodeShouldRunDaemonPod` in daemonset_util.go). */
export interface NodeFit {
  /** A Pod should run there: desiredNumberScheduled counts the node. */
  shouldRun: boolean
  /** A Pod already there may stay (it tolerates every NoExecute taint). */
  shouldContinueRunning: boolean
}

/**
 * The tolerations every DaemonSet Pod gets (`AddOrUpdateDaemonPodTolerations`, called by Kruise's `NewPod`): it stays
 * on not-ready and unreachable nodes and schedules on nodes under pressure or cordoned, and with hostNetwork on nodes
 * whose network is unavailable.
 */
function daemonTolerations(spec: JsonObject): Toleration[] {
  const list: Toleration[] = [
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

/**
 * `nodeShouldRunDaemonPod`: the template's nodeName (when set) is the node, its nodeSelector and required node affinity
 * match the node's labels, and every NoSchedule or NoExecute taint is tolerated; a Pod already there may stay on a node
 * whose untolerated taints are all NoSchedule.
 */
export function daemonSetNodeFit(template: PodTemplate): (node: Node) => NodeFit {
  const spec = template.spec
  const tolerations = [
    ...(Array.isArray(spec.tolerations) ? spec.tolerations.filter(isJsonObject) as Toleration[] : []),
    ...daemonTolerations(spec),
  ]
  const nodeName = typeof spec.nodeName === 'string' ? spec.nodeName : ''
  const tolerated = (taint: Taint) => tolerations.some((t) => toleratesTaint(t, taint))
  return (node) => {
    if (nodeName !== '' && nodeName !== node.name) return { shouldRun: false, shouldContinueRunning: false }
    if (!matchesRequiredNodeAffinity(spec, node)) return { shouldRun: false, shouldContinueRunning: false }
    const untolerated = (node.taints ?? []).filter((taint) => (taint.effect === 'NoSchedule' || taint.effect === 'NoExecute') && !tolerated(taint))
    if (untolerated.length === 0) return { shouldRun: true, shouldContinueRunning: true }
    return { shouldRun: false, shouldContinueRunning: !untolerated.some((taint) => taint.effect === 'NoExecute') }
  }
}
