import { childRefusalEffect } from '../engine/inplace/subsetWriteRefusals.js'
import type { SubsetPrediction, UnitedDeploymentPrediction } from '../engine/inplace/unitedDeploymentPrediction.js'
import type { PodUpdatePolicy } from '../engine/workloads/workloadView.js'
import {
  ANNOTATION_PREDICTED_UPDATE, ANNOTATION_RECREATE_REASONS, ANNOTATION_RESTART_CONTAINERS, AUDIT_DECISION, AUDIT_PREDICTED_UPDATE, AUDIT_RECREATE_REASONS,
  AUDIT_RESTART_CONTAINERS, AUDIT_TRAPS, AUDIT_UPDATE_STRATEGY, type Decision, MAX_LISTED_CHANGES, MAX_REASONS_CHARS, type PolicyConfig, type PolicyResult, predictedUpdate, trapWarning,
} from './policy.js'
import { boundedList, oneLine } from './text.js'
import { type Warning, warning } from './warning.js'

/**
 * The policy for a UnitedDeployment write: its prediction is per subset, each child judged by its own kind's rules.
 * Denied when Kruise's UnitedDeployment webhook refuses the write (a CREATE or an UPDATE), when kruise-manager would
 * fail on every write of a child (it panics and exits: no subset changes until the spec is fixed), when a child's Kruise
 * webhook would refuse the controller's write of the child (its update: the subset silently keeps its old template; its
 * creation: the subset gets no Pods, a replaced one loses its Pods, and no other subset is updated), or when a child whose strategy is in --deny-strategies would have to recreate its Pods
 * (an InPlaceOnly child's rollout stops). Warned: every subset whose Pods are recreated, left on the old template until
 * deleted (OnDelete), or deleted with their subset.
 */
export function applyUnitedDeploymentPolicy(prediction: UnitedDeploymentPrediction, config: PolicyConfig, operation: 'CREATE' | 'UPDATE'): PolicyResult {
  const subject = unitedDeploymentSubject(prediction)
  const reasons: string[] = []
  for (const r of prediction.kruiseWebhookRefusals) reasons.push(`${r.apiServer ? 'the API server' : "OpenKruise's UnitedDeployment webhook"} refuses it: ${r.rule} (${r.field}); ${r.remedy}`)
  const failure = prediction.controllerFailure
  if (failure !== undefined) reasons.push(`OpenKruise admits it, but ${failure.rule} (${failure.field}); ${failure.remedy}`)
  for (const s of prediction.subsets) {
    for (const r of s.childRefusals) reasons.push(`${subsetSubject(s)}: ${childRefusalEffect(s.change)}: ${r}`)
    if (operation === 'UPDATE' && s.change === 'updated' && recreates(s) && config.denyStrategies.includes(strategyOf(s))) {
      reasons.push(`${subsetSubject(s)}: the child uses ${strategyOf(s)}, but its Pods would ${s.consequence === 'rollout-fails' ? 'have to be recreated, which it never does: its rollout stops' : 'be recreated'}${because(s)}`)
    }
  }
  // What the refusals hold back, after them (Kruise writes children in name order and stops at a refused write).
  if (reasons.length > 0) for (const s of prediction.subsets) if (s.heldBackBecause !== undefined) reasons.push(s.heldBackBecause)
  const deny = reasons.length > 0
  // A denial names every reason itself (as for the other kinds, no recreate warnings beside it; traps still warn).
  const warnings = [...(operation === 'UPDATE' && !deny ? prediction.subsets.flatMap(subsetWarnings) : []), ...prediction.subsets.flatMap(trapWarnings)]
  const decision: Decision = deny ? 'deny' : warnings.length > 0 ? 'warn' : 'allow'
  const annotations = annotationsFor(prediction)
  const result: PolicyResult = { decision, warnings, annotations, auditAnnotations: auditAnnotationsFor(prediction, decision, annotations) }
  if (deny) result.denyMessage = `inplace-guard denies this ${subject} ${operation === 'CREATE' ? 'creation' : 'update'}: ${reasons.slice(0, MAX_LISTED_CHANGES).join('; ')}${reasons.length > MAX_LISTED_CHANGES ? `; and ${reasons.length - MAX_LISTED_CHANGES} more` : ''}`
  return result
}

/** `subset zone-a (CloneSet shop/web-zone-a-*)`: how every message about one subset names it. */
export function subsetSubject(s: SubsetPrediction): string {
  return `subset ${s.subset} (${s.child})`
}

/** The child's declared pod update policy; an apps/v1 child always recreates (ReCreate). */
function strategyOf(s: SubsetPrediction): PodUpdatePolicy {
  return s.prediction?.strategy ?? 'ReCreate'
}

