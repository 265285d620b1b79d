import type { TimingOptions } from './timing.js'

/** How long and how often each section measures: the default run (a few minutes) and --quick (under a minute). */
export interface BenchSettings {
  quick: boolean
  engine: TimingOptions
  webhook: { connections: number; durationSeconds: number; warmupSeconds: number; rounds: number }
  workloads: { connections: number; durationSeconds: number; warmupSeconds: number; rounds: number }
  latency: { durationMs: number; warmupMs: number; rounds: number }
  memory: { connections: number; durationSeconds: number; warmupSeconds: number; loads: number; labelLikeReviews: number }
  reconciler: { plan: TimingOptions; planPods: number[]; rolloutPods: number; rolloutRuns: number; rolloutUntimedRuns: number }
  cli: { runs: number; diffRuns: number }
}

export const DEFAULT_SETTINGS: BenchSettings = {
  quick: false,
  engine: { warmupMs: 1000, runs: 5, runMs: 1000 },
  // Many short rounds: a neighbour's burst on this shared machine spoils one round, and the median ignores it. Thirteen
  // rounds left the median's run-to-run spread (0.83-0.89 over six runs of one build) wider than the distance to the
  // target; twenty-one narrow it by a fifth (1/sqrt(n)) for a minute more.
  webhook: { connections: 10, durationSeconds: 3, warmupSeconds: 2, rounds: 21 },
  // One server, two payloads in ABBA order: the host's drift weighs on both alike, so fewer rounds suffice.
  workloads: { connections: 10, durationSeconds: 2, warmupSeconds: 2, rounds: 11 },
  // As for the webhook: many short rounds (nine here), judged on their medians.
  latency: { durationMs: 1500, warmupMs: 1000, rounds: 9 },
  memory: { connections: 10, durationSeconds: 5, warmupSeconds: 5, loads: 3, labelLikeReviews: 1_000 },
  // Plans as the engine's decisions: several seconds of them, in turns (see timePlans). The rollout's runs spread
  // 0.5-2x around their median on a busy host: seven make its median steadier (each costs about 0.5-1.2 s). Its second
  // run is still warming up (see timeRollout): two untimed runs before the timed ones.
  reconciler: { plan: { warmupMs: 1000, runs: 5, runMs: 1000 }, planPods: [1_000, 10_000], rolloutPods: 1_000, rolloutRuns: 7, rolloutUntimedRuns: 2 },
  // Process starts are short and noisy on a shared machine: many, in turns, judged on medians.
  cli: { runs: 21, diffRuns: 7 },
}

export const QUICK_SETTINGS: BenchSettings = {
  quick: true,
  engine: { warmupMs: 150, runs: 3, runMs: 200 },
  webhook: { connections: 10, durationSeconds: 2, warmupSeconds: 1, rounds: 1 },
  workloads: { connections: 10, durationSeconds: 2, warmupSeconds: 1, rounds: 1 },
  latency: { durationMs: 1500, warmupMs: 300, rounds: 1 },
  memory: { connections: 10, durationSeconds: 2, warmupSeconds: 1, loads: 3, labelLikeReviews: 200 },
  reconciler: { plan: { warmupMs: 150, runs: 3, runMs: 200 }, planPods: [1_000, 10_000], rolloutPods: 1_000, rolloutRuns: 1, rolloutUntimedRuns: 1 },
  cli: { runs: 5, diffRuns: 2 },
}
