import t from 'tap'
import { boundedList, comparePointers, oneLine, WARNING_MAX_RUNES } from '../../src/admission/text.js'

t.test('oneLine', async (t) => {
  const rows: [string, string][] = [
    ['plain', 'plain'],
    ['tab\there', 'tab here'],
    ['new\nline\r\nand more', 'new line and more'],
    ['  padded   spaces  ', 'padded spaces'],
    ['bell\u0007 and C1\u0085 chars', 'bell and C1 chars'],
    ['line\u2028separator', 'line separator'],
    ['lone \ud800 surrogate', 'lone \ufffd surrogate'],
  ]
  rows.forEach(([input, expected], i) => t.equal(oneLine(input), expected, `row ${i}`))
  const long = 'é'.repeat(WARNING_MAX_RUNES + 300)
  const cut = oneLine(long)
  t.equal([...cut].length, WARNING_MAX_RUNES)
  t.ok(cut.endsWith('…'))
  t.equal(oneLine('🙂'.repeat(WARNING_MAX_RUNES + 100)).length, (WARNING_MAX_RUNES - 1) * 2 + 1, 'cut at code points, not UTF-16 units')
  t.equal(oneLine('é'.repeat(WARNING_MAX_RUNES)), 'é'.repeat(WARNING_MAX_RUNES), 'a line of WARNING_MAX_RUNES is whole')
})

t.test('boundedList', async (t) => {
  const items = Array.from({ length: 13 }, (_, i) => `item${i}`)
  t.equal(boundedList([], 10), '')
  t.equal(boundedList(['a'], 10), 'a')
  t.equal(boundedList(['a', 'b', 'c'], 10), 'a, b, c')
  t.equal(boundedList(items, 10), 'item0, item1, item2, item3, item4, item5, item6, item7, item8, item9 and 3 more')
  t.equal(boundedList(items, Infinity, 40), 'item0, item1, item2 and 10 more')
  t.ok(boundedList(items, Infinity, 40).length <= 40)
  t.equal(boundedList(['x'.repeat(100)], 10, 20).length, 20, 'a single long item is cut')
})

t.test('comparePointers: fields in the order a manifest lists them, list indexes by number', async (t) => {
  const rows: [string[], string[]][] = [
    [['/spec/containers/0/env/10/value', '/spec/containers/0/env/9/value'], ['/spec/containers/0/env/9/value', '/spec/containers/0/env/10/value']],
    [['/spec/containers/1/image', '/spec/containers/0/resources/limits/cpu'], ['/spec/containers/0/resources/limits/cpu', '/spec/containers/1/image']],
    [['/spec/volumes/2', '/spec/containers/12/image', '/spec/containers/2/image'], ['/spec/containers/2/image', '/spec/containers/12/image', '/spec/volumes/2']],
    [['/metadata/labels/b', '/metadata/labels/a'], ['/metadata/labels/a', '/metadata/labels/b']],
  ]
  for (const [input, expected] of rows) t.same([...input].sort(comparePointers), expected, expected.join(' < '))
  t.equal(comparePointers('/spec/containers/0/image', '/spec/containers/0/image'), 0, 'a pointer is equal to itself')
})
