import { CONDITION_IN_PLACE_READY, LABEL_SPECIFIED_DELETE } from '../kruise/apiNames.js'
import { resolveGates, type FeatureGates } from '../kruise/gates.js'
import { LABEL_LIFECYCLE_STATE } from '../kruise/lifecycle.js'
import { matchesSelector } from '../kube/labelSelector.js'
import { metaTimeOrder, parseMetaTime } from '../kube/metaTime.js'
import { isActive, LABEL_REVISION, maxRestarts, podLabels, type Pod } from '../kube/pod.js'
import { isPodAvailable, isPodReady, readinessFactsInto, type ReadinessFacts } from '../kruise/podReadiness.js'
import { graceAnnotation } from '../update/podUpdate.js'
import type { CloneSetView, PriorityStrategy, ScatterTerm } from '../workloads/cloneSet.js'
import { hasShortHash, resolveUpdateRevision, shortHash } from '../workloads/revision.js'
import { rolloutNumbers, type RolloutNumbers } from '../workloads/rolloutNumbers.js'

/**
 * Which Pods the CloneSet controller updates in this round and why every other Pod waits (spec §5.2–§5.5):
 * `calculateDiffsWithExpectation` (updateNum, surge, updateMaxUnavailable), candidate collection, `SortUpdateIndexes`
 * (default order, priority, scatter, PreparingUpdate first) and `limitUpdateIndexes`. Pure: `now` is epoch ms.
 */

export type WaitReason =
  | 'paused' | 'on-delete' | 'partition' | 'max-unavailable' | 'target-unavailable' | 'grace-pending' | 'preparing-delete'

export interface PlannedPod {
  name: string
  uid?: string
  revision: string
  ready: boolean
  available: boolean
  lifecycle: string
}

/** A Pod that is not at the target revision and is not updated this round. The reason's words are in `waitDetails`. */
export interface WaitingPod {
  name: string
  reason: WaitReason
}

export interface RolloutCounts {
  active: number
  /** At the update revision (status.updatedReplicas). */
  updated: number
  updatedReady: number
  updatedAvailable: number
  ready: number
  available: number
  oldActive: number
  newActive: number
  preparingDelete: number
  specifiedDelete: number
}

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
}

export interface ScalePlan {
  /** Pods labelled `apps.kruise.io/specified-delete` (the recreate path): deleted, then replaced. */
  deleteSpecified: string[]
  /** Pods to create at the update revision and at the current revision (partition kept). */
  createUpdate: number
  createCurrent: number
  /** Surplus Pods to delete (scale down or surge no longer needed), not-ready and old first. */
  deleteExcess: string[]
}

export interface RolloutPlan {
  namespace: string
  name: string
  updateRevision: string
  currentRevision: string
  /** updateRevision, or currentRevision when updateNum < 0 (rollback, CloneSetPartitionRollback only). */
  targetRevision: string
  numbers: RolloutNumbers
  paused: boolean
  onDelete: boolean
  counts: RolloutCounts
  /** How many Pods still have to move to the target revision (spec §5.3). */
  updateNum: number
  /** How many old-revision Pods the partition keeps. */
  partitionKept: number
  quota: RolloutQuota
  /** Extra Pods at the new revision the scale phase creates (maxSurge, spec §5.3). */
  surge: number
  /** Pods to create (> 0) or delete (< 0) to reach replicas + surge. */
  scaleNum: number
  /** What the scale phase does before any update (spec §5.2 step 2, §5.3 surge). */
  scale: ScalePlan
  updateNow: PlannedPod[]
  /** Every Pod not at the target revision that does not move this round, in listing order. */
  waiting: WaitingPod[]
  /** One sentence per wait reason in use: what holds those Pods and which field decides it. */
  waitDetails: Partial<Record<WaitReason, string>>
  /** At the target revision but not available yet (updating, or NotReady after the update). */
  inProgress: PlannedPod[]
  /** Every active Pod is at the target revision and available, and there are exactly `replicas` of them. */
  complete: boolean
}

