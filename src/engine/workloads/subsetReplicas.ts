import type { IntOrString } from '../kube/intOrPercent.js'

export type ParsedSubsetReplicas = { replicas: number } | { error: string }

/**
 * Kruise's `ParseSubsetReplicas` (pkg/controller/uniteddeployment, the same in v1.8.3 and v1.9.1), which both its
 * UnitedDeployment webhook and its controller use for a subset's replicas, minReplicas and maxReplicas: an integer ≥ 0,
 * or a whole percentage `N%` from 0 to 100 of spec.replicas, rounded half up, which needs spec.replicas set.
 * The error says what is wrong without echoing the value.
 */
export function parseSubsetReplicas(total: number | undefined, value: IntOrString): ParsedSubsetReplicas {
  if (typeof value === 'number') return value < 0 ? { error: 'must not be negative' } : { replicas: value }
  if (total === undefined || total < 0) return { error: 'is a percentage, which needs spec.replicas set' }
  if (!value.endsWith('%')) return { error: 'must be an integer or a percentage such as "50%"' }
  const digits = value.slice(0, -1)
  if (!/^[+-]?\d{1,10}$/.test(digits)) return { error: 'must be a whole percentage such as "50%"' }
  const percent = Number(digits)
  if (percent < 0 || percent > 100) return { error: 'must be a percentage from 0% to 100%' }
  return { replicas: Math.floor((total * percent) / 100 + 0.5) }
}
