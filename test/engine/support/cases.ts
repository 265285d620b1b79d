import type { FeatureGates } from '../../../src/engine/kruise/gates.js'
import type { PodTemplate } from '../../../src/engine/kube/podTemplate.js'
import { type CloneSetOptions, type Json, cloneSet, vct } from './builders.js'
import { randomGates, randomPolicy } from './generators.js'
import { type Random, createRandom } from './prng.js'

/** The Random for case `index` of a run: independent of every other case, so one case replays alone. */
export function caseRandom(seed: number, index: number): Random {
  return createRandom((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0)
}

export interface PairContext {
  gates: Partial<FeatureGates>
  options: CloneSetOptions
  oldVolumeClaimTemplates?: Json[]
  newVolumeClaimTemplates?: Json[]
}

/** Random gates, API version, strategy and (sometimes) volumeClaimTemplates for one property case. */
export function randomContext(r: Random): PairContext {
  const policy = randomPolicy(r)
  const rolling: Json = {}
  if (r.bool(0.3)) rolling.maxSurge = r.pick(policy === 'InPlaceOnly' ? [0] : [0, 1, '25%'])
  if (r.bool(0.3)) rolling.maxUnavailable = r.pick(['12.5%', 2, '50%', '0%'])
  if (r.bool(0.2)) rolling.partition = r.pick([0, 2, '50%', '100%'])
  if (r.bool(0.1)) rolling.paused = true
  const options: CloneSetOptions = { version: r.pick(['v1alpha1', 'v1beta1'] as const), policy, rolling, replicas: r.int(0, 10) }
  if (options.version === 'v1beta1' && r.bool(0.1)) Object.assign(options, { withoutRollingUpdate: true, rolling: undefined })
  const context: PairContext = { gates: randomGates(r), options }
  if (r.bool(0.15)) {
    context.oldVolumeClaimTemplates = [vct('data', '10Gi')]
    context.newVolumeClaimTemplates = [vct('data', r.pick(['10Gi', '20Gi']))]
  }
  return context
}

export function pairCloneSets(context: PairContext, oldTemplate: PodTemplate, newTemplate: PodTemplate): [Json, Json] {
  return [
    cloneSet(oldTemplate, { ...context.options, volumeClaimTemplates: context.oldVolumeClaimTemplates }),
    cloneSet(newTemplate, { ...context.options, volumeClaimTemplates: context.newVolumeClaimTemplates }),
  ]
}
