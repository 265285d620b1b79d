import { Pod, podLabels } from '../kube/pod.js'

export interface LifecycleHook {
  labelsHandler?: Record<string, string>
  finalizersHandler?: string[]
  markPodNotReady?: boolean
}

export interface Lifecycle {
  preDelete?: LifecycleHook
  inPlaceUpdate?: LifecycleHook
  preNormal?: LifecycleHook
}

export const LABEL_LIFECYCLE_STATE = 'lifecycle.apps.kruise.io/state'

export const ANNOTATION_LIFECYCLE_TIMESTAMP = 'lifecycle.apps.kruise.io/timestamp'

export type LifecycleState = '' | 'PreparingNormal' | 'Normal' | 'PreparingUpdate' | 'Updating' | 'Updated' | 'PreparingDelete'

export function lifecycleState(pod: Pod): LifecycleState {
  return (podLabels(pod)[LABEL_LIFECYCLE_STATE] ?? '') as LifecycleState
}

/** Lifecycle hook matching (spec §1.1): hooked = any finalizer or label matches; all-hooked = all of them. */
export function isHooked(pod: Pod, hook: LifecycleHook | undefined): boolean {
  if (!hook) return false
  const labels = podLabels(pod)
  const finalizers = pod.metadata.finalizers ?? []
  return (hook.finalizersHandler ?? []).some((f) => finalizers.includes(f)) ||
    Object.entries(hook.labelsHandler ?? {}).some(([k, v]) => labels[k] === v)
}

export function isAllHooked(pod: Pod, hook: LifecycleHook | undefined): boolean {
  if (!hook) return false
  const labels = podLabels(pod)
  const finalizers = pod.metadata.finalizers ?? []
  return (hook.finalizersHandler ?? []).every((f) => finalizers.includes(f)) &&
    Object.entries(hook.labelsHandler ?? {}).every(([k, v]) => labels[k] === v)
}
