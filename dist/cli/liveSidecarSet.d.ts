import type { PolicyConfig } from '../admission/policy.js';
import type { KruiseRelease } from '../engine/kruise/releases.js';
import { type SidecarSetCensus } from '../engine/rollout/sidecarSetCensus.js';
import type { VerdictReport } from './verdictReport.js';
/**
 * `check --live` on a SidecarSet: the census of the NEW SidecarSet over the Pods it selects as they run in the cluster
 * (listed in its namespace scope): how many it matches, how many it can upgrade in place, and which it never upgrades
 * (their sidecars differ from the new ones in more than images). Loaded only with --live: it brings in the cluster client.
 */
export declare function liveSidecarSetCensus(kubeconfig: string | undefined, newObject: unknown, kruise: KruiseRelease | undefined): Promise<{
    census: SidecarSetCensus;
    reach: string;
}>;
/**
 * The verdict with what the update does to the running Pods: the counts as a note and in `livePods`, and the guard's
 * policy for the Pods it can never upgrade in place (admission/sidecarSetLivePods.ts) unless the update is denied already.
 */
export declare function withLiveSidecarSetPods(report: VerdictReport, live: {
    census: SidecarSetCensus;
    reach: string;
}, policy: PolicyConfig): VerdictReport;
