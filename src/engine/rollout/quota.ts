import type { FeatureGates } from '../kruise/gates.js'
import { podCount, podVerb } from '../kube/pod.js'
import type { RolloutNumbers } from '../workloads/rolloutNumbers.js'
import type { CandidateOrder } from './candidateOrder.js'
import type { PodInfo } from './podFacts.js'
import type { WaitReason } from './waitReason.js'

export interface RolloutQuota {
  maxUnavailable: number
  /** maxUnavailable + (active Pods − replicas): surge Pods enlarge the budget (spec §5.3 step 4). */
  updateMaxUnavailable: number
  /** Active Pods that are not available, whatever their revision. */
  unavailable: number
  /** Of those, the ones already at the target revision. */
  targetUnavailable: number
  /** updateMaxUnavailable − unavailable: what is left for taking available Pods down. Negative when Pods were already unavailable. */
  budget: number
  /** updateMaxUnavailable − targetUnavailable: what is left for Pods moving to the target revision. */
  targetBudget: number
  /** The Pods already unavailable (names), for the budget explanation. */
  unavailablePods: string[]
  /**
   * What else `unavailable` counts, in words (a DaemonSet's node without its Pod or with two, an Advanced
   * StatefulSet's replicas created this round): a budget taken by them names no Pod.
   */
  unavailableElse: string[]
}

/** The Pods and the rest that take the budget, for a message: `web-1, web-2, node n4 without its Pod`. */
export function unavailableNames(quota: RolloutQuota): string[] {
  return [...quota.unavailablePods, ...quota.unavailableElse]
}

export interface Diffs {
  updateNum: number
  updateMaxUnavailable: number
  useSurge: number
  scaleNum: number
}

/** `calculateDiffsWithExpectation`, the update and surge part (spec §5.3). */
export function calculateDiffs(infos: PodInfo[], numbers: RolloutNumbers, gates: FeatureGates, sameRevision: boolean): Diffs {
  const { replicas, partition, maxSurge, maxUnavailable } = numbers
  let oldActive = 0
  let newActive = 0
  let toDelete = 0
  let unavailable = 0
  let preDeleting = 0
  for (const i of infos) {
    if (i.lifecycle === 'PreparingDelete') {
      preDeleting++
      continue
    }
    if (i.atUpdate) newActive++
    else oldActive++
    if (i.specifiedDelete) toDelete++
    else if (!i.available) unavailable++
  }
  let oldDiff = oldActive - partition
  let newDiff = newActive - (replicas - partition)
  if (sameRevision || !gates.CloneSetPartitionRollback) {
    oldDiff = Math.max(oldDiff, 0)
    newDiff = Math.min(newDiff, 0)
  }
  let useSurge = 0
  if (maxSurge > 0) {
    const scaleSurge = toDelete > 0 ? Math.min(Math.max(unavailable + toDelete + preDeleting - maxUnavailable, 0), toDelete) : 0
    const opposite = (oldDiff > 0 && newDiff < 0) || (oldDiff < 0 && newDiff > 0)
    const updateSurge = opposite ? Math.min(Math.abs(oldDiff), Math.abs(newDiff)) : 0
    useSurge = Math.min(maxSurge, scaleSurge >= updateSurge ? scaleSurge : updateSurge)
  }
  const updateNum = Math.abs(oldDiff) <= Math.abs(newDiff) ? oldDiff : -newDiff
  return {
    updateNum,
    updateMaxUnavailable: updateNum !== 0 ? maxUnavailable + infos.length - replicas : 0,
    useSurge,
    scaleNum: replicas + useSurge - infos.length,
  }
}

/** `limitUpdateIndexes` (spec §5.5): walks the first `limit` candidates in order while the budgets allow. */
export function limitByQuota(order: CandidateOrder, limit: number, quota: RolloutQuota, updateMaxUnavailable: number): {
  chosen: PodInfo[]; stop?: { reason: WaitReason; detail: string }
} {
  let unavailable = quota.unavailable
  const chosen: PodInfo[] = []
  for (let info = chosen.length < limit ? order.next() : undefined; info; info = chosen.length < limit ? order.next() : undefined) {
    const can = chosen.length
    if (quota.targetUnavailable + can >= updateMaxUnavailable) {
      order.pushBack(info)
      return {
        chosen,
        stop: {
          reason: 'target-unavailable',
          detail: `${podCount(quota.targetUnavailable)} at the target revision ${quota.targetUnavailable === 1 ? 'is' : 'are'} not available yet` +
            `${can > 0 ? ` and ${can} more start now` : ''}: together they fill maxUnavailable ${updateMaxUnavailable}`,
        },
      }
    }
    if (info.available) {
      if (unavailable >= updateMaxUnavailable) {
        order.pushBack(info)
        return {
          chosen,
          stop: {
            reason: 'max-unavailable',
            detail: `${podVerb(quota.unavailable, 'is', 'are')} already unavailable${can > 0 ? ` and ${unavailable - quota.unavailable} more go down now` : ''}, ` +
              `and maxUnavailable is ${updateMaxUnavailable} (budget ${updateMaxUnavailable - quota.unavailable})`,
          },
        }
      }
      unavailable++
    }
    chosen.push(info)
  }
  return { chosen }
}
