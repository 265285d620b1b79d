import { resolveGates } from '../kruise/gates.js'
import { type Pod, podCount } from '../kube/pod.js'
import type { CloneSetView } from '../workloads/cloneSet.js'
import { hasShortHash, resolveUpdateRevision, shortHash } from '../workloads/revision.js'
import type { RevisionNaming, RolloutNumbers } from '../workloads/workloadView.js'
import { candidateOrder, compareDefault } from './candidateOrder.js'
import { type PodFacts, type PodInfo, hasGrace, podInfo, roundFacts } from './podFacts.js'
import { type Diffs, type RolloutQuota, calculateDiffs, limitByQuota } from './quota.js'
import type { PlannedPod, RolloutOptions, RolloutPlan, ScalePlan } from './plan.js'
import { countPods, planned } from './plannedPods.js'
import type { WaitReason } from './waitReason.js'

/**
 * Which Pods the CloneSet controller updates in this round and why every other Pod waits (spec §5.2–§5.5):
 * `calculateDiffsWithExpectation` (updateNum, surge, updateMaxUnavailable), candidate collection, `SortUpdateIndexes`
 * (default order, priority, scatter, PreparingUpdate first) and `limitUpdateIndexes`. Pure: `now` is epoch ms.
 */
export function cloneSetPlan(view: CloneSetView, pods: readonly Pod[], now: number, options: RolloutOptions): RolloutPlan {
  const gates = resolveGates(options.gates)
  const { numbers, status, revisions } = view
  const updateRevision = options.updateRevision ?? resolveUpdateRevision(view, [], status.collisionCount, gates).name
  const currentRevision = options.currentRevision ?? status.currentRevision ?? updateRevision
  const infos: PodInfo[] = []
  const matchUpdate = revisionMatcher(updateRevision, revisions)
  if (options.memo) options.memo.plans++
  for (const pod of pods) {
    const info = podInfo(pod, infos.length, options.memo, revisions.podLabel)
    if (!info.active) continue
    roundFacts(info, view.minReadySeconds, now, matchUpdate)
    infos.push(info)
  }
  const counts = countPods(infos)
  const diffs = calculateDiffs(infos, numbers, gates, currentRevision === updateRevision)
  const targetRevision = diffs.updateNum < 0 ? currentRevision : updateRevision
  if (targetRevision !== updateRevision) {
    const matchTarget = revisionMatcher(targetRevision, revisions)
    for (const info of infos) info.atTarget = matchTarget(info.facts)
  }
  const unavailablePods: string[] = []
  let targetUnavailable = 0
  for (const i of infos) {
    if (i.available) continue
    unavailablePods.push(i.pod.metadata.name)
    if (i.atTarget) targetUnavailable++
  }
  const quota: RolloutQuota = {
    maxUnavailable: numbers.maxUnavailable,
    updateMaxUnavailable: diffs.updateMaxUnavailable,
    unavailable: unavailablePods.length,
    targetUnavailable,
    budget: diffs.updateMaxUnavailable - unavailablePods.length,
    targetBudget: diffs.updateMaxUnavailable - targetUnavailable,
    unavailablePods,
    unavailableElse: [],
  }
  const waitingFor: PodInfo[] = []
  const inProgress: PlannedPod[] = []
  for (const i of infos) {
    if (diffs.updateNum >= 0 ? !i.atUpdate : i.atUpdate) waitingFor.push(i)
    if (i.atTarget && !i.available) inProgress.push(planned(i))
  }
  const plan: RolloutPlan = {
    namespace: view.namespace,
    name: view.name,
    updateRevision,
    currentRevision,
    targetRevision,
    numbers,
    paused: view.paused,
    onDelete: view.updateType === 'OnDelete',
    counts,
    updateNum: diffs.updateNum,
    partitionKept: Math.min(numbers.partition, counts.oldActive),
    quota,
    surge: diffs.useSurge,
    scaleNum: diffs.scaleNum,
    scale: scalePlan(infos, numbers, diffs, quota),
    updateNow: [],
    waiting: [],
    waitDetails: {},
    inProgress,
    complete: waitingFor.length === 0 && inProgress.length === 0 && counts.active === numbers.replicas,
  }
  if (plan.onDelete || plan.paused) {
    const reason: WaitReason = plan.onDelete ? 'on-delete' : 'paused'
    if (waitingFor.length > 0) {
      plan.waitDetails[reason] = plan.onDelete
        ? `${view.updateTypeField} is OnDelete: Pods change only when deleted`
        : `${view.strategyField}.paused is true`
    }
    plan.waiting = waitingFor.map((i) => ({ name: i.pod.metadata.name, reason }))
    return plan
  }
  const candidates: PodInfo[] = []
  for (const info of waitingFor) {
    if (info.lifecycle === 'PreparingDelete') {
      info.reason = 'preparing-delete'
      plan.waitDetails['preparing-delete'] = 'lifecycle state PreparingDelete: the Pod is about to be deleted'
    } else if (info.lifecycle !== 'Updated' && hasGrace(info)) {
      info.reason = 'grace-pending'
      plan.waitDetails['grace-pending'] = 'metadata.annotations[apps.kruise.io/inplace-update-grace] is set: the in-place grace period is running'
    } else candidates.push(info)
  }
  const order = candidateOrder(candidates, infos, { priorityStrategy: view.priorityStrategy, scatterStrategy: view.scatterStrategy, kruise: view.release })
  const limit = Math.abs(diffs.updateNum)
  const chosen = limitByQuota(order, limit, quota, diffs.updateMaxUnavailable)
  plan.updateNow = chosen.chosen.map(planned)
  for (const info of chosen.chosen) info.chosen = true
  // Candidates the quota stopped (within the first `limit`) wait for the budget; the rest wait for the partition.
  const withinLimit = order.firstOfRest(Math.max(0, limit - chosen.chosen.length))
  const budgetReason = chosen.stop?.reason ?? 'max-unavailable'
  let partitioned = 0
  for (const info of candidates) {
    if (info.chosen) continue
    if (withinLimit(info)) info.reason = budgetReason
    else {
      info.reason = 'partition'
      partitioned++
    }
  }
  if (partitioned > 0) {
    plan.waitDetails.partition = diffs.updateNum === 0
      ? `${view.strategyField}.partition is ${String(view.partition ?? 0)} (resolves to ${numbers.partition}): it keeps ${podCount(numbers.partition)} at the old revision`
      : `only ${limit} more ${limit === 1 ? 'Pod' : 'Pods'} may move to the target revision (${view.strategyField}.partition resolves to ${numbers.partition})`
  }
  if (chosen.stop) plan.waitDetails[chosen.stop.reason] = chosen.stop.detail
  for (const info of waitingFor) if (info.reason) plan.waiting.push({ name: info.pod.metadata.name, reason: info.reason })
  return plan
}

