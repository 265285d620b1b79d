import type { DaemonSetView } from '../workloads/daemonSet.js';
import type { PreviousWorkload } from '../workloads/previousWorkload.js';
/**
 * Why the Advanced DaemonSet controller recreates a Pod whose change Kruise could make in place (daemonset_update.go
 * `rollingUpdate`, `canPodInPlaceUpdate`): a surge sends every Pod down the surge path (a new Pod beside the old, then
 * the old deleted), and a Pod without the InPlaceUpdateReady readiness gate is deleted. Undefined when neither holds.
 */
export type DaemonSetRecreateReason = 'surge' | 'no-readiness-gate';
export declare function daemonSetRecreateReason(view: DaemonSetView, previous: Pick<PreviousWorkload, 'podsCarryReadinessGate'>): DaemonSetRecreateReason | undefined;
