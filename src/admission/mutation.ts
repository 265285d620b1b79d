import { annotationPatch } from './patch.js'
import { GUARD_ANNOTATIONS } from './policy.js'
import { decideRequest } from './predict.js'
import { type AdmissionReview, isGuardedWrite, reviewResponse } from './review.js'
import { type Admission, type AdmissionSettings, decided, skipped } from './validation.js'
import { isUnitedDeploymentWrite, mutateUnitedDeploymentReview } from './unitedDeploymentReview.js'

/**
 * The mutating webhook: stamps the prediction onto the workload (CloneSet, Advanced StatefulSet, Advanced DaemonSet;
 * a UnitedDeployment has its own) as annotations. It never denies and never warns (the validating webhook does, so a
 * person sees each message once); an engine failure means no patch.
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
  const ops = annotationPatch(request.object, result.annotations, GUARD_ANNOTATIONS)
  const patch = ops.length > 0 ? { patch: Buffer.from(JSON.stringify(ops)).toString('base64'), patchType: 'JSONPatch' as const } : {}
  return {
    review: reviewResponse(review, { allowed: true, ...patch }),
    record: { ...decided(request, prediction, 'allow') },
  }
}
