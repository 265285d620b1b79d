import type { KruiseRelease } from '../engine/kruise/releases.js'
import { type SidecarSetCensus, sidecarSetCensus } from '../engine/rollout/sidecarSetCensus.js'
import { type SidecarSetView, readSidecarSet } from '../engine/workloads/sidecarSet.js'
import type { KubeCluster } from '../reconciler/kubeCluster.js'
import { type SidecarSetReach, listSidecarSetPods, reachWords } from './clusterSidecarSet.js'
import { printable } from '../admission/text.js'
import { count } from './words.js'

export interface SidecarSetDiagnosis {
  view: SidecarSetView
  reach: SidecarSetReach
  census: SidecarSetCensus
  /** Matched Pods Kruise never upgrades in place: `diagnose` exits 1. */
  leftBehind: boolean
  text: string
  json: Record<string, unknown>
}

/** `diagnose sidecarset/NAME`: what the SidecarSet as stored does to the Pods it selects, from one read of the cluster. */
export async function diagnoseSidecarSet(cluster: KubeCluster, raw: unknown, kruise: KruiseRelease | undefined): Promise<SidecarSetDiagnosis> {
  const view = readSidecarSet(raw, kruise)
  const { reach, pods } = await listSidecarSetPods(cluster, view)
  const census = sidecarSetCensus(view, pods)
  const leftBehind = census.neverUpgradable.length > 0
  const json = { kind: 'SidecarSet', name: view.name, apiVersion: view.apiVersion, reach, ...census, leftBehind }
  return { view, reach, census, leftBehind, text: formatSidecarSetDiagnosis(view, reach, census), json }
}

export function formatSidecarSetDiagnosis(view: SidecarSetView, reach: SidecarSetReach, c: SidecarSetCensus): string {
  const s = view.updateStrategy
  const strategy = [s.type, `partition ${String(s.partition)}`, `maxUnavailable ${String(s.maxUnavailable)}`, ...(s.paused ? ['paused'] : [])].join(', ')
  const lines = [
    `SidecarSet ${view.name} (${view.apiVersion}): ${strategy}`,
    `  looks at Pods in ${reachWords(reach)} with spec.selector`,
    `  Pods: ${c.selected} selected, ${c.matched} matched, ${c.updated} updated, ${c.upgradable} upgradable in place (${c.thisRound} this round)`,
  ]
  for (const m of c.messages) lines.push(`  ${printable(m)}`)
  const todo = whatToDo(c)
  lines.push('', `Diagnosis: ${diagnosisWord(c)}`)
  if (todo.length > 0) lines.push('What to do:', ...todo.map((line) => `  - ${line}`))
  return `${lines.join('\n')}\n`
}

function diagnosisWord(c: SidecarSetCensus): string {
  if (c.neverUpgradable.length > 0) return `PODS LEFT BEHIND: ${count(c.neverUpgradable.length, 'Pod')} never upgraded in place`
  if (c.matched === c.updated) return 'every matched Pod runs the current sidecars'
  if (c.upgradable > 0) return `progressing: ${count(c.upgradable, 'Pod')} to be upgraded in place`
  return 'held back: no matched Pod is upgraded now'
}

function whatToDo(c: SidecarSetCensus): string[] {
  const todo: string[] = []
  if (c.neverUpgradable.length > 0) {
    todo.push(`${count(c.neverUpgradable.length, 'Pod keeps', 'Pods keep')} the old sidecars for good: Kruise upgrades a running Pod's sidecars in place only when nothing but their images changed. ` +
      'Recreate those Pods (a new Pod is injected with the current sidecars), or revert the SidecarSet\'s change to anything but images.')
  }
  if (c.notInjected.length > 0) {
    todo.push(`${count(c.notInjected.length, 'Pod was', 'Pods were')} created before the SidecarSet selected ${c.notInjected.length === 1 ? 'it' : 'them'} and never got its sidecars: only a recreated Pod gets them.`)
  }
  if (c.heldBack.paused > 0) todo.push('spec.updateStrategy.paused is true: set it to false to let the upgrade go on.')
  if (c.heldBack.notUpdate > 0) todo.push('spec.updateStrategy.type is NotUpdate: running Pods are never upgraded; set RollingUpdate to upgrade them.')
  if (c.heldBack.partition > 0) todo.push('spec.updateStrategy.partition keeps Pods on the old sidecars: lower it to upgrade them.')
  return todo
}
