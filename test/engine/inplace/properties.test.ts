import t, { type Test } from 'tap'
import { calculateInPlaceUpdateSpec } from '../../../src/engine/inplace/eligibility.js'
import { type Prediction, predictUpdate } from '../../../src/engine/inplace/prediction.js'
import { explainShifts } from '../../../src/engine/inplace/shifts.js'
import { resolveGates } from '../../../src/engine/kruise/gates.js'
import { defaultedTemplate } from '../../../src/engine/kruise/templateDefaults.js'
import type { PodTemplate } from '../../../src/engine/kube/podTemplate.js'
import { volumeClaimTemplatesHash } from '../../../src/engine/workloads/volumeClaims.js'
import { type Json, cloneJson, predictionSignature } from '../support/builders.js'
import { type PairContext, caseRandom, pairCloneSets, randomContext } from '../support/cases.js'
import {
    addContainer, addOmitemptyNoise, mutate, mutateImagesOnly, randomTemplate, removeContainer, respellClaims, respellQuantities, shuffleKeys,
} from '../support/generators.js'
import { type Random, runSeed } from '../support/prng.js'

/**
 * Property tests over random realistic templates and random mutations (architecture.md: "for any pair, the verdict is
 * stable under key order, defaulting, and quantity spelling"). Seeded: every failure prints the seed and the case;
 * replay with `PROPERTY_SEED=<seed> npx tap test/engine/properties.test.ts`. PROPERTY_PAIRS scales the run.
 */
const SEED = runSeed()
const PAIRS = Number(process.env.PROPERTY_PAIRS ?? 1000)
t.comment(`property seed ${SEED} (replay: PROPERTY_SEED=${SEED}), ${PAIRS} mutated pairs`)

interface Failure {
  invariant: string
  case: number
  detail: Json
}

function predict(context: PairContext, oldTemplate: PodTemplate, newTemplate: PodTemplate): Prediction {
  const [oldCs, newCs] = pairCloneSets(context, oldTemplate, newTemplate)
  return predictUpdate(oldCs, newCs, { gates: context.gates })
}

function report(t: Test, invariant: string, failures: Failure[], total: number): void {
  const mine = failures.filter((f) => f.invariant === invariant)
  t.equal(mine.length, 0, `${invariant}: holds for ${total} cases (seed ${SEED})`, mine.length > 0
    ? { replay: `PROPERTY_SEED=${SEED} npx tap test/engine/properties.test.ts`, failingCases: mine.map((f) => f.case).slice(0, 20), first: mine[0] }
    : {})
}

/** Compares two predictions of the same change, recording a failure with everything needed to read it. */
function expectSame(failures: Failure[], invariant: string, index: number, base: Prediction, other: Prediction, inputs: Json): void {
  const a = predictionSignature(base)
  const b = predictionSignature(other)
  if (JSON.stringify(a) !== JSON.stringify(b)) failures.push({ invariant, case: index, detail: { expected: a, actual: b, ...inputs } })
}

function randomPair(r: Random): { context: PairContext; oldTemplate: PodTemplate; newTemplate: PodTemplate; applied: string[] } {
  const context = randomContext(r)
  const oldTemplate = randomTemplate(r)
  const { template: newTemplate, applied } = mutate(r, oldTemplate)
  return { context, oldTemplate, newTemplate, applied }
}

const SPELLING_INVARIANTS = ['no crash', 'key order', 'defaulting', 'quantity spelling', 'omitempty noise', 'all spellings combined', 'UpdateSpec agrees', 'structure']
type Stats = Record<'unchanged' | 'inPlace' | 'recreate' | 'respelled', number>

