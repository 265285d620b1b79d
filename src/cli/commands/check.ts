import { type CloneSetWrite, decide } from '../../admission/decision.js'
import { CHECKED_KINDS as GUARDED_KINDS, checkedKindOf } from '../checkedKind.js'
import { sidecarSetVerdict, unitedDeploymentVerdict } from '../kindVerdicts.js'
import { DEFAULT_POLICY } from '../../admission/policy.js'
import type { ClusterView } from '../../engine/rollout/heldBackRevisions.js'
import { kruiseManager } from '../../config.js'
import { GuardError, isGuardError } from '../../errors.js'
import { engineErrorMessage } from '../../admission/kruiseVersion.js'
import { printable } from '../../admission/text.js'
import { formatRun } from '../formats/formatRun.js'
import type { GitRevision } from '../gitRevision.js'
import { guardedWorkloads } from '../guardedObjects.js'
import { collectInputFiles, shownPath } from '../inputPaths.js'
import { type CliCommand, type CliIO, EXIT_DENY, EXIT_OK, EXIT_USAGE, useColour } from '../io.js'
import { type InputFile, type ManifestSet, emptySet, inFileOrder, readManifestSet } from '../manifestSet.js'
import { type ManifestDocument, documentLabel, parseManifests } from '../manifests.js'
import { KRUISE_VERSION_HELP, PREDICTION_OPTIONS, type PredictionSettings, parseCommandLine, predictionSettings } from '../options.js'
import { type NameFilter, ambiguousName, filterText, parseNameOption, spansKinds, withKind } from '../nameOption.js'
import { removedInputFiles } from '../removedFiles.js'
import { type RemovedReport, type RunReport, fails, removedReport, runExitCode } from '../runReport.js'
import { SourceLayout } from '../sourceLayout.js'
import { type VerdictReport, verdictReport } from '../verdictReport.js'
import { identityOf } from '../workloadIdentity.js'
import { shellWord } from '../words.js'
import { readWorkloadPair } from '../workloadPair.js'
import { type Placed, pairWorkloads } from '../workloadPairing.js'
import { wrapHelp } from '../helpText.js'

export const HELP = wrapHelp(`usage: inplace-guard check [options] FILE|DIR|- ...
       inplace-guard check --old OLD.yaml --new NEW.yaml [options]
       inplace-guard check --new NEW.yaml [options]

Lints manifests, as a pre-commit hook or a CI step does, with the admission webhook's own rules: reads every file
and folder given (YAML with any number of documents, JSON, kind: List; folders at any depth; '-' is standard
input), passes over the objects it does not guard (Services, ConfigMaps, kustomizations, CI files, apps/v1
workloads) and checks each OpenKruise workload it finds (apps.kruise.io ${GUARDED_KINDS.join(', ')}): what the webhook says when it is created, rollout traps included.
With --base-ref, a file that git has at that commit (or had at another path, when git sees it moved since) is
compared with that version instead: the change is judged as an update; a folder's files removed since are read
there too, and their workloads are reported removed. Kustomize patches and Helm templates are skipped with the
reason: render them and check the output (kubectl kustomize DIR | inplace-guard check -).

With --old and --new: predicts whether OpenKruise updates the Pods of one workload in place or recreates them when
it goes from OLD to NEW. With --new alone: lints the one workload of NEW.

options:
  --base-ref REF             compare each file with its version at git commit REF (e.g. HEAD), as an update
  --exclude GLOB             leave out paths matching GLOB, e.g. '**/templates/**' (repeatable)
  --strict                   exit 2 at the end when any file was skipped
  -v, --verbose              text output also lists what was passed over
  --old FILE                 the workload as it is now
  --new FILE                 the workload as it will be
  --name [KIND/]NAMESPACE/NAME  the one workload to check where several are found; KIND (e.g. StatefulSet) where
                             objects of two kinds share the name
  --rename                   compare two workloads of one kind with different names or namespaces (--old/--new)
  --namespace NS             namespace of a manifest that names none (default: default)
  --gates Name=bool,...      OpenKruise feature gates of your cluster (default: Kruise's defaults)
${KRUISE_VERSION_HELP}
  --deny-strategies LIST     update strategies whose recreate is denied (default: InPlaceOnly)
  --output FORMAT            text, json, junit, sarif, github or markdown (default: text)
  --changed-only             leave out workloads whose Pods do not change (default for markdown and github;
                             --no-changed-only lists them all)
  --fail-on deny|warn        exit 1 on deny (default) or on any warning too
  --max-file-size SIZE       read at most this much of a file (default: 4MiB, at most 16MiB)
  --live                     also check NEW against every revision the workload's Pods run in the cluster (a
                             SidecarSet: which running Pods it upgrades in place and which never; a
                             UnitedDeployment: each CloneSet or Advanced StatefulSet child's Pods)
  --kubeconfig FILE          the cluster for --live (default: KUBECONFIG, ~/.kube/config)
  --kruise-manager NS/NAME|none
                             with --live, kruise-manager's Deployment: --gates and --kruise-version left out take
                             its --feature-gates and image release (default: kruise-system/kruise-controller-manager)
  -h, --help                 show this help

exit codes, counted over everything read: 0 allow or warn, 1 deny (or warn with --fail-on warn), 2 bad input or
usage: a file or workload that cannot be checked, a skipped file with --strict; with --old/--new also a file with
no workload (or several, without --name)
`)

