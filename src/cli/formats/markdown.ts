import { type RunReport, summarize } from '../runReport.js'
import { type VerdictReport, consequenceWords, strategyWords } from '../verdictReport.js'

const ICON = { allow: '✅', warn: '⚠️', deny: '❌' } as const

/** A pull-request comment: a headline, a table of CloneSets and verdicts, then what to look at for each deny or warning. */
export function formatMarkdown(run: RunReport): string {
  const s = summarize(run)
  const lines = [
    `### inplace-guard: ${s.deny} deny, ${s.warn} warn, ${s.allow} allow`,
    '',
    '| CloneSet | Change | Strategy | Verdict | File |',
    '| --- | --- | --- | --- | --- |',
  ]
  for (const r of run.results) {
    lines.push(row([code(r.cloneSet), r.operation.toLowerCase(), strategyWords(r), `${ICON[r.decision]} **${r.decision.toUpperCase()}**: ${consequenceWords(r)}`, location(r.file, r.line)]))
  }
  for (const r of run.removed) lines.push(row([code(r.cloneSet), 'removed', '', `${ICON.warn} **WARN**: ${r.message}`, location(r.file, r.line)]))
  const details = run.results.filter((r) => r.decision !== 'allow').map(detail)
  if (details.length > 0) lines.push('', ...details)
  if (run.skipped.length > 0) {
    lines.push('', `<details><summary>${run.skipped.length} file(s) skipped${run.strict ? ' (--strict: the run fails)' : ''}</summary>`, '')
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
  return [`#### ${ICON[r.decision]} ${code(r.cloneSet)}`, '', ...items, ''].join('\n')
}

function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`
}

function location(file: string | undefined, line: number | undefined): string {
  return file === undefined ? '' : code(line === undefined ? file : `${file}:${line}`)
}

/** Inline code; a backtick inside is replaced (Markdown has no escape inside a code span), `|` would end a table cell. */
function code(value: string): string {
  return `\`${value.replace(/`/g, "'").replace(/\|/g, '\\|')}\``
}

/** Text in a table cell or list item: one line, no HTML, no cell break. */
function cell(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\|/g, '\\|')
}
