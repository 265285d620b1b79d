import { GuardError } from '../../errors.js'
import { type FeatureGates, resolveGates } from '../kruise/gates.js'
import { DEFAULT_KRUISE_RELEASE, type KruiseRelease } from '../kruise/releases.js'
import { canonicalJson } from '../kube/goEncoding.js'
import { type JsonObject, isJsonObject } from '../kube/json.js'
import { CHILD_TYPES, type SubsetChildKind, type UnitedDeploymentSubset, type UnitedDeploymentView, readUnitedDeployment } from '../workloads/unitedDeployment.js'
import { LABEL_UD_REVISION, childDisplayName, renderSubsetChild } from '../workloads/unitedDeploymentChild.js'
import { storedPodTemplate, unitedDeploymentRevisionName } from '../workloads/unitedDeploymentRevision.js'
import { declaredWorkloadPolicy } from '../workloads/workload.js'
import type { PodUpdatePolicy } from '../workloads/workloadView.js'
import { kruiseWebhookOperation } from './inPlaceOnlyValidation.js'
import type { KruiseRefusal } from './kruiseRefusal.js'
import { type Consequence, type Outcome, type Prediction, predictDecoded, predictUpdate } from './prediction.js'
import { subsetTraps } from './subsetTraps.js'
import type { Trap } from './trap.js'
import { unitedDeploymentControllerFailure } from './unitedDeploymentControllerFailure.js'
import { unitedDeploymentRefusals } from './unitedDeploymentRefusals.js'
import { unitedDeploymentRevisionLabelRefusals } from './unitedDeploymentRevisionLabelRefusal.js'
import type { SubsetPrediction } from './subsetPrediction.js'
import { refusalLines, withWriteOrder } from './subsetWriteRefusals.js'
import { unitedDeploymentSpecRefusals } from './unitedDeploymentSpecRefusals.js'

export type { SubsetChange, SubsetPrediction } from './subsetPrediction.js'

export interface UnitedDeploymentPrediction {
  kind: 'UnitedDeployment'
  namespace: string
  name: string
  childKind: SubsetChildKind
  /** Where the child template is written, e.g. `spec.template.cloneSetTemplate`: each child's fields are under it. */
  templateField: string
  revisions: { old: string; new: string }
  subsets: SubsetPrediction[]
  /** The pod update policy the child template declares (an apps/v1 child always recreates: ReCreate). */
  childPolicy: PodUpdatePolicy
  /** Kruise's UnitedDeployment webhook refuses the update itself. */
  kruiseWebhookRefusals: KruiseRefusal[]
  /**
   * Why kruise-manager, once Kruise's webhook admits the write, fails on every write of a subset's workload (it exits:
   * no subset changes while it stays so).
   */
  controllerFailure?: KruiseRefusal
  /**
   * The subsets whose child Kruise does not write while another child's write is refused: every kept subset while a
   * creation is refused (each reconcile stops there), and the children after a refused one in the controller's order
   * (for updates, for certain only when the refused child comes first; `heldBackBecause` says which).
   */
  heldBack: string[]
  /** The worst outcome over the subsets. */
  outcome: Outcome
  gates: FeatureGates
  kruiseRelease: KruiseRelease
}

export interface UnitedDeploymentPredictOptions {
  gates?: Partial<FeatureGates>
  kruise?: KruiseRelease
}

/**
 * What Kruise does to every subset's Pods when the UnitedDeployment goes from `oldObject` to `newObject`: each child
 * is rendered as the controller writes it (before and after), then judged by its own kind's rules: CloneSet and
 * Advanced StatefulSet by their in-place prediction, apps/v1 StatefulSet and Deployment recreate on any pod-template
 * change (a StatefulSet on OnDelete waits for each Pod's deletion).
 */
