import type { FeatureGates } from '../engine/kruise/gates.js';
import type { KruiseRelease } from '../engine/kruise/releases.js';
import { type Diagnosis } from '../engine/rollout/diagnosis.js';
import { type RolloutPlan } from '../engine/rollout/rolloutPlan.js';
import type { WorkloadKind } from '../engine/workloads/workloadView.js';
import { type Cluster, type ViewKind } from './cluster.js';
import type { ReconcilerMetrics } from './metrics.js';
/**
 * The embedded reconciler of CloneSets, Advanced StatefulSets and Advanced DaemonSets: level-triggered and idempotent. Each `reconcile`
 * reads the workload, its Pods and revisions from the cluster and does what OpenKruise's controller would do next
 * (spec §5.2): scale, refresh every Pod (§4.6, §4.8), then update the Pods the rollout plan picks (§4.1, §4.2), in
 * the workload's own order. Every rule comes from the engine; this file only reads, writes and retries. If the
 * process dies between two writes, the next process continues from what is on the Pods.
 *
 * `observe` mode never writes Pods: it publishes the plan and the diagnosis (workload annotations, Events,
 * metrics) for clusters where OpenKruise's own controller performs the updates.
 */
export type ReconcilerMode = 'active' | 'observe';
/** The kinds the reconciler plays in active mode: the in-memory cluster's rollouts. */
export declare const RECONCILED_KINDS: readonly WorkloadKind[];
/** The kinds observe mode plans and diagnoses: every kind the engine plans. */
export declare const OBSERVED_KINDS: readonly WorkloadKind[];
/** What observe mode shows besides: SidecarSets (their Pods' sidecars) and UnitedDeployments (their subsets' children). */
export declare const OBSERVED_VIEW_KINDS: readonly ViewKind[];
export interface LoggerLike {
    debug(obj: object, msg?: string): void;
    info(obj: object, msg?: string): void;
    warn(obj: object, msg?: string): void;
    error(obj: object, msg?: string): void;
}
export interface ReconcilerOptions {
    cluster: Cluster;
    mode: ReconcilerMode;
    gates: FeatureGates;
    /** The cluster's Kruise release: its Go types decode the templates (default DEFAULT_KRUISE_RELEASE). */
    kruise?: KruiseRelease;
    /** The clock (epoch ms). */
    now: () => number;
    logger?: LoggerLike;
    /** Instance ids for new Pods (default: 5 random characters of Kruise's alphabet). */
    newPodId?: () => string;
    /** Kubernetes ≥ 1.32: resources change through `pods/resize` (default true). */
    resizeSubresource?: boolean;
    /** Backoff sleep between conflict retries (tests and the simulation pass a no-op). */
    sleep?: (ms: number) => Promise<void>;
    metrics?: ReconcilerMetrics;
    /** Diagnosis threshold for a slow kubelet (seconds). */
    stallAfterSeconds?: number;
    /** Called when Pods start an update in this reconcile (the simulation's timeline). */
    onPodsStarted?: (started: StartedPod[], plan: RolloutPlan) => void;
}
export interface StartedPod {
    name: string;
    uid?: string;
    path: 'in-place' | 'recreate' | 'prepare-update';
}
export interface ReconcileResult {
    writes: number;
    /** Reconcile again after this many ms even without a watch event (grace periods, minReadySeconds). */
    requeueAfterMs?: number;
    started: StartedPod[];
    plan?: RolloutPlan;
    diagnosis?: Diagnosis;
    error?: string;
}
export declare class Reconciler {
    private readonly options;
    private readonly cluster;
    private readonly log;
    private readonly newPodId;
    /** Pods whose last refresh found nothing to do, by uid: their resourceVersion then, and the round's scope (an informer-style cache). */
    private readonly settled;
    private resolution;
    private specCache;
    /** What the plan read from each listed Pod: this reconciler never mutates a Pod object it listed. */
    private readonly planMemo;
    /** Parsed annotations of the stored (frozen) Pods it refreshes again and again. */
    private readonly podReads;
    constructor(options: ReconcilerOptions);
    get mode(): ReconcilerMode;
    reconcile(namespace: string, name: string, kind?: WorkloadKind | ViewKind): Promise<ReconcileResult>;
    /** The SidecarSets and UnitedDeployments shown in observe mode (the embedded cluster plays neither). */
    get viewKinds(): readonly ViewKind[];
    private observeView;
    /** The kinds this reconciler takes: every kind the engine plans when it only observes, the kinds it plays when active. */
    get kinds(): readonly WorkloadKind[];
    /** The update revision for the template, as the controller finds or builds it (cached while nothing it reads changed). */
    private resolve;
    /**
     * Observe mode: the plan and the diagnosis, published on the workload; no Pod is written. The update revision is the
     * one the controller wrote in status, else the engine's (an Advanced DaemonSet's planner names its own), and an
     * Advanced DaemonSet is planned over the cluster's Nodes when they may be listed (else the nodes its Pods are on).
     */
    private observe;
    /** The cluster's Nodes, or undefined when they cannot be listed (the planner then sees the nodes the Pods are on). */
    private nodes;
    private ownedPods;
    private now;
    /** What every plan of this round is given: an Advanced DaemonSet's also reads the Nodes and its revisions. */
    private planOptions;
    private activeRound;
    private requeueForAvailability;
    private templateOf;
    private scale;
    /** `manage`: a Pod at the update revision on every node that should run one and has none. */
    private createDaemonSetPods;
    private createDaemonPod;
    /** The surge path: a new Pod on the old Pod's node, beside it. */
    private surgeDaemonPod;
    /** The update revision's hash, the label an Advanced DaemonSet's Pods carry. */
    private daemonSetHash;
    private createCloneSetPods;
    /** The replicas the plan creates, by ordinal, each from its revision's template. */
    private createStatefulSetPods;
    private uniqueId;
    private refreshPod;
    /** Refresh one Pod. `settled`: nothing to do and nothing time-dependent pending, so an unchanged Pod can be skipped. */
    private refreshPodUncached;
    private updatePod;
    /**
     * The UpdateSpec depends only on the two revisions and the CloneSet's strategy, not on the Pod: computed once per
     * revision pair and generation (1,000 Pods at one old revision share it).
     */
    private updateSpecFor;
    private prepareUpdate;
    /**
     * The recreate path: a CloneSet's Pod is labelled specified-delete and the scale phase deletes and replaces it
     * (spec §4.1); an Advanced StatefulSet's Pod is deleted, and the scale phase creates it again once it is gone.
     */
    private recreate;
    private resize;
    private event;
    /** Status write (only when changed). `failedUpdate`: error text, null to clear FailedUpdate, undefined to keep it. */
    private writeStatus;
    /** An Advanced StatefulSet's status, counted over its Pods as its controller counts them; an update error shows nowhere in it. */
    private writeStatefulSetStatus;
    /** An Advanced DaemonSet's status over the Nodes; the generation is observed once a sync ends without an error. */
    private writeDaemonSetStatus;
    private putStatus;
}
/** An error of the update phase (becomes condition FailedUpdate). */
export declare class UpdateError extends Error {
    constructor(message: string);
}
