import type { KruiseRelease } from '../engine/kruise/releases.js';
import { type SidecarSetCensus } from '../engine/rollout/sidecarSetCensus.js';
import { type SidecarSetView } from '../engine/workloads/sidecarSet.js';
import type { KubeCluster } from '../reconciler/kubeCluster.js';
import { type SidecarSetReach } from './clusterSidecarSet.js';
export interface SidecarSetDiagnosis {
    view: SidecarSetView;
    reach: SidecarSetReach;
    census: SidecarSetCensus;
    /** Matched Pods Kruise never upgrades in place: `diagnose` exits 1. */
    leftBehind: boolean;
    text: string;
    json: Record<string, unknown>;
}
/** `diagnose sidecarset/NAME`: what the SidecarSet as stored does to the Pods it selects, from one read of the cluster. */
export declare function diagnoseSidecarSet(cluster: KubeCluster, raw: unknown, kruise: KruiseRelease | undefined): Promise<SidecarSetDiagnosis>;
export declare function formatSidecarSetDiagnosis(view: SidecarSetView, reach: SidecarSetReach, c: SidecarSetCensus): string;
