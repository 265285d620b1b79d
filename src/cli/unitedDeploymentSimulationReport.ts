import { childRefusalEffect } from '../engine/inplace/subsetWriteRefusals.js'
import type { SubsetSimulation, UnitedDeploymentSimulationResult } from '../reconciler/unitedDeploymentSimulation.js'
import { printable } from '../admission/text.js'
import { code } from './formats/markdown.js'
import { formatSimulation, reportText, simulationJson } from './rolloutReport.js'
import { count } from './words.js'

/** `simulate` of a UnitedDeployment: each subset's child rollout, text, JSON and markdown. */

export interface UnitedDeploymentReportContext {
  change: string
  kubelet: { pullSeconds: number; startSeconds: number; probeDelaySeconds: number }
}

const NOTHING_WRITTEN = 'kruise-manager fails before it writes any subset\'s workload'

export function formatUnitedDeploymentSimulation(r: UnitedDeploymentSimulationResult, ctx: UnitedDeploymentReportContext): string {
  const lines = [
    `UnitedDeployment ${r.namespace}/${r.name}: ${ctx.change}`,
    `  ${count(r.subsets.length, 'subset')}; CloneSet and Advanced StatefulSet children simulated on the embedded cluster (kubelet: pull ${ctx.kubelet.pullSeconds}s, start ${ctx.kubelet.startSeconds}s, readiness ${ctx.kubelet.probeDelaySeconds}s)`,
  ]
  for (const refusal of r.refused) lines.push(`  Kruise's UnitedDeployment webhook refuses the update: ${refusal}`)
  if (r.controllerFailure !== undefined) lines.push(`  Kruise admits the update, but ${r.controllerFailure}`)
  for (const s of r.subsets) {
    lines.push('', `subset ${s.subset} (${s.child}): ${subsetLine(s)}`)
    // The headline says the refusal, or what holds the subset back, already; the prediction's other lines add why.
    const said = s.outcome === 'blocked' ? s.prediction.heldBackBecause : s.prediction.messages[0]
    for (const m of s.prediction.messages) if (m !== said && !m.includes(childRefusalEffect(s.prediction.change))) lines.push(`  ${m}`)
    if (s.simulation && s.childView) {
      const text = formatSimulation(s.simulation, { view: s.childView, change: ctx.change, kubelet: ctx.kubelet })
      // Its first line names the change and the third the kubelet timing: both said once above.
      lines.push(...text.trimEnd().split('\n').slice(1).filter((l) => !l.startsWith('  simulated on the embedded cluster')).map((l) => (l === '' ? '' : `  ${l}`)))
    }
  }
  const stalled = r.subsets.filter((s) => s.outcome === 'stalled').map((s) => s.subset)
  const unfinished = r.subsets.filter((s) => s.outcome === 'not-finished').map((s) => s.subset)
  const refused = r.subsets.filter((s) => s.outcome === 'refused').map((s) => s.subset)
  const blocked = r.subsets.filter((s) => s.outcome === 'blocked').map((s) => s.subset)
  const why = [
    ...(stalled.length > 0 ? [`subset ${stalled.join(', ')} did not complete`] : []),
    ...(unfinished.length > 0 ? [`subset ${unfinished.join(', ')} still updating at --max-seconds`] : []),
    ...(refused.length > 0 ? [`Kruise refuses its write of the child of subset ${refused.join(', ')}`] : []),
    ...(blocked.length > 0 ? [`subset ${blocked.join(', ')} not updated until then`] : []),
  ]
  if (r.controllerFailure !== undefined) why.push(NOTHING_WRITTEN)
  const result = resultOf(r)
  lines.push('', result === 'completed' ? `Result: completed: ${summary(r)}` : `Result: ${result.toUpperCase()}: ${why.join('; ')}; ${summary(r)}`)
  return reportText(lines)
}

/** How the simulated update ends: a stalled subset says most, then kruise-manager's failure, then a refusal. */
function resultOf(r: UnitedDeploymentSimulationResult): 'completed' | 'stalled' | 'not finished' | 'failed' | 'refused' {
  if (r.completed) return 'completed'
  if (r.subsets.some((s) => s.outcome === 'stalled')) return 'stalled'
  if (r.subsets.some((s) => s.outcome === 'not-finished')) return 'not finished'
  return r.controllerFailure !== undefined ? 'failed' : 'refused'
}

