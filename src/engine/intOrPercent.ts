import { GuardError } from '../errors.js'
import type { CloneSetView, IntOrString } from './cloneset.js'

/**
 * The two int-or-percent parsers OpenKruise uses (spec §1.3). They disagree on purpose-less details that decide
 * whether a rollout ever starts, so both are reproduced exactly.
 */

/** Kruise's parser (`pkg/util/tools.go`, also the validating webhook): an int, or a float percent ending in `%`. */
export function kruiseScaledValue(value: IntOrString, total: number, roundUp: boolean, field: string): number {
  if (typeof value === 'number') return value
  if (!value.endsWith('%')) {
    throw new GuardError('IPG_ERR_INT_OR_PERCENT', `"${value}" must be an integer or a percentage such as "20%"`, field)
  }
  const percent = Number(value.slice(0, -1))
  if (value.length === 1 || !Number.isFinite(percent) || value.slice(0, -1).trim() !== value.slice(0, -1)) {
    throw new GuardError('IPG_ERR_INT_OR_PERCENT', `"${value}" is not a valid percentage`, field)
  }
  const scaled = (percent * total) / 100
  return roundUp ? Math.ceil(scaled) : Math.floor(scaled)
}

/**
 * The legacy Kubernetes parser (`intstr.GetValueFromIntOrPercent`) the controller uses for maxSurge and
 * maxUnavailable: every `%` is removed, the rest must be a base-10 integer and is always a percentage.
 * A float such as "12.5%" fails, and the controller ignores the error and gets 0.
 */
export function legacyScaledValue(value: IntOrString, total: number, roundUp: boolean): number {
  if (typeof value === 'number') return value
  const digits = value.replaceAll('%', '')
  if (!/^[+-]?\d+$/.test(digits)) return 0
  const scaled = (Number.parseInt(digits, 10) * total) / 100
  return roundUp ? Math.ceil(scaled) : Math.floor(scaled)
}

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
