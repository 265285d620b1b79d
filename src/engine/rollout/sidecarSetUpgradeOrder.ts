/**
 * Which Pods Kruise's SidecarSet controller upgrades this round (sidecarset_strategy.go GetNextUpgradePods and
 * SortUpdateIndexes, v1.8.3 and v1.9.1): the round's candidates (predictSidecarSetRound) in Kruise's order (ActivePods'
 * default order, then spec.updateStrategy.priorityStrategy, then scatterStrategy with `key=*` spread over the values the
 * Pods carry: parseUpdateScatterTerms), the first as many as the round takes. Kruise's sort.Slice is not stable; Pods
 * the order cannot tell apart keep their list order here.
 */
import type { Pod } from '../kube/pod.js'
import type { ScatterTerm } from '../workloads/scatterStrategy.js'
import type { SidecarSetView } from '../workloads/sidecarSet.js'
import { sortUpdateIndexes } from './candidateOrder.js'
import { type SidecarSetRound, predictSidecarSetRound } from './sidecarSetPods.js'

export interface SidecarSetUpgradeRound {
  round: SidecarSetRound
  /** The Pods upgraded this round, in Kruise's order. */
  upgrade: Pod[]
}

export function nextSidecarSetUpgrades(view: SidecarSetView, pods: readonly Pod[]): SidecarSetUpgradeRound {
  const round = predictSidecarSetRound(view, pods)
  if (round.thisRound === 0) return { round, upgrade: [] }
  const candidates = round.pods.flatMap((p, i) => (p.verdict === 'upgrade' || p.verdict === 'waiting' ? [i] : []))
  const strategy = view.updateStrategy
  const order = sortUpdateIndexes(pods, candidates, {
    priorityStrategy: strategy.priorityStrategy,
    scatterStrategy: scatterTerms(strategy.scatterStrategy, pods),
  })
  return { round, upgrade: order.slice(0, round.thisRound).map((i) => pods[i]!) }
}

/** parseUpdateScatterTerms: `key=*` becomes one term per value of that label on the Pods, duplicates dropped. */
function scatterTerms(terms: readonly ScatterTerm[] | undefined, pods: readonly Pod[]): ScatterTerm[] | undefined {
  if (terms === undefined) return undefined
  const out: ScatterTerm[] = []
  const add = (term: ScatterTerm) => {
    if (!out.some((t) => t.key === term.key && t.value === term.value)) out.push(term)
  }
  for (const term of terms) {
    if (term.value !== '*') add(term)
    else for (const pod of pods) if (pod.metadata.labels?.[term.key] !== undefined) add({ key: term.key, value: pod.metadata.labels[term.key]! })
  }
  return out
}
