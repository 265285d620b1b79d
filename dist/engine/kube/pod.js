// Wire-level constants (spec §0).
export const LABEL_REVISION = 'controller-revision-hash';
export const LABEL_TEMPLATE_HASH = 'pod-template-hash';
/** `1 Pod`, `3 Pods`: a count of Pods in a sentence. */
export function podCount(n) {
    return `${n} ${n === 1 ? 'Pod' : 'Pods'}`;
}
/** `verb` for `n` Pods: the first form for one Pod (`waits`), the second for any other count (`wait`). */
export function podVerb(n, one, other) {
    return `${podCount(n)} ${n === 1 ? one : other}`;
}
export function podLabels(pod) {
    return pod.metadata.labels ?? {};
}
export function podAnnotations(pod) {
    return pod.metadata.annotations ?? {};
}
export function getCondition(pod, type) {
    return pod.status?.conditions?.find((c) => c.type === type);
}
export function hasReadinessGate(pod, conditionType) {
    return (pod.spec.readinessGates ?? []).some((g) => g.conditionType === conditionType);
}
/** Active (spec §5.1): not Succeeded/Failed and not being deleted. */
export function isActive(pod) {
    const phase = pod.status?.phase;
    return phase !== 'Succeeded' && phase !== 'Failed' && !pod.metadata.deletionTimestamp;
}
export function containerStatus(pod, name) {
    return pod.status?.containerStatuses?.find((s) => s.name === name);
}
/** Largest restartCount over the pod's containers (the default sort's tie-breaker, spec §5.4). */
export function maxRestarts(pod) {
    let max = 0;
    for (const s of pod.status?.containerStatuses ?? [])
        max = Math.max(max, s.restartCount ?? 0);
    return max;
}
//# sourceMappingURL=pod.js.map