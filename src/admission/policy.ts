import type { PodUpdatePolicy } from '../engine/workloads/cloneSet.js'
import type { Verdict } from '../engine/inplace/eligibility.js'
import type { Consequence, Outcome, Prediction } from '../engine/inplace/prediction.js'
import type { Trap } from '../engine/inplace/trap.js'
import { kruiseRelease } from '../engine/kruise/releases.js'
import { boundedList, comparePointers, oneLine } from './text.js'
import { type Warning, warning } from './warning.js'

/**
 * The one policy: an engine prediction becomes allow / warn / deny, with the messages, annotations and audit
 * annotations a person or a GitOps tool sees. Every sentence a user reads about a prediction is written here,
 * once, and tested verbatim. No OpenKruise rule lives here: only what to do with the engine's answer.
 */
export interface PolicyConfig {
  /** Workload update strategies whose recreating updates are denied; SidecarSetNotUpgradable: SidecarSet updates that leave running Pods behind. */
  denyStrategies: (PodUpdatePolicy | 'SidecarSetNotUpgradable')[]
}

export const DEFAULT_POLICY: PolicyConfig = Object.freeze({ denyStrategies: ['InPlaceOnly'] as PodUpdatePolicy[] })

export type Decision = 'allow' | 'warn' | 'deny'

export interface PolicyResult {
  decision: Decision
  /** Set when decision === 'deny'. */
  denyMessage?: string
  /** kubectl `Warning:` lines, whole: one line each, no control characters, at most WARNING_MAX_RUNES. */
  warnings: Warning[]
  /** Annotations stamped on the CloneSet by /mutate. */
  annotations: Record<string, string>
  /** Audit annotations; the apiserver stores each as `<webhook name>/<key>`. */
  auditAnnotations: Record<string, string>
}

export const ANNOTATION_PREFIX = 'inplace-guard.io/'
export const ANNOTATION_PREDICTED_UPDATE = `${ANNOTATION_PREFIX}predicted-update`
export const ANNOTATION_RECREATE_REASONS = `${ANNOTATION_PREFIX}recreate-reasons`
export const ANNOTATION_RESTART_CONTAINERS = `${ANNOTATION_PREFIX}restart-containers`
/** Every annotation /mutate owns: stale ones are removed when a new prediction no longer sets them. */
export const GUARD_ANNOTATIONS = [ANNOTATION_PREDICTED_UPDATE, ANNOTATION_RECREATE_REASONS, ANNOTATION_RESTART_CONTAINERS] as const

export const AUDIT_PREDICTED_UPDATE = 'predicted-update'
export const AUDIT_DECISION = 'decision'
export const AUDIT_UPDATE_STRATEGY = 'update-strategy'
export const AUDIT_RECREATE_REASONS = 'recreate-reasons'
export const AUDIT_RESTART_CONTAINERS = 'restart-containers'
export const AUDIT_TRAPS = 'traps'
export const AUDIT_ERROR = 'error'
export const AUDIT_KEYS = [
  AUDIT_PREDICTED_UPDATE, AUDIT_DECISION, AUDIT_UPDATE_STRATEGY, AUDIT_RECREATE_REASONS, AUDIT_RESTART_CONTAINERS, AUDIT_TRAPS, AUDIT_ERROR,
] as const

export type PredictedUpdate = 'Unchanged' | 'InPlace' | 'Recreate'
const PREDICTED_UPDATE: Record<Outcome, PredictedUpdate> = { unchanged: 'Unchanged', 'in-place': 'InPlace', recreate: 'Recreate' }

/** Blocking changes named in a deny message or in warnings before "and N more". */
export const MAX_LISTED_CHANGES = 10
/** Bound of the recreate-reasons annotation and audit annotation values. */
export const MAX_REASONS_CHARS = 1024
const POLICIES: readonly PodUpdatePolicy[] = ['InPlaceOnly', 'InPlaceIfPossible', 'ReCreate']

