import { type KruiseRelease } from '../kruise/releases.js';
import type { IntOrString } from '../kube/intOrPercent.js';
import type { LabelSelector } from '../kube/labelSelector.js';
import { type PreviousWorkload } from './previousWorkload.js';
import type { PodUpdatePolicy, WorkloadView } from './workloadView.js';
/**
 * Advanced DaemonSet (apps.kruise.io `DaemonSet`; Kruise 1.9 stores v1beta1 and serves v1alpha1 too, Kruise 1.8 has
 * v1alpha1 alone), read as Kruise's mutating webhook defaults it (`SetDefaultsDaemonSet`, `SetDefaultsDaemonSetV1beta1`)
 * and its controller reads it (daemonset_update.go). The rolling-update type maps onto the shared policy: Standard
 * recreates (ReCreate), InPlaceIfPossible updates in place where it can. The webhook writes no pod defaults into the
 * template, and the controller passes only its revision hook to the in-place calculation.
 */
export type RollingUpdateType = 'Standard' | 'InPlaceIfPossible';
export interface DaemonSetView extends WorkloadView {
    kind: 'DaemonSet';
    /** `spec.updateStrategy.rollingUpdate.rollingUpdateType` after defaulting (v1alpha1's Surging becomes Standard). */
    rollingUpdateType: RollingUpdateType;
    /** `rollingUpdate.maxSurge` resolves to more than 0 on one node: the controller adds a new Pod and deletes the old. */
    surges: boolean;
    /** `spec.updateStrategy.rollingUpdate.selector`: while set, only Pods on nodes it selects are updated. */
    nodeSelector?: LabelSelector;
    /** `spec.burstReplicas` (250 when unset): the most Pods updated in place in one round. */
    burstReplicas: IntOrString;
    /**
     * The object reaches storage written by Go: Kruise's mutating webhook fills in a default, or its conversion webhook
     * converts it to the release's storage version (v1alpha1 under Kruise 1.9). The stored template then has canonical
     * quantities and no empty `omitempty` lists or maps; otherwise it is stored as written.
     */
    storedFromGo: boolean;
}
export interface ReadDaemonSetOptions {
    kruise?: KruiseRelease;
}
/** True when the object says it is an apps.kruise.io DaemonSet (an Advanced DaemonSet, any version). */
export declare function isDaemonSetKind(obj: unknown): boolean;
/**
 * The policy an Advanced DaemonSet declares, read on its own and leniently (the rest of the object may be unreadable):
 * InPlaceIfPossible for that rolling-update type, ReCreate for Standard, Surging, none or OnDelete; undefined when the
 * object or that field cannot be read. Never throws.
 */
export declare function declaredDaemonSetPolicy(value: unknown): PodUpdatePolicy | undefined;
/**
 * The Advanced DaemonSet before an update: its template, and whether the Pods it made carry the InPlaceUpdateReady
 * readiness gate. The controller appends that gate only to Pods it creates under RollingUpdate with InPlaceIfPossible
 * (or the template lists it); `canPodInPlaceUpdate` refuses every Pod without it. The strategy is read leniently: a
 * stored object whose strategy no longer reads does not stop the prediction.
 */
export declare function readPreviousDaemonSet(obj: unknown, options?: ReadDaemonSetOptions): PreviousWorkload;
/** The Advanced DaemonSet as Kruise reads it: defaulted as its mutating webhook does, its template decoded into the release's Go types. */
export declare function readDaemonSet(value: unknown, options?: ReadDaemonSetOptions): DaemonSetView;
