import type { WorkloadView } from '../workloads/workloadView.js';
import type { RolloutPlan } from './rolloutPlan.js';
export interface CloneSetCondition {
    type: string;
    status: string;
    reason?: string;
    message?: string;
    lastTransitionTime?: string;
    lastUpdateTime?: string;
}
/** A CloneSet's status as the API stores it (CloneSetStatus in Kruise's apps/v1alpha1 and v1beta1). */
export interface CloneSetStatus {
    observedGeneration?: number;
    replicas: number;
    readyReplicas: number;
    availableReplicas: number;
    updatedReplicas: number;
    updatedReadyReplicas: number;
    updatedAvailableReplicas?: number;
    expectedUpdatedReplicas?: number;
    updateRevision?: string;
    currentRevision?: string;
    collisionCount?: number;
    labelSelector?: string;
    conditions?: CloneSetCondition[];
}
/** The status the controller computes from the classified Pods (spec §5.6): every count and both revisions set. */
export type ComputedCloneSetStatus = CloneSetStatus & Required<Pick<CloneSetStatus, 'updatedAvailableReplicas' | 'expectedUpdatedReplicas' | 'updateRevision' | 'currentRevision'>>;
export interface StatusInputs {
    previous?: Partial<ComputedCloneSetStatus>;
    collisionCount: number;
    labelSelector: string;
    now: number;
    /** The error of this round's update phase (condition FailedUpdate), or null when it succeeded. undefined: unchanged. */
    failedUpdate?: string | null;
}
export declare function cloneSetStatus(view: WorkloadView, plan: RolloutPlan, inputs: StatusInputs): ComputedCloneSetStatus;
/** The controller writes status only when something it tracks changed. */
export declare function statusChanged(previous: Partial<ComputedCloneSetStatus> | undefined, next: ComputedCloneSetStatus): boolean;
