import { annotationMutation } from './patch.js'
import { subjectOf } from './policy.js'
import { decideRequest } from './predict.js'
import { type AdmissionReview, isGuardedWrite, reviewResponse } from './review.js'
import { type Admission, type AdmissionSettings, decided, skipped } from './validation.js'
import { isUnitedDeploymentWrite, mutateUnitedDeploymentReview } from './unitedDeploymentReview.js'

/**
 * The mutating webhook: stamps the prediction onto the workload (CloneSet, Advanced StatefulSet, Advanced DaemonSet;
 * a UnitedDeployment has its own) as annotations. It never denies and warns only when it has to leave them off (the
 * validating webhook warns, so a person sees each message once); an engine failure means no patch.
 */
export function mutateReview(review: AdmissionReview, settings: AdmissionSettings): Admission {
  const { request } = review
  if (isUnitedDeploymentWrite(request)) return mutateUnitedDeploymentReview(review, settings)
  if (!isGuardedWrite(request)) return { review: reviewResponse(review, { allowed: true }), record: skipped(request) }
  // No cluster view: the held-back revisions change the validating answer, never the annotations.
  const attempt = decideRequest(request, { policy: settings.policy, gates: settings.gates, kruise: settings.kruise })
  if (!attempt.ok) {
    return {
      review: reviewResponse(review, { allowed: true }),
      record: {
        ...skipped(request),
        outcome: 'Error',
        errorCode: attempt.failure.code,
        ...(attempt.failure.internal ? { internalError: attempt.failure.frames ?? '' } : {}),
      },
    }
  }
  const { prediction, result } = attempt.decided
  return {
    review: reviewResponse(review, { allowed: true, ...annotationMutation(request.object, result.annotations, subjectOf(prediction)) }),
    record: { ...decided(request, prediction, 'allow') },
  }
}
