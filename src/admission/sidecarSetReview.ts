import { isGuardError } from '../errors.js'
import { KRUISE_GROUP } from '../engine/workloads/kruiseObject.js'
import { annotationMutation } from './patch.js'
import type { PredictedUpdate } from './policy.js'
import { type AdmissionRequest, type AdmissionReview, denialStatus, reviewResponse } from './review.js'
import { type SidecarSetDecided, decideSidecarSet } from './sidecarSetPolicy.js'
import { oneLine } from './text.js'
import { mutateReview } from './mutation.js'
import { type Admission, type AdmissionSettings, type DecisionRecord, onEngineFailure, skipped, validateReview } from './validation.js'
import { warningLines } from './warningLines.js'

/** A write of a SidecarSet (apps.kruise.io, any served version) on the main resource. */
export function isSidecarSetWrite(request: AdmissionRequest): boolean {
  return request.kind.group === KRUISE_GROUP && request.kind.kind === 'SidecarSet' && request.subResource === '' &&
    (request.operation === 'CREATE' || request.operation === 'UPDATE')
}

type Attempt = { ok: true; decided: SidecarSetDecided } | { ok: false; admission: Admission }

function attempt(review: AdmissionReview, settings: AdmissionSettings): Attempt {
  const { request } = review
  try {
    if (request.object === undefined || (request.operation === 'UPDATE' && request.oldObject === undefined)) {
      const path = request.object === undefined ? 'request.object' : 'request.oldObject'
      return { ok: false, admission: onEngineFailure(review, { code: 'IPG_ERR_REVIEW_MALFORMED', path, message: `${path} is missing`, internal: false }, settings.onError, settings.policy) }
    }
    return { ok: true, decided: decideSidecarSet(request.operation as 'CREATE' | 'UPDATE', request.object, request.oldObject, settings.policy, settings.kruise) }
  } catch (err) {
    // Engine messages name fields and never carry values (engine contract).
    const failure = isGuardError(err)
      ? { code: err.code, path: err.path, message: oneLine(err.message, 300), internal: false }
      : { code: 'IPG_ERR_ENGINE' as const, message: 'internal error in the prediction engine', internal: true, frames: err instanceof Error ? err.stack?.split('\n').slice(1).join('\n') : undefined }
    return { ok: false, admission: onEngineFailure(review, failure, settings.onError, settings.policy) }
  }
}

/** The validating webhook for a SidecarSet: Kruise's refusals and (by policy) updates that leave running Pods behind are denied, the latter otherwise warned about. */
export function validateSidecarSetReview(review: AdmissionReview, settings: AdmissionSettings): Admission {
  const tried = attempt(review, settings)
  if (!tried.ok) return tried.admission
  const { result } = tried.decided
  const response: Parameters<typeof reviewResponse>[1] = { allowed: result.decision !== 'deny' }
  if (result.decision === 'deny') response.status = denialStatus({ code: 403, reason: 'Forbidden', message: result.denyMessage ?? '' })
  if (result.warnings.length > 0) response.warnings = warningLines(result.warnings)
  response.auditAnnotations = result.auditAnnotations
  return { review: reviewResponse(review, response), record: record(review.request, tried.decided, result.decision) }
}

/** The mutating webhook for a SidecarSet: the prediction as annotations on it; never denies. */
export function mutateSidecarSetReview(review: AdmissionReview, settings: AdmissionSettings): Admission {
  const tried = attempt(review, settings)
  if (!tried.ok) return { review: reviewResponse(review, { allowed: true }), record: { ...skipped(review.request), outcome: 'Error' } }
  const mutation = annotationMutation(review.request.object, tried.decided.result.annotations, `SidecarSet "${tried.decided.view.name}"`)
  return { review: reviewResponse(review, { allowed: true, ...mutation }), record: record(review.request, tried.decided, 'allow') }
}

/** Running Pods are only ever changed in place by a SidecarSet: every other outcome leaves them unchanged. */
function record(request: AdmissionRequest, decided: SidecarSetDecided, decision: DecisionRecord['decision']): DecisionRecord {
  const outcome: PredictedUpdate = decided.prediction?.outcome === 'in-place' ? 'InPlace' : 'Unchanged'
  return { ...skipped(request), name: request.name || decided.view.name, outcome, decision }
}

/** /validate for every write: a SidecarSet's own path, every other kind through validateReview. */
export function validateAnyReview(review: AdmissionReview, settings: AdmissionSettings): Admission {
  return isSidecarSetWrite(review.request) ? validateSidecarSetReview(review, settings) : validateReview(review, settings)
}

/** /mutate for every write: a SidecarSet's own path, every other kind through mutateReview. */
export function mutateAnyReview(review: AdmissionReview, settings: AdmissionSettings): Admission {
  return isSidecarSetWrite(review.request) ? mutateSidecarSetReview(review, settings) : mutateReview(review, settings)
}