export function predictedUpdate(outcome: Outcome): PredictedUpdate {
  return PREDICTED_UPDATE[outcome]
}

/**
 * The consequences in which the controller recreates Pods (or, for InPlaceOnly, fails trying). `on-delete` is not one:
 * OnDelete never touches a Pod, so nothing fails and nothing is recreated until someone deletes a Pod.
 */
const RECREATE_CONSEQUENCES: readonly Consequence[] = ['rollout-fails', 'silent-recreate', 'recreate']

/** What to do with the engine's prediction of one write: allow, warn or deny, and every sentence about it. */
export function applyPolicy(prediction: Prediction, config: PolicyConfig, operation: 'CREATE' | 'UPDATE'): PolicyResult {
  const recreating = operation === 'UPDATE' && RECREATE_CONSEQUENCES.includes(prediction.consequence)
  const changes = recreatingChanges(prediction)
  // OpenKruise's own webhook refuses these updates whatever this webhook's configuration: denying first names every field.
  const kruiseRejects = operation === 'UPDATE' && prediction.kruiseWebhookRejects.length > 0
  const kruiseRefuses = prediction.kruiseWebhookRefusals.length > 0
  const deny = kruiseRefuses || kruiseRejects || (recreating && config.denyStrategies.includes(prediction.strategy))
  const warnings = [...trapWarnings(prediction), ...droppedFieldWarnings(prediction)]
  // ReCreate asked for recreation: saying so on every update is noise (a warning only where the Pods' fate surprises).
  if (recreating && !deny && prediction.consequence !== 'recreate') warnings.unshift(...recreateWarnings(prediction, changes))
  const decision: Decision = deny ? 'deny' : warnings.length > 0 ? 'warn' : 'allow'
  const annotations = annotationsFor(prediction, changes)
  const result: PolicyResult = {
    decision,
    warnings: distinct(warnings),
    annotations,
    auditAnnotations: auditAnnotationsFor(prediction, decision, annotations),
  }
  if (deny) {
    result.denyMessage = kruiseRefuses
      ? kruiseRefusalMessage(prediction, operation)
      : kruiseRejects ? kruiseRejectionMessage(prediction, config) : denyMessage(prediction, changes, config)
  }
  return result
}

/**
 * The changes that make the Pods be recreated: the engine's blocking verdicts; for a ReCreate policy, whose Pods are
 * recreated by any template change, every change that has an effect.
 */
export function recreatingChanges(prediction: Prediction): Verdict[] {
  const changes = prediction.blocking.length > 0 || prediction.outcome !== 'recreate'
    ? prediction.blocking
    : prediction.verdicts.filter((verdict) => verdict.effect !== 'none')
  // In the order of the manifest (the engine keeps Kruise's patch order, which runs lists backwards).
  return [...changes].sort((a, b) => comparePointers(a.change.pointer, b.change.pointer))
}

export function denyMessage(prediction: Prediction, changes: Verdict[], config: PolicyConfig): string {
  const field = prediction.policyField
  const subject = subjectOf(prediction)
  const listed = boundedList(changes.map(describeVerdict), MAX_LISTED_CHANGES)
  const count = changes.length === 1 ? '1 change' : `${changes.length} changes`
  const what = prediction.strategy === 'ReCreate'
    ? `${subject} uses ReCreate (${field}), so ${count === '1 change' ? '1 change deletes' : `${count} delete`} and recreate${count === '1 change' ? 's' : ''} every Pod: ${listed}.`
    : `${subject} uses ${prediction.strategy} (${field}), but ${count} cannot be applied in place: ${listed}.`
  const why = reason(prediction)
  const alternatives = POLICIES.filter((p) => p !== prediction.strategy && !config.denyStrategies.includes(p))
  const howTo = alternatives.length > 0
    ? `To proceed, revert those fields, or set ${field} to ${alternatives.join(' or ')} knowingly: every Pod will then be deleted and recreated.`
    : 'To proceed, revert those fields; this webhook denies Pod recreation under every update strategy.'
  return `${what} ${why} ${howTo}`
}

