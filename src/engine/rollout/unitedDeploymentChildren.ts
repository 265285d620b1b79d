/**
 * A UnitedDeployment's subsets as its controller finds them in a cluster (subset_control.go GetAllSubsets and
 * convertToSubset, uniteddeployment_update.go, v1.8.3 and v1.9.1): the children of its template's kind that its
 * selector matches and it controls (or adopts: an orphan that matches), grouped by `apps.kruise.io/subset-name`;
 * the UnitedDeployment revision each was last written at; and how many of each subset's Pods run the updated
 * revision; and the write the controller makes next of each child, judged by the child kind's Kruise webhooks: one it
 * refuses fails every reconcile (a FailedUpdateSubset Event) before the controller writes the UnitedDeployment's
 * status, so no condition ever says so. The cluster view of `diagnose` and observe mode.
 */
import { GuardError } from '../../errors.js'
import { type JsonObject, isJsonObject } from '../kube/json.js'
import type { FeatureGates } from '../kruise/gates.js'
import type { KruiseRelease } from '../kruise/releases.js'
import { type LabelSelector, matchesSelector } from '../kube/labelSelector.js'
import { type Pod, isActive } from '../kube/pod.js'
import { childRefusalEffect } from '../inplace/subsetWriteRefusals.js'
import { unitedDeploymentControllerFailure } from '../inplace/unitedDeploymentControllerFailure.js'
import { type ChildWriteContext, childWriteContext, childWriteRefusals, kindWord } from '../inplace/unitedDeploymentPrediction.js'
import { CHILD_TYPES, type SubsetChildKind, type UnitedDeploymentSubset, type UnitedDeploymentView } from '../workloads/unitedDeployment.js'
import { LABEL_SUBSET_NAME, LABEL_UD_REVISION, childDisplayName } from '../workloads/unitedDeploymentChild.js'

export interface SubsetChildState {
  subset: string
  childKind: SubsetChildKind
  /** The child as messages name it: `CloneSet shop/ud-zone-a-x7k2p`, or `CloneSet shop/ud-zone-a-*` when none exists yet. */
  child: string
  /** metadata.name of the child, undefined when the subset has none yet (the controller creates it). */
  name: string | undefined
  /** The child's apps.kruise.io/controller-revision-hash label: the UnitedDeployment revision it was last written at. */
  revision: string | undefined
  /** revision is the UnitedDeployment's updated revision (else the controller still has to write the child). */
  atUpdatedRevision: boolean
  replicas: number | undefined
  partition: number | undefined
  readyReplicas: number | undefined
  /** Active Pods of the subset (label apps.kruise.io/subset-name), and how many carry the updated revision. */
  pods: number
  updatedPods: number
  /** Why the child's Kruise webhook refuses the controller's next write of it (its creation, or its update from the spec). */
  writeRefusals: string[]
  /** One line naming the subset and its child. */
  message: string
}

export interface UnitedDeploymentChildren {
  /** `ns/name`. */
  unitedDeployment: string
  currentRevision: string | undefined
  updatedRevision: string | undefined
  subsets: SubsetChildState[]
  /** Children whose subset is no longer in spec.topology.subsets, or a second child of one subset: Kruise deletes them. */
  extra: string[]
  /** The UnitedDeployment's False conditions, as `Type: reason: message`. */
  failing: string[]
  /** One line per child write Kruise refuses (`writeRefusals`), naming the subset, its child and what follows. */
  refused: string[]
  /** status.observedGeneration is behind metadata.generation: the controller has not finished a reconcile of this spec. */
  statusBehind: boolean
  /** Why kruise-manager fails on every write of this UnitedDeployment's children (and what to do), if it does. */
  controllerFailure?: string
  messages: string[]
  /** What the failures above mean for whoever fixes them, one sentence each (none when nothing fails). */
  advice: string[]
}

export interface UnitedDeploymentChildrenOptions {
  gates?: Partial<FeatureGates>
  kruise?: KruiseRelease
}

interface ChildObject {
  apiVersion?: unknown
  kind?: unknown
  metadata?: { name?: string; namespace?: string; labels?: Record<string, string>; ownerReferences?: OwnerReference[]; deletionTimestamp?: unknown }
  spec?: { replicas?: unknown; updateStrategy?: { partition?: unknown; rollingUpdate?: { partition?: unknown } } }
  status?: { readyReplicas?: unknown }
}

interface OwnerReference {
  kind?: string
  name?: string
  uid?: string
  controller?: boolean
}

