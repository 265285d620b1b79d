import type { OutputFormat } from '../options.js'
import { printableData } from '../printableData.js'
import type { RunReport } from '../runReport.js'
import type { TextOptions } from '../verdictReport.js'
import { formatGithub } from './github.js'
import { formatJson } from './json.js'
import { formatJunit } from './junit.js'
import { formatMarkdown } from './markdown.js'
import { formatSarif } from './sarif.js'
import { formatText } from './text.js'

/** The run in one output format; the formats read by people (text, a comment, a log) get its values printable. */
export function formatRun(run: RunReport, format: OutputFormat, options: TextOptions = {}): string {
  switch (format) {
    case 'text': return formatText(printableData(run), options)
    case 'json': return formatJson(run)
    case 'junit': return formatJunit(run)
    case 'sarif': return formatSarif(run)
    case 'github': return formatGithub(printableData(run))
    case 'markdown': return formatMarkdown(printableData(run))
  }
}
