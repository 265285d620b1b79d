/**
 * Which Pods Kruise's SidecarSet controller upgrades this round (sidecarset_strategy.go GetNextUpgradePods, v1.8.3
 * and v1.9.1): the round's candidates (predictSidecarSetRound) in Kruise's order (sidecarSetCandidateOrder), the first
 * as many as the round takes.
 */
import type { Pod } from '../kube/pod.js'
import type { SidecarSetView } from '../workloads/sidecarSet.js'
import { type SidecarSetRound, sidecarSetRoundInOrder } from './sidecarSetPods.js'

export interface SidecarSetUpgradeRound {
  round: SidecarSetRound
  /** The Pods upgraded this round, in Kruise's order. */
  upgrade: Pod[]
}

export function nextSidecarSetUpgrades(view: SidecarSetView, pods: readonly Pod[]): SidecarSetUpgradeRound {
  const { round, order } = sidecarSetRoundInOrder(view, pods)
  return { round, upgrade: order.slice(0, round.thisRound) }
}
