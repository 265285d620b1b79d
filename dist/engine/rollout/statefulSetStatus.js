import { lifecycleState } from '../kruise/lifecycle.js';
import { deepEqual } from '../kube/json.js';
import { parseMetaTime } from '../kube/metaTime.js';
import { LABEL_REVISION, getCondition } from '../kube/pod.js';
/**
 * The status the Advanced StatefulSet controller writes (`updateStatus`, `computeReplicaStatus`,
 * `completeRollingUpdate` in stateful_set_control.go and stateful_set_utils.go, v1.9.1 and v1.8.3): counted over
 * every Pod it owns, replicas and condemned alike; a Pod counts once created (a phase set), ready when Running and
 * Ready, available when also Ready for minReadySeconds in lifecycle Normal; current and updated by the full revision
 * name in `controller-revision-hash`, terminating Pods left out. Once every replica is updated and ready under a
 * RollingUpdate, the current revision becomes the update revision.
 */
export function statefulSetStatus(view, pods, inputs) {
    const status = {
        observedGeneration: view.generation,
        replicas: 0, readyReplicas: 0, availableReplicas: 0, currentReplicas: 0, updatedReplicas: 0, updatedReadyReplicas: 0, updatedAvailableReplicas: 0,
        currentRevision: inputs.currentRevision,
        updateRevision: inputs.updateRevision,
        collisionCount: inputs.collisionCount,
        labelSelector: inputs.labelSelector,
    };
    for (const pod of pods) {
        const revision = pod.metadata.labels?.[LABEL_REVISION];
        const created = (pod.status?.phase ?? '') !== '';
        if (created)
            status.replicas++;
        if (pod.status?.phase === 'Running' && getCondition(pod, 'Ready')?.status === 'True') {
            status.readyReplicas++;
            const available = runningAndAvailable(pod, view.minReadySeconds, inputs.now);
            if (revision === inputs.updateRevision) {
                status.updatedReadyReplicas++;
                if (available)
                    status.updatedAvailableReplicas++;
            }
            if (available)
                status.availableReplicas++;
        }
        if (created && !pod.metadata.deletionTimestamp) {
            if (revision === inputs.currentRevision)
                status.currentReplicas++;
            if (revision === inputs.updateRevision)
                status.updatedReplicas++;
        }
    }
    if (view.updateType === 'RollingUpdate' && status.updatedReplicas === status.replicas && status.readyReplicas === status.replicas) {
        status.currentReplicas = status.updatedReplicas;
        status.currentRevision = status.updateRevision;
    }
    if (inputs.conditions && inputs.conditions.length > 0)
        status.conditions = inputs.conditions;
    return status;
}
/** `inconsistentStatus`: the controller writes status only when something it tracks changed. */
export function statefulSetStatusChanged(previous, next) {
    if (!previous)
        return true;
    return Object.keys(next).some((k) => !deepEqual(previous[k] ?? null, next[k] ?? null));
}
function runningAndAvailable(pod, minReadySeconds, now) {
    const state = lifecycleState(pod);
    if (state !== '' && state !== 'Normal')
        return false;
    if (minReadySeconds <= 0)
        return true;
    const since = parseMetaTime(getCondition(pod, 'Ready')?.lastTransitionTime);
    return since !== undefined && since + minReadySeconds * 1000 <= now;
}
//# sourceMappingURL=statefulSetStatus.js.map