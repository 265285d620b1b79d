/** The workload's own Pods, ControllerRevisions and Events among those listed. */
export function ownedObjects(owner, listed) {
    const pods = listed.pods.filter((p) => isOwnedBy(p, owner));
    return { pods, revisions: ownRevisions(listed.revisions, owner), events: ownEvents(listed.events ?? [], owner, pods) };
}
/**
 * True when the pod's controller is this workload (by UID when both have one, else by name): an apps.kruise.io
 * object of the owner's kind, so a Kubernetes StatefulSet of the same name owns nothing of an Advanced one.
 */
export function isOwnedBy(pod, owner) {
    const refs = pod.metadata.ownerReferences;
    if (refs === undefined)
        return false;
    const kind = owner.kind ?? 'CloneSet';
    // A loop, not .some(): called for every listed Pod on every reconcile.
    for (let i = 0; i < refs.length; i++) {
        const o = refs[i];
        if (o.kind !== kind || o.controller === false || !isKruiseReference(o, kind))
            continue;
        if (owner.uid && o.uid ? o.uid === owner.uid : o.name === owner.name)
            return true;
    }
    return false;
}
/** CloneSet is Kruise's alone; StatefulSet and DaemonSet are checked by group (apps/v1 has them too). */
function isKruiseReference(ref, kind) {
    return kind === 'CloneSet' || (ref.apiVersion ?? '').startsWith('apps.kruise.io/');
}
/**
 * Kruise's `history.ListControllerRevisions` (pkg/util/history/controller_history.go, v1.9.1 and v1.8.3), which the
 * CloneSet controller reads its revisions with: of the revisions its selector lists, those whose controller
 * reference (metav1.GetControllerOf: the first ownerReference with controller true) is this workload's UID, and
 * those with no controller at all. A revision without ownerReferences is the workload's: Kruise resolves the
 * update revision from it and updates Pods from its template.
 */
export function ownRevisions(revisions, owner) {
    return revisions.filter((r) => {
        const controller = controllerOf(r.metadata.ownerReferences);
        return controller === undefined || controller.uid === (owner.uid ?? '');
    });
}
function controllerOf(refs) {
    return refs?.find((ref) => ref.controller === true);
}
/**
 * The Events about the workload itself or one of `pods` (its own): Kruise records a workload's events on the
 * workload and the kubelet records Pod events on the Pod. Matched by kind and name, and by UID when both sides
 * have one (an Event about an earlier object of the same name is not about this one).
 */
export function ownEvents(events, owner, pods) {
    const podUids = new Map(pods.map((p) => [p.metadata.name, p.metadata.uid]));
    return events.filter(({ involvedObject: o }) => {
        if (o.kind === (owner.kind ?? 'CloneSet'))
            return o.name === owner.name && sameUid(o.uid, owner.uid);
        return o.kind === 'Pod' && podUids.has(o.name) && sameUid(o.uid, podUids.get(o.name));
    });
}
function sameUid(a, b) {
    return !a || !b || a === b;
}
//# sourceMappingURL=ownership.js.map