import { type Obj, baseCloneSet } from './cloneSets.js'
import { MUTATION_CLASSES, type MutationClass, TEMPLATE_CLASSES } from './mutations.js'
import type { Random } from './random.js'
import { DAEMONSET_CLASSES } from './daemonSetMutations.js'
import { DAEMONSET_VERSIONS, baseDaemonSet } from './daemonSets.js'
import { STATEFULSET_CLASSES } from './statefulSetMutations.js'
import { SIDECARSET_CLASSES } from './sidecarSetMutations.js'
import { observeSidecarSetEngine, observeSidecarSetKruise } from './sidecarSetObservations.js'
import { baseSidecarSet } from './sidecarSets.js'
import { STATEFULSET_VERSIONS, baseStatefulSet } from './statefulSets.js'
import { UNITED_DEPLOYMENT_CLASSES, drawUnitedDeploymentMutation } from './unitedDeploymentMutations.js'
import { observeUnitedDeploymentEngine, observeUnitedDeploymentKruise } from './unitedDeploymentObservations.js'
import { CHILD_KINDS, baseUnitedDeployment, childKindOf } from './unitedDeployments.js'
import type { KruiseLine, Mutation } from './mutations.js'
import type { Observation } from './observations.js'
import type { OracleAnswer } from './oracle.js'
import type { FeatureGates } from '../../src/engine/kruise/gates.js'

/**
 * The workloads the conformance suite plays, each with its base objects and the mutation classes drawn for it. Another
 * workload joins by adding one entry here: its base generator and its own classes beside the
 * template classes; the oracle, the engine and our webhook are asked by the object's kind.
 */
export interface ConformanceWorkload {
  kind: 'CloneSet' | 'StatefulSet' | 'DaemonSet' | 'SidecarSet' | 'UnitedDeployment'
  /** The classes drawn for this workload, in the order of its table. */
  classes: readonly MutationClass[]
  /** Mixed into the suite's seed, so each workload draws its own pairs from the one seed printed. */
  seedSalt: number
  /** A base object as a user of the release writes it (at an API version the release serves). */
  base(rng: Random, index: number, kruise: KruiseLine): Obj
  /** More rows of the table, by what the base object is (a pair counts under each it has): e.g. its apiVersion. */
  facetRows: readonly string[]
  facets(base: Obj): string[]
  /** A workload whose classes are not all mutations.ts's draws its own (default: mutations.ts's drawMutation). */
  draw?(cls: MutationClass, rng: Random, base: Obj, kruise: KruiseLine): Mutation | undefined
  /**
   * A workload observed otherwise than by one prediction (default: observations.ts): both sides observed by it, the
   * engine's side after Kruise's answer, which it may read (the Pods the oracle built for a SidecarSet).
   */
  observe?: {
    engine(old: Obj, updated: Obj, gates: Partial<FeatureGates>, kruise: KruiseLine, answer: OracleAnswer): Observation
    kruise(answer: OracleAnswer, updated: Obj): Observation
  }
}

export const CLONESET: ConformanceWorkload = { kind: 'CloneSet', classes: MUTATION_CLASSES, seedSalt: 0, base: baseCloneSet, facetRows: [], facets: () => [] }

export const STATEFULSET: ConformanceWorkload = {
  kind: 'StatefulSet', classes: [...TEMPLATE_CLASSES, ...STATEFULSET_CLASSES], seedSalt: 0x5175, base: baseStatefulSet,
  facetRows: STATEFULSET_VERSIONS.map(String),
  facets: (base) => [String(base.apiVersion)],
}

export const DAEMONSET: ConformanceWorkload = {
  kind: 'DaemonSet', classes: [...TEMPLATE_CLASSES, ...DAEMONSET_CLASSES], seedSalt: 0xda5e, base: baseDaemonSet,
  facetRows: DAEMONSET_VERSIONS['1.9'].map(String),
  facets: (base) => [String(base.apiVersion)],
}

export const SIDECARSET: ConformanceWorkload = {
  kind: 'SidecarSet', classes: SIDECARSET_CLASSES, seedSalt: 0x5c5e, base: baseSidecarSet, facetRows: [], facets: () => [],
  observe: { engine: (old, updated, _gates, kruise, answer) => observeSidecarSetEngine(old, updated, kruise, answer), kruise: observeSidecarSetKruise },
}

export const UNITED_DEPLOYMENT: ConformanceWorkload = {
  kind: 'UnitedDeployment', classes: [...TEMPLATE_CLASSES, ...UNITED_DEPLOYMENT_CLASSES], seedSalt: 0x0ed0, base: baseUnitedDeployment,
  facetRows: CHILD_KINDS, facets: (base) => [childKindOf(base)], draw: drawUnitedDeploymentMutation,
  observe: { engine: (old, updated, gates, kruise, answer) => observeUnitedDeploymentEngine(old, updated, gates, kruise, answer), kruise: (answer) => observeUnitedDeploymentKruise(answer) },
}

export const CONFORMANCE_WORKLOADS: readonly ConformanceWorkload[] = [CLONESET, STATEFULSET, DAEMONSET, SIDECARSET, UNITED_DEPLOYMENT]
