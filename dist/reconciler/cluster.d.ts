import type { LabelSelector } from '../engine/kube/labelSelector.js';
import type { CloneSetStatus } from '../engine/rollout/cloneSetStatus.js';
import { type Pod } from '../engine/kube/pod.js';
import type { ControllerRevision } from '../engine/workloads/revision.js';
import type { SubsetChildKind } from '../engine/workloads/unitedDeployment.js';
import type { WorkloadKind } from '../engine/workloads/workloadView.js';
import { GuardError } from '../errors.js';
/**
 * The port the reconciler talks to: the few apiserver calls it needs, with optimistic concurrency.
 * Adapters: `MemoryCluster` (embedded, with a simulated kubelet) and `KubeCluster` (@kubernetes/client-node).
 * Every write takes the object's `metadata.resourceVersion` as a precondition and fails with
 * GuardError IPG_ERR_CONFLICT when the stored object has moved on.
 */
/** An apps.kruise.io workload (CloneSet, Advanced StatefulSet, Advanced DaemonSet) as the API returns it (raw JSON: read it with the engine's `readWorkload`). */
export interface WorkloadObject {
    apiVersion: string;
    kind: WorkloadKind;
    metadata: {
        name: string;
        namespace?: string;
        uid?: string;
        resourceVersion?: string;
        generation?: number;
        annotations?: Record<string, string>;
        labels?: Record<string, string>;
        [key: string]: unknown;
    };
    spec: Record<string, unknown>;
    status?: object;
}
/** A CloneSet as the API returns it (raw JSON: read it with the engine's `readCloneSet`). */
export interface CloneSetObject extends WorkloadObject {
    kind: 'CloneSet';
    status?: CloneSetStatus;
}
/** A Node as the API returns it. */
export interface NodeObject {
    apiVersion?: string;
    kind?: 'Node';
    metadata: {
        name: string;
        labels?: Record<string, string>;
        resourceVersion?: string;
        [key: string]: unknown;
    };
    spec?: {
        taints?: {
            key: string;
            value?: string;
            effect: string;
        }[];
        [key: string]: unknown;
    };
    status?: Record<string, unknown>;
}
/**
 * The kinds observe mode shows without planning them as workloads: a SidecarSet (cluster-scoped) and a
 * UnitedDeployment. Their objects travel as raw JSON (read them with the engine's `readSidecarSet`,
 * `readUnitedDeployment`); only their annotations are ever written.
 */
export type ViewKind = 'SidecarSet' | 'UnitedDeployment';
export interface ViewObject<K extends ViewKind = ViewKind> {
    apiVersion: string;
    kind: K;
    metadata: {
        name: string;
        namespace?: string;
        uid?: string;
        resourceVersion?: string;
        generation?: number;
        annotations?: Record<string, string>;
        labels?: Record<string, string>;
        [key: string]: unknown;
    };
    spec?: Record<string, unknown>;
    status?: object;
}
export type SidecarSetObject = ViewObject<'SidecarSet'>;
export declare const VIEW_KINDS: readonly ViewKind[];
export declare function isViewKind(kind: string): kind is ViewKind;
export type UnitedDeploymentObject = ViewObject<'UnitedDeployment'>;
/** A Namespace as the API returns it: its labels are what a SidecarSet's spec.namespaceSelector matches. */
export interface NamespaceObject {
    apiVersion?: string;
    kind?: 'Namespace';
    metadata: {
        name: string;
        labels?: Record<string, string>;
        [key: string]: unknown;
    };
}
/**
 * Where Events about a cluster-scoped object (a SidecarSet) are written: client-go's recorder puts them in
 * `default` when the object has no namespace (`record.makeEvent`).
 */
