import { predictUpdate } from '../../src/engine/inplace/prediction.js'
import { EDITS, FIXTURE_NAMES, type Edit, type FixtureName, type JsonObject, updatePair } from '../scenarios.js'
import { countDifferences } from '../templateWalk.js'
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

/** The floor: a generic walk over both pod templates of the realistic recreate pair (bench/templateWalk.ts). */
export interface EngineFloor {
  what: string
  walksPerSecond: number
  p50Us: number
  /** The slowest realistic edit's time per decision over the floor's time per walk (p50 over p50). */
  slowestOverFloor: number
}

export interface EngineResult {
  target: string
  pass: boolean
  /** Slowest realistic scenario / target. */
  margin: number
  scenarios: EngineScenarioResult[]
  /** Absent when the realistic fixture was not measured. */
  floor?: EngineFloor
}

const FLOOR_WHAT = 'every key and item of both pod templates of the realistic recreate pair, visited by one generic walk'

export function benchEngine(timing: TimingOptions, fixtures: FixtureName[] = FIXTURE_NAMES, edits: Edit[] = EDITS): EngineResult {
  const pairs = fixtures.flatMap((fixture) => edits.map((edit) => updatePair(fixture, edit)))
  const floorPair = fixtures.includes('realistic') ? updatePair('realistic', 'recreate') : undefined
  const decisions = pairs.map(({ oldObject, newObject }) => () => predictUpdate(oldObject, newObject))
  const walk = floorPair ? [() => countDifferences(templateOf(floorPair.oldObject), templateOf(floorPair.newObject))] : []
  // Timed in turns (timeFunctions): every scenario's runs, and the floor's, spread over the whole section.
  const timings = timeFunctions([...decisions, ...walk], timing)
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
  const result: EngineResult = { target: ENGINE_TARGET, pass: slowest >= ENGINE_TARGET_PER_SECOND, margin: slowest / ENGINE_TARGET_PER_SECOND, scenarios }
  const floorTiming = timings[pairs.length]
  if (floorTiming && realistic.length > 0) {
    const slowestP50 = Math.max(...realistic.map((s) => s.p50Us))
    result.floor = { what: FLOOR_WHAT, walksPerSecond: floorTiming.opsPerSecond, p50Us: floorTiming.p50Us, slowestOverFloor: slowestP50 / floorTiming.p50Us }
  }
  return result
}

function templateOf(cloneSet: JsonObject): unknown {
  return (cloneSet.spec as JsonObject).template
}
