import { kruiseScaledValue, legacyScaledValue } from '../kube/intOrPercent.js'
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
  let value = kruiseScaledValue(partition, replicas, true, `${declared.strategyField}.partition`)
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
