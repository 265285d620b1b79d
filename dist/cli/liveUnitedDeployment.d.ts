import type { PolicyConfig } from '../admission/policy.js';
import { type FeatureGates } from '../engine/kruise/gates.js';
import { type KruiseRelease } from '../engine/kruise/releases.js';
import type { VerdictReport } from './verdictReport.js';
export interface LiveUnitedDeploymentSettings {
    policy: PolicyConfig;
    gates: Partial<FeatureGates>;
    kruise?: KruiseRelease;
    /** The namespace of a manifest that names none. */
    namespace: string;
}
/**
 * `check --live` on a UnitedDeployment: each CloneSet or Advanced StatefulSet child as it runs in the cluster, its Pods
 * checked against the child the controller writes from NEW, as `check --live` checks a CloneSet: Pods held back at a
 * child revision that cannot reach that template in place are denied (the child's strategy in --deny-strategies)
 * or warned about, per subset. Loaded only with --live: it brings in the cluster client.
 */
export declare function withLiveUnitedDeployment(report: VerdictReport, oldObject: unknown, newObject: unknown, settings: LiveUnitedDeploymentSettings, kubeconfig: string | undefined): Promise<VerdictReport>;
