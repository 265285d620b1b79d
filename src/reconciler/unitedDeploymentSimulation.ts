import type { FeatureGates } from '../engine/kruise/gates.js'
import type { KruiseRelease } from '../engine/kruise/releases.js'
import { type JsonObject, isJsonObject } from '../engine/kube/json.js'
import { type SubsetReplicas, allocateSubsetReplicas } from '../engine/rollout/unitedDeploymentReplicas.js'
import { type SubsetPrediction, type UnitedDeploymentPrediction, predictUnitedDeploymentUpdate, renderSubsetChildren } from '../engine/inplace/unitedDeploymentPrediction.js'
import { readUnitedDeployment } from '../engine/workloads/unitedDeployment.js'
import { type Workload, readWorkload } from '../engine/workloads/workload.js'
import type { WorkloadObject } from './cluster.js'
import { type SimulationOptions, type SimulationResult, runSimulatedRollout } from './simulation.js'

/**
 * A UnitedDeployment update played subset by subset: each subset's child is rendered before and after exactly as the
 * engine renders it for its prediction (renderSubsetChildren: the template, the subset's selector, revision label,
 * node affinity, tolerations, patch, replicas and partition); a CloneSet or Advanced StatefulSet child's rollout runs
 * on the embedded cluster (runSimulatedRollout, old child → new child). apps/v1 StatefulSet and Deployment children
 * are not played: the engine's prediction (every Pod recreated, or OnDelete) is reported as it is.
 */

export type SubsetSimulationOutcome =
  | 'completed' | 'stalled' | 'not-finished' | 'unchanged' | 'not-played' | 'created' | 'deleted' | 'replaced' | 'refused'
  /** Not updated: Kruise's write of another subset's child is refused, and each reconcile stops there. */
  | 'blocked'
  /** Not written: kruise-manager's controller fails before it writes any child (`controllerFailure`). */
  | 'controller-fails'

export interface SubsetSimulation {
  subset: string
  /** `CloneSet shop/ud-zone-a-*`, as the engine names the child. */
  child: string
  outcome: SubsetSimulationOutcome
  prediction: SubsetPrediction
  /** The child's rollout on the embedded cluster (CloneSet and Advanced StatefulSet children that change). */
  simulation?: SimulationResult
  /** The child as the embedded cluster holds it at the end (how the report reads its strategy). */
  childView?: Workload
}

export interface UnitedDeploymentSimulationResult {
  namespace: string
  name: string
  /** Every played subset completed and none was refused. */
  completed: boolean
  /** Kruise's UnitedDeployment webhook refuses the update: nothing changes. */
  refused: string[]
  /** Kruise admits the update, but kruise-manager's controller fails on every write of a child: nothing changes. */
  controllerFailure?: string
  subsets: SubsetSimulation[]
  prediction: UnitedDeploymentPrediction
}

export interface UnitedDeploymentSimulationOptions extends Pick<SimulationOptions, 'notReady' | 'failPull' | 'kubelet' | 'maxSeconds'> {
  before: unknown
  after: unknown
  gates?: Partial<FeatureGates>
  kruise?: KruiseRelease
}

