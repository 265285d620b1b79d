import { type Workload, readPreviousWorkload, readWorkload } from '../workloads/workload.js'
import type { PodUpdatePolicy, UpdateType, WorkloadKind, WorkloadView } from '../workloads/workloadView.js'
import { type TemplateClassification, type Verdict, classifyWithGates } from './eligibility.js'
import { type FeatureGates, resolveGates } from '../kruise/gates.js'
import { explainShifts } from './shifts.js'
import { type Trap, detectTraps } from './traps.js'
import { volumeClaimTemplatesHash } from '../workloads/volumeClaims.js'
import { DEFAULT_KRUISE_RELEASE, type KruiseApiVersion, type KruiseRelease, requireServedVersion } from '../kruise/releases.js'
import { type DroppedField, podTemplateType } from '../kruise/knownFields.js'
import { inPlaceOnlyRejections } from './inPlaceOnlyValidation.js'
import type { KruiseRefusal } from './kruiseRefusal.js'
import { kruiseWebhookRefusals } from './kruiseWebhookRefusals.js'
import { updateOptionsFor } from './updateOptions.js'
import { daemonSetRecreateReason } from './daemonSetInPlace.js'
import type { PreviousWorkload } from '../workloads/previousWorkload.js'
import type { Change } from './diff.js'
import type { PodTemplate } from '../kube/podTemplate.js'

export type Outcome = 'unchanged' | 'in-place' | 'recreate'
/**
 * What OpenKruise does with the outcome under the declared strategy: `rollout-fails` (InPlaceOnly cannot recreate:
 * the controller stops with "update strategy is InPlaceOnly but can not update in-place"), `silent-recreate`
 * (InPlaceIfPossible falls back without saying so), `recreate` (ReCreate recreates whatever changed).
 */
export type Consequence = 'none' | 'in-place' | 'rollout-fails' | 'silent-recreate' | 'recreate' | 'on-delete'

export interface Prediction {
  kind: WorkloadKind
  namespace: string
  name: string
  version: KruiseApiVersion
  /** What happens to the Pods under the declared strategy. */
  outcome: Outcome
  /** What the template change allows (OpenKruise's CanUpdateInPlace). */
  eligibility: Outcome
  strategy: PodUpdatePolicy
  updateType: UpdateType
  /** The object holding partition and friends: `spec.updateStrategy` or `spec.updateStrategy.rollingUpdate`. */
  strategyField: string
  /** Where the policy is declared: `spec.updateStrategy.type` or `spec.updateStrategy.rollingUpdate.podUpdatePolicy`. */
  policyField: string
  /** False when the CloneSet leaves policyField unset (the strategy is Kruise's default). */
  strategyDeclared: boolean
  /** policyField holds a value Kruise's webhook refuses: `strategy` is how its controller would read it. */
  strategyRefused: boolean
  consequence: Consequence
  verdicts: Verdict[]
  blocking: Verdict[]
  restartedContainers: string[]
  notes: string[]
  traps: Trap[]
  gates: FeatureGates
  /**
   * The template changes OpenKruise's own validating webhook rejects: under InPlaceOnly every `spec.template.spec` change
   * but a replace its image pattern matches (inplace/inPlaceOnlyValidation.ts). Empty when it accepts.
   */
  kruiseWebhookRejects: Change[]
  /**
   * The other rules of OpenKruise's own validating webhook that refuse this write (inplace/kruiseWebhookRefusals.ts):
   * an Advanced StatefulSet's missing readiness gate, maxUnavailable or unorderedUpdate without Parallel, a field an
   * update may not change. Empty when it accepts.
   */
  kruiseWebhookRefusals: KruiseRefusal[]
  /** The Kruise release line the prediction is for. */
  kruiseRelease: KruiseRelease
  /**
   * Fields of the new CloneSet's pod template and claim templates that this release's Go types (its k8s.io/api) do
   * not know: Kruise drops them on decoding, so they never reach a Pod, and the prediction is made without them.
   */
  droppedFields: DroppedField[]
}

/**
 * A prediction with the new pod template as the release's Go types decode it (droppedFields gone): what it compared,
 * and what the revisions Pods still run are checked against (rollout/heldBackRevisions.ts). The template holds the
 * CloneSet's values, so it is kept beside the Prediction, never in it (a Prediction carries no value).
 */
export interface DecodedPrediction {
  prediction: Prediction
  template: PodTemplate
  /** The new workload as read (template is its template): its revision naming and its controller's in-place options. */
  view: WorkloadView
}

