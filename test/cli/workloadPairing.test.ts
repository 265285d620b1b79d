import t from 'tap'
import type { ManifestDocument } from '../../src/cli/manifests.js'
import { type Placed, pairWorkloads } from '../../src/cli/workloadPairing.js'
import { createRandom, runSeed } from '../engine/support/prng.js'

const NAMES = ['web', 'api', 'db']
const PLACES = ['prod/apps.yaml', 'staging/apps.yaml', 'dev/apps.yaml', 'all.yaml']

function copy(name: string, place: string, tag: string): Placed {
  const doc = { file: `${tag}/${place}`, index: 1, line: 1, value: {}, lineOf: () => 1 } as ManifestDocument
  return { doc, id: { kind: 'CloneSet', namespace: 'default', name }, key: `CloneSet/default/${name}`, place }
}

function side(r: ReturnType<typeof createRandom>, tag: string): Placed[] {
  return Array.from({ length: r.int(0, 8) }, () => copy(r.pick(NAMES), r.pick(PLACES), tag))
}

t.test('seeded: every copy is judged once, only against a copy of the same workload, and same places pair first', async (t) => {
  const base = runSeed()
  for (let seed = base; seed < base + 300; seed++) {
    const r = createRandom(seed)
    const before = side(r, 'old')
    const after = side(r, 'new')
    const { pairs, removed } = pairWorkloads(before, after)
    t.same(pairs.map((p) => p.after), after, `seed ${seed}: each new copy once, in order`)
    const compared = pairs.flatMap((p) => (p.before ? [p.before] : []))
    t.equal(new Set(compared).size, compared.length, `seed ${seed}: no old copy compared twice`)
    t.same([...compared, ...removed].sort((a, b) => before.indexOf(a) - before.indexOf(b)), before, `seed ${seed}: each old copy compared or removed`)
    t.same(removed, before.filter((copy) => removed.includes(copy)), `seed ${seed}: removed in the old order`)
    for (const { before: old, after: now } of pairs) if (old) t.equal(old.key, now.key, `seed ${seed}: the same workload`)
    for (const key of new Set(after.map((c) => c.key))) {
      if (before.filter((c) => c.key === key).length <= 1 && after.filter((c) => c.key === key).length <= 1) continue
      // Copies in several places: a pair across files (a move) only for the one copy left over on each side.
      const moves = pairs.filter((p) => p.after.key === key && p.before && p.before.place !== p.after.place)
      t.ok(moves.length <= 1, `seed ${seed}: at most one move`)
      if (moves.length === 1) {
        t.notOk(removed.some((c) => c.key === key), `seed ${seed}: a move leaves no copy removed`)
        t.ok(pairs.every((p) => p.after.key !== key || p === moves[0] || p.before?.place === p.after.place), `seed ${seed}: a move leaves no copy added`)
      }
    }
    for (const now of after) {
      const sameFileOld = before.filter((c) => c.key === now.key && c.place === now.place)
      const sameFileNew = after.filter((c) => c.key === now.key && c.place === now.place)
      const pair = pairs.find((p) => p.after === now)!
      if (sameFileNew.indexOf(now) < sameFileOld.length) t.equal(pair.before, sameFileOld[sameFileNew.indexOf(now)], `seed ${seed}: the nth copy of a file against the nth`)
    }
  }
})

t.test('one copy on each side is an update wherever it moved; none on one side is added or removed', async (t) => {
  const moved = pairWorkloads([copy('web', 'a.yaml', 'old')], [copy('web', 'b.yaml', 'new')])
  t.same(moved.pairs.map((p) => [p.before?.place, p.after.place]), [['a.yaml', 'b.yaml']])
  t.same(moved.removed, [])
  const other = pairWorkloads([copy('web', 'a.yaml', 'old')], [copy('api', 'a.yaml', 'new')])
  t.same(other.pairs.map((p) => [p.before?.place, p.after.id.name]), [[undefined, 'api']])
  t.same(other.removed.map((c) => c.id.name), ['web'])
})
