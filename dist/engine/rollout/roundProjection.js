import { CONDITION_IN_PLACE_READY } from '../kruise/apiNames.js';
import { LABEL_LIFECYCLE_STATE } from '../kruise/lifecycle.js';
import { podLabels } from '../kube/pod.js';
import { resolveGates } from '../kruise/gates.js';
import { revisionLabelValue } from '../workloads/revision.js';
import { planMemo } from './podFacts.js';
import { rolloutPlan } from './rolloutPlan.js';
/**
 * The rounds the rollout takes if every updated Pod becomes available again (and no other Pod changes state):
 * rolloutPlan applied repeatedly, each round's Pods moved to the target revision. Pods that were unavailable stay
 * unavailable (unless `inFlightCompletes`), so a budget they exhaust shows up as the projection stopping early.
 */
export function projectRounds(view, pods, now, options = {}) {
    const rounds = [];
    // The label the controller writes (an Advanced DaemonSet's Pods carry the bare hash, which its plan compares).
    const gates = resolveGates(options.gates);
    let current = [...pods];
    const limit = Math.min(options.maxRounds ?? pods.length, pods.length);
    // The Pods a round does not move are the same objects in the next round's plan: their facts are read once.
    options = options.memo ? options : { ...options, memo: planMemo() };
    if (options.inFlightCompletes) {
        const inFlight = new Set(rolloutPlan(view, current, now, options).inProgress.map((p) => p.name));
        current = current.map((p) => (inFlight.has(p.metadata.name) ? asUpdateCompleted(p) : p));
    }
    for (let round = 0; round < limit; round++) {
        const plan = rolloutPlan(view, current, now, options);
        if (plan.updateNow.length === 0 || plan.paused || plan.onDelete)
            break;
        const chosen = new Set(plan.updateNow.map((p) => p.name));
        rounds.push(plan.updateNow.map((p) => p.name));
        current = current.map((p) => (chosen.has(p.metadata.name)
            ? { ...p, metadata: { ...p.metadata, labels: { ...podLabels(p), [view.revisions.podLabel]: revisionLabelValue(plan.targetRevision, gates, view.revisions) } } }
            : p));
        if (options.updateRevision === undefined)
            options = { ...options, updateRevision: plan.updateRevision };
    }
    return rounds;
}
/** The Pod once its in-place update has completed: lifecycle Normal, Running, Ready and InPlaceUpdateReady long since. */
function asUpdateCompleted(pod) {
    const since = new Date(0).toISOString().replace('.000Z', 'Z');
    const conditions = (pod.status?.conditions ?? []).filter((c) => c.type !== 'Ready' && c.type !== CONDITION_IN_PLACE_READY);
    conditions.push({ type: 'Ready', status: 'True', lastTransitionTime: since }, { type: CONDITION_IN_PLACE_READY, status: 'True', lastTransitionTime: since });
    const labels = { ...podLabels(pod) };
    if (labels[LABEL_LIFECYCLE_STATE] !== undefined)
        labels[LABEL_LIFECYCLE_STATE] = 'Normal';
    return { ...pod, metadata: { ...pod.metadata, labels }, status: { ...pod.status, phase: 'Running', conditions } };
}
//# sourceMappingURL=roundProjection.js.map