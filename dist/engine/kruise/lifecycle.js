import { podLabels } from '../kube/pod.js';
export const LABEL_LIFECYCLE_STATE = 'lifecycle.apps.kruise.io/state';
export const ANNOTATION_LIFECYCLE_TIMESTAMP = 'lifecycle.apps.kruise.io/timestamp';
export function lifecycleState(pod) {
    return (podLabels(pod)[LABEL_LIFECYCLE_STATE] ?? '');
}
/** Lifecycle hook matching (spec §1.1): hooked = any finalizer or label matches; all-hooked = all of them. */
export function isHooked(pod, hook) {
    if (!hook)
        return false;
    const labels = podLabels(pod);
    const finalizers = pod.metadata.finalizers ?? [];
    return (hook.finalizersHandler ?? []).some((f) => finalizers.includes(f)) ||
        Object.entries(hook.labelsHandler ?? {}).some(([k, v]) => labels[k] === v);
}
export function isAllHooked(pod, hook) {
    if (!hook)
        return false;
    const labels = podLabels(pod);
    const finalizers = pod.metadata.finalizers ?? [];
    return (hook.finalizersHandler ?? []).every((f) => finalizers.includes(f)) &&
        Object.entries(hook.labelsHandler ?? {}).every(([k, v]) => labels[k] === v);
}
//# sourceMappingURL=lifecycle.js.map