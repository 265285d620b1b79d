import { type UnitedDeploymentChildren } from '../engine/rollout/unitedDeploymentChildren.js';
import type { ViewObservation, ViewObserverContext } from './viewObservation.js';
/**
 * Observe mode for a UnitedDeployment: the engine's view of each subset's child (its revision, its Pods at the
 * updated revision), published as the annotation `inplace-guard.io/subset-children` on the UnitedDeployment (written
 * only when it changes), a Warning Event `SubsetUpdateFailed` when a child write fails for a new reason (a False
 * SubsetUpdated condition), and metrics. The children themselves are observed as workloads of their own kind.
 */
export declare const ANNOTATION_SUBSET_CHILDREN = "inplace-guard.io/subset-children";
export declare const REASON_SUBSET_UPDATE_FAILED = "SubsetUpdateFailed";
/** The annotation's JSON: one entry per subset, the children Kruise deletes (up to MAX_NAMES), the failing conditions. */
export declare function subsetChildrenAnnotation(children: UnitedDeploymentChildren): string;
export declare function observeUnitedDeployment(ctx: ViewObserverContext, namespace: string, name: string): Promise<ViewObservation>;
