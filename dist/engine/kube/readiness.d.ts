import { type PodCondition } from './pod.js';
/**
 * The Pod `Ready` condition from ContainersReady and the readiness gates (kubelet `GeneratePodReadyCondition`,
 * k8s upstream). Kruise runs the same computation when it sets InPlaceUpdateReady=False (spec §4.2 step 2),
 * and the simulated kubelet runs it on every sync. lastTransitionTime moves only when the status changes.
 */
export declare function recomputeReadyCondition(conditions: readonly PodCondition[], readinessGates: readonly {
    conditionType: string;
}[], now: number, addIfMissing: boolean): PodCondition[];
