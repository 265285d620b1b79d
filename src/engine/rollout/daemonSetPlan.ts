import { requireScalable } from '../inplace/daemonSetRefusals.js'
import { calculateInPlaceUpdateSpec } from '../inplace/eligibility.js'
import { comparisonGates } from '../inplace/prediction.js'
import { updateOptionsFor } from '../inplace/updateOptions.js'
import { CONDITION_IN_PLACE_READY } from '../kruise/apiNames.js'
import { type FeatureGates, resolveGates } from '../kruise/gates.js'
import { scaledValueOrProblem } from '../kube/intOrPercent.js'
import { parseMetaTime } from '../kube/metaTime.js'
import { selectorMatcher } from '../kube/labelSelector.js'
import { type Node, podTargetNode } from '../kube/node.js'
import { type Pod, hasReadinessGate, podCount } from '../kube/pod.js'
import type { DaemonSetView } from '../workloads/daemonSet.js'
import { type ControllerRevision, hasShortHash, resolveUpdateRevision, shortHash, templateOfRevision } from '../workloads/revision.js'
import { daemonSetRolloutNumbers } from '../workloads/rolloutNumbers.js'
import type { RolloutNumbers } from '../workloads/workloadView.js'
import { type NodeFit, daemonSetNodeFit } from './daemonSetNodes.js'
import { countPods, planned } from './plannedPods.js'
import { type PodInfo, podInfo, roundFacts } from './podFacts.js'
import type { PlannedPod, RolloutOptions, RolloutPlan, ScalePlan } from './plan.js'
import { DAEMONSET_CAUSE_REASON, type DaemonSetWaitCause, type WaitReason } from './waitReason.js'

/** Why an old Pod does not move: a shared reason, or a DaemonSet's own cause (shown under a shared reason). */
type Cause = WaitReason | DaemonSetWaitCause

/** The deprecated template-generation annotation and Pod label `IsPodUpdated` still honours beside the hash. */
const ANNOTATION_TEMPLATE_GENERATION = 'deprecated.daemonset.template.generation'
const LABEL_TEMPLATE_GENERATION = 'pod-template-generation'

/** One node as the rolling update sees it: its Pods (terminating ones included) and whether the DaemonSet wants it. */
interface NodeSlot {
  name: string
  exists: boolean
  fit: NodeFit
  labels: Record<string, string>
  pods: PodInfo[]
}

/** `findUpdatedPodsOnNode`: the node's one new and one old Pod (not terminating); `ok` false when it has two of either. */
interface NodePods {
  newPod?: PodInfo
  oldPod?: PodInfo
  ok: boolean
}

interface Round {
  view: DaemonSetView
  plan: RolloutPlan
  slots: Map<string, NodeSlot>
  reasons: Map<PodInfo, Cause>
  /** One sentence per cause in use. */
  details: Map<Cause, string>
  burst: number
  gates: FeatureGates
  options: RolloutOptions
  updateRevision: string
}

/**
 * Which Pods the Advanced DaemonSet controller moves in this round and why every other Pod waits (daemonset_update.go
 * `rollingUpdate`, `filterDaemonPodsNodeToUpdate`, `inPlaceUpdatePods`; `syncNodes` for burstReplicas): one Pod per node;
 * the nodes that may move are, after the ones already updated or without a Pod, the old ones in reverse name order
 * (only those `rollingUpdate.selector` selects while it is set), all but `partition` of the nodes. Without surge, old
 * Pods go while fewer than maxUnavailable nodes are unavailable, in place where the Pod carries the InPlaceUpdateReady
 * gate and its revision allows it, else deleted; with surge a new Pod starts beside the old one, never in place.
 * Kruise takes the Pods within the budget in Go map order (at random); the plan takes them in reverse name order.
 * Not modelled: lifecycle preDelete hooks (PreparingDelete before a delete) and scaleStrategy.partitionedScaling.
 * Pure: `now` is epoch ms.
 */
