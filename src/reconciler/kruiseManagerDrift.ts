import type { SettingDrift } from '../engine/kruise/managerSettings.js'
import { KRUISE_RELEASES } from '../engine/kruise/releases.js'
import type { KubeRest } from './kubeRest.js'

/** kruise-manager's Deployment as the apiserver returns it (serve's check and the CLI read it the same way). */
export function getManagerDeployment(rest: KubeRest, manager: { namespace: string; name: string }, retries?: number): Promise<unknown> {
  return rest.request('GET', `/apis/apps/v1/namespaces/${encodeURIComponent(manager.namespace)}/deployments/${encodeURIComponent(manager.name)}`, { retries })
}

/** One difference in words, for the log and the CLI's notes. */
export function driftMessage(deployment: string, d: SettingDrift): string {
  const mismatch = "its predictions may not match what Kruise does; set the guard's value to the manager's"
  if (d.setting !== 'kruise-version') return `kruise-manager (${deployment}) has ${d.setting}=${d.manager}, the guard predicts with --gates ${d.setting}=${d.guard}: ${mismatch}`
  if (d.managerRelease === undefined) {
    return `kruise-manager (${deployment}) runs ${d.manager}, a release this guard does not know (--kruise-version takes ${KRUISE_RELEASES.join(', ')}): it predicts with Kruise ${d.guard}'s rules, which may not match what Kruise does`
  }
  return `kruise-manager (${deployment}) runs ${d.manager}, the guard predicts with --kruise-version ${d.guard}: ${mismatch}`
}
