import type { Pod } from '../kube/pod.js';
import type { StatefulSetView } from '../workloads/statefulSet.js';
import type { ScalePlan } from './plan.js';
/** One replica the Advanced StatefulSet controller creates this round: its ordinal and which revision it gets. */
export interface StatefulSetCreation {
    ordinal: number;
    revision: 'current' | 'update';
}
/**
 * The replicas the plan's scale phase creates (`plan.scale.createCurrent + createUpdate` of them), by ordinal: the
 * missing replica ordinals from the lowest up (OrderedReady reaches one per round, Parallel all), each at the current
 * revision where `isCurrentRevisionNeeded` wants one (ordered: its rank below partition; unorderedUpdate: the first
 * `createCurrent`), else at the update revision.
 */
export declare function statefulSetCreations(view: StatefulSetView, pods: readonly Pod[], scale: ScalePlan): StatefulSetCreation[];
