import { resolve } from 'node:path'
import { isJsonObject } from '../../engine/kube/json.js'
import { isCloneSetKind, readCloneSet } from '../../engine/workloads/cloneSet.js'
import { GuardError, isGuardError } from '../../errors.js'
import { identityOf, identityText } from '../cloneSetSelection.js'
import { formatRun } from '../formats/formatRun.js'
import { type CliCommand, EXIT_DENY, EXIT_OK, EXIT_USAGE, useColour } from '../io.js'
import { type SkippedFile, walkManifestTree } from '../manifestTree.js'
import { type ManifestDocument, documentLabel, parseManifests, readManifestText } from '../manifests.js'
import { KRUISE_VERSION_HELP, PREDICTION_OPTIONS, type PredictionSettings, parseCommandLine, predictionSettings } from '../options.js'
import { type RunReport, fails, removedMessage, worstDecision } from '../runReport.js'
import type { VerdictReport } from '../verdictReport.js'
import { decideManifests, reportError } from './check.js'

export const HELP = `usage: inplace-guard diff OLD_DIR NEW_DIR [options]

Compares every CloneSet in two trees of manifests (multi-document YAML or JSON, any depth, symbolic links
followed; other kinds are passed over), matched by namespace/name, and gives one verdict each: what a GitOps
repository runs on a pull request so that a rejection is seen before the sync. Files that are not manifests or not
valid YAML (Helm templates, unrendered Kustomize patches) are listed as skipped; the run goes on.

options:
  --exclude GLOB             leave out paths (relative to each tree) matching GLOB, e.g. '**/templates/**' (repeatable)
  --strict                   exit 2 at the end when any file was skipped
  --namespace NS             namespace of a manifest that names none (default: default)
  --gates Name=bool,...      OpenKruise feature gates of your cluster (default: Kruise's defaults)
${KRUISE_VERSION_HELP}
  --deny-strategies LIST     update strategies whose recreate is denied (default: InPlaceOnly)
  --output FORMAT            text, json, junit, sarif, github or markdown (default: text)
  --fail-on deny|warn        exit 1 on any deny (default) or on any warning too (a removed CloneSet is a warning)
  --max-file-size SIZE       read at most this much of a file (default: 4MiB)
  -h, --help                 show this help

exit codes: 0 allow or warn, 1 deny (or warn with --fail-on warn), 2 bad input or usage (or a skipped file with --strict)
`

const OPTIONS = {
  ...PREDICTION_OPTIONS,
  exclude: { type: 'string', multiple: true },
  strict: { type: 'boolean' },
} as const

interface Located {
  doc: ManifestDocument
  key: string
}

interface Tree {
  cloneSets: Map<string, Located>
  skipped: SkippedFile[]
}

export const run: CliCommand = async (argv, io) => {
  try {
    const { values, positionals } = parseCommandLine(argv, OPTIONS, true)
    if (values.help) {
      io.stdout(HELP)
      return EXIT_OK
    }
    if (positionals.length !== 2) throw new GuardError('IPG_ERR_USAGE', 'diff needs exactly two directories: OLD_DIR NEW_DIR')
    const settings = predictionSettings(values)
    const exclude = values.exclude ?? []
    const [oldDir, newDir] = positionals as [string, string]
    const before = await cloneSetsIn(resolve(io.cwd, oldDir), oldDir, exclude, settings)
    const after = await cloneSetsIn(resolve(io.cwd, newDir), newDir, exclude, settings)
    const results: VerdictReport[] = []
    for (const [key, located] of after.cloneSets) results.push(compare(before.cloneSets.get(key), located, settings))
    const removed = [...before.cloneSets.entries()].filter(([key]) => !after.cloneSets.has(key)).map(([key, located]) => ({
      cloneSet: key, file: located.doc.file, line: located.doc.line, decision: 'warn' as const, message: removedMessage(key),
    }))
    const strict = values.strict === true
    const report: RunReport = { command: 'diff', results, removed, skipped: [...before.skipped, ...after.skipped], failOn: settings.failOn, strict }
    io.stdout(formatRun(report, settings.output, { colour: useColour(io) }))
    if (strict && report.skipped.length > 0) return EXIT_USAGE
    return fails(worstDecision(report), settings.failOn) ? EXIT_DENY : EXIT_OK
  } catch (err) {
    return reportError(err, io)
  }
}

function compare(previous: Located | undefined, current: Located, settings: PredictionSettings): VerdictReport {
  return decideManifests(previous?.doc, current.doc, settings)
}

/** Input problems a file can have that should not stop a walk over a whole repository. */
const SKIPPABLE = new Set(['IPG_ERR_INPUT_FILE', 'IPG_ERR_YAML', 'IPG_ERR_YAML_ALIASES', 'IPG_ERR_INPUT_TOO_LARGE', 'IPG_ERR_INPUT_TOO_DEEP'])

async function cloneSetsIn(dir: string, shown: string, exclude: string[], settings: PredictionSettings): Promise<Tree> {
  const walk = await walkManifestTree(dir, shown, exclude)
  const tree: Tree = { cloneSets: new Map(), skipped: walk.skipped }
  const skip = (file: string, err: GuardError) => {
    const message = err.message.startsWith(`${file}: `) ? err.message.slice(file.length + 2) : err.message
    tree.skipped.push({ file, reason: `${message} [${err.code}]`, code: err.code })
  }
  for (const file of walk.files) {
    let docs: ManifestDocument[]
    try {
      docs = parseManifests(await readManifestText(file.path, file.label, { maxFileBytes: settings.maxFileBytes }), file.label)
    } catch (err) {
      if (isGuardError(err) && SKIPPABLE.has(err.code)) {
        skip(file.label, err)
        continue
      }
      throw err
    }
    const foreign = docs.find((d) => !isManifest(d.value))
    if (foreign) {
      tree.skipped.push({ file: file.label, reason: `${documentLabel(foreign)} (line ${foreign.line}) is not a Kubernetes object (no apiVersion and kind)` })
      continue
    }
    for (const doc of docs) {
      if (!isCloneSetKind(doc.value)) continue
      let key: string
      try {
        key = identityText(identityOf(doc, settings.namespace))
      } catch (err) {
        if (!isGuardError(err)) throw err
        skip(file.label, err)
        continue
      }
      try {
        readCloneSet(doc.value)
      } catch (err) {
        if (!isGuardError(err)) throw err
        tree.skipped.push({ file: file.label, reason: `${documentLabel(doc)} (line ${doc.line}): CloneSet ${key} is not complete (an unrendered patch?): ${err.message} [${err.code}]`, code: err.code })
        continue
      }
      const clash = tree.cloneSets.get(key)
      if (clash) {
        throw new GuardError('IPG_ERR_INPUT_FILE',
          `${file.label}: ${documentLabel(doc)}: CloneSet ${key} is also defined in ${clash.doc.file} (${documentLabel(clash.doc)}); leave one out with --exclude`)
      }
      tree.cloneSets.set(key, { doc, key })
    }
  }
  return tree
}

function isManifest(value: unknown): boolean {
  return isJsonObject(value) && typeof value.apiVersion === 'string' && typeof value.kind === 'string'
}
