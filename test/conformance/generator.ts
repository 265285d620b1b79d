import type { FeatureGates } from '../../src/engine/kruise/gates.js'
import type { Obj } from './cloneSets.js'
import { type KruiseLine, type Mutation, type MutationClass, drawMutation } from './mutations.js'
import { Random } from './random.js'
import { CLONESET, type ConformanceWorkload } from './workloads.js'

/**
 * The conformance suite's seeded generator: update pairs a user could write, each a base workload and one to
 * three mutations (mostly one, so a class's row in the table says what that class does). A pair is rebuilt from its
 * base and mutations, so the shrinker can drop mutations and rebuild.
 */
export interface Pair {
  index: number
  base: Obj
  mutations: Mutation[]
}

export const GATE_SETTINGS = ['kruise-defaults', 'vertical-scaling', 'env-from-metadata-off', 'random-mix'] as const
export type GateSetting = (typeof GATE_SETTINGS)[number]

/** The gates a random mix draws from: those that change what Kruise's webhooks or in-place calculation do. */
export const MIXED_GATES = [
  'InPlaceUpdateEnvFromMetadata', 'InPlaceWorkloadVerticalScaling', 'RecreatePodWhenChangeVCTInCloneSetGate', 'TemplateNoDefaults', 'KruiseDaemon', 'CloneSetShortHash',
  'StatefulSetAutoDeletePVC',
] as const satisfies readonly (keyof FeatureGates)[]

export function generatePairs(seed: number, count: number, kruise: KruiseLine, workload: ConformanceWorkload = CLONESET): Pair[] {
  const rng = new Random((seed ^ workload.seedSalt) >>> 0)
  const pairs: Pair[] = []
  for (let index = 0; index < count; index++) pairs.push(generatePair(rng.fork(), index, kruise, workload))
  return pairs
}

function generatePair(rng: Random, index: number, kruise: KruiseLine, workload: ConformanceWorkload): Pair {
  const base = workload.base(rng, index, kruise)
  const all = workload.classes
  // Every class comes first in turn, so each has its share of single-mutation pairs whatever the count.
  const classes: MutationClass[] = [all[index % all.length]!]
  const extra = rng.chance(0.6) ? 0 : rng.int(1, 2)
  for (let i = 0; i < extra; i++) classes.push(rng.pick(all))
  const mutations: Mutation[] = []
  for (const cls of classes) {
    const draw = workload.draw ?? drawMutation
    const mutation = draw(cls, rng, base, kruise) ?? draw('image', rng, base, kruise)!
    mutations.push(mutation)
  }
  return { index, base, mutations }
}

/** The old and new objects of a pair, with only `mutations` applied (all of them unless given). */
export function materialize(pair: Pair, mutations: readonly Mutation[] = pair.mutations): { old: Obj; new: Obj } {
  const built = { old: structuredClone(pair.base), new: structuredClone(pair.base) }
  for (const mutation of mutations) mutation.apply(built)
  return built
}

/** The gates of one pair under a gate setting; a random mix is drawn from the seed and the pair's index. */
export function gatesFor(setting: GateSetting, seed: number, index: number): Partial<FeatureGates> {
  switch (setting) {
    case 'kruise-defaults': return {}
    case 'vertical-scaling': return { InPlaceWorkloadVerticalScaling: true }
    case 'env-from-metadata-off': return { InPlaceUpdateEnvFromMetadata: false }
    case 'random-mix': {
      const rng = new Random((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0)
      const gates: Partial<FeatureGates> = {}
      for (const name of MIXED_GATES) if (rng.chance(0.5)) gates[name] = rng.chance(0.5)
      return gates
    }
  }
}

export function classesOf(pair: Pair, mutations: readonly Mutation[] = pair.mutations): MutationClass[] {
  return [...new Set(mutations.map((m) => m.cls))]
}
