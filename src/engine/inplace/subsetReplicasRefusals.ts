import type { IntOrString } from '../kube/intOrPercent.js'
import { parseSubsetReplicas } from '../workloads/subsetReplicas.js'
import type { UnitedDeploymentView } from '../workloads/unitedDeployment.js'
import type { KruiseRefusal } from './kruiseRefusal.js'

/** Kruise's default maxReplicas of a subset that sets none. */
const NO_MAX = 1_000_000
const SUBSETS = 'spec.topology.subsets'

/**
 * `validateSubsetReplicas` of Kruise's UnitedDeployment webhook (the same in v1.8.3 and v1.9.1), on CREATE and UPDATE:
 * each subset's replicas, minReplicas and maxReplicas must parse; replicas and minReplicas/maxReplicas exclude each
 * other; with replicas, their sum fits spec.replicas and fills it when every subset sets them (without spec.replicas,
 * every subset must); with min/max, spec.replicas is set, one subset has no maxReplicas, and the minimums fit the
 * maximums.
 */
export function subsetReplicasRefusals(view: UnitedDeploymentView): KruiseRefusal[] {
  const refusals: KruiseRefusal[] = []
  const sums = { replicas: 0, min: 0, max: 0, withReplicas: 0, withMax: 0, capacity: false }
  const parse = (value: IntOrString | undefined, field: string, fallback: number): number => {
    if (value === undefined) return fallback
    const parsed = parseSubsetReplicas(view.replicas, value)
    if ('replicas' in parsed) return parsed.replicas
    refusals.push({ field, rule: `${field} ${parsed.error}`, remedy: 'write a whole number, or a percentage of spec.replicas such as "50%"' })
    return 0
  }
  view.subsets.forEach((subset, i) => {
    const at = `${SUBSETS}[${i}]`
    if (subset.replicas !== undefined) sums.withReplicas++
    if (subset.maxReplicas !== undefined) sums.withMax++
    if (subset.minReplicas !== undefined || subset.maxReplicas !== undefined) sums.capacity = true
    sums.replicas += parse(subset.replicas, `${at}.replicas`, 0)
    const min = parse(subset.minReplicas, `${at}.minReplicas`, 0)
    const max = parse(subset.maxReplicas, `${at}.maxReplicas`, NO_MAX)
    sums.min += min
    sums.max += max
    if (min > max) {
      refusals.push({ field: `${at}.minReplicas`, rule: `subset ${subset.name}: minReplicas is greater than maxReplicas`, remedy: 'lower minReplicas or raise maxReplicas' })
    }
  })
  if (sums.withReplicas > 0 && sums.capacity) {
    return [...refusals, {
      field: SUBSETS, rule: 'a subset\'s replicas and a subset\'s minReplicas/maxReplicas exclude each other in one UnitedDeployment',
      remedy: 'give subsets either replicas or minReplicas/maxReplicas, not both',
    }]
  }
  return [...refusals, ...(sums.capacity ? capacityRefusals(view, sums) : replicasRefusals(view, sums))]
}

function capacityRefusals(view: UnitedDeploymentView, sums: { min: number; max: number; withMax: number }): KruiseRefusal[] {
  const refusals: KruiseRefusal[] = []
  if (view.replicas === undefined) {
    refusals.push({ field: 'spec.replicas', rule: 'spec.replicas must be set when a subset sets minReplicas or maxReplicas', remedy: 'set spec.replicas' })
  }
  if (sums.withMax >= view.subsets.length) {
    refusals.push({ field: SUBSETS, rule: 'at least one subset must leave maxReplicas unset', remedy: 'remove maxReplicas from one subset, which takes the rest' })
  }
  if (sums.min > sums.max) {
    refusals.push({ field: SUBSETS, rule: `the subsets' minReplicas add up to ${sums.min}, more than their maxReplicas (${sums.max})`, remedy: 'lower a minReplicas or raise a maxReplicas' })
  }
  return refusals
}

function replicasRefusals(view: UnitedDeploymentView, sums: { replicas: number; withReplicas: number }): KruiseRefusal[] {
  const every = sums.withReplicas === view.subsets.length
  if (view.replicas === undefined) {
    return every ? [] : [{ field: SUBSETS, rule: 'without spec.replicas, every subset must set replicas', remedy: 'set spec.replicas, or replicas on every subset' }]
  }
  const refusals: KruiseRefusal[] = []
  if (sums.replicas > view.replicas) {
    refusals.push({
      field: SUBSETS, rule: `the subsets' replicas add up to ${sums.replicas}, more than spec.replicas (${view.replicas})`,
      remedy: 'raise spec.replicas or lower a subset\'s replicas',
    })
  }
  if (sums.withReplicas > 0 && every && sums.replicas !== view.replicas) {
    refusals.push({
      field: SUBSETS, rule: `every subset sets replicas, and they add up to ${sums.replicas}, not spec.replicas (${view.replicas})`,
      remedy: 'make the subsets\' replicas add up to spec.replicas, or leave one subset\'s replicas unset to take the rest',
    })
  }
  return refusals
}
