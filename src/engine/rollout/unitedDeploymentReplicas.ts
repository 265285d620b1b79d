/**
 * How many replicas Kruise's UnitedDeployment controller gives each subset (allocator.go `specificAllocator`, v1.8.3 and
 * v1.9.1): a subset's `replicas` (an integer, or a percentage of spec.replicas rounded half up), and the rest of
 * spec.replicas spread evenly over the other subsets, the remainder to the last of them in the order of their current
 * replicas, then name. The adaptive and min/max allocators (scheduleStrategy Adaptive, minReplicas, maxReplicas) depend
 * on the cluster's scheduling and are not modelled: the answer says so.
 */
import { parseSubsetReplicas } from '../workloads/subsetReplicas.js'
import type { UnitedDeploymentView } from '../workloads/unitedDeployment.js'

export type SubsetReplicas = { replicas: Record<string, number> } | { notModelled: string } | { error: string }

/** `current`: each existing subset's child spec.replicas (absent: a subset without a child yet, 0). */
export function allocateSubsetReplicas(view: UnitedDeploymentView, current: Readonly<Record<string, number>> = {}): SubsetReplicas {
  const other = otherAllocator(view)
  if (other !== undefined) return { notModelled: other }
  const total = view.replicas ?? -1
  const specified = new Map<string, number>()
  for (const subset of view.subsets) {
    if (subset.replicas === undefined) continue
    const parsed = parseSubsetReplicas(view.replicas, subset.replicas)
    // Kruise logs a subset it cannot parse and treats it as unspecified.
    if ('replicas' in parsed) specified.set(subset.name, parsed.replicas)
  }
  const invalid = validate(view, total, specified)
  if (invalid !== undefined) return { error: invalid }
  const order = view.subsets.map((s) => ({ name: s.name, replicas: current[s.name] ?? 0 }))
    .sort((a, b) => a.replicas - b.replicas || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  const allocated: Record<string, number> = {}
  for (const s of order) allocated[s.name] = specified.get(s.name) ?? s.replicas
  const left = order.filter((s) => !specified.has(s.name))
  if (left.length > 0) {
    const rest = total - [...specified.values()].reduce((a, b) => a + b, 0)
    const average = Math.trunc(rest / left.length)
    let remainder = rest % left.length
    for (let i = left.length - 1; i >= 0; i--) {
      allocated[left[i]!.name] = remainder > 0 ? average + 1 : average
      if (remainder > 0) remainder--
    }
  }
  return { replicas: allocated }
}

/** validateReplicas: the specified replicas must fit spec.replicas, and fill it when every subset is specified. */
function validate(view: UnitedDeploymentView, total: number, specified: Map<string, number>): string | undefined {
  const sum = [...specified.values()].reduce((a, b) => a + b, 0)
  const all = view.subsets.every((s) => specified.has(s.name))
  if (total === -1) return all ? undefined : 'all subsets must be specified when UnitedDeployment replica is unspecified'
  if (sum > total) return `specified subsets' replica (${sum}) is greater than UnitedDeployment replica (${total})`
  if (sum < total && all) return `specified subsets' replica (${sum}) is less than UnitedDeployment replica (${total})`
  return undefined
}

function otherAllocator(view: UnitedDeploymentView): string | undefined {
  if (view.scheduleStrategy.adaptive) return 'spec.topology.scheduleStrategy.type is Adaptive: Kruise moves replicas between subsets as Pods fail to schedule'
  if (view.subsets.some((s) => s.minReplicas !== undefined || s.maxReplicas !== undefined)) {
    return 'a subset sets minReplicas or maxReplicas: Kruise fills subsets up to their limits in order'
  }
  return undefined
}
