import { type ReadinessFacts } from '../kruise/podReadiness.js';
import { type Pod } from '../kube/pod.js';
import type { WaitReason } from './waitReason.js';
/**
 * Everything the plan needs about one Pod, read once (one pass over its conditions; restarts only on demand): the
 * Pod's facts, read into this record (kept by a memo for later plans, see podInfo), and what depends on the round.
 */
export interface PodInfo extends PodFacts {
    pod: Pod;
    /** Where the lazily read facts live: the memo's shared record, or this record itself. */
    facts: PodFacts;
    index: number;
    atUpdate: boolean;
    atTarget: boolean;
    available: boolean;
    /** Sort key (spec §5.4). */
    preparing: boolean;
    /** Max container restartCount; -1 until a comparison needs it. */
    restarts: number;
    /** Set while planning: why the Pod waits this round. */
    reason: WaitReason | undefined;
    chosen: boolean;
    /** The memo's plan count when this record was last handed out (a record serves one plan at a time). */
    plan: number;
}
/** What the plan reads from a Pod alone (not the clock, the revisions or the workload). */
export interface PodFacts extends ReadinessFacts {
    active: boolean;
    revisionLabel: string | undefined;
    lifecycle: string;
    specifiedDelete: boolean;
    ready: boolean;
    /** Available when minReadySeconds is 0 (lifecycle "" or Normal, and ready). */
    availableNow: boolean;
    /** Ready.lastTransitionTime in epoch ms, read only when minReadySeconds needs it. */
    readySinceMs?: number;
    /** The grace annotation is set; read once a waiting Pod needs it. */
    grace?: boolean;
    created: string | undefined;
    /** The first keys of the default order in one number (see defaultRank): unassigned, phase, Ready. */
    rank: number;
    /** metaTimeOrder of readySince and of created, read once a comparison needs them. */
    readyOrder?: number;
    createdOrder?: number;
}
/**
 * What the plan has read from each Pod, kept by a caller that plans many times over Pod objects it never mutates
 * (a reconcile loop lists the same unchanged Pods again and again). Owned by the caller; create with `planMemo()`.
 */
export interface PlanMemo {
    /** Each Pod's record, its facts read once; the plan's own fields are set afresh by every plan that uses it. */
    readonly infos: WeakMap<Pod, PodInfo>;
    /** Plans made with this memo. */
    plans: number;
}
export declare function planMemo(): PlanMemo;
/**
 * The Pod's record: a new one with its facts read into it; with a memo, the record the memo keeps for that Pod object,
 * reset for this plan (a plan of 1,000 unchanged Pods then builds no record at all). A record serves one plan at a time:
 * a Pod object listed twice, or a record still in use, gets a copy.
 */
export declare function podInfo(pod: Pod, index: number, memo: PlanMemo | undefined, revisionLabel: string): PodInfo;
/** The fields that depend on the round: revision, clock and minReadySeconds. */
export declare function roundFacts(info: PodInfo, minReadySeconds: number, now: number, atUpdateRevision: (facts: PodFacts) => boolean): void;
export declare function hasGrace(info: PodInfo): boolean;
export declare function restartsOf(info: PodInfo): number;
