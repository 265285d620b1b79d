import t from 'tap'
import { labelSelectorProblems } from '../../../src/engine/kube/labelSelectorValidation.js'

/** Kubernetes' ValidateLabelSelector with default options: where each problem is, how many there are. */
const rows: [string, Record<string, unknown>, string[]][] = [
  ['matchLabels', { matchLabels: { app: 'web', 'example.com/tier': 'front' } }, []],
  ['a label name with two slashes', { matchLabels: { 'a/b/c': 'x' } }, ['matchLabels']],
  ['a label value with a space', { matchLabels: { app: 'my app' } }, ['matchLabels']],
  ['an empty label value', { matchLabels: { app: '' } }, []],
  ['In with values', { matchExpressions: [{ key: 'app', operator: 'In', values: ['a', 'b'] }] }, []],
  ['In without values', { matchExpressions: [{ key: 'app', operator: 'In' }] }, ['matchExpressions[0]']],
  ['Exists with values', { matchExpressions: [{ key: 'app', operator: 'Exists', values: ['a'] }] }, ['matchExpressions[0]']],
  ['an unknown operator', { matchExpressions: [{ key: 'app', operator: 'Gt', values: ['1'] }] }, ['matchExpressions[0]']],
  ['an invalid key and value', { matchExpressions: [{ key: 'app!', operator: 'NotIn', values: ['a b'] }] }, ['matchExpressions[0]', 'matchExpressions[0]']],
  ['the second requirement', { matchExpressions: [{ key: 'app', operator: 'Exists' }, { operator: 'DoesNotExist' }] }, ['matchExpressions[1]']],
]

for (const [what, selector, at] of rows) t.same(labelSelectorProblems(selector).map((p) => p.at), at, what)

t.test('a problem never echoes a label value', async (t) => {
  for (const { problem } of labelSelectorProblems({ matchLabels: { app: 'secret value' }, matchExpressions: [{ key: 'k', operator: 'In', values: ['another secret'] }] })) {
    t.notMatch(problem, /secret/)
  }
})
