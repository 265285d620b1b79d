import type { Decision } from '../admission/policy.js'
import type { SkippedFile } from './manifestTree.js'
import type { VerdictReport } from './verdictReport.js'

/** A CloneSet in the old tree that the new tree no longer has: deleting it deletes its Pods (a warning). */
export interface RemovedReport {
  cloneSet: string
  file: string
  line: number
  decision: 'warn'
  message: string
}

export interface DiffSummary {
  compared: number
  added: number
  removed: number
  unchanged: number
  skipped: number
  allow: number
  warn: number
  deny: number
}

/** Everything one `check` or `diff` run found, which every output format writes. */
export interface RunReport {
  command: 'check' | 'diff'
  results: VerdictReport[]
  removed: RemovedReport[]
  skipped: SkippedFile[]
  failOn: 'deny' | 'warn'
  /** --strict: a skipped file fails the run (exit 2). */
  strict: boolean
}

export function removedMessage(cloneSet: string): string {
  return `CloneSet ${cloneSet} is removed: deleting it deletes all its Pods`
}

export function summarize(run: RunReport): DiffSummary {
  const r = run.results
  return {
    compared: r.filter((x) => x.operation === 'UPDATE').length,
    added: r.filter((x) => x.operation === 'CREATE').length,
    removed: run.removed.length,
    unchanged: r.filter((x) => x.operation === 'UPDATE' && x.outcome === 'unchanged').length,
    skipped: run.skipped.length,
    allow: r.filter((x) => x.decision === 'allow').length,
    warn: r.filter((x) => x.decision === 'warn').length + run.removed.length,
    deny: r.filter((x) => x.decision === 'deny').length,
  }
}

export function worstDecision(run: RunReport): Decision {
  const s = summarize(run)
  return s.deny > 0 ? 'deny' : s.warn > 0 ? 'warn' : 'allow'
}

/** Whether a decision fails the run under --fail-on. */
export function fails(decision: Decision, failOn: 'deny' | 'warn'): boolean {
  return decision === 'deny' || (decision === 'warn' && failOn === 'warn')
}