const OPTIONS = {
  ...PREDICTION_OPTIONS,
  old: { type: 'string' },
  new: { type: 'string' },
  name: { type: 'string' },
  rename: { type: 'boolean' },
  live: { type: 'boolean' },
  'kruise-manager': { type: 'string' },
  kubeconfig: { type: 'string' },
  'base-ref': { type: 'string' },
  exclude: { type: 'string', multiple: true },
  strict: { type: 'boolean' },
  verbose: { type: 'boolean', short: 'v' },
} as const

type CheckValues = ReturnType<typeof parseCommandLine<typeof OPTIONS>>['values']

export const run: CliCommand = async (argv, io) => {
  try {
    const { values, positionals } = parseCommandLine(argv, OPTIONS, true)
    if (values.help) {
      io.stdout(HELP)
      return EXIT_OK
    }
    const settings = predictionSettings(values)
    if (values['kruise-manager'] !== undefined && !values.live) throw new GuardError('IPG_ERR_USAGE', '--kruise-manager works with --live only')
    if (positionals.length > 0) {
      if (values.old !== undefined || values.new !== undefined) throw new GuardError('IPG_ERR_USAGE', 'give files and folders to lint, or --old and --new, not both')
      if (values.live || values.rename) throw new GuardError('IPG_ERR_USAGE', `--${values.live ? 'live' : 'rename'} works with --old and --new only`)
      return await lint(positionals, values, settings, io)
    }
    if (values.old !== undefined && !values.new) throw new GuardError('IPG_ERR_USAGE', '--new is required (with --old to check an update, alone to lint a new workload)')
    if (!values.new) throw new GuardError('IPG_ERR_USAGE', 'give files or folders to lint (check FILE|DIR|- ...), or --new (with --old to check an update)')
    if (values['base-ref'] !== undefined) throw new GuardError('IPG_ERR_USAGE', '--base-ref works with files and folders to lint, not with --old and --new')
    const { before, after } = await readWorkloadPair(io, {
      old: values.old, new: values.new, name: values.name, rename: values.rename, namespace: settings.namespace, limits: { maxFileBytes: settings.maxFileBytes },
    }).catch((err: unknown) => {
      throw values.old === undefined || values.name !== undefined ? err : withDiffHint(err, values.old, values.new!)
    })
    const live = values.live ? { kubeconfig: values.kubeconfig } : undefined
    const report = await predict(before, after, live ? await liveSettings(settings, values, io) : settings, live)
    const result: RunReport = {
      command: 'check', results: [report], removed: [], skipped: [], passedOver: [], errors: [], failOn: settings.failOn, strict: false, changedOnly: settings.changedOnly,
    }
    io.stdout(formatRun(result, settings.output, { colour: useColour(io) }))
    return fails(report.decision, settings.failOn) ? EXIT_DENY : EXIT_OK
  } catch (err) {
    return reportError(err, io)
  }
}

/** check --old --new on files of several workloads: diff compares them all. */
function withDiffHint(err: unknown, old: string, current: string): unknown {
  if (!isGuardError(err) || err.code !== 'IPG_ERR_AMBIGUOUS_WORKLOAD') return err
  return new GuardError(err.code, `${err.detail}, or compare every workload of the two files with inplace-guard diff ${shellWord(old)} ${shellWord(current)}`, err.path)
}

