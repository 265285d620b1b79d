/**
 * One round of Kruise's SidecarSet controller over running Pods (sidecarset_processor.go UpdateSidecarSet and
 * sidecarset_strategy.go GetNextUpgradePods, v1.8.3 and v1.9.1): which Pods it matches, which it leaves alone
 * (NotUpdate, paused, outside spec.updateStrategy.selector, still upgrading), which it can never upgrade (their
 * hash without image differs: condition SidecarSetUpgradable=False), and how many of the rest it upgrades this round
 * (partition held back, maxUnavailable), counted along Kruise's order of the candidates (sidecarSetCandidateOrder).
 * The round names the Pods that go only when all candidates go; nextSidecarSetUpgrades names them in order.
 */
import { type IntOrString, kruiseScaledValue, legacyScaledValue } from '../kube/intOrPercent.js'
import { isJsonObject } from '../kube/json.js'
import { matchesSelector } from '../kube/labelSelector.js'
import { type Pod, getCondition, isActive } from '../kube/pod.js'
import { NOT_UPGRADABLE_CONDITION, type SidecarSetCondition } from '../inplace/sidecarSetUpdate.js'
import {
  SIDECARSET_HASH_ANNOTATION, SIDECARSET_HASH_WITHOUT_IMAGE_ANNOTATION, SIDECARSET_INJECTED_LIST_ANNOTATION, type SidecarSetView,
} from '../workloads/sidecarSet.js'
import { sidecarSetCandidateOrder } from './sidecarSetCandidateOrder.js'

export type SidecarPodVerdict =
  | 'not-matched' | 'updated' | 'not-updated' | 'paused' | 'outside-selector' | 'upgrading' | 'not-upgradable'
  | 'upgrade' | 'waiting'

export interface SidecarPodPrediction {
  name: string
  verdict: SidecarPodVerdict
  /** Why, in words naming the Pod's annotations or the SidecarSet's fields. */
  reason: string
  /** The Pod condition the controller sets (not-upgradable only). */
  condition?: SidecarSetCondition
}

export interface SidecarSetRound {
  pods: SidecarPodPrediction[]
  /** Pods the controller matches (selector, active, injected by this SidecarSet, its sidecar containers present). */
  matched: number
  /** Pods that could be upgraded in place now, and how many of them this round upgrades. */
  candidates: number
  thisRound: number
  /** Pods the partition keeps back. */
  heldByPartition: number
  /** The NotUpgradablePods Event the SidecarSet gets this round, if any. */
  event: string | undefined
}

const HOT_WORKING_ANNOTATION = 'kruise.io/sidecarset-working-hotupgrade-container'

export function predictSidecarSetRound(view: SidecarSetView, pods: readonly Pod[]): SidecarSetRound {
  return sidecarSetRoundInOrder(view, pods).round
}

/**
 * The round, and its candidates in Kruise's order (the round upgrades the first `thisRound` of them; empty when the
 * partition leaves none in the round).
 */
