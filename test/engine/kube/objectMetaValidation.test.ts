import t from 'tap'
import { ANNOTATIONS_MAX_BYTES, annotationProblems, labelProblems } from '../../../src/engine/kube/objectMetaValidation.js'

/** Kubernetes' ValidateLabels and ValidateAnnotations (apimachinery v0.32): the keys found wrong, never a value. */
const labelRows: [what: string, labels: unknown, keys: string[]][] = [
  ['none', undefined, []],
  ['plain', { app: 'web', 'app.kubernetes.io/version': '1.4.2', empty: '' }, []],
  ['a value of 63 characters', { v: 'a'.repeat(63) }, []],
  ['a value of 64 characters', { v: 'a'.repeat(64) }, ['v']],
  ['a value with a space', { v: 'a b' }, ['v']],
  ['a value ending in "-"', { v: 'web-' }, ['v']],
  ['a key with a capital prefix', { 'Example.com/x': 'a' }, ['Example.com/x']],
  ['a key of 64 characters after its prefix', { [`example.com/${'k'.repeat(64)}`]: 'a' }, [`example.com/${'k'.repeat(64)}`]],
  ['a key with two slashes', { 'a/b/c': 'a' }, ['a/b/c']],
  ['an empty key', { '': 'a' }, ['']],
]

for (const [what, labels, keys] of labelRows) {
  t.same(labelProblems(labels).map((p) => p.key), keys, `labels: ${what}`)
}

t.test('annotations: keys are checked lowercased, values only for their size', async (t) => {
  t.same(annotationProblems({ 'Example.COM/Owner': 'x', note: 'any text, spaces and all: 100%' }), [], 'capitals in a key are fine')
  t.same(annotationProblems({ 'a b': 'x' }).map((p) => p.key), ['a b'])
  const atLimit = { k: 'v'.repeat(ANNOTATIONS_MAX_BYTES - 1) }
  t.same(annotationProblems(atLimit), [], '256 KiB together')
  const over = annotationProblems({ k: 'é'.repeat(ANNOTATIONS_MAX_BYTES / 2) })
  t.match(over, [{ problem: /the annotations take 262,145 bytes, more than the 262,144 \(256 KiB\) allowed together/ }], 'counted in bytes: é is two')
  t.notMatch(JSON.stringify(over), 'éé', 'never the value')
})

t.test('a problem names the key, never the value', async (t) => {
  const secret = `token-${'s'.repeat(70)}`
  const problems = labelProblems({ 'build-id': secret })
  t.match(problems, [{ key: 'build-id', problem: /its value has 76 characters and is not a label value/ }])
  t.notMatch(JSON.stringify(problems), secret)
})
