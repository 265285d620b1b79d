import { Heap } from '../kube/heap.js'
import { type KruiseRelease, kruiseRelease } from '../kruise/releases.js'
import { metaTimeOrder } from '../kube/metaTime.js'
import { LABEL_REVISION, type Pod } from '../kube/pod.js'
import type { PriorityStrategy } from '../workloads/priorityStrategy.js'
import type { ScatterTerm } from '../workloads/scatterStrategy.js'
import { type PodInfo, podInfo, restartsOf, roundFacts } from './podFacts.js'
import { hasPriority, sortByPriority } from './priority.js'
import { scatterOrder } from './scatter.js'

/**
 * upstream `ActivePods.Less` (spec §5.4 step 1) as a three-way comparison in one pass: unassigned first, Pending <
 * Unknown < Running, not-ready first (together: `rank`), ready more recently first, more restarts first, newer first;
 * then list order. Times are compared as numbers read once per Pod (metaTimeOrder).
 */
export function compareDefault(a: PodInfo, b: PodInfo): number {
  if (a.rank !== b.rank) return a.rank - b.rank
  if (a.readyCondition) {
    const byReady = newerFirst(readyOrder(a), readyOrder(b))
    if (byReady !== 0) return byReady
  }
  const xa = restartsOf(a)
  const xb = restartsOf(b)
  if (xa !== xb) return xb - xa
  const byCreation = newerFirst(createdOrder(a), createdOrder(b))
  return byCreation !== 0 ? byCreation : a.index - b.index
}

function readyOrder(info: PodInfo): number {
  return (info.facts.readyOrder ??= metaTimeOrder(info.facts.readySince))
}

function createdOrder(info: PodInfo): number {
  return (info.facts.createdOrder ??= metaTimeOrder(info.facts.created))
}

/** `afterOrZero` as an order on metaTimeOrder values: a missing time (Infinity) first, then the later time first. */
function newerFirst(a: number, b: number): number {
  return a === b ? 0 : a > b ? -1 : 1
}

/**
 * `SortUpdateIndexes` over indexes into `pods` (default order, then priority, then scatter, then PreparingUpdate
 * first), exactly as the controller orders its update candidates.
 */
export function sortUpdateIndexes(
  pods: readonly Pod[], candidates: readonly number[], strategy: UpdateOrderStrategy = {},
): number[] {
  const never = () => false
  const infos: PodInfo[] = pods.map((pod, index) => {
    const info = podInfo(pod, index, undefined, LABEL_REVISION)
    roundFacts(info, 0, 0, never)
    return info
  })
  return sortCandidates(candidates.map((i) => infos[i]), infos, strategy).map((i) => i.index)
}

/** What orders a workload's update candidates: its priority and scatter strategies, and the release's tie-breaker. */
export interface UpdateOrderStrategy {
  priorityStrategy?: PriorityStrategy
  scatterStrategy?: ScatterTerm[]
  /** Default: the default release. */
  kruise?: KruiseRelease
}

function sortCandidates(candidates: PodInfo[], all: PodInfo[], strategy: UpdateOrderStrategy): PodInfo[] {
  const { priorityStrategy: priority, scatterStrategy: scatter } = strategy
  let order = [...candidates].sort(compareDefault)
  if (hasPriority(priority)) order = sortByPriority(order, priority!, kruiseRelease(strategy.kruise).priorityTies)
  if (scatter && scatter.length > 0 && order.length > 1) order = scatterOrder(order, all, scatter)
  const preparing = order.filter((i) => i.lifecycle === 'PreparingUpdate')
  return preparing.length === 0 ? order : [...preparing, ...order.filter((i) => i.lifecycle !== 'PreparingUpdate')]
}

/** The candidates in the controller's order, taken one at a time. */
export interface CandidateOrder {
  next(): PodInfo | undefined
  /** Puts back the candidate `next` just returned. */
  pushBack(info: PodInfo): void
  /** Membership test for the first `count` candidates not taken yet. */
  firstOfRest(count: number): (info: PodInfo) => boolean
}

/**
 * With priority or scatter the whole list is sorted as Kruise does. With the default order alone, a heap yields the
 * candidates lazily: a round only looks at the few Pods the budget admits, so 10,000 Pods cost O(n) plus O(k log n).
 */
export function candidateOrder(candidates: PodInfo[], all: PodInfo[], strategy: UpdateOrderStrategy): CandidateOrder {
  if (hasPriority(strategy.priorityStrategy) || (strategy.scatterStrategy && strategy.scatterStrategy.length > 0)) {
    const sorted = sortCandidates(candidates, all, strategy)
    let at = 0
    return {
      next: () => sorted[at++],
      pushBack: () => { at-- },
      firstOfRest: (count) => {
        const set = new Set(sorted.slice(at, at + count))
        return (info) => set.has(info)
      },
    }
  }
  const heap = new Heap(compareCandidates, [...candidates])
  return {
    next: () => heap.pop(),
    pushBack: (info) => heap.push(info),
    firstOfRest: (count) => {
      if (count >= heap.size) return () => true
      const set = new Set(heap.smallest(count))
      return (info) => set.has(info)
    },
  }
}

/** PreparingUpdate first, then the default order (spec §5.4 steps 1 and 4 without priority or scatter). */
function compareCandidates(a: PodInfo, b: PodInfo): number {
  if (a.preparing !== b.preparing) return a.preparing ? -1 : 1
  return compareDefault(a, b)
}
