import type { Workload } from '../engine/workloads/workload.js'
import type { Diagnosis, StallReason } from '../engine/rollout/diagnosis.js'
import type { RolloutPlan, WaitReason } from '../engine/rollout/rolloutPlan.js'
import { unavailableNames } from '../engine/rollout/quota.js'
import type { SimulatedPod, SimulationResult } from '../reconciler/simulation.js'
import { printable } from '../admission/text.js'
import { count } from './words.js'

/** Human-readable rollout plans, diagnoses and simulation timelines (simulate, diagnose, demo). */

const WAIT_WORDS: Record<WaitReason, string> = {
  'max-unavailable': 'wait for the maxUnavailable budget',
  'target-unavailable': 'wait for updated Pods to become available',
  partition: 'kept by the partition',
  paused: 'paused',
  'on-delete': 'OnDelete: updated only when deleted',
  'grace-pending': 'grace period running',
  'preparing-delete': 'being deleted',
  'ordered-ready': 'wait for a lower ordinal (OrderedReady)',
}

export function strategyLine(view: Workload, plan: RolloutPlan): string {
  const n = plan.numbers
  const parts = [
    `${view.podUpdatePolicy}`,
    `maxUnavailable ${String(view.maxUnavailable)} → ${n.maxUnavailable}`,
    `partition ${String(view.partition ?? 0)} → ${n.partition}`,
  ]
  if (n.maxSurge > 0) parts.push(`maxSurge ${n.maxSurge}`)
  if (view.paused) parts.push('paused')
  if (view.updateType === 'OnDelete') parts.push('OnDelete')
  return parts.join(', ')
}

function list(names: string[], max = 8): string {
  if (names.length <= max) return names.join(', ')
  return `${names.slice(0, max).join(', ')} and ${names.length - max} more`
}

/** The plan's lines (a name from a manifest or a cluster may hold a line break: each is made one line by the report). */
export function formatPlan(plan: RolloutPlan): string[] {
  const lines: string[] = []
  const q = plan.quota
  lines.push(`  budget: maxUnavailable ${q.updateMaxUnavailable}, ${count(q.unavailable, 'Pod')} unavailable now → ${q.budget} left` +
    (q.unavailable > 0 ? ` (${list(unavailableNames(q))})` : ''))
  lines.push(`  update now: ${plan.updateNow.length === 0 ? 'none' : list(plan.updateNow.map((p) => p.name))}`)
  if (plan.inProgress.length > 0) lines.push(`  in progress: ${list(plan.inProgress.map((p) => `${p.name}${p.lifecycle ? ` (${p.lifecycle})` : ''}`))}`)
  const byReason = new Map<WaitReason, string[]>()
  for (const w of plan.waiting) byReason.set(w.reason, [...(byReason.get(w.reason) ?? []), w.name])
  for (const [reason, names] of byReason) {
    lines.push(`  waiting (${WAIT_WORDS[reason]}): ${count(names.length, 'Pod')}: ${list(names)}`)
    const detail = plan.waitDetails[reason]
    if (detail) lines.push(`    ${detail}`)
  }
  return lines
}

/**
 * Each stall reason with its Pods, what happens and the field to look at (never our own catalogue numbers), as three
 * lines for reportText (its message may quote a line break from the cluster: an image, an Event, a condition).
 */
export function formatReasons(reasons: StallReason[]): string[] {
  return reasons.flatMap((r, i) => {
    const head = `  ${i + 1}. ${r.reason}${r.pods.length > 0 ? ` (${list(r.pods)})` : ''}${r.blocking ? '' : ' (not blocking)'}`
    return [head, `     ${r.message}`, `     look at: ${r.field}`]
  })
}

/**
 * A report from its lines, each kept to one: a value it quotes (a workload, Pod or container name from a manifest, an
 * image or an Event from a cluster) may hold a line break, which would start a line of the report's own.
 */
