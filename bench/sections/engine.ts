import { predictUpdate } from '../../src/engine/prediction.js'
import { EDITS, FIXTURE_NAMES, type Edit, type FixtureName, updatePair } from '../scenarios.js'
import { timeFunctions, type TimingOptions } from '../timing.js'

/** predictUpdate decisions per second on each fixture and edit, in process. */
export const ENGINE_TARGET_PER_SECOND = 50_000
export const ENGINE_TARGET = `predictUpdate on the realistic fixture >= ${ENGINE_TARGET_PER_SECOND} decisions/s (both edits)`

export interface EngineScenarioResult {
  fixture: FixtureName
  edit: Edit
  outcome: string
  consequence: string
  decisionsPerSecond: number
  runDecisionsPerSecond: number[]
  spread: number
  p50Us: number
  p99Us: number
}

export interface EngineResult {
  target: string
  pass: boolean
  /** Slowest realistic scenario / target. */
  margin: number
  scenarios: EngineScenarioResult[]
}

export function benchEngine(timing: TimingOptions, fixtures: FixtureName[] = FIXTURE_NAMES, edits: Edit[] = EDITS): EngineResult {
  const pairs = fixtures.flatMap((fixture) => edits.map((edit) => updatePair(fixture, edit)))
  // Timed in turns (timeFunctions): every scenario's runs spread over the whole section.
  const timings = timeFunctions(pairs.map(({ oldObject, newObject }) => () => predictUpdate(oldObject, newObject)), timing)
  const scenarios: EngineScenarioResult[] = pairs.map(({ fixture, edit, oldObject, newObject }, i) => {
    const prediction = predictUpdate(oldObject, newObject)
    const timed = timings[i]!
    return {
      fixture, edit, outcome: prediction.outcome, consequence: prediction.consequence,
      decisionsPerSecond: timed.opsPerSecond, runDecisionsPerSecond: timed.runOpsPerSecond, spread: timed.spread,
      p50Us: timed.p50Us, p99Us: timed.p99Us,
    }
  })
  const realistic = scenarios.filter((s) => s.fixture === 'realistic')
  const slowest = realistic.length > 0 ? Math.min(...realistic.map((s) => s.decisionsPerSecond)) : Number.NaN
  return { target: ENGINE_TARGET, pass: slowest >= ENGINE_TARGET_PER_SECOND, margin: slowest / ENGINE_TARGET_PER_SECOND, scenarios }
}