export function daemonSetPlan(view: DaemonSetView, pods: readonly Pod[], now: number, options: RolloutOptions): RolloutPlan {
  requireScalable(view)
  const gates = resolveGates(options.gates)
  // constructHistory: a stored revision with the template's data, else the name snapshot gives it.
  const updateRevision = options.updateRevision ?? resolveUpdateRevision(view, options.revisions ?? [], view.status.collisionCount, gates, options.kruise).name
  const currentRevision = options.currentRevision ?? view.status.currentRevision ?? updateRevision
  const isUpdated = podIsUpdated(view, shortHash(updateRevision))
  const infos: PodInfo[] = []
  if (options.memo) options.memo.plans++
  for (const pod of pods) {
    const info = podInfo(pod, infos.length, options.memo, view.revisions.podLabel)
    roundFacts(info, view.minReadySeconds, now, () => isUpdated(pod))
    info.available = podAvailable(info, view.minReadySeconds, now)
    infos.push(info)
  }
  const slots = nodeSlots(view, infos, options.nodes)
  const numbers = liveNumbers(view, slots)
  const active = infos.filter((i) => i.active)
  const plan = emptyPlan(view, numbers, updateRevision, currentRevision, active)
  const round: Round = {
    view, plan, slots, reasons: new Map(), details: new Map(), burst: burstReplicas(view), gates, options, updateRevision,
  }
  plan.scale = managePlan(view, slots)
  plan.scaleNum = plan.scale.createUpdate - plan.scale.deleteExcess.length
  for (const info of active) {
    const node = podTargetNode(info.pod)
    if (node === undefined || !slots.get(node)?.exists) round.reasons.set(info, 'node-missing')
  }
  if (plan.onDelete || plan.paused) {
    const reason: WaitReason = plan.onDelete ? 'on-delete' : 'paused'
    for (const info of active) if (!info.atUpdate && !round.reasons.has(info)) round.reasons.set(info, reason)
    if (active.some((i) => !i.atUpdate)) {
      round.details.set(reason, plan.onDelete ? `${view.updateTypeField} is OnDelete: Pods change only when deleted` : `${view.strategyField}.paused is true`)
    }
  } else {
    const eligible = nodesToUpdate(round)
    if (numbers.maxSurge === 0) withoutSurge(round, eligible)
    else withSurge(round, eligible)
  }
  finish(round, active)
  return plan
}

function emptyPlan(view: DaemonSetView, numbers: RolloutNumbers, updateRevision: string, currentRevision: string, active: PodInfo[]): RolloutPlan {
  return {
    namespace: view.namespace,
    name: view.name,
    updateRevision,
    currentRevision,
    targetRevision: updateRevision,
    numbers,
    paused: view.hasRollingUpdate && view.paused,
    onDelete: view.updateType === 'OnDelete',
    counts: countPods(active),
    updateNum: 0,
    partitionKept: 0,
    quota: { maxUnavailable: numbers.maxUnavailable, updateMaxUnavailable: numbers.maxUnavailable, unavailable: 0, targetUnavailable: 0, budget: 0, targetBudget: 0, unavailablePods: [], unavailableElse: [] },
    surge: 0,
    scaleNum: 0,
    scale: { deleteSpecified: [], createUpdate: 0, createCurrent: 0, deleteExcess: [] },
    updateNow: [],
    waiting: [],
    waitDetails: {},
    inProgress: active.filter((i) => i.atUpdate && !i.available).map((i) => withNode(planned(i), i)),
    complete: false,
  }
}

/** `IsPodUpdated`: the Pod's controller-revision-hash is the update revision's hash, or its template generation is the DaemonSet's. */
function podIsUpdated(view: DaemonSetView, hash: string): (pod: Pod) => boolean {
  const generation = view.annotations[ANNOTATION_TEMPLATE_GENERATION]
  return (pod) => {
    const labels = pod.metadata.labels ?? {}
    return (hash !== '' && labels[view.revisions.podLabel] === hash) || (generation !== undefined && labels[LABEL_TEMPLATE_GENERATION] === generation)
  }
}