export function sidecarSetRoundInOrder(view: SidecarSetView, pods: readonly Pod[]): { round: SidecarSetRound; order: Pod[] } {
  const matched: Pod[] = []
  const out = new Map<Pod, SidecarPodPrediction>()
  for (const pod of pods) {
    const reason = matchReason(view, pod)
    if (reason === undefined) matched.push(pod)
    else out.set(pod, { name: pod.metadata.name, verdict: 'not-matched', reason })
  }
  const strategy = view.updateStrategy
  const candidateIndexes: number[] = []
  let notUpgradable = 0
  for (let i = 0; i < matched.length; i++) {
    const pod = matched[i]!
    const p = (verdict: SidecarPodVerdict, reason: string) => out.set(pod, { name: pod.metadata.name, verdict, reason })
    if (podHash(pod, view.name, SIDECARSET_HASH_ANNOTATION) === view.hashes.hash) p('updated', 'its sidecars are already those of the current SidecarSet')
    else if (strategy.type === 'NotUpdate') p('not-updated', 'spec.updateStrategy.type is NotUpdate')
    else if (strategy.paused) p('paused', 'spec.updateStrategy.paused is true')
    else if (strategy.selector !== undefined && !matchesSelector(strategy.selector, pod.metadata.labels ?? {})) p('outside-selector', 'its labels do not match spec.updateStrategy.selector')
    else if (podHash(pod, view.name, SIDECARSET_HASH_WITHOUT_IMAGE_ANNOTATION) !== view.hashes.withoutImage) {
      notUpgradable++
      out.set(pod, {
        name: pod.metadata.name, verdict: 'not-upgradable', condition: NOT_UPGRADABLE_CONDITION,
        reason: 'its kruise.io/sidecarset-hash-without-image differs from the SidecarSet\'s: more than images changed since it was injected',
      })
    } else if (!sidecarsSettled(view, pod)) p('upgrading', 'a sidecar container is still starting its last in-place upgrade')
    else candidateIndexes.push(i)
  }
  const candidates = candidateIndexes.map((i) => matched[i]!)
  const total = matched.length
  const partition = Math.min(total, partitionOf(strategy.partition, total))
  const inRound = Math.max(0, candidates.length - partition)
  // A cluster view counts every matched Pod on each review: order and count only when the round can take one.
  const order = inRound === 0 ? [] : sidecarSetCandidateOrder(view, matched, candidateIndexes).map((i) => matched[i]!)
  const thisRound = inRound === 0 ? 0 : upgradeCount(view, matched, order.slice(0, inRound))
  for (const pod of candidates) {
    const all = thisRound === candidates.length
    out.set(pod, {
      name: pod.metadata.name, verdict: all ? 'upgrade' : 'waiting',
      reason: all ? 'only sidecar images changed: they are swapped in place this round'
        : `only sidecar images changed; ${thisRound} of ${candidates.length} such Pods go this round (spec.updateStrategy.partition ${JSON.stringify(strategy.partition)}, maxUnavailable ${JSON.stringify(strategy.maxUnavailable)})`,
    })
  }
  const round: SidecarSetRound = {
    pods: pods.map((pod) => out.get(pod)!),
    matched: total,
    candidates: candidates.length,
    thisRound,
    heldByPartition: Math.min(partition, candidates.length),
    event: notUpgradable > 0 ? `NotUpgradablePods: SidecarSet in-place update detected ${notUpgradable} not upgradable pod(s) in this round, will skip them.` : undefined,
  }
  return { round, order }
}

/** Why the controller does not match the Pod (getMatchingPods), or undefined when it does. */
function matchReason(view: SidecarSetView, pod: Pod): string | undefined {
  if (view.selector === undefined || !matchesSelector(view.selector, pod.metadata.labels ?? {})) return 'its labels do not match spec.selector'
  if (!isActive(pod)) return 'it is not active (finished or being deleted)'
  const injected = (pod.metadata.annotations?.[SIDECARSET_INJECTED_LIST_ANNOTATION] ?? '').split(',')
  if (!injected.includes(view.name)) return `${SIDECARSET_INJECTED_LIST_ANNOTATION} does not name this SidecarSet: it was created before the SidecarSet or outside it`
  const names = new Set(pod.spec.containers.map((c) => c.name))
  for (const c of view.containers) {
    const present = c.upgradeType === 'HotUpgrade' ? names.has(`${c.name}-1`) && names.has(`${c.name}-2`) && hotWorking(pod)[c.name] !== undefined : names.has(c.name)
    if (!present) return `sidecar container "${c.name}" is not in the Pod`
  }
  return undefined
}

/** The hash the Pod recorded for this SidecarSet in one of its hash annotations (JSON by SidecarSet name, or the old flat form). */
export function podHash(pod: Pod, name: string, annotation: string): string {
  const text = pod.metadata.annotations?.[annotation]
  if (!text) return ''
  try {
    const value = (JSON.parse(text) as Record<string, unknown>)[name]
    if (typeof value === 'string') return value
    const hash = (value as { hash?: unknown } | undefined)?.hash
    return typeof hash === 'string' ? hash : ''
  } catch {
    return ''
  }
}

/** GetPodHotUpgradeInfoInAnnotations: a value that is not a JSON object (`null` among them) names no container. */
function hotWorking(pod: Pod): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(pod.metadata.annotations?.[HOT_WORKING_ANNOTATION] ?? '{}')
    return isJsonObject(value) ? value : {}
  } catch {
    return {}
  }
}

