import type { DecodedPrediction, Prediction } from '../engine/inplace/prediction.js'
import { type BlockedRevision, type ClusterView, heldBackRevisions } from '../engine/rollout/heldBackRevisions.js'
import { inPlaceOnlyError } from '../engine/update/podUpdate.js'
import { type PolicyConfig, type PolicyResult, MAX_LISTED_CHANGES, subjectOf } from './policy.js'
import { boundedList, comparePointers, oneLine } from './text.js'
import { type Warning, warning } from './warning.js'

export type { ClusterView }

/**
 * Revision-aware admission: with a cluster view, an UPDATE is also checked against every revision the workload's
 * Pods run (engine/rollout/heldBackRevisions.ts). Pods held back at an older revision that cannot reach the new template in
 * place are denied (their strategy in denyStrategies) or warned about, naming the revision, its Pods and the
 * blocking fields. Without a view nothing changes. Every sentence about it is written here.
 */

export const AUDIT_BLOCKED_REVISIONS = 'blocked-revisions'
const MAX_LISTED_REVISIONS = 5

/** The blocked revisions of an UPDATE (engine/rollout/heldBackRevisions.ts), or none (no view, no Pods seen, a create). */
export function heldBackFor(decoded: DecodedPrediction, request: { operation: string; oldObject?: unknown }, view: ClusterView | undefined): BlockedRevision[] {
  if (view === undefined || request.operation !== 'UPDATE') return []
  const { namespace, name, kind } = decoded.prediction
  return heldBackRevisions(decoded, request.oldObject, view.runningRevisions(namespace, name, kind))
}

/** `result` with the held-back revisions added: a deny when the strategy is denied and nothing denied it yet, else warnings. */
export function withHeldBack(result: PolicyResult, prediction: Prediction, blocked: BlockedRevision[], config: PolicyConfig): PolicyResult {
  if (blocked.length === 0) return result
  const audit = { ...result.auditAnnotations, [AUDIT_BLOCKED_REVISIONS]: blocked.map((b) => `${b.revision}:${b.pods}`).join(',') }
  if (result.decision === 'deny') return { ...result, auditAnnotations: audit }
  if (config.denyStrategies.includes(prediction.strategy)) {
    return { ...result, decision: 'deny', denyMessage: heldBackDenyMessage(prediction, blocked), auditAnnotations: { ...audit, decision: 'deny' } }
  }
  const warnings = [...result.warnings, ...blocked.slice(0, MAX_LISTED_REVISIONS).map((b) => heldBackWarning(prediction, b))]
  return { ...result, decision: 'warn', warnings, auditAnnotations: { ...audit, decision: 'warn' } }
}


function podsRunning(b: BlockedRevision): string {
  return `${b.pods === 1 ? '1 Pod still runs' : `${b.pods} Pods still run`} revision ${b.revision}`
}

/** In the order of the manifest, as the deny message of a plain update lists them. */
function fields(b: BlockedRevision): string {
  const sorted = [...b.blocking].sort((x, y) => comparePointers(x.change.pointer, y.change.pointer))
  return boundedList(sorted.map((v) => `${v.change.path} (${v.rule})`), MAX_LISTED_CHANGES)
}

export function heldBackDenyMessage(prediction: Prediction, blocked: BlockedRevision[]): string {
  const listed = blocked.slice(0, MAX_LISTED_REVISIONS).map((b) => `${podsRunning(b)}, which cannot be updated in place to this template: ${fields(b)}`)
  const more = blocked.length > MAX_LISTED_REVISIONS ? ` (and ${blocked.length - MAX_LISTED_REVISIONS} more revisions)` : ''
  const what = `${subjectOf(prediction)} uses ${prediction.strategy} (${prediction.policyField}), but ${listed.join('; ')}${more}.`
  const stall = prediction.kind === 'CloneSet'
    ? 'it would stall with the CloneSet condition FailedUpdate "update strategy is InPlaceOnly but can not update in-place" and retry for ever, without an Event'
    : `it would stall with "${inPlaceOnlyError('…', prediction.kind)}" and retry for ever, without an Event or a condition`
  const why = prediction.strategy === 'InPlaceOnly'
    ? `OpenKruise's own webhook allows this update (it compares only the previous template), but the controller updates those Pods from the revision they run: ${stall}.`
    : `${prediction.strategy} would delete and recreate those Pods, and this webhook is configured to stop that.`
  return `${what} ${why} To proceed, keep those fields as that revision has them, or let those Pods be recreated knowingly (another update strategy, or delete them).`
}

/** The fields come last: where a response's warnings must be cut to fit the apiserver's budget, the cut falls on them. */
export function heldBackWarning(prediction: Prediction, b: BlockedRevision): Warning {
  const stalls = prediction.kind === 'CloneSet' ? 'the controller stalls on them (FailedUpdate)' : 'the controller stalls on them'
  const what = prediction.strategy === 'InPlaceOnly' ? stalls : `${prediction.strategy} recreates them`
  return warning('held-back-revision', oneLine(`${subjectOf(prediction)}: ${b.pods === 1 ? '1 Pod' : `${b.pods} Pods`} at revision ${b.revision} cannot be updated in place to this template, ${what}: ${fields(b)}`))
}
