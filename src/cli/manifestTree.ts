import { readdir, realpath, stat } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { GuardError } from '../errors.js'
import { type PathTest, excludeTest } from './excludeGlobs.js'

/** A file of a tree: where it is on disk and how reports name it (the tree's name as given, then the relative path). */
export interface TreeFile {
  path: string
  label: string
}

/** A file or folder the walk did not read, and why. */
export interface SkippedFile {
  file: string
  reason: string
  code?: string
}

export interface TreeWalk {
  files: TreeFile[]
  skipped: SkippedFile[]
}

const MANIFEST_EXTENSIONS = /\.(ya?ml|json)$/i

/** A YAML or JSON file, or a kustomization named `Kustomization` (kustomize's third name, without an extension). */
function isManifestName(name: string): boolean {
  return MANIFEST_EXTENSIONS.test(name) || name === 'Kustomization'
}

/** Whether a walk of a tree reads the file at `rel` (inside the tree): no hidden part, a manifest's name, nothing excluded. */
export function isWalkedPath(rel: string, excluded: PathTest): boolean {
  const parts = rel.split('/')
  if (parts.some((part) => part.startsWith('.')) || !isManifestName(parts.at(-1)!)) return false
  for (let i = 1; i < parts.length; i++) {
    const dir = parts.slice(0, i).join('/')
    if (excluded(dir) || excluded(`${dir}/`)) return false
  }
  return !excluded(rel)
}

/**
 * Every manifest file under `dir`, at any depth, in a stable order. Hidden entries are skipped; symbolic links are
 * followed, each real directory is walked once (a link back up the tree is listed as skipped, not walked forever);
 * `exclude` globs match the path relative to `dir` (`**\/templates/**`, `*.patch.yaml`).
 */
export async function walkManifestTree(dir: string, shownAs: string, exclude: string[] = [], options: { relativeLabels?: boolean } = {}): Promise<TreeWalk> {
  let info
  try {
    info = await stat(dir)
  } catch {
    throw new GuardError('IPG_ERR_INPUT_FILE', `${shownAs}: no such directory`)
  }
  if (!info.isDirectory()) throw new GuardError('IPG_ERR_INPUT_FILE', `${shownAs}: not a directory`)
  const root = treeRootLabel(shownAs, options.relativeLabels === true)
  const result: TreeWalk = { files: [], skipped: [] }
  const visited = new Set<string>()
  const matches = await excludeTest(exclude)
  const excluded = (rel: string, isDir: boolean) => matches(rel) || (isDir && matches(`${rel}/`))

  const walk = async (current: string): Promise<void> => {
    const real = await realpath(current)
    const rel = relative(dir, current).split(sep).join('/')
    if (visited.has(real)) {
      result.skipped.push({ file: labelOf(root, rel), reason: 'a symbolic link to a folder already walked (a loop or a second path to it)' })
      return
    }
    visited.add(real)
    const entries = await readdir(current, { withFileTypes: true })
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue
      const path = join(current, entry.name)
      const entryRel = rel === '' ? entry.name : `${rel}/${entry.name}`
      const label = labelOf(root, entryRel)
      let kind: 'dir' | 'file' | 'other' = entry.isDirectory() ? 'dir' : entry.isFile() ? 'file' : 'other'
      if (entry.isSymbolicLink()) {
        try {
          const target = await stat(path)
          kind = target.isDirectory() ? 'dir' : target.isFile() ? 'file' : 'other'
        } catch (err) {
          if (isManifestName(entry.name)) {
            result.skipped.push({ file: label, reason: `a symbolic link whose target cannot be read (${(err as NodeJS.ErrnoException).code ?? 'error'})` })
          }
          continue
        }
      }
      if (excluded(entryRel, kind === 'dir')) continue
      if (kind === 'dir') await walk(path)
      else if (kind === 'file' && isManifestName(entry.name)) result.files.push({ path, label })
    }
  }
  await walk(dir)
  return result
}

/** How a tree's files are named: after the tree as given, or (relativeLabels) from its root, as a repository's paths are. */
export function treeRootLabel(shownAs: string, relativeLabels: boolean): string {
  return relativeLabels ? '.' : shownAs.replace(/\/+$/, '') || shownAs
}

/** `pr/apps/web.yaml`; under `.` just `apps/web.yaml` (a path from the repository root, as CI annotations want). */
export function labelOf(root: string, rel: string): string {
  if (rel === '') return root
  return root === '.' ? rel : `${root}/${rel}`
}
