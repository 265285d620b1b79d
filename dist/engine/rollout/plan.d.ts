import type { FeatureGates } from '../kruise/gates.js';
import type { KruiseRelease } from '../kruise/releases.js';
import type { Node } from '../kube/node.js';
import type { ControllerRevision } from '../workloads/revision.js';
import type { RolloutNumbers } from '../workloads/workloadView.js';
import type { PlanMemo } from './podFacts.js';
import type { RolloutQuota } from './quota.js';
import type { WaitingPod, WaitReason } from './waitReason.js';
/** What a rollout plan says, whatever the workload's kind. */
export interface PlannedPod {
    name: string;
    uid?: string;
    revision: string;
    ready: boolean;
    available: boolean;
    lifecycle: string;
    /** Advanced DaemonSet: the node the Pod is for. */
    node?: string;
    /**
     * Advanced DaemonSet: how the controller moves this Pod this round: updated in place, or recreated (deleted, or on
     * the surge path a new Pod started beside it on its node).
     */
    update?: 'in-place' | 'recreate';
}
export interface RolloutCounts {
    active: number;
    /** At the update revision (status.updatedReplicas). */
    updated: number;
    updatedReady: number;
    updatedAvailable: number;
    ready: number;
    available: number;
    oldActive: number;
    newActive: number;
    preparingDelete: number;
    specifiedDelete: number;
}
export interface ScalePlan {
    /** Pods labelled `apps.kruise.io/specified-delete` (the recreate path): deleted, then replaced. */
    deleteSpecified: string[];
    /** Pods to create at the update revision and at the current revision (partition kept). */
    createUpdate: number;
    createCurrent: number;
    /** Surplus Pods to delete (scale down or surge no longer needed), not-ready and old first. */
    deleteExcess: string[];
}
export interface RolloutPlan {
    namespace: string;
    name: string;
    updateRevision: string;
    currentRevision: string;
    /** updateRevision, or currentRevision when updateNum < 0 (rollback, CloneSetPartitionRollback only). */
    targetRevision: string;
    numbers: RolloutNumbers;
    paused: boolean;
    onDelete: boolean;
    counts: RolloutCounts;
    /** How many Pods still have to move to the target revision (spec §5.3). */
    updateNum: number;
    /** How many old-revision Pods the partition keeps. */
    partitionKept: number;
    quota: RolloutQuota;
    /** Extra Pods at the new revision the scale phase creates (maxSurge, spec §5.3). */
    surge: number;
    /** Pods to create (> 0) or delete (< 0) to reach replicas + surge. */
    scaleNum: number;
    /** What the scale phase does before any update (spec §5.2 step 2, §5.3 surge). */
    scale: ScalePlan;
    updateNow: PlannedPod[];
    /** Every Pod not at the target revision that does not move this round, in listing order. */
    waiting: WaitingPod[];
    /** One sentence per wait reason in use: what holds those Pods and which field decides it. */
    waitDetails: Partial<Record<WaitReason, string>>;
    /** At the target revision but not available yet (updating, or NotReady after the update). */
    inProgress: PlannedPod[];
    /** Every active Pod is at the target revision and available, and there are exactly `replicas` of them. */
    complete: boolean;
}
export interface RolloutOptions {
    gates?: Partial<FeatureGates>;
    /** The update revision's name; default: computed from the template like the controller. */
    updateRevision?: string;
    /** Default: `status.currentRevision`, else the update revision. */
    currentRevision?: string;
    /** Per-Pod reads kept between calls, for a caller whose Pod objects never change (see `PlanMemo`). */
    memo?: PlanMemo;
    /**
     * Advanced DaemonSet: the cluster's Nodes. Default: the nodes its Pods are on, each taken to fit the DaemonSet, with
     * no labels (a `rollingUpdate.selector` then selects none of them, and nodes without a Pod are not seen).
     */
    nodes?: readonly Node[];
    /**
     * Advanced DaemonSet: its ControllerRevisions, to find each old Pod's revision as the controller does before it
     * updates the Pod in place. Default: none known, and an old Pod with the readiness gate is taken to update in place.
     */
    revisions?: readonly ControllerRevision[];
    /** Advanced DaemonSet: the Kruise release, whose Go types name the update revision. Default: 1.9. */
    kruise?: KruiseRelease;
}
