import t from 'tap'
import { stableSort } from '../../../src/engine/kube/stableSort.js'
import { mulberry32 } from '../support/prng.js'

t.test('with a strict weak order it is a stable sort (equal keys keep their order), at every block boundary', async (t) => {
  for (const n of [0, 1, 2, 19, 20, 21, 39, 40, 41, 80, 97, 250]) {
    const random = mulberry32(n + 7)
    const items = Array.from({ length: n }, (_, i) => ({ key: Math.floor(random() * 5), at: i }))
    const sorted = stableSort(items, (a, b) => a.key < b.key)
    t.same(sorted, [...items].sort((a, b) => a.key - b.key), `n = ${n}`)
    t.not(sorted, items, 'a new array')
  }
})
