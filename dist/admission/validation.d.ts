import type { FeatureGates } from '../engine/kruise/gates.js';
import type { KruiseRelease } from '../engine/kruise/releases.js';
import type { Prediction } from '../engine/inplace/prediction.js';
import type { ClusterView } from '../engine/rollout/heldBackRevisions.js';
import { type Decision, type PolicyConfig, type PredictedUpdate } from './policy.js';
import { type EngineFailure } from './predict.js';
import { type AdmissionRequest, type AdmissionReview, type AdmissionReviewResponse } from './review.js';
export type OnError = 'allow' | 'deny';
/** What /validate and /mutate need to decide: the policy, the cluster's Kruise gates, and the on-error choice. */
export interface AdmissionSettings {
    policy: PolicyConfig;
    gates: FeatureGates;
    /** The cluster's Kruise release (--kruise-version); left out, workloads of both API versions are read. */
    kruise?: KruiseRelease;
    onError: OnError;
    /** The Pods and revisions the guard watches (serve with a kubeconfig): updates are checked against every revision Pods run. */
    clusterView?: ClusterView;
}
/** One decision, as the server logs and counts it. Names and outcomes only: never object content. */
export interface DecisionRecord {
    uid: string;
    kind: string;
    namespace: string;
    name: string;
    operation: string;
    dryRun: boolean;
    outcome: PredictedUpdate | 'Skipped' | 'Error';
    decision: Decision;
    errorCode?: string;
    /** Stack frames of an unexpected engine error (a bug), never its message. */
    internalError?: string;
}
export interface Admission {
    review: AdmissionReviewResponse;
    record: DecisionRecord;
}
/** The validating webhook: deny, warn or allow a guarded workload's write (CloneSet, Advanced StatefulSet) from the engine's prediction. */
export declare function validateReview(review: AdmissionReview, settings: AdmissionSettings): Admission;
export declare function onEngineFailure(review: AdmissionReview, failure: EngineFailure, onError: OnError, policy?: PolicyConfig): Admission;
export declare function skipped(request: AdmissionRequest): DecisionRecord;
export declare function decided(request: AdmissionRequest, prediction: Prediction, decision: Decision): DecisionRecord;
