import { type IntOrString, kruiseScaledValueOrProblem, legacyScaledValue, scaledValueOrProblem } from '../kube/intOrPercent.js'
import type { RolloutNumbers, WorkloadView } from './workloadView.js'

export type { RolloutNumbers }

type DeclaredNumbers = Pick<WorkloadView, 'hasRollingUpdate' | 'strategyField' | 'partition' | 'maxUnavailable' | 'maxSurge' | 'paused'>

/** partition, maxSurge and maxUnavailable as the CloneSet controller resolves them (spec §1.3 table). */
export function cloneSetRolloutNumbers(declared: DeclaredNumbers, replicas: number): RolloutNumbers {
  return { replicas, partition: resolvePartition(declared, replicas), ...resolveSurgeAndUnavailable(declared, replicas) }
}

function resolvePartition(declared: DeclaredNumbers, replicas: number): number {
  const { partition } = declared
  if (partition === undefined || !declared.hasRollingUpdate) return 0
  // One Kruise's webhook cannot read is refused (cloneSetStrategyRefusals.ts); the view holds no partition then.
  const read = kruiseScaledValueOrProblem(partition, replicas, true)
  if (typeof read === 'string') return 0
  let value = read
  if (replicas > 1 && value === replicas && typeof partition === 'string' && partition !== '100%') value = replicas - 1
  return Math.min(Math.max(value, 0), replicas)
}

function resolveSurgeAndUnavailable(declared: DeclaredNumbers, replicas: number): { maxSurge: number; maxUnavailable: number } {
  if (!declared.hasRollingUpdate) {
    return { maxSurge: 0, maxUnavailable: legacyScaledValue('20%', replicas, false) }
  }
  const maxSurge = declared.paused ? 0 : legacyScaledValue(declared.maxSurge, replicas, true)
  const maxUnavailable = legacyScaledValue(declared.maxUnavailable, replicas, maxSurge === 0)
  return { maxSurge, maxUnavailable }
}

/**
 * partition and maxUnavailable as the Advanced StatefulSet controller resolves them (`rollingUpdateStatefulsetPods`,
 * `sortPodsToUpdate`): partition is an ordinal count, nothing updates once it reaches replicas; maxUnavailable goes
 * through intstr.GetValueFromIntOrPercent rounding down, and never below 1. There is no surge.
 */
export function statefulSetRolloutNumbers(declared: Pick<WorkloadView, 'hasRollingUpdate' | 'maxUnavailable'> & { partition?: number }, replicas: number): RolloutNumbers {
  if (!declared.hasRollingUpdate) return { replicas, partition: 0, maxSurge: 0, maxUnavailable: 1 }
  // A negative partition is Kruise's webhook's to refuse (kruiseWebhookRefusals.ts); none here.
  const partition = Math.min(Math.max(declared.partition ?? 0, 0), replicas)
  return { replicas, partition, maxSurge: 0, maxUnavailable: Math.max(legacyScaledValue(declared.maxUnavailable, replicas, false), 1) }
}

/**
 * partition, maxSurge and maxUnavailable as the Advanced DaemonSet controller resolves them against the nodes that should
 * run a Pod (`status.desiredNumberScheduled`): `updatedDesiredNodeCounts` scales maxSurge and maxUnavailable rounding up
 * (an unset one is 0) and, with nodes, lifts two zeros to maxUnavailable 1; `filterDaemonPodsNodeToUpdate` scales a
 * partition rounding down. Nothing rolls under OnDelete.
 */
export function daemonSetRolloutNumbers(
  declared: Pick<WorkloadView, 'hasRollingUpdate'> & { partition?: IntOrString; maxSurge?: IntOrString; maxUnavailable?: IntOrString }, nodes: number,
): RolloutNumbers {
  if (!declared.hasRollingUpdate) return { replicas: nodes, partition: 0, maxSurge: 0, maxUnavailable: 0 }
  const maxSurge = controllerScaled(declared.maxSurge, nodes, true)
  let maxUnavailable = controllerScaled(declared.maxUnavailable, nodes, true)
  if (nodes > 0 && maxSurge === 0 && maxUnavailable === 0) maxUnavailable = 1
  const partition = Math.min(controllerScaled(declared.partition, nodes, false), nodes)
  return { replicas: nodes, partition, maxSurge, maxUnavailable }
}

/**
 * GetScaledValueFromIntOrPercent, 0 for an unset value. A value it cannot scale is 0 here: Kruise's webhook refuses it,
 * or the prediction and the plan stop with a coded error first (inplace/daemonSetRefusals.ts, requireScalable).
 */
function controllerScaled(value: IntOrString | undefined, nodes: number, roundUp: boolean): number {
  if (value === undefined) return 0
  const scaled = scaledValueOrProblem(value, nodes, roundUp)
  return typeof scaled === 'number' ? scaled : 0
}
