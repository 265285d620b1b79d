import { GATE_SETTINGS } from './generator.js'
import type { CaseResult, Tally } from './run.js'
import { tally } from './run.js'
import type { ConformanceWorkload } from './workloads.js'

/**
 * The conformance table of one workload: one row per mutation class and per facet of the base objects (an Advanced
 * StatefulSet's apiVersion), one column per gate setting, cells `agree/total`.
 */
export function formatTable(results: readonly CaseResult[], workload: ConformanceWorkload): string[] {
  const table = tally(results, workload.facets)
  const rows = [...workload.classes, ...workload.facetRows, 'all pairs']
  const width = Math.max(...rows.map((r) => r.length)) + 2
  const columns = GATE_SETTINGS.map((s) => Math.max(s.length, 11) + 2)
  const cell = (t: Tally | undefined): string => (t ? `${t.agree}/${t.total}${t.agree === t.total ? '' : ' ✗'}` : '-')
  const lines = ['class'.padEnd(width) + GATE_SETTINGS.map((s, i) => s.padEnd(columns[i]!)).join('')]
  for (const row of rows) {
    const cells = table.get(row)
    lines.push(row.padEnd(width) + GATE_SETTINGS.map((s, i) => cell(cells?.get(s)).padEnd(columns[i]!)).join(''))
  }
  return lines.map((l) => l.trimEnd())
}

export function agreement(results: readonly CaseResult[]): { agree: number; total: number } {
  return { agree: results.filter((r) => r.disagreements.length === 0).length, total: results.length }
}