function recreates(s: SubsetPrediction): boolean {
  return s.consequence === 'recreate' || s.consequence === 'silent-recreate' || s.consequence === 'rollout-fails'
}

function because(s: SubsetPrediction): string {
  const blocking = s.prediction?.blocking ?? []
  if (blocking.length > 0) return ` (not in place: ${boundedList(blocking.map((v) => v.change.path), 3)})`
  return s.prediction === undefined || s.prediction.strategy === 'ReCreate' ? ' (every template change, even the UnitedDeployment revision label, recreates them)' : ''
}

/** How reports name a change of one subset's child: `subset zone-a: spec.template.spec.containers[app].image`. */
export function subsetChangePath(subset: string, path: string): string {
  return `subset ${subset}: ${path}`
}

/** A recreate warning is about the first change that blocks the in-place update, when there is one. */
function blockingPath(s: SubsetPrediction): string | undefined {
  const first = s.prediction?.blocking[0]
  return first === undefined ? undefined : subsetChangePath(s.subset, first.change.path)
}

function subsetWarnings(s: SubsetPrediction): Warning[] {
  if (s.change === 'deleted') return [warning('subset/deleted', oneLine(`${subsetSubject(s)}: the subset is removed: its workload and every Pod in it are deleted`))]
  if (s.change === 'replaced') return [warning('subset/deleted', oneLine(`${subsetSubject(s)}: the template kind changes: this workload and its Pods are deleted and a new one is created`))]
  if (s.consequence === 'on-delete') return [warning('subset/on-delete', oneLine(`${subsetSubject(s)}: its Pods keep the old template until each one is deleted (OnDelete)`))]
  if (s.consequence === 'rollout-fails') return [warning('subset/rollout-fails', oneLine(`${subsetSubject(s)}: the change cannot be made in place and the child never recreates (InPlaceOnly): its rollout stops${because(s)}`), blockingPath(s))]
  if (recreates(s)) return [warning('subset/recreate', oneLine(`${subsetSubject(s)}: every running Pod is recreated${because(s)}`), blockingPath(s))]
  return []
}

/** A child's rollout trap, named by its subset (the trap's field is the UnitedDeployment's). */
function trapWarnings(s: SubsetPrediction): Warning[] {
  return s.traps.filter((trap) => trap.severity === 'warning').map((trap) => trapWarning(trap, subsetSubject(s)))
}

function annotationsFor(prediction: UnitedDeploymentPrediction): Record<string, string> {
  const annotations: Record<string, string> = { [ANNOTATION_PREDICTED_UPDATE]: predictedUpdate(prediction.outcome) }
  const recreating = prediction.subsets.filter((s) => s.outcome === 'recreate').map((s) => s.subset)
  if (recreating.length > 0) annotations[ANNOTATION_RECREATE_REASONS] = boundedList(recreating.map((name) => `subset ${name}`), MAX_LISTED_CHANGES, MAX_REASONS_CHARS)
  const restarted = prediction.subsets.flatMap((s) => (s.outcome === 'in-place' ? (s.prediction?.restartedContainers ?? []).map((c) => `${s.subset}/${c}`) : []))
  if (restarted.length > 0) annotations[ANNOTATION_RESTART_CONTAINERS] = boundedList(restarted, Infinity, MAX_REASONS_CHARS)
  return annotations
}

function auditAnnotationsFor(prediction: UnitedDeploymentPrediction, decision: Decision, annotations: Record<string, string>): Record<string, string> {
  const strategies = [...new Set(prediction.subsets.map(strategyOf))]
  const audit: Record<string, string> = {
    [AUDIT_PREDICTED_UPDATE]: annotations[ANNOTATION_PREDICTED_UPDATE]!,
    [AUDIT_DECISION]: decision,
    [AUDIT_UPDATE_STRATEGY]: `${prediction.childKind}:${strategies.join(',') || 'none'}`,
  }
  const reasons = annotations[ANNOTATION_RECREATE_REASONS]
  if (reasons !== undefined) audit[AUDIT_RECREATE_REASONS] = reasons
  const restarts = annotations[ANNOTATION_RESTART_CONTAINERS]
  if (restarts !== undefined) audit[AUDIT_RESTART_CONTAINERS] = restarts
  const traps = [...new Set(prediction.subsets.flatMap((s) => s.traps.map((trap) => trap.id)))]
  if (traps.length > 0) audit[AUDIT_TRAPS] = traps.join(',')
  return audit
}

export function unitedDeploymentSubject(prediction: Pick<UnitedDeploymentPrediction, 'namespace' | 'name'>): string {
  return `UnitedDeployment ${prediction.namespace ? `${prediction.namespace}/` : ''}${prediction.name}`
}
