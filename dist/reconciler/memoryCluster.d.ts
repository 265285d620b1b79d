import type { LabelSelector } from '../engine/kube/labelSelector.js';
import { type Pod } from '../engine/kube/pod.js';
import type { ControllerRevision } from '../engine/workloads/revision.js';
import { type SubsetChildKind } from '../engine/workloads/unitedDeployment.js';
import type { WorkloadKind } from '../engine/workloads/workloadView.js';
import { type CloneSetObject, type Cluster, type ClusterEvent, type EventInput, type NamespaceObject, type NodeObject, type ResizeContainer, type SidecarSetObject, type UnitedDeploymentObject, type ViewKind, type Watch, type WatchEvent, type WorkloadObject } from './cluster.js';
type StoreWatcher = (event: WatchEvent, pod?: Pod) => void;
/**
 * An in-memory apiserver for workloads (CloneSets, Advanced StatefulSets, Advanced DaemonSets), Pods, Nodes,
 * ControllerRevisions and Events: resourceVersions, 409 conflicts,
 * watch notifications, Pod update validation (only images, metadata, and resources through `pods/resize` may
 * change), admission hooks, and fault injection (a client "crashes" after its Nth write). Each actor (reconciler,
 * kubelet, test) talks through its own `client(actor)`, so writes can be counted and crashes injected per actor.
 *
 * Stored objects are deep-frozen and handed out as-is: a list of 1,000 Pods costs no cloning, and an accidental
 * mutation by a reader throws instead of corrupting the store. A written Pod is frozen too: the cluster owns it.
 */
