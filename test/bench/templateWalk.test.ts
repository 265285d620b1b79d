import t from 'tap'
import { countDifferences } from '../../bench/templateWalk.js'
import { updatePair } from '../../bench/scenarios.js'

/** The engine's floor walks both trees whole and counts the leaves that differ. */
t.test('countDifferences: the differing leaves of two JSON trees', async (t) => {
  const cases: { name: string; a: unknown; b: unknown; differences: number }[] = [
    { name: 'equal scalars', a: 'x', b: 'x', differences: 0 },
    { name: 'different scalars', a: 1, b: '1', differences: 1 },
    { name: 'null against an object', a: null, b: {}, differences: 1 },
    { name: 'equal trees, built apart', a: { s: { c: [{ n: 'a', e: [1, 2] }] } }, b: { s: { c: [{ n: 'a', e: [1, 2] }] } }, differences: 0 },
    { name: 'keys in another order', a: { x: 1, y: 2 }, b: { y: 2, x: 1 }, differences: 0 },
    { name: 'one leaf deep down', a: { s: { c: [{ n: 'a', e: [1, 2] }] } }, b: { s: { c: [{ n: 'a', e: [1, 3] }] } }, differences: 1 },
    { name: 'a key on either side only', a: { x: 1, only: 2 }, b: { x: 1, other: 3 }, differences: 2 },
    { name: 'a longer list', a: [1, 2], b: [1, 2, 3, 4], differences: 2 },
    { name: 'a list against an object', a: [1], b: { 0: 1 }, differences: 1 },
    { name: 'several leaves', a: { a: 1, b: [1, 2], c: { d: 'x' } }, b: { a: 2, b: [1, 5], c: { d: 'y' } }, differences: 3 },
  ]
  for (const c of cases) {
    t.equal(countDifferences(c.a, c.b), c.differences, c.name)
    t.equal(countDifferences(c.b, c.a), c.differences, `${c.name} (swapped)`)
  }
})

t.test('the realistic recreate pair differs in one leaf of its template', async (t) => {
  const { oldObject, newObject } = updatePair('realistic', 'recreate')
  const template = (o: Record<string, unknown>) => (o.spec as Record<string, unknown>).template
  t.equal(countDifferences(template(oldObject), template(newObject)), 1)
  t.equal(countDifferences(template(oldObject), template(oldObject)), 0)
})
