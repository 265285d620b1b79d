import t from 'tap'
import { GENERATED_SUFFIX_LENGTH, generatedName, generatedNameBase } from '../../../src/engine/kube/generatedName.js'

/** The apiserver keeps at most 58 characters of a generateName and appends 5 random ones: never more than 63. */
const rows: { prefix: string; base: string }[] = [
  { prefix: '', base: '' },
  { prefix: 'ud-zone-a-', base: 'ud-zone-a-' },
  { prefix: `${'a'.repeat(57)}-`, base: `${'a'.repeat(57)}-` },
  { prefix: `${'a'.repeat(58)}-`, base: 'a'.repeat(58) },
  { prefix: `${'b'.repeat(120)}-zone-a-`, base: 'b'.repeat(58) },
]

for (const { prefix, base } of rows) {
  t.test(`a generateName of ${prefix.length} characters`, async (t) => {
    t.equal(generatedNameBase(prefix), base, `keeps ${base.length}`)
    const name = generatedName(prefix, 'x7k2q')
    t.equal(name, `${base}x7k2q`)
    t.equal(name.length, Math.min(prefix.length, 58) + GENERATED_SUFFIX_LENGTH)
    t.ok(name.length <= 63, 'at most 63 characters')
  })
}
