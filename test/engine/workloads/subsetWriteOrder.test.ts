import t from 'tap'
import { subsetsNeverCreated } from '../../../src/engine/workloads/subsetProvisioning.js'
import { caseRandom } from '../support/cases.js'
import { runSeed } from '../support/prng.js'

/**
 * Kruise's UnitedDeployment controller creates missing children in subset-name order, in batches of 1, 2, 4 ...
 * (util.SlowStartBatch), stops after the first batch holding a failure, and starts again from the children still
 * missing on the next reconcile.
 */
const rows: { name: string; toCreate: string[]; refused: string[]; never: string[] }[] = [
  { name: 'nothing refused: every child is created', toCreate: ['a', 'b', 'c'], refused: [], never: [] },
  { name: 'the first in name order refused: no other is ever created', toCreate: ['c', 'b', 'a'], refused: ['a'], never: ['b', 'c'] },
  { name: 'refused in the second batch: its batch-mate is created, the rest wait behind it', toCreate: ['a', 'b', 'c', 'd', 'e'], refused: ['c'], never: ['d', 'e'] },
  { name: 'refused in the second batch, first place: the one beside it is created', toCreate: ['a', 'b', 'c', 'd'], refused: ['b'], never: ['d'] },
  { name: 'refused last, alone in its batch: every other is created', toCreate: ['h', 'g', 'f', 'e', 'd', 'c', 'b', 'a'], refused: ['h'], never: [] },
  { name: 'refused in the third batch: its batch is created, later reconciles stop at it', toCreate: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'], refused: ['e'], never: ['h', 'i'] },
  { name: 'every child refused', toCreate: ['a', 'b'], refused: ['a', 'b'], never: [] },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    t.same(subsetsNeverCreated(row.toCreate, new Set(row.refused)), row.never)
  })
}

const SEED = runSeed()
const CASES = Number(process.env.PROPERTY_PAIRS ?? 300)
t.test(`seeded: what is never created (seed ${SEED}, replay with PROPERTY_SEED=${SEED})`, async (t) => {
  const names = 'abcdefghijklmnop'.split('')
  const failures: string[] = []
  for (let i = 0; i < CASES; i++) {
    const r = caseRandom(SEED, i)
    const toCreate = r.sample(names, r.int(0, names.length))
    const refused = new Set(r.sample(toCreate, r.int(0, Math.min(3, toCreate.length))))
    const never = subsetsNeverCreated(toCreate, refused)
    const sorted = [...toCreate].sort()
    const firstRefused = sorted.findIndex((n) => refused.has(n))
    const fail = (why: string) => failures.push(`case ${i} (${sorted.join('')}, refused ${[...refused].join('')}): ${why}`)
    if (never.some((n) => refused.has(n) || !toCreate.includes(n))) fail('names a refused child, or one not to create')
    if (refused.size === 0 && never.length > 0) fail('holds back children though none is refused')
    if (never.some((n) => sorted.indexOf(n) <= firstRefused)) fail('holds back a child that sorts before the first refused one')
    if (firstRefused === 0 && never.length !== toCreate.length - refused.size) fail('creates a child though the first in name order is refused')
    if (JSON.stringify(never) !== JSON.stringify([...never].sort())) fail('not in name order')
    // One more refused child never lets another be created.
    const extra = r.shuffle(sorted).find((n) => !refused.has(n))
    const more = extra === undefined ? [] : subsetsNeverCreated(toCreate, new Set([...refused, extra]))
    if (extra !== undefined && never.some((n) => n !== extra && !more.includes(n))) fail(`refusing ${extra} too creates a child held back before`)
  }
  t.same(failures.slice(0, 10), [], `${CASES} cases`)
})