/** The name of the validating webhook OpenKruise registers for the workload's kind. */
const KRUISE_WEBHOOK: Record<Prediction['kind'], string> = { CloneSet: 'vcloneset.kb.io', StatefulSet: 'vstatefulset.kb.io', DaemonSet: 'vdaemonset.kb.io' }

/**
 * The deny message for a write OpenKruise's validating webhook refuses by a rule other than its InPlaceOnly template
 * diff (engine: kruiseWebhookRefusals): every refused field with its rule, and the InPlaceOnly rejections beside them.
 * What the API server's own validation refuses comes first: it answers before any webhook is asked.
 */
export function kruiseRefusalMessage(prediction: Prediction, operation: 'CREATE' | 'UPDATE'): string {
  const listed = (apiServer: boolean) => prediction.kruiseWebhookRefusals.filter((r) => (r.apiServer === true) === apiServer).map((r) => `${r.field}: ${r.rule}`)
  const [byApiServer, byKruise] = [listed(true), listed(false)]
  const refusedBy = [
    ...(byApiServer.length > 0 ? [`the API server refuses it: ${byApiServer.join('; ')}`] : []),
    ...(byKruise.length > 0 ? [`OpenKruise's own validating webhook (${KRUISE_WEBHOOK[prediction.kind]}) refuses it${byApiServer.length > 0 ? ' too' : ''}: ${byKruise.join('; ')}`] : []),
  ]
  const rejected = operation === 'UPDATE' ? sortedRejections(prediction) : []
  const also = rejected.length > 0
    ? ` Under InPlaceOnly it also rejects every change to spec.template.spec but a container image: ${boundedList(rejected.map(({ change }) => change.path), MAX_LISTED_CHANGES)}.`
    : ''
  const what = `${subjectOf(prediction)} cannot be ${operation === 'CREATE' ? 'created' : 'updated'} as written: ${refusedBy.join('. ')}.`
  const howTo = `To proceed, ${[...new Set(prediction.kruiseWebhookRefusals.map((r) => r.remedy))].join('; ')}.`
  return `${what}${also} ${howTo}`
}

function sortedRejections(prediction: Prediction) {
  return prediction.kruiseWebhookRejects
    .map((change) => ({ change, rule: prediction.verdicts.find((v) => v.change === change)?.rule }))
    .sort((a, b) => comparePointers(a.change.pointer, b.change.pointer))
}

/**
 * The deny message for an update OpenKruise's validating webhook (vcloneset.kb.io, vstatefulset.kb.io) rejects as
 * well: it names every rejected field, where Kruise's own message names the first one only.
 */
export function kruiseRejectionMessage(prediction: Prediction, config: PolicyConfig): string {
  const field = prediction.policyField
  const rejected = sortedRejections(prediction)
  const listed = boundedList(rejected.map(({ change, rule }) => (rule ? `${change.path} (${rule})` : change.path)), MAX_LISTED_CHANGES)
  const count = rejected.length === 1 ? '1 change is not' : `${rejected.length} changes are not`
  const what = `${subjectOf(prediction)} uses ${prediction.strategy} (${field}), and ${count} a container image change: ${listed}.`
  const why = `OpenKruise's own validating webhook (${KRUISE_WEBHOOK[prediction.kind]}) rejects this update too: under InPlaceOnly it allows no change to spec.template.spec other than container images, and its message names only the first other change.`
  return `${what} ${why} ${kruiseRejectionHowTo(prediction, config)}`
}

