import { type PolicyResult } from './policy.js';
import { type AdmissionRequest, type AdmissionReview } from './review.js';
import type { FeatureGates } from '../engine/kruise/gates.js';
import type { KruiseRelease } from '../engine/kruise/releases.js';
import type { AdmissionReviewResponse } from './review.js';
import type { PolicyConfig, PredictedUpdate } from './policy.js';
interface AdmissionSettings {
    policy: PolicyConfig;
    gates: FeatureGates;
    kruise?: KruiseRelease;
    onError: 'allow' | 'deny';
}
interface Admission {
    review: AdmissionReviewResponse;
    record: {
        uid: string;
        kind: string;
        namespace: string;
        name: string;
        operation: string;
        dryRun: boolean;
        outcome: PredictedUpdate | 'Skipped' | 'Error';
        decision: PolicyResult['decision'];
        errorCode?: string;
        internalError?: string;
    };
}
/** A CREATE or UPDATE of an apps.kruise.io UnitedDeployment (not its status or scale). */
export declare function isUnitedDeploymentWrite(request: AdmissionRequest): boolean;
/** The validating webhook for a UnitedDeployment: deny, warn or allow from its per-subset prediction. */
export declare function validateUnitedDeploymentReview(review: AdmissionReview, settings: AdmissionSettings): Admission;
/** The mutating webhook for a UnitedDeployment: the prediction stamped as annotations; never denies. */
export declare function mutateUnitedDeploymentReview(review: AdmissionReview, settings: AdmissionSettings): Admission;
export {};
