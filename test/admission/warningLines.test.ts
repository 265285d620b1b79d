import t from 'tap'
import { type Warning, warning } from '../../src/admission/warning.js'
import { SHORTEST_CUT_RUNES, WARNING_BUDGET_RUNES, warningLines } from '../../src/admission/warningLines.js'
import { oneLine, WARNING_MAX_RUNES } from '../../src/admission/text.js'
import { createRandom, runSeed } from '../engine/support/prng.js'

const runes = (text: string) => [...text].length
const total = (lines: string[]) => lines.reduce((sum, line) => sum + runes(line), 0)
const warned = (...texts: string[]): Warning[] => texts.map((text) => warning('trap/test', text))
const LEFT_OUT = /^(\d+) more warnings? (is|are) left out: the API server passes at most 4,096 characters of warnings per request/

t.test('warningLines: whole while they fit, the longest cut alike when not, the last left out when even cuts do not fit', async (t) => {
  const long = 'a'.repeat(2000)
  const rows: [string, Warning[], number, string[]][] = [
    ['none', [], 100, []],
    ['fits exactly: whole', warned('x'.repeat(60), 'y'.repeat(40)), 100, ['x'.repeat(60), 'y'.repeat(40)]],
    ['runes, not UTF-16 units', warned('🙂'.repeat(100)), 100, ['🙂'.repeat(100)]],
  ]
  for (const [name, warnings, budget, expected] of rows) t.same(warningLines(warnings, budget), expected, name)

  const cut = warningLines(warned('s'.repeat(100), long, long), 1100)
  t.equal(cut[0], 's'.repeat(100), 'a short warning stays whole')
  t.same(cut.slice(1).map(runes), [500, 500], 'the two long ones share what is left')
  t.ok(cut[1]!.endsWith('…'))

  const many = warningLines(warned(...Array.from({ length: 30 }, (_, i) => `${i} ${'w'.repeat(400)}`)))
  t.ok(total(many) <= WARNING_BUDGET_RUNES, 'within the budget')
  t.match(many.at(-1), LEFT_OUT)
  const kept = many.slice(0, -1)
  t.equal(Number(LEFT_OUT.exec(many.at(-1)!)![1]) + kept.length, 30, 'kept and left out add up')
  t.same(kept.map((line) => line.split(' ')[0]), kept.map((_, i) => String(i)), 'the first ones kept, in order')
  t.ok(kept.every((line) => runes(line) === SHORTEST_CUT_RUNES), 'each cut to the shortest cut')
})

t.test('warningLines, seeded property: within the budget, in order, every line its warning or a cut of it', async (t) => {
  const seed = runSeed()
  const random = createRandom(seed)
  const alphabet = ['a', ' ', 'é', '🙂', '.']
  for (let n = 0; n < 300; n++) {
    const texts = Array.from({ length: random.int(0, 40) }, () => {
      const length = random.bool(0.3) ? random.int(1, 40) : random.int(41, WARNING_MAX_RUNES)
      // As the policy makes every warning: one line, spaces collapsed.
      return oneLine(`w${Array.from({ length: length - 1 }, () => random.pick(alphabet)).join('')}`)
    })
    const lines = warningLines(warned(...texts))
    const context = `seed ${seed} case ${n}: ${texts.length} warnings of ${total(texts)} runes`
    t.ok(total(lines) <= WARNING_BUDGET_RUNES, `${context}: within the budget`)
    if (total(texts) <= WARNING_BUDGET_RUNES) {
      t.same(lines, texts, `${context}: whole`)
      continue
    }
    const leftOut = LEFT_OUT.exec(lines.at(-1) ?? '')
    const kept = leftOut ? lines.slice(0, -1) : lines
    t.equal(kept.length + (leftOut ? Number(leftOut[1]) : 0), texts.length, `${context}: each warning kept or counted`)
    kept.forEach((line, i) => {
      const whole = line === texts[i]
      const cutOf = line.endsWith('…') && texts[i]!.startsWith(line.slice(0, -1).trimEnd())
      if (!whole && !cutOf) t.fail(`${context}: line ${i} is neither warning ${i} nor a cut of it`)
      if (!whole && runes(line) < SHORTEST_CUT_RUNES - 1) t.fail(`${context}: line ${i} cut below ${SHORTEST_CUT_RUNES} runes`)
    })
  }
})