/** podutil.IsPodAvailable, which the DaemonSet controller uses: Ready for more than minReadySeconds (no lifecycle state). */
function podAvailable(info: PodInfo, minReadySeconds: number, now: number): boolean {
  if (!info.facts.readyCondition) return false
  if (minReadySeconds <= 0) return true
  const since = parseMetaTime(info.facts.readySince)
  return since !== undefined && since + minReadySeconds * 1000 < now
}

/** The nodes the controller looks at: every node of the list, and every node a Pod names (`getNodesToDaemonPods`). */
function nodeSlots(view: DaemonSetView, infos: PodInfo[], nodes: readonly Node[] | undefined): Map<string, NodeSlot> {
  const fit = daemonSetNodeFit(view.template)
  const slots = new Map<string, NodeSlot>()
  for (const node of nodes ?? []) slots.set(node.name, { name: node.name, exists: true, fit: fit(node), labels: node.labels, pods: [] })
  for (const info of infos) {
    const name = podTargetNode(info.pod)
    if (name === undefined) continue
    let slot = slots.get(name)
    if (slot === undefined) {
      // Without a node list, a Pod's node stands for a node that fits (its labels and taints are unknown).
      const inferred = nodes === undefined
      slot = { name, exists: inferred, fit: { shouldRun: inferred, shouldContinueRunning: inferred }, labels: {}, pods: [] }
      slots.set(name, slot)
    }
    slot.pods.push(info)
  }
  return slots
}

/**
 * `updatedDesiredNodeCounts` scales maxSurge and maxUnavailable on the nodes that should run a Pod now;
 * `filterDaemonPodsNodeToUpdate` scales partition on `status.desiredNumberScheduled`, rounding down.
 */
function liveNumbers(view: DaemonSetView, slots: Map<string, NodeSlot>): RolloutNumbers {
  let desired = 0
  for (const slot of slots.values()) if (slot.exists && slot.fit.shouldRun) desired++
  const live = daemonSetRolloutNumbers(view, desired)
  const scaled = view.hasRollingUpdate && view.partition !== undefined ? scaledValueOrProblem(view.partition, view.replicas, false) : 0
  const partition = typeof scaled === 'number' ? scaled : 0
  return { ...live, partition }
}

/** `getBurstReplicas`: spec.burstReplicas scaled on status.desiredNumberScheduled, rounding down; 0 when it cannot be scaled (the error is ignored). */
function burstReplicas(view: DaemonSetView): number {
  const scaled = scaledValueOrProblem(view.burstReplicas, view.replicas, false)
  return typeof scaled === 'number' ? scaled : 0
}

function findUpdatedPodsOnNode(slot: NodeSlot | undefined): NodePods {
  const found: NodePods = { ok: true }
  for (const info of slot?.pods ?? []) {
    if (info.pod.metadata.deletionTimestamp) continue
    if (info.atUpdate) {
      if (found.newPod) return { ok: false }
      found.newPod = info
    } else {
      if (found.oldPod) return { ok: false }
      found.oldPod = info
    }
  }
  return found
}

const preDeleting = (info: PodInfo | undefined): boolean => info !== undefined && info.lifecycle === 'PreparingDelete'
const nilOrPreDeleting = (info: PodInfo | undefined): boolean => info === undefined || preDeleting(info)

/**
 * `filterDaemonPodsNodeToUpdate`: node names sorted, walked from the last; nodes already updated (or with extra Pods)
 * first, then nodes without an old Pod, then the old nodes the selector selects (all old nodes while it is unset);
 * the first `nodes − partition` of that list may move. Marks the old Pods it leaves out.
 */
