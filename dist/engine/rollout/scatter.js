import { podLabels } from '../kube/pod.js';
/** Kruise's scatter sort: each term spreads the Pods it matches evenly between the others. */
export function scatterOrder(order, all, strategy) {
    for (const term of scatterTerms(strategy, order))
        order = scatterByTerm(term, order, all);
    return order;
}
/** Terms used for scattering: with several terms, only those matching a candidate, most matches first. */
function scatterTerms(strategy, order) {
    if (strategy.length === 1)
        return strategy;
    const counts = new Map();
    for (const term of strategy) {
        for (const info of order) {
            if (podLabels(info.pod)[term.key] === term.value) {
                const id = `${term.key}:${term.value}`;
                const entry = counts.get(id);
                if (entry)
                    entry.count++;
                else
                    counts.set(id, { term, count: 1, first: counts.size });
            }
        }
    }
    return [...counts.values()].sort((a, b) => b.count - a.count || a.first - b.first).map((e) => e.term);
}
function scatterByTerm(term, order, all) {
    const matches = (i) => (podLabels(i.pod)[term.key] ?? '') === term.value;
    let matched = order.filter(matches);
    let unmatched = order.filter((i) => !matches(i));
    if (matched.length <= 1 || unmatched.length <= 1)
        return order;
    let totalMatched = 0;
    for (const i of all)
        if (matches(i))
            totalMatched++;
    const totalUnmatched = all.length - totalMatched;
    const held = matched[matched.length - 1];
    matched = matched.slice(0, -1);
    totalMatched--;
    const group = groupByDensity(totalMatched, totalUnmatched, matched.length, unmatched.length);
    const out = [];
    if (group.unmatchedRemainder > 0) {
        out.push(...unmatched.slice(0, group.unmatchedRemainder));
        unmatched = unmatched.slice(group.unmatchedRemainder);
    }
    for (let g = 0; g < group.groupNum; g++) {
        matched = migrate(matched, out, group.matchedGroupSize);
        unmatched = migrate(unmatched, out, group.unmatchedGroupSize);
    }
    out.push(...matched, ...unmatched, held);
    return out;
}
function migrate(src, dst, size) {
    if (src.length === 0)
        return src;
    if (src.length < size) {
        dst.push(...src);
        return [];
    }
    dst.push(...src.slice(0, size));
    return src.slice(size);
}
function scatterGroup(matched, unmatched) {
    const groupNum = Math.min(matched, unmatched);
    return { groupNum, matchedGroupSize: Math.round(matched / groupNum), unmatchedGroupSize: Math.round(unmatched / groupNum), unmatchedRemainder: 0 };
}
function groupByDensity(totalMatched, totalUnmatched, updateMatched, updateUnmatched) {
    const total = scatterGroup(totalMatched, totalUnmatched);
    const update = scatterGroup(updateMatched, updateUnmatched);
    if (Math.fround(totalUnmatched / totalMatched) >= Math.fround(updateUnmatched / updateMatched))
        return update;
    const m = total.matchedGroupSize;
    const u = total.unmatchedGroupSize;
    const groupNum = Math.trunc(updateMatched / m) < Math.trunc(updateUnmatched / u) ? Math.trunc(updateMatched / m) : Math.trunc(updateUnmatched / u);
    return { groupNum, matchedGroupSize: m, unmatchedGroupSize: u, unmatchedRemainder: updateUnmatched - groupNum * u };
}
//# sourceMappingURL=scatter.js.map