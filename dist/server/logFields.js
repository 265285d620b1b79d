/**
 * What a log line may carry of a review: the request's own strings cut to the lengths Kubernetes itself allows, so
 * a review carrying megabytes in its name or uid still logs a line of a few hundred bytes.
 */
export const LIMITS = {
    /** A DNS subdomain: object names, and the longest namespace Kubernetes could accept. */
    name: 253,
    namespace: 253,
    /** UIDs are 36-character UUIDs; the apiserver does not check their length, so a generous bound. */
    uid: 128,
    /** A kind is a Go type name; 63 covers every built-in and CRD kind in practice. */
    kind: 63,
    /** An operation and a subresource (a path segment, up to a DNS subdomain). */
    operation: 16 + 253,
};
const MARK = '…';
/** `text` itself when it fits, else its first `max` characters and an ellipsis. */
export function truncate(text, max) {
    return text.length <= max ? text : `${text.slice(0, max)}${MARK}`;
}
/** The fields of the `admission decision` line; pino leaves an undefined errorCode out. */
export function decisionLogFields(webhook, record, durationMs) {
    return {
        webhook,
        uid: truncate(record.uid, LIMITS.uid),
        kind: truncate(record.kind, LIMITS.kind),
        namespace: truncate(record.namespace, LIMITS.namespace),
        name: truncate(record.name, LIMITS.name),
        operation: truncate(record.operation, LIMITS.operation),
        dryRun: record.dryRun,
        outcome: record.outcome,
        decision: record.decision,
        errorCode: record.errorCode,
        durationMs: Math.round(durationMs * 1000) / 1000,
    };
}
//# sourceMappingURL=logFields.js.map