export function predictUnitedDeploymentUpdate(oldObject: unknown, newObject: unknown, options: UnitedDeploymentPredictOptions = {}): UnitedDeploymentPrediction {
  const gates = resolveGates(options.gates)
  const release = options.kruise ?? DEFAULT_KRUISE_RELEASE
  const before = readUnitedDeployment(oldObject)
  const after = readUnitedDeployment(newObject)
  const revisions = { old: unitedDeploymentRevisionName(before, { gates, release }), new: unitedDeploymentRevisionName(after, { gates, release }) }
  const previous = new Map(before.subsets.map((s) => [s.name, s]))
  const subsets: SubsetPrediction[] = after.subsets.map((subset) => {
    const old = previous.get(subset.name)
    if (old === undefined) return createdSubset(after, subset, revisions.new, gates, release)
    if (before.childKind !== after.childKind) return replacedSubset(before, old, after, subset, revisions.new, gates, release)
    return updatedSubset(before, after, old, subset, revisions, gates, release)
  })
  const kept = new Set(after.subsets.map((s) => s.name))
  for (const old of before.subsets) if (!kept.has(old.name)) subsets.push(removedSubset(before, old))
  return {
    kind: 'UnitedDeployment', namespace: after.namespace, name: after.name, childKind: after.childKind, templateField: after.templateField, childPolicy: declaredChildPolicy(after), revisions,
    ...withWriteOrder(subsets, revisions.old !== revisions.new),
    kruiseWebhookRefusals: unitedDeploymentRefusals(after, before, release, gates), ...controllerFailure(after),
    outcome: worst(subsets.map((s) => s.outcome)), gates, kruiseRelease: release,
  }
}

/** A new UnitedDeployment: every subset's child is created (Kruise's webhooks of the child kind may refuse one). */
export function predictUnitedDeploymentCreate(object: unknown, options: UnitedDeploymentPredictOptions = {}): UnitedDeploymentPrediction {
  const gates = resolveGates(options.gates)
  const release = options.kruise ?? DEFAULT_KRUISE_RELEASE
  const view = readUnitedDeployment(object)
  const revision = unitedDeploymentRevisionName(view, { gates, release })
  const subsets = view.subsets.map((subset) => createdSubset(view, subset, revision, gates, release))
  return {
    kind: 'UnitedDeployment', namespace: view.namespace, name: view.name, childKind: view.childKind, templateField: view.templateField, childPolicy: declaredChildPolicy(view), revisions: { old: revision, new: revision },
    ...withWriteOrder(subsets, false), kruiseWebhookRefusals: unitedDeploymentSpecRefusals(view, release), ...controllerFailure(view),
    outcome: 'unchanged', gates, kruiseRelease: release,
  }
}

function controllerFailure(view: UnitedDeploymentView): Pick<UnitedDeploymentPrediction, 'controllerFailure'> {
  const failure = unitedDeploymentControllerFailure(view)
  return failure === undefined ? {} : { controllerFailure: failure }
}

function declaredChildPolicy(view: UnitedDeploymentView): PodUpdatePolicy {
  if (view.childKind !== 'CloneSet' && view.childKind !== 'AdvancedStatefulSet') return 'ReCreate'
  return declaredWorkloadPolicy({ ...CHILD_TYPES[view.childKind], spec: view.childTemplate.spec }) ?? 'ReCreate'
}

/** The replicas and partition the controller writes: replicas do not change the decision; partition from manualUpdate. */
export function subsetNumbers(view: UnitedDeploymentView, subset: UnitedDeploymentSubset): { replicas: number; partition: number } {
  return { replicas: typeof subset.replicas === 'number' ? subset.replicas : 1, partition: view.partitions[subset.name] ?? 0 }
}

/** Both renderings of a subset's child: as stored before, and as the controller rewrites it. */
export function renderSubsetChildren(
  before: UnitedDeploymentView, after: UnitedDeploymentView, oldSubset: UnitedDeploymentSubset, subset: UnitedDeploymentSubset, revisions: { old: string; new: string },
  release?: KruiseRelease,
): { oldChild: JsonObject; newChild: JsonObject } {
  const oldChild = renderSubsetChild(before, { subset: oldSubset, revision: revisions.old, ...subsetNumbers(before, oldSubset), release })
  const newChild = renderSubsetChild(after, { subset, revision: revisions.new, ...subsetNumbers(after, subset), previous: oldChild, release })
  return { oldChild, newChild }
}

