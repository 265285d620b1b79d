import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { GUARDED_KINDS } from '../engine/workloads/workload.js';
/** 0.25 ms to 10 s: admission answers are sub-millisecond when healthy, and the apiserver gives up at 30 s at most. */
export const DURATION_BUCKETS = [0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/**
 * Label values come only from these sets; anything else counts as `other`. Kind, operation and subresource are written
 * by whoever sends the review, so taking them as they come would let a client grow the series (and /metrics) without
 * bound. The webhook is registered for the kinds the engine guards (CloneSet, Advanced StatefulSet); other kinds are
 * skipped and need no series of their own.
 */
export const OTHER = 'other';
const KINDS = new Set([...GUARDED_KINDS, 'SidecarSet']);
const OPERATIONS = new Set(['CREATE', 'UPDATE', 'DELETE', 'CONNECT']);
const SUBRESOURCES = new Set(['status', 'scale']);
const OUTCOMES = new Set(['Unchanged', 'InPlace', 'Recreate', 'Skipped', 'Error']);
const DECISIONS = new Set(['allow', 'warn', 'deny']);
const WEBHOOKS = new Set(['validate', 'mutate']);
export function createMetrics(options = {}) {
    const registry = new Registry();
    if (options.processMetrics)
        collectDefaultMetrics({ register: registry });
    return {
        registry,
        decisions: new Counter({
            name: 'inplace_guard_admission_decisions_total',
            help: 'Admission decisions by webhook (validate, mutate), object kind, operation, predicted outcome and decision; unexpected kinds and operations count as other.',
            labelNames: ['webhook', 'kind', 'operation', 'outcome', 'decision'],
            registers: [registry],
        }),
        duration: new Histogram({
            name: 'inplace_guard_admission_request_duration_seconds',
            help: 'Time from the start of an admission request to its answer, including body parsing.',
            labelNames: ['webhook'],
            buckets: DURATION_BUCKETS,
            registers: [registry],
        }),
        errors: new Counter({
            name: 'inplace_guard_errors_total',
            help: 'Rejected requests and engine failures, by error code.',
            labelNames: ['code'],
            registers: [registry],
        }),
        certificateExpiry: new Gauge({
            name: 'inplace_guard_certificate_expiry_timestamp_seconds',
            help: 'notAfter of the serving certificate in use, as a Unix timestamp.',
            registers: [registry],
        }),
        certificateReloads: new Counter({
            name: 'inplace_guard_certificate_reloads_total',
            help: 'Serving certificate reloads from disk, by result (success, failure).',
            labelNames: ['result'],
            registers: [registry],
        }),
    };
}
/** Counts one answered review and its duration, with every label value from a fixed set. */
export function recordDecision(metrics, webhook, record, seconds) {
    const webhookLabel = known(WEBHOOKS, webhook);
    metrics.decisions.inc({
        webhook: webhookLabel,
        kind: known(KINDS, record.kind),
        operation: operationLabel(record.operation),
        outcome: known(OUTCOMES, record.outcome),
        decision: known(DECISIONS, record.decision),
    });
    metrics.duration.observe({ webhook: webhookLabel }, seconds);
}
/** `UPDATE` or `UPDATE/status` (the record joins operation and subresource); anything outside the sets is `other`. */
function operationLabel(operation) {
    const slash = operation.indexOf('/');
    if (slash === -1)
        return known(OPERATIONS, operation);
    const [verb, subResource] = [operation.slice(0, slash), operation.slice(slash + 1)];
    return OPERATIONS.has(verb) && SUBRESOURCES.has(subResource) ? operation : OTHER;
}
function known(values, value) {
    return values.has(value) ? value : OTHER;
}
//# sourceMappingURL=metrics.js.map