import type { FeatureGates } from '../engine/kruise/gates.js';
import type { KruiseRelease } from '../engine/kruise/releases.js';
import { type Diagnosis } from '../engine/rollout/diagnosis.js';
import { type Workload } from '../engine/workloads/workload.js';
import type { KubeCluster } from '../reconciler/kubeCluster.js';
import type { StoredWorkload } from './clusterWorkload.js';
export interface DiagnoseSettings {
    gates: FeatureGates;
    kruise: KruiseRelease;
    now: number;
}
/** One guarded workload's rollout this round and why it stalls: `diagnose KIND/NAME`, and each child of a UnitedDeployment. */
export interface WorkloadDiagnosis {
    view: Workload;
    diagnosis: Diagnosis;
    /** What `--output text` prints. */
    text: string;
    /** What `--output json` prints. */
    json: Record<string, unknown>;
}
/**
 * Diagnoses a CloneSet, Advanced StatefulSet or Advanced DaemonSet as stored in the cluster: its own Pods,
 * ControllerRevisions and Events (and, for a DaemonSet, the Nodes), read through `cluster`.
 */
export declare function diagnoseWorkload(cluster: KubeCluster, raw: StoredWorkload, settings: DiagnoseSettings): Promise<WorkloadDiagnosis>;
