import type { KruiseRelease } from '../engine/kruise/releases.js'
import { type SidecarSetUpdatePrediction, blockingClause, describeBlocking, predictSidecarSetUpdate } from '../engine/inplace/sidecarSetUpdate.js'
import { type SidecarSetRefusal, sidecarSetRefusalMessage, sidecarSetRefusals } from '../engine/inplace/sidecarSetRefusals.js'
import { type SidecarSetView, readSidecarSet } from '../engine/workloads/sidecarSet.js'
import {
  ANNOTATION_PREDICTED_UPDATE, ANNOTATION_RESTART_CONTAINERS, AUDIT_DECISION, AUDIT_PREDICTED_UPDATE, AUDIT_RESTART_CONTAINERS,
  AUDIT_UPDATE_STRATEGY, type Decision, type PolicyConfig, type PolicyResult,
} from './policy.js'
import { oneLine } from './text.js'
import { warning } from './warning.js'

/**
 * The policy for a SidecarSet write: its update never recreates a Pod, but a change to anything but sidecar images
 * leaves every running Pod behind for good (Kruise marks them SidecarSetUpgradable=False). That is warned about, and
 * denied when `--deny-strategies` lists SidecarSetNotUpgradable. OpenKruise's own SidecarSet webhook refusals are
 * denied first, naming the field.
 */
export const SIDECARSET_NOT_UPGRADABLE = 'SidecarSetNotUpgradable'

/** The audit annotation naming the sidecar fields that block the in-place upgrade (field paths only, never values). */
export const AUDIT_SIDECAR_BLOCKING = 'sidecar-blocking-fields'

const PREDICTED: Record<SidecarSetUpdatePrediction['outcome'], string> = {
  unchanged: 'Unchanged', 'in-place': 'InPlace', 'not-upgradable': 'NotUpgradable', 'not-updated': 'NotUpdated', paused: 'Paused',
}

export interface SidecarSetDecided {
  view: SidecarSetView
  /** Set for an UPDATE. */
  prediction: SidecarSetUpdatePrediction | undefined
  refusals: SidecarSetRefusal[]
  result: PolicyResult
}

/** The decision on a SidecarSet CREATE or UPDATE; throws the engine's GuardError when an object cannot be read. */
export function decideSidecarSet(operation: 'CREATE' | 'UPDATE', object: unknown, oldObject: unknown, policy: PolicyConfig, kruise?: KruiseRelease): SidecarSetDecided {
  const view = readSidecarSet(object, kruise)
  const previous = operation === 'UPDATE' ? readSidecarSet(oldObject, kruise) : undefined
  const refusals = sidecarSetRefusals(view, previous)
  const prediction = previous === undefined ? undefined : predictSidecarSetUpdate(previous, view)
  return { view, prediction, refusals, result: sidecarSetPolicy(view, prediction, refusals, policy) }
}

function sidecarSetPolicy(view: SidecarSetView, prediction: SidecarSetUpdatePrediction | undefined, refusals: SidecarSetRefusal[], policy: PolicyConfig): PolicyResult {
  const leavesPodsBehind = prediction !== undefined && !prediction.upgradable
  const denyBehind = leavesPodsBehind && (policy.denyStrategies as readonly string[]).includes(SIDECARSET_NOT_UPGRADABLE)
  const deny = refusals.length > 0 || denyBehind
  const warnings = leavesPodsBehind && !deny
    ? prediction.messages.filter((m) => m.includes('not only images')).map((m) => warning('trap/sidecarset-not-upgradable', oneLine(m), prediction.blocking[0]?.path))
    : []
  const decision: Decision = deny ? 'deny' : warnings.length > 0 ? 'warn' : 'allow'
  const annotations: Record<string, string> = {}
  if (prediction !== undefined) {
    annotations[ANNOTATION_PREDICTED_UPDATE] = PREDICTED[prediction.outcome]
    const restarts = prediction.outcome === 'in-place' ? prediction.imageChanges.flatMap((c) => c.restarted) : []
    if (restarts.length > 0) annotations[ANNOTATION_RESTART_CONTAINERS] = restarts.join(',')
  }
  const audit: Record<string, string> = { [AUDIT_DECISION]: decision, [AUDIT_UPDATE_STRATEGY]: view.updateStrategy.type }
  if (prediction !== undefined) audit[AUDIT_PREDICTED_UPDATE] = PREDICTED[prediction.outcome]
  if (annotations[ANNOTATION_RESTART_CONTAINERS] !== undefined) audit[AUDIT_RESTART_CONTAINERS] = annotations[ANNOTATION_RESTART_CONTAINERS]
  if (leavesPodsBehind) audit[AUDIT_SIDECAR_BLOCKING] = oneLine(describeBlocking(prediction.blocking), 1024)
  const result: PolicyResult = { decision, warnings, annotations, auditAnnotations: audit }
  if (refusals.length > 0) result.denyMessage = refusals.map((r) => sidecarSetRefusalMessage(view, r)).join(' ')
  else if (denyBehind) {
    result.denyMessage = `SidecarSet "${view.name}": ${blockingClause(prediction!.blocking)}, not only images, so Kruise would never upgrade the running Pods in place ` +
      '(they would be marked SidecarSetUpgradable=False and keep the old sidecars); inplace-guard denies this because --deny-strategies lists ' +
      `${SIDECARSET_NOT_UPGRADABLE}. Change only images to upgrade running Pods, or recreate the Pods after the update, or drop ${SIDECARSET_NOT_UPGRADABLE} from --deny-strategies to allow it with a warning.`
  }
  return result
}
