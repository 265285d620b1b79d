import { DEFAULT_POLICY, type Decision, decide } from '../../admission/policy.js'
import { isCloneSetKind, isJsonObject } from '../../engine/cloneset.js'
import { type PredictOptions, predictCreate, predictUpdate } from '../../engine/prediction.js'
import { GuardError } from '../../errors.js'
import { type CliCommand, EXIT_OK } from '../io.js'
import { type ManifestDocument, manifestFiles, readManifestFile } from '../manifests.js'
import { KRUISE_VERSION_HELP, choiceOption, denyStrategiesOption, gatesOption, kruiseVersionOption, parseCommandLine } from '../options.js'
import { type VerdictReport, displayName, formatVerdictText, verdictReport } from '../verdictReport.js'
import { exitCodeFor, reportError, withFile } from './check.js'
import { resolve } from 'node:path'

export const HELP = `usage: inplace-guard diff OLD_DIR NEW_DIR [options]

Compares every CloneSet in two trees of manifests (multi-document YAML or JSON, any depth; other kinds are
skipped), matched by namespace/name, and gives one verdict each: what a GitOps repository runs on a pull request
so that a rejection is seen before the sync.

options:
  --gates Name=bool,...      OpenKruise feature gates of your cluster (default: Kruise's defaults)
${KRUISE_VERSION_HELP}
  --deny-strategies LIST     update strategies whose recreate is denied (default: InPlaceOnly)
  --output text|json         output format (default: text)
  --fail-on deny|warn        exit 1 on any deny (default) or on any warning too
  -h, --help                 show this help

exit codes: 0 allow or warn, 1 deny (or warn with --fail-on warn), 2 bad input or usage
`

const OPTIONS = {
  gates: { type: 'string' },
  'kruise-version': { type: 'string' },
  'deny-strategies': { type: 'string' },
  output: { type: 'string' },
  'fail-on': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

interface Located {
  doc: ManifestDocument
  key: string
}

export interface DiffSummary {
  compared: number
  added: number
  removed: number
  unchanged: number
  allow: number
  warn: number
  deny: number
}

export const run: CliCommand = async (argv, io) => {
  try {
    const { values, positionals } = parseCommandLine(argv, OPTIONS, true)
    if (values.help) {
      io.stdout(HELP)
      return EXIT_OK
    }
    if (positionals.length !== 2) throw new GuardError('IPG_ERR_USAGE', 'diff needs exactly two directories: OLD_DIR NEW_DIR')
    const output = choiceOption('--output', values.output, ['text', 'json'] as const, 'text')
    const failOn = choiceOption('--fail-on', values['fail-on'], ['deny', 'warn'] as const, 'deny')
    const gates = gatesOption(values.gates)
    const kruise = kruiseVersionOption(values['kruise-version'])
    const policy = { ...DEFAULT_POLICY, denyStrategies: denyStrategiesOption(values['deny-strategies']) }
    const [oldDir, newDir] = positionals as [string, string]
    const before = await cloneSetsIn(resolve(io.cwd, oldDir), oldDir)
    const after = await cloneSetsIn(resolve(io.cwd, newDir), newDir)
    const reports: VerdictReport[] = []
    const removed: string[] = []
    for (const [key, located] of after) {
      const previous = before.get(key)
      reports.push(compare(previous, located, { gates, kruise }, policy))
    }
    for (const key of before.keys()) if (!after.has(key)) removed.push(key)
    const summary = summarize(reports, removed)
    if (output === 'json') {
      io.stdout(`${JSON.stringify({ summary, results: reports, removed }, null, 2)}\n`)
    } else {
      for (const report of reports) io.stdout(formatVerdictText(report))
      for (const key of removed) io.stdout(`CloneSet ${key} (removed): its Pods are deleted with it\n`)
      io.stdout(summaryLine(summary))
    }
    const worst: Decision = summary.deny > 0 ? 'deny' : summary.warn > 0 ? 'warn' : 'allow'
    return exitCodeFor(worst, failOn)
  } catch (err) {
    return reportError(err, io)
  }
}

function compare(previous: Located | undefined, current: Located, options: PredictOptions, policy: typeof DEFAULT_POLICY): VerdictReport {
  const where = `${current.doc.file} (document ${current.doc.index})`
  if (!previous) {
    const prediction = withFile(where, () => predictCreate(current.doc.value, options))
    return verdictReport(prediction, decide(prediction, policy, 'CREATE'), 'CREATE')
  }
  const prediction = withFile(where, () => predictUpdate(previous.doc.value, current.doc.value, options))
  return verdictReport(prediction, decide(prediction, policy, 'UPDATE'), 'UPDATE')
}

async function cloneSetsIn(dir: string, shown: string): Promise<Map<string, Located>> {
  const found = new Map<string, Located>()
  for (const file of await manifestFiles(dir, shown)) {
    const label = file.startsWith(dir) ? `${shown.replace(/\/$/, '')}${file.slice(dir.length)}` : file
    for (const doc of await readManifestFile(file, label)) {
      if (!isCloneSetKind(doc.value)) continue
      const located = { doc, key: keyOf(doc.value) }
      const clash = found.get(located.key)
      if (clash) {
        throw new GuardError('IPG_ERR_INPUT_FILE',
          `${label}: document ${doc.index}: CloneSet ${located.key} is also defined in ${clash.doc.file} (document ${clash.doc.index})`)
      }
      found.set(located.key, located)
    }
  }
  return found
}

function keyOf(value: unknown): string {
  const metadata = isJsonObject(value) && isJsonObject(value.metadata) ? value.metadata : {}
  const namespace = typeof metadata.namespace === 'string' ? metadata.namespace : ''
  const name = typeof metadata.name === 'string' ? metadata.name : ''
  return displayName(namespace, name)
}

function summarize(reports: VerdictReport[], removed: string[]): DiffSummary {
  return {
    compared: reports.filter((r) => r.operation === 'UPDATE').length,
    added: reports.filter((r) => r.operation === 'CREATE').length,
    removed: removed.length,
    unchanged: reports.filter((r) => r.operation === 'UPDATE' && r.outcome === 'unchanged').length,
    allow: reports.filter((r) => r.decision === 'allow').length,
    warn: reports.filter((r) => r.decision === 'warn').length,
    deny: reports.filter((r) => r.decision === 'deny').length,
  }
}

function summaryLine(s: DiffSummary): string {
  return `summary: ${s.compared} CloneSets compared (${s.unchanged} unchanged), ${s.added} added, ${s.removed} removed; ${s.deny} deny, ${s.warn} warn, ${s.allow} allow\n`
}
