import { GuardError, isGuardError } from '../errors.js'
import { isJsonObject } from '../engine/kube/json.js'
import type { CliIO } from './io.js'
import { STDIN_LABEL } from './manifestInput.js'
import type { SkippedFile } from './manifestTree.js'
import { type ManifestDocument, documentLabel, parseManifests, readBounded, readManifestText } from './manifests.js'
import type { SourceLayout } from './sourceLayout.js'

/** A file to read: its absolute path (or `-` for standard input), how reports name it, and the top of its tree. */
export interface InputFile {
  path: string
  label: string
  /** The folder up to which the folders above the file say what it is (a kustomization, a Helm chart). */
  top: string
}

/** An object or file read and left alone, and why: a kind the guard does not check, a kustomization, a chart's values. */
export interface PassedOver {
  file: string
  document?: string
  line?: number
  kind?: string
  name?: string
  reason: string
}

/** Input that could not be checked: the run goes on and exits 2 at the end. */
export interface InputError {
  file: string
  code: string
  message: string
}

export interface ManifestSet {
  /** Every Kubernetes object read (apiVersion and kind), of any kind. */
  objects: ManifestDocument[]
  passedOver: PassedOver[]
  skipped: SkippedFile[]
  errors: InputError[]
}

export interface ReadSetOptions {
  io: CliIO
  maxFileBytes: number
  layout: SourceLayout
  /**
   * A file that cannot be read or parsed: listed as skipped (diff, whose trees hold all sorts of files) or an input
   * error (check, which was given the files to lint). An unrendered template is skipped either way.
   */
  unreadable: 'skip' | 'error'
}

/** Input problems of one file that leave the other files to read. */
const FILE_PROBLEMS = new Set(['IPG_ERR_INPUT_FILE', 'IPG_ERR_YAML', 'IPG_ERR_YAML_ALIASES', 'IPG_ERR_INPUT_TOO_LARGE', 'IPG_ERR_INPUT_TOO_DEEP'])

export function emptySet(): ManifestSet {
  return { objects: [], passedOver: [], skipped: [], errors: [] }
}

/** Reads every file, in order, into one set; no problem with one file stops the others. */
export async function readManifestSet(files: InputFile[], options: ReadSetOptions, into: ManifestSet = emptySet()): Promise<ManifestSet> {
  for (const file of files) await readOne(file, options, into)
  return into
}

async function readOne(file: InputFile, options: ReadSetOptions, set: ManifestSet): Promise<void> {
  const placement = file.path === '-' ? { kind: 'manifest' as const } : await options.layout.placementOf(file.path, file.top)
  switch (placement.kind) {
    case 'kustomize-patch':
      set.skipped.push({ file: file.label, reason: `a Kustomize patch (${placement.by} applies it): its objects are partial until kustomize builds them; render with diff --kustomize, or kubectl kustomize DIR | inplace-guard check -` })
      return
    case 'kustomize-input':
      set.passedOver.push({ file: file.label, reason: `read by ${placement.by} (a generator or transformer input, not an object)` })
      return
    case 'helm-template':
      set.skipped.push({ file: file.label, code: 'IPG_ERR_UNRENDERED_TEMPLATE', reason: `a template of the Helm chart ${placement.chart}: render the chart and check the output, e.g. helm template RELEASE ${placement.chart} | inplace-guard check -` })
      return
    case 'helm-chart-file':
      set.passedOver.push({ file: file.label, reason: `a file of the Helm chart ${placement.chart} (chart metadata or values, not an object)` })
      return
    default:
  }
  let docs: ManifestDocument[]
  try {
    const text = file.path === '-' ? await readStdin(options) : await readManifestText(file.path, file.label, { maxFileBytes: options.maxFileBytes })
    docs = parseManifests(text, file.label)
  } catch (err) {
    if (!isGuardError(err)) throw err
    const message = err.message.startsWith(`${file.label}: `) ? err.message.slice(file.label.length + 2) : err.message
    if (err.code === 'IPG_ERR_UNRENDERED_TEMPLATE' || (options.unreadable === 'skip' && FILE_PROBLEMS.has(err.code))) {
      set.skipped.push({ file: file.label, reason: `${message} [${err.code}]`, code: err.code })
    } else if (FILE_PROBLEMS.has(err.code)) {
      set.errors.push({ file: file.label, code: err.code, message: err.message })
    } else throw err
    return
  }
  if (placement.kind === 'kustomization') {
    set.passedOver.push({ file: file.label, kind: 'Kustomization', reason: 'a kustomization: kustomize builds objects from it' })
    return
  }
  for (const doc of docs) {
    if (isKubernetesObject(doc.value)) set.objects.push(doc)
    else set.passedOver.push({ file: doc.file, document: documentLabel(doc), line: doc.line, reason: 'not a Kubernetes object (no apiVersion and kind)' })
  }
}

async function readStdin(options: ReadSetOptions): Promise<string> {
  if (!options.io.stdin) throw new GuardError('IPG_ERR_INPUT_FILE', `${STDIN_LABEL}: standard input is not available`)
  return readBounded(options.io.stdin, STDIN_LABEL, { maxFileBytes: options.maxFileBytes })
}

export function isKubernetesObject(value: unknown): boolean {
  return isJsonObject(value) && typeof value.apiVersion === 'string' && typeof value.kind === 'string'
}

/** `kind` and `namespace/name` of an object, for the passed-over list. */
export function objectWords(doc: ManifestDocument): { kind?: string; name?: string } {
  const value = isJsonObject(doc.value) ? doc.value : {}
  const metadata = isJsonObject(value.metadata) ? value.metadata : {}
  const name = typeof metadata.name === 'string' ? metadata.name : undefined
  const namespace = typeof metadata.namespace === 'string' ? metadata.namespace : undefined
  return {
    ...(typeof value.kind === 'string' ? { kind: value.kind } : {}),
    ...(name !== undefined ? { name: namespace ? `${namespace}/${name}` : name } : {}),
  }
}

/** Entries in the order their files were read (a stable sort: within a file, as found). */
export function inFileOrder<T extends { file: string }>(entries: T[], files: InputFile[]): T[] {
  const order = new Map(files.map((f, i) => [f.label, i]))
  const rank = (entry: T) => order.get(entry.file) ?? -1
  return [...entries].sort((a, b) => rank(a) - rank(b))
}
