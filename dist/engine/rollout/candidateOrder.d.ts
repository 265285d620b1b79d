import { type Pod } from '../kube/pod.js';
import type { PriorityStrategy, ScatterTerm } from '../workloads/cloneSet.js';
import { type PodInfo } from './podFacts.js';
/**
 * upstream `ActivePods.Less` (spec §5.4 step 1) as a three-way comparison in one pass: unassigned first, Pending <
 * Unknown < Running, not-ready first (together: `rank`), ready more recently first, more restarts first, newer first;
 * then list order. Times are compared as numbers read once per Pod (metaTimeOrder).
 */
export declare function compareDefault(a: PodInfo, b: PodInfo): number;
/**
 * `SortUpdateIndexes` over indexes into `pods` (default order, then priority, then scatter, then PreparingUpdate
 * first), exactly as the controller orders its update candidates.
 */
export declare function sortUpdateIndexes(pods: readonly Pod[], candidates: readonly number[], strategy?: {
    priorityStrategy?: PriorityStrategy;
    scatterStrategy?: ScatterTerm[];
}): number[];
/** The candidates in the controller's order, taken one at a time. */
export interface CandidateOrder {
    next(): PodInfo | undefined;
    /** Puts back the candidate `next` just returned. */
    pushBack(info: PodInfo): void;
    /** Membership test for the first `count` candidates not taken yet. */
    firstOfRest(count: number): (info: PodInfo) => boolean;
}
/**
 * With priority or scatter the whole list is sorted as Kruise does. With the default order alone, a heap yields the
 * candidates lazily: a round only looks at the few Pods the budget admits, so 10,000 Pods cost O(n) plus O(k log n).
 */
export declare function candidateOrder(candidates: PodInfo[], all: PodInfo[], priority?: PriorityStrategy, scatter?: ScatterTerm[]): CandidateOrder;
