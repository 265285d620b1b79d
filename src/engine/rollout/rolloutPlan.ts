import type { Pod } from '../kube/pod.js'
import type { Workload } from '../workloads/workload.js'
import { cloneSetPlan } from './cloneSetPlan.js'
import { daemonSetPlan } from './daemonSetPlan.js'
import type { RolloutOptions, RolloutPlan } from './plan.js'
import { statefulSetPlan } from './statefulSetPlan.js'

export type { PlannedPod, RolloutCounts, RolloutOptions, RolloutPlan, ScalePlan } from './plan.js'
export type { PlanMemo } from './podFacts.js'
export type { RolloutQuota } from './quota.js'
export type { DaemonSetWaitCause, WaitingPod, WaitReason } from './waitReason.js'

/**
 * Which Pods the workload's controller updates in this round and why every other Pod waits, in that controller's
 * order. Each kind plans in a file of its own (cloneSetPlan.ts, statefulSetPlan.ts, daemonSetPlan.ts); this is the one place that picks it.
 */
export function rolloutPlan(view: Workload, pods: readonly Pod[], now: number, options: RolloutOptions = {}): RolloutPlan {
  switch (view.kind) {
    case 'CloneSet':
      return cloneSetPlan(view, pods, now, options)
    case 'StatefulSet':
      return statefulSetPlan(view, pods, now, options)
    case 'DaemonSet':
      return daemonSetPlan(view, pods, now, options)
  }
}
