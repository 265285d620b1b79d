import { LABEL_SPECIFIED_DELETE } from '../kruise/apiNames.js'
import { LABEL_LIFECYCLE_STATE } from '../kruise/lifecycle.js'
import { isPodAvailable, isPodReady, readinessFactsInto, type ReadinessFacts } from '../kruise/podReadiness.js'
import { parseMetaTime } from '../kube/metaTime.js'
import { isActive, maxRestarts, type Pod } from '../kube/pod.js'
import { graceAnnotation } from '../update/podUpdate.js'
import type { WaitReason } from './waitReason.js'

/**
 * Everything the plan needs about one Pod, read once (one pass over its conditions; restarts only on demand): the
 * Pod's facts, read into this record (kept by a memo for later plans, see podInfo), and what depends on the round.
 */
export interface PodInfo extends PodFacts {
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

/** What the plan reads from a Pod alone (not the clock, the revisions or the workload). */
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
export function podInfo(pod: Pod, index: number, memo: PlanMemo | undefined, revisionLabel: string): PodInfo {
  if (!memo) return readInfo(pod, index, revisionLabel)
  const kept = memo.infos.get(pod)
  if (kept === undefined) {
    const info = readInfo(pod, index, revisionLabel)
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

function readInfo(pod: Pod, index: number, revisionLabel: string): PodInfo {
  return readFactsInto(pod, new PodRecord(pod, index), revisionLabel)
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

function readFactsInto<T extends PodFacts>(pod: Pod, facts: T, revisionLabel: string): T {
  const labels = pod.metadata.labels
  facts.active = isActive(pod)
  facts.revisionLabel = labels?.[revisionLabel]
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
export function roundFacts(info: PodInfo, minReadySeconds: number, now: number, atUpdateRevision: (facts: PodFacts) => boolean): void {
  info.atUpdate = atUpdateRevision(info.facts)
  info.atTarget = info.atUpdate
  info.available = availableAt(info.facts, minReadySeconds, now)
  info.preparing = info.lifecycle === 'PreparingUpdate'
}

export function hasGrace(info: PodInfo): boolean {
  info.facts.grace ??= graceAnnotation(info.pod) !== undefined
  return info.facts.grace
}

/** isPodAvailable (spec §5.1) from the facts: Ready for more than minReadySeconds. */
function availableAt(facts: PodFacts, minReadySeconds: number, now: number): boolean {
  if (!facts.availableNow || minReadySeconds <= 0) return facts.availableNow
  facts.readySinceMs ??= parseMetaTime(facts.readySince) ?? Number.NaN
  return facts.readySinceMs + minReadySeconds * 1000 < now
}

const PHASE_ORDINAL: Record<string, number> = { Pending: 0, Unknown: 1, Running: 2 }

export function restartsOf(info: PodInfo): number {
  if (info.restarts < 0) info.restarts = maxRestarts(info.pod)
  return info.restarts
}

/** Unassigned first, Pending < Unknown < Running, not-ready first: the first three keys of compareDefault as one number. */
function defaultRank(unassigned: boolean, phase: number, readyCondition: boolean): number {
  return (unassigned ? 0 : 8) + phase * 2 + (readyCondition ? 1 : 0)
}
