import { isJsonObject } from '../kube/json.js'
import { type Pod } from '../kube/pod.js'
import type { PodTemplate } from '../kube/podTemplate.js'
import { parseMetaTime } from '../kube/metaTime.js'
import { CONDITION_IN_PLACE_READY } from './apiNames.js'
import { lifecycleState } from './lifecycle.js'

/** Pod readiness and availability as Kruise's workload controllers count them (InPlaceUpdateReady, lifecycle state). */
export interface ReadinessFacts {
  /** The Pod's Ready condition is True. */
  readyCondition: boolean
  /** Ready.lastTransitionTime as written (RFC3339), when Ready is True. */
  readySince: string | undefined
  /** InPlaceUpdateReady is absent or True. */
  inPlaceReady: boolean
  /** PodScheduled is True. */
  scheduled: boolean
}

/** One pass over the conditions for everything the rollout classification needs. */
export function readinessFacts(pod: Pod): ReadinessFacts {
  return readinessFactsInto(pod, { readyCondition: false, readySince: undefined, inPlaceReady: true, scheduled: false })
}

/** readinessFacts written into `target` (the rollout plan keeps them on its per-Pod record: no extra object). */
export function readinessFactsInto<T extends ReadinessFacts>(pod: Pod, target: T): T {
  let readyCondition = false
  let readySinceText: string | null | undefined
  let inPlaceReady = true
  let scheduled = false
  for (const c of pod.status?.conditions ?? []) {
    if (c.type === 'Ready') {
      readyCondition = c.status === 'True'
      readySinceText = c.lastTransitionTime
    } else if (c.type === CONDITION_IN_PLACE_READY) inPlaceReady = c.status === 'True'
    else if (c.type === 'PodScheduled') scheduled = c.status === 'True'
  }
  target.readyCondition = readyCondition
  target.readySince = readyCondition ? readySinceText ?? undefined : undefined
  target.inPlaceReady = inPlaceReady
  target.scheduled = scheduled
  return target
}

/** Ready for readyReplicas (spec §5.1): Running, Ready condition True, InPlaceUpdateReady True when present. */
export function isPodReady(pod: Pod, facts: ReadinessFacts = readinessFacts(pod)): boolean {
  return pod.status?.phase === 'Running' && facts.readyCondition && facts.inPlaceReady
}

/** Available (spec §5.1): lifecycle "" or Normal, Ready, and Ready for at least minReadySeconds. */
export function isPodAvailable(pod: Pod, minReadySeconds: number, nowMs: number, facts: ReadinessFacts = readinessFacts(pod)): boolean {
  const state = lifecycleState(pod)
  if (state !== '' && state !== 'Normal') return false
  if (!isPodReady(pod, facts)) return false
  if (minReadySeconds <= 0) return true
  const since = parseMetaTime(facts.readySince)
  return since !== undefined && since + minReadySeconds * 1000 < nowMs
}

/** The template's pod spec lists Kruise's InPlaceUpdateReady readiness gate (so every Pod made from it carries it). */
export function carriesReadinessGate(template: PodTemplate): boolean {
  const gates = template.spec.readinessGates
  return Array.isArray(gates) && gates.some((g) => isJsonObject(g) && g.conditionType === CONDITION_IN_PLACE_READY)
}
