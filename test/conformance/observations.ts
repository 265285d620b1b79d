import { DEFAULT_POLICY } from '../../src/admission/policy.js'
import { isGuardError } from '../../src/errors.js'
import { validateReview } from '../../src/admission/validation.js'
import { readPreviousWorkload, readWorkload } from '../../src/engine/workloads/workload.js'
import { type UpdateSpec, calculateInPlaceUpdateSpec } from '../../src/engine/inplace/eligibility.js'
import { type FeatureGates, resolveGates } from '../../src/engine/kruise/gates.js'
import type { KruiseRelease } from '../../src/engine/kruise/releases.js'
import { type Prediction, comparisonGates, predictUpdate } from '../../src/engine/inplace/prediction.js'
import { updateOptionsFor } from '../../src/engine/inplace/updateOptions.js'
import { volumeClaimTemplatesHash } from '../../src/engine/workloads/volumeClaims.js'
import type { Obj } from './cloneSets.js'
import type { OracleAnswer } from './oracle.js'

/**
 * What one side (the engine with our webhook, or Kruise's code through the oracle) says about a pair, in one shape
 * so the two compare field by field.
 */
export interface Observation {
  /**
   * What the workload's controller does to a Pod of the old revision under the declared strategy: for an Advanced
   * StatefulSet also `on-delete` (OnDelete: nothing until the Pod is deleted) and `stall` (InPlaceOnly that cannot go in
   * place: the controller returns an error on every reconcile). CloneSet's InPlaceOnly that cannot go in place is `recreate`.
   */
  outcome: 'unchanged' | 'in-place' | 'recreate' | 'on-delete' | 'stall' | 'not-upgradable' | 'not-updated' | 'paused'
  /** Kruise's CanUpdateInPlace on the two revisions (engine: eligibility === 'in-place'). */
  inPlace: boolean
  /** The in-place UpdateSpec without its revision name, when `inPlace`. */
  updateSpec: NormalSpec | null
  /** Containers an in-place update restarts (empty unless outcome is in-place). */
  restarted: string[]
  /** Whether the update is refused before it is stored (see admissionDenied for each side). */
  denied: boolean
  /** Engine only: whether our webhook denies the objects as it receives them in a cluster (OracleAnswer.stored). */
  deniedInCluster?: boolean | string
  /** Engine only: whether it denies the stored old object (OracleAnswer.stored) beside the new manifest; text if it cannot read them. */
  deniedFromStoredOld?: boolean | string
  /** Kruise's webhook message, or our deny message. */
  message?: string
  /** Set when this side could not read the pair at all. */
  error?: string
  /** SidecarSet only: hashes and one controller round (sidecarSetObservations.ts). */
  sidecarSet?: unknown
  /** UnitedDeployment: each subset's child (unitedDeploymentObservations.ts), and whether its revision changes. */
  subsets?: unknown
  revisionChanged?: boolean
  /** UnitedDeployment: the ControllerRevision names, old and new (the children's pod templates carry them). */
  revisionNames?: { old: string; new: string }
}

export interface NormalSpec {
  containerImages: Record<string, string>
  containerResources: Record<string, { limits?: Record<string, string>; requests?: Record<string, string> }>
  containerRefMetadata: Record<string, { labels?: Record<string, string>; annotations?: Record<string, string> }>
  metaDataPatch: NonNullable<UpdateSpec['metaDataPatch']>
  updateEnvFromMetadata: boolean
  graceSeconds: number
}

/** The engine's prediction, its UpdateSpec, and the decision of our validating webhook (default policy, configured for the Kruise release under test). */
export function observeEngine(old: Obj, updated: Obj, gates: Partial<FeatureGates>, kruise: KruiseRelease): Observation {
  try {
    const prediction = predictUpdate(old, updated, { gates, kruise, notes: false })
    const inPlace = prediction.eligibility === 'in-place'
    const review = validateReview(updateReview(old, updated), { policy: DEFAULT_POLICY, gates: resolveGates(gates), kruise, onError: 'deny' }).review.response
    return {
      outcome: engineOutcome(prediction),
      inPlace,
      updateSpec: inPlace ? normalEngineSpec(engineUpdateSpec(old, updated, gates, kruise)) : null,
      restarted: prediction.outcome === 'in-place' ? [...prediction.restartedContainers].sort() : [],
      denied: !review.allowed,
      ...(review.status ? { message: review.status.message } : {}),
    }
  } catch (err) {
    if (engineCannotDecode(err)) {
      const review = validateReview(updateReview(old, updated), { policy: DEFAULT_POLICY, gates: resolveGates(gates), kruise, onError: 'deny' }).review.response
      return { ...undecodable(), denied: !review.allowed }
    }
    return { outcome: 'unchanged', inPlace: false, updateSpec: null, restarted: [], denied: false, error: String(err) }
  }
}

/**
 * Both sides agree that the new object does not decode: Kruise's webhooks fail on a value of the wrong JSON type (the
 * apiserver then refuses the write with their error), and the engine reports that field as a coded read error.
 */