export interface RolloutOptions {
  gates?: Partial<FeatureGates>
  /** The update revision's name; default: computed from the template like the controller. */
  updateRevision?: string
  /** Default: `status.currentRevision`, else the update revision. */
  currentRevision?: string
  /** Per-Pod reads kept between calls, for a caller whose Pod objects never change (see `PlanMemo`). */
  memo?: PlanMemo
}

/**
 * Everything the plan needs about one Pod, read once (one pass over its conditions; restarts only on demand): the
 * Pod's facts, read into this record (kept by a memo for later plans, see podInfo), and what depends on the round.
 */
interface PodInfo extends PodFacts {
  pod: Pod
  /** Where the lazily read facts live: the memo's shared record, or this record itself. */
  facts: PodFacts
  index: number
  atUpdate: boolean
  atTarget: boolean
  available: boolean
  /** Sort key (spec §5.4). */
  preparing: boolean
  /** Max container restartCount; -1 until a comparison needs it. */
  restarts: number
  /** Set while planning: why the Pod waits this round. */
  reason: WaitReason | undefined
  chosen: boolean
  /** The memo's plan count when this record was last handed out (a record serves one plan at a time). */
  plan: number
}

export function rolloutPlan(cloneSet: CloneSetView, pods: readonly Pod[], now: number, options: RolloutOptions = {}): RolloutPlan {
  const gates = resolveGates(options.gates)
  const numbers = rolloutNumbers(cloneSet)
  const status = (cloneSet.raw.status ?? {}) as { currentRevision?: string; updateRevision?: string; collisionCount?: number }
  const updateRevision = options.updateRevision ?? resolveUpdateRevision(cloneSet, [], status.collisionCount ?? 0, gates).name
  const currentRevision = options.currentRevision ?? status.currentRevision ?? updateRevision
  const infos: PodInfo[] = []
  const matchUpdate = revisionMatcher(updateRevision)
  if (options.memo) options.memo.plans++
  for (const pod of pods) {
    const info = podInfo(pod, infos.length, options.memo)
    if (!info.active) continue
    roundFacts(info, cloneSet.minReadySeconds, now, matchUpdate)
    infos.push(info)
  }
  const counts = countPods(infos)
  const diffs = calculateDiffs(infos, numbers, gates, currentRevision === updateRevision)
  const targetRevision = diffs.updateNum < 0 ? currentRevision : updateRevision
  if (targetRevision !== updateRevision) {
    const matchTarget = revisionMatcher(targetRevision)
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
  }
  const waitingFor: PodInfo[] = []
  const inProgress: PlannedPod[] = []
  for (const i of infos) {
    if (diffs.updateNum >= 0 ? !i.atUpdate : i.atUpdate) waitingFor.push(i)
    if (i.atTarget && !i.available) inProgress.push(planned(i))
  }
  const plan: RolloutPlan = {
    namespace: cloneSet.namespace,
    name: cloneSet.name,
    updateRevision,
    currentRevision,
    targetRevision,
    numbers,
    paused: cloneSet.paused,
    onDelete: cloneSet.updateType === 'OnDelete',
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
        ? `${cloneSet.strategyField.replace(/\.rollingUpdate$/, '')}.type is OnDelete: Pods change only when deleted`
        : `${cloneSet.strategyField}.paused is true`
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
  const order = candidateOrder(candidates, infos, cloneSet.priorityStrategy, cloneSet.scatterStrategy)
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
      ? `${cloneSet.strategyField}.partition is ${String(cloneSet.partition ?? 0)} (resolves to ${numbers.partition}): it keeps ${numbers.partition} Pod(s) at the old revision`
      : `only ${limit} more Pod(s) may move to the target revision (${cloneSet.strategyField}.partition resolves to ${numbers.partition})`
  }
  if (chosen.stop) plan.waitDetails[chosen.stop.reason] = chosen.stop.detail
  for (const info of waitingFor) if (info.reason) plan.waiting.push({ name: info.pod.metadata.name, reason: info.reason })
  return plan
}

