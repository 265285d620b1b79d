import type { DecodedPrediction, Prediction } from '../engine/inplace/prediction.js';
import { type BlockedRevision, type ClusterView } from '../engine/rollout/heldBackRevisions.js';
import { type PolicyConfig, type PolicyResult } from './policy.js';
import { type Warning } from './warning.js';
export type { ClusterView };
/**
 * Revision-aware admission: with a cluster view, an UPDATE is also checked against every revision the workload's
 * Pods run (engine/rollout/heldBackRevisions.ts). Pods held back at an older revision that cannot reach the new template in
 * place are denied (their strategy in denyStrategies) or warned about, naming the revision, its Pods and the
 * blocking fields. Without a view nothing changes. Every sentence about it is written here.
 */
export declare const AUDIT_BLOCKED_REVISIONS = "blocked-revisions";
/** The blocked revisions of an UPDATE (engine/rollout/heldBackRevisions.ts), or none (no view, no Pods seen, a create). */
export declare function heldBackFor(decoded: DecodedPrediction, request: {
    operation: string;
    oldObject?: unknown;
}, view: ClusterView | undefined): BlockedRevision[];
/** `result` with the held-back revisions added: a deny when the strategy is denied and nothing denied it yet, else warnings. */
export declare function withHeldBack(result: PolicyResult, prediction: Prediction, blocked: BlockedRevision[], config: PolicyConfig): PolicyResult;
export declare function heldBackDenyMessage(prediction: Prediction, blocked: BlockedRevision[]): string;
/** Short: a warning longer than WARNING_MAX_RUNES is cut, and the fields come last so the cut falls on them. */
export declare function heldBackWarning(prediction: Prediction, b: BlockedRevision): Warning;
