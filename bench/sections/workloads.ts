import { backToBack } from '../latencyClient.js'
import { loadServer } from '../load.js'
import { checkAnswer, WEBHOOK_PATH } from '../payload.js'
import { type ServerChildOptions, startServerChild } from '../serverChild.js'
import type { BenchSettings } from '../settings.js'
import { median } from '../stats.js'
import { type ServerLoad, type TlsMaterial, combine, measure } from './webhook.js'

/**
 * What a review of each guarded kind costs through the webhook: one server (ours, as `serve` runs it) loaded with the
 * CloneSet review and with the same workload as an Advanced StatefulSet, in ABBA order within each round, so the
 * two share the host's drift. Judged on the median per-round ratio of requests/s, and reported with server CPU.
 */
export const WORKLOADS_TARGET_RATIO = 0.9
export const WORKLOADS_TARGET = 'an Advanced StatefulSet review costs within 10 % of a CloneSet review: StatefulSet/CloneSet requests/s >= 0.9 on the same server and run'

export interface WorkloadsRound {
  cloneSet: ServerLoad
  statefulSet: ServerLoad
  /** statefulSet / cloneSet requests per second. */
  ratio: number
}

export interface WorkloadsResult {
  target: string
  pass: boolean
  cloneSet: { requestsPerSecond: number; serverCpuMicrosPerRequest: number }
  statefulSet: { requestsPerSecond: number; serverCpuMicrosPerRequest: number }
  ratio: number
  /** cloneSet / statefulSet of the median server CPU per request. */
  cpuRatio: number
  rounds: WorkloadsRound[]
}

export async function benchWorkloads(
  tls: TlsMaterial, bodies: { cloneSet: string; statefulSet: string }, settings: BenchSettings['workloads'], children: ServerChildOptions = {},
  progress: (line: string) => void = () => {},
): Promise<WorkloadsResult> {
  const server = await startServerChild('guard', tls.certificate, children)
  try {
    for (const body of [bodies.cloneSet, bodies.statefulSet]) {
      checkAnswer('guard', (await backToBack(server.port, WEBHOOK_PATH, body, { durationMs: 0, ca: tls.ca })).firstAnswer)
      await loadServer(server.port, WEBHOOK_PATH, body, { connections: settings.connections, durationSeconds: settings.warmupSeconds })
    }
    const rounds: WorkloadsRound[] = []
    for (let round = 0; round < settings.rounds; round++) {
      const order: ('cloneSet' | 'statefulSet')[] = round % 2 === 0 ? ['cloneSet', 'statefulSet', 'statefulSet', 'cloneSet'] : ['statefulSet', 'cloneSet', 'cloneSet', 'statefulSet']
      const windows: Record<'cloneSet' | 'statefulSet', ServerLoad[]> = { cloneSet: [], statefulSet: [] }
      for (const kind of order) windows[kind].push(await measure(server, bodies[kind], settings.connections, settings.durationSeconds / 2))
      const [cloneSet, statefulSet] = [combine(windows.cloneSet), combine(windows.statefulSet)]
      rounds.push({ cloneSet, statefulSet, ratio: statefulSet.requestsPerSecond / cloneSet.requestsPerSecond })
      progress(`workloads round ${round + 1}/${settings.rounds}: CloneSet ${Math.round(cloneSet.requestsPerSecond)}, StatefulSet ${Math.round(statefulSet.requestsPerSecond)} req/s`)
    }
    const summary = (kind: 'cloneSet' | 'statefulSet') => ({
      requestsPerSecond: median(rounds.map((r) => r[kind].requestsPerSecond)),
      serverCpuMicrosPerRequest: median(rounds.map((r) => r[kind].serverCpuMicrosPerRequest)),
    })
    const [cloneSet, statefulSet] = [summary('cloneSet'), summary('statefulSet')]
    const ratio = median(rounds.map((r) => r.ratio))
    return {
      target: WORKLOADS_TARGET, pass: ratio >= WORKLOADS_TARGET_RATIO, cloneSet, statefulSet, ratio,
      cpuRatio: cloneSet.serverCpuMicrosPerRequest / statefulSet.serverCpuMicrosPerRequest, rounds,
    }
  } finally {
    await server.stop()
  }
}
