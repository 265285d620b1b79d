import { isJsonObject } from '../kube/json.js';
import { parseMetaTime } from '../kube/metaTime.js';
import { CONDITION_IN_PLACE_READY } from './apiNames.js';
import { lifecycleState } from './lifecycle.js';
/** One pass over the conditions for everything the rollout classification needs. */
export function readinessFacts(pod) {
    return readinessFactsInto(pod, { readyCondition: false, readySince: undefined, inPlaceReady: true, scheduled: false });
}
/** readinessFacts written into `target` (the rollout plan keeps them on its per-Pod record: no extra object). */
export function readinessFactsInto(pod, target) {
    let readyCondition = false;
    let readySinceText;
    let inPlaceReady = true;
    let scheduled = false;
    for (const c of pod.status?.conditions ?? []) {
        if (c.type === 'Ready') {
            readyCondition = c.status === 'True';
            readySinceText = c.lastTransitionTime;
        }
        else if (c.type === CONDITION_IN_PLACE_READY)
            inPlaceReady = c.status === 'True';
        else if (c.type === 'PodScheduled')
            scheduled = c.status === 'True';
    }
    target.readyCondition = readyCondition;
    target.readySince = readyCondition ? readySinceText ?? undefined : undefined;
    target.inPlaceReady = inPlaceReady;
    target.scheduled = scheduled;
    return target;
}
/** Ready for readyReplicas (spec §5.1): Running, Ready condition True, InPlaceUpdateReady True when present. */
export function isPodReady(pod, facts = readinessFacts(pod)) {
    return pod.status?.phase === 'Running' && facts.readyCondition && facts.inPlaceReady;
}
/** Available (spec §5.1): lifecycle "" or Normal, Ready, and Ready for at least minReadySeconds. */
export function isPodAvailable(pod, minReadySeconds, nowMs, facts = readinessFacts(pod)) {
    const state = lifecycleState(pod);
    if (state !== '' && state !== 'Normal')
        return false;
    if (!isPodReady(pod, facts))
        return false;
    if (minReadySeconds <= 0)
        return true;
    const since = parseMetaTime(facts.readySince);
    return since !== undefined && since + minReadySeconds * 1000 < nowMs;
}
/** The template's pod spec lists Kruise's InPlaceUpdateReady readiness gate (so every Pod made from it carries it). */
export function carriesReadinessGate(template) {
    const gates = template.spec.readinessGates;
    return Array.isArray(gates) && gates.some((g) => isJsonObject(g) && g.conditionType === CONDITION_IN_PLACE_READY);
}
//# sourceMappingURL=podReadiness.js.map