import { type Pod } from '../kube/pod.js';
import type { StatefulSetView } from '../workloads/statefulSet.js';
/** An Advanced StatefulSet's status as the API stores it (StatefulSetStatus in Kruise's apps/v1beta1). */
export interface StatefulSetStatus {
    observedGeneration?: number;
    replicas: number;
    readyReplicas: number;
    availableReplicas: number;
    currentReplicas: number;
    updatedReplicas: number;
    updatedReadyReplicas: number;
    updatedAvailableReplicas: number;
    currentRevision: string;
    updateRevision: string;
    collisionCount: number;
    labelSelector: string;
    conditions?: {
        type: string;
        status: string;
        reason?: string;
        message?: string;
        lastTransitionTime?: string;
    }[];
}
export interface StatefulSetStatusInputs {
    updateRevision: string;
    /** The current revision as the controller resolved it (`getStatefulSetRevisions`: status.currentRevision when stored, else the update revision). */
    currentRevision: string;
    collisionCount: number;
    labelSelector: string;
    now: number;
    /** The conditions the controller last wrote (kept). */
    conditions?: StatefulSetStatus['conditions'];
}
/**
 * The status the Advanced StatefulSet controller writes (`updateStatus`, `computeReplicaStatus`,
 * `completeRollingUpdate` in stateful_set_control.go and stateful_set_utils.go, v1.9.1 and v1.8.3): counted over
 * every Pod it owns, replicas and condemned alike; a Pod counts once created (a phase set), ready when Running and
 * Ready, available when also Ready for minReadySeconds in lifecycle Normal; current and updated by the full revision
 * name in `controller-revision-hash`, terminating Pods left out. Once every replica is updated and ready under a
 * RollingUpdate, the current revision becomes the update revision.
 */
export declare function statefulSetStatus(view: StatefulSetView, pods: readonly Pod[], inputs: StatefulSetStatusInputs): StatefulSetStatus;
/** `inconsistentStatus`: the controller writes status only when something it tracks changed. */
export declare function statefulSetStatusChanged(previous: Partial<StatefulSetStatus> | undefined, next: StatefulSetStatus): boolean;
