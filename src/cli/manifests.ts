import { readFile, readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { parseAllDocuments } from 'yaml'
import { GuardError } from '../errors.js'
import { isJsonObject } from '../engine/cloneset.js'

/** One document from a manifest file, with where it came from (for one-line errors). */
export interface ManifestDocument {
  file: string
  /** 1-based position of the document in its file (and of the item inside a `kind: List`). */
  index: number
  value: unknown
}

const MANIFEST_EXTENSIONS = /\.(ya?ml|json)$/i

function inputError(file: string, message: string, index?: number): GuardError {
  return new GuardError('IPG_ERR_INPUT_FILE', index === undefined ? `${file}: ${message}` : `${file}: document ${index}: ${message}`)
}

/** Every document in a YAML (multi-document) or JSON file; `kind: List` is expanded into its items. */
export async function readManifestFile(file: string, shownAs = file): Promise<ManifestDocument[]> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (err) {
    throw inputError(shownAs, `cannot be read (${(err as NodeJS.ErrnoException).code ?? 'error'})`)
  }
  return parseManifests(text, shownAs)
}

export function parseManifests(text: string, file: string): ManifestDocument[] {
  const docs = parseAllDocuments(text, { prettyErrors: false, uniqueKeys: true })
  const list = Array.isArray(docs) ? docs : [docs]
  const result: ManifestDocument[] = []
  list.forEach((doc, i) => {
    const index = i + 1
    const problem = doc.errors[0]
    if (problem) throw inputError(file, `not valid YAML: ${problem.message.split('\n')[0]}`, index)
    const value: unknown = doc.toJS({ maxAliasCount: 100 })
    if (value === null || value === undefined) return
    if (isJsonObject(value) && value.kind === 'List' && Array.isArray(value.items)) {
      value.items.forEach((item) => result.push({ file, index, value: item }))
    } else {
      result.push({ file, index, value })
    }
  })
  return result
}

/** All manifest files under a directory, at any depth, in a stable order. Hidden folders are skipped. */
export async function manifestFiles(dir: string, shownAs = dir): Promise<string[]> {
  let info
  try {
    info = await stat(dir)
  } catch {
    throw new GuardError('IPG_ERR_INPUT_FILE', `${shownAs}: no such directory`)
  }
  if (!info.isDirectory()) throw new GuardError('IPG_ERR_INPUT_FILE', `${shownAs}: not a directory`)
  const found: string[] = []
  const walk = async (current: string): Promise<void> => {
    const entries = await readdir(current, { withFileTypes: true })
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue
      const path = join(current, entry.name)
      if (entry.isDirectory()) await walk(path)
      else if (entry.isFile() && MANIFEST_EXTENSIONS.test(entry.name)) found.push(path)
    }
  }
  await walk(dir)
  return found
}