export function undecodable(): Observation {
  return { outcome: 'unchanged', inPlace: false, updateSpec: null, restarted: [], denied: true, error: 'the new object does not decode' }
}

export function kruiseCannotDecode(answer: OracleAnswer): boolean {
  return answer.error !== undefined && answer.stage === 'update' && /^Kruise's mutating webhook rejects the UPDATE: .*cannot unmarshal/.test(answer.error)
}

export function engineCannotDecode(err: unknown): boolean {
  return isGuardError(err) && err.code === 'IPG_ERR_FIELD_TYPE'
}

/** The prediction in the oracle's words: the consequence where the workload's controller neither recreates nor updates in place. */
function engineOutcome(prediction: Prediction): Observation['outcome'] {
  if (prediction.consequence === 'on-delete') return 'on-delete'
  if (prediction.kind === 'StatefulSet' && prediction.consequence === 'rollout-fails') return 'stall'
  return prediction.outcome
}

/** Our validating webhook (default policy) on an update of `old` to `updated`: the oracle's stored objects, as a cluster or `check` hands them. */
export function engineDenies(old: Obj, updated: Obj, gates: Partial<FeatureGates>, kruise: KruiseRelease): boolean {
  return !validateReview(updateReview(old, updated), { policy: DEFAULT_POLICY, gates: resolveGates(gates), kruise, onError: 'deny' }).review.response.allowed
}

/** calculateInPlaceUpdateSpec with the options the workload's controller passes. */
function engineUpdateSpec(old: Obj, updated: Obj, gates: Partial<FeatureGates>, kruise: KruiseRelease): UpdateSpec | null {
  const resolved = resolveGates(gates)
  const before = readPreviousWorkload(old, { kruise })
  const view = readWorkload(updated, { kruise })
  // An Advanced DaemonSet's revisions hold its template as written: compared without pod defaults.
  return calculateInPlaceUpdateSpec(before.template, view.template, {
    ...updateOptionsFor(view, volumeClaimTemplatesHash(before.volumeClaimTemplates, resolved), resolved), gates: comparisonGates(view, resolved), revision: '',
  })
}

function updateReview(old: Obj, updated: Obj) {
  return {
    apiVersion: 'admission.k8s.io/v1' as const,
    request: {
      uid: 'conformance', kind: { group: 'apps.kruise.io', version: String(updated.apiVersion ?? '').split('/')[1] ?? '', kind: String(updated.kind) }, subResource: '',
      namespace: String(updated.metadata?.namespace ?? ''), name: String(updated.metadata?.name ?? ''),
      operation: 'UPDATE' as const, username: 'conformance', dryRun: false, object: updated, oldObject: old,
    },
  }
}

/**
 * Kruise's side. Denied: Kruise's own validating webhook refuses the update, or the strategy is InPlaceOnly and the
 * controller cannot update in place (a CloneSet's rollout stops with "update strategy is InPlaceOnly but can not update
 * in-place"; an Advanced StatefulSet's controller stalls with "find strategy is InPlaceOnly but Pod … can not update
 * in-place"): the cases in which our webhook, with its default policy, must deny.
 */
export function observeKruise(answer: OracleAnswer): Observation {
  if (kruiseCannotDecode(answer)) return undecodable()
  if (answer.error !== undefined) {
    return { outcome: 'unchanged', inPlace: false, updateSpec: null, restarted: [], denied: true, error: `${answer.stage}: ${answer.error}` }
  }
  const outcome = answer.outcome!
  const webhookDenies = answer.webhook?.allowed === false
  return {
    outcome,
    inPlace: answer.canUpdateInPlace,
    updateSpec: answer.canUpdateInPlace && answer.updateSpec ? normalOracleSpec(answer.updateSpec) : answer.canUpdateInPlace ? normalOracleSpec({}) : null,
    restarted: outcome === 'in-place' ? [...(answer.restartedContainers ?? [])].sort() : [],
    denied: webhookDenies || outcome === 'stall' || (answer.strategy === 'InPlaceOnly' && outcome === 'recreate'),
    ...(webhookDenies && answer.webhook?.message ? { message: answer.webhook.message } : {}),
  }
}

function normalEngineSpec(spec: UpdateSpec | null): NormalSpec | null {
  if (!spec) return null
  return {
    containerImages: spec.containerImages ?? {},
    containerResources: spec.containerResources ?? {},
    containerRefMetadata: spec.containerRefMetadata ?? {},
    metaDataPatch: spec.metaDataPatch ?? {},
    updateEnvFromMetadata: spec.updateEnvFromMetadata ?? false,
    graceSeconds: spec.graceSeconds ?? 0,
  }
}

function normalOracleSpec(spec: NonNullable<OracleAnswer['updateSpec']>): NormalSpec {
  return {
    containerImages: spec.containerImages ?? {},
    containerResources: spec.containerResources ?? {},
    containerRefMetadata: spec.containerRefMetadata ?? {},
    metaDataPatch: spec.metaDataPatch?.metadata ?? {},
    updateEnvFromMetadata: spec.updateEnvFromMetadata ?? false,
    graceSeconds: spec.graceSeconds ?? 0,
  }
}
