import { kruiseScaledValue, legacyScaledValue } from '../kube/intOrPercent.js';
/** partition, maxSurge and maxUnavailable as the CloneSet controller resolves them (spec §1.3 table). */
export function cloneSetRolloutNumbers(declared, replicas) {
    return { replicas, partition: resolvePartition(declared, replicas), ...resolveSurgeAndUnavailable(declared, replicas) };
}
function resolvePartition(declared, replicas) {
    const { partition } = declared;
    if (partition === undefined || !declared.hasRollingUpdate)
        return 0;
    let value = kruiseScaledValue(partition, replicas, true, `${declared.strategyField}.partition`);
    if (replicas > 1 && value === replicas && typeof partition === 'string' && partition !== '100%')
        value = replicas - 1;
    return Math.min(Math.max(value, 0), replicas);
}
function resolveSurgeAndUnavailable(declared, replicas) {
    if (!declared.hasRollingUpdate) {
        return { maxSurge: 0, maxUnavailable: legacyScaledValue('20%', replicas, false) };
    }
    const maxSurge = declared.paused ? 0 : legacyScaledValue(declared.maxSurge, replicas, true);
    const maxUnavailable = legacyScaledValue(declared.maxUnavailable, replicas, maxSurge === 0);
    return { maxSurge, maxUnavailable };
}
/**
 * partition and maxUnavailable as the Advanced StatefulSet controller resolves them (`rollingUpdateStatefulsetPods`,
 * `sortPodsToUpdate`): partition is an ordinal count, nothing updates once it reaches replicas; maxUnavailable goes
 * through intstr.GetValueFromIntOrPercent rounding down, and never below 1. There is no surge.
 */
export function statefulSetRolloutNumbers(declared, replicas) {
    if (!declared.hasRollingUpdate)
        return { replicas, partition: 0, maxSurge: 0, maxUnavailable: 1 };
    const partition = Math.min(declared.partition ?? 0, replicas);
    return { replicas, partition, maxSurge: 0, maxUnavailable: Math.max(legacyScaledValue(declared.maxUnavailable, replicas, false), 1) };
}
/**
 * partition, maxSurge and maxUnavailable as the Advanced DaemonSet controller resolves them against the nodes that should
 * run a Pod (`status.desiredNumberScheduled`): `updatedDesiredNodeCounts` scales maxSurge and maxUnavailable rounding up
 * (an unset one is 0) and, with nodes, lifts two zeros to maxUnavailable 1; `filterDaemonPodsNodeToUpdate` scales a
 * partition rounding down. Nothing rolls under OnDelete.
 */
export function daemonSetRolloutNumbers(declared, nodes) {
    if (!declared.hasRollingUpdate)
        return { replicas: nodes, partition: 0, maxSurge: 0, maxUnavailable: 0 };
    const maxSurge = declared.maxSurge === undefined ? 0 : legacyScaledValue(declared.maxSurge, nodes, true);
    let maxUnavailable = declared.maxUnavailable === undefined ? 0 : legacyScaledValue(declared.maxUnavailable, nodes, true);
    if (nodes > 0 && maxSurge === 0 && maxUnavailable === 0)
        maxUnavailable = 1;
    const partition = declared.partition === undefined ? 0 : Math.min(legacyScaledValue(declared.partition, nodes, false), nodes);
    return { replicas: nodes, partition, maxSurge, maxUnavailable };
}
//# sourceMappingURL=rolloutNumbers.js.map