function updatedSubset(
  before: UnitedDeploymentView, after: UnitedDeploymentView, oldSubset: UnitedDeploymentSubset, subset: UnitedDeploymentSubset,
  revisions: { old: string; new: string }, gates: FeatureGates, release: KruiseRelease,
): SubsetPrediction {
  const { oldChild, newChild } = renderSubsetChildren(before, after, oldSubset, subset, revisions, release)
  const child = `${kindWord(after.childKind)} ${childDisplayName(after, subset.name)}`
  const who = `subset ${subset.name} (${child})`
  if (after.childKind === 'CloneSet' || after.childKind === 'AdvancedStatefulSet') {
    const decoded = readingChild(after, subset, () => predictDecoded('UPDATE', oldChild, newChild, { gates, kruise: release, notes: false }))
    const { prediction } = decoded
    const labelRefusals = unitedDeploymentRevisionLabelRefusals(revisions.new)
    const childRefusals = [...labelRefusals, ...updateRefusals(after.childKind, prediction, labelRefusals)]
    return {
      subset: subset.name, childKind: after.childKind, child, change: 'updated', outcome: prediction.outcome, consequence: prediction.consequence,
      prediction, childRefusals, traps: subsetTraps(after, subset, newChild, { view: decoded.view, traps: prediction.traps }, gates),
      messages: messagesFor(who, prediction.outcome, prediction.consequence, childRefusals, prediction),
    }
  }
  // The apiserver compares the two pod templates as its Go types hold them (the StatefulSet's with Kruise's defaults).
  const defaults = after.childKind === 'StatefulSet' && !gates.TemplateNoDefaults
  const stored = (child: JsonObject) => canonicalJson(readingChild(after, subset, () => storedPodTemplate(podTemplateOf(child), defaults, release)))
  const changed = stored(oldChild) !== stored(newChild)
  const onDelete = after.childKind === 'StatefulSet' && updateTypeOf(newChild) === 'OnDelete'
  const outcome: Outcome = changed ? 'recreate' : 'unchanged'
  const consequence: Consequence = !changed ? 'none' : onDelete ? 'on-delete' : 'recreate'
  const childRefusals = unitedDeploymentRevisionLabelRefusals(revisions.new)
  const traps = subsetTraps(after, subset, newChild, undefined, gates)
  return { subset: subset.name, childKind: after.childKind, child, change: 'updated', outcome, consequence, childRefusals, traps, messages: messagesFor(who, outcome, consequence, childRefusals) }
}

function createdSubset(view: UnitedDeploymentView, subset: UnitedDeploymentSubset, revision: string, gates: FeatureGates, release: KruiseRelease): SubsetPrediction {
  const child = `${kindWord(view.childKind)} ${childDisplayName(view, subset.name)}`
  const { refusals, traps } = childCreation(view, subset, revision, gates, release)
  return {
    subset: subset.name, childKind: view.childKind, child, change: 'created', outcome: 'unchanged', consequence: 'none', childRefusals: refusals, traps,
    messages: refusals.length > 0 ? refusalLines(`subset ${subset.name} (${child})`, 'created', refusals) : [`subset ${subset.name} (${child}): created with new Pods`],
  }
}

/**
 * A subset whose template kind changes: Kruise creates the new kind's child as a new subset's, and deletes the old
 * kind's child with its Pods whether or not that creation succeeds.
 */
