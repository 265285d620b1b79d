import { rolloutPlan } from '../engine/rollout/rolloutPlan.js'
import type { Workload } from '../engine/workloads/workload.js'
import { GuardError, isGuardError } from '../errors.js'

/**
 * Refuses, before any work, a workload whose rollout order the engine does not model: its planner, asked about no
 * Pods, says so (IPG_ERR_KIND_NOT_PLANNED); and for `simulate` a kind the embedded cluster does not play. The message says what the command cannot do and what still works.
 */
export function requirePlannedKind(view: Workload, command: 'simulate' | 'diagnose'): void {
  if (command === 'simulate' && view.kind !== 'CloneSet') {
    throw new GuardError('IPG_ERR_KIND_NOT_SIMULATED',
      `the embedded cluster plays CloneSet rollouts only, not an Advanced ${view.kind} (${view.namespace}/${view.name}); inplace-guard check predicts whether an update of it keeps its Pods, and diagnose plans its rollout in a cluster, in its controller's Pod order`)
  }
  try {
    rolloutPlan(view, [], 0)
  } catch (err) {
    if (!isGuardError(err) || err.code !== 'IPG_ERR_KIND_NOT_PLANNED') throw err
    throw new GuardError(err.code, `${err.message}, so ${command} cannot plan its rollout; inplace-guard check predicts whether an update of it keeps its Pods`)
  }
}
