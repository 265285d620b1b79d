import { decideSidecarSet } from '../admission/sidecarSetPolicy.js'
import { applyUnitedDeploymentPolicy, subsetChangePath, subsetSubject } from '../admission/unitedDeploymentPolicy.js'
import { type PolicyConfig, trapWarning } from '../admission/policy.js'
import type { Warning } from '../admission/warning.js'
import type { Consequence } from '../engine/inplace/prediction.js'
import type { SidecarSetUpdatePrediction } from '../engine/inplace/sidecarSetUpdate.js'
import { type SubsetPrediction, predictUnitedDeploymentCreate, predictUnitedDeploymentUpdate } from '../engine/inplace/unitedDeploymentPrediction.js'
import { type JsonObject, deepEqual, isJsonObject } from '../engine/kube/json.js'
import { valueAt } from '../engine/kube/jsonPointer.js'
import { pointerOfReadablePath } from '../engine/kube/readablePath.js'
import type { FeatureGates } from '../engine/kruise/gates.js'
import type { KruiseRelease } from '../engine/kruise/releases.js'
import type { ManifestDocument } from './manifests.js'
import { documentLabel } from './manifests.js'
import { type VerdictReport, changedFieldPointer, displayName, refusedBy } from './verdictReport.js'

export interface KindSettings {
  policy: PolicyConfig
  gates: Partial<FeatureGates>
  kruise?: KruiseRelease
  namespace: string
}

type Write = { operation: 'CREATE' | 'UPDATE'; object: unknown; oldObject?: unknown }

/** The webhook's SidecarSet decision (admission/sidecarSetPolicy.ts) as a report: sidecars are upgraded in place or left behind, never recreated. */
export function sidecarSetVerdict(write: Write, doc: ManifestDocument, settings: KindSettings): VerdictReport {
  const { view, prediction, refusals, result } = decideSidecarSet(write.operation, write.object, write.oldObject, settings.policy, settings.kruise)
  const outcome = prediction?.outcome ?? 'unchanged'
  const leftBehind = outcome === 'not-upgradable' || outcome === 'not-updated' || outcome === 'paused'
  const restarts = outcome === 'in-place' ? (prediction?.imageChanges ?? []).flatMap((c) => c.restarted) : []
  const reported = sidecarChanges(prediction, doc)
  return {
    ...where(doc, 'SidecarSet', displayName('', view.name)),
    operation: write.operation,
    outcome: outcome === 'in-place' ? 'in-place' : 'unchanged',
    eligibility: prediction === undefined ? 'unchanged' : prediction.upgradable ? (prediction.imageChanges.length > 0 ? 'in-place' : 'unchanged') : 'recreate',
    strategy: view.updateStrategy.type,
    policyField: 'spec.updateStrategy.type',
    strategyDefault: !declared(write.object, ['spec', 'updateStrategy', 'type']),
    consequence: outcome === 'in-place' ? 'in-place' : leftBehind ? 'on-delete' : 'none',
    decision: result.decision,
    refusals: refusalsAt(refusals, doc),
    blocking: reported.blocking,
    changes: reported.changes,
    restartedContainers: restarts,
    warnings: atChangedLines(result.warnings, reported.blocking, doc),
    // The webhook's warnings already tell the prediction; without warnings, its messages are the notes.
    notes: result.warnings.length > 0 ? [] : (prediction?.messages ?? []),
    traps: [],
    ...(result.denyMessage === undefined ? {} : { denyMessage: result.denyMessage }),
    annotations: result.annotations,
  }
}

function sidecarChanges(prediction: SidecarSetUpdatePrediction | undefined, doc: ManifestDocument): Pick<VerdictReport, 'blocking' | 'changes'> {
  const blocking = prediction?.blocking ?? []
  const images = prediction?.imageChanges ?? []
  return {
    blocking: blocking.map((b) => ({ path: b.path, rule: 'not-only-images', message: `${b.fields.join(', ')} changed besides the image, so running Pods are left behind (new Pods get the new sidecars)`, line: doc.lineOf(b.pointer) })),
    changes: [
      ...images.map((c) => ({ path: c.path, effect: 'in-place', rule: c.hotUpgrade ? 'hot-upgrade-image' : 'sidecar-image', message: `${c.path}: image changes`, line: doc.lineOf(c.pointer) })),
      ...blocking.map((b) => ({ path: b.path, effect: 'not-upgradable', rule: 'not-only-images', message: `${b.fields.join(', ')} changed`, line: doc.lineOf(b.pointer) })),
    ],
  }
}

function refusalsAt(refusals: { field: string; rule: string; apiServer?: true }[], doc: ManifestDocument): VerdictReport['refusals'] {
  return refusals.map((r) => refusalAt(r, doc))
}

/** One field and its rule, at the manifest line of that field. */
function refusalAt(r: { field: string; rule: string; apiServer?: true }, doc: ManifestDocument): VerdictReport['refusals'][number] {
  return { field: r.field, rule: r.rule, by: refusedBy(r), line: fieldLine(doc, r.field) }
}

/** A warning about a change is shown at the change's line; the others belong to the whole workload. */
/** Where a field (a readable path) is written in the manifest. */
function fieldLine(doc: ManifestDocument, path: string): number | undefined {
  return doc.lineOf(pointerOfReadablePath(doc.value, path))
}

