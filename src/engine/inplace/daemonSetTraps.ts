/**
 * Advanced DaemonSet's own rules around an in-place rollout, from Kruise's webhook
 * (pkg/webhook/daemonset/validating/daemonset_validation.go) and controller (pkg/controller/daemonset): what its webhook
 * refuses, and what its controller does that a user expecting in-place updates does not see coming.
 */
import { CONDITION_IN_PLACE_READY } from '../kruise/apiNames.js'
import type { IntOrString } from '../kube/intOrPercent.js'
import type { DaemonSetView } from '../workloads/daemonSet.js'
import type { PreviousWorkload } from '../workloads/previousWorkload.js'
import type { TemplateClassification } from './eligibility.js'
import type { Trap } from './trap.js'

export interface DaemonSetTrapContext {
  /** Absent on CREATE. */
  classification?: TemplateClassification
  /** The DaemonSet before the update; absent on CREATE. */
  previous?: Pick<PreviousWorkload, 'podsCarryReadinessGate'>
}

export function daemonSetTraps(view: DaemonSetView, ctx: DaemonSetTrapContext): Trap[] {
  const traps: Trap[] = []
  if (view.updateType === 'RollingUpdate') traps.push(...strategyRefusals(view))
  if (view.lifecycle?.inPlaceUpdate !== undefined) {
    traps.push({
      id: 'in-place-hook-forbidden', severity: 'warning', field: 'spec.lifecycle.inPlaceUpdate', kruiseRefuses: true,
      message: 'OpenKruise refuses spec.lifecycle.inPlaceUpdate on a DaemonSet ("inPlaceUpdate hook has not supported yet"): remove it; ' +
        'spec.lifecycle.preDelete is the hook a DaemonSet honours',
    })
  }
  const eligibility = ctx.classification?.eligibility
  if (view.updateType !== 'RollingUpdate' || eligibility === undefined) return traps
  if (view.rollingUpdateType === 'InPlaceIfPossible' && !view.surges && ctx.previous?.podsCarryReadinessGate === false && eligibility !== 'recreate') {
    traps.push(podsLackReadinessGate(view, eligibility === 'in-place'))
  }
  if (view.nodeSelector !== undefined && eligibility !== 'unchanged') {
    traps.push({
      id: 'node-selector-holds', severity: 'info', field: `${view.strategyField}.selector`,
      message: `${view.strategyField}.selector is set: only Pods on the nodes it selects take this change; Pods on every other node keep ` +
        `the old revision until the selector is widened or removed`,
    })
  }
  return traps
}

/**
 * validateRollingUpdateDaemonSet: maxSurge and maxUnavailable may not both be non-zero nor both zero, and
 * InPlaceIfPossible takes no surge. The webhook reads each value as written (after defaulting), not scaled to nodes.
 */
function strategyRefusals(view: DaemonSetView): Trap[] {
  const field = (name: string) => `${view.strategyField}.${name}`
  const surge = nonZero(view.maxSurge)
  const unavailable = nonZero(view.maxUnavailable)
  if (surge && unavailable) {
    return [{
      id: 'surge-and-unavailable', severity: 'warning', field: field('maxSurge'), kruiseRefuses: true,
      message: `OpenKruise refuses maxSurge ${JSON.stringify(view.maxSurge)} beside maxUnavailable ${JSON.stringify(view.maxUnavailable)} ` +
        `("may not be set when maxUnavailable is non-zero"): set ${field('maxSurge')} or ${field('maxUnavailable')} to 0`,
    }]
  }
  if (!surge && !unavailable) {
    return [{
      id: 'max-unavailable-zero', severity: 'warning', field: field('maxUnavailable'), kruiseRefuses: true,
      message: `OpenKruise refuses maxUnavailable ${JSON.stringify(view.maxUnavailable)} with maxSurge ${JSON.stringify(view.maxSurge)} ` +
        `("cannot be 0 when maxSurge is 0"): set ${field('maxUnavailable')} to at least 1`,
    }]
  }
  if (surge && view.rollingUpdateType === 'InPlaceIfPossible') {
    return [{
      id: 'surge-disables-in-place', severity: 'warning', field: field('maxSurge'), kruiseRefuses: true,
      message: `OpenKruise refuses maxSurge ${JSON.stringify(view.maxSurge)} with ${view.policyField} InPlaceIfPossible ("must be 0 for ` +
        `InPlaceIfPossible type"): a DaemonSet that surges starts a new Pod beside each old one and never updates in place. ` +
        `Set ${field('maxSurge')} to 0 and ${field('maxUnavailable')} to at least 1`,
    }]
  }
  return []
}

/**
 * Standard → InPlaceIfPossible: the controller appends the readiness gate only to Pods it creates under
 * InPlaceIfPossible, and `canPodInPlaceUpdate` deletes every Pod without it, silently (no Event).
 */
function podsLackReadinessGate(view: DaemonSetView, changesNow: boolean): Trap {
  const why = `the DaemonSet's Pods were created under ${view.policyField} Standard and lack the ${CONDITION_IN_PLACE_READY} readiness gate, ` +
    `which OpenKruise adds only to Pods it creates under InPlaceIfPossible, and it never updates a Pod without that gate in place`
  return {
    id: 'pods-lack-readiness-gate', severity: 'warning', field: view.policyField,
    message: changesNow
      ? `${why}: this update recreates every Pod once, node by node, although the change could go in place; ` +
        'only the Pods it creates carry the gate, so later updates can go in place. Accept one recreation, or roll this change out while Pods may restart'
      : `${why}: nothing changes now, but the next template change recreates every Pod once, node by node, even one that could go in place. ` +
        'To choose when that happens, make a template change (an annotation will do) while Pods may restart',
  }
}

/** The webhook's getIntOrPercentValue: an int, or the number before a percentage's `%`. */
function nonZero(value: IntOrString): boolean {
  return typeof value === 'number' ? value !== 0 : Number(value.slice(0, -1)) !== 0
}
