import { type Node } from '../kube/node.js';
import type { PodTemplate } from '../kube/podTemplate.js';
/** Whether a DaemonSet wants a Pod on a node (`nodeShouldRunDaemonPod` in daemonset_util.go). */
export interface NodeFit {
    /** A Pod should run there: desiredNumberScheduled counts the node. */
    shouldRun: boolean;
    /** A Pod already there may stay (it tolerates every NoExecute taint). */
    shouldContinueRunning: boolean;
}
/**
 * `nodeShouldRunDaemonPod`: the template's nodeName (when set) is the node, its nodeSelector and required node affinity
 * match the node's labels, and every NoSchedule or NoExecute taint is tolerated; a Pod already there may stay on a node
 * whose untolerated taints are all NoSchedule.
 */
export declare function daemonSetNodeFit(template: PodTemplate): (node: Node) => NodeFit;
