import { type Node } from '../kube/node.js';
import { type Pod } from '../kube/pod.js';
import type { DaemonSetView } from '../workloads/daemonSet.js';
/** An Advanced DaemonSet's status as the API stores it (DaemonSetStatus in Kruise's apps/v1beta1). */
export interface DaemonSetStatus {
    observedGeneration?: number;
    desiredNumberScheduled: number;
    currentNumberScheduled: number;
    numberMisscheduled: number;
    numberReady: number;
    updatedNumberScheduled: number;
    numberAvailable: number;
    numberUnavailable: number;
    /** The update revision's hash (`controller-revision-hash` of its ControllerRevision), at apps.kruise.io/v1beta1... */
    updateRevision?: string;
    /** ...and at v1alpha1, where the conversion webhook names it daemonSetHash. */
    daemonSetHash?: string;
    collisionCount?: number;
    conditions?: unknown[];
}
export interface DaemonSetStatusInputs {
    /** The update revision's hash. */
    hash: string;
    now: number;
    /** What the controller last wrote: observedGeneration moves only when `observed` is true; other fields it does not count are kept. */
    previous?: Partial<DaemonSetStatus>;
    /** The controller reached the end of its sync (`updateDaemonSetStatus(..., true)`): observedGeneration becomes the generation. */
    observed: boolean;
}
/** The Pods of a DaemonSet by the node they are for (`getNodesToDaemonPods`: terminating Pods included; a Pod for no node left out). */
export declare function daemonPodsByNode(pods: readonly Pod[]): Map<string, Pod[]>;
/** `manage`: the nodes, in list order, that should run a Pod of the DaemonSet and have none (not even a terminating one). */
export declare function nodesNeedingDaemonPods(view: DaemonSetView, pods: readonly Pod[], nodes: readonly Node[]): string[];
/**
 * The status the Advanced DaemonSet controller writes (`updateDaemonSetStatus`, `storeDaemonSetStatus` in
 * daemonset_controller.go, Kruise v1.9.1 and v1.8.3): over the node list, a node that should run a Pod counts as
 * desired, and as scheduled when any Pod is for it; its oldest Pod (scheduled first, then by creation and name) is
 * counted ready on its Ready condition, available when also Ready for minReadySeconds with a true InPlaceUpdateReady
 * condition where it carries the gate, and updated when its hash (or template generation) is the update revision's.
 * A scheduled Pod on a node that should not run one is misscheduled. The revision's hash is `updateRevision` at
 * v1beta1 and `daemonSetHash` at v1alpha1 (daemonset_conversion.go).
 */
export declare function daemonSetStatus(view: DaemonSetView, pods: readonly Pod[], nodes: readonly Node[], inputs: DaemonSetStatusInputs): DaemonSetStatus;
/** `storeDaemonSetStatus` writes only when a count, the generation or the revision changed. */
export declare function daemonSetStatusChanged(previous: Partial<DaemonSetStatus> | undefined, next: DaemonSetStatus): boolean;
/** `isDaemonPodAvailable`: Ready for more than minReadySeconds, and InPlaceUpdateReady not false where the Pod carries the gate. */
export declare function isDaemonPodAvailable(pod: Pod, minReadySeconds: number, now: number): boolean;
