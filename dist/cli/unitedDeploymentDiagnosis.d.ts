import { type UnitedDeploymentChildren } from '../engine/rollout/unitedDeploymentChildren.js';
import { type UnitedDeploymentView } from '../engine/workloads/unitedDeployment.js';
import type { KubeCluster } from '../reconciler/kubeCluster.js';
import type { StoredWorkload } from './clusterWorkload.js';
import { type DiagnoseSettings, type WorkloadDiagnosis } from './workloadDiagnosis.js';
/** One subset's child diagnosed as `diagnose KIND/CHILD` would (CloneSet and Advanced StatefulSet children). */
export interface ChildDiagnosis {
    subset: string;
    child: string;
    diagnosis?: WorkloadDiagnosis;
    /** Why the child could not be diagnosed (e.g. it cannot be read). */
    error?: {
        code: string;
        message: string;
    };
}
export interface UnitedDeploymentDiagnosis {
    view: UnitedDeploymentView;
    children: UnitedDeploymentChildren;
    diagnosed: ChildDiagnosis[];
    /** A child's rollout is stalled, or the UnitedDeployment has a False condition (a subset write failed): exit 1. */
    failed: boolean;
    text: string;
    json: Record<string, unknown>;
}
/**
 * `diagnose uniteddeployment/NAME`: each subset's child as the cluster has it (its UnitedDeployment revision, replicas,
 * Pods), the children Kruise deletes, the UnitedDeployment's failing conditions, and then each CloneSet or Advanced
 * StatefulSet child's own diagnosis.
 */
export declare function diagnoseUnitedDeployment(cluster: KubeCluster, raw: StoredWorkload, settings: DiagnoseSettings): Promise<UnitedDeploymentDiagnosis>;
export declare function formatUnitedDeploymentDiagnosis(view: UnitedDeploymentView, c: UnitedDeploymentChildren, diagnosed: ChildDiagnosis[], failed: boolean): string;
