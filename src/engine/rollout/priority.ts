import type { PriorityTies } from '../kruise/releases.js'
import { matchesSelector } from '../kube/labelSelector.js'
import { podLabels } from '../kube/pod.js'
import { stableSort } from '../kube/stableSort.js'
import type { PriorityStrategy } from '../workloads/cloneSet.js'
import type { PodInfo } from './podFacts.js'

export function hasPriority(priority?: PriorityStrategy): boolean {
  return !!priority && ((priority.weightPriority?.length ?? 0) > 0 || (priority.orderPriority?.length ?? 0) > 0)
}

/**
 * Kruise's priority sorter: a stable sort by weight (or order key), Pods of equal priority as the release breaks ties
 * (`later-listed-first`: the higher Pod index first, which undoes the default order; `kept`: the order given).
 */
export function sortByPriority(order: PodInfo[], priority: PriorityStrategy, ties: PriorityTies): PodInfo[] {
  const score = new Map<PodInfo, [number, number]>()
  for (const info of order) {
    const labels = podLabels(info.pod)
    if ((priority.weightPriority?.length ?? 0) > 0) {
      let weight = 0
      for (const w of priority.weightPriority!) if (matchesSelector(w.matchSelector, labels)) weight += w.weight
      score.set(info, [-weight, 0])
    } else {
      score.set(info, orderPriority(priority.orderPriority ?? [], labels))
    }
  }
  const laterFirst = ties === 'later-listed-first'
  const less = (a: PodInfo, b: PodInfo): boolean => {
    const [la, oa] = score.get(a)!
    const [lb, ob] = score.get(b)!
    if (la !== lb) return la < lb
    if (oa !== ob) return oa > ob
    return laterFirst && a.index > b.index
  }
  return stableSort(order, less)
}

function orderPriority(terms: { orderedKey: string }[], labels: Record<string, string>): [number, number] {
  for (let i = 0; i < terms.length; i++) {
    const value = labels[terms[i].orderedKey]
    if (value !== undefined) return [i, trailingInteger(value)]
  }
  return [-1, 0]
}

function trailingInteger(value: string): number {
  const m = /[0-9]+$/.exec(value)
  if (!m) return 0
  const n = Number(m[0])
  return Number.isSafeInteger(n) ? n : 0
}
