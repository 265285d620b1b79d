import { podCount, podVerb } from '../kube/pod.js';
/** `calculateDiffsWithExpectation`, the update and surge part (spec §5.3). */
export function calculateDiffs(infos, numbers, gates, sameRevision) {
    const { replicas, partition, maxSurge, maxUnavailable } = numbers;
    let oldActive = 0;
    let newActive = 0;
    let toDelete = 0;
    let unavailable = 0;
    let preDeleting = 0;
    for (const i of infos) {
        if (i.lifecycle === 'PreparingDelete') {
            preDeleting++;
            continue;
        }
        if (i.atUpdate)
            newActive++;
        else
            oldActive++;
        if (i.specifiedDelete)
            toDelete++;
        else if (!i.available)
            unavailable++;
    }
    let oldDiff = oldActive - partition;
    let newDiff = newActive - (replicas - partition);
    if (sameRevision || !gates.CloneSetPartitionRollback) {
        oldDiff = Math.max(oldDiff, 0);
        newDiff = Math.min(newDiff, 0);
    }
    let useSurge = 0;
    if (maxSurge > 0) {
        const scaleSurge = toDelete > 0 ? Math.min(Math.max(unavailable + toDelete + preDeleting - maxUnavailable, 0), toDelete) : 0;
        const opposite = (oldDiff > 0 && newDiff < 0) || (oldDiff < 0 && newDiff > 0);
        const updateSurge = opposite ? Math.min(Math.abs(oldDiff), Math.abs(newDiff)) : 0;
        useSurge = Math.min(maxSurge, scaleSurge >= updateSurge ? scaleSurge : updateSurge);
    }
    const updateNum = Math.abs(oldDiff) <= Math.abs(newDiff) ? oldDiff : -newDiff;
    return {
        updateNum,
        updateMaxUnavailable: updateNum !== 0 ? maxUnavailable + infos.length - replicas : 0,
        useSurge,
        scaleNum: replicas + useSurge - infos.length,
    };
}
/** `limitUpdateIndexes` (spec §5.5): walks the first `limit` candidates in order while the budgets allow. */
export function limitByQuota(order, limit, quota, updateMaxUnavailable) {
    let unavailable = quota.unavailable;
    const chosen = [];
    for (let info = chosen.length < limit ? order.next() : undefined; info; info = chosen.length < limit ? order.next() : undefined) {
        const can = chosen.length;
        if (quota.targetUnavailable + can >= updateMaxUnavailable) {
            order.pushBack(info);
            return {
                chosen,
                stop: {
                    reason: 'target-unavailable',
                    detail: `${podCount(quota.targetUnavailable)} at the target revision ${quota.targetUnavailable === 1 ? 'is' : 'are'} not available yet` +
                        `${can > 0 ? ` and ${can} more start now` : ''}: together they fill maxUnavailable ${updateMaxUnavailable}`,
                },
            };
        }
        if (info.available) {
            if (unavailable >= updateMaxUnavailable) {
                order.pushBack(info);
                return {
                    chosen,
                    stop: {
                        reason: 'max-unavailable',
                        detail: `${podVerb(quota.unavailable, 'is', 'are')} already unavailable${can > 0 ? ` and ${unavailable - quota.unavailable} more go down now` : ''}, ` +
                            `and maxUnavailable is ${updateMaxUnavailable} (budget ${updateMaxUnavailable - quota.unavailable})`,
                    },
                };
            }
            unavailable++;
        }
        chosen.push(info);
    }
    return { chosen };
}
//# sourceMappingURL=quota.js.map