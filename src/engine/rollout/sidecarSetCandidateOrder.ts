/**
 * The order in which Kruise's SidecarSet controller takes the round's candidates (sidecarset_strategy.go
 * SortUpdateIndexes, v1.8.3 and v1.9.1): ActivePods' default order, then spec.updateStrategy.priorityStrategy (equal
 * priorities as the release breaks ties), then scatterStrategy with `key=*` spread over the values the matched Pods
 * carry (parseUpdateScatterTerms). Kruise's default sort.Slice is not stable; Pods it cannot tell apart keep their
 * list order here.
 */
import type { Pod } from '../kube/pod.js'
import type { ScatterTerm } from '../workloads/scatterStrategy.js'
import type { SidecarSetView } from '../workloads/sidecarSet.js'
import { sortUpdateIndexes } from './candidateOrder.js'

/** `candidates` (indexes into `matched`, the Pods the controller matched) in Kruise's order. */
export function sidecarSetCandidateOrder(view: SidecarSetView, matched: readonly Pod[], candidates: readonly number[]): number[] {
  const strategy = view.updateStrategy
  return sortUpdateIndexes(matched, candidates, {
    priorityStrategy: strategy.priorityStrategy,
    scatterStrategy: scatterTerms(strategy.scatterStrategy, matched),
    kruise: view.release,
  })
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
