import { styleText } from 'node:util'
import type { Decision, PolicyResult } from '../admission/policy.js'
import type { Warning } from '../admission/warning.js'
import type { Prediction } from '../engine/inplace/prediction.js'
import type { TrapId } from '../engine/inplace/trap.js'
import { pointerOfReadablePath } from '../engine/kube/readablePath.js'
import type { CheckedKind as WorkloadKind } from './checkedKind.js'
import { type ManifestDocument, documentLabel } from './manifests.js'

/** The machine-readable result of one workload decision, shared by `check` and `diff` and every output format. */
export interface VerdictReport {
  /** The workload's kind: CloneSet, StatefulSet (apps.kruise.io, an Advanced StatefulSet), ... */
  kind: WorkloadKind
  /** `namespace/name`. */
  workload: string
  /** The manifest file, the document in it and the line where the workload starts. */
  file?: string
  document?: string
  line?: number
  operation: 'CREATE' | 'UPDATE' | 'DELETE'
  outcome: Prediction['outcome']
  eligibility: Prediction['eligibility']
  /** The update strategy (a SidecarSet's spec.updateStrategy.type; a UnitedDeployment's subsets' strategies). */
  strategy: Prediction['strategy'] | string
  /** Where the strategy is declared. */
  policyField: string
  /** True when the manifest does not set policyField: the strategy is OpenKruise's default. */
  strategyDefault: boolean
  /** True when policyField holds a value OpenKruise's webhook refuses: `strategy` is how its controller would read it. */
  strategyRefused?: boolean
  consequence: Prediction['consequence']
  decision: Decision
  /**
   * What is refused in this write, whatever the strategy: each field, why, and by whom: `api-server` (its own
   * validation of every custom resource, before any webhook) or `kruise-webhook` (OpenKruise's validating webhook).
   */
  refusals: Refusal[]
  /** What makes kruise-manager fail on every write of the children once OpenKruise admits this write (a UnitedDeployment's). */
  controllerFailure?: { field: string; rule: string; line?: number }
  /** The subsets whose child the write makes Kruise's controller fail to write (a UnitedDeployment's; FailedUpdateSubset). */
  refusedSubsets?: string[]
  blocking: { path: string; rule: string; message: string; line?: number }[]
  changes: { path: string; effect: string; rule: string; message: string; line?: number }[]
  restartedContainers: string[]
  /** The webhook's warnings, each with the line of its field when the manifest has it. */
  warnings: (Warning & { line?: number })[]
  notes: string[]
  traps: { id: string; severity: string; field: string; message: string; line?: number }[]
  denyMessage?: string
  annotations: Record<string, string>
  /** check --live on a SidecarSet: what the update does to the Pods running in the cluster (`ns/name` lists). */
  livePods?: { matched: number; updated: number; upgradable: number; thisRound: number; neverUpgradable: string[]; markedNotUpgradable: string[]; notInjected: string[] }
}

export interface Refusal {
  field: string
  rule: string
  by: 'api-server' | 'kruise-webhook'
  line?: number
}

/** Who refuses: the API server's own validation answers first. */
export function refusedBy(r: { apiServer?: true }): Refusal['by'] {
  return r.apiServer ? 'api-server' : 'kruise-webhook'
}

/** Where a report's workload was read: its document, and the namespace a manifest without one lands in. */
export interface ReportSource {
  doc: ManifestDocument
  namespace: string
}

