import { stat } from 'node:fs/promises'
import { relative, resolve, sep } from 'node:path'
import { excludeTest } from './excludeGlobs.js'
import type { GitRevision } from './gitRevision.js'
import type { InputFile } from './manifestSet.js'
import { isWalkedPath, labelOf, treeRootLabel } from './manifestTree.js'

/**
 * `check --base-ref REF DIR`: the files a walk of each folder given reads at the ref that the working tree no longer
 * has (removed, not moved), so that the workloads in them are reported removed. A file given by name that is gone is
 * an input error already.
 */
export async function removedInputFiles(revision: GitRevision, paths: string[], cwd: string, exclude: string[]): Promise<InputFile[]> {
  const excluded = await excludeTest(exclude)
  const removed: InputFile[] = []
  for (const path of paths) {
    const folder = resolve(cwd, path)
    if (path === '-' || !(await isFolder(folder))) continue
    const root = treeRootLabel(path, false)
    for (const file of await revision.removedUnder(folder)) {
      const rel = relative(folder, file).split(sep).join('/')
      if (isWalkedPath(rel, excluded)) removed.push({ path: file, label: labelOf(root, rel), top: folder })
    }
  }
  return removed
}

async function isFolder(path: string): Promise<boolean> {
  return stat(path).then((info) => info.isDirectory(), () => false)
}
