import { type Pod } from '../kube/pod.js';
import type { PodTemplate } from '../kube/podTemplate.js';
/** Pod readiness and availability as Kruise's workload controllers count them (InPlaceUpdateReady, lifecycle state). */
export interface ReadinessFacts {
    /** The Pod's Ready condition is True. */
    readyCondition: boolean;
    /** Ready.lastTransitionTime as written (RFC3339), when Ready is True. */
    readySince: string | undefined;
    /** InPlaceUpdateReady is absent or True. */
    inPlaceReady: boolean;
    /** PodScheduled is True. */
    scheduled: boolean;
}
/** One pass over the conditions for everything the rollout classification needs. */
export declare function readinessFacts(pod: Pod): ReadinessFacts;
/** readinessFacts written into `target` (the rollout plan keeps them on its per-Pod record: no extra object). */
export declare function readinessFactsInto<T extends ReadinessFacts>(pod: Pod, target: T): T;
/** Ready for readyReplicas (spec §5.1): Running, Ready condition True, InPlaceUpdateReady True when present. */
export declare function isPodReady(pod: Pod, facts?: ReadinessFacts): boolean;
/** Available (spec §5.1): lifecycle "" or Normal, Ready, and Ready for at least minReadySeconds. */
export declare function isPodAvailable(pod: Pod, minReadySeconds: number, nowMs: number, facts?: ReadinessFacts): boolean;
/** The template's pod spec lists Kruise's InPlaceUpdateReady readiness gate (so every Pod made from it carries it). */
export declare function carriesReadinessGate(template: PodTemplate): boolean;
