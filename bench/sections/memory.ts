import { metricsBytes, sendLabelLikeReviews } from '../labelLikeReviews.js'
import { loadServer } from '../load.js'
import { WEBHOOK_PATH } from '../payload.js'
import { type ServerChildOptions, startServerChild } from '../serverChild.js'
import type { MemorySnapshot } from '../serverProcess.js'
import type { BenchSettings } from '../settings.js'
import { type ServeMemory, serveMemory } from '../serveMemory.js'
import type { TlsMaterial } from './webhook.js'

/**
 * RSS of a server child before a load, after it, and after a forced GC, over repeated identical loads. One warm-up load
 * comes first: V8 grows its young generation and compiles code during the first load, which is not growth per request.
 */
export const MEMORY_TARGET_MB = 120
/** RSS after GC may differ this much between the first and the last load without counting as growth (allocator noise). */
export const MEMORY_GROWTH_TOLERANCE_MB = 5
export const METRICS_TARGET_BYTES = 100 * 1024
/** `serve` without a cluster: no cluster client, no certificate library, the in-memory default with the reconciler off. */
export const SERVE_TARGET_MB = 80
export const MEMORY_TARGET = `RSS after load + GC <= ${MEMORY_TARGET_MB} MB, no growth across loads nor after reviews with 1 MB label-like values (<= ${MEMORY_GROWTH_TOLERANCE_MB} MB), /metrics < 100 KB; serve --mode off after load + GC <= ${SERVE_TARGET_MB} MB`

export interface MemoryLoad {
  requests: number
  beforeMb: number
  afterLoadMb: number
  afterGcMb: number
  heapAfterGcMb: number
}

export interface MemoryResult {
  target: string
  pass: boolean
  /** RSS of the fresh child, and after the warm-up load and a GC. */
  startMb: number
  afterWarmupMb: number
  loads: MemoryLoad[]
  maxAfterGcMb: number
  /** RSS after GC of the last load minus that of the first. */
  growthMb: number
  /** After the loads: reviews each carrying a distinct 1 MB kind, subResource, name or uid. */
  labelLike: { reviews: number; answered: number; afterFirstHalfMb: number; afterGcMb: number; heapAfterGcMb: number; growthMb: number; metricsBytes: number }
  /** A real `inplace-guard serve --mode off` process (the CLI, no cluster). */
  serve: ServeMemory
}

const MB = 1024 * 1024

export async function benchMemory(tls: TlsMaterial, body: string, settings: BenchSettings['memory'], children: ServerChildOptions = {}, progress: (line: string) => void = () => {}): Promise<MemoryResult> {
  const guard = await startServerChild('guard', tls.certificate, children)
  try {
    const start = await guard.memory()
    await loadServer(guard.port, WEBHOOK_PATH, body, { connections: settings.connections, durationSeconds: settings.warmupSeconds })
    const warm = await guard.collectGarbage()
    const loads: MemoryLoad[] = []
    for (let i = 0; i < settings.loads; i++) {
      const before = await guard.memory()
      const load = await loadServer(guard.port, WEBHOOK_PATH, body, { connections: settings.connections, durationSeconds: settings.durationSeconds })
      if (load.failures > 0) throw new Error(`${load.failures} failed requests while loading the guard server`)
      const afterLoad = await guard.memory()
      const afterGc = await guard.collectGarbage()
      loads.push({ requests: load.completed, beforeMb: mb(before), afterLoadMb: mb(afterLoad), afterGcMb: mb(afterGc), heapAfterGcMb: afterGc.heapUsedBytes / MB })
      progress(`memory load ${i + 1}/${settings.loads}: RSS after GC ${mb(afterGc).toFixed(1)} MB`)
    }
    const afterGc = loads.map((l) => l.afterGcMb)
    const growthMb = afterGc[afterGc.length - 1]! - afterGc[0]!
    // In two halves, a GC after each: growth from the first half to the second is what such reviews leave behind; the
    // first half's rise over the plain loads is the allocator keeping pages for 1 MB bodies, not growth per review.
    const half = Math.ceil(settings.labelLikeReviews / 2)
    const firstAnswered = await sendLabelLikeReviews(guard.port, WEBHOOK_PATH, body, tls.ca, half)
    const afterFirstHalf = await guard.collectGarbage()
    const secondAnswered = await sendLabelLikeReviews(guard.port, WEBHOOK_PATH, body, tls.ca, settings.labelLikeReviews - half, 4, half)
    const afterSecondHalf = await guard.collectGarbage()
    const answered = firstAnswered + secondAnswered
    const afterLabelLike = mb(afterSecondHalf)
    const labelLike = {
      reviews: settings.labelLikeReviews,
      answered,
      afterFirstHalfMb: mb(afterFirstHalf),
      afterGcMb: afterLabelLike,
      heapAfterGcMb: afterSecondHalf.heapUsedBytes / MB,
      growthMb: afterLabelLike - mb(afterFirstHalf),
      metricsBytes: await metricsBytes(guard.port, tls.ca),
    }
    progress(`memory after ${answered} reviews with 1 MB label-like values: RSS after GC ${labelLike.afterFirstHalfMb.toFixed(1)} then ${afterLabelLike.toFixed(1)} MB, /metrics ${labelLike.metricsBytes} bytes`)
    const maxAfterGcMb = Math.max(...afterGc, afterLabelLike)
    const flat = growthMb <= MEMORY_GROWTH_TOLERANCE_MB && labelLike.growthMb <= MEMORY_GROWTH_TOLERANCE_MB
    const serve = await serveMemory(tls, body, settings.durationSeconds)
    progress(`memory: serve --mode off RSS after start and GC ${serve.afterStartGcMb.toFixed(1)} MB, after ${serve.requests} reviews and GC ${serve.afterLoadGcMb.toFixed(1)} MB`)
    return {
      target: MEMORY_TARGET,
      pass: maxAfterGcMb <= MEMORY_TARGET_MB && flat && answered === labelLike.reviews && labelLike.metricsBytes < METRICS_TARGET_BYTES && serve.afterLoadGcMb <= SERVE_TARGET_MB,
      serve,
      labelLike,
      startMb: mb(start),
      afterWarmupMb: mb(warm),
      loads,
      maxAfterGcMb,
      growthMb,
    }
  } finally {
    await guard.stop()
  }
}

function mb(memory: MemorySnapshot): number {
  return memory.rssBytes / MB
}
