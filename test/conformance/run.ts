import type { FeatureGates } from '../../src/engine/kruise/gates.js'
import type { KruiseRelease } from '../../src/engine/kruise/releases.js'
import { type Disagreement, compareObservations } from './compare.js'
import { GATE_SETTINGS, type GateSetting, type Pair, classesOf, gatesFor, generatePairs, materialize } from './generator.js'
import type { Mutation, MutationClass } from './mutations.js'
import { type Observation, engineDenies, observeEngine, observeKruise } from './observations.js'
import type { KruiseOracle } from './oracle.js'
import type { ConformanceWorkload } from './workloads.js'

/** One pair under one gate setting, through both sides. */
export interface CaseResult {
  pair: Pair
  setting: GateSetting
  gates: Partial<FeatureGates>
  mutations: readonly Mutation[]
  kruise: Observation
  engine: Observation
  disagreements: Disagreement[]
}

export interface RunOptions {
  release: Exclude<KruiseRelease, 'next'>
  workload: ConformanceWorkload
  seed: number
  pairs: number
  oracle: KruiseOracle
}

export async function runConformance(options: RunOptions): Promise<CaseResult[]> {
  const pairs = generatePairs(options.seed, options.pairs, options.release, options.workload)
  const pending: Promise<CaseResult>[] = []
  for (const setting of GATE_SETTINGS) {
    for (const pair of pairs) {
      pending.push(runCase(options, pair, setting, gatesFor(setting, options.seed, pair.index), pair.mutations))
      // Let the questions asked so far reach the oracle, so Kruise's side works while the engine's is computed.
      if (pending.length % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve))
    }
  }
  return Promise.all(pending)
}

const YIELD_EVERY = 50

async function runCase(options: RunOptions, pair: Pair, setting: GateSetting, gates: Partial<FeatureGates>, mutations: readonly Mutation[]): Promise<CaseResult> {
  const { old, new: updated } = materialize(pair, mutations)
  const asked = options.oracle.ask(old, updated, gates)
  const observe = options.workload.observe
  if (observe) {
    // Kruise's answer first: a workload observed otherwise may read it (the Pods the oracle built).
    const answer = await asked
    const kruise = observe.kruise(answer, updated)
    const engine = observe.engine(old, updated, gates, options.release, answer)
    return { pair, setting, gates, mutations, kruise, engine, disagreements: compareObservations(kruise, engine) }
  }
  const engine = observeEngine(old, updated, gates, options.release)
  const answer = await asked
  const kruise = observeKruise(answer)
  if (answer.stored && engine.error === undefined) {
    engine.deniedInCluster = engineDenies(answer.stored.old, answer.stored.new, gates, options.release)
    engine.deniedFromStoredOld = engineDenies(answer.stored.old, updated, gates, options.release)
  }
  return { pair, setting, gates, mutations, kruise, engine, disagreements: compareObservations(kruise, engine) }
}

/**
 * The smallest case that still disagrees on one of the same aspects: a single mutation that does, else mutations
 * dropped one at a time; then gate overrides dropped; each drop kept while a shared disagreement remains.
 */
export async function shrink(options: RunOptions, found: CaseResult): Promise<CaseResult> {
  const aspects = new Set(found.disagreements.map((d) => d.aspect))
  const stillFails = (c: CaseResult): boolean => c.disagreements.some((d) => aspects.has(d.aspect))
  let best = found
  for (const mutation of found.mutations.length > 1 ? found.mutations : []) {
    const alone = await runCase(options, found.pair, found.setting, found.gates, [mutation])
    if (stillFails(alone)) {
      best = alone
      break
    }
  }
  for (let i = best.mutations.length - 1; i >= 0 && best.mutations.length > 1; i--) {
    const fewer = best.mutations.filter((_, j) => j !== i)
    const candidate = await runCase(options, best.pair, best.setting, best.gates, fewer)
    if (stillFails(candidate)) best = candidate
  }
  for (const name of Object.keys(best.gates) as (keyof FeatureGates)[]) {
    const gates = { ...best.gates }
    delete gates[name]
    const candidate = await runCase(options, best.pair, best.setting, gates, best.mutations)
    if (stillFails(candidate)) best = candidate
  }
  return best
}

/** A disagreement's coarse kind: its aspects and the classes of its mutations. */
export function kindOf(c: CaseResult): string {
  return `${c.disagreements.map((d) => d.aspect).join('+')} / ${classesOf(c.pair, c.mutations).join('+')}`
}

/** A shrunk disagreement's kind: its aspects and what its mutations do. */
export function detailedKindOf(c: CaseResult): string {
  return `${c.disagreements.map((d) => d.aspect).join('+')} / ${c.mutations.map((m) => `[${m.cls}] ${m.what}`).join(' + ')}`
}

export interface Tally {
  agree: number
  total: number
}

/**
 * Agreement by mutation class (a pair counts under every class it holds), by the workload's facets of the pair's base
 * object (its apiVersion), and by gate setting.
 */
export function tally(results: readonly CaseResult[], facets: (base: Pair['base']) => string[] = () => []): Map<string, Map<GateSetting, Tally>> {
  const table = new Map<string, Map<GateSetting, Tally>>()
  const add = (row: MutationClass | string, setting: GateSetting, agrees: boolean): void => {
    const cells = table.get(row) ?? new Map<GateSetting, Tally>()
    table.set(row, cells)
    const cell = cells.get(setting) ?? { agree: 0, total: 0 }
    cells.set(setting, cell)
    cell.total++
    if (agrees) cell.agree++
  }
  for (const r of results) {
    const agrees = r.disagreements.length === 0
    for (const cls of classesOf(r.pair)) add(cls, r.setting, agrees)
    for (const facet of facets(r.pair.base)) add(facet, r.setting, agrees)
    add('all pairs', r.setting, agrees)
  }
  return table
}