export function verdictReport(prediction: Prediction, policy: PolicyResult, operation: 'CREATE' | 'UPDATE', source?: ReportSource): VerdictReport {
  const changeLine = (pointer: string) => source?.doc.lineOf(changedFieldPointer('/spec', pointer))
  const fieldLine = (path: string) => source?.doc.lineOf(pointerOfReadablePath(source.doc.value, path))
  const located = <T extends object>(item: T, line: number | undefined): T & { line?: number } => (line === undefined ? item : { ...item, line })
  const report: VerdictReport = {
    kind: prediction.kind,
    workload: displayName(prediction.namespace || (source?.namespace ?? ''), prediction.name),
    ...(source ? { file: source.doc.file, document: documentLabel(source.doc), line: source.doc.line } : {}),
    operation,
    outcome: prediction.outcome,
    eligibility: prediction.eligibility,
    strategy: prediction.strategy,
    policyField: prediction.policyField,
    strategyDefault: !prediction.strategyDeclared,
    consequence: prediction.consequence,
    decision: policy.decision,
    refusals: prediction.kruiseWebhookRefusals.map((r) => located({ field: r.field, rule: r.rule, by: refusedBy(r) }, fieldLine(r.field))),
    blocking: prediction.blocking.map((v) => located({ path: v.change.path, rule: v.rule, message: v.explanation }, changeLine(v.change.pointer))),
    changes: prediction.verdicts.map((v) => located({ path: v.change.path, effect: v.effect, rule: v.rule, message: v.explanation }, changeLine(v.change.pointer))),
    restartedContainers: prediction.restartedContainers,
    warnings: policy.warnings.map((w) => located(w, warningLine(w))),
    notes: prediction.notes,
    traps: prediction.traps.map((t) => located({ id: t.id, severity: t.severity, field: t.field, message: t.message }, fieldLine(t.field))),
    annotations: policy.annotations,
  }
  if (policy.denyMessage !== undefined) report.denyMessage = policy.denyMessage
  if (prediction.strategyRefused) report.strategyRefused = true
  return report

  /** A change's warning at the change, a trap's at its field; the others belong to the whole workload. */
  function warningLine(w: Warning): number | undefined {
    if (w.path === undefined) return undefined
    if (w.code === 'recreate-change') {
      const verdict = prediction.verdicts.find((v) => v.change.path === w.path)
      return verdict === undefined ? undefined : changeLine(verdict.change.pointer)
    }
    return w.code.startsWith('trap/') ? fieldLine(w.path) : undefined
  }
}

/**
 * Where a change of the template diff is written in a workload whose spec is at `spec` (`/spec`, or a UnitedDeployment's
 * child template's): the diff's pointers start at the Pod template, or at `/volumeClaimTemplates`.
 */
export function changedFieldPointer(spec: string, pointer: string): string {
  return pointer.startsWith('/volumeClaimTemplates') ? `${spec}${pointer}` : `${spec}/template${pointer}`
}

/** `StatefulSet shop/web`: how every format names the workload of a report. */
export function subjectWords(r: Pick<VerdictReport, 'kind' | 'workload'>): string {
  return `${r.kind} ${r.workload}`
}

export function displayName(namespace: string, name: string): string {
  return namespace ? `${namespace}/${name}` : name
}

/**
 * `InPlaceOnly from spec.updateStrategy.type`, `ReCreate (default)` when the manifest declares no strategy, and for a
 * value OpenKruise refuses, how its controller would read it.
 */
export function strategyWords(r: Pick<VerdictReport, 'strategy' | 'policyField' | 'strategyDefault' | 'strategyRefused'>): string {
  if (r.strategyRefused) return `${r.strategy} as OpenKruise reads the refused ${r.policyField}`
  return r.strategyDefault ? `${r.strategy} (default)` : `${r.strategy} from ${r.policyField}`
}

/** The traps whose Pods the API server refuses, first first: the verdict's words must not say they are created. */
const PODS_REFUSED_WORDS: Partial<Record<TrapId, string>> = {
  'revision-label-too-long': 'the API server refuses the Pods written at its revision (the revision label is too long)',
  'pods-refused': "the API server refuses the Pods created from its template (Kubernetes' Pod validation)",
}

const CONSEQUENCE_WORDS: Record<Prediction['consequence'], string> = {
  none: 'no Pod changes',
  'in-place': 'Pods are updated in place',
  'rollout-fails': 'the rollout would fail: InPlaceOnly cannot recreate Pods',
  'silent-recreate': 'Pods would be deleted and recreated (InPlaceIfPossible falls back silently)',
  recreate: 'Pods are deleted and recreated (ReCreate)',
  'on-delete': 'Pods pick up the change only when they are deleted',
}

