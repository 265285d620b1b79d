import { type RunReport, shownResults, summarize } from '../runReport.js'
import { type VerdictReport, consequenceWords, focusLine, strategyWords, subjectWords } from '../verdictReport.js'
import { count } from '../words.js'

const ICON = { allow: '✅', warn: '⚠️', deny: '❌' } as const

/**
 * A pull-request comment (and the GitHub Action's step summary): a headline, a table of workloads and verdicts
 * (under --changed-only, the default here, only those whose Pods change or that warn or deny), then what to look at
 * for each deny or warning, and the files that could not be checked.
 */
export function formatMarkdown(run: RunReport): string {
  const s = summarize(run)
  const shown = shownResults(run)
  const lines = [`### inplace-guard: ${s.deny} deny, ${s.warn} warn, ${s.allow} allow`, '']
  if (shown.length + run.removed.length > 0) {
    lines.push('| Workload | Change | Strategy | Verdict | File |', '| --- | --- | --- | --- | --- |')
    for (const r of shown) {
      lines.push(row([code(subjectWords(r)), r.operation.toLowerCase(), cell(strategyWords(r)), `${ICON[r.decision]} **${r.decision.toUpperCase()}**: ${cell(consequenceWords(r))}`, location(r.file, focusLine(r))]))
    }
    for (const r of run.removed) lines.push(row([code(subjectWords(r)), 'removed', '', `${ICON.warn} **WARN**: ${cell(r.message)}`, location(r.file, r.line)]))
  } else lines.push(run.results.length === 0 ? 'No workload found.' : 'No workload changes its Pods.')
  const hidden = run.results.length - shown.length
  if (hidden > 0) lines.push('', `${count(hidden, 'workload')} with no Pod change ${hidden === 1 ? 'is' : 'are'} not listed.`)
  const details = shown.filter((r) => r.decision !== 'allow').map(detail)
  if (details.length > 0) lines.push('', ...details)
  if (run.errors.length > 0) {
    lines.push('', `**${count(run.errors.length, 'input error')}** (the run fails):`, '')
    for (const e of run.errors) lines.push(`- ${code(e.file)}: ${cell(e.message)} (${e.code})`)
  }
  if (run.skipped.length > 0) {
    lines.push('', `<details><summary>${count(run.skipped.length, 'file')} skipped${run.strict ? ' (--strict: the run fails)' : ''}</summary>`, '')
    for (const f of run.skipped) lines.push(`- ${code(f.file)}: ${cell(f.reason)}`)
    lines.push('', '</details>')
  }
  return `${lines.join('\n')}\n`
}

function detail(r: VerdictReport): string {
  const items = [
    ...(r.denyMessage ? [`- **deny**: ${cell(r.denyMessage)}`] : []),
    ...r.blocking.map((b) => `- ${code(b.path)}${b.line !== undefined ? ` (line ${b.line})` : ''}: ${cell(b.message)}`),
    // A recreate warning per change says what the blocking list above explains: it is listed once, there.
    ...r.warnings.filter((w) => w.code !== 'recreate-change').map((w) => `- warning: ${cell(w.text)}`),
  ]
  // The file too: a workload defined in several places (a folder per cluster) has a verdict for each.
  const where = r.file === undefined ? '' : ` in ${location(r.file, focusLine(r))}`
  return [`#### ${ICON[r.decision]} ${code(subjectWords(r))}${where}`, '', ...items, ''].join('\n')
}

function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`
}

function location(file: string | undefined, line: number | undefined): string {
  return file === undefined ? '' : code(line === undefined ? file : `${file}:${line}`)
}

/** Inline code; a backtick inside is replaced (Markdown has no escape inside a code span), `|` would end a table cell. */
export function code(value: string): string {
  return `\`${value.replace(/`/g, "'").replace(/\|/g, '\\|')}\``
}

/**
 * Text in a table cell or list item: one line, no HTML, no cell break, and no Markdown of its own: a name or value
 * from a manifest (a workload name, an image) cannot add a link, an image or emphasis to a pull-request comment.
 */
function cell(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').replace(/[\\`*_[\]~]/g, '\\$&').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\|/g, '\\|')
}