export async function runUnitedDeploymentSimulation(options: UnitedDeploymentSimulationOptions): Promise<UnitedDeploymentSimulationResult> {
  const beforeObject = withDefaultNamespace(options.before)
  const afterObject = withDefaultNamespace(options.after)
  const prediction = predictUnitedDeploymentUpdate(beforeObject, afterObject, { gates: options.gates, kruise: options.kruise })
  const refused = prediction.kruiseWebhookRefusals.map((r) => r.rule)
  const failure = prediction.controllerFailure === undefined ? undefined : `${prediction.controllerFailure.rule}; ${prediction.controllerFailure.remedy}`
  const before = readUnitedDeployment(beforeObject)
  const after = readUnitedDeployment(afterObject)
  const subsets: SubsetSimulation[] = []
  // Each child plays the replicas Kruise's allocator gives its subset, before and after (from the old allocation).
  const oldAllocation = allocated(allocateSubsetReplicas(before))
  const newAllocation = allocated(allocateSubsetReplicas(after, oldAllocation))
  for (const subset of prediction.subsets) {
    const base = { subset: subset.subset, child: subset.child, prediction: subset }
    if (refused.length > 0 || subset.childRefusals.length > 0) subsets.push({ ...base, outcome: 'refused' })
    else if (failure !== undefined) subsets.push({ ...base, outcome: 'controller-fails' })
    else if (subset.change !== 'updated') subsets.push({ ...base, outcome: subset.change })
    else if (prediction.heldBack.includes(subset.subset)) subsets.push({ ...base, outcome: 'blocked' })
    else if (subset.outcome === 'unchanged') subsets.push({ ...base, outcome: 'unchanged' })
    else if (subset.childKind !== 'CloneSet' && subset.childKind !== 'AdvancedStatefulSet') subsets.push({ ...base, outcome: 'not-played' })
    else {
      const oldSubset = before.subsets.find((s) => s.name === subset.subset)!
      const newSubset = after.subsets.find((s) => s.name === subset.subset)!
      const { oldChild, newChild } = renderSubsetChildren(before, after, oldSubset, newSubset, prediction.revisions, options.kruise)
      withAllocatedReplicas(oldChild, oldAllocation, subset.subset)
      withAllocatedReplicas(newChild, newAllocation, subset.subset)
      const simulation = await runSimulatedRollout({
        workload: oldChild,
        change: (current) => ({ ...current, metadata: { ...current.metadata, labels: (newChild.metadata as WorkloadObject['metadata']).labels }, spec: structuredClone(newChild.spec) as WorkloadObject['spec'] }),
        gates: options.gates, kruise: options.kruise, notReady: options.notReady, failPull: options.failPull, kubelet: options.kubelet, maxSeconds: options.maxSeconds,
      })
      const stored = simulation.cluster.allWorkloads()[0]
      subsets.push({ ...base, outcome: simulationOutcome(simulation), simulation, childView: readWorkload(stored, { kruise: options.kruise }) })
    }
  }
  return {
    namespace: after.namespace,
    name: after.name,
    completed: refused.length === 0 && failure === undefined && subsets.every((s) => !NOT_DONE.has(s.outcome)),
    refused,
    ...(refused.length === 0 && failure !== undefined ? { controllerFailure: failure } : {}),
    subsets,
    prediction,
  }
}

function allocated(result: SubsetReplicas): Record<string, number> | undefined {
  return 'replicas' in result ? result.replicas : undefined
}

/** A subset's allocated replicas on its rendered child; without an allocation (not modelled, or refused) the child keeps its own. */
function withAllocatedReplicas(child: JsonObject, allocation: Record<string, number> | undefined, subset: string): void {
  const replicas = allocation?.[subset]
  if (replicas !== undefined && isJsonObject(child.spec)) child.spec.replicas = replicas
}

/** The CLI's default namespace for a UnitedDeployment written without one (its children are named under it). */
function withDefaultNamespace(obj: unknown): unknown {
  if (!isJsonObject(obj)) return obj
  const metadata = isJsonObject(obj.metadata) ? obj.metadata : {}
  if (typeof metadata.namespace === 'string' && metadata.namespace !== '') return obj
  return { ...obj, metadata: { ...metadata, namespace: 'default' } }
}

const NOT_DONE: ReadonlySet<SubsetSimulationOutcome> = new Set(['stalled', 'not-finished', 'refused', 'blocked'])

function simulationOutcome(simulation: SimulationResult): SubsetSimulationOutcome {
  if (simulation.completed) return 'completed'
  return simulation.stoppedAtLimit !== undefined ? 'not-finished' : 'stalled'
}
