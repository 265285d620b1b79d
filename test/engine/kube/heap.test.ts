import t from 'tap'
import { Heap } from '../../../src/engine/kube/heap.js'
import { mulberry32 } from '../support/prng.js'

const byValue = (a: number, b: number) => a - b

t.test('pop yields every item in order, whatever was heapified and pushed', async (t) => {
  for (let seed = 1; seed <= 50; seed++) {
    const random = mulberry32(seed)
    const initial = Array.from({ length: Math.floor(random() * 40) }, () => Math.floor(random() * 20))
    const pushed = Array.from({ length: Math.floor(random() * 40) }, () => Math.floor(random() * 20))
    const heap = new Heap(byValue, [...initial])
    for (const v of pushed) heap.push(v)
    t.equal(heap.size, initial.length + pushed.length)
    const out: number[] = []
    for (let v = heap.pop(); v !== undefined; v = heap.pop()) out.push(v)
    t.same(out, [...initial, ...pushed].sort(byValue), `seed ${seed}`)
  }
})

t.test('smallest(k) holds the k items pop would yield first, and leaves the heap as it was', async (t) => {
  for (let seed = 1; seed <= 50; seed++) {
    const random = mulberry32(seed)
    const items = Array.from({ length: 1 + Math.floor(random() * 60) }, () => Math.floor(random() * 30))
    const k = Math.floor(random() * (items.length + 2))
    const heap = new Heap(byValue, [...items])
    const sorted = [...items].sort(byValue)
    t.same([...heap.smallest(k)].sort(byValue), sorted.slice(0, k), `seed ${seed}, k ${k}`)
    t.equal(heap.peek(), sorted[0])
    t.equal(heap.size, items.length)
  }
  t.same(new Heap(byValue).smallest(3), [])
  t.equal(new Heap(byValue).pop(), undefined)
})
