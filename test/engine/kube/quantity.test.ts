import t from 'tap'
import { canonicalQuantity, canonicalQuantityRoundedToMilli, compareQuantities, isQuantity, parseQuantity } from '../../../src/engine/kube/quantity.js'
import { isGuardError } from '../../../src/errors.js'

/**
 * apimachinery `resource.Quantity` canonical form: what the apiserver stores and Kruise's controller diffs (spec
 * §2.5). The format of the spelling is kept (binary stays binary), the value is rounded up to nano units.
 */
const CANONICAL: [string | number, string][] = [
  // cpu spellings
  ['1000m', '1'], ['1', '1'], [1, '1'], ['1.0', '1'], ['01', '1'], ['+1', '1'],
  ['0.5', '500m'], [0.5, '500m'], ['.5', '500m'], ['500m', '500m'], ['1.5', '1500m'], ['2000m', '2'],
  ['100m', '100m'], ['0.1', '100m'], ['1m', '1m'], ['0.0001', '100u'], ['1n', '1n'], ['0.1n', '1n'],
  ['250m', '250m'], ['0.25', '250m'], ['-1', '-1'], ['-0.5', '-500m'],
  // decimal SI
  ['1000', '1k'], ['1500', '1500'], ['1.5k', '1500'], ['1000k', '1M'], ['1000000', '1M'], ['1M', '1M'],
  ['1000M', '1G'], ['1G', '1G'], ['129M', '129M'], ['128974848', '128974848'], ['536870912', '536870912'],
  // binary SI
  ['1024Mi', '1Gi'], ['1Gi', '1Gi'], ['512Mi', '512Mi'], ['1536Mi', '1536Mi'], ['1.5Gi', '1536Mi'],
  ['2048Ki', '2Mi'], ['1Ki', '1Ki'], ['0.5Ki', '512'], ['1.5Ki', '1536'], ['1048576Ki', '1Gi'], ['1024Gi', '1Ti'],
  // decimal exponent
  ['1e3', '1e3'], ['1.5e3', '1500'], ['1E6', '1e6'], ['129e6', '129e6'], ['1e0', '1'],
  // zero in any spelling
  ['0', '0'], ['0Mi', '0'], ['0m', '0'], ['0.0', '0'], [0, '0'],
  // YAML numbers are read as the decimal text they were written as (Go parses the raw JSON bytes)
  [0.0000001, '100n'], [1e-9, '1n'], [2.5e-7, '250n'], [-0.0000015, '-1500n'],
]

t.test('canonical form table', async (t) => {
  for (const [input, expected] of CANONICAL) t.equal(canonicalQuantity(input), expected, `${JSON.stringify(input)} -> ${expected}`)
})

t.test('canonical form is idempotent', async (t) => {
  for (const [input] of CANONICAL) {
    const once = canonicalQuantity(input)
    t.equal(canonicalQuantity(once), once, `${JSON.stringify(input)}`)
  }
})

t.test('equal spellings in the same format are the same stored string; across formats they are not', async (t) => {
  const same: [string, string][] = [['1000m', '1'], ['1024Mi', '1Gi'], ['0.5', '500m'], ['1000M', '1G'], ['2048Ki', '2Mi']]
  for (const [a, b] of same) t.equal(canonicalQuantity(a), canonicalQuantity(b), `${a} == ${b}`)
  // The same number of bytes, but a DecimalSI spelling stays decimal: Kruise sees a changed string.
  const differ: [string, string][] = [['536870912', '512Mi'], ['1073741824', '1Gi'], ['1000Mi', '1G']]
  for (const [a, b] of differ) t.not(canonicalQuantity(a), canonicalQuantity(b), `${a} != ${b} as stored strings`)
  t.equal(compareQuantities('536870912', '512Mi'), 0, 'although the values are equal')
})

t.test('parseQuantity: exact nano values and formats', async (t) => {
  t.same(parseQuantity('1'), { nano: 1_000_000_000n, format: 'DecimalSI' })
  t.same(parseQuantity('1Ki'), { nano: 1024_000_000_000n, format: 'BinarySI' })
  t.same(parseQuantity('1e3'), { nano: 1000_000_000_000n, format: 'DecimalExponent' })
  t.same(parseQuantity('0.1n'), { nano: 1n, format: 'DecimalSI' }, 'rounded up to the nearest nano')
  t.same(parseQuantity('-0.1n'), { nano: -1n, format: 'DecimalSI' }, 'away from zero')
  t.same(parseQuantity(0.25), { nano: 250_000_000n, format: 'DecimalSI' })
})

t.test('compareQuantities orders by value across spellings', async (t) => {
  const rows: [string, string, number][] = [
    ['1', '1000m', 0], ['1Gi', '1024Mi', 0], ['1G', '1Gi', -1], ['2', '1500m', 1], ['100m', '0.1', 0], ['-1', '0', -1],
  ]
  for (const [a, b, expected] of rows) t.equal(compareQuantities(a, b), expected, `${a} vs ${b}`)
})

t.test('bad quantities are GuardErrors with code IPG_ERR_QUANTITY', async (t) => {
  for (const bad of ['', 'abc', '1.2.3', '1Kb', '--1', 'Mi', 'e3', '1e', '1ki', '1 Gi', '0x10', Number.NaN, Number.POSITIVE_INFINITY]) {
    let err: unknown
    try {
      canonicalQuantity(bad)
    } catch (e) {
      err = e
    }
    t.ok(isGuardError(err) && err.code === 'IPG_ERR_QUANTITY', `${String(bad)} is refused`)
    t.notOk(isQuantity(bad), `isQuantity(${String(bad)}) is false`)
  }
  t.ok(isQuantity('250m'))
  t.notOk(isQuantity(null))
  t.notOk(isQuantity({ cpu: 1 }))
})

t.test('canonicalQuantityRoundedToMilli (SetDefaults_ResourceList): sub-milli values round up, away from zero', async (t) => {
  const rows: [string | number, string][] = [
    ['100u', '1m'], ['1n', '1m'], ['1.0001', '1001m'], ['1', '1'], ['1500m', '1500m'], ['1Gi', '1Gi'], ['-100u', '-1m'], ['0', '0'], [0.0000001, '1m'],
  ]
  for (const [input, expected] of rows) t.equal(canonicalQuantityRoundedToMilli(input), expected, `${JSON.stringify(input)} -> ${expected}`)
})
