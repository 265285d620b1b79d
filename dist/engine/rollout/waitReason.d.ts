/** Why a Pod that is not at the target revision does not move this round. The reason's words are in `RolloutPlan.waitDetails`. */
export type WaitReason = 'paused' | 'on-delete' | 'partition' | 'max-unavailable' | 'target-unavailable' | 'grace-pending' | 'preparing-delete'
/** Advanced StatefulSet with OrderedReady: a lower ordinal is missing or not available yet. */
 | 'ordered-ready';
export interface WaitingPod {
    name: string;
    reason: WaitReason;
    /** Advanced DaemonSet: the Pod's node. */
    node?: string;
    /** Advanced DaemonSet: the precise cause, where the reason is shared with another. */
    cause?: DaemonSetWaitCause;
}
/**
 * Advanced DaemonSet: the precise cause behind a Pod's shared reason, set on `WaitingPod.cause`; the reason it shows
 * under says what kind of wait it is (`DAEMONSET_CAUSE_REASON`).
 */
export type DaemonSetWaitCause = 
/** `rollingUpdate.selector` does not select the Pod's node (shown as partition: held back by design). */
'not-selected'
/** maxSurge new Pods beside old ones are not available yet (shown as target-unavailable). */
 | 'max-surge'
/** The Pod's new Pod on the same node exists and is not available yet (shown as target-unavailable). */
 | 'replacement-starting'
/** This round already moves `spec.burstReplicas` Pods (shown as max-unavailable: the round's budget). */
 | 'burst-replicas'
/** The node has two old or two new Pods; the controller deletes the extra ones first (shown as preparing-delete). */
 | 'excess-pods'
/** The Pod's node is not in the node list (shown as preparing-delete: the controller or Pod GC removes it). */
 | 'node-missing';
export declare const DAEMONSET_CAUSE_REASON: Readonly<Record<DaemonSetWaitCause, WaitReason>>;
