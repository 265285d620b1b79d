import type { UpdateSpec } from '../inplace/eligibility.js';
import type { FeatureGates } from '../kruise/gates.js';
import type { WorkloadKind } from '../workloads/workloadView.js';
import { type Container, type Pod, type PodStatus } from '../kube/pod.js';
import { type InPlaceUpdateState, type ResourceRequirements } from './inPlaceUpdateState.js';
/**
 * The per-Pod in-place update procedure of OpenKruise (spec §4), one step per function, mirroring
 * `pkg/util/inplaceupdate`: needs-unready, mark not ready, begin (labels + state + spec or grace), apply a
 * priority batch, finish the grace period, refresh, completion check. Every function is pure: time comes in as
 * `now` (epoch milliseconds) and a changed Pod comes back as a new object.
 */
export type StateRead = {
    kind: 'absent';
} | {
    kind: 'ok';
    state: InPlaceUpdateState;
    text: string;
} | {
    kind: 'corrupt';
    message: string;
};
/**
 * The state annotation (legacy key as fallback, spec §0). The result is read-only: remembered in `memo` for a frozen
 * annotations map, it is frozen and shared by every later reader.
 */
export declare function readInPlaceUpdateState(pod: Pod, memo?: PodReadMemo): StateRead;
/**
 * What was read from Pods, kept by a caller that reads the same stored Pods again and again (the reconciler, the
 * simulated kubelet): annotations by their text, hashes by the frozen container objects a stored Pod keeps across
 * writes. Keyed only by texts and frozen objects, an entry never goes stale; an unfrozen input is read afresh.
 * Create with podReadMemo().
 */
export interface PodReadMemo {
    readonly states: ReadCache<StateRead>;
    readonly graces: ReadCache<GraceRead>;
    readonly runtimeMetas: ReadCache<readonly RuntimeContainerMeta[] | undefined>;
    readonly plainHashes: WeakMap<Container, number>;
    readonly metadataRefs: WeakMap<Container, MetadataRef[]>;
}
export declare function podReadMemo(): PodReadMemo;
/**
 * One annotation's reads, by the annotation's text: a write that changes another annotation gives the Pod a new map
 * holding the same text (string, its hash computed once), and Pods updated in one round often hold the same state.
 */
export type ReadCache<T> = Map<string | undefined, T>;
export type GraceRead = {
    kind: 'none';
} | {
    kind: 'ok';
    spec: UpdateSpec;
} | {
    kind: 'error';
    message: string;
};
export declare function graceAnnotation(pod: Pod): string | undefined;
/** Whether §4.2 step 2 runs: the pod has the InPlaceUpdateReady gate (vertical-only updates: only when a restart is needed). */
export declare function podNeedsUnready(pod: Pod, spec: UpdateSpec, gates: Pick<FeatureGates, 'InPlaceWorkloadVerticalScaling'>): boolean;
/** The pod status with InPlaceUpdateReady=False (reason StartInPlaceUpdate) and Ready recomputed; null when nothing changes. */
export declare function inPlaceNotReadyStatus(pod: Pod, now: number): PodStatus | null;
export interface BeginOptions {
    now: number;
    gates: Pick<FeatureGates, 'InPlaceWorkloadVerticalScaling'>;
    /** Value for `controller-revision-hash` (full name, or the short hash with CloneSetShortHash). */
    revisionLabel: string;
    /** Kubernetes ≥ 1.32: resources go through `pods/resize`, never into the Pod update (spec §0). */
    resizeSubresource?: boolean;
}
export interface PodChange {
    pod: Pod;
    /** Resources to send to `pods/resize` before the update, when the vertical gate and resize apply. */
    resize?: Record<string, ResourceRequirements>;
}
/**
 * The Pod object for the update PUT (spec §4.2 step 3): revision labels, `Updating` lifecycle state and timestamp,
 * the state annotation, and either the spec change (batch one) or the grace annotation.
 */
