import { type Pod } from '../kube/pod.js';
import type { CloneSetView } from '../workloads/cloneSet.js';
import type { RolloutOptions, RolloutPlan } from './plan.js';
/**
 * Which Pods the CloneSet controller updates in this round and why every other Pod waits (spec §5.2–§5.5):
 * `calculateDiffsWithExpectation` (updateNum, surge, updateMaxUnavailable), candidate collection, `SortUpdateIndexes`
 * (default order, priority, scatter, PreparingUpdate first) and `limitUpdateIndexes`. Pure: `now` is epoch ms.
 */
export declare function cloneSetPlan(view: CloneSetView, pods: readonly Pod[], now: number, options: RolloutOptions): RolloutPlan;
