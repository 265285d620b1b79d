/**
 * Advanced StatefulSet's own rules around an in-place rollout, from Kruise's webhook
 * (pkg/webhook/statefulset/validating/statefulset_validation.go) and controller (stateful_set_control.go): what its
 * webhook refuses that CloneSet's does not, and what it lets through that its controller then cannot do.
 */
import { CONDITION_IN_PLACE_READY } from '../kruise/apiNames.js'
import type { FeatureGates } from '../kruise/gates.js'
import { carriesReadinessGate } from '../kruise/podReadiness.js'
import type { StatefulSetView } from '../workloads/statefulSet.js'
import type { Change } from './diff.js'
import type { TemplateClassification } from './eligibility.js'
import { statefulSetPodsRefused } from './podsRefusedTrap.js'
import type { Trap } from './trap.js'

/** Kruise's `appspub.InPlaceUpdateReady` condition type. */
export const IN_PLACE_UPDATE_READY = CONDITION_IN_PLACE_READY
export { carriesReadinessGate }

const READINESS_GATES = 'spec.template.spec.readinessGates'
const OWN_WEBHOOK_ADMITS = "OpenKruise's StatefulSet webhook does not run Kubernetes' Pod validation on the template"

export interface StatefulSetTrapContext {
  /** Absent on CREATE. */
  classification?: TemplateClassification
  /** The template changes Kruise's webhook rejects under InPlaceOnly (inPlaceOnlyRejections). */
  kruiseWebhookRejects: readonly Change[]
  /** The claim templates differ from the previous object's. */
  vctChanged: boolean
  gates: FeatureGates
}

export function statefulSetTraps(view: StatefulSetView, ctx: StatefulSetTrapContext): Trap[] {
  const traps: Trap[] = []
  const rolling = view.updateType === 'RollingUpdate'
  const inPlacePolicy = view.podUpdatePolicy !== 'ReCreate'
  const hasGate = carriesReadinessGate(view.template)
  const strategyField = (name: string) => `${view.strategyField}.${name}`

  // validatePodUpdatePolicy: InPlaceIfPossible and InPlaceOnly need the gate in the template; ASTS never injects it.
  if (rolling && inPlacePolicy && !hasGate) {
    traps.push({
      id: 'readiness-gate-missing', severity: 'warning', field: READINESS_GATES,
      message: `OpenKruise refuses podUpdatePolicy ${view.podUpdatePolicy} on an Advanced StatefulSet whose template lacks the ${IN_PLACE_UPDATE_READY} ` +
        `readiness gate: add {conditionType: ${IN_PLACE_UPDATE_READY}} to ${READINESS_GATES} (a pod spec change: every Pod is recreated once)`,
    })
  }
  // The gate is part of the pod spec: adding it is a change no Pod takes in place.
  const oldTemplate = ctx.classification?.oldTemplate
  if (rolling && oldTemplate !== undefined && hasGate && !carriesReadinessGate(oldTemplate)) {
    traps.push({
      id: 'readiness-gate-added', severity: 'warning', field: READINESS_GATES,
      message: `adding the ${IN_PLACE_UPDATE_READY} readiness gate changes the pod spec, so OpenKruise recreates every Pod once, ` +
        `ordinal by ordinal, whatever podUpdatePolicy says; only later updates can go in place. Roll it out on its own, with no other template change`,
    })
  }
  // validateMaxUnavailableField: anything but the integer 1 needs Parallel (the default 1 passes).
  if (view.podManagementPolicy !== 'Parallel') {
    if (rolling && view.maxUnavailable !== 1) traps.push(needsParallel(strategyField('maxUnavailable'), `maxUnavailable ${JSON.stringify(view.maxUnavailable)}`))
    if (view.scaleMaxUnavailable !== undefined && view.scaleMaxUnavailable !== 1) {
      traps.push(needsParallel('spec.scaleStrategy.maxUnavailable', `scaleStrategy.maxUnavailable ${JSON.stringify(view.scaleMaxUnavailable)}`))
    }
    // validateRollingUpdateStatefulSetStrategyTypeUnorderedUpdate: any unorderedUpdate, with or without priorities.
    if (rolling && view.unorderedUpdate !== undefined) traps.push(needsParallel(strategyField('unorderedUpdate'), 'unorderedUpdate'))
  }
  if (ctx.vctChanged) traps.push(claimTemplatesUnapplied(view))
  // Kruise's StatefulSet webhook runs no Pod validation on the template (Kubernetes' StatefulSet check reads only its labels and annotations).
  traps.push(...statefulSetPodsRefused(view.template, view.volumeClaimTemplates, { spec: 'spec', admittedBy: OWN_WEBHOOK_ADMITS }))
  if (ctx.classification !== undefined) traps.push(...inPlaceOnlyStall(view, ctx))
  return traps
}

/** A revision holds only spec.template: claim templates reach existing claims only through StatefulSetAutoResizePVCGate. */
function claimTemplatesUnapplied(view: StatefulSetView): Trap {
  const resize = view.volumeClaimUpdateType === 'OnPodRollingUpdate'
    ? 'only if kruise-manager runs with StatefulSetAutoResizePVCGate does OnPodRollingUpdate resize the claims of each Pod it updates (a storage size change only)'
    : 'to resize existing claims, run kruise-manager with StatefulSetAutoResizePVCGate and set spec.volumeClaimUpdateStrategy.type to OnPodRollingUpdate'
  return {
    id: 'claim-templates-unapplied', severity: 'warning', field: 'spec.volumeClaimTemplates',
    message: 'volumeClaimTemplates changed, but OpenKruise\'s StatefulSet revisions hold only spec.template: a claim-template change starts no rollout of its own, existing ' +
      `PersistentVolumeClaims keep their old spec, and only Pods at new ordinals get claims from the new templates; ${resize}`,
  }
}

function needsParallel(field: string, what: string): Trap {
  return {
    id: 'needs-parallel', severity: 'warning', field,
    message: `OpenKruise refuses ${what} unless spec.podManagementPolicy is Parallel: remove ${what.split(' ')[0]}, or set ` +
      'spec.podManagementPolicy to Parallel when the StatefulSet is created (OpenKruise forbids changing it later)',
  }
}

/**
 * InPlaceOnly, an update Kruise's webhook admits (its pattern is unanchored) and its controller cannot do in place
 * (`inPlaceUpdatePod` returns "find strategy is InPlaceOnly but Pod … can not update in-place" and retries for ever,
 * with no Event).
 */
function inPlaceOnlyStall(view: StatefulSetView, ctx: StatefulSetTrapContext): Trap[] {
  const c = ctx.classification!
  if (view.updateType !== 'RollingUpdate' || view.podUpdatePolicy !== 'InPlaceOnly' || c.eligibility !== 'recreate' || ctx.kruiseWebhookRejects.length > 0) return []
  const blocking = c.verdicts.filter((v) => v.effect === 'recreate').map((v) => v.change.path)
  return [{
    id: 'in-place-only-stall', severity: 'warning', field: blocking[0] ?? 'spec.template',
    message: `OpenKruise's webhook admits this InPlaceOnly update, but its StatefulSet controller cannot update the Pods in place ` +
      `because ${blocking.join(', ')} changed: the rollout stalls at the first Pod ("find strategy is InPlaceOnly but Pod … can not update in-place", ` +
      `retried without an Event). Revert ${blocking.length === 1 ? 'that change' : 'those changes'}, or set ${view.policyField} to InPlaceIfPossible or ReCreate to let the Pods be recreated`,
  }]
}
