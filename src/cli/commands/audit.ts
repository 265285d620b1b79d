import { createReadStream } from 'node:fs'
import { open } from 'node:fs/promises'
import { resolve } from 'node:path'
import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import { parseArgs } from 'node:util'
import { createGunzip } from 'node:zlib'
import { AuditCollector, formatAuditReport, parseDuration } from '../../admission/auditLog.js'
import { printable } from '../../admission/text.js'
import { GuardError } from '../../errors.js'
import { type CliCommand, EXIT_OK } from '../io.js'
import { reportError } from './check.js'
import { wrapHelp } from '../helpText.js'

export const USAGE = wrapHelp(`usage: inplace-guard audit AUDIT_LOG... [--since DURATION] [--output text|json] [--webhook-name NAME]

Reports every decision of inplace-guard (on CloneSets, Advanced StatefulSets and DaemonSets, SidecarSets and
UnitedDeployments) found in kube-apiserver audit logs (audit.k8s.io/v1 events, one JSON object per line, plain or
gzip): when, who, which workload, the predicted update, the decision, the HTTP code the client got and the blocking
paths; then totals by kind, by namespace and by user. Lines that are not our decisions or cannot be read are counted
and skipped.

options:
  --since DURATION     only requests received in the last DURATION (e.g. 90m, 24h, 7d)
  --now TIMESTAMP      the reference time for --since (default: now)
  --output text|json   report format (default: text)
  --webhook-name NAME  only this webhook's annotations (default: any name with NAME/predicted-update,
                       or NAME/decision and NAME/update-strategy)
  -h, --help           show this help
`)

export const run: CliCommand = async (argv, io) => {
  try {
    return await audit(argv, io)
  } catch (err) {
    return reportError(err, io)
  }
}

const audit: CliCommand = async (argv, io) => {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        since: { type: 'string' },
        now: { type: 'string' },
        output: { type: 'string' },
        'webhook-name': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
      strict: true,
    })
  } catch (err) {
    throw usageError(err instanceof Error ? err.message : String(err))
  }
  const { values, positionals } = parsed
  if (values.help) {
    io.stdout(USAGE)
    return EXIT_OK
  }
  if (positionals.length === 0) throw usageError('give at least one audit log file')
  const output = values.output ?? 'text'
  if (output !== 'text' && output !== 'json') throw usageError(`--output must be text or json`)
  let sinceMs: number | undefined
  if (values.since !== undefined) {
    const duration = parseDuration(values.since)
    if (duration === undefined) throw usageError(`--since ${JSON.stringify(values.since)} is not a duration such as 90m, 24h or 7d`)
    const now = values.now === undefined ? Date.now() : Date.parse(values.now)
    if (Number.isNaN(now)) throw usageError(`--now ${JSON.stringify(values.now)} is not an RFC 3339 timestamp`)
    sinceMs = now - duration
  }
  const collector = new AuditCollector({ webhookName: values['webhook-name'], sinceMs })
  for (const file of positionals) {
    const path = resolve(io.cwd, file)
    const problem = await readLines(path, (line) => collector.add(line))
    if (problem === 'truncated') {
      collector.addBroken()
      io.stderr(`inplace-guard: warning: ${printable(file)} ends early (truncated or corrupt gzip); the lines before it were read\n`)
    } else if (problem !== undefined) {
      throw new GuardError('IPG_ERR_INPUT_FILE', `${file}: ${problem === 'ENOENT' ? 'no such file' : problem === 'EISDIR' ? 'a folder, not an audit log file' : `cannot be read (${problem})`}`)
    }
  }
  const report = collector.report()
  io.stdout(output === 'json' ? `${JSON.stringify(report, null, 2)}\n` : formatAuditReport(report))
  return EXIT_OK
}

function usageError(message: string): GuardError {
  return new GuardError('IPG_ERR_USAGE', `audit: ${message} (inplace-guard audit --help)`)
}

/** Streams the lines of a plain or gzip file (detected by its magic bytes, not its name); a file that cannot be opened gives its error code. */
async function readLines(path: string, onLine: (line: string) => void): Promise<undefined | 'truncated' | string> {
  let gzip: boolean
  try {
    const handle = await open(path, 'r')
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0)
      gzip = bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b
    } finally {
      await handle.close()
    }
  } catch (err) {
    return (err as NodeJS.ErrnoException).code ?? 'unknown'
  }
  const file = createReadStream(path)
  const source: Readable = gzip ? file.pipe(createGunzip()) : file
  let failed = false
  const onError = () => {
    failed = true
    source.destroy()
  }
  file.on('error', onError)
  source.on('error', onError)
  const lines = createInterface({ input: source, crlfDelay: Infinity })
  try {
    for await (const line of lines) onLine(line)
  } catch {
    failed = true
  }
  return failed ? 'truncated' : undefined
}
