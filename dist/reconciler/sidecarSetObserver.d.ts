import { type SidecarSetCensus } from '../engine/rollout/sidecarSetCensus.js';
import type { ViewObservation, ViewObserverContext } from './viewObservation.js';
/**
 * Observe mode for a SidecarSet: the engine's census of the Pods it selects, published as the annotation
 * `inplace-guard.io/sidecar-pods` on the SidecarSet (written only when it changes), a Warning Event
 * `SidecarPodsLeftBehind` when Pods it can never upgrade in place appear, and metrics. No Pod is written.
 */
export declare const ANNOTATION_SIDECAR_PODS = "inplace-guard.io/sidecar-pods";
export declare const REASON_SIDECAR_PODS_LEFT_BEHIND = "SidecarPodsLeftBehind";
/** The annotation's JSON: counts, and up to MAX_NAMES of the Pods never upgradable in place (`ns/name`). */
export declare function sidecarPodsAnnotation(census: SidecarSetCensus): string;
export declare function observeSidecarSet(ctx: ViewObserverContext, name: string): Promise<ViewObservation>;
