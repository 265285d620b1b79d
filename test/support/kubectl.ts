import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Test } from 'tap'

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const BUILD_SCRIPT = join(REPO_ROOT, 'test', 'e2e', 'controlplane', 'build.sh')

/**
 * The folder of the kubectl built by test/e2e/controlplane/build.sh (KIG_CONTROLPLANE_BIN_DIR, or the script's
 * cache folder), or why there is none. The tests put it first on PATH: `diff --kustomize` runs the kubectl on PATH.
 */
export function kubectlBinDir(): { dir?: string; reason?: string } {
  let dir = process.env.KIG_CONTROLPLANE_BIN_DIR
  if (!dir) {
    try {
      dir = execFileSync('bash', [BUILD_SCRIPT, '--print-dir'], { encoding: 'utf8', timeout: 30_000 }).trim().split('\n').pop()
    } catch (err) {
      return { reason: `${BUILD_SCRIPT} --print-dir failed: ${(err as Error).message}` }
    }
  }
  if (!dir || !existsSync(join(dir, 'kubectl'))) return { reason: `kubectl is not built (${join(dir ?? '', 'kubectl')} is missing); run: bash test/e2e/controlplane/build.sh --only kubectl` }
  return { dir }
}

/** The kubectl folder for a test: missing fails the test under CI=true (.ci/run builds it) and skips it loudly elsewhere. */
export function kubectlForTest(t: Test): string | undefined {
  const { dir, reason } = kubectlBinDir()
  if (dir) return dir
  if (process.env.CI === 'true' || process.env.CI === '1') t.fail(`--kustomize tests need kubectl under CI: ${reason}`)
  else {
    process.stderr.write(`\n*** SKIPPING kubectl kustomize rendering: ${reason} ***\n\n`)
    t.skip(`kubectl kustomize rendering skipped: ${reason}`, () => {})
  }
  return undefined
}

/** A PATH with no kubectl on it (but node, git and the shell's tools): for the error path. */
export function pathWithoutKubectl(): string {
  return (process.env.PATH ?? '').split(':').filter((d) => d !== '' && !existsSync(join(d, 'kubectl'))).join(':')
}
