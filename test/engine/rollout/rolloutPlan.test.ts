import t from 'tap'
import type { Pod } from '../../../src/engine/kube/pod.js'
import { sortUpdateIndexes } from '../../../src/engine/rollout/candidateOrder.js'
import { planMemo } from '../../../src/engine/rollout/podFacts.js'
import { rolloutPlan } from '../../../src/engine/rollout/rolloutPlan.js'
import { projectRounds } from '../../../src/engine/rollout/roundProjection.js'
import { mulberry32 } from '../support/prng.js'
import { readCloneSet } from '../../../src/engine/workloads/cloneSet.js'
import { NOW, T, cloneSetView, pod, v1alpha1CloneSetObject } from '../../reconciler/support/fixtures.js'

const NEW = 'web-new'
const plan = (view: ReturnType<typeof cloneSetView>, pods: Pod[]) => rolloutPlan(view, pods, NOW, { updateRevision: NEW, currentRevision: 'web-old' })
const names = (list: { name: string }[]) => list.map((p) => p.name)
const pods = (n: number, f: (i: number) => Partial<Parameters<typeof pod>[0]> = () => ({})) =>
  Array.from({ length: n }, (_, i) => pod({ name: `p${i}`, created: NOW - (100 - i) * 1000, ...f(i) }))

t.test('§5.5 limitUpdateIndexes cases (TestCalculateUpdateCount) and budgets', async (t) => {
  const rows = [
    { name: 'R=3 budget 1, all old ready', view: cloneSetView({ replicas: 3, maxUnavailable: 1 }), pods: pods(3), updated: 1 },
    { name: 'R=3 budget 1, one old unavailable: it goes first', view: cloneSetView({ replicas: 3, maxUnavailable: 1 }), pods: pods(3, (i) => ({ ready: i !== 1 })), updated: 1, first: 'p1' },
    { name: 'R=5 maxUnavailable 2, all old unavailable', view: cloneSetView({ replicas: 5, maxUnavailable: 2 }), pods: pods(5, () => ({ ready: false })), updated: 2 },
    { name: 'R=5 maxUnavailable 2, two new unavailable', view: cloneSetView({ replicas: 5, maxUnavailable: 2 }), pods: pods(5, (i) => (i < 2 ? { revision: NEW, ready: false } : {})), updated: 0 },
    { name: 'R=10 30% → 3', view: cloneSetView({ replicas: 10, maxUnavailable: '30%' }), pods: pods(10), updated: 3 },
    { name: 'R=10 partition 7 → at most 3', view: cloneSetView({ replicas: 10, maxUnavailable: 5, partition: 7 }), pods: pods(10), updated: 3 },
    { name: 'partition 7, 3 already new: nothing left', view: cloneSetView({ replicas: 10, maxUnavailable: 5, partition: 7 }), pods: pods(10, (i) => (i < 3 ? { revision: NEW } : {})), updated: 0 },
    { name: 'maxUnavailable "12.5%" resolves to 0 in the controller', view: cloneSetView({ replicas: 10, maxUnavailable: '12.5%' }), pods: pods(10), updated: 0 },
  ]
  for (const r of rows) {
    const p = plan(r.view, r.pods)
    t.equal(p.updateNow.length, r.updated, r.name)
    if (r.first) t.equal(p.updateNow[0].name, r.first, `${r.name}: first`)
  }
})

t.test('a priority every Pod matches: the plan takes the Kruise release\'s tie-breaker (1.8 later-listed first, 1.9 the default order)', async (t) => {
  const object = v1alpha1CloneSetObject({ replicas: 4, maxUnavailable: 1, rolling: { priorityStrategy: { weightPriority: [{ weight: 10, matchSelector: { matchLabels: { app: 'web' } } }] } } })
  // Default order: newer first, so p3 (created last) goes first; the list order ends with p0.
  const list = pods(4, (i) => ({ labels: { app: 'web' }, created: NOW - (100 - [3, 2, 1, 0][i]!) * 1000 }))
  const rows = [{ kruise: '1.9', first: 'p0', order: ['p0', 'p1', 'p2', 'p3'] }, { kruise: '1.8', first: 'p3', order: ['p3', 'p2', 'p1', 'p0'] }] as const
  for (const row of rows) {
    const view = readCloneSet(object, { kruise: row.kruise })
    t.same(names(plan(view, list).updateNow), [row.first], `Kruise ${row.kruise}: this round`)
    t.same(projectRounds(view, list, NOW, { updateRevision: NEW, currentRevision: 'web-old' }), row.order.map((n) => [n]), `Kruise ${row.kruise}: the rounds`)
  }
})

t.test('two NotReady Pods and maxUnavailable 1: a negative budget, reported as such', async (t) => {
  const p = plan(cloneSetView({ replicas: 10, maxUnavailable: 1 }), pods(10, (i) => ({ ready: i >= 2 })))
  t.equal(p.quota.updateMaxUnavailable, 1)
  t.equal(p.quota.unavailable, 2)
  t.equal(p.quota.budget, -1)
  t.same(p.quota.unavailablePods, ['p0', 'p1'])
  t.same(names(p.updateNow), ['p1'], 'an already-unavailable old Pod may still move (the newer one first): it costs no available capacity')
  t.same([...new Set(p.waiting.map((w) => w.reason))], ['target-unavailable'])
  t.match(p.waitDetails['target-unavailable'], /fill maxUnavailable 1/)
})

