import { isGuardError } from '../errors.js'
import {
  type UnitedDeploymentPrediction, predictUnitedDeploymentCreate, predictUnitedDeploymentUpdate,
} from '../engine/inplace/unitedDeploymentPrediction.js'
import { KRUISE_GROUP } from '../engine/workloads/kruiseObject.js'
import { engineErrorMessage } from './kruiseVersion.js'
import { annotationMutation } from './patch.js'
import { AUDIT_DECISION, AUDIT_ERROR, AUDIT_PREDICTED_UPDATE, type PolicyResult, engineFailurePolicy, predictedUpdate } from './policy.js'
import type { EngineFailure } from './predict.js'
import { type AdmissionRequest, type AdmissionResponse, type AdmissionReview, denialStatus, reviewResponse } from './review.js'
import { oneLine } from './text.js'
import { applyUnitedDeploymentPolicy, unitedDeploymentSubject } from './unitedDeploymentPolicy.js'
import type { FeatureGates } from '../engine/kruise/gates.js'
import type { KruiseRelease } from '../engine/kruise/releases.js'
import type { AdmissionReviewResponse } from './review.js'
import type { PolicyConfig, PredictedUpdate } from './policy.js'
import { warningLines } from './warningLines.js'

// validation.ts dispatches here: its Admission and AdmissionSettings are spelled out again (an import would be a cycle).
interface AdmissionSettings {
  policy: PolicyConfig
  gates: FeatureGates
  kruise?: KruiseRelease
  onError: 'allow' | 'deny'
}

interface Admission {
  review: AdmissionReviewResponse
  record: {
    uid: string; kind: string; namespace: string; name: string; operation: string; dryRun: boolean
    outcome: PredictedUpdate | 'Skipped' | 'Error'; decision: PolicyResult['decision']; errorCode?: string; internalError?: string
  }
}

/** A CREATE or UPDATE of an apps.kruise.io UnitedDeployment (not its status or scale). */
export function isUnitedDeploymentWrite(request: AdmissionRequest): boolean {
  return request.kind.group === KRUISE_GROUP && request.kind.kind === 'UnitedDeployment' && request.subResource === ''
    && (request.operation === 'CREATE' || request.operation === 'UPDATE')
}

type Attempt = { ok: true; prediction: UnitedDeploymentPrediction; result: PolicyResult } | { ok: false; failure: EngineFailure }

function decideUnitedDeployment(request: AdmissionRequest, settings: AdmissionSettings): Attempt {
  if (request.object === undefined) return { ok: false, failure: { code: 'IPG_ERR_REVIEW_MALFORMED', path: 'request.object', message: 'request.object is missing', internal: false } }
  const operation = request.operation as 'CREATE' | 'UPDATE'
  if (operation === 'UPDATE' && request.oldObject === undefined) {
    return { ok: false, failure: { code: 'IPG_ERR_REVIEW_MALFORMED', path: 'request.oldObject', message: 'request.oldObject is missing', internal: false } }
  }
  try {
    const options = { gates: settings.gates, kruise: settings.kruise }
    const prediction = operation === 'UPDATE'
      ? predictUnitedDeploymentUpdate(request.oldObject, request.object, options)
      : predictUnitedDeploymentCreate(request.object, options)
    return { ok: true, prediction, result: applyUnitedDeploymentPolicy(prediction, settings.policy, operation) }
  } catch (err) {
    if (isGuardError(err)) return { ok: false, failure: { code: err.code, path: err.path, message: oneLine(engineErrorMessage(err), 300), internal: false } }
    const frames = err instanceof Error && err.stack ? err.stack.split('\n').slice(1).join('\n') : undefined
    return { ok: false, failure: { code: 'IPG_ERR_ENGINE', message: 'internal error in the prediction engine', internal: true, frames } }
  }
}

/** The validating webhook for a UnitedDeployment: deny, warn or allow from its per-subset prediction. */
export function validateUnitedDeploymentReview(review: AdmissionReview, settings: AdmissionSettings): Admission {
  const { request } = review
  const attempt = decideUnitedDeployment(request, settings)
  // An unreadable UnitedDeployment: the engine-failure policy (its children's strategies cannot be told).
  if (!attempt.ok) return engineFailure(review, attempt.failure, settings)
  const { prediction, result } = attempt
  const response: Omit<AdmissionResponse, 'uid'> = { allowed: result.decision !== 'deny' }
  if (result.decision === 'deny') response.status = denialStatus({ code: 403, reason: 'Forbidden', message: result.denyMessage ?? '' })
  if (result.warnings.length > 0) response.warnings = warningLines(result.warnings)
  response.auditAnnotations = result.auditAnnotations
  return { review: reviewResponse(review, response), record: record(request, prediction, result.decision) }
}

/** The mutating webhook for a UnitedDeployment: the prediction stamped as annotations; never denies. */
export function mutateUnitedDeploymentReview(review: AdmissionReview, settings: AdmissionSettings): Admission {
  const { request } = review
  const attempt = decideUnitedDeployment(request, settings)
  if (!attempt.ok) {
    return {
      review: reviewResponse(review, { allowed: true }),
      record: { ...identity(request), outcome: 'Error', decision: 'allow', errorCode: attempt.failure.code, ...(attempt.failure.internal ? { internalError: attempt.failure.frames ?? '' } : {}) },
    }
  }
  const mutation = annotationMutation(request.object, attempt.result.annotations, unitedDeploymentSubject(attempt.prediction))
  return { review: reviewResponse(review, { allowed: true, ...mutation }), record: record(request, attempt.prediction, 'allow') }
}

function record(request: AdmissionRequest, prediction: UnitedDeploymentPrediction, decision: PolicyResult['decision']): Admission['record'] {
  return { ...identity(request), name: request.name || prediction.name, outcome: predictedUpdate(prediction.outcome), decision }
}

function identity(request: AdmissionRequest): Omit<Admission['record'], 'outcome' | 'decision'> {
  return {
    uid: request.uid, kind: request.kind.kind, namespace: request.namespace, name: request.name,
    operation: request.subResource ? `${request.operation}/${request.subResource}` : request.operation, dryRun: request.dryRun,
  }
}

/**
 * An unreadable UnitedDeployment, answered as the other kinds' engine failures: its children's strategies cannot be
 * told, so with --on-error=allow an UPDATE is denied when InPlaceOnly or a denied strategy might be declared.
 */
function engineFailure(review: AdmissionReview, failure: EngineFailure, settings: AdmissionSettings): Admission {
  const { request } = review
  const { decision, denyReason } = engineFailurePolicy(undefined, request.operation, settings.onError, settings.policy, 'UnitedDeployment')
  const problem = `${failure.message} (${failure.code})`
  const auditAnnotations = { [AUDIT_PREDICTED_UPDATE]: 'Unknown', [AUDIT_DECISION]: decision, [AUDIT_ERROR]: failure.code }
  const response = decision === 'deny'
    ? { allowed: false, status: denialStatus({ code: 403, reason: 'Forbidden', message: `inplace-guard cannot predict this UnitedDeployment update: ${problem}. ${denyReason}` }), auditAnnotations }
    : { allowed: true, warnings: [oneLine(`inplace-guard allowed this UnitedDeployment update without a prediction: ${problem}`)], auditAnnotations }
  return {
    review: reviewResponse(review, response),
    record: { ...identity(request), outcome: 'Error', decision, errorCode: failure.code, ...(failure.internal ? { internalError: failure.frames ?? '' } : {}) },
  }
}
