/**
 * The rules of OpenKruise's Advanced DaemonSet validating webhook (pkg/webhook/daemonset/validating, v1.8.3 and v1.9.1)
 * that refuse a write outright, read from the defaulted object: `validateRollingUpdateDaemonSet` on maxSurge and
 * maxUnavailable under RollingUpdate, and `validateDaemonSetSpec` on `spec.lifecycle.inPlaceUpdate`.
 */
import type { IntOrString } from '../kube/intOrPercent.js'
import type { DaemonSetView } from '../workloads/daemonSet.js'
import type { TrapId } from './trap.js'

export interface DaemonSetRefusal {
  id: TrapId
  /** The field Kruise's webhook names. */
  field: string
  /** What it refuses, in plain words, with Kruise's own message. */
  rule: string
  /** What to do instead. */
  remedy: string
}

export function daemonSetRefusals(view: DaemonSetView): DaemonSetRefusal[] {
  const refusals = view.updateType === 'RollingUpdate' ? strategyRefusals(view) : []
  if (view.lifecycle?.inPlaceUpdate !== undefined) {
    refusals.push({
      id: 'in-place-hook-forbidden', field: 'spec.lifecycle.inPlaceUpdate',
      rule: 'spec.lifecycle.inPlaceUpdate on a DaemonSet ("inPlaceUpdate hook has not supported yet")',
      remedy: 'remove it; spec.lifecycle.preDelete is the hook a DaemonSet honours',
    })
  }
  return refusals
}

/** maxSurge and maxUnavailable may not both be non-zero nor both zero, and InPlaceIfPossible takes no surge: as written, not scaled. */
function strategyRefusals(view: DaemonSetView): DaemonSetRefusal[] {
  const field = (name: string) => `${view.strategyField}.${name}`
  const surge = nonZero(view.maxSurge)
  const unavailable = nonZero(view.maxUnavailable)
  if (surge && unavailable) {
    return [{
      id: 'surge-and-unavailable', field: field('maxSurge'),
      rule: `maxSurge ${JSON.stringify(view.maxSurge)} beside maxUnavailable ${JSON.stringify(view.maxUnavailable)} ("may not be set when maxUnavailable is non-zero")`,
      remedy: `set ${field('maxSurge')} or ${field('maxUnavailable')} to 0`,
    }]
  }
  if (!surge && !unavailable) {
    return [{
      id: 'max-unavailable-zero', field: field('maxUnavailable'),
      rule: `maxUnavailable ${JSON.stringify(view.maxUnavailable)} with maxSurge ${JSON.stringify(view.maxSurge)} ("cannot be 0 when maxSurge is 0")`,
      remedy: `set ${field('maxUnavailable')} to at least 1`,
    }]
  }
  if (surge && view.rollingUpdateType === 'InPlaceIfPossible') {
    return [{
      id: 'surge-disables-in-place', field: field('maxSurge'),
      rule: `maxSurge ${JSON.stringify(view.maxSurge)} with ${view.policyField} InPlaceIfPossible ("must be 0 for InPlaceIfPossible type"): ` +
        'a DaemonSet that surges starts a new Pod beside each old one and never updates in place',
      remedy: `set ${field('maxSurge')} to 0 and ${field('maxUnavailable')} to at least 1`,
    }]
  }
  return []
}

/** The webhook's getIntOrPercentValue: an int, or the number before a percentage's `%`. */
function nonZero(value: IntOrString): boolean {
  return typeof value === 'number' ? value !== 0 : Number(value.slice(0, -1)) !== 0
}