t.test('mutated pairs: the prediction does not depend on spelling', async (t) => {
  const failures: Failure[] = []
  const stats: Stats = { unchanged: 0, inPlace: 0, recreate: 0, respelled: 0 }
  for (let i = 0; i < PAIRS; i++) {
    try {
      checkPair(i, failures, stats)
    } catch (err) {
      failures.push({ invariant: 'no crash', case: i, detail: { error: String((err as Error).stack ?? err) } })
    }
  }
  t.comment(`outcomes: ${JSON.stringify(stats)}`)
  for (const invariant of SPELLING_INVARIANTS) report(t, invariant, failures, invariant === 'all spellings combined' ? Math.ceil(PAIRS / 2) : PAIRS)
  t.ok(stats.unchanged > 0 && stats.inPlace > PAIRS / 20 && stats.recreate > PAIRS / 5, 'the generator covers every outcome')
  t.ok(stats.respelled > PAIRS / 4, 'the respelling actually respells')
})

function checkPair(i: number, failures: Failure[], stats: Stats): void {
  const r = caseRandom(SEED, i)
  const { context, oldTemplate, newTemplate, applied } = randomPair(r)
  const inputs = { gates: context.gates, options: context.options, applied, oldTemplate, newTemplate }
  const base = predict(context, oldTemplate, newTemplate)
  stats[base.eligibility === 'in-place' ? 'inPlace' : base.eligibility]++
  const same = (invariant: string, other: Prediction, extra: Json = {}) => expectSame(failures, invariant, i, base, other, { ...inputs, ...extra })

  // key order, deep, on both whole CloneSets
  const [oldCs, newCs] = pairCloneSets(context, oldTemplate, newTemplate)
  same('key order', predictUpdate(shuffleKeys(r, oldCs), shuffleKeys(r, newCs), { gates: context.gates }))

  // the engine's own defaulted form as the stored form of one side (or both)
  const gates = resolveGates(context.gates)
  const side = r.int(0, 2)
  const stored = (template: PodTemplate, which: number) => (side === which || side === 2 ? defaultedTemplate(template, gates) : template)
  same('defaulting', predict(context, stored(oldTemplate, 0), stored(newTemplate, 1)), { side })

  // quantity respelling on both sides, claim sizes included
  const oldRespelled = respellQuantities(r, oldTemplate)
  const newRespelled = respellQuantities(r, newTemplate)
  stats.respelled += oldRespelled.respelled + newRespelled.respelled
  const respelledContext = {
    ...context, oldVolumeClaimTemplates: respellClaims(r, context.oldVolumeClaimTemplates), newVolumeClaimTemplates: respellClaims(r, context.newVolumeClaimTemplates),
  }
  same('quantity spelling', predict(respelledContext, oldRespelled.template, newRespelled.template),
    { respelledOld: oldRespelled.template, respelledNew: newRespelled.template, respelledContext })

  // Go omitempty noise on both sides
  const noisyOld = addOmitemptyNoise(r, oldTemplate)
  const noisyNew = addOmitemptyNoise(r, newTemplate)
  same('omitempty noise', predict(context, noisyOld, noisyNew), { noisyOld, noisyNew })

  // all of them at once (every other case, to keep the run short)
  if (i % 2 === 0) {
    const everything = (template: PodTemplate, which: number) => shuffleKeys(r, addOmitemptyNoise(r, respellQuantities(r, stored(template, which)).template))
    same('all spellings combined', predict(context, everything(oldTemplate, 0), everything(newTemplate, 1)))
  }
  checkAgreement(i, failures, base, context, oldTemplate, newTemplate, inputs)
}

