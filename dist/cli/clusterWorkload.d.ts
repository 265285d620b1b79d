import type { JsonObject } from '../engine/kube/json.js';
import type { KruiseApiVersion, KruiseRelease } from '../engine/kruise/releases.js';
import type { WorkloadKind } from '../engine/workloads/workloadView.js';
import type { KubeCluster } from '../reconciler/kubeCluster.js';
/** A workload as the apiserver returns it, with the status fields the CLI reads. */
export type StoredWorkload = JsonObject & {
    status?: {
        updateRevision?: string;
        currentRevision?: string;
    };
};
/**
 * One guarded workload read from a cluster (`diagnose`, `check --live`). A CloneSet at the version API discovery finds
 * (released Kruise serves it at v1alpha1 only); any other kind at `version`, else at v1beta1, the version Kruise stores
 * Advanced StatefulSets and DaemonSets at and serves in every release.
 */
export declare function getWorkload(cluster: KubeCluster, kind: WorkloadKind, namespace: string, name: string, version?: KruiseApiVersion): Promise<StoredWorkload>;
/** What `diagnose` reads from a cluster: a guarded workload, a SidecarSet (cluster-scoped) or a UnitedDeployment. */
export type DiagnosedKind = WorkloadKind | 'SidecarSet' | 'UnitedDeployment';
export declare const DIAGNOSED_KINDS: readonly DiagnosedKind[];
/**
 * A SidecarSet (cluster-scoped) at `version`; else, with Kruise 1.8 (which serves v1alpha1 only), at v1alpha1; else at
 * v1beta1 and, when the apiserver has none there (Kruise before 1.9 serves only v1alpha1), at v1alpha1.
 */
export declare function getSidecarSet(cluster: KubeCluster, name: string, options?: {
    version?: KruiseApiVersion;
    kruise?: KruiseRelease;
}): Promise<StoredWorkload>;
/** A UnitedDeployment: apps.kruise.io/v1alpha1, the one version every Kruise release serves it at. */
export declare function getUnitedDeployment(cluster: KubeCluster, namespace: string, name: string): Promise<StoredWorkload>;
/** `diagnose [KIND/]NAME`: the kind when one is given (as kubectl spells it: any case, singular or plural). */
export interface WorkloadArgument {
    kind?: DiagnosedKind;
    name: string;
}
export declare function parseWorkloadArgument(value: string): WorkloadArgument;
export interface LookupOptions {
    /** --api-version: the version a CloneSet, Advanced StatefulSet or DaemonSet, or SidecarSet is read at. */
    version?: KruiseApiVersion;
    kruise?: KruiseRelease;
}
/** One object of a kind `diagnose` reads: a SidecarSet by its name alone (it has no namespace). */
export declare function getDiagnosed(cluster: KubeCluster, kind: DiagnosedKind, namespace: string, name: string, options?: LookupOptions): Promise<StoredWorkload>;
/**
 * The object named: of its kind when one is given, else of the one kind that has an object of that name (a
 * SidecarSet of that name anywhere in the cluster counts). A kind the cluster does not serve, or the user may not
 * read, has none as long as another kind has one; when none has, the first such failure is the answer (a missing
 * OpenKruise, a missing permission). Two kinds with one name are ambiguous: the error lists them.
 */
export declare function findWorkload(cluster: KubeCluster, wanted: WorkloadArgument, namespace: string, options?: LookupOptions): Promise<StoredWorkload>;
