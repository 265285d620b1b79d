import type { KruiseRelease } from '../kruise/releases.js';
import type { IntOrString } from '../kube/intOrPercent.js';
import { type PreviousWorkload } from './previousWorkload.js';
import { type PriorityStrategy } from './priorityStrategy.js';
import type { PodUpdatePolicy, WorkloadView } from './workloadView.js';
/**
 * Advanced StatefulSet (apps.kruise.io `StatefulSet`; v1beta1 stored, v1alpha1 served and converted to it), read as
 * Kruise's mutating webhook defaults it (`SetDefaultsStatefulSet`) and its controller reads it
 * (`stateful_set_control.go`). The strategy lives in `spec.updateStrategy.rollingUpdate` in both versions.
 */
export type PodManagementPolicy = 'OrderedReady' | 'Parallel';
export type VolumeClaimUpdateType = 'OnPodRollingUpdate' | 'OnPVCDelete';
export interface StatefulSetView extends WorkloadView {
    kind: 'StatefulSet';
    /** `spec.podManagementPolicy`, OrderedReady when unset. */
    podManagementPolicy: PodManagementPolicy;
    /** `spec.updateStrategy.rollingUpdate.unorderedUpdate`: present (even empty), Pods leave ordinal order. */
    unorderedUpdate?: {
        priorityStrategy?: PriorityStrategy;
    };
    /** `spec.scaleStrategy.maxUnavailable` as declared (v1beta1). */
    scaleMaxUnavailable?: IntOrString;
    /** `spec.reserveOrdinals` (v1beta1): ordinals (or `a-b` ranges) the controller leaves as holes. */
    reserveOrdinals: IntOrString[];
    /** `spec.ordinals.start` (v1beta1), 0 when unset; the controller honours it with StatefulSetStartOrdinal. */
    ordinalsStart: number;
    /** `spec.volumeClaimUpdateStrategy.type` (v1beta1), undefined when unset. */
    volumeClaimUpdateType?: VolumeClaimUpdateType;
}
export interface ReadStatefulSetOptions {
    kruise?: KruiseRelease;
}
/** True when the object says it is an apps.kruise.io StatefulSet (an Advanced StatefulSet, any version). */
export declare function isStatefulSetKind(obj: unknown): boolean;
/**
 * The podUpdatePolicy an object that says it is an Advanced StatefulSet declares, without reading the rest: ReCreate
 * when unset or under OnDelete (which updates nothing in place), undefined when the strategy cannot be told.
 */
export declare function declaredStatefulSetPolicy(value: unknown): PodUpdatePolicy | undefined;
/** The Advanced StatefulSet before an update, read only as far as the update is compared with it. */
export declare function readPreviousStatefulSet(obj: unknown, options?: ReadStatefulSetOptions): PreviousWorkload;
/**
 * The Advanced StatefulSet as Kruise reads it: defaulted as its mutating webhook does, its template and claim templates
 * decoded into the release's Go types.
 */
export declare function readStatefulSet(value: unknown, options?: ReadStatefulSetOptions): StatefulSetView;