/** "At revision R" (spec §5.1) with R's short hash computed once. */
function revisionMatcher(revision: string): (facts: PodFacts) => boolean {
  const short = shortHash(revision)
  return (facts) => {
    const label = facts.revisionLabel
    if (label === undefined) return false
    return label === revision || hasShortHash(label, short)
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

/** What the plan reads from a Pod alone (not the clock, the revisions or the CloneSet). */
export interface PodFacts extends ReadinessFacts {
  active: boolean
  revisionLabel: string | undefined
  lifecycle: string
  specifiedDelete: boolean
  ready: boolean
  /** Available when minReadySeconds is 0 (lifecycle "" or Normal, and ready). */
  availableNow: boolean
  /** Ready.lastTransitionTime in epoch ms, read only when minReadySeconds needs it. */
  readySinceMs?: number
  /** The grace annotation is set; read once a waiting Pod needs it. */
  grace?: boolean
  created: string | undefined
  /** The first keys of the default order in one number (see defaultRank): unassigned, phase, Ready. */
  rank: number
  /** metaTimeOrder of readySince and of created, read once a comparison needs them. */
  readyOrder?: number
  createdOrder?: number
}

/**
 * What the plan has read from each Pod, kept by a caller that plans many times over Pod objects it never mutates
 * (a reconcile loop lists the same unchanged Pods again and again). Owned by the caller; create with `planMemo()`.
 */
export interface PlanMemo {
  /** Each Pod's record, its facts read once; the plan's own fields are set afresh by every plan that uses it. */
  readonly infos: WeakMap<Pod, PodInfo>
  /** Plans made with this memo. */
  plans: number
}

export function planMemo(): PlanMemo {
  return { infos: new WeakMap(), plans: 0 }
}

/**
 * The Pod's record: a new one with its facts read into it; with a memo, the record the memo keeps for that Pod object,
 * reset for this plan (a plan of 1,000 unchanged Pods then builds no record at all). A record serves one plan at a time:
 * a Pod object listed twice, or a record still in use, gets a copy.
 */
function podInfo(pod: Pod, index: number, memo: PlanMemo | undefined): PodInfo {
  if (!memo) return readInfo(pod, index)
  const kept = memo.infos.get(pod)
  if (kept === undefined) {
    const info = readInfo(pod, index)
    info.plan = memo.plans
    memo.infos.set(pod, info)
    return info
  }
  if (kept.plan === memo.plans) {
    const info = new PodRecord(pod, index)
    copyFacts(kept, info)
    info.facts = kept
    return info
  }
  kept.plan = memo.plans
  kept.index = index
  kept.reason = undefined
  kept.chosen = false
  return kept
}

function readInfo(pod: Pod, index: number): PodInfo {
  return readFactsInto(pod, new PodRecord(pod, index))
}

/**
 * A Pod's record, built by a class rather than an object literal: V8 pretenures a literal whose objects survive a young
 * collection (a plan's records live through the whole plan) and then allocates every later one in the old generation,
 * where they are dead long before a full collection finds them; constructed objects are not pretenured that way.
 * Every record has the class's one shape.
 */
class PodRecord implements PodInfo {
  active = false
  revisionLabel: string | undefined = undefined
  lifecycle = ''
  specifiedDelete = false
  ready = false
  availableNow = false
  readySinceMs: number | undefined = undefined
  grace: boolean | undefined = undefined
  created: string | undefined = undefined
  rank = 0
  readyOrder: number | undefined = undefined
  createdOrder: number | undefined = undefined
  readyCondition = false
  readySince: string | undefined = undefined
  inPlaceReady = true
  scheduled = false
  /** Its own facts, until a memo's record lends its own (podInfo). */
  facts: PodFacts = this
  atUpdate = false
  atTarget = false
  available = false
  preparing = false
  restarts = -1
  reason: WaitReason | undefined = undefined
  chosen = false
  plan = -1

  constructor(readonly pod: Pod, public index: number) {}
}

function readFactsInto<T extends PodFacts>(pod: Pod, facts: T): T {
  const labels = pod.metadata.labels
  facts.active = isActive(pod)
  facts.revisionLabel = labels?.[LABEL_REVISION]
  facts.lifecycle = labels?.[LABEL_LIFECYCLE_STATE] ?? ''
  facts.specifiedDelete = labels?.[LABEL_SPECIFIED_DELETE] !== undefined
  facts.created = pod.metadata.creationTimestamp ?? undefined
  readinessFactsInto(pod, facts)
  facts.ready = isPodReady(pod, facts)
  facts.availableNow = isPodAvailable(pod, 0, 0, facts)
  // PodScheduled=True is written together with spec.nodeName by the binding: no need to read the spec then.
  const unassigned = facts.scheduled ? false : !pod.spec.nodeName
  facts.rank = defaultRank(unassigned, PHASE_ORDINAL[pod.status?.phase ?? ''] ?? 0, facts.readyCondition)
  return facts
}

function copyFacts(from: PodFacts, to: PodFacts): void {
  to.active = from.active
  to.revisionLabel = from.revisionLabel
  to.lifecycle = from.lifecycle
  to.specifiedDelete = from.specifiedDelete
  to.ready = from.ready
  to.availableNow = from.availableNow
  to.created = from.created
  to.rank = from.rank
  to.readyCondition = from.readyCondition
  to.readySince = from.readySince
  to.inPlaceReady = from.inPlaceReady
  to.scheduled = from.scheduled
}

/** The fields that depend on the round: revision, clock and minReadySeconds. */
function roundFacts(info: PodInfo, minReadySeconds: number, now: number, atUpdateRevision: (facts: PodFacts) => boolean): void {
  info.atUpdate = atUpdateRevision(info.facts)
  info.atTarget = info.atUpdate
  info.available = availableAt(info.facts, minReadySeconds, now)
  info.preparing = info.lifecycle === 'PreparingUpdate'
}

function hasGrace(info: PodInfo): boolean {
  info.facts.grace ??= graceAnnotation(info.pod) !== undefined
  return info.facts.grace
}

/** isPodAvailable (spec §5.1) from the facts: Ready for more than minReadySeconds. */
function availableAt(facts: PodFacts, minReadySeconds: number, now: number): boolean {
  if (!facts.availableNow || minReadySeconds <= 0) return facts.availableNow
  facts.readySinceMs ??= parseMetaTime(facts.readySince) ?? Number.NaN
  return facts.readySinceMs + minReadySeconds * 1000 < now
}

function planned(info: PodInfo): PlannedPod {
  const meta = info.pod.metadata
  const revision = info.facts.revisionLabel ?? ''
  return meta.uid
    ? { name: meta.name, uid: meta.uid, revision, ready: info.ready, available: info.available, lifecycle: info.lifecycle }
    : { name: meta.name, revision, ready: info.ready, available: info.available, lifecycle: info.lifecycle }
}

function countPods(infos: PodInfo[]): RolloutCounts {
  const counts: RolloutCounts = {
    active: infos.length, updated: 0, updatedReady: 0, updatedAvailable: 0, ready: 0, available: 0,
    oldActive: 0, newActive: 0, preparingDelete: 0, specifiedDelete: 0,
  }
  for (const i of infos) {
    if (i.ready) counts.ready++
    if (i.available) counts.available++
    if (i.atUpdate) {
      counts.updated++
      if (i.ready) counts.updatedReady++
      if (i.available) counts.updatedAvailable++
    }
    if (i.specifiedDelete) counts.specifiedDelete++
    if (i.lifecycle === 'PreparingDelete') counts.preparingDelete++
    else if (i.atUpdate) counts.newActive++
    else counts.oldActive++
  }
  return counts
}

interface Diffs {
  updateNum: number
  updateMaxUnavailable: number
  useSurge: number
  scaleNum: number
}

/** `calculateDiffsWithExpectation`, the update and surge part (spec §5.3). */
function calculateDiffs(infos: PodInfo[], numbers: RolloutNumbers, gates: FeatureGates, sameRevision: boolean): Diffs {
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
function limitByQuota(order: CandidateOrder, limit: number, quota: RolloutQuota, updateMaxUnavailable: number): {
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
          detail: `${quota.targetUnavailable} Pod(s) at the target revision are not available yet` +
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
            detail: `${quota.unavailable} Pod(s) are already unavailable${can > 0 ? ` and ${unavailable - quota.unavailable} more go down now` : ''}, ` +
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

// ---- §5.4 sort order ----

const PHASE_ORDINAL: Record<string, number> = { Pending: 0, Unknown: 1, Running: 2 }

type SortKey = PodInfo

function restartsOf(info: PodInfo): number {
  if (info.restarts < 0) info.restarts = maxRestarts(info.pod)
  return info.restarts
}

/** Unassigned first, Pending < Unknown < Running, not-ready first: the first three keys of compareDefault as one number. */
function defaultRank(unassigned: boolean, phase: number, readyCondition: boolean): number {
  return (unassigned ? 0 : 8) + phase * 2 + (readyCondition ? 1 : 0)
}

/**
 * upstream `ActivePods.Less` (spec §5.4 step 1) as a three-way comparison in one pass: unassigned first, Pending <
 * Unknown < Running, not-ready first (together: `rank`), ready more recently first, more restarts first, newer first;
 * then list order. Times are compared as numbers read once per Pod (metaTimeOrder).
 */
function compareDefault(a: SortKey, b: SortKey): number {
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
  pods: readonly Pod[], candidates: readonly number[], strategy: { priorityStrategy?: PriorityStrategy; scatterStrategy?: ScatterTerm[] } = {},
): number[] {
  const never = () => false
  const infos: PodInfo[] = pods.map((pod, index) => {
    const info = podInfo(pod, index, undefined)
    roundFacts(info, 0, 0, never)
    return info
  })
  return sortCandidates(candidates.map((i) => infos[i]), infos, strategy.priorityStrategy, strategy.scatterStrategy).map((i) => i.index)
}

function sortCandidates(candidates: PodInfo[], all: PodInfo[], priority?: PriorityStrategy, scatter?: ScatterTerm[]): PodInfo[] {
  let order = [...candidates].sort(compareDefault)
  if (hasPriority(priority)) order = sortByPriority(order, priority!)
  if (scatter && scatter.length > 0 && order.length > 1) {
    for (const term of scatterTerms(scatter, order)) order = scatterByTerm(term, order, all)
  }
  const preparing = order.filter((i) => i.lifecycle === 'PreparingUpdate')
  return preparing.length === 0 ? order : [...preparing, ...order.filter((i) => i.lifecycle !== 'PreparingUpdate')]
}

function hasPriority(priority?: PriorityStrategy): boolean {
  return !!priority && ((priority.weightPriority?.length ?? 0) > 0 || (priority.orderPriority?.length ?? 0) > 0)
}

/** The candidates in the controller's order, taken one at a time. */
interface CandidateOrder {
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
function candidateOrder(candidates: PodInfo[], all: PodInfo[], priority?: PriorityStrategy, scatter?: ScatterTerm[]): CandidateOrder {
  if (hasPriority(priority) || (scatter && scatter.length > 0)) {
    const sorted = sortCandidates(candidates, all, priority, scatter)
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
  const heap = new KeyHeap([...candidates])
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
function compareCandidates(a: SortKey, b: SortKey): number {
  if (a.preparing !== b.preparing) return a.preparing ? -1 : 1
  return compareDefault(a, b)
}

class KeyHeap {
  private readonly items: SortKey[]

  constructor(items: SortKey[]) {
    this.items = items
    for (let i = (items.length >> 1) - 1; i >= 0; i--) this.down(i)
  }

  get size(): number {
    return this.items.length
  }

  push(key: SortKey): void {
    const h = this.items
    h.push(key)
    for (let i = h.length - 1; i > 0;) {
      const p = (i - 1) >> 1
      if (compareCandidates(h[p], h[i]) <= 0) break
      const parent = h[p]!
      h[p] = h[i]!
      h[i] = parent
      i = p
    }
  }

  pop(): SortKey | undefined {
    const h = this.items
    if (h.length === 0) return undefined
    const top = h[0]
    const last = h.pop()!
    if (h.length > 0) {
      h[0] = last
      this.down(0)
    }
    return top
  }

  /** The `count` smallest keys, unordered (quickselect on a copy). */
  smallest(count: number): SortKey[] {
    if (count <= 0) return []
    if (count >= this.items.length) return [...this.items]
    const a = [...this.items]
    let lo = 0
    let hi = a.length - 1
    const k = count - 1
    while (lo < hi) {
      const pivot = a[(lo + hi) >> 1]
      let i = lo
      let j = hi
      while (i <= j) {
        while (compareCandidates(a[i], pivot) < 0) i++
        while (compareCandidates(a[j], pivot) > 0) j--
        if (i <= j) {
          const left = a[i]!
          a[i] = a[j]!
          a[j] = left
          i++
          j--
        }
      }
      if (k <= j) hi = j
      else if (k >= i) lo = i
      else break
    }
    return a.slice(0, count)
  }

  private down(i: number): void {
    const h = this.items
    for (;;) {
      const l = 2 * i + 1
      const r = l + 1
      let m = i
      if (l < h.length && compareCandidates(h[l], h[m]) < 0) m = l
      if (r < h.length && compareCandidates(h[r], h[m]) < 0) m = r
      if (m === i) return
      const child = h[m]!
      h[m] = h[i]!
      h[i] = child
      i = m
    }
  }
}

/** Kruise's priority sorter: a stable sort whose tie-breaker puts the higher pod index first. */
function sortByPriority(order: PodInfo[], priority: PriorityStrategy): PodInfo[] {
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
  const less = (a: PodInfo, b: PodInfo): boolean => {
    const [la, oa] = score.get(a)!
    const [lb, ob] = score.get(b)!
    if (la !== lb) return la < lb
    if (oa !== ob) return oa > ob
    return a.index > b.index
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

export function trailingInteger(value: string): number {
  const m = /[0-9]+$/.exec(value)
  if (!m) return 0
  const n = Number(m[0])
  return Number.isSafeInteger(n) ? n : 0
}

/**
 * Go's sort.SliceStable is an insertion-sort/merge hybrid; with a comparator that is not a strict weak order
 * (the priority tie-breaker) its result depends on the algorithm, so the same algorithm is used here.
 */
function stableSort<T>(items: T[], less: (a: T, b: T) => boolean): T[] {
  const data = [...items]
  const n = data.length
  let blockSize = 20
  for (let a = 0, b = blockSize; a < n; a = b, b += blockSize) insertionSort(data, less, a, Math.min(b, n))
  while (blockSize < n) {
    for (let a = 0, b = 2 * blockSize; b <= n; a = b, b += 2 * blockSize) symMerge(data, less, a, a + blockSize, b)
    const a = n - (n % (2 * blockSize))
    if (a + blockSize < n) symMerge(data, less, a, a + blockSize, n)
    blockSize *= 2
  }
  return data
}

function insertionSort<T>(data: T[], less: (a: T, b: T) => boolean, a: number, b: number): void {
  for (let i = a + 1; i < b; i++) {
    for (let j = i; j > a && less(data[j], data[j - 1]); j--) [data[j], data[j - 1]] = [data[j - 1], data[j]]
  }
}

function symMerge<T>(data: T[], less: (a: T, b: T) => boolean, a: number, m: number, b: number): void {
  if (m - a === 1) {
    let i = m
    let j = b
    while (i < j) {
      const h = (i + j) >>> 1
      if (less(data[h], data[a])) i = h + 1
      else j = h
    }
    for (let k = a; k < i - 1; k++) [data[k], data[k + 1]] = [data[k + 1], data[k]]
    return
  }
  if (b - m === 1) {
    let i = a
    let j = m
    while (i < j) {
      const h = (i + j) >>> 1
      if (!less(data[m], data[h])) i = h + 1
      else j = h
    }
    for (let k = m; k > i; k--) [data[k], data[k - 1]] = [data[k - 1], data[k]]
    return
  }
  const mid = (a + b) >>> 1
  const n = mid + m
  let start: number
  let r: number
  if (m > mid) {
    start = n - b
    r = mid
  } else {
    start = a
    r = m
  }
  const p = n - 1
  while (start < r) {
    const c = (start + r) >>> 1
    if (!less(data[p - c], data[c])) start = c + 1
    else r = c
  }
  const end = n - start
  if (start < m && m < end) rotate(data, start, m, end)
  if (a < start && start < mid) symMerge(data, less, a, start, mid)
  if (mid < end && end < b) symMerge(data, less, mid, end, b)
}

function rotate<T>(data: T[], a: number, m: number, b: number): void {
  const moved = data.slice(a, m)
  const rest = data.slice(m, b)
  const all = [...rest, ...moved]
  for (let k = 0; k < all.length; k++) data[a + k] = all[k]
}

/** Terms used for scattering: with several terms, only those matching a candidate, most matches first. */
function scatterTerms(strategy: ScatterTerm[], order: PodInfo[]): ScatterTerm[] {
  if (strategy.length === 1) return strategy
  const counts = new Map<string, { term: ScatterTerm; count: number; first: number }>()
  for (const term of strategy) {
    for (const info of order) {
      if (podLabels(info.pod)[term.key] === term.value) {
        const id = `${term.key}:${term.value}`
        const entry = counts.get(id)
        if (entry) entry.count++
        else counts.set(id, { term, count: 1, first: counts.size })
      }
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.first - b.first).map((e) => e.term)
}

function scatterByTerm(term: ScatterTerm, order: PodInfo[], all: PodInfo[]): PodInfo[] {
  const matches = (i: PodInfo) => (podLabels(i.pod)[term.key] ?? '') === term.value
  let matched = order.filter(matches)
  let unmatched = order.filter((i) => !matches(i))
  if (matched.length <= 1 || unmatched.length <= 1) return order
  let totalMatched = 0
  for (const i of all) if (matches(i)) totalMatched++
  const totalUnmatched = all.length - totalMatched
  const held = matched[matched.length - 1]
  matched = matched.slice(0, -1)
  totalMatched--
  const group = groupByDensity(totalMatched, totalUnmatched, matched.length, unmatched.length)
  const out: PodInfo[] = []
  if (group.unmatchedRemainder > 0) {
    out.push(...unmatched.slice(0, group.unmatchedRemainder))
    unmatched = unmatched.slice(group.unmatchedRemainder)
  }
  for (let g = 0; g < group.groupNum; g++) {
    matched = migrate(matched, out, group.matchedGroupSize)
    unmatched = migrate(unmatched, out, group.unmatchedGroupSize)
  }
  out.push(...matched, ...unmatched, held)
  return out
}

function migrate(src: PodInfo[], dst: PodInfo[], size: number): PodInfo[] {
  if (src.length === 0) return src
  if (src.length < size) {
    dst.push(...src)
    return []
  }
  dst.push(...src.slice(0, size))
  return src.slice(size)
}

interface ScatterGroup { groupNum: number; matchedGroupSize: number; unmatchedGroupSize: number; unmatchedRemainder: number }

function scatterGroup(matched: number, unmatched: number): ScatterGroup {
  const groupNum = Math.min(matched, unmatched)
  return { groupNum, matchedGroupSize: Math.round(matched / groupNum), unmatchedGroupSize: Math.round(unmatched / groupNum), unmatchedRemainder: 0 }
}

function groupByDensity(totalMatched: number, totalUnmatched: number, updateMatched: number, updateUnmatched: number): ScatterGroup {
  const total = scatterGroup(totalMatched, totalUnmatched)
  const update = scatterGroup(updateMatched, updateUnmatched)
  if (Math.fround(totalUnmatched / totalMatched) >= Math.fround(updateUnmatched / updateMatched)) return update
  const m = total.matchedGroupSize
  const u = total.unmatchedGroupSize
  const groupNum = Math.trunc(updateMatched / m) < Math.trunc(updateUnmatched / u) ? Math.trunc(updateMatched / m) : Math.trunc(updateUnmatched / u)
  return { groupNum, matchedGroupSize: m, unmatchedGroupSize: u, unmatchedRemainder: updateUnmatched - groupNum * u }
}

export interface ProjectionOptions extends RolloutOptions {
  /**
   * Pods at the target revision that are not available yet (their update in flight) count as available from the first
   * round on, as they are once their update completes: the rounds from a moment in the middle of a rollout.
   */
  inFlightCompletes?: boolean
  /** At most this many rounds (default: as many as there are Pods). */
  maxRounds?: number
}

/**
 * The rounds the rollout takes if every updated Pod becomes available again (and no other Pod changes state):
 * rolloutPlan applied repeatedly, each round's Pods moved to the target revision. Pods that were unavailable stay
 * unavailable (unless `inFlightCompletes`), so a budget they exhaust shows up as the projection stopping early.
 */
export function projectRounds(cloneSet: CloneSetView, pods: readonly Pod[], now: number, options: ProjectionOptions = {}): string[][] {
  const rounds: string[][] = []
  let current = [...pods]
  const limit = Math.min(options.maxRounds ?? pods.length, pods.length)
  // The Pods a round does not move are the same objects in the next round's plan: their facts are read once.
  options = options.memo ? options : { ...options, memo: planMemo() }
  if (options.inFlightCompletes) {
    const inFlight = new Set(rolloutPlan(cloneSet, current, now, options).inProgress.map((p) => p.name))
    current = current.map((p) => (inFlight.has(p.metadata.name) ? asUpdateCompleted(p) : p))
  }
  for (let round = 0; round < limit; round++) {
    const plan = rolloutPlan(cloneSet, current, now, options)
    if (plan.updateNow.length === 0 || plan.paused || plan.onDelete) break
    const chosen = new Set(plan.updateNow.map((p) => p.name))
    rounds.push(plan.updateNow.map((p) => p.name))
    current = current.map((p) => (chosen.has(p.metadata.name)
      ? { ...p, metadata: { ...p.metadata, labels: { ...podLabels(p), 'controller-revision-hash': plan.targetRevision } } }
      : p))
    if (options.updateRevision === undefined) options = { ...options, updateRevision: plan.updateRevision }
  }
  return rounds
}

/** The Pod once its in-place update has completed: lifecycle Normal, Running, Ready and InPlaceUpdateReady long since. */
function asUpdateCompleted(pod: Pod): Pod {
  const since = new Date(0).toISOString().replace('.000Z', 'Z')
  const conditions = (pod.status?.conditions ?? []).filter((c) => c.type !== 'Ready' && c.type !== CONDITION_IN_PLACE_READY)
  conditions.push({ type: 'Ready', status: 'True', lastTransitionTime: since }, { type: CONDITION_IN_PLACE_READY, status: 'True', lastTransitionTime: since })
  const labels = { ...podLabels(pod) }
  if (labels[LABEL_LIFECYCLE_STATE] !== undefined) labels[LABEL_LIFECYCLE_STATE] = 'Normal'
  return { ...pod, metadata: { ...pod.metadata, labels }, status: { ...pod.status, phase: 'Running', conditions } }
}