function nodesToUpdate(round: Round): string[] {
  const { view, plan, slots, reasons } = round
  const names = [...slots.values()].filter((s) => s.exists && (s.fit.shouldRun || s.pods.length > 0)).map((s) => s.name).sort(compareStrings)
  const selects = view.nodeSelector ? selectorMatcher(view.nodeSelector) : undefined
  const updated: string[] = []
  const updating: string[] = []
  const candidates: string[] = []
  for (let i = names.length - 1; i >= 0; i--) {
    const name = names[i]!
    const { newPod, oldPod, ok } = findUpdatedPodsOnNode(slots.get(name))
    if (!ok || newPod) updated.push(name)
    else if (nilOrPreDeleting(oldPod)) updating.push(name)
    else if (!selects || selects(slots.get(name)!.labels)) candidates.push(name)
    else reasons.set(oldPod!, 'not-selected')
  }
  const maxUpdate = Math.max(names.length - plan.numbers.partition, 0)
  const sorted = [...updated, ...updating, ...candidates]
  const isCandidate = new Set(candidates)
  for (const name of sorted.slice(maxUpdate)) {
    const { oldPod } = findUpdatedPodsOnNode(slots.get(name))
    if (oldPod && isCandidate.has(name)) {
      reasons.set(oldPod, 'partition')
      plan.partitionKept++
    }
  }
  const notSelected = [...reasons.values()].filter((r) => r === 'not-selected').length
  if (notSelected > 0) {
    round.details.set('not-selected', `${view.strategyField}.selector does not select their nodes: only Pods on the nodes it selects are updated`)
  }
  if (plan.partitionKept > 0) {
    round.details.set('partition', `${view.strategyField}.partition is ${String(view.partition)} (resolves to ${plan.numbers.partition}): ` +
      `it keeps ${plan.numbers.partition} of ${names.length} nodes at the old revision, the lowest node names last to move`)
  }
  const eligible = sorted.slice(0, maxUpdate)
  for (const name of eligible) if (isCandidate.has(name)) plan.updateNum++
  return eligible
}

/**
 * `rollingUpdate` when maxSurge is 0: every eligible node that is not settled (a new Pod not available, no Pod, two
 * Pods) counts as unavailable; old Pods that are not available go at once, available ones while the budget lasts.
 * Under InPlaceIfPossible those the controller can update in place are (at most burstReplicas of them); the rest are
 * deleted, and the next round creates their new Pod.
 */
function withoutSurge(round: Round, eligible: string[]): void {
  const { view, plan, slots, reasons } = round
  const maxUnavailable = plan.numbers.maxUnavailable
  const unavailablePods: string[] = []
  const unavailableElse: string[] = []
  let unavailable = 0
  let targetUnavailable = 0
  const replace: PodInfo[] = []
  const candidates: PodInfo[] = []
  for (const name of eligible) {
    const { newPod, oldPod, ok } = findUpdatedPodsOnNode(slots.get(name))
    if (!ok) {
      unavailable++
      unavailableElse.push(`node ${name} with more than one Pod`)
      for (const info of slots.get(name)!.pods) if (!info.atUpdate) reasons.set(info, 'excess-pods')
      continue
    }
    if (nilOrPreDeleting(oldPod) === nilOrPreDeleting(newPod)) {
      unavailable++
      const here = [oldPod, newPod].filter((i) => i !== undefined).map((i) => i.pod.metadata.name)
      unavailableElse.push(here.length === 0 ? `node ${name} without its Pod` : `node ${name} (${here.join(' and ')})`)
      if (oldPod) reasons.set(oldPod, preDeleting(oldPod) ? 'preparing-delete' : 'excess-pods')
      continue
    }
    if (newPod) {
      if (!newPod.available) unavailable++
      if (preDeleting(newPod)) unavailable++
      if (!newPod.available || preDeleting(newPod)) {
        targetUnavailable++
        unavailablePods.push(newPod.pod.metadata.name)
      }
      if (oldPod) reasons.set(oldPod, 'preparing-delete')
      continue
    }
    if (!oldPod!.available) {
      replace.push(oldPod!)
      unavailablePods.push(oldPod!.pod.metadata.name)
    } else candidates.push(oldPod!)
  }
  const remaining = Math.min(Math.max(maxUnavailable - unavailable, 0), candidates.length)
  for (const info of candidates.slice(remaining)) reasons.set(info, 'max-unavailable')
  plan.quota = {
    maxUnavailable, updateMaxUnavailable: maxUnavailable, unavailable, targetUnavailable,
    budget: maxUnavailable - unavailable, targetBudget: maxUnavailable - targetUnavailable, unavailablePods, unavailableElse,
  }
  if (remaining < candidates.length) {
    round.details.set('max-unavailable', `${view.strategyField}.maxUnavailable is ${String(view.maxUnavailable)} (resolves to ${maxUnavailable}): ` +
      `${podCount(unavailable)} on the nodes that may move ${unavailable === 1 ? 'is' : 'are'} unavailable or missing, and this round takes down ${remaining} more`)
  }
  const moving = [...replace, ...candidates.slice(0, remaining)]
  let toDelete = moving
  if (view.rollingUpdateType === 'InPlaceIfPossible') {
    const inPlace = moving.filter((info) => canUpdateInPlace(round, info))
    const updated = new Set(inPlace)
    toDelete = moving.filter((info) => !updated.has(info))
    takeBurst(round, inPlace, 'in-place')
  }
  takeBurst(round, toDelete, 'recreate')
}

