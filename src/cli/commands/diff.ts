import { appendFile, stat } from 'node:fs/promises'
import { dirname, relative, resolve, sep } from 'node:path'
import { CHECKED_KINDS as GUARDED_KINDS } from '../checkedKind.js'
import { GuardError, isGuardError } from '../../errors.js'
import { formatRun } from '../formats/formatRun.js'
import { formatMarkdown } from '../formats/markdown.js'
import { guardedWorkloads } from '../guardedObjects.js'
import { namedFile, shownPath, unreadablePath } from '../inputPaths.js'
import { type CliCommand, type CliIO, useColour } from '../io.js'
import { isKustomizationFile, readKustomization } from '../kustomization.js'
import { type InputFile, type ManifestSet, emptySet, inFileOrder, isKubernetesObject, readManifestSet } from '../manifestSet.js'
import { STDIN_LABEL } from '../manifestInput.js'
import { type SkippedFile, type TreeFile, labelOf as treeFileLabel, treeRootLabel, walkManifestTree } from '../manifestTree.js'
import { type ManifestDocument, parseManifests } from '../manifests.js'
import { KRUISE_VERSION_HELP, PREDICTION_OPTIONS, type PredictionSettings, parseCommandLine, predictionSettings } from '../options.js'
import { type RunReport, removedReport, runExitCode } from '../runReport.js'
import { SourceLayout } from '../sourceLayout.js'
import type { VerdictReport } from '../verdictReport.js'
import { type Placed, pairWorkloads } from '../workloadPairing.js'
import { predict, reportError, reportInputErrors } from './check.js'
import { wrapHelp } from '../helpText.js'

export const HELP = wrapHelp(`usage: inplace-guard diff OLD NEW [options]

Compares every OpenKruise workload (apps.kruise.io ${GUARDED_KINDS.join(', ')})
in two trees of manifests (multi-document YAML or JSON, any depth, symbolic links followed; other objects, apps/v1
workloads among them, are passed over), matched by kind, namespace and name, and gives one verdict each: what a
GitOps repository runs on a pull request so that a rejection is seen before the sync. A workload defined in several
places (a folder per cluster or environment) is compared place by place: copies in the same file, then one copy
left on each side (a move); any other copy is added or removed. OLD and NEW are folders, or files of any name (two
renders of a chart: diff <(helm template web CHART --version 1.0) <(helm template web CHART)), or - for standard
input on one side. Kustomizations and Helm chart files are recognised; Kustomize patches, Helm templates and files
that are not valid YAML are listed as skipped with the reason, and the run goes on. With --kustomize, each
kustomization that no other one builds on is rendered with \`kubectl kustomize\` on both sides, and its objects are
compared instead of its files.

options:
  --kustomize                render every kustomization root with kubectl kustomize (the kubectl on PATH)
  --exclude GLOB             leave out paths (relative to each tree) matching GLOB, e.g. '**/templates/**'
                             (repeatable)
  --relative-paths           name files from each tree's root (apps/web.yaml), as a repository's paths are
  --strict                   exit 2 at the end when any file was skipped
  -v, --verbose              text output also lists what was passed over
  --namespace NS             namespace of a manifest that names none (default: default)
  --gates Name=bool,...      OpenKruise feature gates of your cluster (default: Kruise's defaults)
${KRUISE_VERSION_HELP}
  --deny-strategies LIST     update strategies whose recreate is denied (default: InPlaceOnly)
  --output FORMAT            text, json, junit, sarif, github or markdown (default: text)
  --changed-only             leave out workloads whose Pods do not change (default for markdown and github;
                             --no-changed-only lists them all)
  --markdown-summary FILE    also append the markdown report to FILE (the GitHub Action's step summary)
  --fail-on deny|warn        exit 1 on any deny (default) or on any warning too (a removed workload is a warning)
  --max-file-size SIZE       read at most this much of a file (default: 4MiB, at most 16MiB)
  -h, --help                 show this help

exit codes: 0 allow or warn, 1 deny (or warn with --fail-on warn), 2 bad input or usage: a workload or
kustomization that cannot be checked, or a skipped file with --strict
`)

