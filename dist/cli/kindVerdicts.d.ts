import type { PolicyConfig } from '../admission/policy.js';
import type { FeatureGates } from '../engine/kruise/gates.js';
import type { KruiseRelease } from '../engine/kruise/releases.js';
import type { ManifestDocument } from './manifests.js';
import { type VerdictReport } from './verdictReport.js';
export interface KindSettings {
    policy: PolicyConfig;
    gates: Partial<FeatureGates>;
    kruise?: KruiseRelease;
    namespace: string;
}
type Write = {
    operation: 'CREATE' | 'UPDATE';
    object: unknown;
    oldObject?: unknown;
};
/** The webhook's SidecarSet decision (admission/sidecarSetPolicy.ts) as a report: sidecars are upgraded in place or left behind, never recreated. */
export declare function sidecarSetVerdict(write: Write, doc: ManifestDocument, settings: KindSettings): VerdictReport;
/** The webhook's UnitedDeployment decision (admission/unitedDeploymentPolicy.ts) as a report: each subset judged by its child's rules. */
export declare function unitedDeploymentVerdict(write: Write, doc: ManifestDocument, settings: KindSettings): VerdictReport;
export {};
