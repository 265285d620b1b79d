import { type FeatureGates, resolveGates } from '../kruise/gates.js'
import { parseMetaTime } from '../kube/metaTime.js'
import { type Pod, podCount } from '../kube/pod.js'
import type { StatefulSetView } from '../workloads/statefulSet.js'
import { resolveUpdateRevision } from '../workloads/revision.js'
import { countPods, planned } from './plannedPods.js'
import { type PodInfo, podInfo, roundFacts } from './podFacts.js'
import { hasPriority, sortByPriority } from './priority.js'
import type { RolloutOptions, RolloutPlan, ScalePlan } from './plan.js'
import { OrdinalRange, podOrdinal } from './statefulSetOrdinals.js'

/** A replica slot's Pod with what the Advanced StatefulSet controller reads from it. */
interface Replica {
  info: PodInfo
  ordinal: number
  terminating: boolean
  failed: boolean
}

/**
 * Which Pods the Advanced StatefulSet controller updates in this round and why every other Pod waits
 * (`updateStatefulSet`, `rollingUpdateStatefulsetPods`, `sortPodsToUpdate` in stateful_set_control.go): Pods by
 * ordinal, OrderedReady holding everything while a replica is missing or not available, then the highest ordinal
 * down to `partition` (or the unordered priority order), no more unavailable Pods than maxUnavailable. Not modelled:
 * `scaleStrategy.maxUnavailable`, specified-delete Pods and claim resizing. Pure: `now` is epoch ms.
 */
export function statefulSetPlan(view: StatefulSetView, pods: readonly Pod[], now: number, options: RolloutOptions): RolloutPlan {
  const gates = resolveGates(options.gates)
  const updateRevision = options.updateRevision ?? resolveUpdateRevision(view, [], view.status.collisionCount, gates).name
  const currentRevision = options.currentRevision ?? view.status.currentRevision ?? updateRevision
  const range = new OrdinalRange(view, false)
  const { replicas, condemned } = placePods(view, pods, range, now, updateRevision, options)
  const live = [...replicas.values(), ...condemned].map((r) => r.info).filter((i) => i.active)
  const counts = countPods(live)
  const missing = view.replicas - replicas.size
  const plan: RolloutPlan = {
    namespace: view.namespace,
    name: view.name,
    updateRevision,
    currentRevision,
    targetRevision: updateRevision,
    numbers: view.numbers,
    paused: view.paused,
    onDelete: view.updateType === 'OnDelete',
    counts,
    updateNum: 0,
    partitionKept: 0,
    quota: { maxUnavailable: view.numbers.maxUnavailable, updateMaxUnavailable: view.numbers.maxUnavailable, unavailable: 0, targetUnavailable: 0, budget: 0, targetBudget: 0, unavailablePods: [], unavailableElse: [] },
    surge: 0,
    scaleNum: missing - condemned.length,
    scale: { deleteSpecified: [], createUpdate: 0, createCurrent: 0, deleteExcess: [] },
    updateNow: [],
    waiting: [],
    waitDetails: {},
    inProgress: live.filter((i) => i.atUpdate && !i.available).map(planned),
    complete: missing === 0 && condemned.length === 0 && [...replicas.values()].every((r) => r.info.atUpdate && r.info.available && !r.terminating && !r.failed),
  }
  const old = [...replicas.values()].filter((r) => !r.info.atUpdate)
  const blocker = view.podManagementPolicy === 'OrderedReady' ? firstNotAvailable(replicas, range, view.minReadySeconds, now) : undefined
  plan.scale = scalePlan(view, replicas, condemned, range, blocker, gates)
  if (blocker !== undefined || (view.podManagementPolicy === 'OrderedReady' && condemned.length > 0)) {
    const what = blocker ? blockerWords(view, blocker) : `Pod ${condemned[0]!.info.pod.metadata.name}, outside the ordinals the replicas keep, is deleted`
    plan.waitDetails['ordered-ready'] = `spec.podManagementPolicy is OrderedReady: nothing else changes until ${what}`
    plan.waiting = old.map((r) => ({ name: r.info.pod.metadata.name, reason: 'ordered-ready' }))
    plan.updateNum = old.length
    return plan
  }
  if (plan.onDelete || plan.paused) {
    const reason = plan.onDelete ? 'on-delete' : 'paused'
    if (old.length > 0) {
      plan.waitDetails[reason] = plan.onDelete ? `${view.updateTypeField} is OnDelete: Pods change only when deleted` : `${view.strategyField}.paused is true`
    }
    plan.waiting = old.map((r) => ({ name: r.info.pod.metadata.name, reason }))
    plan.updateNum = old.length
    return plan
  }
  rollingUpdate(view, replicas, range, plan, gates)
  return plan
}