/**
 * `rollingUpdate` with maxSurge: a node whose old Pod is not available gets its new Pod at once, others while fewer
 * than maxSurge new Pods beside old ones are not available; an old Pod goes once its new Pod is available. Never in place.
 */
function withSurge(round: Round, eligible: string[]): void {
  const { view, plan, slots, reasons } = round
  const maxSurge = plan.numbers.maxSurge
  let surging = 0
  const allowed: PodInfo[] = []
  const candidates: PodInfo[] = []
  const oldToDelete: PodInfo[] = []
  const unavailablePods: string[] = []
  let targetUnavailable = 0
  for (const name of eligible) {
    const { newPod, oldPod, ok } = findUpdatedPodsOnNode(slots.get(name))
    if (!ok) {
      surging++
      for (const info of slots.get(name)!.pods) if (!info.atUpdate) reasons.set(info, 'excess-pods')
      continue
    }
    if (newPod && (!newPod.available || preDeleting(newPod))) {
      targetUnavailable++
      unavailablePods.push(newPod.pod.metadata.name)
    }
    if (nilOrPreDeleting(oldPod)) {
      if (oldPod) reasons.set(oldPod, 'preparing-delete')
    } else if (!newPod) {
      if (!oldPod!.available) {
        allowed.push(oldPod!)
        unavailablePods.push(oldPod!.pod.metadata.name)
      } else candidates.push(oldPod!)
    } else if (!newPod.available || preDeleting(newPod)) {
      surging++
      reasons.set(oldPod!, 'replacement-starting')
    } else oldToDelete.push(oldPod!)
  }
  const remaining = Math.min(Math.max(maxSurge - surging, 0), candidates.length)
  for (const info of candidates.slice(remaining)) reasons.set(info, 'max-surge')
  if (remaining < candidates.length) {
    round.details.set('max-surge', `${view.strategyField}.maxSurge is ${String(view.maxSurge)} (resolves to ${maxSurge}): ` +
      `${podCount(surging)} started beside old ones ${surging === 1 ? 'is' : 'are'} not available yet, and this round starts ${remaining} more`)
  }
  plan.quota = {
    maxUnavailable: plan.numbers.maxUnavailable, updateMaxUnavailable: plan.numbers.maxUnavailable, unavailable: unavailablePods.length, targetUnavailable,
    budget: plan.numbers.maxUnavailable - unavailablePods.length, targetBudget: plan.numbers.maxUnavailable - targetUnavailable, unavailablePods,
    unavailableElse: [],
  }
  const started = takeBurst(round, [...allowed, ...candidates.slice(0, remaining)], 'recreate')
  plan.surge = started
  plan.scale.createUpdate += started
  plan.scaleNum += started
  const deleted = oldToDelete.slice(0, round.burst).map((i) => i.pod.metadata.name)
  for (const info of oldToDelete.slice(round.burst)) reasons.set(info, 'burst-replicas')
  for (const name of deleted) if (!plan.scale.deleteExcess.includes(name)) plan.scale.deleteExcess.push(name)
}

