import type { Workload } from '../engine/workloads/workload.js'
import { printable } from '../admission/text.js'
import { reportText } from './rolloutReport.js'

/**
 * `simulate` of an update OpenKruise's own validating webhook refuses: the API server rejects the write, so no
 * controller ever sees it and nothing is rolled out. Text, markdown and JSON, in the shape of a played rollout's.
 */
export interface RefusedSimulation {
  view: Pick<Workload, 'kind' | 'namespace' | 'name'>
  /** The change in words, as a played rollout's first line gives it. */
  change: string
  /** Kruise's refusal: every field it refuses and what to do. */
  message: string
}

const NOTHING_ROLLED_OUT = 'the API server rejects it, so no Pod is touched and every Pod keeps its current revision'

export function formatRefusedSimulation(r: RefusedSimulation): string {
  return reportText([
    `${r.view.kind} ${r.view.namespace}/${r.view.name}: ${r.change}`,
    `  ${r.message}`,
    '',
    `Result: REFUSED: OpenKruise's webhook refuses the update; ${NOTHING_ROLLED_OUT}`,
  ])
}

export function formatRefusedSimulationMarkdown(r: RefusedSimulation): string {
  return [
    printable(`### inplace-guard simulate: ${r.view.kind} ${r.view.namespace}/${r.view.name}`),
    '',
    `**Refused** by OpenKruise's webhook: ${NOTHING_ROLLED_OUT}.`,
    '',
    printable(r.message),
    '',
  ].join('\n')
}

export function refusedSimulationJson(r: RefusedSimulation, change: Record<string, unknown>): Record<string, unknown> {
  return { workload: { kind: r.view.kind, namespace: r.view.namespace, name: r.view.name }, change, completed: false, refused: r.message }
}