/** "At revision R" (spec §5.1) with R's short hash computed once. */
function revisionMatcher(revision: string, naming: RevisionNaming): (facts: PodFacts) => boolean {
  const short = naming.shortHashMatches ? shortHash(revision) : undefined
  return (facts) => {
    const label = facts.revisionLabel
    if (label === undefined) return false
    return label === revision || (short !== undefined && hasShortHash(label, short))
  }
}

/**
 * The scale phase (simplified from `cloneset_scale.go`): delete specified-delete Pods first; otherwise create the
 * missing Pods (old-revision ones only to keep the partition) or delete the surplus, never more ready Pods than
 * maxUnavailable allows.
 */
function scalePlan(infos: PodInfo[], numbers: RolloutNumbers, diffs: Diffs, quota: RolloutQuota): ScalePlan {
  const plan: ScalePlan = { deleteSpecified: [], createUpdate: 0, createCurrent: 0, deleteExcess: [] }
  for (const i of infos) if (i.specifiedDelete) plan.deleteSpecified.push(i.pod.metadata.name)
  if (plan.deleteSpecified.length > 0) return plan
  if (diffs.scaleNum > 0) {
    const oldCount = infos.filter((i) => !i.atUpdate).length
    plan.createCurrent = Math.min(diffs.scaleNum, Math.max(numbers.partition - oldCount, 0))
    plan.createUpdate = diffs.scaleNum - plan.createCurrent
  } else if (diffs.scaleNum < 0) {
    const oldCount = infos.filter((i) => !i.atUpdate).length
    const excessOld = Math.max(oldCount - numbers.partition, 0)
    const ordered = [...infos].sort(compareDefault)
    const old = ordered.filter((i) => !i.atUpdate).slice(0, excessOld)
    const oldSet = new Set(old)
    const rest = ordered.filter((i) => !oldSet.has(i))
    let readyLimit = Math.max(numbers.maxUnavailable + (infos.length - numbers.replicas) - quota.unavailable, 0)
    for (const info of [...old, ...rest]) {
      if (plan.deleteExcess.length >= -diffs.scaleNum) break
      if (info.available) {
        if (readyLimit <= 0) continue
        readyLimit--
      }
      plan.deleteExcess.push(info.pod.metadata.name)
    }
  }
  return plan
}
