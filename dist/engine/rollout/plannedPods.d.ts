import type { PodInfo } from './podFacts.js';
import type { PlannedPod, RolloutCounts } from './plan.js';
/** A Pod as a plan lists it. */
export declare function planned(info: PodInfo): PlannedPod;
/** The status counts of a round (the controller's replica counters), from the Pods it lists. */
export declare function countPods(infos: PodInfo[]): RolloutCounts;
