import t from 'tap'
import { isWholePercent, kruiseScaledValue, legacyScaledValue, scaledValueOrProblem } from '../../../src/engine/kube/intOrPercent.js'
import { readCloneSet } from '../../../src/engine/workloads/cloneSet.js'
import { isGuardError } from '../../../src/errors.js'
import { type Json, cloneSet, container, podTemplate } from '../support/builders.js'

/** Spec §1.3: the controller's partition / maxSurge / maxUnavailable, read from real CloneSets of both versions. */

const template = podTemplate([container('app', 'app:1')])
const numbers = (replicas: number, rolling: Json, version: 'v1alpha1' | 'v1beta1' = 'v1beta1') =>
  readCloneSet(cloneSet(template, { version, replicas, rolling })).numbers

// Spec §1.3 "Partition examples" (R = replicas); `update` = pods the rollout moves = R - partition.
const PARTITION_EXAMPLES = [
  { replicas: 5, partition: '99%', expected: 4, update: 1, why: 'ceil(4.95)=5 equals R, and the string is not "100%", so R-1' },
  { replicas: 4, partition: '99%', expected: 3, update: 1, why: 'ceil(3.96)=4 equals R, so R-1' },
  { replicas: 3, partition: '50%', expected: 2, update: 1, why: 'ceil(1.5)' },
  { replicas: 1, partition: '50%', expected: 1, update: 0, why: 'R=1 keeps ceil(0.5)=1' },
  { replicas: 10, partition: '100%', expected: 10, update: 0, why: 'exactly "100%" keeps R' },
  { replicas: 10, partition: '33.3%', expected: 4, update: 6, why: 'float percent, ceil(3.33)' },
  { replicas: 10, partition: 12, expected: 10, update: 0, why: 'clamped to R' },
]

for (const version of ['v1alpha1', 'v1beta1'] as const) {
  t.test(`partition examples of spec §1.3 (${version})`, async (t) => {
    for (const row of PARTITION_EXAMPLES) {
      const n = numbers(row.replicas, { partition: row.partition }, version)
      t.equal(n.partition, row.expected, `R=${row.replicas} partition=${JSON.stringify(row.partition)}: ${row.why}`)
      t.equal(n.replicas - n.partition, row.update, `  ${row.update} pod(s) to update`)
    }
  })
}

t.test('partition edge cases', async (t) => {
  const rows = [
    { replicas: 4, rolling: {}, expected: 0, why: 'nil partition is 0' },
    { replicas: 4, rolling: { partition: 0 }, expected: 0, why: 'int 0' },
    { replicas: 4, rolling: { partition: 4 }, expected: 4, why: 'an int equal to R is kept (only strings step back to R-1)' },
    { replicas: 4, rolling: { partition: '0%' }, expected: 0, why: '0%' },
    { replicas: 8, rolling: { partition: '12.5%' }, expected: 1, why: 'Kruise parser accepts floats: ceil(1.0)' },
    { replicas: 0, rolling: { partition: '50%' }, expected: 0, why: 'no replicas' },
    { replicas: 2, rolling: { partition: '51%' }, expected: 1, why: 'ceil(1.02)=2 equals R=2, so R-1' },
  ]
  for (const row of rows) t.equal(numbers(row.replicas, row.rolling).partition, row.expected, row.why)
})

t.test('maxUnavailable examples of spec §1.3', async (t) => {
  const rows = [
    { replicas: 5, rolling: { maxUnavailable: '40%', maxSurge: '30%' }, surge: 2, unavailable: 2, why: 'surge ceil(1.5)=2; unavailable floor(2.0)=2' },
    { replicas: 5, rolling: { maxUnavailable: '30%', maxSurge: '30%' }, surge: 2, unavailable: 1, why: 'unavailable floor(1.5)=1 because maxSurge > 0' },
    { replicas: 3, rolling: {}, surge: 0, unavailable: 1, why: 'default 20%, maxSurge 0: ceil(0.6)=1' },
    { replicas: 3, rolling: { maxSurge: 1 }, surge: 1, unavailable: 0, why: 'default 20% floored with maxSurge: floor(0.6)=0 (spec §6 #13)' },
    { replicas: 10, rolling: { maxUnavailable: '12.5%' }, surge: 0, unavailable: 0, why: 'the legacy parser fails on a float and the controller gets 0 (spec §6 #12)' },
    { replicas: 10, rolling: { maxUnavailable: 3, maxSurge: 2 }, surge: 2, unavailable: 3, why: 'ints are used as-is' },
    { replicas: 10, rolling: { maxUnavailable: '25%', maxSurge: '10%', paused: true }, surge: 0, unavailable: 3, why: 'paused forces maxSurge 0, so maxUnavailable rounds up: ceil(2.5)' },
    { replicas: 10, rolling: { maxSurge: '12.5%' }, surge: 0, unavailable: 2, why: 'a float maxSurge is 0 to the controller too' },
  ]
  for (const version of ['v1alpha1', 'v1beta1'] as const) {
    for (const row of rows) {
      const n = numbers(row.replicas, row.rolling, version)
      t.same({ maxSurge: n.maxSurge, maxUnavailable: n.maxUnavailable }, { maxSurge: row.surge, maxUnavailable: row.unavailable }, `${version} R=${row.replicas} ${JSON.stringify(row.rolling)}: ${row.why}`)
    }
  }
})

