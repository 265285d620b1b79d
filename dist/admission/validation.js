import { declaredWorkloadPolicy } from '../engine/workloads/workload.js';
import { AUDIT_DECISION, AUDIT_ERROR, AUDIT_PREDICTED_UPDATE, engineFailurePolicy, predictedUpdate, } from './policy.js';
import { decideRequest } from './predict.js';
import { denialStatus, isGuardedWrite, reviewResponse } from './review.js';
import { oneLine } from './text.js';
import { isUnitedDeploymentWrite, validateUnitedDeploymentReview } from './unitedDeploymentReview.js';
/** The validating webhook: deny, warn or allow a guarded workload's write (CloneSet, Advanced StatefulSet) from the engine's prediction. */
export function validateReview(review, settings) {
    const { request } = review;
    if (isUnitedDeploymentWrite(request))
        return validateUnitedDeploymentReview(review, settings);
    if (!isGuardedWrite(request))
        return { review: reviewResponse(review, { allowed: true }), record: skipped(request) };
    const attempt = decideRequest(request, settings);
    if (!attempt.ok)
        return onEngineFailure(review, attempt.failure, settings.onError, settings.policy);
    const { prediction, result } = attempt.decided;
    // Built field by field: object spreads are a slow copy in V8, and this runs on every review.
    const response = { allowed: result.decision !== 'deny' };
    if (result.decision === 'deny')
        response.status = denialStatus({ code: 403, reason: 'Forbidden', message: result.denyMessage ?? '' });
    if (result.warnings.length > 0)
        response.warnings = result.warnings.map((w) => w.text);
    response.auditAnnotations = result.auditAnnotations;
    return { review: reviewResponse(review, response), record: decided(request, prediction, result.decision) };
}
export function onEngineFailure(review, failure, onError, policy = { denyStrategies: [] }) {
    const problem = `${failure.message} (${failure.code})`;
    const { request } = review;
    const kind = request.kind.kind;
    const { decision, denyReason } = engineFailurePolicy(declaredWorkloadPolicy(request.object), request.operation, onError, policy, kind);
    const auditAnnotations = { [AUDIT_PREDICTED_UPDATE]: 'Unknown', [AUDIT_DECISION]: decision, [AUDIT_ERROR]: failure.code };
    const response = decision === 'deny'
        ? {
            allowed: false,
            status: denialStatus({ code: 403, reason: 'Forbidden', message: `inplace-guard cannot predict this ${kind} update: ${problem}. ${denyReason}` }),
            auditAnnotations,
        }
        : { allowed: true, warnings: [oneLine(`inplace-guard allowed this ${kind} update without a prediction: ${problem}`)], auditAnnotations };
    return {
        review: reviewResponse(review, response),
        record: {
            ...identity(review.request, 'Error', decision),
            errorCode: failure.code,
            ...(failure.internal ? { internalError: failure.frames ?? '' } : {}),
        },
    };
}
export function skipped(request) {
    return identity(request, 'Skipped', 'allow');
}
export function decided(request, prediction, decision) {
    const record = identity(request, predictedUpdate(prediction.outcome), decision);
    if (record.name === '')
        record.name = prediction.name;
    return record;
}
function identity(request, outcome, decision) {
    return {
        uid: request.uid,
        kind: request.kind.kind,
        namespace: request.namespace,
        name: request.name,
        operation: request.subResource ? `${request.operation}/${request.subResource}` : request.operation,
        dryRun: request.dryRun,
        outcome,
        decision,
    };
}
//# sourceMappingURL=validation.js.map