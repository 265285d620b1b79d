import type { Test } from 'tap'
import { controlPlaneBinDir, findControlPlane, helmBinary } from './controlPlane.js'

/**
 * Whether an e2e test file can run here. Missing binaries skip LOUDLY on a workstation (a printed
 * `E2E SKIPPED:` line and a skipped test, so the count of skipped tests is never zero), and FAIL in CI
 * (`CI=true`), where .ci/run builds them first and a skip would hide a broken build.
 */
export interface Tools {
  binDir: string
  /** Set when `needs.helm` was asked for. */
  helm?: string
}

export async function requireTools(t: Test, suite: string, needs: { helm?: boolean } = {}): Promise<Tools | undefined> {
  const binDir = await controlPlaneBinDir()
  const helm = needs.helm ? await helmBinary() : undefined
  if (binDir && (!needs.helm || helm)) return { binDir, ...(helm ? { helm } : {}) }
  const { reason } = await findControlPlane()
  const why = !binDir ? `control plane not built: ${reason ?? 'unknown reason'}` : 'helm not built (bash test/e2e/controlplane/build.sh --only helm)'
  if (process.env.CI === 'true') {
    console.error(`E2E FAILED: ${suite}: ${why} (CI=true: missing binaries are a failure, not a skip)`)
    t.fail(`${suite}: ${why}`)
    return undefined
  }
  console.error(`E2E SKIPPED: ${suite}: ${why}`)
  t.comment(`E2E SKIPPED: ${suite}: ${why}`)
  t.test(suite, { skip: why }, async () => {})
  return undefined
}
