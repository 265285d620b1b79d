import { closeSync, openSync, readSync, statSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { type Document, LineCounter, type Node, isCollection, isMap, isScalar, isSeq, parseAllDocuments, visit } from 'yaml'
import { isJsonObject } from '../engine/kube/json.js'
import { checkedKindOf as workloadKindOf } from './checkedKind.js'
import { KUBECTL_YAML } from './kubectlYaml.js'
import { GuardError } from '../errors.js'

/** One object from a manifest file, with where it came from (for errors and for annotations on a pull request). */
export interface ManifestDocument {
  file: string
  /** 1-based position of the YAML document in its file. */
  index: number
  /** 1-based position inside a `kind: List` document; absent for a plain document. */
  item?: number
  /** What produced the text when it is not the file itself, e.g. `kustomize build` (then lines are the file's first). */
  source?: string
  /** 1-based line where the object starts. */
  line: number
  value: unknown
  /** The line of the field at `pointer` (RFC 6901, from the object's root), or of its nearest ancestor present. */
  lineOf: (pointer: string) => number
}

export interface InputLimits {
  /** Bytes read from one file (or stdin) at most. */
  maxFileBytes: number
}

export const DEFAULT_MAX_FILE_BYTES = 4 * 1024 * 1024
/**
 * The most --max-file-size allows. The YAML parser is linear but not fast: about a second and 20 MB of memory per
 * MiB of YAML on a small CI machine, so a 50 MB file would take about a minute and a gigabyte. The apiserver stores
 * no object above 1.5 MiB: a file this large is a dump to split, not a manifest.
 */
export const MAX_FILE_BYTES_CEILING = 16 * 1024 * 1024
/** Kubernetes objects nest a few dozen levels; anything far deeper is not a manifest (and could exhaust the stack). */
export const MAX_DOCUMENT_DEPTH = 100
/** Aliases one document may expand: a manifest uses a handful; an alias bomb uses them to grow exponentially. */
const MAX_ALIAS_COUNT = 100

/** Where a document is, as errors and reports name it: `document 2` or `document 1, item 3`. */
export function documentLabel(doc: Pick<ManifestDocument, 'index' | 'item' | 'source'>): string {
  const label = doc.item === undefined ? `document ${doc.index}` : `document ${doc.index}, item ${doc.item}`
  return doc.source === undefined ? label : `${doc.source}, ${label}`
}

function inputError(file: string, message: string, index?: number): GuardError {
  return new GuardError('IPG_ERR_INPUT_FILE', index === undefined ? `${file}: ${message}` : `${file}: document ${index}: ${message}`)
}

/** A manifest file's text, at most `limits.maxFileBytes` of it (a larger file is an error, not a slow parse). */
export async function readManifestText(path: string, shownAs: string, limits: InputLimits): Promise<string> {
  let info
  try {
    info = statSync(path)
  } catch (err) {
    throw inputError(shownAs, `cannot be read (${(err as NodeJS.ErrnoException).code ?? 'error'})`)
  }
  if (info.isDirectory()) throw inputError(shownAs, 'is a directory, not a manifest file')
  if (info.size > limits.maxFileBytes) throw tooLarge(shownAs, limits, info.size)
  // A regular file is read at once, synchronously: a tree of hundreds of small manifests spends more on thread-pool
  // round trips than on reading. Anything else (a FIFO, /proc) is read as a stream, never blocking the process.
  return info.isFile() ? readRegularFile(path, shownAs, info.size, limits) : readManifestStream(path, shownAs, limits)
}

function readRegularFile(path: string, shownAs: string, expected: number, limits: InputLimits): string {
  let fd
  try {
    fd = openSync(path, 'r')
  } catch (err) {
    throw inputError(shownAs, `cannot be read (${(err as NodeJS.ErrnoException).code ?? 'error'})`)
  }
  try {
    // One byte more than its size: a file that grew since its stat is read on, up to the limit.
    const chunks: Buffer[] = []
    let size = 0
    for (let want = expected + 1; ; want = 64 * 1024) {
      const chunk = Buffer.allocUnsafe(want)
      const bytesRead = readSync(fd, chunk, 0, want, null)
      if (bytesRead === 0) break
      size += bytesRead
      if (size > limits.maxFileBytes) throw tooLarge(shownAs, limits)
      chunks.push(chunk.subarray(0, bytesRead))
      if (bytesRead < want) break
    }
    return (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8')
  } finally {
    closeSync(fd)
  }
}

async function readManifestStream(path: string, shownAs: string, limits: InputLimits): Promise<string> {
  let handle
  try {
    handle = await open(path, 'r')
  } catch (err) {
    throw inputError(shownAs, `cannot be read (${(err as NodeJS.ErrnoException).code ?? 'error'})`)
  }
  try {
    // In chunks up to the limit: a FIFO or a /proc file reports a size of 0.
    const chunks: Buffer[] = []
    let size = 0
    for (;;) {
      const chunk = Buffer.alloc(64 * 1024)
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null)
      if (bytesRead === 0) break
      size += bytesRead
      if (size > limits.maxFileBytes) throw tooLarge(shownAs, limits)
      chunks.push(chunk.subarray(0, bytesRead))
    }
    return Buffer.concat(chunks).toString('utf8')
  } finally {
    await handle.close()
  }
}

/** Reads a stream to its end or to the limit, whichever comes first (stdin has no size to check beforehand). */
export async function readBounded(stream: AsyncIterable<Uint8Array | string>, shownAs: string, limits: InputLimits): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
    size += bytes.length
    if (size > limits.maxFileBytes) throw tooLarge(shownAs, limits)
    chunks.push(bytes)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Too large for --max-file-size; beyond what the flag allows, the advice is to split the file, not to raise the limit. */
function tooLarge(file: string, limits: InputLimits, size?: number): GuardError {
  if ((size ?? 0) > MAX_FILE_BYTES_CEILING || limits.maxFileBytes >= MAX_FILE_BYTES_CEILING) {
    const what = size === undefined ? `larger than ${formatBytes(limits.maxFileBytes)}` : `${(size / (1024 * 1024)).toFixed(1)} MiB`
    return new GuardError('IPG_ERR_INPUT_TOO_LARGE',
      `${file}: ${what}, more than the ${formatBytes(MAX_FILE_BYTES_CEILING)} the CLI reads (parsing would take minutes and gigabytes): split it; the apiserver stores no object above 1.5 MiB`)
  }
  return new GuardError('IPG_ERR_INPUT_TOO_LARGE', `${file}: larger than ${formatBytes(limits.maxFileBytes)} (raise --max-file-size to read it)`)
}

export function formatBytes(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`
  if (bytes % 1024 === 0) return `${bytes / 1024} KiB`
  return `${bytes} bytes`
}

/** Every object in a YAML (multi-document) or JSON text; a `kind: List` is expanded into its items. */
export function parseManifests(text: string, file: string): ManifestDocument[] {
  if (flowNestingExceeds(text, FLOW_NESTING_GUARD)) throw tooDeep(file)
  const lineCounter = new LineCounter()
  let docs: Document.Parsed[]
  try {
    // logLevel error: the parser's warnings (e.g. a map key that is a collection) are not printed; they are ours to judge.
    docs = parseAllDocuments(text, { ...KUBECTL_YAML, prettyErrors: true, uniqueKeys: true, lineCounter, logLevel: 'error' }) as Document.Parsed[]
  } catch (err) {
    if (err instanceof RangeError) throw tooDeep(file)
    throw err
  }
  const list = Array.isArray(docs) ? docs : [docs]
  const template = unrenderedTemplateLine(text, list, lineCounter)
  if (template !== undefined) throw unrenderedTemplate(file, template)
  const lineAt = (offset: number) => lineCounter.linePos(offset).line
  const result: ManifestDocument[] = []
  list.forEach((doc, i) => {
    const index = i + 1
    const problem = doc.errors[0]
    if (problem && /call stack/i.test(problem.message)) throw tooDeep(file, index)
    if (problem) throw syntaxError(file, index, problem)
    const value = documentValue(doc, file, index)
    if (value === null || value === undefined) return
    const start = doc.contents?.range[0] ?? doc.range[0]
    if (isJsonObject(value) && value.kind === 'List' && Array.isArray(value.items)) {
      value.items.forEach((item, n) => {
        const node = doc.getIn(['items', n], true) as Node | undefined
        const line = node?.range ? lineAt(node.range[0]) : lineAt(start)
        result.push({ file, index, item: n + 1, value: item, line, lineOf: fieldLines(item, node, line, lineAt) })
      })
    } else {
      const line = lineAt(start)
      result.push({ file, index, value, line, lineOf: fieldLines(value, doc.contents, line, lineAt) })
    }
  })
  return result
}

/**
 * The line of a Go template action (`{{ ... }}`) that is not inside a YAML string, when the text has one: such a file
 * is a Helm (or other Go) template, and YAML reads it as an error (BLOCK_IN_FLOW) or, worse, as flow maps used as keys
 * (`name: {{ include "x" . }}`). Actions inside quoted or block strings (alert templates in a ConfigMap) are YAML.
 */
function unrenderedTemplateLine(text: string, docs: Document.Parsed[], lines: LineCounter): number | undefined {
  if (!text.includes('{{')) return undefined
  // Not YAML, and template actions in it: the first action is where rendering starts.
  if (docs.some((doc) => doc.errors.length > 0)) return lines.linePos(text.indexOf('{{')).line
  for (const doc of docs) {
    let offset: number | undefined
    visit(doc, {
      Pair(_, pair) {
        if (!isCollection(pair.key)) return undefined
        offset = (pair.key as Node).range?.[0]
        return visit.BREAK
      },
    })
    if (offset !== undefined) return lines.linePos(offset).line
  }
  return undefined
}

function unrenderedTemplate(file: string, line: number): GuardError {
  return new GuardError('IPG_ERR_UNRENDERED_TEMPLATE',
    `${file}: line ${line}: looks like an unrendered Helm template ({{ ... }} outside a YAML string): render it first and check the output, e.g. helm template RELEASE CHART_DIR | inplace-guard check -`)
}

function documentValue(doc: Document.Parsed, file: string, index: number): unknown {
  let value: unknown
  try {
    value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT })
  } catch (err) {
    if (err instanceof RangeError) throw tooDeep(file, index)
    // The yaml package signals an alias bomb with a ReferenceError ("Excessive alias count ...").
    if (err instanceof ReferenceError) {
      throw new GuardError('IPG_ERR_YAML_ALIASES', `${file}: document ${index}: expands more than ${MAX_ALIAS_COUNT} YAML aliases (a resource exhaustion attack, or not a manifest)`)
    }
    throw err
  }
  if (depthOf(value) > MAX_DOCUMENT_DEPTH) throw tooDeep(file, index)
  return value
}

function tooDeep(file: string, index?: number): GuardError {
  const where = index === undefined ? file : `${file}: document ${index}`
  return new GuardError('IPG_ERR_INPUT_TOO_DEEP', `${where}: nests deeper than ${MAX_DOCUMENT_DEPTH} levels`)
}

interface YamlProblem {
  code: string
  message: string
  linePos?: [{ line: number; col: number }] | [{ line: number; col: number }, { line: number; col: number }]
}

function syntaxError(file: string, index: number, problem: YamlProblem): GuardError {
  const at = problem.linePos?.[0]
  // prettyErrors puts " at line L, column C:" and a code excerpt after the first sentence; the position is said once.
  const what = problem.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')
  const where = at ? `line ${at.line}, column ${at.col}` : 'position unknown'
  return new GuardError('IPG_ERR_YAML', `${file}: document ${index}: ${where}: not valid YAML: ${what} (${problem.code})`)
}

/**
 * The yaml parser recurses per flow level and, deep enough, spends seconds before it gives up: a text whose brackets
 * open this many levels (counted without regard to quotes, so a generous bound) is refused before parsing.
 */
const FLOW_NESTING_GUARD = 10 * MAX_DOCUMENT_DEPTH

function flowNestingExceeds(text: string, limit: number): boolean {
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true
    } else if ((c === 0x5d || c === 0x7d) && depth > 0) depth--
  }
  return false
}

/** Depth of nested objects and arrays, without recursion (the value may be deep enough to overflow the stack). */
function depthOf(value: unknown): number {
  let max = 0
  const stack: [unknown, number][] = [[value, 1]]
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!
    if (current === null || typeof current !== 'object') continue
    if (depth > max) max = depth
    if (max > MAX_DOCUMENT_DEPTH) return max
    for (const child of Object.values(current)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1])
  }
  return max
}

/**
 * `lineOf` of an object: for a guarded workload (the only objects reports point into), the line of every key and list item,
 * taken from the document once so that the parsed document can be let go (a tree of files holds hundreds); for any
 * other object, its first line. A path not present gets the line of its nearest ancestor present.
 */
function fieldLines(value: unknown, node: unknown, line: number, lineAt: (offset: number) => number): (pointer: string) => number {
  if (workloadKindOf(value) === undefined) return () => line
  const table = new Map<string, number>()
  const stack: [unknown, string][] = [[node, '']]
  while (stack.length > 0) {
    const [current, path] = stack.pop()!
    if (isMap(current)) {
      for (const pair of current.items) {
        const key = `${path}/${escapeToken(isScalar(pair.key) ? String(pair.key.value) : String(pair.key))}`
        const at = (pair.key as Node | null)?.range?.[0]
        if (at !== undefined && !table.has(key)) table.set(key, lineAt(at))
        stack.push([pair.value, key])
      }
    } else if (isSeq(current)) {
      current.items.forEach((item, n) => {
        const key = `${path}/${n}`
        const at = (item as Node | null)?.range?.[0]
        if (at !== undefined) table.set(key, lineAt(at))
        stack.push([item, key])
      })
    }
  }
  // Table keys are JSON pointers (RFC 6901): a pointer and its ancestors are its prefixes at each '/'.
  return (pointer) => {
    for (let end = pointer.length; end > 0; end = pointer.lastIndexOf('/', end - 1)) {
      const hit = table.get(pointer.slice(0, end))
      if (hit !== undefined) return hit
    }
    return line
  }
}

function escapeToken(token: string): string {
  return token.includes('~') || token.includes('/') ? token.replace(/~/g, '~0').replace(/\//g, '~1') : token
}
