import type { FeatureGates } from '../kruise/gates.js'
import { type JsonObject, isJsonObject } from '../kube/json.js'
import type { UnitedDeploymentSubset, UnitedDeploymentView } from '../workloads/unitedDeployment.js'
import type { WorkloadView } from '../workloads/workloadView.js'
import { statefulSetPodsRefused } from './podsRefusedTrap.js'
import { subsetRevisionLabelTrap } from './subsetRevisionLabelTrap.js'
import type { Trap, TrapId } from './trap.js'

/**
 * The child's own rollout traps that hold for a UnitedDeployment's subset: those its template alone decides. Left out:
 * those that read the child's replicas or partition (max-unavailable-zero, max-unavailable-floored, surge-with-in-place,
 * partition-holds-all: the UnitedDeployment's allocator and manualUpdate set them, which a prediction of the spec does
 * not know), those whose words do not fit a child the UnitedDeployment writes (vct-only and claim-templates-unapplied:
 * a claim-template change is a new UnitedDeployment revision, so the child's template changes too), those the
 * UnitedDeployment's messages already give (in-place-only-stall is the subset's rollout-fails; readiness-gate-added its
 * recreate; the Kruise refusals they restate are childRefusals), and the revision-label and pods-refused traps, worded
 * for the UnitedDeployment (subsetRevisionLabelTrap.ts, subsetPodsRefused).
 */
const CHILD_TRAPS: ReadonlySet<TrapId> = new Set<TrapId>(['paused', 'vct-with-in-place', 'env-metadata-stale'])

/** The child as the engine decoded it (CloneSet and Advanced StatefulSet children), and its own traps. */
export interface DecodedChild {
  view: WorkloadView
  traps: readonly Trap[]
}

/**
 * A subset's traps: the child's own that hold (their fields under the UnitedDeployment's template field), its Pods'
 * refusal and its revision label's. `rendered` is the child as the controller writes it.
 */
export function subsetTraps(view: UnitedDeploymentView, subset: UnitedDeploymentSubset, rendered: JsonObject, decoded: DecodedChild | undefined, gates: FeatureGates): Trap[] {
  const podsRefused = subsetPodsRefused(view, rendered)
  if (decoded === undefined) return podsRefused
  const own = decoded.traps.filter((t) => CHILD_TRAPS.has(t.id)).map((t) => ({ ...t, field: `${view.templateField}.${t.field}` }))
  return [...own, ...podsRefused, ...subsetRevisionLabelTrap(view, subset, decoded.view, decoded.traps, gates)]
}

/** Who lets a StatefulSet child's template through without Kubernetes' Pod validation. */
const ADMITTED_BY: Partial<Record<UnitedDeploymentView['childKind'], string>> = {
  AdvancedStatefulSet: "Neither OpenKruise's UnitedDeployment webhook nor its StatefulSet webhook runs Kubernetes' Pod validation on an Advanced StatefulSet child's pod template",
  StatefulSet: "Neither OpenKruise's UnitedDeployment webhook nor the API server's StatefulSet validation runs Kubernetes' Pod validation on a StatefulSet child's pod template",
}

/**
 * A StatefulSet child's Pods that the API server refuses, at the fields of the UnitedDeployment's template (a subset
 * patch can be the cause too). A Deployment child's template is refused by the UnitedDeployment's webhook, a CloneSet
 * child by its own: those are refusals.
 */
function subsetPodsRefused(view: UnitedDeploymentView, rendered: JsonObject): Trap[] {
  const admittedBy = ADMITTED_BY[view.childKind]
  if (admittedBy === undefined) return []
  const spec = isJsonObject(rendered.spec) ? rendered.spec : {}
  const claims = Array.isArray(spec.volumeClaimTemplates) ? spec.volumeClaimTemplates : []
  return statefulSetPodsRefused(spec.template, claims, { spec: `${view.templateField}.spec`, admittedBy })
}