export function reportText(lines: string[]): string {
  return `${lines.map((line) => printable(line)).join('\n')}\n`
}

export function diagnosisVerdict(d: Diagnosis): string {
  if (d.completed) return 'complete'
  if (d.stalled) return 'STALLED'
  return 'progressing'
}

export function formatDiagnosis(view: Workload, d: Diagnosis): string {
  const p = d.plan
  const lines = [
    `${view.kind} ${view.namespace}/${view.name} (${view.version}): ${strategyLine(view, p)}`,
    `  revisions: update ${p.updateRevision}, current ${p.currentRevision}`,
    `  replicas ${d.replicas}/${p.numbers.replicas}, updated ${d.updatedReplicas} (expected ${d.expectedUpdatedReplicas}), ` +
      `updatedReady ${d.updatedReadyReplicas}, ready ${d.readyReplicas}, available ${d.availableReplicas}`,
    '',
    'Plan for this round:',
    ...formatPlan(p),
    '',
    `Diagnosis: ${diagnosisVerdict(d)}`,
  ]
  if (d.updatedReadyReplicas < d.updatedReplicas) {
    lines.push(`  updatedReadyReplicas ${d.updatedReadyReplicas} < updatedReplicas ${d.updatedReplicas}: ` +
      `${count(d.updatedReplicas - d.updatedReadyReplicas, 'Pod carries', 'Pods carry')} the new revision label but ${d.updatedReplicas - d.updatedReadyReplicas === 1 ? 'is' : 'are'} not Ready yet`)
  }
  if (d.reasons.length > 0) lines.push(...formatReasons(d.reasons))
  else if (!d.completed) lines.push('  no stall reason found: the rollout is moving')
  return reportText(lines)
}

export interface SimulationContext {
  view: Workload
  change: string
  kubelet: { pullSeconds: number; startSeconds: number; probeDelaySeconds: number }
}

/** `2 + 2 + 1`; a long plan by runs (`499 rounds of 2 Pods, then 1 round of 1 Pod`), so 10,000 Pods stay one short line. */
function roundSizes(sizes: number[], terms = 8): string {
  if (sizes.length === 0) return 'nothing to update'
  if (sizes.length <= terms) return sizes.join(' + ')
  const runs: { size: number; rounds: number }[] = []
  for (const size of sizes) {
    const last = runs[runs.length - 1]
    if (last?.size === size) last.rounds++
    else runs.push({ size, rounds: 1 })
  }
  const shown = runs.slice(0, terms).map((run) => `${count(run.rounds, 'round')} of ${count(run.size, 'Pod')}`)
  const rest = runs.slice(terms).reduce((n, run) => n + run.rounds, 0)
  return `${shown.join(', then ')}${rest > 0 ? `, then ${count(rest, 'more round')}` : ''}`
}

