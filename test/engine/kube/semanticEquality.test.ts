import t from 'tap'
import { sameFlatStructLists } from '../../../src/engine/kube/semanticEquality.js'

/** Kubernetes' semantic equality of tolerations and node selector requirements, as Go decodes them. */
const rows: [what: string, a: object[], b: object[], same: boolean][] = [
  ['the same', [{ key: 'x', operator: 'Exists' }], [{ operator: 'Exists', key: 'x' }], true],
  ['null, "" and [] are unset', [{ key: 'x' }], [{ key: 'x', value: '', tolerationSeconds: null, values: [] }], true],
  ['0 is set', [{ key: 'x' }], [{ key: 'x', tolerationSeconds: 0 }], false],
  ['a value changed', [{ key: 'x', value: 'a' }], [{ key: 'x', value: 'b' }], false],
  ['values in another order', [{ key: 'x', values: ['a', 'b'] }], [{ key: 'x', values: ['b', 'a'] }], false],
  ['the same values', [{ key: 'x', values: ['a', 'b'] }], [{ key: 'x', values: ['a', 'b'] }], true],
  ['items in another order', [{ key: 'x' }, { key: 'y' }], [{ key: 'y' }, { key: 'x' }], false],
  ['an item more', [{ key: 'x' }], [{ key: 'x' }, { key: 'x' }], false],
  ['both empty', [], [], true],
]
for (const [what, a, b, same] of rows) {
  t.equal(sameFlatStructLists(a as never, b as never), same, what)
  t.equal(sameFlatStructLists(b as never, a as never), same, `${what}, either way round`)
}
