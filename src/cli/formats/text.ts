import { styleText } from 'node:util'
import { type RunReport, summarize } from '../runReport.js'
import { type TextOptions, formatVerdictText } from '../verdictReport.js'

// validateStream: false, because the CLI has already decided on colour (useColour); Node 24's styleText would
// otherwise look at process.stdout itself.
/** The terminal view: each verdict, then removed CloneSets, skipped files and (for diff) the summary. */
export function formatText(run: RunReport, options: TextOptions = {}): string {
  let out = run.results.map((r) => formatVerdictText(r, options)).join('')
  const warn = options.colour ? styleText(['bold', 'yellow'], 'WARN', { validateStream: false }) : 'WARN'
  for (const r of run.removed) out += `${r.file}:${r.line}: CloneSet ${r.cloneSet} (removed)\n  verdict: ${warn}: ${r.message}\n`
  for (const s of run.skipped) out += `skipped: ${s.file}: ${s.reason}\n`
  if (run.command === 'diff') {
    const s = summarize(run)
    out += `summary: ${s.compared} CloneSets compared (${s.unchanged} unchanged), ${s.added} added, ${s.removed} removed, ${s.skipped} files skipped; ${s.deny} deny, ${s.warn} warn, ${s.allow} allow\n`
  }
  return out
}
