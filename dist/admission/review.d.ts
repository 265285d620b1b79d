/**
 * The AdmissionReview wire contract (spec §2.1, §2.2, §2.9): reading a request, writing a response.
 * Messages never echo values from the body, only field names and expected shapes.
 */
export declare const REVIEW_V1 = "admission.k8s.io/v1";
export declare const REVIEW_V1BETA1 = "admission.k8s.io/v1beta1";
export type ReviewVersion = typeof REVIEW_V1 | typeof REVIEW_V1BETA1;
export type Operation = 'CREATE' | 'UPDATE' | 'DELETE' | 'CONNECT';
export interface GroupVersionKind {
    group: string;
    version: string;
    kind: string;
}
export interface AdmissionRequest {
    uid: string;
    kind: GroupVersionKind;
    subResource: string;
    namespace: string;
    name: string;
    operation: Operation;
    username: string;
    dryRun: boolean;
    object: unknown;
    oldObject: unknown;
}
export interface AdmissionReview {
    apiVersion: ReviewVersion;
    request: AdmissionRequest;
}
export interface DenialStatus {
    code: number;
    reason: string;
    message: string;
}
export interface AdmissionResponse {
    uid: string;
    allowed: boolean;
    status?: DenialStatus & {
        status: 'Failure';
    };
    warnings?: string[];
    auditAnnotations?: Record<string, string>;
    patch?: string;
    patchType?: 'JSONPatch';
}
export interface AdmissionReviewResponse {
    apiVersion: ReviewVersion;
    kind: 'AdmissionReview';
    response: AdmissionResponse;
}
/**
 * The JSON Schema of every AdmissionReviewResponse, for the server's serializer (fastify compiles it with
 * fast-json-stringify, faster than JSON.stringify on this answer). It must name every field above: one it leaves out
 * is not written. test/admission/review.test.ts checks that it writes what JSON.stringify writes.
 */
export declare const ADMISSION_REVIEW_RESPONSE_SCHEMA: {
    readonly type: "object";
    readonly properties: {
        readonly apiVersion: {
            readonly type: "string";
        };
        readonly kind: {
            readonly type: "string";
        };
        readonly response: {
            readonly type: "object";
            readonly properties: {
                readonly uid: {
                    readonly type: "string";
                };
                readonly allowed: {
                    readonly type: "boolean";
                };
                readonly status: {
                    readonly type: "object";
                    readonly properties: {
                        readonly code: {
                            readonly type: "integer";
                        };
                        readonly reason: {
                            readonly type: "string";
                        };
                        readonly message: {
                            readonly type: "string";
                        };
                        readonly status: {
                            readonly type: "string";
                        };
                    };
                };
                readonly warnings: {
                    readonly type: "array";
                    readonly items: {
                        readonly type: "string";
                    };
                };
                readonly auditAnnotations: {
                    readonly type: "object";
                    readonly additionalProperties: {
                        readonly type: "string";
                    };
                };
                readonly patch: {
                    readonly type: "string";
                };
                readonly patchType: {
                    readonly type: "string";
                };
            };
        };
    };
};
/** Validates the envelope of an AdmissionReview request. Throws GuardError with the offending path. */
export declare function parseAdmissionReview(body: unknown): AdmissionReview;
/** A CloneSet write on the main resource (not scale or status). */
export declare function isCloneSetWrite(request: AdmissionRequest): boolean;
/**
 * A write of a workload the engine guards (engine/workloads/workload.ts GUARDED_KINDS: CloneSet, Advanced StatefulSet)
 * on the main resource (not scale or status): the only requests that get a prediction.
 */
export declare function isGuardedWrite(request: AdmissionRequest): boolean;
/**
 * Wraps a response in the AdmissionReview envelope of the request's version. v1 requires uid, apiVersion and kind to
 * match; v1beta1 does not check them (spec §2.9), but answering in kind is what every apiserver version accepts.
 */
export declare function reviewResponse(review: AdmissionReview, response: Omit<AdmissionResponse, 'uid'>): AdmissionReviewResponse;
/** A denial as controller-runtime's `admission.Denied` writes it: kubectl then prints `Error from server (Forbidden)`. */
export declare function denialStatus(status: DenialStatus): DenialStatus & {
    status: 'Failure';
};