/** The first burstReplicas Pods move (in place, deleted, or a new Pod started beside them); the rest wait. */
function takeBurst(round: Round, infos: PodInfo[], update: 'in-place' | 'recreate'): number {
  const { plan, burst, reasons, view } = round
  const moving = infos.slice(0, burst)
  for (const info of moving) plan.updateNow.push({ ...withNode(planned(info), info), update })
  if (infos.length > burst) {
    for (const info of infos.slice(burst)) reasons.set(info, 'burst-replicas')
    round.details.set('burst-replicas', `spec.burstReplicas is ${String(view.burstReplicas)} (resolves to ${burst}): no more Pods ${update === 'in-place' ? 'are updated in place' : 'are replaced'} in one round`)
  }
  return moving.length
}

/**
 * `canPodInPlaceUpdate`: the Pod carries the InPlaceUpdateReady readiness gate, a revision with its hash exists, and
 * Kruise's in-place calculation allows the change from it. With no revisions given, a Pod with the gate is taken to update in place.
 */
function canUpdateInPlace(round: Round, info: PodInfo): boolean {
  if (!hasReadinessGate(info.pod, CONDITION_IN_PLACE_READY)) return false
  const revisions = round.options.revisions
  if (revisions === undefined) return true
  const label = info.facts.revisionLabel
  if (label === undefined) return false
  const old = revisions.find((r) => revisionHashMatches(label, revisionHashOf(r)))
  if (old === undefined) return false
  const { view } = round
  const gates = comparisonGates(view, round.gates)
  return calculateInPlaceUpdateSpec(templateOfRevision(old), view.template, { ...updateOptionsFor(view, undefined), gates, revision: round.updateRevision }) !== null
}

/** The hash a DaemonSet revision carries in its controller-revision-hash label (the name's last part when it has none). */
export function revisionHashOf(revision: Pick<ControllerRevision, 'metadata'>): string {
  return revision.metadata.labels?.['controller-revision-hash'] ?? shortHash(revision.metadata.name)
}

/** `EqualToRevisionHash`: the Pod's label is the hash, or both end in the same short hash. */
function revisionHashMatches(label: string, hash: string): boolean {
  return label === hash || hasShortHash(label, shortHash(hash))
}

/**
 * What `manage` does before the rolling update: a Pod on every node that should run one and has none, and the Pods a
 * node should not keep deleted (its node no longer fits, Failed, PreparingDelete, or all but the oldest running Pod
 * when the DaemonSet does not surge).
 */
function managePlan(view: DaemonSetView, slots: Map<string, NodeSlot>): ScalePlan {
  const scale: ScalePlan = { deleteSpecified: [], createUpdate: 0, createCurrent: 0, deleteExcess: [] }
  for (const slot of slots.values()) {
    if (!slot.exists) {
      for (const info of slot.pods) if (!info.pod.spec.nodeName && !info.pod.metadata.deletionTimestamp) scale.deleteExcess.push(info.pod.metadata.name)
      continue
    }
    if (slot.fit.shouldRun && slot.pods.length === 0) {
      scale.createUpdate++
      continue
    }
    const live = slot.pods.filter((i) => !i.pod.metadata.deletionTimestamp)
    if (!slot.fit.shouldContinueRunning) {
      scale.deleteExcess.push(...live.map((i) => i.pod.metadata.name))
      continue
    }
    const running: PodInfo[] = []
    for (const info of live) {
      if (info.pod.status?.phase === 'Failed' || preDeleting(info)) scale.deleteExcess.push(info.pod.metadata.name)
      else running.push(info)
    }
    if (running.length > 1 && !view.surges) {
      scale.deleteExcess.push(...running.sort(byCreation).slice(1).map((i) => i.pod.metadata.name))
    }
  }
  return scale
}

