/**
 * Observe mode's output: the plan and the diagnosis as annotations on the workload (CloneSet, Advanced StatefulSet) (written only when they change, so a
 * steady rollout causes no writes), a Warning Event when the rollout stalls for a new reason, and metrics.
 */
export const ANNOTATION_ROLLOUT_PLAN = 'inplace-guard.io/rollout-plan';
export const ANNOTATION_ROLLOUT_DIAGNOSIS = 'inplace-guard.io/rollout-diagnosis';
const MAX_NAMES = 10;
/** Rounds ahead named in the plan. */
export const MAX_PLANNED_ROUNDS = 5;
/**
 * The plan: this round's numbers and the Pods it updates now, and `rounds`, the Pods the controller updates in each
 * round from here (rollout.ts projectRounds, the updates in flight completing first), up to MAX_PLANNED_ROUNDS.
 */
export function planAnnotation(diagnosis, rounds = []) {
    const plan = diagnosis.plan;
    const waiting = {};
    for (const w of plan.waiting)
        waiting[w.reason] = (waiting[w.reason] ?? 0) + 1;
    return JSON.stringify({
        updateRevision: plan.updateRevision,
        updateNum: plan.updateNum,
        partition: plan.numbers.partition,
        maxUnavailable: plan.quota.updateMaxUnavailable,
        budget: plan.quota.budget,
        updateNow: plan.updateNow.slice(0, MAX_NAMES).map((p) => p.name),
        rounds: rounds.slice(0, MAX_PLANNED_ROUNDS).map((round) => round.slice(0, MAX_NAMES)),
        waiting,
    });
}
export function diagnosisAnnotation(diagnosis) {
    return JSON.stringify({
        completed: diagnosis.completed,
        stalled: diagnosis.stalled,
        updatedReplicas: diagnosis.updatedReplicas,
        updatedReadyReplicas: diagnosis.updatedReadyReplicas,
        reasons: diagnosis.reasons.map((r) => ({ reason: r.reason, pods: r.pods.slice(0, MAX_NAMES), field: r.field })),
    });
}
export async function publishObservation(cluster, raw, diagnosis, metrics, rounds) {
    let writes = 0;
    const annotations = raw.metadata.annotations ?? {};
    const plan = planAnnotation(diagnosis, rounds);
    const diag = diagnosisAnnotation(diagnosis);
    metrics?.observe({ kind: raw.kind, namespace: diagnosis.namespace, name: diagnosis.name }, diagnosis.plan, diagnosis);
    if (annotations[ANNOTATION_ROLLOUT_PLAN] === plan && annotations[ANNOTATION_ROLLOUT_DIAGNOSIS] === diag)
        return writes;
    const previous = previousReasons(annotations[ANNOTATION_ROLLOUT_DIAGNOSIS]);
    const namespace = raw.metadata.namespace ?? 'default';
    await cluster.patchWorkloadAnnotations(raw.kind, namespace, raw.metadata.name, {
        [ANNOTATION_ROLLOUT_PLAN]: plan, [ANNOTATION_ROLLOUT_DIAGNOSIS]: diag,
    });
    writes++;
    const fresh = diagnosis.reasons.filter((r) => r.blocking && !previous.has(r.reason));
    if (diagnosis.stalled && fresh.length > 0) {
        const first = fresh[0];
        await cluster.createEvent({
            namespace,
            involvedObject: { kind: raw.kind, name: raw.metadata.name, uid: raw.metadata.uid, apiVersion: raw.apiVersion },
            type: 'Warning',
            reason: 'RolloutStalled',
            message: `${first.reason}${first.pods.length > 0 ? ` (${first.pods.slice(0, MAX_NAMES).join(', ')})` : ''}: ${first.message}`,
        });
        writes++;
    }
    return writes;
}
function previousReasons(text) {
    if (!text)
        return new Set();
    try {
        const parsed = JSON.parse(text);
        return new Set((parsed.reasons ?? []).map((r) => String(r.reason)));
    }
    catch {
        return new Set();
    }
}
//# sourceMappingURL=observe.js.map