/** A warning at the change it is about, else a trap's at its field; the others belong to the whole workload. */
function atChangedLines(warnings: Warning[], changes: { path: string; line?: number }[], doc: ManifestDocument): VerdictReport['warnings'] {
  return warnings.map((w) => {
    const path = w.path
    if (path === undefined) return w
    const line = changes.find((c) => c.path === path)?.line ?? (w.code.startsWith('trap/') ? fieldLine(doc, path) : undefined)
    return line === undefined ? w : { ...w, line }
  })
}

const WORST: Consequence[] = ['rollout-fails', 'silent-recreate', 'recreate', 'on-delete', 'in-place', 'none']

/** The webhook's UnitedDeployment decision (admission/unitedDeploymentPolicy.ts) as a report: each subset judged by its child's rules. */
export function unitedDeploymentVerdict(write: Write, doc: ManifestDocument, settings: KindSettings): VerdictReport {
  const options = { gates: settings.gates, kruise: settings.kruise }
  const prediction = write.operation === 'UPDATE'
    ? predictUnitedDeploymentUpdate(write.oldObject, write.object, options)
    : predictUnitedDeploymentCreate(write.object, options)
  const result = applyUnitedDeploymentPolicy(prediction, settings.policy, write.operation)
  const subsets = prediction.subsets
  const consequence = WORST.find((c) => subsets.some((s) => s.consequence === c)) ?? 'none'
  const strategies = [...new Set(subsets.map((s) => s.prediction?.strategy ?? prediction.childPolicy))]
  const line = changeLines(write, doc, prediction.templateField)
  const blocking = subsets.flatMap((s) => (s.prediction?.blocking ?? []).map((v) => ({ path: subsetChangePath(s.subset, v.change.path), rule: v.rule, message: v.explanation, line: line(s.subset, v.change) })))
  return {
    ...where(doc, 'UnitedDeployment', displayName(prediction.namespace || settings.namespace, prediction.name)),
    operation: write.operation,
    outcome: prediction.outcome,
    eligibility: prediction.outcome,
    strategy: strategies.join(', ') || 'ReCreate',
    policyField: `each subset's ${prediction.childKind} template`,
    strategyDefault: false,
    consequence: write.operation === 'CREATE' ? 'none' : consequence,
    decision: result.decision,
    refusals: refusalsAt(prediction.kruiseWebhookRefusals, doc),
    ...(prediction.controllerFailure === undefined ? {} : { controllerFailure: refusalAt(prediction.controllerFailure, doc) }),
    ...refusedSubsets(subsets),
    blocking,
    changes: subsets.flatMap((s) => (s.prediction?.verdicts ?? []).map((v) => ({ path: subsetChangePath(s.subset, v.change.path), effect: v.effect, rule: v.rule, message: v.explanation, line: line(s.subset, v.change) }))),
    restartedContainers: subsets.flatMap((s) => (s.outcome === 'in-place' ? (s.prediction?.restartedContainers ?? []).map((c) => `${s.subset}/${c}`) : [])),
    warnings: atChangedLines(result.warnings, blocking, doc),
    notes: [],
    traps: subsets.flatMap((s) => s.traps.map((t) => ({ id: t.id, severity: t.severity, field: t.field, message: trapWarning(t, subsetSubject(s)).text, line: fieldLine(doc, t.field) }))),
    ...(result.denyMessage === undefined ? {} : { denyMessage: result.denyMessage }),
    annotations: result.annotations,
  }
}

function refusedSubsets(subsets: readonly SubsetPrediction[]): Pick<VerdictReport, 'refusedSubsets'> {
  const refused = subsets.filter((s) => s.childRefusals.length > 0).map((s) => s.subset)
  return refused.length === 0 ? {} : { refusedSubsets: refused }
}

/**
 * The line of a subset's change: in the child template (`templateField`) where the template changed there, else in the
 * subset's patch, which made the change. A patch is merged by key: the change's readable path (items by name) finds
 * its item in the template and in the patch, wherever each lists it.
 */
function changeLines(write: Write, doc: ManifestDocument, templateField: string): (subset: string, change: { pointer: string; path: string }) => number {
  const spec = `/${templateField.replaceAll('.', '/')}/spec`
  const listed = valueAt(write.object, '/spec/topology/subsets')
  const subsets = Array.isArray(listed) ? listed : []
  const podTemplate = changedFieldPointer(spec, '')
  return (subset, { pointer, path }) => {
    if (pointer.startsWith('/volumeClaimTemplates')) return doc.lineOf(changedFieldPointer(spec, pointer))
    const field = path.replace(/^spec\.template\.?/, '')
    const inTemplate = `${podTemplate}${pointerOfReadablePath(valueAt(write.object, podTemplate), field)}`
    const index = subsets.findIndex((s) => isJsonObject(s) && s.name === subset)
    const patch = index >= 0 ? (subsets[index] as JsonObject).patch : undefined
    const templateChanged = write.oldObject === undefined || !deepEqual(valueAt(write.oldObject, inTemplate), valueAt(write.object, inTemplate))
    return doc.lineOf(patch !== undefined && !templateChanged ? `/spec/topology/subsets/${index}/patch${pointerOfReadablePath(patch, field)}` : inTemplate)
  }
}

function where(doc: ManifestDocument, kind: 'SidecarSet' | 'UnitedDeployment', workload: string): Pick<VerdictReport, 'kind' | 'workload' | 'file' | 'document' | 'line'> {
  return { kind, workload, file: doc.file, document: documentLabel(doc), line: doc.line }
}

function declared(value: unknown, path: string[]): boolean {
  let at: unknown = value
  for (const key of path) {
    if (!isJsonObject(at)) return false
    at = at[key]
  }
  return at !== undefined
}