function kruiseRejectionHowTo(prediction: Prediction, config: PolicyConfig): string {
  const field = prediction.policyField
  const alternatives = POLICIES.filter((p) => p !== prediction.strategy && !config.denyStrategies.includes(p))
  if (prediction.eligibility !== 'recreate' && alternatives.includes('InPlaceIfPossible')) {
    return `To proceed, revert those fields, or set ${field} to InPlaceIfPossible: OpenKruise then applies this update in place.`
  }
  return alternatives.length > 0
    ? `To proceed, revert those fields, or set ${field} to ${alternatives.join(' or ')} knowingly: every Pod will then be deleted and recreated.`
    : 'To proceed, revert those fields; this webhook denies Pod recreation under every update strategy.'
}

function reason(prediction: Prediction): string {
  switch (prediction.strategy) {
    case 'InPlaceOnly':
      return prediction.kind === 'StatefulSet'
        ? "OpenKruise's own webhook (vstatefulset.kb.io) lets this update through, but its StatefulSet controller never recreates Pods under InPlaceOnly: it stalls at the first Pod to update (\"find strategy is InPlaceOnly but Pod … can not update in-place\") and retries for ever, without an Event."
        : 'InPlaceOnly never recreates Pods, so OpenKruise cannot roll this template out to them.'
    case 'InPlaceIfPossible':
      return 'InPlaceIfPossible would silently fall back to deleting and recreating every Pod, and this webhook is configured to stop that.'
    case 'ReCreate':
      return 'This webhook is configured to stop that.'
  }
}

function recreateWarnings(prediction: Prediction, changes: Verdict[]): Warning[] {
  const subject = subjectOf(prediction)
  const perChange = changes.slice(0, MAX_LISTED_CHANGES).map((verdict) => warning('recreate-change', oneLine(`${describeVerdict(verdict)} cannot be applied in place`), verdict.change.path))
  const more = changes.length > MAX_LISTED_CHANGES ? ` (${changes.length} changes, the first ${MAX_LISTED_CHANGES} listed)` : ''
  const summary =
    prediction.strategy === 'ReCreate'
      ? `${subject}: ReCreate will delete and recreate every Pod for this update${more}`
      : `${subject}: ${prediction.strategy} will delete and recreate every Pod instead of updating in place${more}; revert the fields above to keep the Pods`
  return [...perChange, warning('recreate', oneLine(summary), prediction.policyField)]
}

/**
 * One warning per template field the Kruise release's Go types drop (never a deny: the update is harmless, the field
 * is just ignored), the first MAX_LISTED_CHANGES by name.
 */
function droppedFieldWarnings(prediction: Prediction): Warning[] {
  const fields = prediction.droppedFields
  if (fields.length === 0) return []
  const facts = kruiseRelease(prediction.kruiseRelease)
  const kruise = `${facts.release === 'next' ? "OpenKruise's main branch" : `OpenKruise ${facts.release}`} (k8s.io/api ${facts.kubernetesApi})`
  const named = fields.slice(0, MAX_LISTED_CHANGES)
    .map(({ path }) => warning('dropped-field', oneLine(`${oneLine(path, 96)}: ${kruise} does not know this field and drops it, so it never reaches a Pod`), path))
  const rest = fields.length - named.length
  if (rest > 0) named.push(warning('dropped-fields', oneLine(`${rest} more ${rest === 1 ? 'field' : 'fields'} of ${subjectOf(prediction)} that ${kruise} does not know and drops`)))
  return named
}

function trapWarnings(prediction: Prediction): Warning[] {
  return prediction.traps.filter((trap) => trap.severity === 'warning').map((trap) => trapWarning(trap))
}

/** A trap as a warning: `trap/<id>` at its field, its message after `about` (a UnitedDeployment's subset) when given. */
export function trapWarning(trap: Trap, about?: string): Warning {
  return warning(`trap/${trap.id}`, oneLine(about === undefined ? trap.message : `${about}: ${trap.message}`), trap.field)
}

