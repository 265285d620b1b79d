import { readPriorityStrategy } from '../workloads/priorityStrategy.js';
import { sortUpdateIndexes } from './candidateOrder.js';
import { predictSidecarSetRound } from './sidecarSetPods.js';
export function nextSidecarSetUpgrades(view, pods) {
    const round = predictSidecarSetRound(view, pods);
    if (round.thisRound === 0)
        return { round, upgrade: [] };
    const candidates = round.pods.flatMap((p, i) => (p.verdict === 'upgrade' || p.verdict === 'waiting' ? [i] : []));
    const strategy = view.updateStrategy;
    const order = sortUpdateIndexes(pods, candidates, {
        priorityStrategy: readPriorityStrategy(strategy.priorityStrategy, 'spec.updateStrategy.priorityStrategy'),
        scatterStrategy: scatterTerms(strategy.scatterStrategy, pods),
    });
    return { round, upgrade: order.slice(0, round.thisRound).map((i) => pods[i]) };
}
/** parseUpdateScatterTerms: `key=*` becomes one term per value of that label on the Pods, duplicates dropped. */
function scatterTerms(terms, pods) {
    if (terms === undefined)
        return undefined;
    const out = [];
    const add = (term) => {
        if (!out.some((t) => t.key === term.key && t.value === term.value))
            out.push(term);
    };
    for (const raw of terms) {
        const term = { key: String(raw.key ?? ''), value: String(raw.value ?? '') };
        if (term.value !== '*')
            add(term);
        else
            for (const pod of pods)
                if (pod.metadata.labels?.[term.key] !== undefined)
                    add({ key: term.key, value: pod.metadata.labels[term.key] });
    }
    return out;
}
//# sourceMappingURL=sidecarSetUpgradeOrder.js.map