/** Pods by ordinal: the replicas the set keeps, and the condemned ones outside them (highest ordinal first). */
function placePods(
  view: StatefulSetView, pods: readonly Pod[], range: OrdinalRange, now: number, updateRevision: string, options: RolloutOptions,
): { replicas: Map<number, Replica>; condemned: Replica[] } {
  const replicas = new Map<number, Replica>()
  const condemned: Replica[] = []
  if (options.memo) options.memo.plans++
  for (const pod of pods) {
    const ordinal = podOrdinal(pod.metadata.name)
    if (ordinal < 0) continue
    const info = podInfo(pod, ordinal, options.memo, view.revisions.podLabel)
    roundFacts(info, view.minReadySeconds, now, (facts) => facts.revisionLabel === updateRevision)
    const phase = pod.status?.phase
    const replica = { info, ordinal, terminating: !!pod.metadata.deletionTimestamp, failed: phase === 'Failed' || phase === 'Succeeded' }
    if (range.holds(ordinal)) replicas.set(ordinal, replica)
    else condemned.push(replica)
  }
  condemned.sort((a, b) => b.ordinal - a.ordinal)
  return { replicas, condemned }
}

/** What holds an OrderedReady set: the lowest replica ordinal that is missing, failed, terminating or not available. */
interface Blocker {
  ordinal: number
  state: 'missing' | 'failed' | 'terminating' | 'unavailable'
}

/**
 * OrderedReady's gate (`processReplica` with monotonic): every replica, from the lowest ordinal up, must exist and be
 * running and available (Ready for minReadySeconds, lifecycle Normal) before the next step; undefined when all are.
 */
function firstNotAvailable(replicas: Map<number, Replica>, range: OrdinalRange, minReadySeconds: number, now: number): Blocker | undefined {
  let first: Replica | undefined
  for (const r of replicas.values()) if (!runningAndAvailable(r, minReadySeconds, now) && (!first || r.ordinal < first.ordinal)) first = r
  const missing = lowestMissing(replicas, range)
  if (missing !== undefined && (!first || missing < first.ordinal)) return { ordinal: missing, state: 'missing' }
  if (!first) return undefined
  return { ordinal: first.ordinal, state: first.failed ? 'failed' : first.terminating ? 'terminating' : 'unavailable' }
}

/** The lowest replica ordinal without a Pod (walked by rank, so reserved ranges cost nothing). */
function lowestMissing(replicas: Map<number, Replica>, range: OrdinalRange): number | undefined {
  const ranks = new Set<number>()
  for (const ordinal of replicas.keys()) ranks.add(range.rank(ordinal))
  let rank = 0
  while (ranks.has(rank)) rank++
  const ordinal = range.ordinalAt(rank)
  return ordinal < range.end ? ordinal : undefined
}

function blockerWords(view: StatefulSetView, blocker: Blocker): string {
  const name = `${view.name}-${blocker.ordinal}`
  switch (blocker.state) {
    case 'missing': return `Pod ${name} is created, running and available`
    case 'failed': return `the failed Pod ${name} is recreated`
    case 'terminating': return `Pod ${name} has terminated and is recreated`
    case 'unavailable':
      return `Pod ${name} is running and available${view.minReadySeconds > 0 ? ` (Ready for ${view.minReadySeconds}s, ${view.strategyField}.minReadySeconds)` : ''}`
  }
}

