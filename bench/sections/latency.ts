import { backToBack } from '../latencyClient.js'
import { checkAnswer, WEBHOOK_PATH } from '../payload.js'
import { type ServerChildOptions, startServerChild } from '../serverChild.js'
import type { BenchSettings } from '../settings.js'
import { maximum, percentile } from '../stats.js'
import type { TlsMaterial } from './webhook.js'

/** Service time without queueing: back-to-back requests on one keep-alive connection, ours and the floor. */
export const LATENCY_TARGET_P50_MS = 1
export const LATENCY_TARGET_P99_OVER_FLOOR_MS = 1
export const LATENCY_TARGET = `p50 < ${LATENCY_TARGET_P50_MS} ms and p99 <= floor p99 + ${LATENCY_TARGET_P99_OVER_FLOOR_MS} ms`

export interface LatencyDistribution {
  requests: number
  p50Ms: number
  p99Ms: number
  maxMs: number
}

export interface LatencyResult {
  target: string
  pass: boolean
  guard: LatencyDistribution
  floor: LatencyDistribution
  /** guard p99 - floor p99. */
  p99OverFloorMs: number
}

export async function benchLatency(tls: TlsMaterial, body: string, settings: BenchSettings['latency'], children: ServerChildOptions = {}, progress: (line: string) => void = () => {}): Promise<LatencyResult> {
  const guard = await startServerChild('guard', tls.certificate, children)
  const floor = await startServerChild('floor', tls.certificate, children)
  const samples: Record<string, number[]> = { guard: [], floor: [] }
  try {
    for (const server of [guard, floor]) {
      const warm = await backToBack(server.port, WEBHOOK_PATH, body, { durationMs: settings.warmupMs, ca: tls.ca })
      checkAnswer(server.kind, warm.firstAnswer)
    }
    for (let round = 0; round < settings.rounds; round++) {
      for (const server of round % 2 === 0 ? [floor, guard] : [guard, floor]) {
        const { samplesMs } = await backToBack(server.port, WEBHOOK_PATH, body, { durationMs: settings.durationMs, ca: tls.ca })
        samples[server.kind].push(...samplesMs)
        progress(`latency round ${round + 1}/${settings.rounds}: ${server.kind} ${samplesMs.length} requests`)
      }
    }
  } finally {
    await Promise.all([guard.stop(), floor.stop()])
  }
  const ours = distribution(samples.guard)
  const theirs = distribution(samples.floor)
  const p99OverFloorMs = ours.p99Ms - theirs.p99Ms
  return {
    target: LATENCY_TARGET,
    pass: ours.p50Ms < LATENCY_TARGET_P50_MS && p99OverFloorMs <= LATENCY_TARGET_P99_OVER_FLOOR_MS,
    guard: ours,
    floor: theirs,
    p99OverFloorMs,
  }
}

export function distribution(samplesMs: ArrayLike<number>): LatencyDistribution {
  return { requests: samplesMs.length, p50Ms: percentile(samplesMs, 0.5), p99Ms: percentile(samplesMs, 0.99), maxMs: maximum(samplesMs) }
}
