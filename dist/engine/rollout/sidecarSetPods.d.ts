import { type Pod } from '../kube/pod.js';
import { type SidecarSetCondition } from '../inplace/sidecarSetUpdate.js';
import { type SidecarSetView } from '../workloads/sidecarSet.js';
export type SidecarPodVerdict = 'not-matched' | 'updated' | 'not-updated' | 'paused' | 'outside-selector' | 'upgrading' | 'not-upgradable' | 'upgrade' | 'waiting';
export interface SidecarPodPrediction {
    name: string;
    verdict: SidecarPodVerdict;
    /** Why, in words naming the Pod's annotations or the SidecarSet's fields. */
    reason: string;
    /** The Pod condition the controller sets (not-upgradable only). */
    condition?: SidecarSetCondition;
}
export interface SidecarSetRound {
    pods: SidecarPodPrediction[];
    /** Pods the controller matches (selector, active, injected by this SidecarSet, its sidecar containers present). */
    matched: number;
    /** Pods that could be upgraded in place now, and how many of them this round upgrades. */
    candidates: number;
    thisRound: number;
    /** Pods the partition keeps back. */
    heldByPartition: number;
    /** The NotUpgradablePods Event the SidecarSet gets this round, if any. */
    event: string | undefined;
}
export declare function predictSidecarSetRound(view: SidecarSetView, pods: readonly Pod[]): SidecarSetRound;
/** The hash the Pod recorded for this SidecarSet in one of its hash annotations (JSON by SidecarSet name, or the old flat form). */
export declare function podHash(pod: Pod, name: string, annotation: string): string;
