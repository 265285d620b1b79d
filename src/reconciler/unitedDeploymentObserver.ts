import type { LabelSelector } from '../engine/kube/labelSelector.js'
import { type UnitedDeploymentChildren, unitedDeploymentChildren } from '../engine/rollout/unitedDeploymentChildren.js'
import { type UnitedDeploymentView, readUnitedDeployment } from '../engine/workloads/unitedDeployment.js'
import { type UnitedDeploymentObject, isNotFound } from './cluster.js'
import type { ViewObservation, ViewObserverContext } from './viewObservation.js'

/**
 * Observe mode for a UnitedDeployment: the engine's view of each subset's child (its revision, its Pods at the
 * updated revision, the controller's next write of it and whether Kruise refuses it), published as the annotation
 * `inplace-guard.io/subset-children` on the UnitedDeployment (written only when it changes), a Warning Event
 * `SubsetUpdateFailed` when a child write is refused for a new reason, or kruise-manager fails on every child write
 * (Kruise's own reconcile then fails before it writes any status), and metrics. The children themselves are observed
 * as workloads of their own kind.
 */
export const ANNOTATION_SUBSET_CHILDREN = 'inplace-guard.io/subset-children'
export const REASON_SUBSET_UPDATE_FAILED = 'SubsetUpdateFailed'

const MAX_NAMES = 10
/** A condition's message is Kruise's error text, of any length: each is cut here in the annotation and the Event. */
const MAX_CONDITION_CHARS = 300
/** Kruise's controller sets this condition False, reason Error, with the write's error (uniteddeployment_update.go). */
const SUBSET_UPDATED_FAILING = 'SubsetUpdated:'

/** The annotation's JSON: one entry per subset, the children Kruise deletes (up to MAX_NAMES), the failing conditions. */
export function subsetChildrenAnnotation(children: UnitedDeploymentChildren): string {
  return JSON.stringify({
    updatedRevision: children.updatedRevision ?? null,
    subsets: children.subsets.map((s) => ({
      subset: s.subset,
      child: s.name ?? null,
      kind: s.childKind,
      revision: s.revision ?? null,
      atUpdatedRevision: s.atUpdatedRevision,
      replicas: s.replicas ?? null,
      ready: s.readyReplicas ?? null,
      pods: s.pods,
      updatedPods: s.updatedPods,
    })),
    extra: children.extra.slice(0, MAX_NAMES),
    failing: children.failing.map(bounded),
    refused: children.refused.slice(0, MAX_NAMES).map(bounded),
    // Our own sentence (only the object's name varies): whole, its remedy included.
    ...(children.controllerFailure === undefined ? {} : { controllerFailure: children.controllerFailure }),
  })
}

export async function observeUnitedDeployment(ctx: ViewObserverContext, namespace: string, name: string): Promise<ViewObservation> {
  let raw: UnitedDeploymentObject
  try {
    raw = await ctx.cluster.getUnitedDeployment(namespace, name)
  } catch (err) {
    if (!isNotFound(err)) throw err
    ctx.metrics?.observeUnitedDeployment(namespace, name, undefined)
    return { writes: 0 }
  }
  let view: UnitedDeploymentView
  try {
    view = readUnitedDeployment(raw)
  } catch (err) {
    return { writes: 0, error: `UnitedDeployment ${namespace}/${name} cannot be read: ${(err as Error).message}` }
  }
  const selector = view.selector as LabelSelector
  const [children, pods] = await Promise.all([
    ctx.cluster.listSubsetChildren(view.childKind, view.namespace, selector),
    ctx.cluster.listPods(view.namespace, selector),
  ])
  const result = unitedDeploymentChildren(view, raw, children, pods, { gates: ctx.gates, kruise: ctx.kruise })
  ctx.metrics?.observeUnitedDeployment(namespace, name, result)
  return { writes: await publish(ctx, raw, result) }
}

async function publish(ctx: ViewObserverContext, raw: UnitedDeploymentObject, children: UnitedDeploymentChildren): Promise<number> {
  const text = subsetChildrenAnnotation(children)
  const previous = raw.metadata.annotations?.[ANNOTATION_SUBSET_CHILDREN]
  if (previous === text) return 0
  const namespace = raw.metadata.namespace ?? 'default'
  await ctx.cluster.patchUnitedDeploymentAnnotations(namespace, raw.metadata.name, { [ANNOTATION_SUBSET_CHILDREN]: text })
  let writes = 1
  const told = previouslyTold(previous)
  const fresh = [
    ...(children.controllerFailure === undefined ? [] : [children.controllerFailure]),
    ...children.refused.slice(0, MAX_NAMES).map(bounded),
    ...children.failing.map(bounded).filter((f) => f.startsWith(SUBSET_UPDATED_FAILING)),
  ].filter((f) => !told.has(f))
  if (fresh.length > 0) {
    await ctx.cluster.createEvent({
      namespace,
      involvedObject: { kind: 'UnitedDeployment', name: raw.metadata.name, uid: raw.metadata.uid, apiVersion: raw.apiVersion },
      type: 'Warning',
      reason: REASON_SUBSET_UPDATE_FAILED,
      message: `a subset's child cannot be written, so its Pods stay at their revision: ${fresh[0]}`,
    })
    writes++
  }
  return writes
}

function bounded(line: string): string {
  return line.length <= MAX_CONDITION_CHARS ? line : `${line.slice(0, MAX_CONDITION_CHARS - 1)}…`
}

/** The failures the previous annotation holds: told already. */
function previouslyTold(text: string | undefined): Set<string> {
  if (!text) return new Set()
  try {
    const { failing, refused, controllerFailure } = JSON.parse(text) as { failing?: unknown; refused?: unknown; controllerFailure?: unknown }
    const said = [failing, refused].flatMap((list) => (Array.isArray(list) ? list.map(String) : []))
    return new Set(typeof controllerFailure === 'string' ? [...said, controllerFailure] : said)
  } catch {
    return new Set()
  }
}
