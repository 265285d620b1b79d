import { type ErrorCode } from '../../errors.js';
import type { KruiseApiVersion } from '../kruise/releases.js';
import type { WorkloadKind } from './workloadView.js';
/** The apps.kruise.io kinds the guard reads: the workloads it guards, and SidecarSet and UnitedDeployment. */
export type KruiseKind = WorkloadKind | 'SidecarSet' | 'UnitedDeployment';
export declare const KRUISE_GROUP = "apps.kruise.io";
/** True when the object says it is an apps.kruise.io object of this kind (any version). */
export declare function isKruiseKind(obj: unknown, kind: KruiseKind): boolean;
/**
 * The served version of an apps.kruise.io object of `kind`; a GuardError for anything else: `notKind` when the object
 * is of another kind or group, IPG_ERR_UNSUPPORTED_VERSION for a version neither v1alpha1 nor v1beta1.
 */
export declare function kruiseWorkloadVersion(obj: unknown, kind: KruiseKind, notKind: ErrorCode): KruiseApiVersion;
