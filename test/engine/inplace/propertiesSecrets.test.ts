import t from 'tap'
import { type Prediction, predictCreate, predictUpdate } from '../../../src/engine/inplace/prediction.js'
import { cloneSet } from '../support/builders.js'
import { caseRandom, pairCloneSets, randomContext } from '../support/cases.js'
import { mutate, randomTemplate } from '../support/generators.js'
import { runSeed } from '../support/prng.js'

/**
 * No value from a template ever leaves the engine (DEVELOPERS.md): secret-looking strings are planted in env values,
 * args, commands, probe commands, label and annotation values of random templates and their mutations; no
 * explanation, note, trap message or path may contain one, and neither may the whole Prediction as JSON (it carries
 * paths, names, image references and quantities, never values). Seeded like properties.test.ts.
 */
const SEED = runSeed()
const PAIRS = Math.ceil(Number(process.env.PROPERTY_PAIRS ?? 1000) / 2)
t.comment(`secret planting seed ${SEED} (replay: PROPERTY_SEED=${SEED}), ${PAIRS} pairs`)

const SECRET = /S3CR3T-[0-9a-f]{12}/

function readableText(p: Prediction): string[] {
  return [
    ...p.verdicts.flatMap((v) => [v.explanation, v.change.path, v.change.pointer]),
    ...p.notes,
    ...p.traps.flatMap((trap) => [trap.message, trap.field]),
  ]
}

t.test('planted secrets never appear in a prediction', async (t) => {
  const leaks: { case: number; where: string; text: string }[] = []
  let planted = 0
  let valueVerdicts = 0
  for (let i = 0; i < PAIRS; i++) {
    const r = caseRandom(SEED, 100_000 + i)
    const secret = () => `S3CR3T-${r.hex(12)}`
    const context = randomContext(r)
    const oldTemplate = randomTemplate(r, { secret })
    const { template: newTemplate } = mutate(r, oldTemplate, { secret })
    if (SECRET.test(JSON.stringify(oldTemplate)) || SECRET.test(JSON.stringify(newTemplate))) planted++
    const [oldCs, newCs] = pairCloneSets(context, oldTemplate, newTemplate)
    const update = predictUpdate(oldCs, newCs, { gates: context.gates })
    const create = predictCreate(cloneSet(newTemplate, context.options), { gates: context.gates })
    valueVerdicts += update.verdicts.filter((v) => /\.(value|args|command)\b|env\[|metadata\.(labels|annotations)/.test(v.change.path)).length
    for (const [name, p] of [['update', update], ['create', create]] as const) {
      for (const text of readableText(p)) if (SECRET.test(text)) leaks.push({ case: i, where: `${name} text`, text })
      const json = JSON.stringify(p)
      const match = SECRET.exec(json)
      if (match) leaks.push({ case: i, where: `${name} JSON`, text: json.slice(Math.max(0, match.index - 120), match.index + 40) })
    }
  }
  t.equal(leaks.length, 0, `no planted secret in ${PAIRS} update and create predictions (seed ${SEED})`, leaks.length > 0 ? { replay: `PROPERTY_SEED=${SEED}`, leaks: leaks.slice(0, 5) } : {})
  t.ok(planted > PAIRS * 0.75, `secrets were planted in ${planted} of ${PAIRS} pairs`)
  t.ok(valueVerdicts > PAIRS / 4, `${valueVerdicts} verdicts were about fields holding values`)
})