const OPTIONS = {
  ...PREDICTION_OPTIONS,
  exclude: { type: 'string', multiple: true },
  strict: { type: 'boolean' },
  kustomize: { type: 'boolean' },
  'relative-paths': { type: 'boolean' },
  'markdown-summary': { type: 'string' },
  verbose: { type: 'boolean', short: 'v' },
} as const

interface TreeOptions {
  exclude: string[]
  relativeLabels: boolean
  /** The kubectl that renders kustomizations (--kustomize). */
  kubectl?: string
}

export const run: CliCommand = async (argv, io) => {
  try {
    const { values, positionals } = parseCommandLine(argv, OPTIONS, true)
    if (values.help) {
      io.stdout(HELP)
      return 0
    }
    if (positionals.length !== 2) throw new GuardError('IPG_ERR_USAGE', 'diff needs exactly two trees or files: OLD NEW')
    if (positionals[0] === '-' && positionals[1] === '-') throw new GuardError('IPG_ERR_USAGE', 'standard input (-) can be one side of diff, not both')
    const settings = predictionSettings(values)
    const tree: TreeOptions = {
      exclude: values.exclude ?? [],
      relativeLabels: values['relative-paths'] === true,
      ...(values.kustomize ? { kubectl: (await import('../kustomizeBuild.js')).kubectlOnPath(io.env) } : {}),
    }
    const [oldSide, newSide] = positionals as [string, string]
    const before = await readTree(oldSide, io, settings, tree)
    const after = await readTree(newSide, io, settings, tree)
    const errors = [...before.set.errors, ...after.set.errors]
    const pairing = pairWorkloads(before.workloads, after.workloads)
    const results: VerdictReport[] = []
    for (const pair of pairing.pairs) {
      try {
        results.push(await predict(pair.before?.doc, pair.after.doc, settings))
      } catch (err) {
        if (!isGuardError(err)) throw err
        errors.push({ file: pair.after.doc.file, code: err.code, message: err.message })
      }
    }
    const removed = pairing.removed.map((located) => removedReport(located.id, located.doc.file, located.doc.line))
    const report: RunReport = {
      command: 'diff', results, removed, skipped: [...before.set.skipped, ...after.set.skipped], passedOver: [...before.set.passedOver, ...after.set.passedOver],
      errors, failOn: settings.failOn, strict: values.strict === true, changedOnly: settings.changedOnly, verbose: values.verbose === true,
    }
    io.stdout(formatRun(report, settings.output, { colour: useColour(io) }))
    if (values['markdown-summary']) await appendSummary(resolve(io.cwd, values['markdown-summary']), formatMarkdown(report))
    reportInputErrors(report, io)
    return runExitCode(report)
  } catch (err) {
    return reportError(err, io)
  }
}

async function appendSummary(path: string, markdown: string): Promise<void> {
  try {
    await appendFile(path, markdown)
  } catch (err) {
    throw new GuardError('IPG_ERR_INPUT_FILE', `--markdown-summary: cannot write ${path} (${(err as NodeJS.ErrnoException).code ?? 'error'})`)
  }
}

interface Tree {
  /** In file order; a workload defined in several places is here once for each. */
  workloads: Placed[]
  set: ManifestSet
}

/** Every workload of one side, each with its file as a path from the side's root. */
async function readTree(shown: string, io: CliIO, settings: PredictionSettings, options: TreeOptions): Promise<Tree> {
  const side = await sideFiles(shown, io, options)
  const layout = new SourceLayout(side.labelOf)
  const set = emptySet()
  set.skipped.push(...side.skipped)
  const inputs = options.kubectl ? await renderKustomizations(options.kubectl, side.dir, side.files, side.labelOf, io, settings, set) : side.files
  await readManifestSet(inputs, { io, maxFileBytes: settings.maxFileBytes, layout, unreadable: 'skip' }, set)
  const workloads = guardedWorkloads(set, { namespace: settings.namespace, nameless: 'skip' }).map((located) => ({ ...located, place: side.placeOf(located.doc.file) }))
  set.passedOver = inFileOrder(set.passedOver, inputs)
  return { workloads, set }
}