/** What the verdict means for the Pods, in a few words (text, markdown and JUnit say the same). */
export function consequenceWords(r: VerdictReport): string {
  // Refused, the write never reaches the controller: nothing happens to any Pod.
  if (r.refusals.length > 0) {
    const who = r.refusals.some((f) => f.by === 'api-server') ? 'the API server' : "OpenKruise's webhook"
    return `${who} refuses the ${r.operation === 'CREATE' ? 'creation' : 'update'}: nothing is written`
  }
  if (r.controllerFailure !== undefined) return `OpenKruise admits the ${r.operation === 'CREATE' ? 'creation' : 'update'}, but kruise-manager fails on it: no Pod changes`
  const refused = r.refusedSubsets ?? []
  if (refused.length > 0) return `OpenKruise admits the ${r.operation === 'CREATE' ? 'creation' : 'update'}, but cannot write the child of ${refused.length === 1 ? 'subset' : 'subsets'} ${refused.join(', ')} (FailedUpdateSubset)`
  const podsRefused = r.operation === 'DELETE' ? undefined : Object.entries(PODS_REFUSED_WORDS).find(([id]) => r.traps.some((t) => t.id === id))
  if (podsRefused !== undefined) return `OpenKruise admits the ${r.operation === 'CREATE' ? 'creation' : 'update'}, but ${podsRefused[1]}`
  return r.operation === 'CREATE' ? `new ${r.kind}, its Pods are created from this template` : CONSEQUENCE_WORDS[r.consequence]
}

/** A note only the text output gives: ReCreate recreated Pods that InPlaceIfPossible would have kept. */
export function strategyHint(r: VerdictReport): string | undefined {
  if (r.operation !== 'UPDATE' || r.strategy !== 'ReCreate' || r.strategyRefused || r.consequence !== 'recreate' || r.eligibility !== 'in-place') return undefined
  return 'this change is eligible for an in-place update: with InPlaceIfPossible the Pods would be kept (ReCreate recreates them, as it asks)'
}

const DECISION_STYLE: Record<Decision, 'red' | 'yellow' | 'green'> = { deny: 'red', warn: 'yellow', allow: 'green' }

export interface TextOptions {
  colour?: boolean
}

/**
 * The line to point a reader at: the first field OpenKruise's webhook refuses, else the field kruise-manager fails on,
 * else the first change that blocks an in-place update, else the first change, else the field of the first warning,
 * else where the workload starts (what json, sarif and github give per item).
 */
export function focusLine(r: VerdictReport): number | undefined {
  return r.refusals.find((f) => f.line !== undefined)?.line
    ?? r.controllerFailure?.line
    ?? r.blocking.find((b) => b.line !== undefined)?.line
    ?? r.changes.find((c) => c.line !== undefined)?.line
    ?? r.traps.find((t) => t.severity === 'warning' && t.line !== undefined)?.line
    ?? r.line
}

/** Human text: where, one line per change (path, effect, rule), then the verdict and what to do about it. */
export function formatVerdictText(r: VerdictReport, options: TextOptions = {}): string {
  const where = r.file === undefined ? '' : `${r.file}:${focusLine(r)}: `
  const lines = [`${where}${subjectWords(r)} (${r.operation.toLowerCase()}, ${strategyWords(r)})`]
  const width = Math.max(0, ...r.changes.map((c) => c.path.length))
  const effectWidth = Math.max(0, ...r.changes.map((c) => c.effect.length))
  for (const c of r.changes) lines.push(`  ${c.path.padEnd(width)}  ${c.effect.padEnd(effectWidth)}  ${c.rule}`)
  for (const c of r.blocking) lines.push(`  why ${c.path}: ${c.message}`)
  for (const note of r.notes) lines.push(`  note: ${note}`)
  const hint = strategyHint(r)
  if (hint) lines.push(`  note: ${hint}`)
  for (const trap of r.traps.filter((t) => t.severity === 'info')) lines.push(`  info: ${trap.message}`)
  const restarts = r.restartedContainers.length > 0 ? `; containers restarted: ${r.restartedContainers.join(', ')}` : ''
  const word = r.decision.toUpperCase()
  const decision = options.colour ? styleText(['bold', DECISION_STYLE[r.decision]], word, { validateStream: false }) : word
  const written = r.refusals.length === 0 && r.controllerFailure === undefined && (r.refusedSubsets ?? []).length === 0
  lines.push(`  verdict: ${decision}: ${consequenceWords(r)}${r.outcome === 'in-place' && written ? restarts : ''}`)
  if (r.denyMessage) lines.push(`  ${r.denyMessage}`)
  for (const warning of r.warnings) lines.push(`  warning: ${warning.text}`)
  return `${lines.join('\n')}\n`
}