export declare function beginInPlaceUpdate(pod: Pod, spec: UpdateSpec, options: BeginOptions): PodChange;
/** Launch priority N from the barrier env's configMapKeyRef key `p_N` (no barrier: undefined). */
export declare function containerPriority(container: Container): number | undefined;
/** The containers in this batch (spec §4.5 steps 3–4), in spec order. */
export declare function currentBatch(pod: Pod, spec: UpdateSpec): Set<string>;
export interface AppliedSpec extends PodChange {
    state: InPlaceUpdateState;
    batch: string[];
}
/**
 * `defaultPatchUpdateSpecToPod` (spec §4.5): metadata patch, this batch's images (and resources), the rest into
 * `next*`, lastContainerStatuses (first recorded imageID wins), preCheckBeforeNext, the batch record, the annotation.
 */
export declare function applyUpdateSpec(pod: Pod, spec: UpdateSpec, previous: InPlaceUpdateState, options: Omit<BeginOptions, 'revisionLabel'>): AppliedSpec;
export type RefreshOptions = Omit<BeginOptions, 'revisionLabel' | 'now'> & {
    memo?: PodReadMemo;
};
export type GraceOutcome = {
    kind: 'none';
} | {
    kind: 'wait';
    seconds: number;
} | {
    kind: 'update';
    change: PodChange;
    reason: 'grace-finished' | 'grace-dropped';
} | {
    kind: 'error';
    message: string;
}
/** State annotation present but unreadable: Kruise silently does nothing (spec §6 #3). */
 | {
    kind: 'stuck';
    message: string;
};
export declare function finishGracePeriod(pod: Pod, now: number, options: RefreshOptions): GraceOutcome;
/** Checks 4–8 of `CheckPodUpdateCompleted` (the containers check). Returns the reason it is not done, or null. */
export declare function checkContainersUpdated(pod: Pod, state: InPlaceUpdateState, gates: Pick<FeatureGates, 'InPlaceWorkloadVerticalScaling'>, memo?: PodReadMemo): string | null;
/** Kruise appends `:latest` to a spec image with no `:` anywhere (digests and registry ports keep theirs). */
export declare function withLatestTag(image: string): string;
/** `CheckPodUpdateCompleted` (spec §4.7): the reason the in-place update is not finished, or null. */
export declare function checkPodUpdateCompleted(pod: Pod, gates: Pick<FeatureGates, 'InPlaceWorkloadVerticalScaling'>, memo?: PodReadMemo): string | null;
export interface RuntimeContainerMeta {
    name: string;
    containerID: string;
    restartCount?: number;
    hashes: {
        plainHash: number;
        extractedEnvFromMetadataHash?: number;
    };
}
/** The annotation kruise-daemon writes, parsed (read-only, shared like readInPlaceUpdateState's result). */
export declare function readRuntimeContainersMeta(pod: Pod, memo?: PodReadMemo): readonly RuntimeContainerMeta[] | undefined;
/**
 * Our stand-ins for the kubelet container hash and kruise-daemon's env-from-metadata hash. Kruise's exact bytes
 * are UNCONFIRMED (spec §4.7); what matters is that the simulated daemon and this check agree.
 */
export declare function containerPlainHash(container: Container, memo?: PodReadMemo): number;
export declare function envFromMetadataHash(container: Container, pod: Pod, memo?: PodReadMemo): number;
/** An env var whose value comes from a Pod label or annotation. */
export interface MetadataRef {
    name: string;
    labels: boolean;
    key: string;
}
export type RefreshAction = {
    kind: 'none';
}
/** Grace period still running: requeue after this many seconds. */
 | {
    kind: 'wait-grace';
    seconds: number;
}
/** The kubelet has not finished (containers check), or a higher-priority container is not ready yet. */
 | {
    kind: 'wait';
    reason: string;
} | {
    kind: 'update-pod';
    change: PodChange;
    reason: 'grace-finished' | 'grace-dropped' | 'next-batch';
} | {
    kind: 'update-status';
    status: PodStatus;
    reason: 'in-place-ready';
} | {
    kind: 'error';
    message: string;
} | {
    kind: 'stuck';
    message: string;
};
/** Refresh for one pod (spec §4.6). */
export declare function refreshInPlaceUpdate(pod: Pod, now: number, options: RefreshOptions): RefreshAction;
/** §4.1 step 4: the recreate path only labels the pod; the scale phase deletes it and creates a replacement. */
export declare function markSpecifiedDelete(pod: Pod): Pod | null;
/** The error the workload's controller returns, every round, for a Pod InPlaceOnly cannot update in place. */
export declare function inPlaceOnlyError(podName: string, kind?: WorkloadKind): string;