/** --live: --gates and --kruise-version, where left out, from the cluster's kruise-manager; notes on stderr. */
async function liveSettings(settings: PredictionSettings, values: CheckValues, io: CliIO): Promise<PredictionSettings> {
  const manager = kruiseManager(values['kruise-manager'], '--kruise-manager')
  // Loaded only with --live: it brings in the cluster client.
  const { liveKruiseSettings } = await import('../clusterKruiseSettings.js')
  const { notes, ...resolved } = await liveKruiseSettings(settings, { gates: values.gates, kruise: values['kruise-version'] }, manager, values.kubeconfig)
  for (const note of notes) io.stderr(`${printable(note)}\n`)
  return resolved
}

/** `check FILE|DIR|- ...`: every workload read, each on the webhook's CREATE path or, with --base-ref, as an update. */
async function lint(paths: string[], values: CheckValues, settings: PredictionSettings, io: CliIO): Promise<number> {
  const wanted = values.name === undefined ? undefined : parseNameOption(values.name, settings.namespace)
  // Loaded here: child_process, which it needs, is several milliseconds of every start without --base-ref.
  const revision = values['base-ref'] === undefined ? undefined : await (await import('../gitRevision.js')).GitRevision.open(values['base-ref'], io.cwd, io.env)
  const layout = new SourceLayout(shownPath(io.cwd))
  const { files, set } = await collectInputFiles(paths, io, values.exclude ?? [])
  await readManifestSet(files, { io, maxFileBytes: settings.maxFileBytes, layout, unreadable: 'error' }, set)
  const workloads = guardedWorkloads(set, { namespace: settings.namespace, wanted, nameless: 'error' })
  if (wanted && workloads.length === 0 && set.errors.length === 0) {
    set.errors.push({ file: paths.join(' '), code: 'IPG_ERR_NO_WORKLOAD', message: `no workload ${filterText(wanted)} in ${paths.join(', ')}` })
  }
  if (wanted && wanted.kind === undefined && spansKinds(workloads.map((w) => w.id))) throw ambiguousName(wanted, workloads.map((w) => w.id), paths.join(', '))
  const oldWanted = wanted && workloads[0] ? withKind(wanted, workloads[0].id.kind) : wanted
  // The folders' files removed since the ref are read at the ref too: their workloads are removed.
  const removedFiles = revision ? await removedInputFiles(revision, paths, io.cwd, values.exclude ?? []) : []
  const previous = revision ? await previousWorkloads(revision, [...files, ...removedFiles], set, settings, oldWanted, layout) : []
  const pairing = pairWorkloads(previous, workloads.map((located) => ({ ...located, place: located.doc.file })))
  const results: VerdictReport[] = []
  for (const { before, after } of pairing.pairs) {
    try {
      results.push(await predict(before?.doc, after.doc, settings))
    } catch (err) {
      if (!isGuardError(err)) throw err
      set.errors.push({ file: after.doc.file, code: err.code, message: err.message })
    }
  }
  // Named at the file it was removed from (its old version's lines are not the file's lines now).
  const removed: RemovedReport[] = pairing.removed.map((p) => removedReport(p.id, p.place, 1))
  const report: RunReport = {
    command: 'check', lint: true, results, removed, skipped: set.skipped, passedOver: inFileOrder(set.passedOver, files), errors: set.errors,
    failOn: settings.failOn, strict: values.strict === true, changedOnly: settings.changedOnly, verbose: values.verbose === true,
  }
  io.stdout(formatRun(report, settings.output, { colour: useColour(io) }))
  reportInputErrors(report, io)
  return runExitCode(report)
}

/**
 * The workloads of the files' versions at the base ref, each placed at the file it was read for (a file git saw
 * renamed is the same place). pairWorkloads matches them with the files' workloads now: a workload moved between two
 * of the files is still an update. A version git cannot give, or that does not parse, leaves its objects new.
 */