export declare const CLUSTER_SCOPED_EVENT_NAMESPACE = "default";
/** The label every Pod of a UnitedDeployment's subset carries (Kruise's `apps.kruise.io/subset-name`). */
export declare const SUBSET_NAME_LABEL = "apps.kruise.io/subset-name";
/** The annotation Kruise's Pod webhook writes on every Pod it injects sidecars into: the SidecarSets' names, comma-separated. */
export declare const SIDECARSET_INJECTED_LIST = "kruise.io/sidecarset-injected-list";
/** The workload kinds the port serves, each under its apps.kruise.io resource name. */
export declare const WORKLOAD_RESOURCES: Readonly<Record<WorkloadKind, string>>;
export interface EventInput {
    namespace: string;
    /** The object the event is about. */
    involvedObject: {
        kind: WorkloadKind | ViewKind | 'Pod';
        name: string;
        uid?: string;
        apiVersion: string;
    };
    type: 'Normal' | 'Warning';
    reason: string;
    message: string;
}
export interface ClusterEvent extends EventInput {
    name: string;
    count: number;
    firstTimestamp: string;
    lastTimestamp: string;
}
export type WatchKind = WorkloadKind | ViewKind | 'Pod';
/**
 * The label OpenKruise's CloneSet controller puts on every Pod it creates, its instance id
 * (pkg/controller/cloneset/core, `apps.kruise.io/cloneset-instance-id`).
 */
export declare const CLONESET_POD_SELECTOR = "apps.kruise.io/cloneset-instance-id";
/**
 * The label selector of the Pods a watch reports: those of a controller that keeps ControllerRevisions. Every Pod
 * Kruise's CloneSet, Advanced StatefulSet (`setPodRevision`) and Advanced DaemonSet (`newPod` in
 * daemonset_util.go) controllers create carries `controller-revision-hash` (v1.9.1, v1.8.3), and so do ours;
 * Deployment, Job or bare Pods never reach the reconciler. apps/v1 StatefulSet and DaemonSet Pods carry it too: the
 * owner reference (`ownerWorkload`) tells them apart.
 */
export declare const WORKLOAD_POD_SELECTOR = "controller-revision-hash";
export interface WatchEvent {
    kind: WatchKind;
    type: 'ADDED' | 'MODIFIED' | 'DELETED';
    namespace: string;
    name: string;
    /**
     * For Pods: the owning workload's name when the Pod has a controller ownerReference to an apps.kruise.io workload.
     * For workloads: the UnitedDeployment that owns it (a subset's child).
     */
    owner?: string;
    /** With an owner: its kind. */
    ownerKind?: WorkloadKind | 'UnitedDeployment';
    /** For Pods: the SidecarSets that injected it (its kruise.io/sidecarset-injected-list annotation). */
    sidecarSets?: string[];
    /** For Pods: the UnitedDeployment subset it belongs to (its apps.kruise.io/subset-name label). */
    subset?: string;
}
export interface Watch {
    stop(): void;
}
export interface ResizeContainer {
    name: string;
    resources: {
        limits?: Record<string, string>;
        requests?: Record<string, string>;
    };
}
export interface Cluster {
    listWorkloads(kind: WorkloadKind, namespace?: string): Promise<WorkloadObject[]>;
    getWorkload(kind: WorkloadKind, namespace: string, name: string): Promise<WorkloadObject>;
    /** PUT the status subresource (resourceVersion precondition). */
    updateWorkloadStatus(workload: WorkloadObject): Promise<WorkloadObject>;
    /** Merge-patch metadata.annotations (null removes a key), with the resourceVersion as precondition when given. */
    patchWorkloadAnnotations(kind: WorkloadKind, namespace: string, name: string, annotations: Record<string, string | null>, resourceVersion?: string): Promise<WorkloadObject>;
    listPods(namespace: string, selector: LabelSelector): Promise<Pod[]>;
    getPod(namespace: string, name: string): Promise<Pod>;
    createPod(pod: Pod): Promise<Pod>;
    /** PUT the Pod (metadata and spec; the status in the body is ignored, as the apiserver does). */
    updatePod(pod: Pod): Promise<Pod>;
    /** PUT the status subresource (only status changes). */
    updatePodStatus(pod: Pod): Promise<Pod>;
    /** PATCH the `pods/resize` subresource (Kubernetes ≥ 1.32): only containers[*].resources change. */
    resizePod(namespace: string, name: string, containers: ResizeContainer[], resourceVersion?: string): Promise<Pod>;
    /** DELETE with a UID precondition (never deletes a replacement with the same name). */
    deletePod(namespace: string, name: string, uid?: string): Promise<void>;
    /** The cluster's Nodes as the API returns them (raw JSON: read them with the engine's `readNode`). */
    listNodes(): Promise<NodeObject[]>;
    listRevisions(namespace: string, selector: LabelSelector): Promise<ControllerRevision[]>;
    createRevision(revision: ControllerRevision): Promise<ControllerRevision>;
    createEvent(event: EventInput): Promise<void>;
    listEvents(namespace: string): Promise<ClusterEvent[]>;
    listSidecarSets(): Promise<SidecarSetObject[]>;
    getSidecarSet(name: string): Promise<SidecarSetObject>;
    /** Merge-patch metadata.annotations of the (cluster-scoped) SidecarSet, as patchWorkloadAnnotations. */
    patchSidecarSetAnnotations(name: string, annotations: Record<string, string | null>, resourceVersion?: string): Promise<SidecarSetObject>;
    listUnitedDeployments(namespace?: string): Promise<UnitedDeploymentObject[]>;
    getUnitedDeployment(namespace: string, name: string): Promise<UnitedDeploymentObject>;
    patchUnitedDeploymentAnnotations(namespace: string, name: string, annotations: Record<string, string | null>, resourceVersion?: string): Promise<UnitedDeploymentObject>;
    /** The objects of a UnitedDeployment's child kind in a namespace whose labels match `selector` (raw JSON). */
    listSubsetChildren(kind: SubsetChildKind, namespace: string, selector: LabelSelector): Promise<unknown[]>;
    /** Pods of every namespace whose labels match `selector`. */
    listPodsInAllNamespaces(selector: LabelSelector): Promise<Pod[]>;
    /** The cluster's Namespaces (a SidecarSet's spec.namespaceSelector matches their labels). */
    listNamespaces(): Promise<NamespaceObject[]>;
    /** Change notifications for workloads and for the Pods that belong to workloads (WORKLOAD_POD_SELECTOR); the reconciler re-reads what it needs (level-triggered). */
    watch(onEvent: (event: WatchEvent) => void, onError?: (err: Error) => void): Promise<Watch>;
}
export declare function isConflict(err: unknown): boolean;
export declare function isNotFound(err: unknown): boolean;
export declare function conflictError(kind: string, name: string): GuardError;
export declare function notFoundError(kind: string, name: string): GuardError;
/** The controller name a Pod points at through a controller ownerReference of kind CloneSet. */
export declare function ownerCloneSet(pod: Pod): string | undefined;
/**
 * The apps.kruise.io workload a Pod's controller ownerReference points at: a CloneSet (Kruise's alone), or a
 * StatefulSet or DaemonSet of apps.kruise.io (apps/v1 has them too, and their Pods are not ours).
 */