/** The UpdateSpec API agrees with the prediction, and every prediction has the same basic shape. */
function checkAgreement(i: number, failures: Failure[], base: Prediction, context: PairContext, oldTemplate: PodTemplate, newTemplate: PodTemplate, inputs: Json): void {
  const gates = resolveGates(context.gates)
  const spec = calculateInPlaceUpdateSpec(oldTemplate, newTemplate, {
    revision: 'r', gates, ignoreVctHashDiff: base.strategy === 'InPlaceOnly',
    oldVctHash: volumeClaimTemplatesHash(context.oldVolumeClaimTemplates ?? [], gates),
    newVctHash: volumeClaimTemplatesHash(context.newVolumeClaimTemplates ?? [], gates),
  })
  if ((spec === null) !== (base.eligibility === 'recreate')) failures.push({ invariant: 'UpdateSpec agrees', case: i, detail: { ...inputs, spec, eligibility: base.eligibility } })

  const wrong: string[] = []
  if ((base.blocking.length > 0) !== (base.eligibility === 'recreate')) wrong.push('blocking is non-empty exactly when recreate')
  if (base.outcome !== 'in-place' && base.restartedContainers.length > 0) wrong.push('restarts only on an in-place outcome')
  if (base.eligibility === 'unchanged' && (base.outcome !== 'unchanged' || base.notes.length > 0)) wrong.push('unchanged means nothing happens')
  // predictUpdate reads env lists only where a change may have moved a name; reading them all says the same.
  if (base.eligibility !== 'unchanged' && JSON.stringify(base.notes) !== JSON.stringify(explainShifts(oldTemplate, newTemplate))) wrong.push('notes as with every env list read')
  if (base.outcome === 'in-place' && base.strategy === 'ReCreate') wrong.push('ReCreate never updates in place')
  if (i % 4 === 0) {
    if (predict(context, oldTemplate, oldTemplate).eligibility !== 'unchanged') wrong.push('identity is unchanged')
    if ((predict(context, newTemplate, oldTemplate).eligibility === 'unchanged') !== (base.eligibility === 'unchanged')) wrong.push('unchanged is symmetric')
  }
  if (wrong.length > 0) failures.push({ invariant: 'structure', case: i, detail: { ...inputs, wrong, prediction: base } })
}

t.test('an image-only change is always in place (InPlaceIfPossible / InPlaceOnly)', async (t) => {
  const failures: Failure[] = []
  const total = Math.ceil(PAIRS / 3)
  for (let i = 0; i < total; i++) {
    const r = caseRandom(SEED, PAIRS + i)
    const context = randomContext(r)
    context.options = { ...context.options, policy: r.pick(['InPlaceIfPossible', 'InPlaceOnly'] as const), withoutRollingUpdate: false, updateType: undefined }
    context.newVolumeClaimTemplates = context.oldVolumeClaimTemplates
    const oldTemplate = randomTemplate(r)
    const { template: newTemplate, changed } = mutateImagesOnly(r, oldTemplate)
    const p = predict(context, oldTemplate, newTemplate)
    const ok = p.eligibility === 'in-place' && p.outcome === 'in-place' && p.consequence === 'in-place' && p.blocking.length === 0 &&
      JSON.stringify(p.restartedContainers) === JSON.stringify(changed) && p.verdicts.every((v) => v.rule === 'image')
    if (!ok) failures.push({ invariant: 'image-only', case: PAIRS + i, detail: { gates: context.gates, options: context.options, changed, oldTemplate, newTemplate, prediction: p } })
  }
  report(t, 'image-only', failures, total)
})

t.test('adding or removing a container always recreates', async (t) => {
  const failures: Failure[] = []
  const total = Math.ceil(PAIRS / 3)
  for (let i = 0; i < total; i++) {
    const r = caseRandom(SEED, 2 * PAIRS + i)
    const context = randomContext(r)
    const oldTemplate = randomTemplate(r)
    const copy = cloneJson(oldTemplate) as Json
    const adding = r.bool() || copy.spec.containers.length < 2
    if (adding ? !addContainer(r, copy) : !removeContainer(r, copy)) continue
    // Other edits may ride along: they can never turn a container add/remove into an in-place update.
    const { template: newTemplate, applied } = r.bool(0.3) ? mutate(r, copy as PodTemplate) : { template: copy as PodTemplate, applied: [] }
    const grew = (newTemplate.spec.containers as unknown[]).length - (oldTemplate.spec.containers as unknown[]).length
    if (grew === 0) continue
    const p = predict(context, oldTemplate, newTemplate)
    const expectedRule = grew > 0 ? 'container-added' : 'container-removed'
    const ok = p.eligibility === 'recreate' && p.outcome === 'recreate' && p.blocking.some((v) => v.rule === expectedRule) && p.restartedContainers.length === 0
    if (!ok) failures.push({ invariant: 'container add/remove', case: 2 * PAIRS + i, detail: { gates: context.gates, options: context.options, applied, oldTemplate, newTemplate, prediction: p } })
  }
  report(t, 'container add/remove', failures, total)
})
