import t from 'tap'
import { kruiseWebhookOperation } from '../../../src/engine/inplace/inPlaceOnlyValidation.js'
import { type Prediction, predictUpdate } from '../../../src/engine/inplace/prediction.js'
import { type Json, cloneSet, predictionSignature, statefulSet, withReadinessGate } from '../support/builders.js'
import { caseRandom } from '../support/cases.js'
import { mutate, randomGates, randomPolicy, randomTemplate } from '../support/generators.js'
import { runSeed } from '../support/prng.js'

/**
 * Kruise runs one in-place calculation for every workload (pkg/util/inplaceupdate); Advanced StatefulSet passes it the
 * grace period only. So for any template pair without claim templates, an Advanced StatefulSet and a CloneSet get the
 * same verdicts and outcome; only Kruise's webhooks differ, the StatefulSet's pattern being the looser one. Seeded:
 * replay with `PROPERTY_SEED=<seed>`; PROPERTY_PAIRS scales the run.
 */
const SEED = runSeed()
const PAIRS = Number(process.env.PROPERTY_PAIRS ?? 300)
t.comment(`property seed ${SEED} (replay: PROPERTY_SEED=${SEED}), ${PAIRS} mutated pairs`)

function decision(p: Prediction): Json {
  const { traps: _traps, ...rest } = predictionSignature(p)
  return rest
}

const failures: Record<string, { case: number; detail: Json }[]> = { sameDecision: [], looserWebhook: [], stallTrap: [] }

for (let i = 0; i < PAIRS; i++) {
  const r = caseRandom(SEED, i)
  const before = withReadinessGate(randomTemplate(r))
  const after = mutate(r, before).template
  const policy = randomPolicy(r)
  const gates = randomGates(r)
  const version = r.pick(['v1alpha1', 'v1beta1'] as const)
  const sts = predictUpdate(statefulSet(before, { version, policy }), statefulSet(after, { version, policy }), { gates })
  const cs = predictUpdate(cloneSet(before, { version: 'v1alpha1', policy }), cloneSet(after, { version: 'v1alpha1', policy }), { gates })
  if (JSON.stringify(decision(sts)) !== JSON.stringify(decision(cs))) {
    failures.sameDecision!.push({ case: i, detail: { statefulSet: decision(sts), cloneSet: decision(cs) } })
  }
  // Every operation the StatefulSet webhook rejects, CloneSet's rejects too; what only CloneSet's rejects is an
  // image-prefixed field of an app container (imagePullPolicy). Not under TemplateNoDefaults: the StatefulSet webhook
  // then defaults the new template itself and diffs it against a stored one without defaults (stricter, see
  // inPlaceOnlyValidation.ts), which the conformance suite checks against Kruise's code.
  const stsOps = sts.kruiseWebhookRejects.map(kruiseWebhookOperation)
  const csOps = cs.kruiseWebhookRejects.map(kruiseWebhookOperation)
  const loose = csOps.filter((op) => !stsOps.includes(op))
  if (!gates.TemplateNoDefaults && (stsOps.some((op) => !csOps.includes(op)) || loose.some((op) => !/^replace \/containers\/\d+\/image.+$/.test(op)))) {
    failures.looserWebhook!.push({ case: i, detail: { statefulSet: stsOps, cloneSet: csOps } })
  }
  const stall = sts.traps.some((trap) => trap.id === 'in-place-only-stall')
  const expected = policy === 'InPlaceOnly' && sts.eligibility === 'recreate' && stsOps.length === 0
  if (stall !== expected) failures.stallTrap!.push({ case: i, detail: { policy, eligibility: sts.eligibility, rejects: stsOps } })
}

for (const [invariant, list] of Object.entries(failures)) {
  t.equal(list.length, 0, `${invariant}: holds for ${PAIRS} pairs (seed ${SEED})`, list.length > 0 ? { first: list[0], cases: list.map((f) => f.case).slice(0, 20) } : {})
}
