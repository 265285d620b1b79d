import { type Pod } from '../kube/pod.js';
import type { DaemonSetView } from '../workloads/daemonSet.js';
import { type ControllerRevision } from '../workloads/revision.js';
import type { RolloutOptions, RolloutPlan } from './plan.js';
/**
 * Which Pods the Advanced DaemonSet controller moves in this round and why every other Pod waits (daemonset_update.go
 * `rollingUpdate`, `filterDaemonPodsNodeToUpdate`, `inPlaceUpdatePods`; `syncNodes` for burstReplicas): one Pod per node;
 * the nodes that may move are, after the ones already updated or without a Pod, the old ones in reverse name order
 * (only those `rollingUpdate.selector` selects while it is set), all but `partition` of the nodes. Without surge, old
 * Pods go while fewer than maxUnavailable nodes are unavailable, in place where the Pod carries the InPlaceUpdateReady
 * gate and its revision allows it, else deleted; with surge a new Pod starts beside the old one, never in place.
 * Kruise takes the Pods within the budget in Go map order (at random); the plan takes them in reverse name order.
 * Not modelled: lifecycle preDelete hooks (PreparingDelete before a delete) and scaleStrategy.partitionedScaling.
 * Pure: `now` is epoch ms.
 */
export declare function daemonSetPlan(view: DaemonSetView, pods: readonly Pod[], now: number, options: RolloutOptions): RolloutPlan;
/** The hash a DaemonSet revision carries in its controller-revision-hash label (the name's last part when it has none). */
export declare function revisionHashOf(revision: Pick<ControllerRevision, 'metadata'>): string;