export function formatSimulation(r: SimulationResult, ctx: SimulationContext): string {
  const lines = [
    `${ctx.view.kind} ${r.namespace}/${r.name}: ${ctx.change}`,
    `  ${strategyLine(ctx.view, r.final.plan)}`,
    `  simulated on the embedded cluster (kubelet: pull ${ctx.kubelet.pullSeconds}s, start ${ctx.kubelet.startSeconds}s, readiness ${ctx.kubelet.probeDelaySeconds}s)`,
    '',
    `Planned: ${count(r.plannedRounds.length, 'round')}: ${roundSizes(r.plannedRounds.map((x) => x.length))}`,
    '',
    'Timeline:',
  ]
  if (r.rounds.length === 0) lines.push('  no Pod was updated')
  // An Advanced DaemonSet's Pods are told by their node too.
  const nodeOf = new Map(r.pods.filter((p) => p.node !== undefined).map((p) => [p.name, p.node!]))
  const named = (name: string) => (nodeOf.has(name) ? `${name} on ${nodeOf.get(name)}` : name)
  for (const round of r.rounds) {
    const verb = round.path === 'in-place' ? 'in place' : round.path === 'recreate' ? 'recreate' : 'prepare (hook)'
    lines.push(`  t=${pad(`${round.at}s`, 6)} round ${pad(String(round.round), 3)} ${verb.padEnd(9)} ${round.pods.map(named).join(', ')}`)
  }
  lines.push('', 'Pods:')
  const rows = r.pods.map(podRow)
  lines.push(...table([['NAME', 'UID', 'RESTARTS', 'STARTED', 'TOOK'], ...rows]))
  lines.push('')
  const updated = r.final.updatedReplicas
  if (r.completed) {
    const inPlace = r.deletedPods.length === 0
    lines.push(`Result: completed in ${r.seconds}s: ${updated}/${r.final.replicas} Pods at ${r.updateRevision}` +
      (inPlace ? ', updated in place (same names and UIDs, no Pod deleted)' : `, ${count(r.deletedPods.length, 'Pod')} deleted and recreated`))
  } else if (r.stoppedAtLimit !== undefined) {
    lines.push(`Result: NOT FINISHED: simulated time reached --max-seconds ${r.stoppedAtLimit} while Pods were still being updated: ` +
      `${updated}/${r.final.replicas} Pods at the new revision, updatedReadyReplicas ${r.final.updatedReadyReplicas}; ` +
      'give a larger --max-seconds to see the end')
    if (r.alreadyFailing) lines.push('Already failing (a larger --max-seconds will not clear it):', ...formatReasons(r.alreadyFailing))
  } else {
    lines.push(`Result: STALLED after ${r.seconds}s: ${updated}/${r.final.replicas} Pods at the new revision, ` +
      `updatedReadyReplicas ${r.final.updatedReadyReplicas}`)
    lines.push('Why:', ...formatReasons(r.final.reasons))
  }
  return reportText(lines)
}

/**
 * One row of the Pod table. A Pod updated in place keeps its UID; one recreated is deleted (its old UID) and replaced
 * by a new Pod (a row of its own, timed from the change), or, for an Advanced StatefulSet, by a Pod of the same name
 * (its new UID); an update that has not finished is `not done`.
 */
function podRow(p: SimulatedPod): string[] {
  const started = p.startedAt === undefined ? '-' : `t=${p.startedAt}s`
  if (p.uidBefore === null) {
    return [p.name, `${p.uidAfter ?? '?'} (new)`, String(p.restarts), '-', p.seconds === undefined ? 'not ready' : `ready at t=${p.seconds}s`]
  }
  if (p.uidAfter === null) {
    return [p.name, `${p.uidBefore} (deleted)`, '-', started, p.replacedBy ? `replaced by ${p.replacedBy}` : 'deleted']
  }
  const took = p.seconds === undefined ? (p.startedAt === undefined ? '-' : 'not done') : `${p.seconds}s`
  // An Advanced StatefulSet recreates a Pod under its own name: the name stays, the UID does not.
  if (p.uidAfter !== p.uidBefore) return [p.name, `${p.uidAfter} (recreated)`, String(p.restarts), started, took]
  return [p.name, `${p.uidBefore} (same)`, String(p.restarts), started, took]
}

/** `simulate --output markdown`: the text report in a code block, and a Mermaid gantt of the rounds (a picture on GitHub). */
export function formatSimulationMarkdown(r: SimulationResult, ctx: SimulationContext): string {
  const lines = [
    printable(`### inplace-guard simulate: ${ctx.view.kind} ${r.namespace}/${r.name}`),
    '',
    simulationHeadline(r),
    '',
    '```mermaid',
    ...rolloutGantt(r),
    '```',
    '',
    '<details><summary>Timeline and Pods</summary>',
    '',
    '```text',
    formatSimulation(r, ctx).trimEnd(),
    '```',
    '',
    '</details>',
  ]
  return `${lines.join('\n')}\n`
}

