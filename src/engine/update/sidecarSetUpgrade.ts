/**
 * What Kruise's SidecarSet controller writes to a running Pod (sidecarset_processor.go, v1.8.3 and v1.9.1):
 *
 * - on a Pod it upgrades, `updatePodSidecarContainer`: each cold-upgrade sidecar container whose image differs gets the
 *   SidecarSet's image (`UpgradeSidecarContainer`: only the image), `UpdatePodSidecarSetHash` rewrites this
 *   SidecarSet's entry of `kruise.io/sidecarset-hash` (the hash-without-image annotation stays as injected), and
 *   `UpdatePodAnnotationsInUpgrade` records each changed container's running image ID in
 *   `kruise.io/sidecarset-inplace-update-state` (how IsPodStateConsistent later tells the upgrade is done);
 * - on a Pod it cannot upgrade, `updatePodSidecarSetUpgradableCondition`: condition SidecarSetUpgradable=False,
 *   reason UpdateImmutableField, its message a JSON object of SidecarSet name → upgradable.
 */
import { GuardError } from '../../errors.js'
import { isJsonObject } from '../kube/json.js'
import { metaTime } from '../kube/metaTime.js'
import type { Pod, PodCondition } from '../kube/pod.js'
import { SIDECARSET_HASH_ANNOTATION, type SidecarSetView } from '../workloads/sidecarSet.js'
import { type SidecarSetUpgradeSpec, sidecarListOf } from './sidecarSetInjection.js'

export const SIDECARSET_INPLACE_UPDATE_STATE_ANNOTATION = 'kruise.io/sidecarset-inplace-update-state'
export const SIDECARSET_UPGRADABLE_CONDITION = 'SidecarSetUpgradable'

export interface SidecarUpgrade {
  pod: Pod
  /** The Pod containers whose image changed (each restarts once). */
  changed: string[]
}

interface SidecarUpdateState {
  revision: string
  updateTimestamp: string
  lastContainerStatuses: Record<string, { imageID: string }>
}

/** The Pod as the controller writes it when it upgrades its sidecars to `view`'s at `now`. */
export function upgradePodSidecars(view: SidecarSetView, pod: Pod, now: number): SidecarUpgrade {
  const hot = view.containers.find((c) => c.upgradeType === 'HotUpgrade')
  if (hot !== undefined) throw new GuardError('IPG_ERR_ENGINE', `sidecar container "${hot.name}" (${hot.path}) uses upgradeStrategy HotUpgrade, whose upgrade is not modelled`)
  const images = new Map(view.containers.map((c) => [c.name, c.image]))
  const changed: string[] = []
  const containers = pod.spec.containers.map((c) => {
    const image = images.get(c.name)
    if (image === undefined || image === c.image) return c
    changed.push(c.name)
    return { ...c, image }
  })
  const annotations = { ...pod.metadata.annotations }
  annotations[SIDECARSET_HASH_ANNOTATION] = JSON.stringify({ ...hashEntries(annotations[SIDECARSET_HASH_ANNOTATION]), [view.name]: upgradeSpec(view, now) })
  annotations[SIDECARSET_INPLACE_UPDATE_STATE_ANNOTATION] = updateState(view, pod, annotations[SIDECARSET_INPLACE_UPDATE_STATE_ANNOTATION], changed, now)
  return { pod: { ...pod, metadata: { ...pod.metadata, annotations }, spec: { ...pod.spec, containers } }, changed }
}

/** The Pod's status with condition SidecarSetUpgradable=False for `view` (unchanged, and undefined, when it already says so). */
export function notUpgradableStatus(view: SidecarSetView, pod: Pod, now: number): Pod['status'] | undefined {
  const conditions = pod.status?.conditions ?? []
  const old = conditions.find((c) => c.type === SIDECARSET_UPGRADABLE_CONDITION)
  let kv: Record<string, unknown> = {}
  if (old?.message) {
    // GetMessageKvFromCondition: a message that is not a JSON object is an error, and the condition is left as it is.
    const parsed = jsonObjectEntries(old.message)
    if (parsed === undefined) return undefined
    kv = parsed
  }
  kv[view.name] = false
  const next: PodCondition = {
    type: SIDECARSET_UPGRADABLE_CONDITION, status: 'False', reason: 'UpdateImmutableField', message: JSON.stringify(sortedKeys(kv)),
    lastTransitionTime: old?.status === 'False' ? old.lastTransitionTime ?? metaTime(now) : metaTime(now),
  }
  if (old !== undefined && old.status === next.status && old.reason === next.reason && old.message === next.message) return undefined
  return { ...pod.status, conditions: old === undefined ? [...conditions, next] : conditions.map((c) => (c === old ? next : c)) }
}

/** Go's json.Marshal of a map sorts its keys. */
function sortedKeys<T>(obj: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(obj).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

function upgradeSpec(view: SidecarSetView, now: number): SidecarSetUpgradeSpec {
  return { updateTimestamp: metaTime(now), hash: view.hashes.hash, sidecarSetName: view.name, sidecarList: sidecarListOf(view) }
}

/** A JSON object's entries; undefined when the text is not one. */
function jsonObjectEntries(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(text)
    return isJsonObject(parsed) ? parsed : undefined
  } catch {
    return undefined
  }
}

function hashEntries(text: string | undefined): Record<string, unknown> {
  return (text ? jsonObjectEntries(text) : undefined) ?? {}
}

/** UpdatePodAnnotationsInUpgrade: this SidecarSet's state kept if there is one, each changed container's image ID added. */
function updateState(view: SidecarSetView, pod: Pod, text: string | undefined, changed: string[], now: number): string {
  const states = hashEntries(text) as Record<string, SidecarUpdateState>
  const state: SidecarUpdateState = states[view.name] ?? { revision: view.hashes.hash, updateTimestamp: metaTime(now), lastContainerStatuses: {} }
  const imageIds = new Map((pod.status?.containerStatuses ?? []).map((s) => [s.name, s.imageID ?? '']))
  const last = { ...state.lastContainerStatuses }
  for (const name of changed) last[name] = { imageID: imageIds.get(name) ?? '' }
  return JSON.stringify(sortedKeys({ ...states, [view.name]: { ...state, lastContainerStatuses: sortedKeys(last) } }))
}
