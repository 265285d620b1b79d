import type { FeatureGates } from '../engine/kruise/gates.js'
import type { KruiseRelease } from '../engine/kruise/releases.js'
import type { Prediction } from '../engine/inplace/prediction.js'
import { declaredWorkloadPolicy } from '../engine/workloads/workload.js'
import type { ClusterView } from '../engine/rollout/heldBackRevisions.js'
import {
  AUDIT_DECISION, AUDIT_ERROR, AUDIT_PREDICTED_UPDATE, type Decision, engineFailurePolicy, type PolicyConfig, type PredictedUpdate, predictedUpdate,
} from './policy.js'
import { type EngineFailure, decideRequest } from './predict.js'
import { type AdmissionRequest, type AdmissionResponse, type AdmissionReview, type AdmissionReviewResponse, denialStatus, isGuardedWrite, reviewResponse } from './review.js'
import { oneLine } from './text.js'
import { isUnitedDeploymentWrite, validateUnitedDeploymentReview } from './unitedDeploymentReview.js'
import { warningLines } from './warningLines.js'

export type OnError = 'allow' | 'deny'

/** What /validate and /mutate need to decide: the policy, the cluster's Kruise gates, and the on-error choice. */
export interface AdmissionSettings {
  policy: PolicyConfig
  gates: FeatureGates
  /** The cluster's Kruise release (--kruise-version); left out, workloads of both API versions are read. */
  kruise?: KruiseRelease
  onError: OnError
  /** The Pods and revisions the guard watches (serve with a kubeconfig): updates are checked against every revision Pods run. */
  clusterView?: ClusterView
}

/** One decision, as the server logs and counts it. Names and outcomes only: never object content. */
export interface DecisionRecord {
  uid: string
  kind: string
  namespace: string
  name: string
  operation: string
  dryRun: boolean
  outcome: PredictedUpdate | 'Skipped' | 'Error'
  decision: Decision
  errorCode?: string
  /** Stack frames of an unexpected engine error (a bug), never its message. */
  internalError?: string
}

export interface Admission {
  review: AdmissionReviewResponse
  record: DecisionRecord
}

/** The validating webhook: deny, warn or allow a guarded workload's write (CloneSet, Advanced StatefulSet) from the engine's prediction. */
export function validateReview(review: AdmissionReview, settings: AdmissionSettings): Admission {
  const { request } = review
  if (isUnitedDeploymentWrite(request)) return validateUnitedDeploymentReview(review, settings)
  if (!isGuardedWrite(request)) return { review: reviewResponse(review, { allowed: true }), record: skipped(request) }
  const attempt = decideRequest(request, settings)
  if (!attempt.ok) return onEngineFailure(review, attempt.failure, settings.onError, settings.policy)
  const { prediction, result } = attempt.decided
  // Built field by field: object spreads are a slow copy in V8, and this runs on every review.
  const response: Omit<AdmissionResponse, 'uid'> = { allowed: result.decision !== 'deny' }
  if (result.decision === 'deny') response.status = denialStatus({ code: 403, reason: 'Forbidden', message: result.denyMessage ?? '' })
  if (result.warnings.length > 0) response.warnings = warningLines(result.warnings)
  response.auditAnnotations = result.auditAnnotations
  return { review: reviewResponse(review, response), record: decided(request, prediction, result.decision) }
}

export function onEngineFailure(review: AdmissionReview, failure: EngineFailure, onError: OnError, policy: PolicyConfig = { denyStrategies: [] }): Admission {
  const problem = `${failure.message} (${failure.code})`
  const { request } = review
  const kind = request.kind.kind
  const { decision, denyReason } = engineFailurePolicy(declaredWorkloadPolicy(request.object), request.operation, onError, policy, kind)
  const auditAnnotations = { [AUDIT_PREDICTED_UPDATE]: 'Unknown', [AUDIT_DECISION]: decision, [AUDIT_ERROR]: failure.code }
  const response = decision === 'deny'
    ? {
        allowed: false,
        status: denialStatus({ code: 403, reason: 'Forbidden', message: `inplace-guard cannot predict this ${kind} update: ${problem}. ${denyReason}` }),
        auditAnnotations,
      }
    : { allowed: true, warnings: [oneLine(`inplace-guard allowed this ${kind} update without a prediction: ${problem}`)], auditAnnotations }
  return {
    review: reviewResponse(review, response),
    record: {
      ...identity(review.request, 'Error', decision),
      errorCode: failure.code,
      ...(failure.internal ? { internalError: failure.frames ?? '' } : {}),
    },
  }
}

export function skipped(request: AdmissionRequest): DecisionRecord {
  return identity(request, 'Skipped', 'allow')
}

export function decided(request: AdmissionRequest, prediction: Prediction, decision: Decision): DecisionRecord {
  const record = identity(request, predictedUpdate(prediction.outcome), decision)
  if (record.name === '') record.name = prediction.name
  return record
}

function identity(request: AdmissionRequest, outcome: DecisionRecord['outcome'], decision: Decision): DecisionRecord {
  return {
    uid: request.uid,
    kind: request.kind.kind,
    namespace: request.namespace,
    name: request.name,
    operation: request.subResource ? `${request.operation}/${request.subResource}` : request.operation,
    dryRun: request.dryRun,
    outcome,
    decision,
  }
}
