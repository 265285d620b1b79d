import t from 'tap'
import type { Pod } from '../../../src/engine/kube/pod.js'
import { rolloutPlan } from '../../../src/engine/rollout/rolloutPlan.js'
import { projectRounds } from '../../../src/engine/rollout/roundProjection.js'
import { OrdinalRange, podOrdinal } from '../../../src/engine/rollout/statefulSetOrdinals.js'
import { readStatefulSet } from '../../../src/engine/workloads/statefulSet.js'
import { mulberry32 } from '../support/prng.js'
import { NOW, pod } from '../../reconciler/support/fixtures.js'

const NEW = 'web-new'
const OLD = 'web-old'

interface SetSpec {
  replicas?: number
  partition?: number
  maxUnavailable?: number | string
  parallel?: boolean
  paused?: boolean
  onDelete?: boolean
  minReadySeconds?: number
  reserveOrdinals?: (number | string)[]
  unordered?: Record<string, unknown>
}

function statefulSet(s: SetSpec = {}) {
  const rollingUpdate = {
    podUpdatePolicy: 'InPlaceIfPossible',
    ...(s.partition !== undefined ? { partition: s.partition } : {}),
    ...(s.maxUnavailable !== undefined ? { maxUnavailable: s.maxUnavailable } : {}),
    ...(s.paused ? { paused: true } : {}),
    ...(s.minReadySeconds ? { minReadySeconds: s.minReadySeconds } : {}),
    ...(s.unordered ? { unorderedUpdate: s.unordered } : {}),
  }
  return readStatefulSet({
    apiVersion: 'apps.kruise.io/v1beta1',
    kind: 'StatefulSet',
    metadata: { name: 'web', namespace: 'default' },
    spec: {
      replicas: s.replicas ?? 3,
      serviceName: 'web',
      selector: { matchLabels: { app: 'web' } },
      ...(s.parallel ? { podManagementPolicy: 'Parallel' } : {}),
      ...(s.reserveOrdinals ? { reserveOrdinals: s.reserveOrdinals } : {}),
      updateStrategy: s.onDelete ? { type: 'OnDelete' } : { type: 'RollingUpdate', rollingUpdate },
      template: { metadata: { labels: { app: 'web' } }, spec: { containers: [{ name: 'app', image: 'nginx:1.26' }], readinessGates: [{ conditionType: 'InPlaceUpdateReady' }] } },
    },
  })
}

/** Pods web-<ordinal>, old and ready unless `f` says otherwise. */
function pods(ordinals: number[], f: (ordinal: number) => Partial<Parameters<typeof pod>[0]> = () => ({})): Pod[] {
  return ordinals.map((o) => pod({ name: `web-${o}`, revision: OLD, ...f(o) }))
}
const plan = (view: ReturnType<typeof statefulSet>, list: Pod[], now = NOW) => rolloutPlan(view, list, now, { updateRevision: NEW, currentRevision: OLD })
const names = (list: { name: string }[]) => list.map((p) => p.name)
const reasons = (p: ReturnType<typeof plan>) => Object.fromEntries(p.waiting.map((w) => [w.name, w.reason]))

