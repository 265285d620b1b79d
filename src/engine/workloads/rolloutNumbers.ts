import { kruiseScaledValue, legacyScaledValue } from '../kube/intOrPercent.js'
import type { CloneSetView } from './cloneSet.js'

export interface RolloutNumbers {
  replicas: number
  partition: number
  maxSurge: number
  maxUnavailable: number
}

/** partition, maxSurge and maxUnavailable as the CloneSet controller resolves them (spec §1.3 table). */
export function rolloutNumbers(view: CloneSetView): RolloutNumbers {
  const replicas = view.replicas
  return {
    replicas,
    partition: resolvePartition(view),
    ...resolveSurgeAndUnavailable(view),
  }
}

function resolvePartition(view: CloneSetView): number {
  const { partition, replicas } = view
  if (partition === undefined || !view.hasRollingUpdate) return 0
  let value = kruiseScaledValue(partition, replicas, true, `${view.strategyField}.partition`)
  if (replicas > 1 && value === replicas && typeof partition === 'string' && partition !== '100%') value = replicas - 1
  return Math.min(Math.max(value, 0), replicas)
}

function resolveSurgeAndUnavailable(view: CloneSetView): { maxSurge: number; maxUnavailable: number } {
  if (!view.hasRollingUpdate) {
    return { maxSurge: 0, maxUnavailable: legacyScaledValue('20%', view.replicas, false) }
  }
  const maxSurge = view.paused ? 0 : legacyScaledValue(view.maxSurge, view.replicas, true)
  const maxUnavailable = legacyScaledValue(view.maxUnavailable, view.replicas, maxSurge === 0)
  return { maxSurge, maxUnavailable }
}
