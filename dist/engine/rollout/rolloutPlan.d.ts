import type { Pod } from '../kube/pod.js';
import type { Workload } from '../workloads/workload.js';
import type { RolloutOptions, RolloutPlan } from './plan.js';
export type { PlannedPod, RolloutCounts, RolloutOptions, RolloutPlan, ScalePlan } from './plan.js';
export type { PlanMemo } from './podFacts.js';
export type { RolloutQuota } from './quota.js';
export type { DaemonSetWaitCause, WaitingPod, WaitReason } from './waitReason.js';
/**
 * Which Pods the workload's controller updates in this round and why every other Pod waits, in that controller's
 * order. Each kind plans in a file of its own (cloneSetPlan.ts, statefulSetPlan.ts, daemonSetPlan.ts); this is the one place that picks it.
 */
export declare function rolloutPlan(view: Workload, pods: readonly Pod[], now: number, options?: RolloutOptions): RolloutPlan;
