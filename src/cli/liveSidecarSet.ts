import pino from 'pino'
import { SIDECARSET_NOT_UPGRADABLE } from '../admission/sidecarSetPolicy.js'
import { boundedList, oneLine } from '../admission/text.js'
import { warning } from '../admission/warning.js'
import type { PolicyConfig } from '../admission/policy.js'
import type { KruiseRelease } from '../engine/kruise/releases.js'
import { type SidecarSetCensus, sidecarSetCensus } from '../engine/rollout/sidecarSetCensus.js'
import { readSidecarSet } from '../engine/workloads/sidecarSet.js'
import { kubeClusterFor } from '../reconciler/embedded.js'
import { listSidecarSetPods, reachWords } from './clusterSidecarSet.js'
import type { VerdictReport } from './verdictReport.js'
import { count } from './words.js'

const LISTED_PODS = 5

/**
 * `check --live` on a SidecarSet: the census of the NEW SidecarSet over the Pods it selects as they run in the cluster
 * (listed in its namespace scope): how many it matches, how many it can upgrade in place, and which it never upgrades
 * (their sidecars differ from the new ones in more than images). Loaded only with --live: it brings in the cluster client.
 */
export async function liveSidecarSetCensus(kubeconfig: string | undefined, newObject: unknown, kruise: KruiseRelease | undefined): Promise<{ census: SidecarSetCensus; reach: string }> {
  const view = readSidecarSet(newObject, kruise)
  const cluster = await kubeClusterFor(kubeconfig ?? '', pino({ level: 'silent' }))
  const { reach, pods } = await listSidecarSetPods(cluster, view)
  return { census: sidecarSetCensus(view, pods), reach: reachWords(reach) }
}

/**
 * The verdict with what the update does to the running Pods: the counts as a note and in `livePods`; Pods it can never
 * upgrade in place as a warning, or a deny when --deny-strategies lists SidecarSetNotUpgradable (and nothing denied
 * the update yet).
 */
export function withLiveSidecarSetPods(report: VerdictReport, live: { census: SidecarSetCensus; reach: string }, policy: PolicyConfig): VerdictReport {
  const c = live.census
  const subject = `SidecarSet ${c.sidecarSet}`
  const note = `in the cluster (${live.reach}): ${count(c.matched, 'Pod')} matched, ${c.updated} already updated, ` +
    `${c.upgradable} upgradable in place by this SidecarSet (${c.thisRound} this round), ${c.neverUpgradable.length} never upgradable` +
    (c.notInjected.length > 0 ? `, ${c.notInjected.length} not injected (created before it)` : '')
  const livePods = {
    matched: c.matched, updated: c.updated, upgradable: c.upgradable, thisRound: c.thisRound,
    neverUpgradable: c.neverUpgradable, markedNotUpgradable: c.markedNotUpgradable, notInjected: c.notInjected,
  }
  const next: VerdictReport = { ...report, notes: [...report.notes, note], livePods }
  if (c.neverUpgradable.length === 0) return next
  const pods = `${count(c.neverUpgradable.length, 'running Pod')} (${boundedList(c.neverUpgradable, LISTED_PODS)})`
  const one = c.neverUpgradable.length === 1
  const their = one ? 'its' : 'their'
  const why = `${their} sidecars differ from this SidecarSet's in more than images, so Kruise never upgrades ${one ? 'it' : 'them'} in place (it marks ${one ? 'it' : 'them'} SidecarSetUpgradable=False)`
  if (report.decision === 'deny') return next
  if ((policy.denyStrategies as readonly string[]).includes(SIDECARSET_NOT_UPGRADABLE)) {
    const denyMessage = `${subject}: ${pods} would keep ${their} old sidecars: ${why}; inplace-guard denies this because --deny-strategies lists ${SIDECARSET_NOT_UPGRADABLE}. ` +
      'Recreate those Pods (a new Pod gets the current sidecars), or change only images.'
    return { ...next, decision: 'deny', denyMessage }
  }
  const text = oneLine(`${subject}: ${pods} ${one ? 'keeps' : 'keep'} ${their} old sidecars: ${why}; recreate ${one ? 'it' : 'them'} to get the new sidecars`)
  return { ...next, decision: 'warn', warnings: [...report.warnings, warning('trap/sidecarset-pods-left-behind', text, 'spec.containers')] }
}
