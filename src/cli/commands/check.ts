import { DEFAULT_POLICY, decide } from '../../admission/policy.js'
import { predictCreate, predictUpdate } from '../../engine/prediction.js'
import { GuardError, isGuardError } from '../../errors.js'
import { engineErrorMessage } from '../../admission/kruiseVersion.js'
import { readCloneSetPair } from '../cloneSetPair.js'
import { formatRun } from '../formats/formatRun.js'
import { type CliCommand, type CliIO, EXIT_DENY, EXIT_OK, EXIT_USAGE, useColour } from '../io.js'
import { type ManifestDocument, documentLabel } from '../manifests.js'
import { KRUISE_VERSION_HELP, PREDICTION_OPTIONS, type PredictionSettings, parseCommandLine, predictionSettings } from '../options.js'
import { type RunReport, fails } from '../runReport.js'
import { verdictReport } from '../verdictReport.js'
import { withHeldBack } from '../../admission/heldBack.js'

export const HELP = `usage: inplace-guard check --old OLD.yaml --new NEW.yaml [options]
       inplace-guard check --new NEW.yaml [options]

Predicts, offline, whether OpenKruise updates the Pods of one CloneSet in place or recreates them when it goes
from OLD to NEW, with the same engine and policy as the admission webhook. With --new alone, lints one manifest
for rollout traps (what the webhook says on CREATE).

Files may hold several documents (YAML ---, JSON, kind: List as from kubectl get -o yaml); other kinds are
passed over. '-' reads standard input.

options:
  --old FILE                 the CloneSet as it is now
  --new FILE                 the CloneSet as it will be
  --name NAMESPACE/NAME      the CloneSet to pick when a file holds several
  --rename                   compare two CloneSets with different names or namespaces anyway
  --namespace NS             namespace of a manifest that names none (default: default)
  --gates Name=bool,...      OpenKruise feature gates of your cluster (default: Kruise's defaults)
${KRUISE_VERSION_HELP}
  --deny-strategies LIST     update strategies whose recreate is denied (default: InPlaceOnly)
  --output FORMAT            text, json, junit, sarif, github or markdown (default: text)
  --fail-on deny|warn        exit 1 on deny (default) or on any warning too
  --max-file-size SIZE       read at most this much of a file (default: 4MiB)
  --live                     also check NEW against every revision the CloneSet's Pods run in the cluster
  --kubeconfig FILE          the cluster for --live (default: KUBECONFIG, ~/.kube/config)
  -h, --help                 show this help

exit codes: 0 allow or warn, 1 deny (or warn with --fail-on warn), 2 bad input or usage
`

const OPTIONS = {
  ...PREDICTION_OPTIONS,
  old: { type: 'string' },
  new: { type: 'string' },
  name: { type: 'string' },
  rename: { type: 'boolean' },
  live: { type: 'boolean' },
  kubeconfig: { type: 'string' },
} as const

export const run: CliCommand = async (argv, io) => {
  try {
    const { values } = parseCommandLine(argv, OPTIONS)
    if (values.help) {
      io.stdout(HELP)
      return EXIT_OK
    }
    if (!values.new) throw new GuardError('IPG_ERR_USAGE', '--new is required (with --old to check an update, alone to lint a new CloneSet)')
    const settings = predictionSettings(values)
    const { before, after } = await readCloneSetPair(io, {
      old: values.old, new: values.new, name: values.name, rename: values.rename, namespace: settings.namespace, limits: { maxFileBytes: settings.maxFileBytes },
    })
    const live = values.live ? { kubeconfig: values.kubeconfig } : undefined
    const report = await predict(before, after, settings, live)
    const result: RunReport = { command: 'check', results: [report], removed: [], skipped: [], failOn: settings.failOn, strict: false }
    io.stdout(formatRun(result, settings.output, { colour: useColour(io) }))
    return fails(report.decision, settings.failOn) ? EXIT_DENY : EXIT_OK
  } catch (err) {
    return reportError(err, io)
  }
}

/** Old and new, or (old absent) a new CloneSet: the webhook's UPDATE and CREATE paths. */
export async function predict(before: ManifestDocument | undefined, after: ManifestDocument, settings: PredictionSettings, live?: { kubeconfig?: string }) {
  const policy = { ...DEFAULT_POLICY, denyStrategies: settings.denyStrategies }
  const where = `${after.file}: ${documentLabel(after)}`
  const source = { doc: after, namespace: settings.namespace }
  if (!before) {
    const prediction = withFile(where, () => predictCreate(after.value, { gates: settings.gates, kruise: settings.kruise }))
    return verdictReport(prediction, decide(prediction, policy, 'CREATE'), 'CREATE', source)
  }
  const prediction = withFile(where, () => predictUpdate(before.value, after.value, { gates: settings.gates, kruise: settings.kruise }))
  const planned = decide(prediction, policy, 'UPDATE')
  // --live: the Pods may still run revisions older than `before`; each must reach `after` in place too.
  // The cluster client (client-node) is loaded only here: a check without --live never pays for it.
  const result = live ? withHeldBack(planned, prediction, await (await import('../liveRevisions.js')).liveBlockedRevisions(live.kubeconfig, prediction, after.value), policy) : planned
  return verdictReport(prediction, result, 'UPDATE', source)
}

/** Engine errors name a field; say which file (and document) it is in, in one line. */
export function withFile<T>(file: string, fn: () => T): T {
  try {
    return fn()
  } catch (err) {
    if (isGuardError(err) && err.code !== 'IPG_ERR_INPUT_FILE') throw new GuardError(err.code, `${file}: ${engineErrorMessage(err)}`)
    throw err
  }
}

export function exitCodeFor(decision: 'allow' | 'warn' | 'deny', failOn: 'deny' | 'warn'): number {
  return fails(decision, failOn) ? EXIT_DENY : EXIT_OK
}

export function reportError(err: unknown, io: CliIO): number {
  if (isGuardError(err)) {
    io.stderr(`inplace-guard: ${err.message.split('\n')[0]} [${err.code}]\n`)
    return EXIT_USAGE
  }
  throw err
}
