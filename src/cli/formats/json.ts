import { type RunReport, summarize } from '../runReport.js'

/** `check` prints its one verdict; `diff` prints the summary, every verdict, removed CloneSets and skipped files. */
export function formatJson(run: RunReport): string {
  const body = run.command === 'check' && run.results.length === 1
    ? run.results[0]
    : { summary: summarize(run), results: run.results, removed: run.removed, skipped: run.skipped }
  return `${JSON.stringify(body, null, 2)}\n`
}