/** Thrown by a client whose process has been "killed" by fault injection. */
export declare class SimulatedCrash extends Error {
    constructor(actor: string, write: number);
}
export type WriteVerb = 'create' | 'update' | 'update-status' | 'patch' | 'resize' | 'delete';
export interface WriteRecord {
    seq: number;
    actor: string;
    verb: WriteVerb;
    kind: WorkloadKind | ViewKind | 'Pod' | 'ControllerRevision' | 'Event';
    namespace: string;
    name: string;
    at: number;
}
/** An admission hook: return a replacement object to mutate, throw a GuardError to deny. */
export type PodAdmission = (operation: 'CREATE' | 'UPDATE', pod: Pod, old: Pod | undefined) => Pod | void;
export type CloneSetAdmission = (operation: 'CREATE' | 'UPDATE', cloneSet: CloneSetObject, old: CloneSetObject | undefined) => CloneSetObject | void;
export interface MemoryClusterOptions {
    /** The apiserver's clock (epoch ms): creationTimestamp, deletionTimestamp, event times. */
    now: () => number;
    podAdmission?: PodAdmission[];
    cloneSetAdmission?: CloneSetAdmission[];
}
export interface ClientOptions {
    /** Kill the client right after its Nth successful write (the write is stored; the caller sees a crash). */
    crashAfterWrites?: number;
}
/** An object the in-memory cluster stores but plays no part in (SidecarSets, UnitedDeployments, apps/v1 children, Namespaces). */
export interface StoredObject {
    apiVersion: string;
    kind: string;
    metadata: {
        name: string;
        namespace?: string;
        uid?: string;
        resourceVersion?: string;
        generation?: number;
        labels?: Record<string, string>;
        annotations?: Record<string, string>;
        [key: string]: unknown;
    };
    [key: string]: unknown;
}
export declare class MemoryCluster {
    readonly now: () => number;
    private revisionCounter;
    private uidCounter;
    private writeSeq;
    private readonly workloads;
    /** Pods by namespace, then name: a lookup hashes the two strings the caller holds, with no key built per call. */
    private readonly pods;
    private readonly revisions;
    /** Nodes by name (the simulated kubelet's, or a test's). */
    private readonly nodes;
    private readonly events;
    /** SidecarSets, UnitedDeployments, apps/v1 StatefulSets and Deployments, Namespaces (objectKey). */
    private readonly objects;
    private readonly watchers;
    private readonly podAdmission;
    private readonly cloneSetAdmission;
    /** Every write, in order (what the crash-safety test and the timeline read). */
    readonly writes: WriteRecord[];
    /** Pods removed from storage, in order (never expected on the in-place path). */
    readonly deletedPods: {
        namespace: string;
        name: string;
        uid: string;
    }[];
    constructor(options: MemoryClusterOptions);
    /** A Cluster for one actor; its writes are recorded under that actor's name. */
    client(actor: string, options?: ClientOptions): MemoryClusterClient;
    pod(namespace: string, name: string): Pod | undefined;
    allPods(): Pod[];
    cloneSet(namespace: string, name: string): CloneSetObject | undefined;
    allCloneSets(): CloneSetObject[];
    workload(kind: WorkloadKind, namespace: string, name: string): WorkloadObject | undefined;
    /** Every stored workload, or those of one kind. */
    allWorkloads(kind?: WorkloadKind): WorkloadObject[];
    allEvents(): ClusterEvent[];
    allNodes(): NodeObject[];
    /** Stores (or replaces) a Node. */
    storeNode(node: NodeObject): NodeObject;
    /**
     * Creates or replaces an object the cluster only stores: a SidecarSet (cluster-scoped: no namespace), a
     * UnitedDeployment, an apps/v1 StatefulSet or Deployment, a Namespace. SidecarSets and UnitedDeployments are watched.
     */
    applyObject<T extends StoredObject>(input: T): T;
    /** Stores the object as given (a new resourceVersion), e.g. with a status a controller wrote. */
    storeObject<T extends StoredObject>(obj: T, type?: 'ADDED' | 'MODIFIED'): T;
    /** Removes a stored object (a SidecarSet's or UnitedDeployment's watchers are told). */
    deleteObject(apiVersion: string, kind: string, namespace: string, name: string): void;
    /** A stored object by apiVersion (its group decides), kind, namespace ('' for cluster-scoped) and name. */
    object(apiVersion: string, kind: string, namespace: string, name: string): StoredObject | undefined;
    /** The stored objects of one group and kind (apiVersion's group decides). */
    allObjects(apiVersion: string, kind: string): StoredObject[];
    allRevisions(): ControllerRevision[];
    /** Removes a terminating Pod from storage (the kubelet's final delete once containers are stopped). */
    finalizePodDeletion(namespace: string, name: string): void;
    nextResourceVersion(): string;
    newUid(): string;
    record(actor: string, verb: WriteVerb, kind: WriteRecord['kind'], namespace: string, name: string): void;
    /** Every change, with the Pod it is about (for Pod events). */
    notify(event: WatchEvent, pod?: Pod): void;
    addWatcher(fn: StoreWatcher): Watch;
    getCloneSetOrThrow(namespace: string, name: string): CloneSetObject;
    getWorkloadOrThrow(kind: WorkloadKind, namespace: string, name: string): WorkloadObject;
    getPodOrThrow(namespace: string, name: string): Pod;
    storeCloneSet(cs: CloneSetObject, type: 'ADDED' | 'MODIFIED'): CloneSetObject;
    storeWorkload(w: WorkloadObject, type: 'ADDED' | 'MODIFIED'): WorkloadObject;
    storePod(pod: Pod, type: 'ADDED' | 'MODIFIED'): Pod;
    /** Create or update a CloneSet (spec and metadata; generation moves when the spec changes), through admission. */
    applyCloneSet(input: CloneSetObject): CloneSetObject;
    /** Create or update a workload (spec and metadata; generation moves when the spec changes); CloneSets through admission. */
    applyWorkload(input: WorkloadObject): WorkloadObject;
    runPodAdmission(operation: 'CREATE' | 'UPDATE', pod: Pod, old: Pod | undefined): Pod;
    listPodsIn(namespace: string, selector: LabelSelector): Pod[];
    listRevisionsIn(namespace: string, selector: LabelSelector): ControllerRevision[];
    storeRevision(revision: ControllerRevision): ControllerRevision;
    storeEvent(input: EventInput): void;
}
/** Validation of a Pod UPDATE on the main endpoint (kubernetes-admission.md §1.1–§1.4). */
export declare function validatePodUpdate(next: Pod, old: Pod): void;
/** The Cluster port over a MemoryCluster, for one actor, with optional crash injection. */
export declare class MemoryClusterClient implements Cluster {
    private readonly store;
    readonly actor: string;
    private readonly options;
    private writeCount;
    private crashed;
    constructor(store: MemoryCluster, actor: string, options: ClientOptions);
    get writesDone(): number;
    get isCrashed(): boolean;
    private alive;
    private wrote;
    listWorkloads(kind: WorkloadKind, namespace?: string): Promise<WorkloadObject[]>;
    getWorkload(kind: WorkloadKind, namespace: string, name: string): Promise<WorkloadObject>;
    listCloneSets(namespace?: string): Promise<CloneSetObject[]>;
    getCloneSet(namespace: string, name: string): Promise<CloneSetObject>;
    updateWorkloadStatus(workload: WorkloadObject): Promise<WorkloadObject>;
    patchWorkloadAnnotations(kind: WorkloadKind, namespace: string, name: string, annotations: Record<string, string | null>, resourceVersion?: string): Promise<WorkloadObject>;
    listPods(namespace: string, selector: LabelSelector): Promise<Pod[]>;
    getPod(namespace: string, name: string): Promise<Pod>;
    createPod(input: Pod): Promise<Pod>;
    updatePod(input: Pod): Promise<Pod>;
    updatePodStatus(input: Pod): Promise<Pod>;
    resizePod(namespace: string, name: string, containers: ResizeContainer[], resourceVersion?: string): Promise<Pod>;
    deletePod(namespace: string, name: string, uid?: string): Promise<void>;
    listNodes(): Promise<NodeObject[]>;
    listRevisions(namespace: string, selector: LabelSelector): Promise<ControllerRevision[]>;
    createRevision(revision: ControllerRevision): Promise<ControllerRevision>;
    createEvent(event: EventInput): Promise<void>;
    listEvents(namespace: string): Promise<ClusterEvent[]>;
    listSidecarSets(): Promise<SidecarSetObject[]>;
    getSidecarSet(name: string): Promise<SidecarSetObject>;
    patchSidecarSetAnnotations(name: string, annotations: Record<string, string | null>, resourceVersion?: string): Promise<SidecarSetObject>;
    listUnitedDeployments(namespace?: string): Promise<UnitedDeploymentObject[]>;
    getUnitedDeployment(namespace: string, name: string): Promise<UnitedDeploymentObject>;
    patchUnitedDeploymentAnnotations(namespace: string, name: string, annotations: Record<string, string | null>, resourceVersion?: string): Promise<UnitedDeploymentObject>;
    listSubsetChildren(kind: SubsetChildKind, namespace: string, selector: LabelSelector): Promise<unknown[]>;
    listPodsInAllNamespaces(selector: LabelSelector): Promise<Pod[]>;
    listNamespaces(): Promise<NamespaceObject[]>;
    private getView;
    private patchView;
    /** As KubeCluster's watch: workloads, and only Pods that belong to workloads (WORKLOAD_POD_SELECTOR). */
    watch(onEvent: (event: WatchEvent) => void): Promise<Watch>;
}
export {};
