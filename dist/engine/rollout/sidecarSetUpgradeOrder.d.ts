/**
 * Which Pods Kruise's SidecarSet controller upgrades this round (sidecarset_strategy.go GetNextUpgradePods and
 * SortUpdateIndexes, v1.8.3 and v1.9.1): the round's candidates (predictSidecarSetRound) in Kruise's order (ActivePods'
 * default order, then spec.updateStrategy.priorityStrategy, then scatterStrategy with `key=*` spread over the values the
 * Pods carry: parseUpdateScatterTerms), the first as many as the round takes. Kruise's sort.Slice is not stable; Pods
 * the order cannot tell apart keep their list order here.
 */
import type { Pod } from '../kube/pod.js';
import type { SidecarSetView } from '../workloads/sidecarSet.js';
import { type SidecarSetRound } from './sidecarSetPods.js';
export interface SidecarSetUpgradeRound {
    round: SidecarSetRound;
    /** The Pods upgraded this round, in Kruise's order. */
    upgrade: Pod[];
}
export declare function nextSidecarSetUpgrades(view: SidecarSetView, pods: readonly Pod[]): SidecarSetUpgradeRound;
