import { matchesSelector } from '../kube/labelSelector.js';
import { podLabels } from '../kube/pod.js';
import { stableSort } from '../kube/stableSort.js';
export function hasPriority(priority) {
    return !!priority && ((priority.weightPriority?.length ?? 0) > 0 || (priority.orderPriority?.length ?? 0) > 0);
}
/** Kruise's priority sorter: a stable sort whose tie-breaker puts the higher pod index first. */
export function sortByPriority(order, priority) {
    const score = new Map();
    for (const info of order) {
        const labels = podLabels(info.pod);
        if ((priority.weightPriority?.length ?? 0) > 0) {
            let weight = 0;
            for (const w of priority.weightPriority)
                if (matchesSelector(w.matchSelector, labels))
                    weight += w.weight;
            score.set(info, [-weight, 0]);
        }
        else {
            score.set(info, orderPriority(priority.orderPriority ?? [], labels));
        }
    }
    const less = (a, b) => {
        const [la, oa] = score.get(a);
        const [lb, ob] = score.get(b);
        if (la !== lb)
            return la < lb;
        if (oa !== ob)
            return oa > ob;
        return a.index > b.index;
    };
    return stableSort(order, less);
}
function orderPriority(terms, labels) {
    for (let i = 0; i < terms.length; i++) {
        const value = labels[terms[i].orderedKey];
        if (value !== undefined)
            return [i, trailingInteger(value)];
    }
    return [-1, 0];
}
function trailingInteger(value) {
    const m = /[0-9]+$/.exec(value);
    if (!m)
        return 0;
    const n = Number(m[0]);
    return Number.isSafeInteger(n) ? n : 0;
}
//# sourceMappingURL=priority.js.map