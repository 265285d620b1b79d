import { LABEL_INSTANCE_ID } from '../engine/kruise/apiNames.js';
import { LABEL_REVISION } from '../engine/kube/pod.js';
import { GuardError, isGuardError } from '../errors.js';
export const VIEW_KINDS = ['SidecarSet', 'UnitedDeployment'];
export function isViewKind(kind) {
    return kind === 'SidecarSet' || kind === 'UnitedDeployment';
}
/**
 * Where Events about a cluster-scoped object (a SidecarSet) are written: client-go's recorder puts them in
 * `default` when the object has no namespace (`record.makeEvent`).
 */
export const CLUSTER_SCOPED_EVENT_NAMESPACE = 'default';
/** The label every Pod of a UnitedDeployment's subset carries (Kruise's `apps.kruise.io/subset-name`). */
export const SUBSET_NAME_LABEL = 'apps.kruise.io/subset-name';
/** The annotation Kruise's Pod webhook writes on every Pod it injects sidecars into: the SidecarSets' names, comma-separated. */
export const SIDECARSET_INJECTED_LIST = 'kruise.io/sidecarset-injected-list';
/** The workload kinds the port serves, each under its apps.kruise.io resource name. */
export const WORKLOAD_RESOURCES = { CloneSet: 'clonesets', StatefulSet: 'statefulsets', DaemonSet: 'daemonsets' };
/**
 * The label OpenKruise's CloneSet controller puts on every Pod it creates, its instance id
 * (pkg/controller/cloneset/core, `apps.kruise.io/cloneset-instance-id`).
 */
export const CLONESET_POD_SELECTOR = LABEL_INSTANCE_ID;
/**
 * The label selector of the Pods a watch reports: those of a controller that keeps ControllerRevisions. Every Pod
 * Kruise's CloneSet, Advanced StatefulSet (`setPodRevision`) and Advanced DaemonSet (`newPod` in
 * daemonset_util.go) controllers create carries `controller-revision-hash` (v1.9.1, v1.8.3), and so do ours;
 * Deployment, Job or bare Pods never reach the reconciler. apps/v1 StatefulSet and DaemonSet Pods carry it too: the
 * owner reference (`ownerWorkload`) tells them apart.
 */
export const WORKLOAD_POD_SELECTOR = LABEL_REVISION;
export function isConflict(err) {
    return isGuardError(err) && err.code === 'IPG_ERR_CONFLICT';
}
export function isNotFound(err) {
    return isGuardError(err) && err.code === 'IPG_ERR_NOT_FOUND';
}
export function conflictError(kind, name) {
    return new GuardError('IPG_ERR_CONFLICT', `Operation cannot be fulfilled on ${kind} "${name}": the object has been modified; please apply your changes to the latest version and try again`);
}
export function notFoundError(kind, name) {
    return new GuardError('IPG_ERR_NOT_FOUND', `${kind} "${name}" not found`);
}
/** The controller name a Pod points at through a controller ownerReference of kind CloneSet. */
export function ownerCloneSet(pod) {
    const owner = ownerWorkload(pod);
    return owner?.kind === 'CloneSet' ? owner.name : undefined;
}
/**
 * The apps.kruise.io workload a Pod's controller ownerReference points at: a CloneSet (Kruise's alone), or a
 * StatefulSet or DaemonSet of apps.kruise.io (apps/v1 has them too, and their Pods are not ours).
 */
export function ownerWorkload(pod) {
    const refs = pod.metadata.ownerReferences;
    if (refs === undefined)
        return undefined;
    // A loop, not .find(): the in-memory cluster names the owner in every Pod watch event.
    for (let i = 0; i < refs.length; i++) {
        const ref = refs[i];
        if (!ref.controller)
            continue;
        if (ref.kind === 'CloneSet')
            return { kind: 'CloneSet', name: ref.name };
        if ((ref.kind === 'StatefulSet' || ref.kind === 'DaemonSet') && (ref.apiVersion ?? '').startsWith('apps.kruise.io/'))
            return { kind: ref.kind, name: ref.name };
    }
    return undefined;
}
/**
 * The UnitedDeployment a workload's controller ownerReference points at: the workload is one of its subsets'
 * children.
 */
export function ownerUnitedDeployment(obj) {
    const ref = obj.metadata.ownerReferences?.find((r) => r.controller && r.kind === 'UnitedDeployment' && (r.apiVersion ?? '').startsWith('apps.kruise.io/'));
    return ref?.name;
}
/** The SidecarSets a Pod names in its kruise.io/sidecarset-injected-list annotation. */
export function injectedSidecarSets(pod) {
    const list = pod.metadata.annotations?.[SIDECARSET_INJECTED_LIST];
    return list ? list.split(',').filter((s) => s !== '') : undefined;
}
/** The work-queue key of a workload: kind, namespace and name (a CloneSet and a StatefulSet may share a name). A SidecarSet's namespace is empty. */
export function workloadKey(kind, namespace, name) {
    return `${kind}/${namespace}/${name}`;
}
export function parseWorkloadKey(key) {
    const [kind, namespace, name] = key.split('/');
    return { kind, namespace, name };
}
/** How the API names a kind's resource in errors, e.g. `statefulsets.apps.kruise.io`. */
export function resourceName(kind) {
    return `${WORKLOAD_RESOURCES[kind]}.apps.kruise.io`;
}
/** client-go `retry.RetryOnConflict`: re-run `fn` (which must re-read) while it fails with a conflict. */
export async function retryOnConflict(fn, options = {}) {
    const attempts = options.attempts ?? 5;
    const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    let delay = options.baseDelayMs ?? 10;
    for (let attempt = 1;; attempt++) {
        try {
            return await fn();
        }
        catch (err) {
            if (!isConflict(err) || attempt >= attempts)
                throw err;
            await sleep(delay);
            delay *= 2;
        }
    }
}
//# sourceMappingURL=cluster.js.map