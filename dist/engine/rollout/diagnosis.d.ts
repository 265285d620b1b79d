import { type Pod } from '../kube/pod.js';
import { type ControllerRevision } from '../workloads/revision.js';
import type { Workload } from '../workloads/workload.js';
import type { WorkloadView } from '../workloads/workloadView.js';
import { type DaemonSetStallReasonId } from './daemonSetDiagnosis.js';
import { type RolloutOptions, type RolloutPlan } from './rolloutPlan.js';
/**
 * Why a workload's rollout is not progressing, in the terms of spec §6 and of the five stall symptoms practitioners
 * meet (image pull failing, a negative maxUnavailable budget, a Pod update refused, an app that never becomes
 * ready, a higher-priority container blocking the next batch). Each reason names the Pods and the field to read.
 */
export type StallReasonId = 'paused' | 'on-delete' | 'partition-holding' | 'negative-budget' | 'budget-exhausted' | 'max-unavailable-zero' | 'surge-floor' | 'image-pull-failing' | 'container-not-ready' | 'higher-priority-container-not-ready' | 'grace-pending' | 'grace-without-state' | 'state-annotation-corrupt' | 'next-resources-only' | 'image-id-unchanged' | 'runtime-meta-missing' | 'resources-not-applied' | 'in-place-only-impossible' | 'old-revision-missing' | 'hook-pending' | 'kruise-pod-ready-stuck' | 'spec-not-applied' | 'pod-update-refused' | 'in-place-ready-not-set' | 'failed-update' | 'waiting-for-kubelet' | 'ordered-ready' | DaemonSetStallReasonId;
export interface StallReason {
    reason: StallReasonId;
    pods: string[];
    /** Where to look: a field of the workload or of the named Pods. */
    field: string;
    message: string;
    /** The row of spec §6 this is. */
    pitfall?: number;
    /** Which of the five stall symptoms (image pull, negative budget, refused Pod update, app not ready, launch priority). */
    symptom?: 1 | 2 | 3 | 4 | 5;
    /** False for a reason that is normal progress (grace period running, kubelet still restarting a container). */
    blocking: boolean;
}
export interface Diagnosis {
    namespace: string;
    name: string;
    /** Every Pod that should be at the target revision is there, ready and available. */
    completed: boolean;
    /** Not completed, nothing is updated this round, and no Pod is making normal progress. */
    stalled: boolean;
    replicas: number;
    expectedUpdatedReplicas: number;
    updatedReplicas: number;
    updatedReadyReplicas: number;
    updatedAvailableReplicas: number;
    readyReplicas: number;
    availableReplicas: number;
    reasons: StallReason[];
    plan: RolloutPlan;
}
export interface ClusterEvent {
    reason: string;
    message: string;
    /** The object the event is about (a Pod name, or the workload). */
    object: string;
}
export interface DiagnoseOptions extends RolloutOptions {
    /** ControllerRevisions of the workload: needed to tell whether an old Pod can still be updated in place. */
    revisions?: readonly ControllerRevision[];
    /** Recent Kubernetes Events about the CloneSet and its Pods (FailedUpdatePodInPlace carries the apiserver's refusal). */
    events?: readonly ClusterEvent[];
    /** An in-place update running longer than this is a stall rather than a kubelet still at work. Default 300. */
    stallAfterSeconds?: number;
}
export declare function diagnose(view: Workload, pods: readonly Pod[], now: number, options?: DiagnoseOptions): Diagnosis;
/** The rollout reached its target: the expected Pods are at the target revision and available, nothing in flight. */
export declare function isRolloutComplete(view: WorkloadView, plan: RolloutPlan): boolean;
