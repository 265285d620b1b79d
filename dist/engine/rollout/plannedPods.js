/** A Pod as a plan lists it. */
export function planned(info) {
    const meta = info.pod.metadata;
    const revision = info.facts.revisionLabel ?? '';
    return meta.uid
        ? { name: meta.name, uid: meta.uid, revision, ready: info.ready, available: info.available, lifecycle: info.lifecycle }
        : { name: meta.name, revision, ready: info.ready, available: info.available, lifecycle: info.lifecycle };
}
/** The status counts of a round (the controller's replica counters), from the Pods it lists. */
export function countPods(infos) {
    const counts = {
        active: infos.length, updated: 0, updatedReady: 0, updatedAvailable: 0, ready: 0, available: 0,
        oldActive: 0, newActive: 0, preparingDelete: 0, specifiedDelete: 0,
    };
    for (const i of infos) {
        if (i.ready)
            counts.ready++;
        if (i.available)
            counts.available++;
        if (i.atUpdate) {
            counts.updated++;
            if (i.ready)
                counts.updatedReady++;
            if (i.available)
                counts.updatedAvailable++;
        }
        if (i.specifiedDelete)
            counts.specifiedDelete++;
        if (i.lifecycle === 'PreparingDelete')
            counts.preparingDelete++;
        else if (i.atUpdate)
            counts.newActive++;
        else
            counts.oldActive++;
    }
    return counts;
}
//# sourceMappingURL=plannedPods.js.map