export declare function ownerWorkload(pod: Pick<Pod, 'metadata'>): {
    kind: WorkloadKind;
    name: string;
} | undefined;
/**
 * The UnitedDeployment a workload's controller ownerReference points at: the workload is one of its subsets'
 * children.
 */
export declare function ownerUnitedDeployment(obj: Pick<Pod, 'metadata'>): string | undefined;
/** The SidecarSets a Pod names in its kruise.io/sidecarset-injected-list annotation. */
export declare function injectedSidecarSets(pod: Pick<Pod, 'metadata'>): string[] | undefined;
/** The work-queue key of a workload: kind, namespace and name (a CloneSet and a StatefulSet may share a name). A SidecarSet's namespace is empty. */
export declare function workloadKey(kind: WorkloadKind | ViewKind, namespace: string, name: string): string;
export declare function parseWorkloadKey(key: string): {
    kind: WorkloadKind | ViewKind;
    namespace: string;
    name: string;
};
/** How the API names a kind's resource in errors, e.g. `statefulsets.apps.kruise.io`. */
export declare function resourceName(kind: WorkloadKind): string;
export interface RetryOptions {
    attempts?: number;
    /** Base delay in ms; doubled each attempt (client-go DefaultBackoff: 10ms, factor 1, jitter 0.1, 4 steps → we use 10ms ×2). */
    baseDelayMs?: number;
    sleep?: (ms: number) => Promise<void>;
}
/** client-go `retry.RetryOnConflict`: re-run `fn` (which must re-read) while it fails with a conflict. */
export declare function retryOnConflict<T>(fn: () => Promise<T>, options?: RetryOptions): Promise<T>;
