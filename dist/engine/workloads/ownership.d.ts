import type { Pod } from '../kube/pod.js';
import type { ControllerRevision } from './revision.js';
import type { WorkloadView } from './workloadView.js';
/**
 * Which of the objects a workload's selector lists are its own: its Pods, its ControllerRevisions and the Events
 * about it. The reconciler, `diagnose`, `check --live` and the webhook's cluster view all ask here, so they never
 * disagree about what a workload owns. An owner without a kind is a CloneSet.
 */
export type Owner = Pick<WorkloadView, 'name' | 'uid'> & {
    kind?: WorkloadView['kind'];
};
/** An Event as the API lists it: what it is about. */
export interface OwnedEventInput {
    involvedObject: {
        kind: string;
        name: string;
        uid?: string;
    };
}
export interface Listed<E extends OwnedEventInput> {
    /** The Pods the workload's selector lists. */
    pods: readonly Pod[];
    /** The ControllerRevisions the workload's selector lists. */
    revisions: readonly ControllerRevision[];
    /** The Events of the namespace (none when they were not listed). */
    events?: readonly E[];
}
export interface Owned<E extends OwnedEventInput> {
    pods: Pod[];
    revisions: ControllerRevision[];
    events: E[];
}
/** The workload's own Pods, ControllerRevisions and Events among those listed. */
export declare function ownedObjects<E extends OwnedEventInput>(owner: Owner, listed: Listed<E>): Owned<E>;
/**
 * True when the pod's controller is this workload (by UID when both have one, else by name): an apps.kruise.io
 * object of the owner's kind, so a Kubernetes StatefulSet of the same name owns nothing of an Advanced one.
 */
export declare function isOwnedBy(pod: Pod, owner: Owner): boolean;
/**
 * Kruise's `history.ListControllerRevisions` (pkg/util/history/controller_history.go, v1.9.1 and v1.8.3), which the
 * CloneSet controller reads its revisions with: of the revisions its selector lists, those whose controller
 * reference (metav1.GetControllerOf: the first ownerReference with controller true) is this workload's UID, and
 * those with no controller at all. A revision without ownerReferences is the workload's: Kruise resolves the
 * update revision from it and updates Pods from its template.
 */
export declare function ownRevisions(revisions: readonly ControllerRevision[], owner: Owner): ControllerRevision[];
/**
 * The Events about the workload itself or one of `pods` (its own): Kruise records a workload's events on the
 * workload and the kubelet records Pod events on the Pod. Matched by kind and name, and by UID when both sides
 * have one (an Event about an earlier object of the same name is not about this one).
 */
export declare function ownEvents<E extends OwnedEventInput>(events: readonly E[], owner: Owner, pods: readonly Pod[]): E[];
