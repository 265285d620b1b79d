import type { WorkloadKind } from '../engine/workloads/workloadView.js';
/**
 * The apps.kruise.io kinds `check` and `diff` judge: the workloads the engine reads, and the SidecarSet and
 * UnitedDeployment the webhook decides with their own policies.
 */
export type CheckedKind = WorkloadKind | 'SidecarSet' | 'UnitedDeployment';
export declare const CHECKED_KINDS: readonly CheckedKind[];
export declare function checkedKindOf(obj: unknown): CheckedKind | undefined;
/** A SidecarSet is cluster-scoped: it has no namespace. */
export declare function isClusterScoped(kind: CheckedKind): boolean;
