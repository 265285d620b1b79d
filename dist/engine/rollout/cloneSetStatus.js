import { deepEqual } from '../kube/json.js';
import { metaTime } from '../kube/metaTime.js';
export function cloneSetStatus(view, plan, inputs) {
    const { counts, numbers } = plan;
    const previousCurrent = inputs.previous?.currentRevision;
    const converged = counts.updated === counts.active && counts.active === view.replicas;
    const status = {
        observedGeneration: view.generation,
        replicas: counts.active,
        readyReplicas: counts.ready,
        availableReplicas: counts.available,
        updatedReplicas: counts.updated,
        updatedReadyReplicas: counts.updatedReady,
        updatedAvailableReplicas: counts.updatedAvailable,
        expectedUpdatedReplicas: view.hasRollingUpdate ? numbers.replicas - numbers.partition : numbers.replicas,
        updateRevision: plan.updateRevision,
        currentRevision: converged || !previousCurrent ? plan.updateRevision : previousCurrent,
        collisionCount: inputs.collisionCount,
        labelSelector: inputs.labelSelector,
    };
    const conditions = [...(inputs.previous?.conditions ?? [])].filter((c) => c.type !== 'FailedUpdate' || inputs.failedUpdate === undefined);
    if (inputs.failedUpdate) {
        const old = inputs.previous?.conditions?.find((c) => c.type === 'FailedUpdate');
        const at = metaTime(inputs.now);
        conditions.push({
            type: 'FailedUpdate', status: 'True', message: inputs.failedUpdate,
            lastTransitionTime: old?.status === 'True' ? old.lastTransitionTime ?? at : at,
            lastUpdateTime: old?.message === inputs.failedUpdate ? old.lastUpdateTime ?? at : at,
        });
    }
    if (conditions.length > 0)
        status.conditions = conditions;
    return status;
}
/** The controller writes status only when something it tracks changed. */
export function statusChanged(previous, next) {
    if (!previous)
        return true;
    const keys = Object.keys(next);
    return keys.some((k) => !deepEqual(previous[k] ?? null, next[k] ?? null)) ||
        (previous.conditions !== undefined && next.conditions === undefined);
}
//# sourceMappingURL=cloneSetStatus.js.map