function runningAndAvailable(r: Replica, minReadySeconds: number, now: number): boolean {
  const { info } = r
  if (r.terminating || r.failed) return false
  if (info.lifecycle !== '' && info.lifecycle !== 'Normal') return false
  if (info.pod.status?.phase !== 'Running' || !info.facts.readyCondition) return false
  if (minReadySeconds <= 0) return true
  const since = parseMetaTime(info.facts.readySince)
  return since !== undefined && since + minReadySeconds * 1000 <= now
}

/**
 * `rollingUpdateStatefulsetPods`: every replica that is unhealthy, updating in place or short of minReadySeconds counts
 * as unavailable; Pods go in `sortPodsToUpdate` order, and an available one moves only while fewer than
 * maxUnavailable are unavailable.
 */
function rollingUpdate(view: StatefulSetView, replicas: Map<number, Replica>, range: OrdinalRange, plan: RolloutPlan, gates: FeatureGates): void {
  const maxUnavailable = view.numbers.maxUnavailable
  const unavailable = new Set<string>()
  for (const r of replicas.values()) if (r.terminating || r.failed || !r.info.available || !r.info.facts.inPlaceReady) unavailable.add(r.info.pod.metadata.name)
  // Replicas the scale phase creates this round count as unavailable too.
  const created = plan.scale.createUpdate + plan.scale.createCurrent
  plan.quota.unavailable = unavailable.size + created
  plan.quota.unavailablePods = [...unavailable]
  plan.quota.unavailableElse = created > 0 ? [`${podCount(created)} created this round`] : []
  plan.quota.targetUnavailable = [...replicas.values()].filter((r) => r.info.atUpdate && unavailable.has(r.info.pod.metadata.name)).length + plan.scale.createUpdate
  plan.quota.budget = maxUnavailable - plan.quota.unavailable
  plan.quota.targetBudget = maxUnavailable - plan.quota.targetUnavailable
  const order = updateOrder(view, replicas, range, gates)
  const inOrder = new Set(order)
  let unavailableCount = plan.quota.unavailable
  let stopped = false
  for (const r of order) {
    if (r.info.atUpdate) continue
    plan.updateNum++
    const name = r.info.pod.metadata.name
    if (stopped || (unavailableCount >= maxUnavailable && !unavailable.has(name))) {
      stopped = true
      plan.waiting.push({ name, reason: 'max-unavailable' })
      continue
    }
    if (!r.terminating) plan.updateNow.push(planned(r.info))
    if (!unavailable.has(name)) {
      unavailable.add(name)
      unavailableCount++
    }
  }
  if (stopped) {
    plan.waitDetails['max-unavailable'] = `${view.strategyField}.maxUnavailable is ${String(view.maxUnavailable)} (resolves to ${maxUnavailable}): ` +
      `${podCount(unavailableCount)} unavailable with this round's updates (${plan.quota.unavailable} before them)`
  }
  let kept = 0
  for (const r of [...replicas.values()].sort((a, b) => b.ordinal - a.ordinal)) {
    if (r.info.atUpdate || inOrder.has(r)) continue
    kept++
    plan.waiting.push({ name: r.info.pod.metadata.name, reason: 'partition' })
  }
  plan.partitionKept = kept
  if (kept > 0) {
    plan.waitDetails.partition = view.unorderedUpdate
      ? `${view.strategyField}.partition is ${plan.numbers.partition}: it keeps ${podCount(plan.numbers.partition)} at the old revision`
      : `${view.strategyField}.partition is ${plan.numbers.partition}: ordinals below it stay at the old revision`
  }
}

/**
 * `sortPodsToUpdate`: ordinals from the highest down to partition; with `unorderedUpdate`, Pods already updated (or
 * terminating) first, then the rest by priority; at most replicas − partition of them either way.
 */