t.test("Kruise's rolling update order: highest ordinal down to partition, maxUnavailable at a time", async (t) => {
  const rows: { name: string; set: SetSpec; pods: Pod[]; updateNow: string[]; waiting: Record<string, string> }[] = [
    { name: 'default: one at a time from the top', set: {}, pods: pods([0, 1, 2]), updateNow: ['web-2'], waiting: { 'web-1': 'max-unavailable', 'web-0': 'max-unavailable' } },
    { name: 'partition 1 keeps web-0', set: { partition: 1, maxUnavailable: 3, parallel: true }, pods: pods([0, 1, 2]), updateNow: ['web-2', 'web-1'], waiting: { 'web-0': 'partition' } },
    { name: 'partition 3 keeps all', set: { partition: 3 }, pods: pods([0, 1, 2]), updateNow: [], waiting: { 'web-2': 'partition', 'web-1': 'partition', 'web-0': 'partition' } },
    { name: 'maxUnavailable 50% of 4 is 2', set: { replicas: 4, maxUnavailable: '50%', parallel: true }, pods: pods([0, 1, 2, 3]), updateNow: ['web-3', 'web-2'], waiting: { 'web-1': 'max-unavailable', 'web-0': 'max-unavailable' } },
    { name: 'maxUnavailable 10% of 3 rounds down to 0, then up to 1', set: { maxUnavailable: '10%', parallel: true }, pods: pods([0, 1, 2]), updateNow: ['web-2'], waiting: { 'web-1': 'max-unavailable', 'web-0': 'max-unavailable' } },
    {
      name: 'Parallel: an unavailable old Pod below an available one stops the round at the available one',
      set: { parallel: true }, pods: pods([0, 1, 2], (o) => ({ ready: o !== 0 })),
      updateNow: [], waiting: { 'web-2': 'max-unavailable', 'web-1': 'max-unavailable', 'web-0': 'max-unavailable' },
    },
    {
      name: 'Parallel: an unavailable old Pod at the top moves without spending the budget',
      set: { parallel: true, maxUnavailable: 2 }, pods: pods([0, 1, 2], (o) => ({ ready: o !== 2 })),
      updateNow: ['web-2', 'web-1'], waiting: { 'web-0': 'max-unavailable' },
    },
    {
      name: 'Parallel: an updated Pod still updating in place fills the budget',
      set: { parallel: true }, pods: pods([0, 1, 2], (o) => (o === 2 ? { revision: NEW, inPlaceReady: false } : {})),
      updateNow: [], waiting: { 'web-1': 'max-unavailable', 'web-0': 'max-unavailable' },
    },
    {
      name: 'OrderedReady: a Pod not ready holds everything',
      set: {}, pods: pods([0, 1, 2], (o) => (o === 2 ? { revision: NEW, ready: false } : {})),
      updateNow: [], waiting: { 'web-1': 'ordered-ready', 'web-0': 'ordered-ready' },
    },
    {
      name: 'minReadySeconds: Ready for too short counts as not available',
      set: { minReadySeconds: 60 }, pods: pods([0, 1, 2], (o) => (o === 2 ? { revision: NEW, readySince: NOW - 30_000 } : {})),
      updateNow: [], waiting: { 'web-1': 'ordered-ready', 'web-0': 'ordered-ready' },
    },
    { name: 'paused', set: { replicas: 2, paused: true }, pods: pods([0, 1]), updateNow: [], waiting: { 'web-1': 'paused', 'web-0': 'paused' } },
    { name: 'OnDelete', set: { replicas: 2, onDelete: true }, pods: pods([0, 1]), updateNow: [], waiting: { 'web-1': 'on-delete', 'web-0': 'on-delete' } },
    {
      name: 'reserveOrdinals leave a hole, and partition counts slots from the start',
      set: { replicas: 3, reserveOrdinals: [1], partition: 2, maxUnavailable: 3, parallel: true }, pods: pods([0, 2, 3]),
      updateNow: ['web-3'], waiting: { 'web-2': 'partition', 'web-0': 'partition' },
    },
    {
      name: 'unordered: weight priority picks the order, partition keeps a count',
      set: { unordered: { priorityStrategy: { weightPriority: [{ weight: 50, matchSelector: { matchLabels: { tier: 'canary' } } }] } }, partition: 1, maxUnavailable: 1, parallel: true },
      pods: pods([0, 1, 2], (o) => (o === 0 ? { labels: { tier: 'canary' } } : {})),
      updateNow: ['web-0'], waiting: { 'web-2': 'max-unavailable', 'web-1': 'partition' },
    },
  ]
  for (const r of rows) {
    const p = plan(statefulSet(r.set), r.pods)
    t.same(names(p.updateNow), r.updateNow, `${r.name}: updates`)
    t.same(reasons(p), r.waiting, `${r.name}: waits`)
    for (const reason of new Set(Object.values(r.waiting))) t.ok(p.waitDetails[reason as keyof typeof p.waitDetails], `${r.name}: ${reason} is explained`)
  }
})