/**
 * `children`: objects listed in the UnitedDeployment's namespace with its spec.selector (any kind; only its template's
 * kind counts); `pods`: Pods listed there with the same selector.
 */
export function unitedDeploymentChildren(
  view: UnitedDeploymentView, raw: unknown, children: readonly unknown[], pods: readonly Pod[], options: UnitedDeploymentChildrenOptions = {},
): UnitedDeploymentChildren {
  const updated = view.updatedRevision ?? view.currentRevision
  const claimed = children.filter((c): c is ChildObject => isJsonObject(c) && isChildKind(c, view.childKind) && claims(view, c))
  const bySubset = new Map<string, ChildObject[]>()
  for (const child of claimed) {
    const subset = child.metadata?.labels?.[LABEL_SUBSET_NAME] ?? ''
    bySubset.set(subset, [...(bySubset.get(subset) ?? []), child])
  }
  const listed = new Set(view.subsets.map((s) => s.name))
  const extra: string[] = []
  for (const [subset, list] of bySubset) {
    if (!listed.has(subset)) extra.push(...list.map((c) => childName(view, c)))
    else extra.push(...list.slice(1).map((c) => childName(view, c)))
  }
  const context = writeContext(view, options)
  const subsets = view.subsets.map((subset) => {
    const child = bySubset.get(subset.name)?.[0]
    return subsetState(view, subset.name, child, pods, updated, context === undefined ? [] : nextWriteRefusals(view, subset, child, context))
  })
  const failing = failingConditions(raw)
  const refused = subsets.flatMap((s) => s.writeRefusals.map((r) => `subset ${s.subset} (${s.child}): ${childRefusalEffect(s.name === undefined ? 'created' : 'updated')}: ${r}`))
  const statusBehind = isStatusBehind(raw)
  const who = `UnitedDeployment ${view.namespace}/${view.name}`
  const failure = unitedDeploymentControllerFailure(view)
  const controllerFailure = failure === undefined ? undefined : `${who}: ${failure.rule}; ${failure.remedy}`
  const messages = [
    ...subsets.map((s) => s.message),
    ...(extra.length > 0 ? [`${who}: ${extra.join(', ')} ${extra.length === 1 ? 'belongs' : 'belong'} to no subset in spec.topology.subsets: Kruise deletes ${extra.length === 1 ? 'it and its Pods' : 'them and their Pods'}`] : []),
    ...failing.map((f) => `${who}: ${f}`),
    ...(controllerFailure === undefined ? [] : [controllerFailure]),
    ...refused,
    ...(statusBehind ? [`${who}: status.observedGeneration is behind metadata.generation: the controller has not finished a reconcile of this spec${refused.length > 0 ? ' (each one fails at the refused write, before it writes status)' : ''}`] : []),
  ]
  const advice = [
    ...(failure === undefined ? [] : [WHILE_MANAGER_FAILS]),
    ...(refused.length === 0 ? [] : [WHILE_CHILD_WRITE_REFUSED]),
  ]
  return {
    unitedDeployment: `${view.namespace}/${view.name}`, currentRevision: view.currentRevision, updatedRevision: view.updatedRevision, subsets, extra, failing, refused, statusBehind,
    ...(controllerFailure === undefined ? {} : { controllerFailure }), messages, advice,
  }
}

/** Kruise's webhooks run in kruise-manager with failurePolicy Fail, for DELETE too. */
const WHILE_MANAGER_FAILS = "while kruise-manager is down, Kruise's own webhooks (failurePolicy Fail) refuse every write of its objects, this fix and this UnitedDeployment's deletion too: apply the fix while a kruise-manager replica serves them"
/** The controller writes the children before status, and returns at the first error. */
const WHILE_CHILD_WRITE_REFUSED = 'Kruise refuses a child write: every reconcile of the UnitedDeployment fails there, before it writes status, so no condition shows it; its FailedUpdateSubset Events say the same'

/** The child's next write as the engine judges it; a child it cannot read is left to its own diagnosis. */
function nextWriteRefusals(view: UnitedDeploymentView, subset: UnitedDeploymentSubset, child: ChildObject | undefined, context: ChildWriteContext): string[] {
  return unlessUnreadable(() => childWriteRefusals(view, subset, child as JsonObject | undefined, context)) ?? []
}

/** The revision every next write carries; a template it cannot read leaves no write to judge. */
function writeContext(view: UnitedDeploymentView, options: UnitedDeploymentChildrenOptions): ChildWriteContext | undefined {
  return unlessUnreadable(() => childWriteContext(view, options))
}