function annotationsFor(prediction: Prediction, changes: Verdict[]): Record<string, string> {
  const annotations: Record<string, string> = { [ANNOTATION_PREDICTED_UPDATE]: predictedUpdate(prediction.outcome) }
  if (prediction.outcome === 'recreate' && changes.length > 0) {
    annotations[ANNOTATION_RECREATE_REASONS] = boundedList(changes.map((v) => v.change.path), MAX_LISTED_CHANGES, MAX_REASONS_CHARS)
  }
  if (prediction.outcome === 'in-place' && prediction.restartedContainers.length > 0) {
    annotations[ANNOTATION_RESTART_CONTAINERS] = boundedList(prediction.restartedContainers, Infinity, MAX_REASONS_CHARS)
  }
  return annotations
}

function auditAnnotationsFor(prediction: Prediction, decision: Decision, annotations: Record<string, string>): Record<string, string> {
  const audit: Record<string, string> = {
    [AUDIT_PREDICTED_UPDATE]: annotations[ANNOTATION_PREDICTED_UPDATE],
    [AUDIT_DECISION]: decision,
    [AUDIT_UPDATE_STRATEGY]: prediction.strategy,
  }
  const reasons = annotations[ANNOTATION_RECREATE_REASONS]
  if (reasons !== undefined) audit[AUDIT_RECREATE_REASONS] = reasons
  const restarts = annotations[ANNOTATION_RESTART_CONTAINERS]
  if (restarts !== undefined) audit[AUDIT_RESTART_CONTAINERS] = restarts
  if (prediction.traps.length > 0) audit[AUDIT_TRAPS] = [...new Set(prediction.traps.map((trap) => trap.id))].join(',')
  return audit
}

/** The warnings without repeated lines, first occurrences kept in order. There are a handful: a Set would cost more. */
function distinct(items: Warning[]): Warning[] {
  const kept: Warning[] = []
  for (const item of items) if (!kept.some((k) => k.text === item.text)) kept.push(item)
  return kept
}

function describeVerdict(verdict: Verdict): string {
  return `${verdict.change.path} (${verdict.rule})`
}

function qualifiedName(prediction: Prediction): string {
  return prediction.namespace ? `${prediction.namespace}/${prediction.name}` : prediction.name
}

/** The object as its user knows it: `CloneSet shop/web`, `StatefulSet shop/db`. */
export function subjectOf(prediction: Pick<Prediction, 'kind' | 'namespace' | 'name'>): string {
  return `${prediction.kind} ${qualifiedName(prediction as Prediction)}`
}

/** How an engine failure is answered: the decision, and the sentence that says why it is denied. */
export interface FailurePolicy {
  decision: 'deny' | 'warn'
  denyReason?: string
}

/**
 * An engine failure (an unreadable object, a bug) never lets through an update this policy would deny: with
 * --on-error=allow, an UPDATE is still denied when the new object declares InPlaceOnly (OpenKruise cannot recreate its
 * Pods, and its own webhook refuses most template changes) or a strategy this webhook denies recreation for, or when
 * its strategy cannot be read at all.
 */
export function engineFailurePolicy(
  strategy: PodUpdatePolicy | undefined, operation: string, onError: 'allow' | 'deny', config: PolicyConfig, kind = 'CloneSet',
): FailurePolicy {
  if (onError === 'deny') return { decision: 'deny', denyReason: 'It is denied because the webhook runs with --on-error=deny.' }
  if (operation !== 'UPDATE') return { decision: 'warn' }
  if (strategy === undefined) {
    return { decision: 'deny', denyReason: 'It is denied because its update strategy cannot be read either, so it may be InPlaceOnly, and an update this webhook cannot check is not let through then.' }
  }
  if (strategy === 'InPlaceOnly' || config.denyStrategies.includes(strategy)) {
    return { decision: 'deny', denyReason: `It is denied because the ${kind} uses ${strategy}, and an update this webhook cannot check is not let through then.` }
  }
  return { decision: 'warn' }
}