t.test('the wait details name the fields that decide', async (t) => {
  t.match(plan(statefulSet({ partition: 2 }), pods([0, 1, 2])).waitDetails.partition, /spec\.updateStrategy\.rollingUpdate\.partition is 2/)
  t.match(plan(statefulSet({ maxUnavailable: 1 }), pods([0, 1, 2])).waitDetails['max-unavailable'], /maxUnavailable is 1 \(resolves to 1\)/)
  const ordered = plan(statefulSet(), pods([0, 2]))
  t.match(ordered.waitDetails['ordered-ready'], /spec\.podManagementPolicy is OrderedReady: nothing else changes until Pod web-1 is created/)
  t.match(plan(statefulSet({ minReadySeconds: 60 }), pods([0, 1, 2], (o) => (o === 1 ? { readySince: NOW - 1000 } : {}))).waitDetails['ordered-ready'], /web-1 is running and available \(Ready for 60s/)
})

t.test('the scale phase: OrderedReady creates the lowest missing replica, Parallel all; condemned Pods go', async (t) => {
  const ordered = plan(statefulSet({ replicas: 4, partition: 2 }), pods([0, 3]))
  t.same([ordered.scale.createCurrent, ordered.scale.createUpdate], [1, 0], 'web-1 is below the partition: created at the current revision')
  const parallel = plan(statefulSet({ replicas: 4, partition: 2, parallel: true }), pods([0, 3]))
  t.same([parallel.scale.createCurrent, parallel.scale.createUpdate], [1, 1], 'web-1 current, web-2 update')
  t.equal(parallel.scaleNum, 2)
  const shrinking = plan(statefulSet({ replicas: 2 }), pods([0, 1, 2, 3]))
  t.same(shrinking.scale.deleteExcess, ['web-3'], 'OrderedReady deletes the highest condemned Pod first')
  t.same(reasons(shrinking), { 'web-1': 'ordered-ready', 'web-0': 'ordered-ready' }, 'and updates nothing until it is gone')
  t.same(plan(statefulSet({ replicas: 2, parallel: true }), pods([0, 1, 2, 3])).scale.deleteExcess, ['web-3', 'web-2'])
  const reserved = plan(statefulSet({ replicas: 2, reserveOrdinals: [0] }), pods([0, 1, 2]))
  t.same(reserved.scale.deleteExcess, ['web-0'], 'a Pod at a reserved ordinal is condemned')
})

t.test('progress and completion', async (t) => {
  const done = plan(statefulSet(), pods([0, 1, 2], () => ({ revision: NEW })))
  t.ok(done.complete)
  t.same(done.updateNow, [])
  const updating = plan(statefulSet({ parallel: true }), pods([0, 1, 2], (o) => (o === 2 ? { revision: NEW, ready: false } : {})))
  t.notOk(updating.complete)
  t.same(names(updating.inProgress), ['web-2'])
  t.equal(updating.updateNum, 2)
  t.same(updating.quota.unavailablePods, ['web-2'])
  t.same(updating.quota.unavailableElse, [])
  const growing = plan(statefulSet({ replicas: 4, parallel: true }), pods([0, 1, 2]))
  t.equal(growing.quota.unavailable, 1, 'the replica created this round takes the budget')
  t.same([growing.quota.unavailablePods, growing.quota.unavailableElse], [[], ['1 Pod created this round']], 'and is named as such, not as an empty list')
})

t.test('ordinals: reserved ranges are intervals, never expanded', async (t) => {
  const range = new OrdinalRange({ replicas: 3, reserveOrdinals: [1, '3-999999999'], ordinalsStart: 0 }, false)
  t.equal(range.end, 1_000_000_001)
  t.same([0, 1, 2, 3, 1_000_000_000].map((o) => range.holds(o)), [true, false, true, false, true])
  t.same([0, 2, 1_000_000_000].map((o) => range.rank(o)), [0, 1, 2])
  t.same([0, 1, 2].map((r) => range.ordinalAt(r)), [0, 2, 1_000_000_000])
  const started = new OrdinalRange({ replicas: 2, reserveOrdinals: [], ordinalsStart: 5 }, true)
  t.same([started.start, started.end], [5, 7])
  t.same(['web-0', 'web-12', 'web', 'web-x', 'db-3-1'].map(podOrdinal), [0, 12, -1, -1, 1])
  const big = plan(statefulSet({ replicas: 3, reserveOrdinals: ['5-999999999'] }), pods([0, 1]))
  t.same([big.scale.createCurrent + big.scale.createUpdate], [1], 'web-2 is created; the reserved range costs nothing')
})

t.test('seeded: every old replica either moves or waits once, within maxUnavailable and the partition', async (t) => {
  const rand = mulberry32(3202)
  const int = (n: number) => Math.floor(rand() * n)
  for (let round = 0; round < 300; round++) {
    const replicas = 1 + int(8)
    const set: SetSpec = { replicas, partition: int(replicas + 2), maxUnavailable: 1 + int(4), parallel: rand() < 0.5, unordered: rand() < 0.3 ? {} : undefined }
    const view = statefulSet(set)
    const list = pods([...Array(replicas).keys()].filter(() => rand() < 0.9), () => ({ revision: rand() < 0.3 ? NEW : OLD, ready: rand() < 0.85 }))
    const p = plan(view, list)
    const old = list.filter((x) => x.metadata.labels!['controller-revision-hash'] === OLD).map((x) => x.metadata.name)
    const seen = [...names(p.updateNow), ...names(p.waiting)].sort()
    t.same(seen, [...old].sort(), `round ${round}: every old Pod once`)
    const availableMoved = p.updateNow.filter((x) => x.available).length
    t.ok(availableMoved <= Math.max(view.numbers.maxUnavailable - p.quota.unavailable, 0), `round ${round}: available Pods moved within the budget`)
    if (!set.unordered) for (const x of p.updateNow) t.ok(podOrdinal(x.name) >= view.numbers.partition, `round ${round}: ${x.name} is at or above the partition`)
    t.ok(p.updateNow.length <= replicas - Math.min(set.partition!, replicas), `round ${round}: at most replicas − partition move`)
  }
})

t.test('projected rounds follow the StatefulSet order', async (t) => {
  t.same(projectRounds(statefulSet(), pods([0, 1, 2]), NOW, { updateRevision: NEW, currentRevision: OLD }), [['web-2'], ['web-1'], ['web-0']])
  t.same(projectRounds(statefulSet({ replicas: 5, partition: 1, maxUnavailable: 2, parallel: true }), pods([0, 1, 2, 3, 4]), NOW, { updateRevision: NEW, currentRevision: OLD }), [['web-4', 'web-3'], ['web-2', 'web-1']])
})
