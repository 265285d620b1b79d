import { OrdinalRange, podOrdinal } from './statefulSetOrdinals.js';
/**
 * The replicas the plan's scale phase creates (`plan.scale.createCurrent + createUpdate` of them), by ordinal: the
 * missing replica ordinals from the lowest up (OrderedReady reaches one per round, Parallel all), each at the current
 * revision where `isCurrentRevisionNeeded` wants one (ordered: its rank below partition; unorderedUpdate: the first
 * `createCurrent`), else at the update revision.
 */
export function statefulSetCreations(view, pods, scale) {
    const count = scale.createCurrent + scale.createUpdate;
    if (count <= 0)
        return [];
    const range = new OrdinalRange(view, false);
    const present = new Set();
    for (const pod of pods) {
        const ordinal = podOrdinal(pod.metadata.name);
        if (ordinal >= 0)
            present.add(ordinal);
    }
    const out = [];
    let currentLeft = scale.createCurrent;
    for (let rank = 0; out.length < count; rank++) {
        const ordinal = range.ordinalAt(rank);
        if (ordinal >= range.end)
            break;
        if (present.has(ordinal))
            continue;
        const current = view.unorderedUpdate ? currentLeft > 0 : view.updateType === 'RollingUpdate' && rank < view.numbers.partition && currentLeft > 0;
        if (current)
            currentLeft--;
        out.push({ ordinal, revision: current ? 'current' : 'update' });
    }
    return out;
}
//# sourceMappingURL=statefulSetScale.js.map