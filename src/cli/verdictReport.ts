import type { Decision, PolicyResult } from '../admission/policy.js'
import type { Prediction } from '../engine/prediction.js'

/** The machine-readable result of one CloneSet decision, shared by `check` and `diff` JSON output. */
export interface VerdictReport {
  cloneSet: string
  operation: 'CREATE' | 'UPDATE' | 'DELETE'
  outcome: Prediction['outcome']
  eligibility: Prediction['eligibility']
  strategy: Prediction['strategy']
  /** Where the strategy is declared. */
  policyField: string
  consequence: Prediction['consequence']
  decision: Decision
  blocking: { path: string; rule: string; message: string }[]
  changes: { path: string; effect: string; rule: string; message: string }[]
  restartedContainers: string[]
  warnings: string[]
  notes: string[]
  traps: { id: string; severity: string; field: string; message: string }[]
  denyMessage?: string
  annotations: Record<string, string>
}

export function verdictReport(prediction: Prediction, policy: PolicyResult, operation: 'CREATE' | 'UPDATE'): VerdictReport {
  const report: VerdictReport = {
    cloneSet: displayName(prediction.namespace, prediction.name),
    operation,
    outcome: prediction.outcome,
    eligibility: prediction.eligibility,
    strategy: prediction.strategy,
    policyField: prediction.policyField,
    consequence: prediction.consequence,
    decision: policy.decision,
    blocking: prediction.blocking.map((v) => ({ path: v.change.path, rule: v.rule, message: v.explanation })),
    changes: prediction.verdicts.map((v) => ({ path: v.change.path, effect: v.effect, rule: v.rule, message: v.explanation })),
    restartedContainers: prediction.restartedContainers,
    warnings: policy.warnings,
    notes: prediction.notes,
    traps: prediction.traps.map((t) => ({ id: t.id, severity: t.severity, field: t.field, message: t.message })),
    annotations: policy.annotations,
  }
  if (policy.denyMessage !== undefined) report.denyMessage = policy.denyMessage
  return report
}

export function displayName(namespace: string, name: string): string {
  return namespace ? `${namespace}/${name}` : name
}

const CONSEQUENCE_WORDS: Record<Prediction['consequence'], string> = {
  none: 'no Pod changes',
  'in-place': 'Pods are updated in place',
  'rollout-fails': 'the rollout would fail: InPlaceOnly cannot recreate Pods',
  'silent-recreate': 'Pods would be deleted and recreated (InPlaceIfPossible falls back silently)',
  recreate: 'Pods are deleted and recreated (ReCreate)',
  'on-delete': 'Pods pick up the change only when they are deleted',
}

/** Human text: one line per change (path, effect, rule), then the verdict and what to do about it. */
export function formatVerdictText(r: VerdictReport): string {
  const lines = [`CloneSet ${r.cloneSet} (${r.operation.toLowerCase()}, ${r.strategy} from ${r.policyField})`]
  const width = Math.max(0, ...r.changes.map((c) => c.path.length))
  const effectWidth = Math.max(0, ...r.changes.map((c) => c.effect.length))
  for (const c of r.changes) lines.push(`  ${c.path.padEnd(width)}  ${c.effect.padEnd(effectWidth)}  ${c.rule}`)
  for (const c of r.blocking) lines.push(`  why ${c.path}: ${c.message}`)
  for (const note of r.notes) lines.push(`  note: ${note}`)
  for (const trap of r.traps.filter((t) => t.severity === 'info')) lines.push(`  info: ${trap.message}`)
  const restarts = r.restartedContainers.length > 0 ? `; containers restarted: ${r.restartedContainers.join(', ')}` : ''
  const what = r.operation === 'CREATE' ? 'new CloneSet, its Pods are created from this template' : CONSEQUENCE_WORDS[r.consequence]
  lines.push(`  verdict: ${r.decision.toUpperCase()}: ${what}${r.outcome === 'in-place' ? restarts : ''}`)
  if (r.denyMessage) lines.push(`  ${r.denyMessage}`)
  for (const warning of r.warnings) lines.push(`  warning: ${warning}`)
  return `${lines.join('\n')}\n`
}
