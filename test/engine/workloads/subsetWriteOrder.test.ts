import t from 'tap'
import { subsetsNeverWritten } from '../../../src/engine/workloads/subsetWriteOrder.js'
import { caseRandom } from '../support/cases.js'
import { runSeed } from '../support/prng.js'

/**
 * Kruise's UnitedDeployment controller creates missing children, and updates changed ones, in subset-name order, in
 * batches of 1, 2, 4 ... (util.SlowStartBatch), stops after the first batch holding a failure, and starts again from
 * the children still to write on the next reconcile.
 */
const rows: { name: string; toWrite: string[]; refused: string[]; never: string[] }[] = [
  { name: 'nothing refused: every child is written', toWrite: ['a', 'b', 'c'], refused: [], never: [] },
  { name: 'the first in name order refused: no other is ever written', toWrite: ['c', 'b', 'a'], refused: ['a'], never: ['b', 'c'] },
  { name: 'refused in the second batch: its batch-mate is written, the rest wait behind it', toWrite: ['a', 'b', 'c', 'd', 'e'], refused: ['c'], never: ['d', 'e'] },
  { name: 'refused in the second batch, first place: the one beside it is written', toWrite: ['a', 'b', 'c', 'd'], refused: ['b'], never: ['d'] },
  { name: 'refused last, alone in its batch: every other is written', toWrite: ['h', 'g', 'f', 'e', 'd', 'c', 'b', 'a'], refused: ['h'], never: [] },
  { name: 'refused in the third batch: its batch is written, later reconciles stop at it', toWrite: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'], refused: ['e'], never: ['h', 'i'] },
  { name: 'every child refused', toWrite: ['a', 'b'], refused: ['a', 'b'], never: [] },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    t.same(subsetsNeverWritten(row.toWrite, new Set(row.refused)), row.never)
  })
}

const SEED = runSeed()
const CASES = Number(process.env.PROPERTY_PAIRS ?? 300)
t.test(`seeded: what is never written (seed ${SEED}, replay with PROPERTY_SEED=${SEED})`, async (t) => {
  const names = 'abcdefghijklmnop'.split('')
  const failures: string[] = []
  for (let i = 0; i < CASES; i++) {
    const r = caseRandom(SEED, i)
    const toWrite = r.sample(names, r.int(0, names.length))
    const refused = new Set(r.sample(toWrite, r.int(0, Math.min(3, toWrite.length))))
    const never = subsetsNeverWritten(toWrite, refused)
    const sorted = [...toWrite].sort()
    const firstRefused = sorted.findIndex((n) => refused.has(n))
    const fail = (why: string) => failures.push(`case ${i} (${sorted.join('')}, refused ${[...refused].join('')}): ${why}`)
    if (never.some((n) => refused.has(n) || !toWrite.includes(n))) fail('names a refused child, or one not to write')
    if (refused.size === 0 && never.length > 0) fail('holds back children though none is refused')
    if (never.some((n) => sorted.indexOf(n) <= firstRefused)) fail('holds back a child that sorts before the first refused one')
    if (firstRefused === 0 && never.length !== toWrite.length - refused.size) fail('writes a child though the first in name order is refused')
    if (JSON.stringify(never) !== JSON.stringify([...never].sort())) fail('not in name order')
    // One more refused child never lets another be written.
    const extra = r.shuffle(sorted).find((n) => !refused.has(n))
    const more = extra === undefined ? [] : subsetsNeverWritten(toWrite, new Set([...refused, extra]))
    if (extra !== undefined && never.some((n) => n !== extra && !more.includes(n))) fail(`refusing ${extra} too writes a child held back before`)
  }
  t.same(failures.slice(0, 10), [], `${CASES} cases`)
})