export interface PredictOptions {
  gates?: Partial<FeatureGates>
  /**
   * The Kruise release line whose API and Go types apply (default DEFAULT_KRUISE_RELEASE in kruise/releases.ts).
   * When given, an object at an API version that release does not serve is refused (CloneSetVersionNotServedError for a CloneSet);
   * when left out, both versions are read (callers that model no particular cluster: tests, the embedded demo).
   */
  kruise?: KruiseRelease
  /** False leaves `notes` empty: for callers that show no notes (the webhook), the walk that writes them is skipped. */
  notes?: boolean
}

/**
 * Will OpenKruise update the Pods in place when the workload (a CloneSet, an Advanced StatefulSet or DaemonSet) goes from `oldObject`
 * to `newObject`, and if not, why?
 */
export function predictUpdate(oldObject: unknown, newObject: unknown, options: PredictOptions = {}): Prediction {
  return decodedUpdate(oldObject, newObject, options).prediction
}

/** A new workload: nothing to update, but the rollout traps visible on the object. */
export function predictCreate(object: unknown, options: PredictOptions = {}): Prediction {
  return decodedCreate(object, options).prediction
}

/** predictUpdate or predictCreate, with the decoded new template beside the prediction. */
export function predictDecoded(operation: 'CREATE' | 'UPDATE', oldObject: unknown, newObject: unknown, options: PredictOptions = {}): DecodedPrediction {
  return operation === 'UPDATE' ? decodedUpdate(oldObject, newObject, options) : decodedCreate(newObject, options)
}

function decodedUpdate(oldObject: unknown, newObject: unknown, options: PredictOptions): DecodedPrediction {
  const gates = resolveGates(options.gates)
  const release = options.kruise ?? DEFAULT_KRUISE_RELEASE
  const before = readPreviousWorkload(oldObject, { kruise: release })
  const after = readWorkload(newObject, { kruise: release })
  if (options.kruise !== undefined) requireServedVersion(after.kind, after.version, options.kruise)
  const oldVctHash = volumeClaimTemplatesHash(before.volumeClaimTemplates, gates)
  const updateOptions = updateOptionsFor(after, oldVctHash, gates, podTemplateType(release))
  // The old template is read as written: the diff reads it through the release's Go types, which is Kruise's decode.
  const classification = classifyWithGates(before.template, after.template, comparisonGates(after, gates), updateOptions)
  // A controller that compares no claim hash (Advanced StatefulSet) still has claim templates that changed or not.
  const vctChanged = updateOptions.newVctHash !== undefined
    ? updateOptions.oldVctHash !== updateOptions.newVctHash
    : oldVctHash !== volumeClaimTemplatesHash(after.volumeClaimTemplates, gates)
  const rejects = inPlaceOnlyRejections(after, { changes: classification.verdicts, oldTemplate: before.template, newTemplate: after.template, gates })
  const refusals = kruiseWebhookRefusals(after, release, gates, oldObject)
  const traps = detectTraps(after, { classification, vctChanged, gates, kruiseWebhookRejects: rejects, previous: before, refusedFields: refusedFields(refusals) })
  const prediction = assemble(after, before, classification, traps, { rejects, refusals }, gates, options.notes !== false, release, after.droppedFields)
  return { prediction, template: after.template, view: after }
}

function decodedCreate(object: unknown, options: PredictOptions): DecodedPrediction {
  const gates = resolveGates(options.gates)
  const release = options.kruise ?? DEFAULT_KRUISE_RELEASE
  const view = readWorkload(object, { kruise: release })
  if (options.kruise !== undefined) requireServedVersion(view.kind, view.version, options.kruise)
  const dropped = view.droppedFields
  const refusals = kruiseWebhookRefusals(view, release, gates)
  const prediction: Prediction = {
    ...base(view, gates),
    outcome: 'unchanged', eligibility: 'unchanged', consequence: 'none',
    verdicts: [], blocking: [], restartedContainers: [], notes: [], kruiseWebhookRejects: [], kruiseWebhookRefusals: refusals,
    traps: detectTraps(view, { vctChanged: false, gates, refusedFields: refusedFields(refusals) }),
    kruiseRelease: release, droppedFields: dropped,
  }
  return { prediction, template: view.template, view }
}

/** The fields Kruise's webhook refuses; undefined (the common case) when it refuses none. */
function refusedFields(refusals: readonly KruiseRefusal[]): ReadonlySet<string> | undefined {
  return refusals.length === 0 ? undefined : new Set(refusals.map((r) => r.field))
}

