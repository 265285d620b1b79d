import type { FeatureGates } from '../kruise/gates.js';
import type { LifecycleHook } from '../kruise/lifecycle.js';
import { type LifecycleState } from '../kruise/lifecycle.js';
import { type Pod, type PodStatus } from '../kube/pod.js';
import type { WorkloadView } from '../workloads/workloadView.js';
import { type PodReadMemo } from './podUpdate.js';
/** Lifecycle states and the in-place-update hook (spec §4.1 step 2, §4.8). */
export type InPlaceEntry = 
/** Go on with the in-place update now. */
{
    kind: 'update';
}
/** Patch the state to PreparingUpdate (re-adding the hook's labels/finalizers when coming from Updated) and stop. */
 | {
    kind: 'prepare-update';
    readdHook: boolean;
}
/** PreparingUpdate and still hooked: the hook has not been released. */
 | {
    kind: 'wait-hook';
}
/** Updated with no inPlaceUpdate hook configured: nothing to do. */
 | {
    kind: 'none';
} | {
    kind: 'error';
    message: string;
};
/** §4.1 step 2: what the controller does with a pod that may be updated in place, by its lifecycle state. */
export declare function inPlaceEntry(pod: Pod, view: Pick<WorkloadView, 'lifecycle'>): InPlaceEntry;
export interface LifecycleTransition {
    to: LifecycleState;
    /** markPodNotReady: add or remove the `preUpdateHook` key on the KruisePodReady condition (a status write). */
    notReadyKey?: 'add' | 'remove';
}
/** §4.8: the lifecycle transition refresh makes for this pod, or null. */
export declare function lifecycleTransition(pod: Pod, view: Pick<WorkloadView, 'lifecycle'>, updateRevision: string, gates: Pick<FeatureGates, 'InPlaceWorkloadVerticalScaling'>, memo?: PodReadMemo): LifecycleTransition | null;
/** The pod with the lifecycle state label and timestamp set (and, entering PreparingUpdate from Updated, the hook re-added). */
export declare function withLifecycleState(pod: Pod, to: LifecycleState, now: number, readdHook?: LifecycleHook): Pod;
/**
 * The pod status with the `preUpdateHook` key added to or removed from KruisePodReady (markPodNotReady, §4.8);
 * null when nothing changes. The condition is False while any key remains.
 */
export declare function kruisePodReadyStatus(pod: Pod, change: 'add' | 'remove', now: number): PodStatus | null;
