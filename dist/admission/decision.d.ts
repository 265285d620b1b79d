import { type Prediction } from '../engine/inplace/prediction.js';
import type { FeatureGates } from '../engine/kruise/gates.js';
import type { KruiseRelease } from '../engine/kruise/releases.js';
import type { BlockedRevision, ClusterView } from '../engine/rollout/heldBackRevisions.js';
import { type PolicyConfig, type PolicyResult } from './policy.js';
/** A workload write to decide on (any guarded kind): a CREATE (`object` alone) or an UPDATE from `oldObject` to `object`. */
export interface WorkloadWrite {
    operation: 'CREATE' | 'UPDATE';
    object: unknown;
    /** Required for an UPDATE: the workload as stored (its status.updateRevision names the revision it is saved as). */
    oldObject?: unknown;
}
/** The name the CLI knows the write by. */
export type CloneSetWrite = WorkloadWrite;
export interface DecisionSettings {
    policy: PolicyConfig;
    gates?: Partial<FeatureGates>;
    /** The cluster's Kruise release (--kruise-version); left out, workloads of both API versions are read. */
    kruise?: KruiseRelease;
    /** The Pods and revisions of the cluster: an UPDATE is also checked against every revision its Pods run. */
    clusterView?: ClusterView;
    /** True: the prediction's notes, which explain shifts to a person (the CLI). The webhook shows none: none are written. */
    notes?: boolean;
}
export interface Decided {
    prediction: Prediction;
    result: PolicyResult;
    /** The revisions held-back Pods run that cannot reach the new template in place (with a cluster view). */
    blocked: BlockedRevision[];
}
/**
 * The one decision, for the webhook and the CLI alike: the engine's prediction of the write, the held-back revisions
 * of the cluster view, and the policy. Throws the engine's GuardError when the workload cannot be read.
 */
export declare function decide(write: WorkloadWrite, settings: DecisionSettings): Decided;