function base(view: WorkloadView, gates: FeatureGates) {
  return {
    kind: view.kind, namespace: view.namespace, name: view.name, version: view.version,
    strategy: view.podUpdatePolicy, updateType: view.updateType, strategyField: view.strategyField, policyField: view.policyField,
    strategyDeclared: view.strategyDeclared, strategyRefused: strategyRefused(view), gates,
  }
}

function strategyRefused(view: WorkloadView): boolean {
  return view.unsupportedValues.length > 0 && view.unsupportedValues.some((v) => v.field === view.policyField)
}

/**
 * The gates the template comparison runs under: where the workload's revisions hold the template as written (Advanced
 * DaemonSet), no pod defaults enter it, as under TemplateNoDefaults.
 */
export function comparisonGates(view: WorkloadView, gates: FeatureGates): FeatureGates {
  return view.templateUndefaulted === true && !gates.TemplateNoDefaults ? { ...gates, TemplateNoDefaults: true } : gates
}

function assemble(
  view: Workload, before: PreviousWorkload, c: TemplateClassification, traps: Trap[], kruise: { rejects: Change[]; refusals: KruiseRefusal[] }, gates: FeatureGates,
  withNotes: boolean,
  release: KruiseRelease, dropped: DroppedField[],
): Prediction {
  const blocking = c.verdicts.filter((v) => v.effect === 'recreate')
  const eligibility: Outcome = c.eligibility
  const { outcome, consequence } = consequenceOf(view, before, eligibility)
  const restarted = outcome === 'in-place' ? restartedContainers(c.verdicts) : []
  const notes = eligibility === 'unchanged' || !withNotes ? [] : explainShifts(c.oldTemplate, c.newTemplate, { envNamesMayDiffer: envNamesMayDiffer(c.verdicts) })
  // One literal with base()'s keys first: V8 makes adding keys to a copy a slow path (it was most of this function's time).
  return {
    kind: view.kind, namespace: view.namespace, name: view.name, version: view.version,
    strategy: view.podUpdatePolicy, updateType: view.updateType, strategyField: view.strategyField, policyField: view.policyField,
    strategyDeclared: view.strategyDeclared, strategyRefused: strategyRefused(view), gates,
    outcome, eligibility, consequence,
    verdicts: c.verdicts, blocking, restartedContainers: restarted, notes, traps,
    kruiseWebhookRejects: kruise.rejects, kruiseWebhookRefusals: kruise.refusals,
    kruiseRelease: release, droppedFields: dropped,
  }
}

/**
 * Env var names can only differ, between the containers explainShifts pairs by name, where a change replaced, added or
 * removed a container or an env var, or renamed one (or replaced the whole spec). A change inside an env var (its
 * value, its valueFrom) leaves every name in place: no env shift to explain, and the env lists need no reading (the
 * common env edit).
 */
const NAME_MOVING_CHANGE = /(?:^|\/spec|\/(?:containers|initContainers|env)(?:\/\d+(?:\/name)?)?)$/

function envNamesMayDiffer(verdicts: Verdict[]): boolean {
  for (const v of verdicts) if (NAME_MOVING_CHANGE.test(v.change.pointer)) return true
  return false
}

function restartedContainers(verdicts: Verdict[]): string[] {
  const names: string[] = []
  for (const v of verdicts) for (const name of v.restarts ?? []) if (!names.includes(name)) names.push(name)
  return names.sort()
}

function consequenceOf(view: Workload, before: PreviousWorkload, eligibility: Outcome): { outcome: Outcome; consequence: Consequence } {
  if (eligibility === 'unchanged') return { outcome: 'unchanged', consequence: 'none' }
  if (view.updateType === 'OnDelete') return { outcome: 'recreate', consequence: 'on-delete' }
  // The DaemonSet controller recreates a Pod it could update in place when it surges or the Pod lacks the readiness gate.
  if (view.kind === 'DaemonSet' && view.podUpdatePolicy === 'InPlaceIfPossible' && eligibility === 'in-place' && daemonSetRecreateReason(view, before) !== undefined) {
    return { outcome: 'recreate', consequence: 'silent-recreate' }
  }
  switch (view.podUpdatePolicy) {
    case 'ReCreate':
      return { outcome: 'recreate', consequence: 'recreate' }
    case 'InPlaceOnly':
      return eligibility === 'recreate' ? { outcome: 'recreate', consequence: 'rollout-fails' } : { outcome: 'in-place', consequence: 'in-place' }
    case 'InPlaceIfPossible':
      return eligibility === 'recreate' ? { outcome: 'recreate', consequence: 'silent-recreate' } : { outcome: 'in-place', consequence: 'in-place' }
  }
}
