import { stat } from 'node:fs/promises'
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path'
import { GuardError } from '../errors.js'
import { excludeTest } from './excludeGlobs.js'
import type { CliIO } from './io.js'
import { STDIN_LABEL } from './manifestInput.js'
import { type InputFile, type ManifestSet, emptySet } from './manifestSet.js'
import { walkManifestTree } from './manifestTree.js'

/**
 * The files behind `check FILE|DIR|- ...`: a file as given (whatever its extension), every YAML and JSON file under a
 * folder, `-` for standard input (once). A path that does not exist is an input error; the others are still read.
 * --exclude globs match a file's path as given and its path inside a folder given.
 */
export async function collectInputFiles(paths: string[], io: CliIO, exclude: string[]): Promise<{ files: InputFile[]; set: ManifestSet }> {
  const set = emptySet()
  const files: InputFile[] = []
  const seen = new Set<string>()
  const excluded = await excludeTest(exclude)
  if (paths.filter((p) => p === '-').length > 1) throw new GuardError('IPG_ERR_USAGE', 'standard input (-) can be read once')
  for (const path of paths) {
    if (path === '-') {
      files.push({ path: '-', label: STDIN_LABEL, top: io.cwd })
      continue
    }
    const absolute = resolve(io.cwd, path)
    let info
    try {
      info = await stat(absolute)
    } catch (err) {
      set.errors.push({ file: path, code: 'IPG_ERR_INPUT_FILE', message: unreadablePath(path, err) })
      continue
    }
    if (info.isDirectory()) {
      const walk = await walkManifestTree(absolute, path, exclude)
      set.skipped.push(...walk.skipped)
      for (const file of walk.files) add(files, seen, { path: file.path, label: file.label, top: absolute })
    } else if (!excluded(path)) {
      add(files, seen, namedFile(path, absolute, io.cwd))
    }
  }
  return { files, set }
}

/** Why a path named on the command line cannot be read (`err` from stat). */
export function unreadablePath(path: string, err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code ?? 'error'
  return `${path}: ${code === 'ENOENT' ? 'no such file or folder' : `cannot be read (${code})`}`
}

/**
 * A file named on the command line (`absolute`, shown as `path`): the folders above it say what it is (a kustomization
 * patch, a chart template) up to the working directory when it is inside it, else its own folder only.
 */
export function namedFile(path: string, absolute: string, cwd: string): InputFile {
  return { path: absolute, label: path, top: within(cwd, absolute) ? cwd : dirname(absolute) }
}

function add(files: InputFile[], seen: Set<string>, file: InputFile): void {
  if (seen.has(file.path)) return
  seen.add(file.path)
  files.push(file)
}

function within(dir: string, path: string): boolean {
  const rel = relative(dir, path)
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel)
}

/** How a path is named in reports: relative to the working directory when it is inside it. */
export function shownPath(cwd: string): (path: string) => string {
  return (path) => (within(cwd, path) ? relative(cwd, path).split(sep).join('/') : path === cwd ? '.' : path)
}
