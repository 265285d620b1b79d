import type { KruiseRelease } from '../engine/kruise/releases.js';
import type { ClusterView, RunningRevisions } from '../engine/rollout/heldBackRevisions.js';
import type { WorkloadKind } from '../engine/workloads/workloadView.js';
import type { KubeCluster } from '../reconciler/kubeCluster.js';
import { type StoredWorkload } from './clusterWorkload.js';
import type { WorkloadIdentity } from './workloadIdentity.js';
/**
 * `check --live`: the webhook's cluster view for one workload, from one read of the cluster through the kubeconfig:
 * the workload as stored (its status.updateRevision is the revision the plain diff covers), its own Pods and its own
 * ControllerRevisions, read with the Kruise release given (--kruise-version). Loaded only with --live: it brings in
 * the cluster client. A SidecarSet and a UnitedDeployment have their own (liveSidecarSet.ts, liveUnitedDeployment.ts).
 */
export declare function liveClusterView(kubeconfig: string | undefined, id: WorkloadIdentity, kruise: KruiseRelease | undefined): Promise<ClusterView>;
/** A workload as stored and what runs of it: its own active Pods and ControllerRevisions, and its status.updateRevision. */
export interface LiveWorkload {
    kind: WorkloadKind;
    namespace: string;
    name: string;
    running: RunningRevisions;
}
export declare function runningRevisionsOf(cluster: KubeCluster, stored: StoredWorkload, kruise: KruiseRelease | undefined): Promise<LiveWorkload>;
export declare function clusterViewOf(workloads: readonly LiveWorkload[]): ClusterView;
