import type { Pod } from '../engine/kube/pod.js';
import { type UnitedDeploymentView } from '../engine/workloads/unitedDeployment.js';
import type { KubeCluster } from '../reconciler/kubeCluster.js';
import type { StoredWorkload } from './clusterWorkload.js';
/** What a UnitedDeployment's subsets are in the cluster: its children (of its child kind) and their Pods. */
export interface UnitedDeploymentObjects {
    children: StoredWorkload[];
    pods: Pod[];
}
/**
 * The UnitedDeployment's children and Pods, listed in its namespace with its spec.selector (the engine checks each
 * child's controller ownerReference). Children of the kind its template declares: a CloneSet at the version the
 * apiserver serves CloneSets at, an Advanced StatefulSet at apps.kruise.io/v1beta1, apps/v1 StatefulSets and
 * Deployments.
 */
export declare function listUnitedDeploymentObjects(cluster: KubeCluster, view: UnitedDeploymentView): Promise<UnitedDeploymentObjects>;
