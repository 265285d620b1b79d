import type { Test } from 'tap'
import type { ControlPlane } from '../harness/controlPlane.js'
import type { KruiseContainerHasher } from '../harness/containerHashes.js'
import type { KubeApi } from '../harness/kubeApi.js'
import type { KruiseManager } from '../harness/kruiseManager.js'
import type { WebhookServer } from '../harness/webhookServer.js'

/** What every row of the referee shares: one control plane, one kruise-manager, the guard. */
export interface World {
  cp: ControlPlane
  api: KubeApi
  server: WebhookServer
  manager: KruiseManager
  /** Kruise's hashing, for the stand-in when it plays kruise-daemon. */
  hasher: KruiseContainerHasher
  /** Kruise's feature gates (`--feature-gates` of the manager, `--gates` of the guard and of check). */
  gates?: string
}

type Json = Record<string, any>

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export function isReady(pod: Json): boolean {
  return (pod.status?.conditions ?? []).some((c: Json) => c.type === 'Ready' && c.status === 'True')
}

/** Polls `fn` every 250 ms until it returns a value; on time-out, throws with `describe()` of the scene. */
export async function until<T>(what: string, fn: () => Promise<T | undefined>, describe: () => Promise<string>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await fn()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}\n${await describe()}`)
    await sleep(250)
  }
}

/**
 * Kruise's revision data is the template as Go encodes it, `metadata.creationTimestamp: null` included (a struct,
 * which omitempty keeps): the engine's revision name for the workload must be the one kruise-manager took.
 */
export function revisionCheck(t: Test, planned: string, kruise: string): void {
  t.equal(planned, kruise, `the engine names Kruise's update revision (${kruise})`)
}
