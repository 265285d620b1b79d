import { type Pod } from '../engine/kube/pod.js';
import type { MemoryCluster } from './memoryCluster.js';
/**
 * A kubelet (and scheduler) for the in-memory cluster, on whatever clock drives it. It binds new Pods to a node,
 * pulls images (configurable delay, or failure → `ErrImagePull`), starts containers, flips readiness after a
 * probe delay, restarts a container whose image changed (stop with preStop/grace time, pull, start with a new
 * imageID and restartCount + 1), and finishes deletions after the grace period. It writes only `pods/status`.
 *
 * Work is event-driven: watch notifications mark Pods dirty, and each Pod's next deadline sits in a heap, so a
 * sync touches only the Pods that changed or are due.
 */
export interface KubeletOptions {
    /** Seconds to pull an image. Default 2. */
    pullSeconds?: number;
    /** Seconds from pulled image to running container. Default 1. */
    startSeconds?: number;
    /** Seconds from running to ready (readiness probe). Default 2. */
    probeDelaySeconds?: number;
    /** Seconds a container takes to stop (preStop hook + SIGTERM), capped by terminationGracePeriodSeconds. Default 1. */
    stopSeconds?: number;
    /** Number of simulated nodes Pods are spread across. Default 3. */
    nodes?: number;
    /** Pulling `image` for this container fails (ErrImagePull). */
    failPull?: (pod: string, container: string, image: string) => boolean;
    /** The readiness probe of this container never passes. */
    neverReady?: (pod: string, container: string, image: string) => boolean;
    /**
     * Play kruise-daemon too (default true): restart a container whose env-from-metadata values changed, and report
     * `apps.kruise.io/runtime-containers-meta` (container IDs and hashes) on the Pod.
     */
    daemon?: boolean;
}
export interface ContainerRestart {
    pod: string;
    uid: string;
    container: string;
    restartCount: number;
}
/** The `apps.kruise.io/runtime-containers-meta` value kruise-daemon writes. */
export declare function runtimeContainersMeta(containers: {
    name: string;
    containerID: string;
    restartCount: number;
    plainHash: number;
    envHash: number;
}[]): string;
/**
 * The simulated kruise-daemon reports only for Pods whose containers read Pod metadata through env: that is where
 * its report decides anything (env-from-metadata updates); elsewhere the imageID check gives the same answer.
 */
export declare function readsPodMetadata(pod: Pod): boolean;
/** A deterministic image digest per image reference (the same image always has the same imageID). */
export declare function imageIdOf(image: string): string;
export declare class KubeletSimulator {
    private readonly store;
    private readonly client;
    private readonly runtimes;
    private readonly dirty;
    private readonly heap;
    private readonly due;
    /** Timestamps formatted once (see metaTime). */
    private readonly times;
    /** Each Pod key split into namespace and name once. */
    private readonly refs;
    private writingKey;
    private containerSeq;
    private nodeSeq;
    private stopWatch;
    private readonly daemonClient;
    /** Hashes of the (frozen) containers of stored Pods, read again on every sync. */
    private readonly reads;
    private readonly o;
    constructor(store: MemoryCluster, options?: KubeletOptions);
    stop(): void;
    /** The earliest time some Pod needs attention (epoch ms), or undefined when idle. */
    nextWakeAt(): number | undefined;
    /** True when some Pod changed since the last sync. */
    get hasPendingEvents(): boolean;
    /** Every container restart so far (an image change restarts a container exactly once). */
    restarts(): ContainerRestart[];
    /** Process every dirty or due Pod at `now`. Returns the number of status writes. */
    sync(now: number): Promise<number>;
    /** Synchronous unless it writes: most syncs find nothing to write, and an await per Pod costs more than the check. */
    private syncPod;
    /** The status write (when `status` is given), then kruise-daemon's report on the Pod as it is after it. */
    private writeChanges;
    /** What this sync saw, so that an event that changes none of it needs no work. */
    private remember;
    /** kruise-daemon: `apps.kruise.io/runtime-containers-meta` with each running container's ID and hashes. */
    private reportRuntimeMeta;
    /** The runtime-containers-meta text kruise-daemon would write on `pod` now, or undefined when it has nothing to write. */
    private runtimeMetaToWrite;
    private newRuntimeMeta;
    /** The scheduler: a Pod for one node (a DaemonSet's, by its required node affinity) goes there, others round-robin. */
    private bind;
    private runtimeFor;
    private readyAt;
    private newContainerId;
    /** Moves one container through its phases up to `now`. */
    private advance;
    private schedule;
    private terminate;
    /** metaTime, remembered: on a simulated clock many containers start and stop in the same second. */
    private metaTime;
    private containerStatus;
    /** The status the kubelet would write now, or undefined when the Pod already shows it. */
    private nextStatus;
    /**
     * The container's status as the Pod shows it: the one built last time while nothing it shows has changed (no
     * object, no lookup, no deep comparison), else a new one, or the Pod's current one when that holds the same.
     */
    private shownStatus;
    /** One write for Pod `key`: 1 when it landed; 0 on a conflict (the Pod is synced again) or when the Pod is gone. */
    private write;
}
