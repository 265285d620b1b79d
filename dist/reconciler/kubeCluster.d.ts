import { KubeConfig } from '@kubernetes/client-node';
import type { LabelSelector } from '../engine/kube/labelSelector.js';
import { type Pod } from '../engine/kube/pod.js';
import type { CloneSetVersion } from '../engine/workloads/cloneSet.js';
import type { ControllerRevision } from '../engine/workloads/revision.js';
import type { KruiseApiVersion } from '../engine/kruise/releases.js';
import type { SubsetChildKind } from '../engine/workloads/unitedDeployment.js';
import type { WorkloadKind } from '../engine/workloads/workloadView.js';
import { type CloneSetObject, type Cluster, type ClusterEvent, type EventInput, type NamespaceObject, type NodeObject, type ResizeContainer, type SidecarSetObject, type UnitedDeploymentObject, type ViewKind, type Watch, type WatchEvent, type WorkloadObject } from './cluster.js';
import { KubeRest } from './kubeRest.js';
import { ScopedInformer } from './scopedInformer.js';
/**
 * The Cluster port on a real apiserver. Writes carry resourceVersion preconditions (PUT bodies, or
 * `metadata.resourceVersion` inside merge patches) so a concurrent change is a 409, never a lost update. Watches
 * are client-node informers (scopedInformer.ts): the workloads of `kinds`, and only the Pods that belong to workloads.
 */
export interface KubeClusterOptions {
    /** Path to a kubeconfig; default: KUBECONFIG / ~/.kube/config / in-cluster. */
    kubeconfig?: string;
    /** Or a KubeConfig already loaded (tests). */
    kubeConfig?: KubeConfig;
    /** Only this namespace (default: all namespaces for watches). */
    namespace?: string;
    /** CloneSet API version to read and write; default: the one the apiserver serves, found by API discovery. */
    cloneSetVersion?: CloneSetVersion;
    /**
     * Advanced StatefulSet and DaemonSet API version (default v1beta1: the version Kruise stores them at and serves in
     * every release).
     */
    workloadVersion?: KruiseApiVersion;
    /**
     * The workload kinds `watch` follows (default CloneSet). A kind other than CloneSet is watched only where the
     * apiserver serves it and lets us read it: a 403 or 404 stops its informer.
     */
    kinds?: readonly WorkloadKind[];
    /**
     * The cluster-view kinds `watch` follows too (default none; observe mode's reconciler: SidecarSets and
     * UnitedDeployments). Each is watched only where it is served and readable, as the optional workload kinds.
     */
    viewKinds?: readonly ViewKind[];
    /** SidecarSet API version; default: the one the apiserver serves, found by API discovery (Kruise 1.8: v1alpha1 only). */
    sidecarSetVersion?: KruiseApiVersion;
    /** Component name on Events. */
    component?: string;
    now?: () => number;
    /** Delay before re-listing and re-watching after an error (ms). Default 1000. */
    rewatchDelayMs?: number;
    /** The apiserver closes each watch after this long and the informer re-watches (default 300 s). */
    watchTimeoutSeconds?: number;
    /** Objects per page when listing (limit/continue). Default 500. */
    listPageSize?: number;
}
export declare function loadKubeConfig(path?: string): KubeConfig;
export declare class KubeCluster implements Cluster {
    private readonly options;
    readonly rest: KubeRest;
    private version;
    private discovering;
    private sidecarSetDiscovery;
    private readonly component;
    private readonly now;
    constructor(options?: KubeClusterOptions);
    /** The CloneSet API version in use: the one asked for, else the one API discovery finds (asked once, retried after a failure). */
    cloneSetVersion(): Promise<CloneSetVersion>;
    private cloneSets;
    /** The collection path of a kind: CloneSets at the discovered version, the other kinds at workloadVersion. */
    private workloads;
    private workloadApiVersion;
    /** The SidecarSet API version in use: the one asked for, else the one API discovery finds (asked once, retried after a failure). */
    sidecarSetVersion(): Promise<KruiseApiVersion>;
    /** SidecarSets are cluster-scoped. */
    private sidecarSets;
    /** UnitedDeployments: apps.kruise.io/v1alpha1, the one version every release serves. */
    private unitedDeployments;
    /** The collection of a UnitedDeployment's child kind in a namespace. */
    private subsetChildren;
    private pods;
    listWorkloads(kind: WorkloadKind, namespace?: string): Promise<WorkloadObject[]>;
    getWorkload(kind: WorkloadKind, namespace: string, name: string): Promise<WorkloadObject>;
    listCloneSets(namespace?: string): Promise<CloneSetObject[]>;
    getCloneSet(namespace: string, name: string): Promise<CloneSetObject>;
    updateWorkloadStatus(workload: WorkloadObject): Promise<WorkloadObject>;
    patchWorkloadAnnotations(kind: WorkloadKind, namespace: string, name: string, annotations: Record<string, string | null>, resourceVersion?: string): Promise<WorkloadObject>;
    listPods(namespace: string, selector: LabelSelector): Promise<Pod[]>;
    /** Every page of a list (limit/continue), so no single response holds a namespace's worth of objects. */
    private listAll;
    getPod(namespace: string, name: string): Promise<Pod>;
    createPod(pod: Pod): Promise<Pod>;
    updatePod(pod: Pod): Promise<Pod>;
    updatePodStatus(pod: Pod): Promise<Pod>;
    resizePod(namespace: string, name: string, containers: ResizeContainer[], resourceVersion?: string): Promise<Pod>;
    deletePod(namespace: string, name: string, uid?: string): Promise<void>;
    listNodes(): Promise<NodeObject[]>;
    listSidecarSets(): Promise<SidecarSetObject[]>;
    getSidecarSet(name: string): Promise<SidecarSetObject>;
    patchSidecarSetAnnotations(name: string, annotations: Record<string, string | null>, resourceVersion?: string): Promise<SidecarSetObject>;
    listUnitedDeployments(namespace?: string): Promise<UnitedDeploymentObject[]>;
    getUnitedDeployment(namespace: string, name: string): Promise<UnitedDeploymentObject>;
    patchUnitedDeploymentAnnotations(namespace: string, name: string, annotations: Record<string, string | null>, resourceVersion?: string): Promise<UnitedDeploymentObject>;
    listSubsetChildren(kind: SubsetChildKind, namespace: string, selector: LabelSelector): Promise<unknown[]>;
    /** Pods of every namespace (of the one namespace this cluster is limited to, if any). */
    listPodsInAllNamespaces(selector: LabelSelector): Promise<Pod[]>;
    listNamespaces(): Promise<NamespaceObject[]>;
    listRevisions(namespace: string, selector: LabelSelector): Promise<ControllerRevision[]>;
    createRevision(revision: ControllerRevision): Promise<ControllerRevision>;
    createEvent(event: EventInput): Promise<void>;
    listEvents(namespace: string): Promise<ClusterEvent[]>;
    /**
     * Informers on the workloads of `kinds`, the SidecarSets and UnitedDeployments of `viewKinds`, and on the Pods that
     * belong to workloads (WORKLOAD_POD_SELECTOR); none other is listed or watched.
     */
    watch(onEvent: (event: WatchEvent) => void, onError?: (err: Error) => void): Promise<Watch & {
        informers: ScopedInformer[];
    }>;
}