/**
 * IsSidecarSetUpgradable's second answer: a ready sidecar container whose status is not consistent with its spec is
 * mid-upgrade.
 */
function sidecarsSettled(view: SidecarSetView, pod: Pod): boolean {
  const names = sidecarNames(view)
  const statuses = pod.status?.containerStatuses ?? []
  for (const status of statuses) {
    if (status.ready && names.has(status.name) && !podStateConsistent(view, pod, new Set([status.name]))) return false
  }
  return true
}

/**
 * IsPodStateConsistent over `names` (the SidecarSet's sidecar containers): the status list is complete, and either
 * every one of them names its image by digest and runs that digest, or none of them still runs the image ID recorded
 * in `kruise.io/sidecarset-inplace-update-state` before its last upgrade (IsSidecarContainerUpdateCompleted).
 */
function podStateConsistent(view: SidecarSetView, pod: Pod, names: Set<string>): boolean {
  const statuses = pod.status?.containerStatuses ?? []
  if (pod.spec.containers.length !== statuses.length) return false
  let allDigest = true
  for (const spec of pod.spec.containers) {
    if (!names.has(spec.name)) continue
    if (!spec.image?.includes('@')) {
      allDigest = false
      break
    }
    const imageID = statuses.find((s) => s.name === spec.name)?.imageID
    if (imageID === undefined || !imageID.endsWith(spec.image.slice(spec.image.indexOf('@')))) return false
  }
  return allDigest || updateCompleted(view, pod, names)
}

function updateCompleted(view: SidecarSetView, pod: Pod, names: Set<string>): boolean {
  const text = pod.metadata.annotations?.[UPDATE_STATE_ANNOTATION]
  if (text === undefined) return true
  let last: Record<string, { imageID?: string }>
  try {
    const states = JSON.parse(text) as Record<string, { lastContainerStatuses?: Record<string, { imageID?: string }> }>
    last = states[view.name]?.lastContainerStatuses ?? {}
  } catch {
    return false
  }
  for (const status of pod.status?.containerStatuses ?? []) {
    if (!names.has(status.name) || last[status.name] === undefined) continue
    const image = pod.spec.containers.find((c) => c.name === status.name)?.image
    if ((last[status.name]!.imageID ?? '') === (status.imageID ?? '') && image !== status.image) return false
  }
  return true
}

const UPDATE_STATE_ANNOTATION = 'kruise.io/sidecarset-inplace-update-state'

function sidecarNames(view: SidecarSetView): Set<string> {
  const names = new Set<string>()
  for (const c of view.containers) {
    if (c.upgradeType === 'HotUpgrade') names.add(`${c.name}-1`).add(`${c.name}-2`)
    else names.add(c.name)
  }
  return names
}

/**
 * calculateUpgradeCount over the candidates in Kruise's order, the partition's share cut off the end: a Pod that is not
 * ready goes free; at the first ready one while maxUnavailable Pods are down, the round ends.
 */
function upgradeCount(view: SidecarSetView, matched: Pod[], ordered: Pod[]): number {
  const maxUnavailable = legacyScaledValue(view.updateStrategy.maxUnavailable, matched.length, true)
  // An upgraded Pod is down while it is not ready or its sidecars do not yet run what its spec says.
  const sidecars = sidecarNames(view)
  let down = matched.filter((pod) => podHash(pod, view.name, SIDECARSET_HASH_ANNOTATION) === view.hashes.hash && (!podStateConsistent(view, pod, sidecars) || !isRunningAndReady(pod))).length
  let count = 0
  for (const pod of ordered) {
    if (!isRunningAndReady(pod)) {
      count++
      continue
    }
    if (down >= maxUnavailable) break
    down++
    count++
  }
  return count
}

function partitionOf(partition: IntOrString, total: number): number {
  let value: number
  try {
    value = kruiseScaledValue(partition, total, true, 'spec.updateStrategy.partition')
  } catch {
    return 0
  }
  const replicas = total
  if (replicas > 1 && value === replicas && typeof partition === 'string' && partition !== '100%') value = replicas - 1
  return Math.max(0, Math.min(value, replicas))
}

function isRunningAndReady(pod: Pod): boolean {
  return pod.status?.phase === 'Running' && getCondition(pod, 'Ready')?.status === 'True' && !pod.metadata.deletionTimestamp
}
