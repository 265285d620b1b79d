import type { FeatureGates } from '../kruise/gates.js'
import type { UnitedDeploymentSubset, UnitedDeploymentView } from '../workloads/unitedDeployment.js'
import type { WorkloadView } from '../workloads/workloadView.js'
import { subsetRevisionLabelTrap } from './subsetRevisionLabelTrap.js'
import type { Trap, TrapId } from './trap.js'

/**
 * The child's own rollout traps that hold for a UnitedDeployment's subset: those its template alone decides. Left out:
 * those that read the child's replicas or partition (max-unavailable-zero, max-unavailable-floored, surge-with-in-place,
 * partition-holds-all: the UnitedDeployment's allocator and manualUpdate set them, which a prediction of the spec does
 * not know), those whose words do not fit a child the UnitedDeployment writes (vct-only and claim-templates-unapplied:
 * a claim-template change is a new UnitedDeployment revision, so the child's template changes too), those the
 * UnitedDeployment's messages already give (in-place-only-stall is the subset's rollout-fails; readiness-gate-added its
 * recreate; the Kruise refusals they restate are childRefusals), and the revision-label trap, worded for the
 * UnitedDeployment's names (subsetRevisionLabelTrap.ts).
 */
const CHILD_TRAPS: ReadonlySet<TrapId> = new Set<TrapId>(['paused', 'vct-with-in-place', 'env-metadata-stale'])

/** A subset's traps: the child's own that hold (their fields under the UnitedDeployment's template field), and its revision label's. */
export function subsetTraps(view: UnitedDeploymentView, subset: UnitedDeploymentSubset, child: WorkloadView, childTraps: readonly Trap[], gates: FeatureGates): Trap[] {
  const own = childTraps.filter((t) => CHILD_TRAPS.has(t.id)).map((t) => ({ ...t, field: `${view.templateField}.${t.field}` }))
  return [...own, ...subsetRevisionLabelTrap(view, subset, child, childTraps, gates)]
}
