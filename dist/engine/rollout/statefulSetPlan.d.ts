import { type Pod } from '../kube/pod.js';
import type { StatefulSetView } from '../workloads/statefulSet.js';
import type { RolloutOptions, RolloutPlan } from './plan.js';
/**
 * Which Pods the Advanced StatefulSet controller updates in this round and why every other Pod waits
 * (`updateStatefulSet`, `rollingUpdateStatefulsetPods`, `sortPodsToUpdate` in stateful_set_control.go): Pods by
 * ordinal, OrderedReady holding everything while a replica is missing or not available, then the highest ordinal
 * down to `partition` (or the unordered priority order), no more unavailable Pods than maxUnavailable. Not modelled:
 * `scaleStrategy.maxUnavailable`, specified-delete Pods and claim resizing. Pure: `now` is epoch ms.
 */
export declare function statefulSetPlan(view: StatefulSetView, pods: readonly Pod[], now: number, options: RolloutOptions): RolloutPlan;
