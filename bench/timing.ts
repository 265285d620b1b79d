import { median, percentile, relativeSpread } from './stats.js'

/**
 * The in-process timing harness for pure functions: warm up (so the JIT has optimised the code), then several
 * timed runs of back-to-back calls, each call timed on its own with process.hrtime.bigint().
 */
export interface TimingOptions {
  /** Calls until this many milliseconds have passed, results discarded. */
  warmupMs: number
  /** Number of timed runs; the reported rate is the median over runs. */
  runs: number
  /** Length of one timed run. */
  runMs: number
}

export interface TimingResult {
  /** Median over runs of calls per second. */
  opsPerSecond: number
  /** Calls per second of each run, in run order. */
  runOpsPerSecond: number[]
  /** (max - min) / median of the per-run rates. */
  spread: number
  /** Per-call time over all timed calls, microseconds. */
  p50Us: number
  p99Us: number
  calls: number
}

/** Samples are kept up to this many per run; beyond it the rate still counts every call. */
const MAX_SAMPLES_PER_RUN = 200_000

/**
 * Times each function. Their runs are taken in turns (run 1 of each, then run 2 of each, ...) after warming up each:
 * a neighbour's burst of a few seconds on this shared machine then spoils one run of several functions, which their
 * medians ignore, instead of every run of the one function it falls on. Return values are kept alive in a sink so the
 * JIT cannot drop the calls.
 */
export function timeFunctions(fns: (() => unknown)[], options: TimingOptions): TimingResult[] {
  const sink: unknown[] = [undefined]
  for (const fn of fns) loopFor(fn, options.warmupMs, sink)
  const rates: number[][] = fns.map(() => [])
  const samples: number[][] = fns.map(() => [])
  const calls: number[] = fns.map(() => 0)
  for (let run = 0; run < options.runs; run++) {
    fns.forEach((fn, i) => {
      const { count, elapsedNs, durations } = timedRun(fn, options.runMs, sink)
      rates[i]!.push(count / (Number(elapsedNs) / 1e9))
      for (const d of durations) samples[i]!.push(d)
      calls[i]! += count
    })
  }
  if (sink.length === 0) throw new Error('unreachable: keeps the sink observable')
  return fns.map((_, i) => ({
    opsPerSecond: median(rates[i]!),
    runOpsPerSecond: rates[i]!,
    spread: relativeSpread(rates[i]!),
    p50Us: percentile(samples[i]!, 0.5) / 1000,
    p99Us: percentile(samples[i]!, 0.99) / 1000,
    calls: calls[i]!,
  }))
}

function loopFor(fn: () => unknown, ms: number, sink: unknown[]): void {
  const end = process.hrtime.bigint() + BigInt(Math.round(ms * 1e6))
  do sink[0] = fn()
  while (process.hrtime.bigint() < end)
}

function timedRun(fn: () => unknown, ms: number, sink: unknown[]): { count: number; elapsedNs: bigint; durations: Float64Array } {
  const durations = new Float64Array(MAX_SAMPLES_PER_RUN)
  const start = process.hrtime.bigint()
  const end = start + BigInt(Math.round(ms * 1e6))
  let count = 0
  let before = start
  let after = start
  do {
    sink[0] = fn()
    after = process.hrtime.bigint()
    if (count < MAX_SAMPLES_PER_RUN) durations[count] = Number(after - before)
    count++
    before = after
  } while (after < end)
  return { count, elapsedNs: after - start, durations: durations.subarray(0, Math.min(count, MAX_SAMPLES_PER_RUN)) }
}