/** `podByCreationTimestampAndPhase`: scheduled first, then oldest, then by name. */
function byCreation(a: PodInfo, b: PodInfo): number {
  const sa = a.pod.spec.nodeName ? 0 : 1
  const sb = b.pod.spec.nodeName ? 0 : 1
  if (sa !== sb) return sa - sb
  const ta = Date.parse(a.pod.metadata.creationTimestamp ?? '') || 0
  const tb = Date.parse(b.pod.metadata.creationTimestamp ?? '') || 0
  return ta !== tb ? ta - tb : compareStrings(a.pod.metadata.name, b.pod.metadata.name)
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function withNode(p: PlannedPod, info: PodInfo): PlannedPod {
  const node = podTargetNode(info.pod)
  return node === undefined ? p : { ...p, node }
}

/** Every old Pod that does not move is listed with its reason, in listing order; complete once every node runs one available new Pod. */
function sharedReason(cause: Cause): WaitReason {
  return Object.prototype.hasOwnProperty.call(DAEMONSET_CAUSE_REASON, cause) ? DAEMONSET_CAUSE_REASON[cause as DaemonSetWaitCause] : cause as WaitReason
}

/** The words of a cause no budget or field sentence explains. */
const CAUSE_WORDS: Partial<Record<Cause, string>> = {
  'preparing-delete': 'lifecycle state PreparingDelete: the Pod is about to be deleted',
  'excess-pods': 'the node runs more than one Pod of the DaemonSet: the controller deletes the extra ones before it updates the node',
  'replacement-starting': 'the new Pod on the same node is not available yet: the old Pod is deleted once it is',
  'node-missing': 'the Pod\'s node is not in the node list: the rolling update skips it (the controller deletes it if it was never scheduled; Pod garbage collection removes it from a deleted node)',
}

function finish(round: Round, active: PodInfo[]): void {
  const { plan, reasons, slots } = round
  const moving = new Set([...plan.updateNow.map((p) => p.name), ...plan.scale.deleteExcess])
  const used = new Set<Cause>()
  for (const info of active) {
    if (info.atUpdate || moving.has(info.pod.metadata.name)) continue
    // Left out by the partition's cut without being a candidate: a node with two Pods, or an old Pod being deleted.
    const cause = reasons.get(info) ?? (preDeleting(info) ? 'preparing-delete' : 'excess-pods')
    const shared = sharedReason(cause)
    const node = podTargetNode(info.pod)
    plan.waiting.push({ name: info.pod.metadata.name, reason: shared, ...(node !== undefined ? { node } : {}), ...(shared !== cause ? { cause: cause as DaemonSetWaitCause } : {}) })
    used.add(cause)
  }
  for (const [cause, words] of round.details) {
    if (!used.has(cause)) continue
    const shared = sharedReason(cause)
    const before = plan.waitDetails[shared]
    plan.waitDetails[shared] = before === undefined ? words : `${before}; ${words}`
  }
  for (const cause of used) {
    const words = CAUSE_WORDS[cause]
    if (!round.details.has(cause) && words !== undefined) plan.waitDetails[sharedReason(cause)] ??= words
  }
  let settled = 0
  for (const slot of slots.values()) {
    if (!slot.exists || !slot.fit.shouldRun) continue
    const live = slot.pods.filter((i) => i.active)
    if (live.length === 1 && live[0]!.atUpdate && live[0]!.available) settled++
  }
  plan.complete = settled === plan.numbers.replicas && active.length === plan.numbers.replicas && plan.waiting.length === 0
}