function replacedSubset(
  before: UnitedDeploymentView, oldSubset: UnitedDeploymentSubset, after: UnitedDeploymentView, subset: UnitedDeploymentSubset, revision: string,
  gates: FeatureGates, release: KruiseRelease,
): SubsetPrediction {
  const removed = removedSubset(before, oldSubset, after.childKind)
  const { refusals, traps } = childCreation(after, subset, revision, gates, release)
  if (refusals.length === 0) return { ...removed, traps }
  const why = `subset ${subset.name} (${removed.child}): the template kind changes to ${kindWord(after.childKind)}`
  return { ...removed, childRefusals: refusals, traps, messages: refusalLines(why, 'replaced', refusals) }
}

function updateRefusals(kind: SubsetChildKind, prediction: Prediction, labelRefusals: readonly string[]): string[] {
  return [
    ...prediction.kruiseWebhookRejects.map((c) => `${kindWord(kind)}'s webhook refuses ${kruiseWebhookOperation(c)} of ${c.path} under InPlaceOnly`),
    ...childOwnRefusals(prediction.kruiseWebhookRefusals, labelRefusals),
  ]
}

/** What every child's next write shares: the gates, the release and the revision the spec has (hashed once). */
export interface ChildWriteContext {
  gates: FeatureGates
  release: KruiseRelease
  revision: string
}

export function childWriteContext(view: UnitedDeploymentView, options: UnitedDeploymentPredictOptions = {}): ChildWriteContext {
  const gates = resolveGates(options.gates)
  const release = options.kruise ?? DEFAULT_KRUISE_RELEASE
  return { gates, release, revision: unitedDeploymentRevisionName(view, { gates, release }) }
}

/**
 * Why the write the controller makes now of one subset's child is refused, in a cluster: the child created (`live`
 * undefined) or the current spec written onto the live child, at the revision the spec has and the live child's
 * replicas. The UnitedDeployment's revision label for every kind; the child kind's Kruise webhook for CloneSet and
 * Advanced StatefulSet children (apps/v1 ones have none).
 */
export function childWriteRefusals(view: UnitedDeploymentView, subset: UnitedDeploymentSubset, live: JsonObject | undefined, context: ChildWriteContext): string[] {
  const { gates, release, revision } = context
  if (live === undefined) return childCreation(view, subset, revision, gates, release).refusals
  if (view.childKind !== 'CloneSet' && view.childKind !== 'AdvancedStatefulSet') return unitedDeploymentRevisionLabelRefusals(revision)
  const numbers = subsetNumbers(view, subset)
  const replicas = isJsonObject(live.spec) && typeof live.spec.replicas === 'number' ? live.spec.replicas : numbers.replicas
  const rendered = renderSubsetChild(view, { subset, revision, replicas, partition: numbers.partition, previous: live, release })
  const prediction = readingChild(view, subset, () => predictUpdate(live, rendered, { gates, kruise: release, notes: false }))
  const labelRefusals = unitedDeploymentRevisionLabelRefusals(revision)
  return [...labelRefusals, ...updateRefusals(view.childKind, prediction, labelRefusals)]
}

/**
 * The child the controller creates: why it is refused (the UnitedDeployment's revision label; the child kind's Kruise
 * webhooks, which apps/v1 kinds have none of), and its traps.
 */
function childCreation(
  view: UnitedDeploymentView, subset: UnitedDeploymentSubset, revision: string, gates: FeatureGates, release: KruiseRelease,
): { refusals: string[]; traps: Trap[] } {
  const labelRefusals = unitedDeploymentRevisionLabelRefusals(revision)
  const rendered = renderSubsetChild(view, { subset, revision, ...subsetNumbers(view, subset), release })
  if (view.childKind !== 'CloneSet' && view.childKind !== 'AdvancedStatefulSet') return { refusals: labelRefusals, traps: subsetTraps(view, subset, rendered, undefined, gates) }
  const decoded = readingChild(view, subset, () => predictDecoded('CREATE', undefined, rendered, { gates, kruise: release, notes: false }))
  return {
    refusals: [...labelRefusals, ...childOwnRefusals(decoded.prediction.kruiseWebhookRefusals, labelRefusals)],
    traps: subsetTraps(view, subset, rendered, { view: decoded.view, traps: decoded.prediction.traps }, gates),
  }
}

