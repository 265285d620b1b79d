import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DecisionRecord } from '../admission/validation.js';
/** The Prometheus metrics of one server. A registry per app, so several apps (tests, benchmarks) never collide. */
export interface GuardMetrics {
    registry: Registry;
    decisions: Counter<DecisionLabel>;
    duration: Histogram<'webhook'>;
    errors: Counter<'code'>;
    certificateExpiry: Gauge;
    certificateReloads: Counter<'result'>;
}
export type DecisionLabel = 'webhook' | 'kind' | 'operation' | 'outcome' | 'decision';
/** 0.25 ms to 10 s: admission answers are sub-millisecond when healthy, and the apiserver gives up at 30 s at most. */
export declare const DURATION_BUCKETS: number[];
/**
 * Label values come only from these sets; anything else counts as `other`. Kind, operation and subresource are written
 * by whoever sends the review, so taking them as they come would let a client grow the series (and /metrics) without
 * bound. The webhook is registered for the kinds the engine guards (CloneSet, Advanced StatefulSet); other kinds are
 * skipped and need no series of their own.
 */
export declare const OTHER = "other";
export declare function createMetrics(options?: {
    processMetrics?: boolean;
}): GuardMetrics;
/** Counts one answered review and its duration, with every label value from a fixed set. */
export declare function recordDecision(metrics: GuardMetrics, webhook: string, record: DecisionRecord, seconds: number): void;