function updateOrder(view: StatefulSetView, replicas: Map<number, Replica>, range: OrdinalRange, gates: FeatureGates): Replica[] {
  const maxUpdate = view.replicas - view.numbers.partition
  if (maxUpdate <= 0) return []
  const descending = [...replicas.values()].sort((a, b) => b.ordinal - a.ordinal)
  if (!view.unorderedUpdate) {
    // The partition counts slots from the start ordinal, reserved holes included.
    return descending.filter((r) => r.ordinal - range.start >= view.numbers.partition).slice(0, maxUpdate)
  }
  const isUpdated = (r: Replica): boolean => r.terminating || r.info.atUpdate || (gates.PreparingUpdateAsUpdate && r.info.lifecycle === 'PreparingUpdate')
  const updated = descending.filter(isUpdated)
  let waiting = descending.filter((r) => !isUpdated(r))
  const priority = view.unorderedUpdate.priorityStrategy
  if (priority && hasPriority(priority)) {
    const byInfo = new Map(waiting.map((r) => [r.info, r]))
    // Ties keep the order given in every release: 1.8's tie-breaker (the higher slot first) is that order here.
    waiting = sortByPriority(waiting.map((r) => r.info), priority, 'kept').map((i) => byInfo.get(i)!)
  }
  return [...updated, ...waiting].slice(0, maxUpdate)
}

/**
 * What the scale phase does first: OrderedReady creates the one missing replica it reaches (lowest ordinal) and
 * deletes the highest condemned Pod only once every replica is available; Parallel creates every missing replica and
 * deletes every condemned Pod. A new replica gets the current revision while the partition wants one there
 * (`isCurrentRevisionNeeded`).
 */
function scalePlan(
  view: StatefulSetView, replicas: Map<number, Replica>, condemned: Replica[], range: OrdinalRange, blocker: Blocker | undefined, gates: FeatureGates,
): ScalePlan {
  const plan: ScalePlan = { deleteSpecified: [], createUpdate: 0, createCurrent: 0, deleteExcess: [] }
  const ordered = view.podManagementPolicy === 'OrderedReady'
  const created = createdReplicas(view, replicas, range, ordered ? (blocker?.state === 'missing' ? blocker.ordinal : undefined) : 'all', gates)
  plan.createCurrent = created.current
  plan.createUpdate = created.update
  if (!ordered) plan.deleteExcess = condemned.map((r) => r.info.pod.metadata.name)
  else if (blocker === undefined && condemned.length > 0) plan.deleteExcess = [condemned[0]!.info.pod.metadata.name]
  // A failed replica is deleted and created again (OrderedReady: only the lowest it reaches).
  const failed = [...replicas.values()].filter((r) => r.failed && !r.terminating && (!ordered || r.ordinal === blocker?.ordinal))
  plan.deleteExcess.push(...failed.map((r) => r.info.pod.metadata.name))
  return plan
}

/**
 * The revisions of the replicas created this round (`newVersionedStatefulSetPod`): the current revision while the
 * partition wants one there (ordered: its rank is below partition; unordered: fewer old Pods than partition).
 * Counted, never listed: `replicas` may be large.
 */
function createdReplicas(
  view: StatefulSetView, replicas: Map<number, Replica>, range: OrdinalRange, which: number | 'all' | undefined, gates: FeatureGates,
): { current: number; update: number } {
  if (which === undefined) return { current: 0, update: 0 }
  const count = which === 'all' ? view.replicas - replicas.size : 1
  if (view.updateType !== 'RollingUpdate') return { current: 0, update: count }
  const partition = view.numbers.partition
  if (view.unorderedUpdate) {
    const old = [...replicas.values()].filter((r) => !r.info.atUpdate && !(gates.PreparingUpdateAsUpdate && r.info.lifecycle === 'PreparingUpdate')).length
    const current = Math.min(count, Math.max(partition - old, 0))
    return { current, update: count - current }
  }
  if (which !== 'all') return range.rank(which) < partition ? { current: 1, update: 0 } : { current: 0, update: 1 }
  let presentBelow = 0
  for (const ordinal of replicas.keys()) if (range.rank(ordinal) < partition) presentBelow++
  const current = Math.min(partition, view.replicas) - presentBelow
  return { current, update: count - current }
}
