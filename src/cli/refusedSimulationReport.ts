import type { Workload } from '../engine/workloads/workload.js'
import { printable } from '../admission/text.js'
import { reportText } from './rolloutReport.js'

/**
 * `simulate` of an update the API server's own validation or OpenKruise's validating webhook refuses: the API server
 * rejects the write, so no controller ever sees it and nothing is rolled out. Text, markdown and JSON, in the shape of
 * a played rollout's.
 */
export interface RefusedSimulation {
  view: Pick<Workload, 'kind' | 'namespace' | 'name'>
  /** The change in words, as a played rollout's first line gives it. */
  change: string
  /** The refusal: every field refused, by whom, and what to do. */
  message: string
  /** The API server's own validation refuses it, before any webhook is asked. */
  byApiServer: boolean
}

function refuser(r: RefusedSimulation): string {
  return r.byApiServer ? 'the API server' : "OpenKruise's webhook"
}

const NOTHING_ROLLED_OUT = 'the API server rejects it, so no Pod is touched and every Pod keeps its current revision'

export function formatRefusedSimulation(r: RefusedSimulation): string {
  return reportText([
    `${r.view.kind} ${r.view.namespace}/${r.view.name}: ${r.change}`,
    `  ${r.message}`,
    '',
    `Result: REFUSED: ${refuser(r)} refuses the update; ${NOTHING_ROLLED_OUT}`,
  ])
}

export function formatRefusedSimulationMarkdown(r: RefusedSimulation): string {
  return [
    printable(`### inplace-guard simulate: ${r.view.kind} ${r.view.namespace}/${r.view.name}`),
    '',
    `**Refused** by ${refuser(r)}: ${NOTHING_ROLLED_OUT}.`,
    '',
    printable(r.message),
    '',
  ].join('\n')
}

export function refusedSimulationJson(r: RefusedSimulation, change: Record<string, unknown>): Record<string, unknown> {
  return { workload: { kind: r.view.kind, namespace: r.view.namespace, name: r.view.name }, change, completed: false, refused: r.message }
}
