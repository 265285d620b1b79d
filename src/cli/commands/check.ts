import { DEFAULT_POLICY, decide } from '../../admission/policy.js'
import { isCloneSetKind } from '../../engine/cloneset.js'
import { predictUpdate } from '../../engine/prediction.js'
import { GuardError, isGuardError } from '../../errors.js'
import { type CliCommand, type CliIO, EXIT_DENY, EXIT_OK, EXIT_USAGE } from '../io.js'
import { readManifestFile } from '../manifests.js'
import { choiceOption, denyStrategiesOption, gatesOption, parseCommandLine } from '../options.js'
import { formatVerdictText, verdictReport } from '../verdictReport.js'
import { resolve } from 'node:path'
import { withHeldBack } from '../../admission/heldBack.js'
import { liveBlockedRevisions } from '../liveRevisions.js'

export const HELP = `usage: inplace-guard check --old OLD.yaml --new NEW.yaml [options]

Predicts, offline, whether OpenKruise updates the Pods of one CloneSet in place or recreates them when it goes
from OLD to NEW, with the same engine and policy as the admission webhook.

options:
  --old FILE                 the CloneSet as it is now (YAML or JSON, one CloneSet)
  --new FILE                 the CloneSet as it will be
  --gates Name=bool,...      OpenKruise feature gates of your cluster (default: Kruise's defaults)
  --deny-strategies LIST     update strategies whose recreate is denied (default: InPlaceOnly)
  --output text|json         output format (default: text)
  --fail-on deny|warn        exit 1 on deny (default) or on any warning too
  --live                     also check NEW against every revision the CloneSet's Pods run in the cluster
  --kubeconfig FILE          the cluster for --live (default: KUBECONFIG, ~/.kube/config)
  -h, --help                 show this help

exit codes: 0 allow or warn, 1 deny (or warn with --fail-on warn), 2 bad input or usage
`

const OPTIONS = {
  old: { type: 'string' },
  new: { type: 'string' },
  gates: { type: 'string' },
  'deny-strategies': { type: 'string' },
  output: { type: 'string' },
  'fail-on': { type: 'string' },
  live: { type: 'boolean' },
  kubeconfig: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

export const run: CliCommand = async (argv, io) => {
  try {
    const { values } = parseCommandLine(argv, OPTIONS)
    if (values.help) {
      io.stdout(HELP)
      return EXIT_OK
    }
    if (!values.old || !values.new) throw new GuardError('IPG_ERR_USAGE', 'both --old and --new are required')
    const output = choiceOption('--output', values.output, ['text', 'json'] as const, 'text')
    const failOn = choiceOption('--fail-on', values['fail-on'], ['deny', 'warn'] as const, 'deny')
    const gates = gatesOption(values.gates)
    const policy = { ...DEFAULT_POLICY, denyStrategies: denyStrategiesOption(values['deny-strategies']) }
    const before = await readOneCloneSet(values.old, io)
    const after = await readOneCloneSet(values.new, io)
    const prediction = withFile(values.new, () => predictUpdate(before, after, { gates }))
    const planned = decide(prediction, policy, 'UPDATE')
    const result = values.live ? withHeldBack(planned, prediction, await liveBlockedRevisions(values.kubeconfig, prediction, after), policy) : planned
    const report = verdictReport(prediction, result, 'UPDATE')
    io.stdout(output === 'json' ? `${JSON.stringify(report, null, 2)}\n` : formatVerdictText(report))
    return exitCodeFor(result.decision, failOn)
  } catch (err) {
    return reportError(err, io)
  }
}

export function exitCodeFor(decision: 'allow' | 'warn' | 'deny', failOn: 'deny' | 'warn'): number {
  if (decision === 'deny') return EXIT_DENY
  if (decision === 'warn' && failOn === 'warn') return EXIT_DENY
  return EXIT_OK
}

async function readOneCloneSet(file: string, io: CliIO): Promise<unknown> {
  const docs = await readManifestFile(resolve(io.cwd, file), file)
  for (const doc of docs) {
    if (!isCloneSetKind(doc.value)) {
      throw new GuardError('IPG_ERR_INPUT_FILE', `${file}: document ${doc.index}: not an apps.kruise.io CloneSet`)
    }
  }
  if (docs.length !== 1) {
    throw new GuardError('IPG_ERR_INPUT_FILE', `${file}: expected exactly one CloneSet, found ${docs.length}`)
  }
  return docs[0]!.value
}

/** Engine errors name a field; say which file it is in, in one line. */
export function withFile<T>(file: string, fn: () => T): T {
  try {
    return fn()
  } catch (err) {
    if (isGuardError(err) && err.code !== 'IPG_ERR_INPUT_FILE') throw new GuardError(err.code, `${file}: ${err.message}`)
    throw err
  }
}

export function reportError(err: unknown, io: CliIO): number {
  if (isGuardError(err)) {
    io.stderr(`inplace-guard: ${err.message.split('\n')[0]} [${err.code}]\n`)
    return EXIT_USAGE
  }
  throw err
}
