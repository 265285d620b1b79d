import { type Finding, findings } from '../findings.js'
import { type RunReport, summarize } from '../runReport.js'

/**
 * GitHub Actions workflow commands: one `::error`/`::warning`/`::notice` per finding, which GitHub shows as an
 * annotation on the file and line of the pull request; then a one-line summary.
 * Escaping follows @actions/core: `%`, CR and LF in data; also `:` and `,` in properties.
 */
export function formatGithub(run: RunReport): string {
  const lines = findings(run).map(command)
  const s = summarize(run)
  lines.push(`inplace-guard: ${s.deny} deny, ${s.warn} warn, ${s.allow} allow; ${s.compared} compared, ${s.added} added, ${s.removed} removed, ${s.skipped} files skipped`)
  return `${lines.join('\n')}\n`
}

const LEVEL: Record<Finding['level'], string> = { error: 'error', warning: 'warning', note: 'notice' }

function command(f: Finding): string {
  const properties = [
    f.file ? `file=${escapeProperty(f.file)}` : '',
    f.line !== undefined ? `line=${f.line}` : '',
    `title=${escapeProperty(f.title)}`,
  ].filter(Boolean).join(',')
  return `::${LEVEL[f.level]} ${properties}::${escapeData(f.message)}`
}

export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')
}
