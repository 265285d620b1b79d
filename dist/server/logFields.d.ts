import type { DecisionRecord } from '../admission/validation.js';
/**
 * What a log line may carry of a review: the request's own strings cut to the lengths Kubernetes itself allows, so
 * a review carrying megabytes in its name or uid still logs a line of a few hundred bytes.
 */
export declare const LIMITS: {
    /** A DNS subdomain: object names, and the longest namespace Kubernetes could accept. */
    readonly name: 253;
    readonly namespace: 253;
    /** UIDs are 36-character UUIDs; the apiserver does not check their length, so a generous bound. */
    readonly uid: 128;
    /** A kind is a Go type name; 63 covers every built-in and CRD kind in practice. */
    readonly kind: 63;
    /** An operation and a subresource (a path segment, up to a DNS subdomain). */
    readonly operation: number;
};
/** `text` itself when it fits, else its first `max` characters and an ellipsis. */
export declare function truncate(text: string, max: number): string;
/** The fields of the `admission decision` line; pino leaves an undefined errorCode out. */
export declare function decisionLogFields(webhook: string, record: DecisionRecord, durationMs: number): {
    webhook: string;
    uid: string;
    kind: string;
    namespace: string;
    name: string;
    operation: string;
    dryRun: boolean;
    outcome: import("../admission/policy.js").PredictedUpdate | "Skipped" | "Error";
    decision: import("../index.js").Decision;
    errorCode: string | undefined;
    durationMs: number;
};
