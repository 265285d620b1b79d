import { type FeatureGates } from '../engine/kruise/gates.js';
import type { KruiseRelease } from '../engine/kruise/releases.js';
import { type Pod, type PodStatus } from '../engine/kube/pod.js';
import { type Diagnosis, type StallReason } from '../engine/rollout/diagnosis.js';
import { type Node } from '../engine/kube/node.js';
import type { DaemonSetView } from '../engine/workloads/daemonSet.js';
import { type CloneSetView } from '../engine/workloads/cloneSet.js';
import type { StatefulSetView } from '../engine/workloads/statefulSet.js';
import { type Workload } from '../engine/workloads/workload.js';
import type { WorkloadObject } from './cluster.js';
import { type KubeletOptions, KubeletSimulator } from './kubelet.js';
import { MemoryCluster, type PodAdmission } from './memoryCluster.js';
import { type StartedPod } from './reconciler.js';
/**
 * A whole rollout on the embedded cluster with a simulated kubelet on a simulated clock: seed a workload (CloneSet or
 * Advanced StatefulSet) and its running Pods, apply a change, run the reconciler and the kubelet until the rollout completes or stalls, and report
 * the timeline. Also the benchmark's entry points (`buildPods`, `runSimulatedRollout`).
 */
export declare const SIMULATION_START: number;
/** Deterministic instance ids (Kruise uses 5 random characters of this alphabet). */
export declare function idGenerator(seed?: number): () => string;
export interface BuildPodsOptions {
    /** Revision name the Pods are at (default: the CloneSet template's revision). */
    revision?: string;
    now?: number;
    gates?: Partial<FeatureGates>;
    /** Indexes of Pods whose containers are running but not ready (readiness probe failing). */
    notReady?: ReadonlySet<number>;
    newId?: () => string;
}
/** N running, ready Pods of a CloneSet at one revision, as the controller and the kubelet would have left them. */
export declare function buildPods(cloneSet: CloneSetView, n: number, options?: BuildPodsOptions): Pod[];
/**
 * An Advanced StatefulSet's N replicas, running and ready at one revision, as its controller creates them (by ordinal,
 * from the lowest: engine/rollout/statefulSetScale.ts) and the kubelet would have left them.
 */
export declare function buildStatefulSetPods(view: StatefulSetView, n: number, options: BuildPodsOptions & {
    revision: string;
}): Pod[];
/**
 * An Advanced DaemonSet's Pods, one running and ready at one revision on every node that should run one, as its
 * controller creates them (engine/update/daemonSetPod.ts) and the kubelet would have left them.
 */
export declare function buildDaemonSetPods(view: DaemonSetView, nodes: readonly Node[], options: BuildPodsOptions & {
    hash: string;
}): Pod[];
/** The simulated nodes, `sim-node-1` to `sim-node-N`, as the simulated kubelet registers them. */
export declare function simulatedNodeNames(count: number): string[];
/** A stable UUID-shaped uid for a seeded Pod (the same Pod name always gets the same uid). */
export declare function uuidFor(text: string): string;
export declare function runningStatus(pod: Pod, ready: boolean, since: number, imageId: (image: string) => string): PodStatus;
export interface SeedOptions {
    gates: FeatureGates;
    /** The Kruise release whose Go types decode the template (default DEFAULT_KRUISE_RELEASE). */
    kruise?: KruiseRelease;
    now: number;
    /** The first N Pods run but are NotReady. */
    notReady?: number;
    seed?: number;
    /** Advanced DaemonSet: the simulated nodes registered before its Pods are seeded (default 3). */
    nodes?: number;
}
export interface SeededCloneSet {
    view: CloneSetView;
    revision: string;
    pods: Pod[];
    notReady: Set<number>;
}
export interface SeededWorkload {
    view: Workload;
    revision: string;
    pods: Pod[];
    notReady: Set<number>;
}
/** Stores a workload (CloneSet or Advanced StatefulSet), its revision and its running Pods at that revision, with a converged status. */
export declare function seedWorkload(store: MemoryCluster, workload: unknown, options: SeedOptions): SeededWorkload;
/** Stores a CloneSet, its revision and `replicas` running Pods at that revision, with a converged status. */
export declare function seedCloneSet(store: MemoryCluster, cloneSet: unknown, options: SeedOptions): SeededCloneSet;
export interface SimulationOptions {
    /** The workload before the change (raw object, any API version): a CloneSet or an Advanced StatefulSet. */
    workload?: unknown;
    /** The CloneSet before the change (the older name of `workload`). */
    cloneSet?: unknown;
    /** The change: new images by container name... */
    setImages?: Record<string, string>;
    /** ...or any edit of the workload object. */
    change?(workload: WorkloadObject): WorkloadObject;
    /** This many seeded Pods are running but NotReady before the change (the first N). */
    notReady?: number;
    /** Pods (names, or 0-based ordinals as strings) on which pulling the new image fails. */
    failPull?: string[];
    kubelet?: KubeletOptions;
    gates?: Partial<FeatureGates>;
    /** The Kruise release whose Go types decode the templates (default DEFAULT_KRUISE_RELEASE). */
    kruise?: KruiseRelease;
    /** Stop after this much simulated time (seconds). Default 3600. */
    maxSeconds?: number;
    /** Kill the reconciler after its Nth write; a new reconciler then takes over (crash-safety testing). */
    crashAfterWrites?: number;
    /** Admission hooks on Pod writes (e.g. another webhook refusing updates). */
    podAdmission?: PodAdmission[];
    seed?: number;
}
export interface SimulationRound {
    round: number;
    /** Simulated seconds since the change was applied. */
    at: number;
    pods: string[];
    path: StartedPod['path'];
}
export interface SimulatedPod {
    name: string;
    uidBefore: string | null;
    uidAfter: string | null;
    restarts: number;
    /** Seconds since the change when its update started, and how long it took to be available again. */
    startedAt?: number;
    seconds?: number;
    replacedBy?: string;
    /** Advanced DaemonSet: the node the Pod is for. */
    node?: string;
}
export interface SimulationDiagnosis {
    reason: string;
    pods: string[];
    message: string;
    field: string;
    reasons: StallReason[];
}
export interface SimulationResult {
    namespace: string;
    name: string;
    completed: boolean;
    /** Simulated seconds from the change to completion or to the stall. */
    seconds: number;
    updateRevision: string;
    plannedRounds: string[][];
    rounds: SimulationRound[];
    pods: SimulatedPod[];
    diagnosis?: SimulationDiagnosis;
    reconcilerWrites: number;
    crashed: boolean;
    deletedPods: string[];
    /** The full engine diagnosis at the end (not serialised by the CLI). */
    final: Diagnosis;
    /** The cluster, for tests that inspect it. */
    cluster: MemoryCluster;
    kubelet: KubeletSimulator;
}
/** Runs a rollout to completion (or stall) on a fresh embedded cluster. */
export declare function runSimulatedRollout(options: SimulationOptions): Promise<SimulationResult>;