function simulationHeadline(r: SimulationResult): string {
  if (r.completed) return `Completed in ${r.seconds}s (simulated).`
  if (r.stoppedAtLimit !== undefined) {
    return `**Not finished** when simulated time reached --max-seconds ${r.stoppedAtLimit}, Pods still being updated` +
      (r.alreadyFailing ? `; already failing: ${r.alreadyFailing.map((f) => f.reason).join(', ')}.` : '.')
  }
  return `**Stalled** after ${r.seconds}s (simulated).`
}

/** A Mermaid gantt: one section per round, one bar per Pod from its start until it is available again (or the end). */
export function rolloutGantt(r: SimulationResult): string[] {
  const byName = new Map(r.pods.map((p) => [p.name, p]))
  const lines = ['gantt', `  title ${mermaidText(`${r.namespace}/${r.name}`)} rollout (simulated seconds)`, '  dateFormat X', '  axisFormat %Ss']
  for (const round of r.rounds) {
    const verb = round.path === 'in-place' ? 'in place' : round.path === 'recreate' ? 'recreate' : 'prepare'
    lines.push(`  section round ${round.round} (${verb})`)
    for (const name of round.pods) {
      const pod = byName.get(name)
      const start = pod?.startedAt ?? round.at
      const replacement = pod?.replacedBy ? byName.get(pod.replacedBy) : undefined
      const end = pod?.seconds !== undefined ? start + pod.seconds : replacement?.seconds ?? r.seconds
      const label = replacement ? `${name} → ${replacement.name}` : name
      const tag = pod?.seconds === undefined && replacement?.seconds === undefined ? 'crit, ' : ''
      lines.push(`  ${mermaidText(label)} :${tag}${start}, ${Math.max(end, start + 1)}`)
    }
  }
  if (r.rounds.length === 0) lines.push('  section no Pod was updated', `  nothing :0, 1`)
  return lines
}

/** Mermaid gantt labels end at ':' and lines at '#', ';' or a line break. */
export function mermaidText(text: string): string {
  return printable(text).replace(/[:#;]/g, ' ')
}

function table(rows: string[][]): string[] {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)))
  return rows.map((r) => `  ${r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]))).join('  ')}`)
}

function pad(text: string, width: number): string {
  return text.padEnd(width)
}

/** Keys of a stall reason that number it in the engine's own catalogue: meaningless to a user, never printed. */
const CATALOGUE_KEYS = new Set(['pitfall', 'symptom'])

/** A diagnosis or simulation as JSON for users: indented, without the engine's catalogue numbers. */
export function rolloutJson(value: unknown): string {
  return `${JSON.stringify(value, (key, v: unknown) => (CATALOGUE_KEYS.has(key) ? undefined : v), 2)}\n`
}

/** The JSON `simulate` prints (the simulation result without the live cluster objects). */
export function simulationJson(r: SimulationResult, view: Workload, change: Record<string, unknown>): Record<string, unknown> {
  return {
    workload: { kind: view.kind, namespace: r.namespace, name: r.name },
    change,
    completed: r.completed,
    seconds: r.seconds,
    updateRevision: r.updateRevision,
    plannedRounds: r.plannedRounds,
    rounds: r.rounds,
    pods: r.pods,
    ...(r.stoppedAtLimit !== undefined
      ? { stoppedAtLimit: { maxSeconds: r.stoppedAtLimit, ...(r.alreadyFailing ? { alreadyFailing: r.alreadyFailing } : {}) } }
      : r.diagnosis ? { diagnosis: r.diagnosis } : {}),
    status: {
      replicas: r.final.replicas,
      updatedReplicas: r.final.updatedReplicas,
      updatedReadyReplicas: r.final.updatedReadyReplicas,
      availableReplicas: r.final.availableReplicas,
    },
    deletedPods: r.deletedPods,
  }
}