const MARKDOWN_RESULT: Readonly<Record<ReturnType<typeof resultOf>, string>> = {
  completed: 'Completed (simulated).',
  stalled: '**Stalled** (simulated).',
  'not finished': '**Not finished** when simulated time reached --max-seconds.',
  failed: '**Failed**: kruise-manager fails on it.',
  refused: '**Refused** by Kruise.',
}

function summary(r: UnitedDeploymentSimulationResult): string {
  const played = r.subsets.filter((s) => s.simulation !== undefined).length
  return `${count(played, 'subset')} played on the embedded cluster, ${count(r.subsets.length - played, 'subset')} reported from the prediction`
}

function subsetLine(s: SubsetSimulation): string {
  const sim = s.simulation
  switch (s.outcome) {
    case 'completed': {
      const inPlace = sim !== undefined && sim.deletedPods.length === 0
      return `completed in ${sim?.seconds ?? 0}s, ${inPlace ? 'updated in place (same names and UIDs)' : `${count(sim?.deletedPods.length ?? 0, 'Pod')} deleted and recreated`}`
    }
    case 'not-finished':
      return `NOT FINISHED: simulated time reached --max-seconds ${sim?.stoppedAtLimit ?? ''} while its Pods were still being updated`
    case 'stalled':
      return `STALLED after ${sim?.seconds ?? 0}s: ${sim?.diagnosis?.message ?? 'the rollout did not complete'}`
    case 'unchanged':
      return 'its Pods are not touched'
    case 'not-played':
      return `not played on the embedded cluster (an apps/v1 child): ${s.prediction.consequence === 'on-delete' ? 'its Pods keep the old template until each is deleted (OnDelete)' : 'every Pod is recreated'}`
    case 'refused':
      return s.prediction.childRefusals.length > 0
        ? `${childRefusalEffect(s.prediction.change)}: ${s.prediction.childRefusals.join('; ')}`
        : 'not changed: Kruise\'s UnitedDeployment webhook refuses the update'
    case 'controller-fails':
      return `not changed: ${NOTHING_WRITTEN}`
    case 'blocked':
      return s.prediction.heldBackBecause?.replace(/^subset [^:]*: /, '') ?? s.outcome
    case 'created':
    case 'deleted':
    case 'replaced':
      return s.prediction.messages[0]?.replace(/^subset [^:]*: /, '') ?? s.outcome
  }
}

/** The JSON `simulate` prints for a UnitedDeployment (no cluster objects). */
export function unitedDeploymentSimulationJson(r: UnitedDeploymentSimulationResult, change: Record<string, unknown>): Record<string, unknown> {
  return {
    unitedDeployment: { kind: 'UnitedDeployment', namespace: r.namespace, name: r.name },
    change,
    completed: r.completed,
    refused: r.refused,
    ...(r.controllerFailure === undefined ? {} : { controllerFailure: r.controllerFailure }),
    subsets: r.subsets.map((s) => ({
      subset: s.subset,
      child: s.child,
      childKind: s.prediction.childKind,
      change: s.prediction.change,
      outcome: s.outcome,
      consequence: s.prediction.consequence,
      messages: s.prediction.messages,
      ...(s.simulation && s.childView ? { simulation: simulationJson(s.simulation, s.childView, {}) } : {}),
    })),
  }
}

/** `--output markdown`: one line per subset, and the text report folded. */
export function formatUnitedDeploymentSimulationMarkdown(r: UnitedDeploymentSimulationResult, ctx: UnitedDeploymentReportContext): string {
  const lines = [
    printable(`### inplace-guard simulate: UnitedDeployment ${r.namespace}/${r.name}`), '',
    MARKDOWN_RESULT[resultOf(r)], '',
    ...r.subsets.map((s) => printable(`- subset ${code(s.subset)} (${s.child}): ${subsetLine(s)}`)), '',
    '<details><summary>Subsets, timelines and Pods</summary>', '', '```text', formatUnitedDeploymentSimulation(r, ctx).trimEnd(), '```', '', '</details>',
  ]
  return `${lines.join('\n')}\n`
}
