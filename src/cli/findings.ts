import type { RunReport } from './runReport.js'
import { type VerdictReport, consequenceWords, focusLine, subjectWords } from './verdictReport.js'

/**
 * One thing a CI system annotates: a deny, a warning, a note, a removed workload or a skipped file, each at a file and
 * line. The github, sarif and junit formats are views of this list, so they never disagree.
 */
export interface Finding {
  level: 'error' | 'warning' | 'note'
  /**
   * A stable id: `kruise-refused`, `kruise-controller-fails`, `child-write-refused`, `recreate-denied`, `recreate`, `trap/<id>`,
   * `workload-removed`, `file-skipped`, `input-error`, `pods-change`.
   */
  rule: string
  /** The workload it is about. */
  workload?: Pick<VerdictReport, 'kind' | 'workload'>
  file: string
  line?: number
  title: string
  message: string
}

export const RULES: Record<string, string> = {
  'kruise-refused': "The API server's own validation or OpenKruise's validating webhook refuses the write: nothing is written",
  'kruise-controller-fails': 'OpenKruise admits the write, but its controller fails on every write of the children it makes from it',
  'child-write-refused': "OpenKruise admits the write, but a subset's child cannot be written from it: that subset does not change",
  'recreate-denied': 'The update would delete and recreate Pods under a strategy this guard denies',
  recreate: 'The update deletes and recreates the Pods instead of updating them in place',
  'workload-removed': 'A workload is removed: its Pods are deleted with it',
  'file-skipped': 'A file was not read as a manifest',
  'input-error': 'A file or object could not be checked (bad input)',
  'pods-change': 'An allowed change that updates or creates Pods',
}

export function findings(run: RunReport): Finding[] {
  const out: Finding[] = []
  for (const r of run.results) out.push(...resultFindings(r))
  for (const r of run.removed) {
    out.push({ level: 'warning', rule: 'workload-removed', workload: about(r), file: r.file, line: r.line, title: `${subjectWords(r)} removed`, message: r.message })
  }
  for (const s of run.skipped) {
    out.push({ level: run.strict ? 'error' : 'note', rule: 'file-skipped', file: s.file, title: 'file skipped', message: `skipped: ${s.reason}` })
  }
  for (const e of run.errors) {
    out.push({ level: 'error', rule: 'input-error', file: e.file, title: `cannot be checked [${e.code}]`, message: `${e.message} [${e.code}]` })
  }
  return out
}

/**
 * A note for every allowed workload whose Pods change (updated in place, recreated under ReCreate, created): what a
 * reviewer of a pull request wants to see at the changed line even when nothing is wrong. Only the github format adds
 * them; code-scanning formats (SARIF) report problems only.
 */
export function changeNotes(run: RunReport): Finding[] {
  return run.results
    .filter((r) => r.decision === 'allow' && (r.operation === 'CREATE' || r.consequence !== 'none'))
    .map((r) => {
      const restarts = r.outcome === 'in-place' && r.restartedContainers.length > 0 ? `; containers restarted: ${r.restartedContainers.join(', ')}` : ''
      return { level: 'note' as const, rule: 'pods-change', workload: about(r), file: r.file ?? '', line: focusLine(r), title: `${subjectWords(r)}: ALLOW`, message: `${consequenceWords(r)}${restarts}` }
    })
}

function resultFindings(r: VerdictReport): Finding[] {
  const file = r.file ?? ''
  const subject = subjectWords(r)
  const out: Finding[] = []
  if (r.denyMessage !== undefined) {
    const refused = r.refusals.length > 0
    const fails = !refused && r.controllerFailure !== undefined
    const line = (refused ? r.refusals[0]!.line : fails ? r.controllerFailure!.line : r.blocking[0]?.line) ?? r.line
    const childRefused = !refused && !fails && (r.refusedSubsets ?? []).length > 0
    const rule = refused ? 'kruise-refused' : fails ? 'kruise-controller-fails' : childRefused ? 'child-write-refused' : 'recreate-denied'
    out.push({ level: 'error', rule, workload: about(r), file, line, title: `${subject}: DENY`, message: r.denyMessage })
  }
  for (const w of r.warnings) {
    const line = w.line ?? r.line
    if (w.code.startsWith('trap/')) {
      out.push({ level: 'warning', rule: w.code, workload: about(r), file, line, title: `${subject}: ${w.path}`, message: w.text })
    } else {
      out.push({ level: 'warning', rule: 'recreate', workload: about(r), file, line, title: `${subject}: WARN`, message: w.text })
    }
  }
  for (const trap of r.traps.filter((t) => t.severity === 'info')) {
    out.push({ level: 'note', rule: `trap/${trap.id}`, workload: about(r), file, line: trap.line ?? r.line, title: `${subject}: ${trap.field}`, message: trap.message })
  }
  return out
}

function about(r: Pick<VerdictReport, 'kind' | 'workload'>): Finding['workload'] {
  return { kind: r.kind, workload: r.workload }
}
