import type { SidecarSetSimulationResult, SidecarSimulatedPod } from '../reconciler/sidecarSetSimulation.js'
import { blockingClause } from '../engine/inplace/sidecarSetUpdate.js'
import { printable } from '../admission/text.js'
import { mermaidText, reportText } from './rolloutReport.js'
import { count } from './words.js'

/** `simulate` of a SidecarSet: text, JSON and markdown. */

export interface SidecarSetReportContext {
  change: string
  kubelet: { pullSeconds: number; startSeconds: number; probeDelaySeconds: number }
  labels: Record<string, string>
  /** The new SidecarSet's update strategy, in its fields' words. */
  strategy: string
}

/** Exit 0 when nothing is left undone that the SidecarSet asks for (paused and NotUpdate ask for nothing now). */
export function sidecarSetSimulationSucceeded(r: SidecarSetSimulationResult): boolean {
  return r.outcome !== 'not-upgradable' && r.outcome !== 'stalled' && r.outcome !== 'not-finished'
}

export function formatSidecarSetSimulation(r: SidecarSetSimulationResult, ctx: SidecarSetReportContext): string {
  const lines = [
    `SidecarSet ${r.name}: ${ctx.change}`,
    `  ${ctx.strategy}`,
    `  ${count(r.pods.length, 'running Pod')} in namespace ${r.namespace} (labels ${Object.entries(ctx.labels).map(([k, v]) => `${k}=${v}`).join(',') || 'none'}) injected with the old sidecars`,
    `  simulated on the embedded cluster (kubelet: pull ${ctx.kubelet.pullSeconds}s, start ${ctx.kubelet.startSeconds}s, readiness ${ctx.kubelet.probeDelaySeconds}s)`,
    '',
    'Timeline:',
  ]
  if (r.rounds.length === 0) lines.push('  no Pod was upgraded')
  for (const round of r.rounds) lines.push(`  t=${`${round.at}s`.padEnd(6)} round ${String(round.round).padEnd(3)} in place  ${round.pods.join(', ')}`)
  lines.push('', 'Pods:')
  lines.push(...table([['NAME', 'UID', 'RESTARTS', 'STARTED', 'TOOK', 'STATE'], ...r.pods.map(podRow)]))
  lines.push('', ...resultLines(r))
  return reportText(lines)
}

function podRow(p: SidecarSimulatedPod): string[] {
  const uid = p.uidAfter === null ? `${p.uidBefore} (deleted)` : p.uidAfter === p.uidBefore ? `${p.uidBefore} (same)` : `${p.uidAfter} (recreated)`
  const restarts = Object.entries(p.restarts).map(([c, n]) => `${c} ${n}`).join(', ')
  const started = p.startedAt === undefined ? '-' : `t=${p.startedAt}s`
  const took = p.seconds !== undefined ? `${p.seconds}s` : p.startedAt === undefined ? '-' : 'not done'
  return [p.name, uid, restarts, started, took, stateOf(p)]
}

const STATE_WORDS: Record<string, string> = {
  updated: 'new sidecars', waiting: 'old sidecars (held back)', upgrade: 'old sidecars (next round)', upgrading: 'upgrading',
  'not-upgradable': 'old sidecars: SidecarSetUpgradable=False', 'not-updated': 'old sidecars (NotUpdate)', paused: 'old sidecars (paused)',
  'outside-selector': 'old sidecars (outside spec.updateStrategy.selector)', 'not-matched': 'not matched',
}

function stateOf(p: SidecarSimulatedPod): string {
  if (p.pullFailed) return 'ErrImagePull: new sidecar image not pulled'
  if (p.verdict === 'updated' && p.startedAt === undefined) return 'unchanged'
  return STATE_WORDS[p.verdict] ?? p.verdict
}