function unlessUnreadable<T>(read: () => T): T | undefined {
  try {
    return read()
  } catch (err) {
    if (err instanceof GuardError) return undefined
    throw err
  }
}

function isStatusBehind(raw: unknown): boolean {
  if (!isJsonObject(raw) || !isJsonObject(raw.metadata) || typeof raw.metadata.generation !== 'number') return false
  const observed = isJsonObject(raw.status) ? raw.status.observedGeneration : undefined
  return typeof observed !== 'number' || observed < raw.metadata.generation
}

function isChildKind(child: ChildObject, kind: SubsetChildKind): boolean {
  const type = CHILD_TYPES[kind]
  if (child.kind !== type.kind || typeof child.apiVersion !== 'string') return false
  // Kruise serves its kinds at several versions; apps/v1 is one.
  return type.apiVersion.startsWith('apps/') ? child.apiVersion === type.apiVersion : child.apiVersion.startsWith('apps.kruise.io/')
}

/** ClaimOwnedObjects: a child it controls and its selector matches, or an orphan that matches (adopted). */
function claims(view: UnitedDeploymentView, child: ChildObject): boolean {
  const meta = child.metadata ?? {}
  if (!matchesSelector(view.selector as LabelSelector, meta.labels ?? {})) return false
  const controller = (meta.ownerReferences ?? []).find((ref) => ref.controller === true)
  if (controller === undefined) return meta.deletionTimestamp === undefined || meta.deletionTimestamp === null
  if (controller.kind !== 'UnitedDeployment') return false
  return view.uid !== undefined && controller.uid !== undefined ? controller.uid === view.uid : controller.name === view.name
}

function subsetState(
  view: UnitedDeploymentView, subset: string, child: ChildObject | undefined, pods: readonly Pod[], updated: string | undefined, writeRefusals: string[],
): SubsetChildState {
  const mine = pods.filter((pod) => isActive(pod) && pod.metadata.labels?.[LABEL_SUBSET_NAME] === subset && matchesSelector(view.selector as LabelSelector, pod.metadata.labels ?? {}))
  const updatedPods = updated === undefined ? 0 : mine.filter((pod) => pod.metadata.labels?.[LABEL_UD_REVISION] === updated).length
  const revision = child?.metadata?.labels?.[LABEL_UD_REVISION]
  const name = child?.metadata?.name
  const state: SubsetChildState = {
    subset,
    childKind: view.childKind,
    child: child === undefined ? `${kindWord(view.childKind)} ${childDisplayName(view, subset)}` : childName(view, child),
    name,
    revision,
    atUpdatedRevision: revision !== undefined && revision === updated,
    replicas: integer(child?.spec?.replicas),
    partition: partitionOf(view.childKind, child),
    readyReplicas: integer(child?.status?.readyReplicas),
    pods: mine.length,
    updatedPods,
    writeRefusals,
    message: '',
  }
  state.message = subsetMessage(state, updated)
  return state
}

function subsetMessage(s: SubsetChildState, updated: string | undefined): string {
  const who = `subset ${s.subset} (${s.child})`
  if (s.name === undefined) return `${who}: no child yet; the controller creates it`
  const pods = `${s.updatedPods} of ${s.pods} Pods at revision ${updated ?? '(none yet)'}`
  if (s.atUpdatedRevision) return `${who}: written at the updated revision ${s.revision}; ${pods}`
  return `${who}: still at revision ${s.revision ?? '(none)'}, the controller has yet to write the updated template; ${pods}`
}

function childName(view: UnitedDeploymentView, child: ChildObject): string {
  return `${kindWord(view.childKind)} ${child.metadata?.namespace ?? view.namespace}/${child.metadata?.name ?? ''}`
}

/** The partition the child declares (the controller compares its own integer; a CloneSet's may be a percentage). */
function partitionOf(kind: SubsetChildKind, child: ChildObject | undefined): number | undefined {
  const strategy = child?.spec?.updateStrategy
  if (kind === 'CloneSet') return integer(strategy?.partition)
  if (kind === 'AdvancedStatefulSet' || kind === 'StatefulSet') return integer(strategy?.rollingUpdate?.partition)
  return undefined
}

function integer(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined
}

function failingConditions(raw: unknown): string[] {
  const conditions = isJsonObject(raw) && isJsonObject(raw.status) && Array.isArray(raw.status.conditions) ? raw.status.conditions : []
  return conditions.filter(isJsonObject).filter((c) => c.status === 'False')
    .map((c) => `${String(c.type)}: ${String(c.reason ?? '')}${c.message ? `: ${String(c.message)}` : ''}`)
}
