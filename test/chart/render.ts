// Renders the Helm chart with the helm binary built by test/e2e/controlplane/build.sh (helm is not
// installed on the machine; the script builds it from the helm.sh/helm/v3 Go module into a cache
// outside the repository). Shared by the test files in this folder; not a test itself.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Test } from 'tap'
import { parseAllDocuments } from 'yaml'

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const CHART_DIR = join(REPO_ROOT, 'charts', 'kruise-inplace-guard')
const BUILD_SCRIPT = join(REPO_ROOT, 'test', 'e2e', 'controlplane', 'build.sh')

/** The release namespace used by the tests: deliberately not `default`, so exclusions are visible. */
export const NAMESPACE = 'guard-system'
export const RELEASE = 'ipg'

export interface K8sObject {
  apiVersion: string
  kind: string
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> }
  [key: string]: any
}

export interface HelmResult {
  code: number
  stdout: string
  stderr: string
}

/** Path of the helm binary, or a sentence saying why there is none. */
export function locateHelm(): { helm?: string; reason?: string } {
  let binDir = process.env.KIG_CONTROLPLANE_BIN_DIR
  if (!binDir) {
    try {
      binDir = execFileSync('bash', [BUILD_SCRIPT, '--print-dir'], { encoding: 'utf8', timeout: 30_000 }).trim().split('\n').pop()
    } catch (err) {
      return { reason: `${BUILD_SCRIPT} --print-dir failed: ${(err as Error).message}` }
    }
  }
  const helm = join(binDir ?? '', 'helm')
  if (!existsSync(helm)) {
    return { reason: `helm is not built (${helm} is missing); run: bash test/e2e/controlplane/build.sh --only helm` }
  }
  return { helm }
}

/**
 * The helm binary for a test file. Missing helm fails the test under CI=true (CI must never pass without
 * the chart tests) and skips it loudly on a developer machine.
 */
export function helmForTest(t: Test): string | undefined {
  const { helm, reason } = locateHelm()
  if (helm) return helm
  if (process.env.CI === 'true' || process.env.CI === '1') {
    t.fail(`chart tests need helm under CI: ${reason}`)
  } else {
    process.stderr.write(`\n*** SKIPPING chart tests: ${reason} ***\n\n`)
    t.skip(`chart tests skipped: ${reason}`, () => {})
  }
  return undefined
}

export function runHelm(helm: string, args: string[]): HelmResult {
  const env = { ...process.env, HELM_CACHE_HOME: helmHome('cache'), HELM_CONFIG_HOME: helmHome('config'), HELM_DATA_HOME: helmHome('data') }
  const result = spawnSync(helm, args, { encoding: 'utf8', timeout: 60_000, env })
  if (result.error) throw result.error
  return { code: result.status ?? 1, stdout: result.stdout, stderr: result.stderr }
}

let scratchHome: string | undefined
/** Helm reads and writes its config/cache homes; keep them out of the developer's home and the repository. */
function helmHome(kind: string): string {
  if (scratchHome === undefined) {
    const home = mkdtempSync(join(tmpdir(), 'ipg-helm-home-'))
    process.once('exit', () => rmSync(home, { recursive: true, force: true }))
    scratchHome = home
  }
  return join(scratchHome, kind)
}

export interface RenderOptions {
  values?: Record<string, unknown>
  showOnly?: string[]
  namespace?: string
  extraArgs?: string[]
}

/** `helm template` with values given as a file (JSON is YAML); returns the raw result. */
export function helmTemplate(helm: string, options: RenderOptions = {}): HelmResult {
  const dir = mkdtempSync(join(tmpdir(), 'ipg-values-'))
  try {
    const valuesFile = join(dir, 'values.yaml')
    writeFileSync(valuesFile, JSON.stringify(options.values ?? {}))
    const args = ['template', RELEASE, CHART_DIR, '--namespace', options.namespace ?? NAMESPACE, '--values', valuesFile]
    for (const file of options.showOnly ?? []) args.push('--show-only', file)
    return runHelm(helm, [...args, ...(options.extraArgs ?? [])])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Renders and parses; throws with helm's stderr when rendering fails. */
export function render(helm: string, options: RenderOptions = {}): K8sObject[] {
  const result = helmTemplate(helm, options)
  if (result.code !== 0) throw new Error(`helm template failed (exit ${result.code}):\n${result.stderr}`)
  return parseManifests(result.stdout)
}

export function parseManifests(text: string): K8sObject[] {
  const objects: K8sObject[] = []
  for (const doc of parseAllDocuments(text)) {
    if (doc.errors.length > 0) throw new Error(`rendered YAML does not parse: ${doc.errors[0].message}`)
    const value = doc.toJS()
    if (value !== null && value !== undefined) objects.push(value as K8sObject)
  }
  return objects
}

export function findOne(objects: K8sObject[], kind: string, name?: string): K8sObject {
  const matches = objects.filter((o) => o.kind === kind && (name === undefined || o.metadata.name === name))
  if (matches.length !== 1) {
    throw new Error(`expected exactly one ${kind}${name ? ` named ${name}` : ''}, found ${matches.length}: ${objects.map((o) => `${o.kind}/${o.metadata.name}`).join(', ')}`)
  }
  return matches[0]
}

export function kinds(objects: K8sObject[]): string[] {
  return objects.map((o) => o.kind).sort()
}
