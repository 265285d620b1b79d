import { CONDITION_KRUISE_POD_READY } from '../kruise/apiNames.js'
import type { FeatureGates } from '../kruise/gates.js'
import type { LifecycleHook } from '../kruise/lifecycle.js'
import { ANNOTATION_LIFECYCLE_TIMESTAMP, LABEL_LIFECYCLE_STATE, type LifecycleState, isAllHooked, isHooked, lifecycleState } from '../kruise/lifecycle.js'
import { metaTime } from '../kube/metaTime.js'
import {
    type Pod,
    type PodCondition, type PodStatus, podAnnotations, podLabels,
} from '../kube/pod.js'
import type { WorkloadView } from '../workloads/workloadView.js'
import { isAtRevision } from '../workloads/revision.js'
import { type PodReadMemo, checkPodUpdateCompleted } from './podUpdate.js'

/** Lifecycle states and the in-place-update hook (spec §4.1 step 2, §4.8). */

export type InPlaceEntry =
  /** Go on with the in-place update now. */
  | { kind: 'update' }
  /** Patch the state to PreparingUpdate (re-adding the hook's labels/finalizers when coming from Updated) and stop. */
  | { kind: 'prepare-update'; readdHook: boolean }
  /** PreparingUpdate and still hooked: the hook has not been released. */
  | { kind: 'wait-hook' }
  /** Updated with no inPlaceUpdate hook configured: nothing to do. */
  | { kind: 'none' }
  | { kind: 'error'; message: string }

/** §4.1 step 2: what the controller does with a pod that may be updated in place, by its lifecycle state. */
export function inPlaceEntry(pod: Pod, view: Pick<WorkloadView, 'lifecycle'>): InPlaceEntry {
  const hook = view.lifecycle?.inPlaceUpdate
  const state = lifecycleState(pod)
  switch (state) {
    case '':
    case 'PreparingNormal':
    case 'Normal':
      return hook && isHooked(pod, hook) ? { kind: 'prepare-update', readdHook: false } : { kind: 'update' }
    case 'Updated':
      return hook ? { kind: 'prepare-update', readdHook: true } : { kind: 'none' }
    case 'PreparingUpdate':
      return isHooked(pod, hook) ? { kind: 'wait-hook' } : { kind: 'update' }
    case 'Updating':
      return { kind: 'update' }
    default:
      return { kind: 'error', message: `not allowed to in-place update pod ${pod.metadata.name} in state ${state}` }
  }
}

export interface LifecycleTransition {
  to: LifecycleState
  /** markPodNotReady: add or remove the `preUpdateHook` key on the KruisePodReady condition (a status write). */
  notReadyKey?: 'add' | 'remove'
}

/** §4.8: the lifecycle transition refresh makes for this pod, or null. */
export function lifecycleTransition(
  pod: Pod, view: Pick<WorkloadView, 'lifecycle'>, updateRevision: string, gates: Pick<FeatureGates, 'InPlaceWorkloadVerticalScaling'>,
  memo?: PodReadMemo,
): LifecycleTransition | null {
  const lifecycle = view.lifecycle
  const hook = lifecycle?.inPlaceUpdate
  const afterUpdate = (): LifecycleTransition => {
    const to: LifecycleState = lifecycle && !isAllHooked(pod, hook) ? 'Updated' : 'Normal'
    return to === 'Updated' && hook?.markPodNotReady ? { to, notReadyKey: 'remove' } : { to }
  }
  switch (lifecycleState(pod)) {
    case 'PreparingNormal': {
      const preNormal = lifecycle?.preNormal
      const ready = preNormal ? isAllHooked(pod, preNormal) : !!pod.spec.nodeName
      return ready ? { to: 'Normal' } : null
    }
    case 'PreparingUpdate':
      return isAtRevision(pod, updateRevision) ? afterUpdate() : null
    case 'Updating':
      return checkPodUpdateCompleted(pod, gates, memo) === null ? afterUpdate() : null
    case 'Updated':
      return !lifecycle || !hook || isAllHooked(pod, hook) ? { to: 'Normal' } : null
    default:
      return null
  }
}

/** The pod with the lifecycle state label and timestamp set (and, entering PreparingUpdate from Updated, the hook re-added). */
export function withLifecycleState(pod: Pod, to: LifecycleState, now: number, readdHook?: LifecycleHook): Pod {
  const labels = { ...podLabels(pod), [LABEL_LIFECYCLE_STATE]: to }
  const annotations = { ...podAnnotations(pod), [ANNOTATION_LIFECYCLE_TIMESTAMP]: metaTime(now) }
  let finalizers = pod.metadata.finalizers
  if (readdHook) {
    Object.assign(labels, readdHook.labelsHandler ?? {})
    const missing = (readdHook.finalizersHandler ?? []).filter((f) => !(finalizers ?? []).includes(f))
    if (missing.length > 0) finalizers = [...(finalizers ?? []), ...missing]
  }
  return { ...pod, metadata: { ...pod.metadata, labels, annotations, ...(finalizers ? { finalizers } : {}) } }
}

interface NotReadyKey { userAgent: string; key: string }

/**
 * The pod status with the `preUpdateHook` key added to or removed from KruisePodReady (markPodNotReady, §4.8);
 * null when nothing changes. The condition is False while any key remains.
 */
export function kruisePodReadyStatus(pod: Pod, change: 'add' | 'remove', now: number): PodStatus | null {
  const conditions = pod.status?.conditions ?? []
  const current = conditions.find((c) => c.type === CONDITION_KRUISE_POD_READY)
  let keys: NotReadyKey[] = []
  try {
    const parsed: unknown = current?.message ? JSON.parse(current.message) : []
    keys = Array.isArray(parsed) ? (parsed as NotReadyKey[]).filter((k) => typeof k === 'object' && k !== null) : []
  } catch {
    keys = []
  }
  const has = keys.some((k) => k.key === 'preUpdateHook')
  if (change === 'add' && has) return null
  if (change === 'remove' && !has && (!current || current.status === 'True')) return null
  keys = change === 'add' ? [...keys, { userAgent: 'Lifecycle', key: 'preUpdateHook' }] : keys.filter((k) => k.key !== 'preUpdateHook')
  const status = keys.length > 0 ? 'False' : 'True'
  const next: PodCondition = {
    type: CONDITION_KRUISE_POD_READY,
    status,
    ...(keys.length > 0 ? { message: JSON.stringify(keys) } : {}),
    lastTransitionTime: current && current.status === status ? current.lastTransitionTime : metaTime(now),
  }
  return { ...(pod.status ?? {}), conditions: current ? conditions.map((c) => (c === current ? next : c)) : [...conditions, next] }
}
