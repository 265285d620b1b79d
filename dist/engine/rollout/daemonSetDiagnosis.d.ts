import { type Pod } from '../kube/pod.js';
import type { Node } from '../kube/node.js';
import type { DaemonSetView } from '../workloads/daemonSet.js';
import type { RolloutPlan } from './plan.js';
export type DaemonSetStallReasonId = 'surge-recreates' | 'no-readiness-gate-recreates' | 'selector-matches-no-node' | 'selector-holding' | 'surge-exhausted';
/** One reason, in the shape of diagnosis.ts's StallReason (the Pods it names, the field to read, the words, whether it blocks). */
export interface DaemonSetStallReason {
    reason: DaemonSetStallReasonId;
    pods: string[];
    field: string;
    message: string;
    blocking: boolean;
}
/**
 * Why an Advanced DaemonSet's rollout does not go as its owner expects, beside the reasons every workload shares: Pods
 * recreated instead of updated in place (no readiness gate, a surge), `rollingUpdate.selector` holding nodes or
 * selecting none, and new Pods beside old ones holding the surge. Each names the field to change.
 */
export declare function daemonSetStallReasons(view: DaemonSetView, plan: RolloutPlan, pods: readonly Pod[], nodes: readonly Node[] | undefined): DaemonSetStallReason[];
