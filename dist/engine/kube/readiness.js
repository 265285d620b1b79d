import { metaTime } from './metaTime.js';
/**
 * The Pod `Ready` condition from ContainersReady and the readiness gates (kubelet `GeneratePodReadyCondition`,
 * k8s upstream). Kruise runs the same computation when it sets InPlaceUpdateReady=False (spec §4.2 step 2),
 * and the simulated kubelet runs it on every sync. lastTransitionTime moves only when the status changes.
 */
export function recomputeReadyCondition(conditions, readinessGates, now, addIfMissing) {
    const current = conditions.find((c) => c.type === 'Ready');
    if (!current && !addIfMissing)
        return [...conditions];
    const next = readyCondition(conditions, readinessGates);
    if (current && current.status === next.status && current.reason === next.reason && current.message === next.message)
        return [...conditions];
    const merged = {
        ...next,
        lastTransitionTime: current && current.status === next.status ? current.lastTransitionTime ?? metaTime(now) : metaTime(now),
    };
    return current ? conditions.map((c) => (c === current ? merged : c)) : [...conditions, merged];
}
function readyCondition(conditions, readinessGates) {
    const containersReady = conditions.find((c) => c.type === 'ContainersReady');
    if (containersReady?.status !== 'True') {
        return {
            type: 'Ready', status: 'False', reason: 'ContainersNotReady',
            ...(containersReady?.message ? { message: containersReady.message } : {}),
        };
    }
    const messages = [];
    for (const gate of readinessGates) {
        const c = conditions.find((x) => x.type === gate.conditionType);
        if (!c)
            messages.push(`corresponding condition of pod readiness gate "${gate.conditionType}" does not exist.`);
        else if (c.status !== 'True')
            messages.push(`the status of pod readiness gate "${gate.conditionType}" is not "True", but ${c.status}`);
    }
    if (messages.length > 0)
        return { type: 'Ready', status: 'False', reason: 'ReadinessGatesNotReady', message: messages.join(', ') };
    return { type: 'Ready', status: 'True' };
}
//# sourceMappingURL=readiness.js.map