/** The files of one side of a diff, how reports name a path of it, and the folders that bound it. */
interface SideFiles {
  /** The folder whose kustomizations --kustomize renders. */
  dir: string
  files: InputFile[]
  skipped: SkippedFile[]
  labelOf: (path: string) => string
  /** A label's file as a path from the side's root, the same on both sides: '' for a file or standard input. */
  placeOf: (label: string) => string
}

/** A folder's manifest files; a file of any name (a chart's render, a pipe) alone; `-`, standard input. */
async function sideFiles(shown: string, io: CliIO, options: TreeOptions): Promise<SideFiles> {
  const shownFromCwd = shownPath(io.cwd)
  if (shown === '-') return { dir: io.cwd, files: [{ path: '-', label: STDIN_LABEL, top: io.cwd }], skipped: [], labelOf: shownFromCwd, placeOf: () => '' }
  const path = resolve(io.cwd, shown)
  if (!(await isFolder(path, shown))) {
    return { dir: dirname(path), files: [namedFile(shown, path, io.cwd)], skipped: [], labelOf: (p) => (p === path ? shown : shownFromCwd(p)), placeOf: () => '' }
  }
  const walk = await walkManifestTree(path, shown, options.exclude, { relativeLabels: options.relativeLabels })
  const root = treeRootLabel(shown, options.relativeLabels)
  const files = walk.files.map((f) => ({ ...f, top: path }))
  const prefix = root === '.' ? '' : `${root}/`
  return {
    dir: path, files, skipped: walk.skipped, labelOf: (p) => treeFileLabel(root, relative(path, p).split(sep).join('/')),
    placeOf: (label) => (label.startsWith(prefix) ? label.slice(prefix.length) : label),
  }
}

async function isFolder(path: string, shown: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory()
  } catch (err) {
    throw new GuardError('IPG_ERR_INPUT_FILE', unreadablePath(shown, err))
  }
}

/**
 * --kustomize: each kustomization root (one no other kustomization of the tree builds on) rendered with kubectl
 * kustomize into the set; the files in folders that hold a kustomization are read only through it. Returns the
 * files left to read as they are.
 */
async function renderKustomizations<F extends TreeFile>(kubectl: string, dir: string, files: F[], labelOf: (path: string) => string, io: CliIO, settings: PredictionSettings, set: ManifestSet): Promise<F[]> {
  // Loaded here: child_process, which it needs, is several milliseconds of every start that does not render.
  const { kustomizeBuild } = await import('../kustomizeBuild.js')
  const kustomizationFiles = files.filter((f) => isKustomizationFile(f.path))
  const folders = new Set(kustomizationFiles.map((f) => dirname(f.path)))
  const builtOn = new Set<string>()
  for (const file of kustomizationFiles) {
    try {
      for (const resource of (await readKustomization(file.path)).resources) builtOn.add(resource)
    } catch (err) {
      if (!isGuardError(err)) throw err
      set.errors.push({ file: file.label, code: err.code, message: `${file.label}: not a valid kustomization` })
    }
  }
  for (const file of kustomizationFiles) {
    const root = dirname(file.path)
    if (builtOn.has(root)) continue
    let docs: ManifestDocument[]
    try {
      const text = await kustomizeBuild(kubectl, root, labelOf(root), io.env, settings.maxFileBytes)
      docs = parseManifests(text, file.label)
    } catch (err) {
      if (!isGuardError(err)) throw err
      set.errors.push({ file: file.label, code: err.code, message: err.message })
      continue
    }
    for (const doc of docs) {
      // Lines of the rendered text are not lines of a file: point at the kustomization.
      const rendered: ManifestDocument = { ...doc, source: 'kustomize build', line: 1, lineOf: () => 1 }
      if (isKubernetesObject(doc.value)) set.objects.push(rendered)
    }
    set.passedOver.push({ file: file.label, kind: 'Kustomization', reason: `rendered with kubectl kustomize ${labelOf(root)}: its objects are checked as built` })
  }
  const covered = (path: string) => {
    for (let folder = dirname(path); ; folder = dirname(folder)) {
      if (folders.has(folder)) return true
      if (folder === dir || dirname(folder) === folder || !`${folder}${sep}`.startsWith(`${dir}${sep}`)) return false
    }
  }
  return files.filter((f) => !covered(f.path))
}

