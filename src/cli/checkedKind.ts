import { isJsonObject } from '../engine/kube/json.js'
import { KRUISE_GROUP } from '../engine/workloads/kruiseObject.js'
import { GUARDED_KINDS, workloadKindOf } from '../engine/workloads/workload.js'
import type { WorkloadKind } from '../engine/workloads/workloadView.js'

/**
 * The apps.kruise.io kinds `check` and `diff` judge: the workloads the engine reads, and the SidecarSet and
 * UnitedDeployment the webhook decides with their own policies.
 */
export type CheckedKind = WorkloadKind | 'SidecarSet' | 'UnitedDeployment'

export const CHECKED_KINDS: readonly CheckedKind[] = [...GUARDED_KINDS, 'SidecarSet', 'UnitedDeployment']

export function checkedKindOf(obj: unknown): CheckedKind | undefined {
  const workload = workloadKindOf(obj)
  if (workload !== undefined) return workload
  if (!isJsonObject(obj) || typeof obj.apiVersion !== 'string' || !obj.apiVersion.startsWith(`${KRUISE_GROUP}/`)) return undefined
  return obj.kind === 'SidecarSet' || obj.kind === 'UnitedDeployment' ? obj.kind : undefined
}

/** A SidecarSet is cluster-scoped: it has no namespace. */
export function isClusterScoped(kind: CheckedKind): boolean {
  return kind === 'SidecarSet'
}
