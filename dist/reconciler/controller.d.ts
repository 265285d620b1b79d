import type { WorkloadKind } from '../engine/workloads/workloadView.js';
import { type Cluster, type ViewKind } from './cluster.js';
import type { LoggerLike, Reconciler } from './reconciler.js';
/**
 * The work queue around a Reconciler: watch events and requeue timers put workload keys (kind/namespace/name) in the queue, one worker
 * reconciles them one at a time (a key is never reconciled twice concurrently), errors back off exponentially.
 */
export interface ControllerOptions {
    cluster: Cluster;
    reconciler: Reconciler;
    logger: LoggerLike;
    /** Only workloads in this namespace. */
    namespace?: string;
    /** Resync every workload this often (ms), as informers do. Default 5 minutes; 0 disables. */
    resyncMs?: number;
    /** The workload kinds reconciled (default: those the reconciler takes in its mode). */
    kinds?: readonly WorkloadKind[];
    /** The SidecarSets and UnitedDeployments observed (default: those the reconciler takes in its mode). */
    viewKinds?: readonly ViewKind[];
}
export declare class Controller {
    private readonly o;
    private readonly queue;
    private readonly timers;
    private readonly failures;
    /** UnitedDeployments seen, by namespace: a Pod of a subset re-observes those of its namespace. */
    private readonly unitedDeployments;
    private watch;
    private resync;
    private running;
    private stopped;
    private idle;
    constructor(o: ControllerOptions);
    start(): Promise<void>;
    stop(): Promise<void>;
    /** Resolves once the queue is empty and no reconcile is running (tests). */
    drained(): Promise<void>;
    enqueue(key: string, afterMs?: number): void;
    private get kinds();
    private get viewKinds();
    /** Every workload of every kind; a kind the cluster does not serve or lets us list is left out (and logged), CloneSet is not. */
    private enqueueAll;
    private indexUnitedDeployment;
    private onEvent;
    private work;
}