async function previousWorkloads(
  revision: GitRevision, files: InputFile[], set: ManifestSet, settings: PredictionSettings, wanted: NameFilter | undefined, layout: SourceLayout,
): Promise<Placed[]> {
  const old = emptySet()
  const placeOf = new Map<ManifestDocument, string>()
  for (const file of files) {
    if (file.path === '-' || (await layout.placementOf(file.path, file.top)).kind !== 'manifest') continue
    try {
      const version = await revision.read(file.path, settings.maxFileBytes, file.label)
      const docs = version === undefined ? [] : parseManifests(version.text, version.label).filter((d) => d.value !== null)
      for (const doc of docs) placeOf.set(doc, file.label)
      old.objects.push(...docs)
    } catch (err) {
      if (!isGuardError(err)) throw err
      if (err.code === 'IPG_ERR_GIT') set.errors.push({ file: file.label, code: err.code, message: err.message })
      // An old version that does not parse (or is too large) is no version to compare with: its objects are new.
    }
  }
  return guardedWorkloads(old, { namespace: settings.namespace, wanted, nameless: 'skip' }).map((located) => ({ ...located, place: placeOf.get(located.doc)! }))
}

/** Old and new, or (old absent) a new workload: the webhook's UPDATE and CREATE paths. */
export async function predict(before: ManifestDocument | undefined, after: ManifestDocument, settings: PredictionSettings, live?: { kubeconfig?: string }): Promise<VerdictReport> {
  const kind = checkedKindOf(after.value)
  if (before && live && (kind === 'SidecarSet' || kind === 'UnitedDeployment')) return liveKindReport(before, after, settings, live.kubeconfig)
  // --live: the Pods may still run revisions older than `before`; each must reach `after` in place too.
  const clusterView = before && live ? await liveClusterView(live.kubeconfig, after, settings) : undefined
  return decideManifests(before, after, settings, clusterView)
}

/** The webhook's decision (admission/decision.ts) on one workload's manifests, as a report. */
export function decideManifests(before: ManifestDocument | undefined, after: ManifestDocument, settings: PredictionSettings, clusterView?: ClusterView): VerdictReport {
  const policy = { ...DEFAULT_POLICY, denyStrategies: settings.denyStrategies }
  const where = `${after.file}: ${documentLabel(after)}`
  const write: CloneSetWrite = before ? { operation: 'UPDATE', object: after.value, oldObject: before.value } : { operation: 'CREATE', object: after.value }
  const kind = checkedKindOf(after.value)
  if (kind === 'SidecarSet' || kind === 'UnitedDeployment') {
    const decideKind = kind === 'SidecarSet' ? sidecarSetVerdict : unitedDeploymentVerdict
    return withFile(where, () => decideKind(write, after, { policy, gates: settings.gates, kruise: settings.kruise, namespace: settings.namespace }))
  }
  const { prediction, result } = withFile(where, () => decide(write, { policy, gates: settings.gates, kruise: settings.kruise, clusterView, notes: true }))
  return verdictReport(prediction, result, write.operation, { doc: after, namespace: settings.namespace })
}

/** --live on a SidecarSet (its census over the running Pods) or a UnitedDeployment (each child's held-back Pods). */
async function liveKindReport(before: ManifestDocument, after: ManifestDocument, settings: PredictionSettings, kubeconfig: string | undefined): Promise<VerdictReport> {
  // Both objects are read (and refused with their file named) before the cluster is asked.
  const report = decideManifests(before, after, settings)
  const policy = { ...DEFAULT_POLICY, denyStrategies: settings.denyStrategies }
  if (report.kind === 'SidecarSet') {
    const live = await import('../liveSidecarSet.js')
    return live.withLiveSidecarSetPods(report, await live.liveSidecarSetCensus(kubeconfig, after.value, settings.kruise), policy)
  }
  const live = await import('../liveUnitedDeployment.js')
  return live.withLiveUnitedDeployment(report, before.value, after.value, { policy, gates: settings.gates, kruise: settings.kruise, namespace: settings.namespace }, kubeconfig)
}

async function liveClusterView(kubeconfig: string | undefined, after: ManifestDocument, settings: PredictionSettings): Promise<ClusterView> {
  const id = identityOf(after, settings.namespace)
  // Loaded only with --live: it brings in the cluster client.
  const live = await import('../liveRevisions.js')
  return live.liveClusterView(kubeconfig, id, settings.kruise)
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

/** Input that could not be checked, one line each on standard error (the report on standard output goes on). */
export function reportInputErrors(run: RunReport, io: CliIO): void {
  for (const e of run.errors) io.stderr(`inplace-guard: ${printable(e.message.split('\n')[0])} [${e.code}]\n`)
}

export function reportError(err: unknown, io: CliIO): number {
  if (isGuardError(err)) {
    io.stderr(`inplace-guard: ${printable(err.message.split('\n')[0])} [${err.code}]\n`)
    return EXIT_USAGE
  }
  throw err
}
