import pino from 'pino';
import { liveSidecarSetPodsVerdict } from '../admission/sidecarSetLivePods.js';
import { sidecarSetCensus } from '../engine/rollout/sidecarSetCensus.js';
import { readSidecarSet } from '../engine/workloads/sidecarSet.js';
import { kubeClusterFor } from '../reconciler/embedded.js';
import { listSidecarSetPods, reachWords } from './clusterSidecarSet.js';
import { count } from './words.js';
/**
 * `check --live` on a SidecarSet: the census of the NEW SidecarSet over the Pods it selects as they run in the cluster
 * (listed in its namespace scope): how many it matches, how many it can upgrade in place, and which it never upgrades
 * (their sidecars differ from the new ones in more than images). Loaded only with --live: it brings in the cluster client.
 */
export async function liveSidecarSetCensus(kubeconfig, newObject, kruise) {
    const view = readSidecarSet(newObject, kruise);
    const cluster = await kubeClusterFor(kubeconfig ?? '', pino({ level: 'silent' }));
    const { reach, pods } = await listSidecarSetPods(cluster, view);
    return { census: sidecarSetCensus(view, pods), reach: reachWords(reach) };
}
/**
 * The verdict with what the update does to the running Pods: the counts as a note and in `livePods`, and the guard's
 * policy for the Pods it can never upgrade in place (admission/sidecarSetLivePods.ts) unless the update is denied already.
 */
export function withLiveSidecarSetPods(report, live, policy) {
    const c = live.census;
    const note = `in the cluster (${live.reach}): ${count(c.matched, 'Pod')} matched, ${c.updated} already updated, ` +
        `${c.upgradable} upgradable in place by this SidecarSet (${c.thisRound} this round), ${c.neverUpgradable.length} never upgradable` +
        (c.notInjected.length > 0 ? `, ${c.notInjected.length} not injected (created before it)` : '');
    const livePods = {
        matched: c.matched, updated: c.updated, upgradable: c.upgradable, thisRound: c.thisRound,
        neverUpgradable: c.neverUpgradable, markedNotUpgradable: c.markedNotUpgradable, notInjected: c.notInjected,
    };
    const next = { ...report, notes: [...report.notes, note], livePods };
    if (report.decision === 'deny')
        return next;
    const verdict = liveSidecarSetPodsVerdict(c, policy);
    if (verdict.decision === 'deny')
        return { ...next, decision: 'deny', denyMessage: verdict.denyMessage };
    if (verdict.decision === 'warn')
        return { ...next, decision: 'warn', warnings: [...report.warnings, verdict.warning] };
    return next;
}
//# sourceMappingURL=liveSidecarSet.js.map