function resultLines(r: SidecarSetSimulationResult): string[] {
  const upgraded = r.pods.filter((p) => p.verdict === 'updated' && p.seconds !== undefined).length
  const held = r.heldByPartition > 0 ? `; spec.updateStrategy.partition keeps ${count(r.heldByPartition, 'Pod')} on the old sidecars` : ''
  const outside = r.pods.filter((p) => p.verdict === 'outside-selector').length
  const skipped = outside > 0 ? `; ${count(outside, 'Pod')} outside spec.updateStrategy.selector keep the old sidecars` : ''
  switch (r.outcome) {
    case 'completed':
      return [`Result: completed in ${r.seconds}s: ${upgraded}/${r.pods.length} Pods run the new sidecars, upgraded in place (same names and UIDs, only the sidecar containers restarted)${held}${skipped}`]
    case 'unchanged':
      return ['Result: no sidecar container changed: running Pods are not touched']
    case 'paused':
      return ['Result: no running Pod is updated: spec.updateStrategy.paused is true', ...r.prediction.messages.map((m) => `  ${m}`)]
    case 'not-updated':
      return ['Result: no running Pod is updated: spec.updateStrategy.type is NotUpdate', ...r.prediction.messages.map((m) => `  ${m}`)]
    case 'not-upgradable':
      return [
        `Result: LEFT BEHIND: ${count(r.pods.filter((p) => p.notUpgradable).length, 'running Pod keeps', 'running Pods keep')} the old sidecar; only Pods created from now on get the new one`,
        `  because ${blockingClause(r.prediction.blocking)}, not only images`,
        '  each Pod gets condition SidecarSetUpgradable=False (reason UpdateImmutableField)' + (r.event ? '; the SidecarSet gets Event NotUpgradablePods' : ''),
        '  to upgrade running Pods, change only images, or recreate the Pods',
      ]
    case 'not-finished':
      return [`Result: NOT FINISHED: simulated time reached --max-seconds ${r.stoppedAtLimit} while Pods were still being upgraded: ` +
        `${upgraded}/${r.pods.length} Pods run the new sidecars; give a larger --max-seconds to see the end`,
      ...(r.alreadyFailing ? ['Already failing (a larger --max-seconds will not clear it):', `  ${r.alreadyFailing.message}`] : [])]
    case 'stalled':
      return [`Result: STALLED after ${r.seconds}s: ${upgraded}/${r.pods.length} Pods run the new sidecars`, 'Why:', `  ${r.reason}`]
  }
}

/** The JSON `simulate` prints for a SidecarSet (no cluster objects; never an env value). */
export function sidecarSetSimulationJson(r: SidecarSetSimulationResult, change: Record<string, unknown>): Record<string, unknown> {
  return {
    sidecarSet: { kind: 'SidecarSet', name: r.name },
    change,
    outcome: r.outcome,
    completed: r.completed,
    seconds: r.seconds,
    ...(r.reason !== undefined ? { reason: r.reason } : {}),
    ...(r.stoppedAtLimit !== undefined ? { stoppedAtLimit: { maxSeconds: r.stoppedAtLimit, ...(r.alreadyFailing ? { alreadyFailing: [r.alreadyFailing] } : {}) } } : {}),
    rounds: r.rounds,
    pods: r.pods,
    heldByPartition: r.heldByPartition,
    imageChanges: r.prediction.imageChanges.map((c) => ({ container: c.container, path: c.path, before: c.before, after: c.after })),
    blocking: r.prediction.blocking,
    /** Only images changed: running Pods can be upgraded in place (once not paused, NotUpdate aside). */
    upgradable: r.prediction.upgradable,
    ...(r.prediction.condition ? { condition: r.prediction.condition } : {}),
    ...(r.event !== undefined ? { event: r.event } : {}),
  }
}

/** `--output markdown`: the result, a Mermaid gantt of the rounds, and the text report folded. */
export function formatSidecarSetSimulationMarkdown(r: SidecarSetSimulationResult, ctx: SidecarSetReportContext): string {
  const byName = new Map(r.pods.map((p) => [p.name, p]))
  const gantt = ['gantt', `  title SidecarSet ${mermaidText(r.name)} upgrade (simulated seconds)`, '  dateFormat X', '  axisFormat %Ss']
  for (const round of r.rounds) {
    gantt.push(`  section round ${round.round} (in place)`)
    for (const name of round.pods) {
      const pod = byName.get(name)
      const start = pod?.startedAt ?? round.at
      const end = pod?.seconds !== undefined ? start + pod.seconds : r.seconds
      gantt.push(`  ${mermaidText(name)} :${pod?.seconds === undefined ? 'crit, ' : ''}${start}, ${Math.max(end, start + 1)}`)
    }
  }
  if (r.rounds.length === 0) gantt.push('  section no Pod was upgraded', '  nothing :0, 1')
  const head = resultLines(r)[0]!.replace(/^Result: /, '')
  const lines = [
    printable(`### inplace-guard simulate: SidecarSet ${r.name}`), '', printable(`${head.charAt(0).toUpperCase()}${head.slice(1)}.`), '',
    '```mermaid', ...gantt, '```', '',
    '<details><summary>Timeline and Pods</summary>', '', '```text', formatSidecarSetSimulation(r, ctx).trimEnd(), '```', '', '</details>',
  ]
  return `${lines.join('\n')}\n`
}

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
  return rows.map((r) => `  ${r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ')}`)
}
