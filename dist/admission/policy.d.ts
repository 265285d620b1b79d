import type { PodUpdatePolicy } from '../engine/workloads/cloneSet.js';
import type { Verdict } from '../engine/inplace/eligibility.js';
import type { Outcome, Prediction } from '../engine/inplace/prediction.js';
import { type Warning } from './warning.js';
/**
 * The one policy: an engine prediction becomes allow / warn / deny, with the messages, annotations and audit
 * annotations a person or a GitOps tool sees. Every sentence a user reads about a prediction is written here,
 * once, and tested verbatim. No OpenKruise rule lives here: only what to do with the engine's answer.
 */
export interface PolicyConfig {
    /** Workload update strategies whose recreating updates are denied; SidecarSetNotUpgradable: SidecarSet updates that leave running Pods behind. */
    denyStrategies: (PodUpdatePolicy | 'SidecarSetNotUpgradable')[];
}
export declare const DEFAULT_POLICY: PolicyConfig;
export type Decision = 'allow' | 'warn' | 'deny';
export interface PolicyResult {
    decision: Decision;
    /** Set when decision === 'deny'. */
    denyMessage?: string;
    /** kubectl `Warning:` lines (their text): one line each, no control characters, at most WARNING_MAX_RUNES. */
    warnings: Warning[];
    /** Annotations stamped on the CloneSet by /mutate. */
    annotations: Record<string, string>;
    /** Audit annotations; the apiserver stores each as `<webhook name>/<key>`. */
    auditAnnotations: Record<string, string>;
}
export declare const ANNOTATION_PREFIX = "inplace-guard.io/";
export declare const ANNOTATION_PREDICTED_UPDATE = "inplace-guard.io/predicted-update";
export declare const ANNOTATION_RECREATE_REASONS = "inplace-guard.io/recreate-reasons";
export declare const ANNOTATION_RESTART_CONTAINERS = "inplace-guard.io/restart-containers";
/** Every annotation /mutate owns: stale ones are removed when a new prediction no longer sets them. */
export declare const GUARD_ANNOTATIONS: readonly ["inplace-guard.io/predicted-update", "inplace-guard.io/recreate-reasons", "inplace-guard.io/restart-containers"];
export declare const AUDIT_PREDICTED_UPDATE = "predicted-update";
export declare const AUDIT_DECISION = "decision";
export declare const AUDIT_UPDATE_STRATEGY = "update-strategy";
export declare const AUDIT_RECREATE_REASONS = "recreate-reasons";
export declare const AUDIT_RESTART_CONTAINERS = "restart-containers";
export declare const AUDIT_TRAPS = "traps";
export declare const AUDIT_ERROR = "error";
export declare const AUDIT_KEYS: readonly ["predicted-update", "decision", "update-strategy", "recreate-reasons", "restart-containers", "traps", "error"];
export type PredictedUpdate = 'Unchanged' | 'InPlace' | 'Recreate';
/** Blocking changes named in a deny message or in warnings before "and N more". */
export declare const MAX_LISTED_CHANGES = 10;
/** Bound of the recreate-reasons annotation and audit annotation values. */
export declare const MAX_REASONS_CHARS = 1024;
export declare function predictedUpdate(outcome: Outcome): PredictedUpdate;
/** What to do with the engine's prediction of one write: allow, warn or deny, and every sentence about it. */
export declare function applyPolicy(prediction: Prediction, config: PolicyConfig, operation: 'CREATE' | 'UPDATE'): PolicyResult;
/**
 * The changes that make the Pods be recreated: the engine's blocking verdicts; for a ReCreate policy, whose Pods are
 * recreated by any template change, every change that has an effect.
 */
export declare function recreatingChanges(prediction: Prediction): Verdict[];
export declare function denyMessage(prediction: Prediction, changes: Verdict[], config: PolicyConfig): string;
/**
 * The deny message for a write OpenKruise's validating webhook refuses by a rule other than its InPlaceOnly template
 * diff (engine: kruiseWebhookRefusals): every refused field with its rule, and the InPlaceOnly rejections beside them.
 */
export declare function kruiseRefusalMessage(prediction: Prediction, operation: 'CREATE' | 'UPDATE'): string;
/**
 * The deny message for an update OpenKruise's validating webhook (vcloneset.kb.io, vstatefulset.kb.io) rejects as
 * well: it names every rejected field, where Kruise's own message names the first one only.
 */
export declare function kruiseRejectionMessage(prediction: Prediction, config: PolicyConfig): string;
/** The object as its user knows it: `CloneSet shop/web`, `StatefulSet shop/db`. */
export declare function subjectOf(prediction: Pick<Prediction, 'kind' | 'namespace' | 'name'>): string;
/** How an engine failure is answered: the decision, and the sentence that says why it is denied. */
export interface FailurePolicy {
    decision: 'deny' | 'warn';
    denyReason?: string;
}
/**
 * An engine failure (an unreadable object, a bug) never lets through an update this policy would deny: with
 * --on-error=allow, an UPDATE is still denied when the new object declares InPlaceOnly (OpenKruise cannot recreate its
 * Pods, and its own webhook refuses most template changes) or a strategy this webhook denies recreation for, or when
 * its strategy cannot be read at all.
 */
export declare function engineFailurePolicy(strategy: PodUpdatePolicy | undefined, operation: string, onError: 'allow' | 'deny', config: PolicyConfig, kind?: string): FailurePolicy;