t.test('v1beta1 OnDelete without rollingUpdate: partition 0, maxSurge 0, the default 20% floored', async (t) => {
  for (const [replicas, unavailable] of [[3, 0], [10, 2], [7, 1]] as const) {
    const view = readCloneSet(cloneSet(template, { replicas, withoutRollingUpdate: true }))
    t.equal(view.hasRollingUpdate, false)
    t.same(view.numbers, { replicas, partition: 0, maxSurge: 0, maxUnavailable: unavailable }, `R=${replicas}`)
  }
})

t.test('the Kruise parser (webhook, partition): ints as-is, strings must be float percentages', async (t) => {
  t.equal(kruiseScaledValue(7, 10, true, 'f'), 7)
  t.equal(kruiseScaledValue('12.5%', 10, true, 'f'), 2, 'ceil(1.25)')
  t.equal(kruiseScaledValue('12.5%', 10, false, 'f'), 1, 'floor(1.25)')
  t.equal(kruiseScaledValue('100%', 3, true, 'f'), 3)
  for (const bad of ['5', '%', 'five%', '5 %', '']) {
    let err: unknown
    try {
      kruiseScaledValue(bad, 10, true, 'spec.updateStrategy.maxSurge')
    } catch (e) {
      err = e
    }
    t.ok(isGuardError(err) && err.code === 'IPG_ERR_INT_OR_PERCENT' && err.path === 'spec.updateStrategy.maxSurge', `${JSON.stringify(bad)} is refused with code and path`)
  }
})

t.test('the legacy k8s parser (controller maxSurge/maxUnavailable): every % removed, always a percentage, errors read as 0', async (t) => {
  const rows: [string | number, number, boolean, number][] = [
    [3, 10, true, 3],
    ['20%', 3, true, 1],
    ['20%', 3, false, 0],
    ['5', 100, true, 5],
    ['5%%', 100, true, 5],
    ['12.5%', 8, true, 0],
    ['abc%', 8, true, 0],
    ['+50%', 4, true, 2],
  ]
  for (const [value, total, roundUp, expected] of rows) {
    t.equal(legacyScaledValue(value, total, roundUp), expected, `${JSON.stringify(value)} of ${total} ${roundUp ? 'ceil' : 'floor'}`)
  }
})

t.test('isWholePercent: Kubernetes\' IsValidPercent', async (t) => {
  for (const [value, whole] of [['20%', true], ['0%', true], ['100%', true], ['12.5%', false], ['-5%', false], ['+5%', false], ['5', false], ['%', false], [' 5%', false]] as const) {
    t.equal(isWholePercent(value), whole, JSON.stringify(value))
  }
})

t.test('GetScaledValueFromIntOrPercent (the Advanced DaemonSet controller): an int, or digits with a sign before one %', async (t) => {
  const rows: [number | string, number, boolean, number | 'problem'][] = [
    [3, 10, true, 3], [-1, 10, true, -1], ['25%', 10, true, 3], ['25%', 10, false, 2], ['+10%', 10, true, 1], ['-10%', 10, true, -1],
    ['100%', 7, false, 7], ['5', 10, true, 'problem'], ['0', 10, true, 'problem'], ['12.5%', 8, true, 'problem'], ['5%%', 10, true, 'problem'], ['lots', 10, true, 'problem'],
  ]
  for (const [value, total, roundUp, want] of rows) {
    const got = scaledValueOrProblem(value, total, roundUp)
    if (want === 'problem') t.type(got, 'string', `${JSON.stringify(value)} is refused`)
    else t.equal(got, want, `${JSON.stringify(value)} of ${total}${roundUp ? ', rounding up' : ''}`)
  }
})