/**
 * The child's refusals but those about the UnitedDeployment's revision label (the child's and its pod template's),
 * which `labelRefusals` tells.
 */
function childOwnRefusals(refusals: readonly KruiseRefusal[], labelRefusals: readonly string[]): string[] {
  const told = (r: KruiseRefusal) => labelRefusals.length > 0 && r.key === LABEL_UD_REVISION && r.field.endsWith('metadata.labels')
  return refusals.filter((r) => !told(r)).map((r) => r.rule)
}

/**
 * Reads a subset's rendered child. Its template decoded already (the revision is computed first), so a field it cannot
 * read came from the subset (its patch, tolerations or node selector term): the error names the subset, and the
 * child's field.
 */
function readingChild<T>(view: UnitedDeploymentView, subset: UnitedDeploymentSubset, read: () => T): T {
  try {
    return read()
  } catch (err) {
    if (!(err instanceof GuardError) || err.path === undefined) throw err
    const at = `spec.topology.subsets[${view.subsets.indexOf(subset)}]`
    throw new GuardError(err.code, `${err.detail} (${err.path} of the ${kindWord(view.childKind)} it renders)`, at)
  }
}

/** A removed subset (no `newKind`), or a replaced one's old child (`newKind`: the kind Kruise creates instead). */
function removedSubset(view: UnitedDeploymentView, subset: UnitedDeploymentSubset, newKind?: SubsetChildKind): SubsetPrediction {
  const child = `${kindWord(view.childKind)} ${childDisplayName(view, subset.name)}`
  const change = newKind === undefined ? 'deleted' : 'replaced'
  const why = newKind === undefined
    ? 'the subset is removed: Kruise deletes the child and every Pod in it'
    : `the template kind changes to ${kindWord(newKind)}: Kruise deletes this child and its Pods and creates a new one`
  return { subset: subset.name, childKind: view.childKind, child, change, outcome: 'recreate', consequence: 'recreate', childRefusals: [], traps: [], messages: [`subset ${subset.name} (${child}): ${why}`] }
}

function messagesFor(who: string, outcome: Outcome, consequence: Consequence, refusals: string[], prediction?: Prediction): string[] {
  const lines: string[] = []
  if (outcome === 'unchanged') lines.push(`${who}: its Pods are not touched`)
  else if (consequence === 'in-place') lines.push(`${who}: its Pods are updated in place`)
  else if (consequence === 'on-delete') lines.push(`${who}: its Pods keep the old template until each is deleted (OnDelete)`)
  else if (consequence === 'rollout-fails') lines.push(`${who}: the update cannot be made in place and the child's InPlaceOnly strategy never recreates: its rollout stops`)
  else lines.push(`${who}: every Pod is recreated`)
  if (prediction !== undefined && outcome === 'recreate' && prediction.blocking.length > 0) {
    lines.push(`${who}: not in place because of ${prediction.blocking.slice(0, 3).map((v) => v.change.path).join(', ')}`)
  }
  lines.push(...refusalLines(who, 'updated', refusals))
  return lines
}

const OUTCOME_ORDER: readonly Outcome[] = ['unchanged', 'in-place', 'recreate']

function worst(outcomes: Outcome[]): Outcome {
  return outcomes.reduce<Outcome>((a, b) => (OUTCOME_ORDER.indexOf(b) > OUTCOME_ORDER.indexOf(a) ? b : a), 'unchanged')
}

export function kindWord(kind: SubsetChildKind): string {
  return kind === 'AdvancedStatefulSet' ? 'Advanced StatefulSet' : kind
}

function podTemplateOf(child: JsonObject): unknown {
  return isJsonObject(child.spec) ? child.spec.template : undefined
}

function updateTypeOf(child: JsonObject): unknown {
  const spec = isJsonObject(child.spec) ? child.spec : {}
  return isJsonObject(spec.updateStrategy) ? spec.updateStrategy.type : undefined
}
