import type { FeatureGates } from '../kruise/gates.js';
import type { RolloutNumbers } from '../workloads/rolloutNumbers.js';
import type { CandidateOrder } from './candidateOrder.js';
import type { PodInfo } from './podFacts.js';
import type { WaitReason } from './waitReason.js';
export interface RolloutQuota {
    maxUnavailable: number;
    /** maxUnavailable + (active Pods − replicas): surge Pods enlarge the budget (spec §5.3 step 4). */
    updateMaxUnavailable: number;
    /** Active Pods that are not available, whatever their revision. */
    unavailable: number;
    /** Of those, the ones already at the target revision. */
    targetUnavailable: number;
    /** updateMaxUnavailable − unavailable: what is left for taking available Pods down. Negative when Pods were already unavailable. */
    budget: number;
    /** updateMaxUnavailable − targetUnavailable: what is left for Pods moving to the target revision. */
    targetBudget: number;
    /** The Pods already unavailable (names), for the budget explanation. */
    unavailablePods: string[];
}
export interface Diffs {
    updateNum: number;
    updateMaxUnavailable: number;
    useSurge: number;
    scaleNum: number;
}
/** `calculateDiffsWithExpectation`, the update and surge part (spec §5.3). */
export declare function calculateDiffs(infos: PodInfo[], numbers: RolloutNumbers, gates: FeatureGates, sameRevision: boolean): Diffs;
/** `limitUpdateIndexes` (spec §5.5): walks the first `limit` candidates in order while the budgets allow. */
export declare function limitByQuota(order: CandidateOrder, limit: number, quota: RolloutQuota, updateMaxUnavailable: number): {
    chosen: PodInfo[];
    stop?: {
        reason: WaitReason;
        detail: string;
    };
};
