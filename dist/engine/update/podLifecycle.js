import { CONDITION_KRUISE_POD_READY } from '../kruise/apiNames.js';
import { ANNOTATION_LIFECYCLE_TIMESTAMP, LABEL_LIFECYCLE_STATE, isAllHooked, isHooked, lifecycleState } from '../kruise/lifecycle.js';
import { metaTime } from '../kube/metaTime.js';
import { podAnnotations, podLabels, } from '../kube/pod.js';
import { isAtRevision } from '../workloads/revision.js';
import { checkPodUpdateCompleted } from './podUpdate.js';
/** §4.1 step 2: what the controller does with a pod that may be updated in place, by its lifecycle state. */
export function inPlaceEntry(pod, view) {
    const hook = view.lifecycle?.inPlaceUpdate;
    const state = lifecycleState(pod);
    switch (state) {
        case '':
        case 'PreparingNormal':
        case 'Normal':
            return hook && isHooked(pod, hook) ? { kind: 'prepare-update', readdHook: false } : { kind: 'update' };
        case 'Updated':
            return hook ? { kind: 'prepare-update', readdHook: true } : { kind: 'none' };
        case 'PreparingUpdate':
            return isHooked(pod, hook) ? { kind: 'wait-hook' } : { kind: 'update' };
        case 'Updating':
            return { kind: 'update' };
        default:
            return { kind: 'error', message: `not allowed to in-place update pod ${pod.metadata.name} in state ${state}` };
    }
}
/** §4.8: the lifecycle transition refresh makes for this pod, or null. */
export function lifecycleTransition(pod, view, updateRevision, gates, memo) {
    const lifecycle = view.lifecycle;
    const hook = lifecycle?.inPlaceUpdate;
    const afterUpdate = () => {
        const to = lifecycle && !isAllHooked(pod, hook) ? 'Updated' : 'Normal';
        return to === 'Updated' && hook?.markPodNotReady ? { to, notReadyKey: 'remove' } : { to };
    };
    switch (lifecycleState(pod)) {
        case 'PreparingNormal': {
            const preNormal = lifecycle?.preNormal;
            const ready = preNormal ? isAllHooked(pod, preNormal) : !!pod.spec.nodeName;
            return ready ? { to: 'Normal' } : null;
        }
        case 'PreparingUpdate':
            return isAtRevision(pod, updateRevision) ? afterUpdate() : null;
        case 'Updating':
            return checkPodUpdateCompleted(pod, gates, memo) === null ? afterUpdate() : null;
        case 'Updated':
            return !lifecycle || !hook || isAllHooked(pod, hook) ? { to: 'Normal' } : null;
        default:
            return null;
    }
}
/** The pod with the lifecycle state label and timestamp set (and, entering PreparingUpdate from Updated, the hook re-added). */
export function withLifecycleState(pod, to, now, readdHook) {
    const labels = { ...podLabels(pod), [LABEL_LIFECYCLE_STATE]: to };
    const annotations = { ...podAnnotations(pod), [ANNOTATION_LIFECYCLE_TIMESTAMP]: metaTime(now) };
    let finalizers = pod.metadata.finalizers;
    if (readdHook) {
        Object.assign(labels, readdHook.labelsHandler ?? {});
        const missing = (readdHook.finalizersHandler ?? []).filter((f) => !(finalizers ?? []).includes(f));
        if (missing.length > 0)
            finalizers = [...(finalizers ?? []), ...missing];
    }
    return { ...pod, metadata: { ...pod.metadata, labels, annotations, ...(finalizers ? { finalizers } : {}) } };
}
/**
 * The pod status with the `preUpdateHook` key added to or removed from KruisePodReady (markPodNotReady, §4.8);
 * null when nothing changes. The condition is False while any key remains.
 */
export function kruisePodReadyStatus(pod, change, now) {
    const conditions = pod.status?.conditions ?? [];
    const current = conditions.find((c) => c.type === CONDITION_KRUISE_POD_READY);
    let keys = [];
    try {
        keys = current?.message ? JSON.parse(current.message) : [];
    }
    catch {
        keys = [];
    }
    const has = keys.some((k) => k.key === 'preUpdateHook');
    if (change === 'add' && has)
        return null;
    if (change === 'remove' && !has && (!current || current.status === 'True'))
        return null;
    keys = change === 'add' ? [...keys, { userAgent: 'Lifecycle', key: 'preUpdateHook' }] : keys.filter((k) => k.key !== 'preUpdateHook');
    const status = keys.length > 0 ? 'False' : 'True';
    const next = {
        type: CONDITION_KRUISE_POD_READY,
        status,
        ...(keys.length > 0 ? { message: JSON.stringify(keys) } : {}),
        lastTransitionTime: current && current.status === status ? current.lastTransitionTime : metaTime(now),
    };
    return { ...(pod.status ?? {}), conditions: current ? conditions.map((c) => (c === current ? next : c)) : [...conditions, next] };
}
//# sourceMappingURL=podLifecycle.js.map