import { existsSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { isGuardError } from '../errors.js'
import { KUSTOMIZATION_FILE_NAMES, type Kustomization, isKustomizationFile, readKustomization } from './kustomization.js'

/**
 * What a file is in a repository of manifests, judged by where it sits (never by guessing from its text):
 * a kustomization; a patch or an input that a kustomization above it names; a template or another file of the Helm
 * chart above it (a folder with Chart.yaml); or a plain manifest. The nearest folder that says something wins.
 */
export type Placement =
  | { kind: 'manifest' }
  | { kind: 'kustomization' }
  | { kind: 'kustomize-patch'; by: string }
  | { kind: 'kustomize-input'; by: string }
  | { kind: 'helm-template'; chart: string }
  | { kind: 'helm-chart-file'; chart: string }

/** A folder as the layout sees it: its kustomization (read once) and whether it is a Helm chart. */
interface Folder {
  kustomization?: Promise<Kustomization | undefined>
  chart: boolean
}

export class SourceLayout {
  private readonly folders = new Map<string, Folder>()

  /** `shown`: how reports name an absolute path (relative to the tree or the working directory). */
  constructor(private readonly shown: (path: string) => string) {}

  /** Where `file` (absolute) sits, looking in its folder and each folder above it up to `top` (inclusive). */
  async placementOf(file: string, top: string): Promise<Placement> {
    if (isKustomizationFile(file)) return { kind: 'kustomization' }
    for (const dir of foldersUp(dirname(file), top)) {
      const folder = this.folder(dir)
      if (folder.chart) {
        const inside = relative(dir, file).split(sep)
        if (inside[0] === 'templates') return { kind: 'helm-template', chart: this.shown(dir) }
        // crds/ holds plain manifests that Helm applies as they are.
        if (inside[0] === 'crds') return { kind: 'manifest' }
        return { kind: 'helm-chart-file', chart: this.shown(dir) }
      }
      const kustomization = await folder.kustomization
      if (kustomization) {
        if (kustomization.patches.includes(file)) return { kind: 'kustomize-patch', by: this.shown(kustomization.file) }
        if (kustomization.inputs.includes(file)) return { kind: 'kustomize-input', by: this.shown(kustomization.file) }
      }
    }
    return { kind: 'manifest' }
  }

  /** The kustomization in `dir`, if it has one that reads. */
  kustomizationIn(dir: string): Promise<Kustomization | undefined> {
    return this.folder(dir).kustomization ?? Promise.resolve(undefined)
  }

  private folder(dir: string): Folder {
    let folder = this.folders.get(dir)
    if (!folder) {
      const name = KUSTOMIZATION_FILE_NAMES.find((n) => existsSync(join(dir, n)))
      folder = {
        chart: existsSync(join(dir, 'Chart.yaml')),
        // A kustomization that does not read names nothing: it is reported where the file itself is read.
        ...(name ? { kustomization: readKustomization(join(dir, name)).catch((err) => (isGuardError(err) ? undefined : Promise.reject(err))) } : {}),
      }
      this.folders.set(dir, folder)
    }
    return folder
  }
}

/** `dir` and the folders above it up to `top` when `dir` is inside `top`; otherwise `dir` alone. */
function foldersUp(dir: string, top: string): string[] {
  const rel = relative(top, dir)
  if (rel.startsWith('..') || rel.startsWith(sep)) return [dir]
  const out = [dir]
  let current = dir
  while (current !== top) {
    const parent = dirname(current)
    if (parent === current) break
    out.push(parent)
    current = parent
  }
  return out
}

