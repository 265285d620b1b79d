import t from 'tap'
import type { PriorityStrategy } from '../../../src/engine/workloads/cloneSet.js'
import { sortUpdateIndexes } from '../../../src/engine/rollout/candidateOrder.js'
import { T, pod } from '../../reconciler/support/fixtures.js'

t.test('§5.4 default order: unassigned, Pending < Unknown < Running, not-ready first (spec example)', async (t) => {
  const list = [
    pod({ name: '0', phase: 'Pending', ready: true }),
    pod({ name: '1', phase: 'Pending', ready: false }),
    pod({ name: '2' }),
    pod({ name: '3', phase: 'Running', ready: true }),
    pod({ name: '4', phase: 'Running', ready: false }),
  ]
  t.same(sortUpdateIndexes(list, [0, 1, 3, 4]), [1, 0, 4, 3])
  const more = [
    pod({ name: 'scheduled-old', created: T(-100) }),
    pod({ name: 'unscheduled', nodeName: null }),
    pod({ name: 'ready-recently', readySince: T(-10) }),
    pod({ name: 'restarted', restarts: 3 }),
    pod({ name: 'scheduled-new', created: T(-50) }),
  ]
  t.same(sortUpdateIndexes(more, [0, 1, 2, 3, 4]).map((i) => more[i].metadata.name),
    ['unscheduled', 'ready-recently', 'restarted', 'scheduled-new', 'scheduled-old'])
})

t.test('§5.4 scatter: labels ["", "", "", A, A, A] give [3, 0, 1, 4, 2, 5] (spec example)', async (t) => {
  const list = ['', '', '', 'A', 'A', 'A'].map((v, i) => pod({ name: `${i}`, labels: v ? { zone: v } : {}, created: T(-100) }))
  t.same(sortUpdateIndexes(list, [0, 1, 2, 3, 4, 5], { scatterStrategy: [{ key: 'zone', value: 'A' }] }), [3, 0, 1, 4, 2, 5])
})

t.test('§5.4 priority and PreparingUpdate first', async (t) => {
  const list = [
    pod({ name: 'none', created: T(-100) }),
    pod({ name: 'sts-2', labels: { order: 'sts-2' }, created: T(-100) }),
    pod({ name: 'sts-10', labels: { order: 'sts-10' }, created: T(-100) }),
    pod({ name: 'second-key', labels: { other: 'x-7' }, created: T(-100) }),
  ]
  const byOrder = sortUpdateIndexes(list, [0, 1, 2, 3], { priorityStrategy: { orderPriority: [{ orderedKey: 'order' }, { orderedKey: 'other' }] } })
  t.same(byOrder.map((i) => list[i].metadata.name), ['none', 'sts-10', 'sts-2', 'second-key'], 'no key sorts first (code-derived), then level, then higher suffix')
  const weighted = [
    pod({ name: 'w0', created: T(-100) }),
    pod({ name: 'w50', labels: { tier: 'canary' }, created: T(-100) }),
    pod({ name: 'w80', labels: { tier: 'canary', zone: 'a' }, created: T(-100) }),
  ]
  const weights: PriorityStrategy = { weightPriority: [{ weight: 50, matchSelector: { matchLabels: { tier: 'canary' } } }, { weight: 30, matchSelector: { matchLabels: { zone: 'a' } } }] }
  t.same(sortUpdateIndexes(weighted, [0, 1, 2], { priorityStrategy: weights }).map((i) => weighted[i].metadata.name), ['w80', 'w50', 'w0'])
  const prep = [pod({ name: 'n0' }), pod({ name: 'n1', lifecycle: 'PreparingUpdate' })]
  t.same(sortUpdateIndexes(prep, [0, 1]), [1, 0])
})

t.test('equal priority: Kruise 1.8 puts the Pod listed later first, 1.9 keeps the default order (prioritySort\'s tie-breaker)', async (t) => {
  // Default order: the newer Pod first, so b, c, a; every Pod matches the one weight term.
  const equal = [
    pod({ name: 'a', labels: { tier: 'canary' }, created: T(-300) }),
    pod({ name: 'b', labels: { tier: 'canary' }, created: T(-100) }),
    pod({ name: 'c', labels: { tier: 'canary' }, created: T(-200) }),
  ]
  const weights: PriorityStrategy = { weightPriority: [{ weight: 50, matchSelector: { matchLabels: { tier: 'canary' } } }] }
  const rows = [
    { kruise: undefined, order: ['b', 'c', 'a'] },
    { kruise: '1.9', order: ['b', 'c', 'a'] },
    { kruise: 'next', order: ['b', 'c', 'a'] },
    { kruise: '1.8', order: ['c', 'b', 'a'] },
  ] as const
  for (const row of rows) {
    const order = sortUpdateIndexes(equal, [0, 1, 2], { priorityStrategy: weights, kruise: row.kruise }).map((i) => equal[i]!.metadata.name)
    t.same(order, row.order, `Kruise ${row.kruise ?? 'default (1.9)'}`)
  }
  t.same(sortUpdateIndexes(equal, [0, 1, 2]).map((i) => equal[i]!.metadata.name), ['b', 'c', 'a'], 'the default order without a priority strategy')
})