t.test('partition, paused, OnDelete and grace explain every waiting Pod', async (t) => {
  const part = plan(cloneSetView({ replicas: 10, maxUnavailable: 10, partition: 7 }), pods(10))
  t.equal(part.waiting.filter((w) => w.reason === 'partition').length, 7)
  t.equal(part.partitionKept, 7)
  t.match(part.waitDetails.partition, /partition resolves to 7/)
  const paused = plan(cloneSetView({ replicas: 3, paused: true }), pods(3))
  t.same(paused.updateNow, [])
  t.same(paused.waiting.map((w) => w.reason), ['paused', 'paused', 'paused'])
  t.equal(paused.waitDetails.paused, 'spec.updateStrategy.rollingUpdate.paused is true')
  const grace = plan(cloneSetView({ replicas: 2, maxUnavailable: 2 }), [pod({ name: 'g', annotations: { 'apps.kruise.io/inplace-update-grace': '{"revision":"web-old"}' } }), pod({ name: 'h' })])
  t.same(names(grace.updateNow), ['h'])
  t.same(grace.waiting, [{ name: 'g', reason: 'grace-pending' }])
})

t.test('surge: extra Pods first, and they enlarge the budget (spec §5.3 example)', async (t) => {
  const view = cloneSetView({ replicas: 5, partition: 3, maxUnavailable: 1, maxSurge: 1 })
  const first = plan(view, pods(5))
  t.equal(first.surge, 1)
  t.equal(first.scale.createUpdate, 1)
  const withSurge = plan(view, [...pods(5), pod({ name: 'surge', revision: NEW, ready: false })])
  t.equal(withSurge.quota.updateMaxUnavailable, 2)
  t.equal(withSurge.updateNow.length, 1)
})

t.test('projected rounds chunk the candidates by the budget', async (t) => {
  const view = cloneSetView({ replicas: 10, maxUnavailable: 3 })
  const rounds = projectRounds(view, pods(10), NOW, { updateRevision: NEW })
  t.same(rounds.map((r) => r.length), [3, 3, 3, 1])
  t.same(rounds.flat().sort(), pods(10).map((p) => p.metadata.name).sort())
  t.same(projectRounds(cloneSetView({ replicas: 10, maxUnavailable: 1 }), pods(10, (i) => ({ ready: i >= 2 })), NOW, { updateRevision: NEW }), [['p1']],
    'a Pod that stays NotReady after its update stops the projection')
})

t.test('projected rounds from the middle of a rollout: the updates in flight complete first', async (t) => {
  const view = cloneSetView({ replicas: 6, maxUnavailable: 2 })
  const from = projectRounds(view, pods(6), NOW, { updateRevision: NEW })
  t.same(from.map((r) => r.length), [2, 2, 2])
  // The first round under way: its Pods at the new revision, updating and not Ready.
  const first = new Set(from[0])
  const midway = pods(6, (i) => (first.has(`p${i}`) ? { revision: NEW, ready: false, lifecycle: 'Updating' } : {}))
  t.same(projectRounds(view, midway, NOW, { updateRevision: NEW }), [], 'as they are, the Pods in flight hold the whole budget')
  t.same(projectRounds(view, midway, NOW, { updateRevision: NEW, inFlightCompletes: true }), from.slice(1), 'once they complete, the rest follows in the same rounds')
  t.same(projectRounds(view, midway, NOW, { updateRevision: NEW, inFlightCompletes: true, maxRounds: 1 }), from.slice(1, 2), 'maxRounds bounds it')
})

t.test('the heap path orders exactly like a full sort (10,000 Pods, shuffled readiness)', async (t) => {
  const many = pods(2000, (i) => ({ ready: i % 7 !== 0, readySince: T(-(i * 37) % 500), restarts: i % 3, created: T(-(i * 13) % 1000) }))
  const p = plan(cloneSetView({ replicas: 2000, maxUnavailable: 300 }), many)
  const full = sortUpdateIndexes(many, many.map((_, i) => i)).map((i) => many[i].metadata.name)
  t.same(names(p.updateNow), full.slice(0, p.updateNow.length))
})

t.test('a plan memo reused across plans gives the plans a memo-less call gives (random lists, repeats, duplicates)', async (t) => {
  const random = mulberry32(5150)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!
  const lifecycles = [undefined, 'Normal', 'PreparingUpdate', 'Updated', 'PreparingDelete']
  const pool = Array.from({ length: 40 }, (_, i) => Object.freeze(pod({
    name: `p${i}`, revision: pick(['web-old', NEW, 'web-older']), ready: random() < 0.8, restarts: Math.floor(random() * 3),
    created: T(-Math.floor(random() * 1000)), readySince: T(-Math.floor(random() * 100)), lifecycle: pick(lifecycles),
    labels: random() < 0.1 ? { 'apps.kruise.io/specified-delete': 'true' } : {},
    annotations: random() < 0.1 ? { 'apps.kruise.io/inplace-update-grace': '{"revision":"web-new"}' } : {},
    phase: random() < 0.1 ? 'Pending' : undefined, nodeName: random() < 0.05 ? null : undefined,
  })))
  const memo = planMemo()
  let compared = 0
  for (let round = 0; round < 300; round++) {
    const view = cloneSetView({
      replicas: 5 + Math.floor(random() * 40), maxUnavailable: pick([1, 3, '20%', '50%']), partition: pick([undefined, 0, 5, '30%']),
      maxSurge: pick([undefined, 0, 2]), minReadySeconds: pick([0, 0, 30]),
    })
    const list: Pod[] = []
    const n = Math.floor(random() * pool.length)
    for (let i = 0; i < n; i++) list.push(pick(pool))
    const now = NOW + Math.floor(random() * 60) * 1000
    const options = { updateRevision: NEW, currentRevision: pick(['web-old', NEW]) }
    const withMemo = rolloutPlan(view, list, now, { ...options, memo })
    const without = rolloutPlan(view, list, now, options)
    if (JSON.stringify(withMemo) !== JSON.stringify(without)) t.fail(`round ${round}: the memo changed the plan`)
    compared++
  }
  t.equal(compared, 300)
})
