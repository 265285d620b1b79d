import type { Decision } from '../admission/policy.js'
import type { CheckedKind as WorkloadKind } from './checkedKind.js'
import { type WorkloadIdentity, namespacedName } from './workloadIdentity.js'
import type { SkippedFile } from './manifestTree.js'
import type { InputError, PassedOver } from './manifestSet.js'
import type { VerdictReport } from './verdictReport.js'

/** A workload in the old tree that the new tree no longer has: deleting it deletes its Pods (a warning). */
export interface RemovedReport {
  kind: WorkloadKind
  /** `namespace/name`. */
  workload: string
  file: string
  line: number
  decision: 'warn'
  message: string
}

export interface DiffSummary {
  /** Workloads judged as updates (an old version was found). */
  compared: number
  /** Workloads judged as new (no old version): every workload `check` lints. */
  added: number
  removed: number
  unchanged: number
  skipped: number
  passedOver: number
  errors: number
  allow: number
  warn: number
  deny: number
}

/** Everything one `check` or `diff` run found, which every output format writes. */
export interface RunReport {
  command: 'check' | 'diff'
  /** `check FILE|DIR...`: a lint over everything read, reported as a run (not one --old/--new verdict). */
  lint?: boolean
  results: VerdictReport[]
  removed: RemovedReport[]
  skipped: SkippedFile[]
  /** Objects and files read and left alone (other kinds, kustomizations, chart values), with why. */
  passedOver: PassedOver[]
  /** Input that could not be checked (the run exits 2). */
  errors: InputError[]
  failOn: 'deny' | 'warn'
  /** --strict: a skipped file fails the run (exit 2). */
  strict: boolean
  /** --changed-only: leave out workloads allowed with no Pod change (the default for markdown and github). */
  changedOnly?: boolean
  /** --verbose: the text output lists what was passed over. */
  verbose?: boolean
}

/** A removed workload, from its identity. */
export function removedReport(id: WorkloadIdentity, file: string, line: number): RemovedReport {
  const workload = namespacedName(id)
  return { kind: id.kind, workload, file, line, decision: 'warn', message: `${id.kind} ${workload} is removed: deleting it deletes all its Pods` }
}

export function summarize(run: RunReport): DiffSummary {
  const r = run.results
  return {
    compared: r.filter((x) => x.operation === 'UPDATE').length,
    added: r.filter((x) => x.operation === 'CREATE').length,
    removed: run.removed.length,
    unchanged: r.filter((x) => x.operation === 'UPDATE' && x.outcome === 'unchanged').length,
    skipped: run.skipped.length,
    passedOver: run.passedOver.length,
    errors: run.errors.length,
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

/** An update the guard allows that leaves every Pod as it is: what --changed-only leaves out. */
export function changesNothing(r: VerdictReport): boolean {
  return r.operation === 'UPDATE' && r.consequence === 'none' && r.decision === 'allow'
}

/** The verdicts a format lists: all, or under --changed-only those whose Pods change or that warn or deny. */
export function shownResults(run: RunReport): VerdictReport[] {
  return run.changedOnly ? run.results.filter((r) => !changesNothing(r)) : run.results
}

/** 2 for input that could not be checked (or a skipped file under --strict), else 1 when the run fails, else 0. */
export function runExitCode(run: RunReport): 0 | 1 | 2 {
  if (run.errors.length > 0 || (run.strict && run.skipped.length > 0)) return 2
  return fails(worstDecision(run), run.failOn) ? 1 : 0
}
