/**
 * What Advanced DaemonSet's controller (pkg/controller/daemonset) does around an in-place rollout that a user expecting
 * in-place updates does not see coming. What its webhook refuses is a refusal (daemonSetRefusals.ts): the denial names
 * it, no trap repeats it, as for every workload.
 */
import { CONDITION_IN_PLACE_READY } from '../kruise/apiNames.js'
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
