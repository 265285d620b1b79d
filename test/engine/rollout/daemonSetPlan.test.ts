import t from 'tap'
import type { Node } from '../../../src/engine/kube/node.js'
import type { Pod } from '../../../src/engine/kube/pod.js'
import { rolloutPlan } from '../../../src/engine/rollout/rolloutPlan.js'
import type { RolloutOptions } from '../../../src/engine/rollout/plan.js'
import { readDaemonSet } from '../../../src/engine/workloads/daemonSet.js'
import { type ControllerRevision, resolveUpdateRevision } from '../../../src/engine/workloads/revision.js'
import { resolveGates } from '../../../src/engine/kruise/gates.js'
import { createRandom, runSeed } from '../support/prng.js'
import { NOW, pod } from '../../reconciler/support/fixtures.js'

const NEW = 'agent-newhash'
const NEW_HASH = 'newhash'
const OLD_HASH = 'oldhash'
const IMAGE = 'agent:2'

interface SetSpec {
  partition?: number | string
  maxUnavailable?: number | string
  maxSurge?: number | string
  selector?: Record<string, unknown>
  paused?: boolean
  onDelete?: boolean
  standard?: boolean
  minReadySeconds?: number
  desired?: number
  burstReplicas?: number | string
  template?: Record<string, unknown>
}

function daemonSet(s: SetSpec = {}) {
  const rollingUpdate = {
    rollingUpdateType: s.standard ? 'Standard' : 'InPlaceIfPossible',
    ...(s.partition !== undefined ? { partition: s.partition } : {}),
    ...(s.maxUnavailable !== undefined ? { maxUnavailable: s.maxUnavailable } : {}),
    ...(s.maxSurge !== undefined ? { maxSurge: s.maxSurge } : {}),
    ...(s.selector ? { selector: s.selector } : {}),
    ...(s.paused ? { paused: true } : {}),
  }
  return readDaemonSet({
    apiVersion: 'apps.kruise.io/v1beta1',
    kind: 'DaemonSet',
    metadata: { name: 'agent', namespace: 'ops' },
    spec: {
      selector: { matchLabels: { app: 'web' } },
      ...(s.minReadySeconds ? { minReadySeconds: s.minReadySeconds } : {}),
      ...(s.burstReplicas !== undefined ? { burstReplicas: s.burstReplicas } : {}),
      updateStrategy: s.onDelete ? { type: 'OnDelete' } : { type: 'RollingUpdate', rollingUpdate },
      template: { metadata: { labels: { app: 'web' } }, spec: { containers: [{ name: 'app', image: IMAGE }], ...s.template } },
    },
    status: { desiredNumberScheduled: s.desired ?? 4 },
  })
}

type PodSpec = Parameters<typeof pod>[0]

/** The DaemonSet's Pod on `node`: old, ready and gated unless `extra` says otherwise. */
function daemonPod(node: string, extra: Partial<PodSpec> = {}): Pod {
  return pod({ name: `agent-${node}`, revision: OLD_HASH, nodeName: node, ...extra })
}

const node = (name: string, labels: Record<string, string> = {}): Node => ({ name, labels })
const NODES = ['n1', 'n2', 'n3', 'n4'].map((n) => node(n))

function plan(view: ReturnType<typeof daemonSet>, pods: Pod[], options: RolloutOptions = {}, now = NOW) {
  return rolloutPlan(view, pods, now, { updateRevision: NEW, nodes: NODES, ...options })
}
const moved = (p: ReturnType<typeof plan>) => Object.fromEntries(p.updateNow.map((u) => [u.name, u.update]))
const waits = (p: ReturnType<typeof plan>) => Object.fromEntries(p.waiting.map((w) => [w.name, w.cause ?? w.reason]))
const olds = (...nodes: string[]) => nodes.map((n) => daemonPod(n))

t.test("Kruise's DaemonSet order: reverse node names, partition nodes kept, maxUnavailable nodes at a time", async (t) => {
  const rows: { name: string; set?: SetSpec; pods: Pod[]; nodes?: Node[]; updateNow: Record<string, string>; waiting: Record<string, string> }[] = [
    {
      name: 'default maxUnavailable 1: the last node name first, in place',
      pods: olds('n1', 'n2', 'n3', 'n4'),
      updateNow: { 'agent-n4': 'in-place' },
      waiting: { 'agent-n1': 'max-unavailable', 'agent-n2': 'max-unavailable', 'agent-n3': 'max-unavailable' },
    },
    {
      name: 'maxUnavailable 2 takes the two last names',
      set: { maxUnavailable: 2 },
      pods: olds('n1', 'n2', 'n3', 'n4'),
      updateNow: { 'agent-n4': 'in-place', 'agent-n3': 'in-place' },
      waiting: { 'agent-n1': 'max-unavailable', 'agent-n2': 'max-unavailable' },
    },
    {
      name: 'names sort as strings: n10 comes before n9',
      pods: olds('n10', 'n9', 'n1'),
      nodes: ['n10', 'n9', 'n1'].map((n) => node(n)),
      set: { desired: 3 },
      updateNow: { 'agent-n9': 'in-place' },
      waiting: { 'agent-n1': 'max-unavailable', 'agent-n10': 'max-unavailable' },
    },
    {
      name: 'partition 2 keeps the two first names at the old revision',
      set: { partition: 2, maxUnavailable: 4 },
      pods: olds('n1', 'n2', 'n3', 'n4'),
      updateNow: { 'agent-n4': 'in-place', 'agent-n3': 'in-place' },
      waiting: { 'agent-n1': 'partition', 'agent-n2': 'partition' },
    },
    {
      name: 'a partition percentage scales on status.desiredNumberScheduled, rounding down',
      set: { partition: '60%', maxUnavailable: 4 },
      pods: olds('n1', 'n2', 'n3', 'n4'),
      updateNow: { 'agent-n4': 'in-place', 'agent-n3': 'in-place' },
      waiting: { 'agent-n1': 'partition', 'agent-n2': 'partition' },
    },
    {
      name: 'nodes already updated take partition slots first',
      set: { partition: 2, maxUnavailable: 4 },
      pods: [...olds('n2', 'n3', 'n4'), daemonPod('n1', { revision: NEW_HASH })],
      updateNow: { 'agent-n4': 'in-place' },
      waiting: { 'agent-n2': 'partition', 'agent-n3': 'partition' },
    },
    {
      name: 'partition of every node moves nothing',
      set: { partition: 4 },
      pods: olds('n1', 'n2', 'n3', 'n4'),
      updateNow: {},
      waiting: { 'agent-n1': 'partition', 'agent-n2': 'partition', 'agent-n3': 'partition', 'agent-n4': 'partition' },
    },
    {
      name: 'the selector picks the nodes; the others are not selected',
      set: { selector: { matchLabels: { canary: 'true' } }, maxUnavailable: 1 },
      nodes: [node('n1', { canary: 'true' }), node('n2'), node('n3', { canary: 'true' }), node('n4')],
      pods: olds('n1', 'n2', 'n3', 'n4'),
      updateNow: { 'agent-n3': 'in-place' },
      waiting: { 'agent-n1': 'max-unavailable', 'agent-n2': 'not-selected', 'agent-n4': 'not-selected' },
    },
    {
      name: 'an old Pod that is not available is replaced at once, beside the budget',
      pods: [daemonPod('n1', { ready: false }), ...olds('n2', 'n3', 'n4')],
      updateNow: { 'agent-n1': 'in-place', 'agent-n4': 'in-place' },
      waiting: { 'agent-n2': 'max-unavailable', 'agent-n3': 'max-unavailable' },
    },
    {
      name: 'a new Pod not available yet uses the budget',
      pods: [...olds('n1', 'n2', 'n3'), daemonPod('n4', { revision: NEW_HASH, ready: false })],
      updateNow: {},
      waiting: { 'agent-n1': 'max-unavailable', 'agent-n2': 'max-unavailable', 'agent-n3': 'max-unavailable' },
    },
    {
      name: 'a new Pod ready for less than minReadySeconds is not available',
      set: { minReadySeconds: 60 },
      pods: [...olds('n1', 'n2', 'n3'), daemonPod('n4', { revision: NEW_HASH, readySince: NOW - 10_000 })],
      updateNow: {},
      waiting: { 'agent-n1': 'max-unavailable', 'agent-n2': 'max-unavailable', 'agent-n3': 'max-unavailable' },
    },
    {
      name: 'a node without its Pod counts as unavailable',
      pods: olds('n1', 'n2', 'n3'),
      updateNow: {},
      waiting: { 'agent-n1': 'max-unavailable', 'agent-n2': 'max-unavailable', 'agent-n3': 'max-unavailable' },
    },
    {
      name: 'a Pod without the InPlaceUpdateReady gate is recreated',
      pods: [...olds('n1', 'n2', 'n3'), daemonPod('n4', { readinessGate: false })],
      updateNow: { 'agent-n4': 'recreate' },
      waiting: { 'agent-n1': 'max-unavailable', 'agent-n2': 'max-unavailable', 'agent-n3': 'max-unavailable' },
    },
    {
      name: 'Standard recreates',
      set: { standard: true },
      pods: olds('n1', 'n2', 'n3', 'n4'),
      updateNow: { 'agent-n4': 'recreate' },
      waiting: { 'agent-n1': 'max-unavailable', 'agent-n2': 'max-unavailable', 'agent-n3': 'max-unavailable' },
    },
    {
      name: 'maxSurge: a new Pod starts beside the old one, never in place',
      set: { maxSurge: 1, maxUnavailable: 0 },
      pods: olds('n1', 'n2', 'n3', 'n4'),
      updateNow: { 'agent-n4': 'recreate' },
      waiting: { 'agent-n1': 'max-surge', 'agent-n2': 'max-surge', 'agent-n3': 'max-surge' },
    },
    {
      name: 'maxSurge: the old Pod waits for its new one, which uses the surge',
      set: { maxSurge: 1, maxUnavailable: 0 },
      pods: [...olds('n1', 'n2', 'n3', 'n4'), pod({ name: 'agent-n4-new', revision: NEW_HASH, nodeName: 'n4', ready: false })],
      updateNow: {},
      waiting: { 'agent-n1': 'max-surge', 'agent-n2': 'max-surge', 'agent-n3': 'max-surge', 'agent-n4': 'replacement-starting' },
    },
    {
      name: 'maxSurge: once the new Pod is available the old one is deleted and the next node surges',
      set: { maxSurge: 1, maxUnavailable: 0 },
      pods: [...olds('n1', 'n2', 'n3', 'n4'), pod({ name: 'agent-n4-new', revision: NEW_HASH, nodeName: 'n4' })],
      updateNow: { 'agent-n3': 'recreate' },
      waiting: { 'agent-n1': 'max-surge', 'agent-n2': 'max-surge' },
    },
    {
      name: 'paused holds every old Pod',
      set: { paused: true },
      pods: olds('n1', 'n2', 'n3', 'n4'),
      updateNow: {},
      waiting: { 'agent-n1': 'paused', 'agent-n2': 'paused', 'agent-n3': 'paused', 'agent-n4': 'paused' },
    },
    {
      name: 'OnDelete holds every old Pod',
      set: { onDelete: true },
      pods: olds('n1', 'n2'),
      updateNow: {},
      waiting: { 'agent-n1': 'on-delete', 'agent-n2': 'on-delete' },
    },
    {
      name: 'burstReplicas caps the Pods updated in place in one round',
      set: { maxUnavailable: 4, burstReplicas: 2 },
      pods: olds('n1', 'n2', 'n3', 'n4'),
      updateNow: { 'agent-n4': 'in-place', 'agent-n3': 'in-place' },
      waiting: { 'agent-n1': 'burst-replicas', 'agent-n2': 'burst-replicas' },
    },
    {
      name: 'a Pod on a node that is gone is skipped',
      pods: [...olds('n1', 'n2', 'n3', 'n4'), daemonPod('n9')],
      updateNow: { 'agent-n4': 'in-place' },
      waiting: { 'agent-n1': 'max-unavailable', 'agent-n2': 'max-unavailable', 'agent-n3': 'max-unavailable', 'agent-n9': 'node-missing' },
    },
    {
      name: 'a node with two old Pods is left to the cleanup (the younger is deleted) and counts as unavailable',
      set: { maxUnavailable: 2 },
      pods: [...olds('n1', 'n2', 'n3', 'n4'), pod({ name: 'agent-n4-b', revision: OLD_HASH, nodeName: 'n4' })],
      updateNow: { 'agent-n3': 'in-place' },
      waiting: { 'agent-n1': 'max-unavailable', 'agent-n2': 'max-unavailable', 'agent-n4': 'excess-pods' },
    },
  ]
  for (const row of rows) {
    const p = plan(daemonSet(row.set), row.pods, row.nodes ? { nodes: row.nodes } : {})
    t.same(moved(p), row.updateNow, `${row.name}: updateNow`)
    t.same(waits(p), row.waiting, `${row.name}: waiting`)
    for (const w of p.waiting) t.ok(p.waitDetails[w.reason], `${row.name}: ${w.reason} is explained`)
  }
})

t.test('the plan says what the controller does around the update', async (t) => {
  const surge = plan(daemonSet({ maxSurge: 1, maxUnavailable: 0 }), [...olds('n1', 'n2', 'n3', 'n4'), pod({ name: 'agent-n4-new', revision: NEW_HASH, nodeName: 'n4' })])
  t.same(surge.scale.deleteExcess, ['agent-n4'], 'the old Pod beside an available new one is deleted')
  t.equal(surge.surge, 1)
  t.equal(surge.updateNow[0]!.node, 'n3')
  const missing = plan(daemonSet(), olds('n1', 'n2', 'n3'))
  t.equal(missing.scale.createUpdate, 1, 'the node without a Pod gets one')
  t.match(missing.quota, { maxUnavailable: 1, unavailable: 1, budget: 0 })
  const done = plan(daemonSet(), ['n1', 'n2', 'n3', 'n4'].map((n) => daemonPod(n, { revision: NEW_HASH })))
  t.ok(done.complete)
  t.same(done.counts.updatedAvailable, 4)
  const held = plan(daemonSet({ partition: 1 }), [...['n2', 'n3', 'n4'].map((n) => daemonPod(n, { revision: NEW_HASH })), daemonPod('n1')])
  t.notOk(held.complete)
  t.equal(held.partitionKept, 1)
  t.match(held.waitDetails.partition, /spec\.updateStrategy\.rollingUpdate\.partition is 1 \(resolves to 1\)/)
})

t.test('the Nodes decide where the DaemonSet runs (nodeSelector, affinity, taints)', async (t) => {
  const tainted: Node = { name: 'n5', labels: {}, taints: [{ key: 'dedicated', value: 'db', effect: 'NoSchedule' }] }
  const cordoned: Node = { name: 'n6', labels: {}, taints: [{ key: 'node.kubernetes.io/unschedulable', effect: 'NoSchedule' }] }
  const p = plan(daemonSet(), olds('n1', 'n2', 'n3', 'n4'), { nodes: [...NODES, tainted, cordoned] })
  t.equal(p.numbers.replicas, 5, 'the tainted node is not counted, the cordoned one is (daemon Pods tolerate it)')
  t.equal(p.scale.createUpdate, 1)
  const tolerating = daemonSet({ template: { tolerations: [{ key: 'dedicated', operator: 'Exists' }] } })
  t.equal(plan(tolerating, [], { nodes: [tainted] }).numbers.replicas, 1)
  const selecting = daemonSet({ template: { nodeSelector: { pool: 'edge' } } })
  t.equal(plan(selecting, [], { nodes: [node('a', { pool: 'edge' }), node('b')] }).numbers.replicas, 1)
  const affinity = daemonSet({
    template: {
      affinity: { nodeAffinity: { requiredDuringSchedulingIgnoredDuringExecution: { nodeSelectorTerms: [{ matchExpressions: [{ key: 'gpu', operator: 'Gt', values: ['1'] }] }] } } },
    },
  })
  t.equal(plan(affinity, [], { nodes: [node('a', { gpu: '2' }), node('b', { gpu: '1' }), node('c')] }).numbers.replicas, 1)
  const noExecute: Node = { name: 'n4', labels: {}, taints: [{ key: 'evict', effect: 'NoExecute' }] }
  const evicted = plan(daemonSet(), olds('n1', 'n2', 'n3', 'n4'), { nodes: [...NODES.slice(0, 3), noExecute] })
  t.ok(evicted.scale.deleteExcess.includes('agent-n4'), 'a Pod on a node whose NoExecute taint it does not tolerate is deleted')
})

t.test('without a node list the nodes are those the Pods are on', async (t) => {
  const p = rolloutPlan(daemonSet(), olds('n1', 'n2', 'n3', 'n4'), NOW, { updateRevision: NEW })
  t.same(moved(p), { 'agent-n4': 'in-place' })
  t.doesNotThrow(() => rolloutPlan(daemonSet(), [], 0), 'a DaemonSet is planned, even with nothing to plan')
  const linuxOnly = daemonSet({ template: { nodeSelector: { 'kubernetes.io/os': 'linux' } } })
  const unlabelled = rolloutPlan(linuxOnly, olds('n1', 'n2'), NOW, { updateRevision: NEW })
  t.same(unlabelled.scale.deleteExcess, [], 'a Pod\'s node fits when its labels are unknown')
  t.equal(unlabelled.numbers.replicas, 2)
  const nodeless = pod({ name: 'agent-x', revision: OLD_HASH, nodeName: null })
  t.same(waits(rolloutPlan(daemonSet(), [nodeless], NOW, { updateRevision: NEW })), { 'agent-x': 'node-missing' })
  const pinned = pod({ name: 'agent-y', revision: OLD_HASH, nodeName: null })
  pinned.spec.affinity = { nodeAffinity: { requiredDuringSchedulingIgnoredDuringExecution: { nodeSelectorTerms: [{ matchFields: [{ key: 'metadata.name', operator: 'In', values: ['n7'] }] }] } } }
  t.same(rolloutPlan(daemonSet(), [pinned], NOW, { updateRevision: NEW }).updateNow.map((u) => u.node), ['n7'], 'an unscheduled Pod is on the node its affinity names')
})

t.test('with revisions, the in-place calculation decides in place or recreate', async (t) => {
  const revision = (hash: string, spec: Record<string, unknown>): ControllerRevision => ({
    apiVersion: 'apps/v1', kind: 'ControllerRevision',
    metadata: { name: `agent-${hash}`, labels: { 'controller-revision-hash': hash } },
    data: { spec: { template: { $patch: 'replace', metadata: { labels: { app: 'web' } }, spec } } }, revision: 1,
  })
  const imageOnly = revision(OLD_HASH, { containers: [{ name: 'app', image: 'agent:1' }] })
  const withPort = revision(OLD_HASH, { containers: [{ name: 'app', image: 'agent:1', ports: [{ containerPort: 80 }] }] })
  const view = daemonSet()
  t.same(moved(plan(view, olds('n1', 'n2', 'n3', 'n4'), { revisions: [imageOnly] })), { 'agent-n4': 'in-place' })
  t.same(moved(plan(view, olds('n1', 'n2', 'n3', 'n4'), { revisions: [withPort] })), { 'agent-n4': 'recreate' })
  t.same(moved(plan(view, olds('n1', 'n2', 'n3', 'n4'), { revisions: [] })), { 'agent-n4': 'recreate' }, 'no revision with the Pod\'s hash')
})

t.test('property: one Pod per node, within the budget, never a partition-held or unselected node, reverse name order', async (t) => {
  const seed = runSeed()
  const random = createRandom(seed)
  const failures: string[] = []
  let runs = 0
  for (let run = 0; run < 300; run++) {
    const count = random.int(1, 10)
    const names = random.sample(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm10', 'm9'], count)
    const nodes = names.map((n) => node(n, random.bool() ? { canary: 'true' } : {}))
    const pods: Pod[] = []
    for (const n of names) {
      const state = random.int(0, 5)
      if (state === 0) continue
      pods.push(daemonPod(n, { revision: state === 1 ? NEW_HASH : OLD_HASH, ready: random.bool(0.8), readinessGate: random.bool(0.8) }))
    }
    const set: SetSpec = {
      desired: count, maxUnavailable: random.int(0, 3), partition: random.int(0, count + 1),
      ...(random.bool(0.3) ? { selector: { matchLabels: { canary: 'true' } } } : {}),
    }
    const p = plan(daemonSet(set), pods, { nodes })
    const broken: string[] = []
    const nodesMoved = p.updateNow.map((u) => u.node!)
    if (new Set(nodesMoved).size !== nodesMoved.length) broken.push('two Pods of one node move')
    const takenDown = p.updateNow.filter((u) => u.available).length
    if (takenDown > Math.max(p.numbers.maxUnavailable - p.quota.unavailable, 0)) broken.push(`${takenDown} available Pods taken down over the budget`)
    const settled = names.filter((n) => !pods.some((x) => x.spec.nodeName === n && x.metadata.labels!['controller-revision-hash'] === OLD_HASH)).length
    if (p.updateNow.length > 0 && settled + p.updateNow.length > count - p.numbers.partition) broken.push('a partition-held node moves')
    if (set.selector && !p.updateNow.every((u) => nodes.find((n) => n.name === u.node)!.labels.canary === 'true')) broken.push('an unselected node moves')
    const held = p.waiting.filter((w) => (w.reason === 'max-unavailable' || w.reason === 'partition') && w.cause === undefined).map((w) => w.node!)
    for (const m of p.updateNow.filter((u) => u.available)) if (!held.every((h) => m.node! > h)) broken.push(`${m.node} moves before a later name`)
    if (p.waiting.some((w) => !p.waitDetails[w.reason])) broken.push('a reason without words')
    if (broken.length > 0) failures.push(`run ${run} ${JSON.stringify(set)} nodes ${JSON.stringify(nodes)}: ${broken.join('; ')}`)
    runs++
  }
  t.same(failures, [], `seed ${seed} (PROPERTY_SEED=${seed} reproduces it)`)
  t.equal(runs, 300)
})

t.test("the update revision defaults to the controller's: a stored revision with the template's data, else a new name", async (t) => {
  const view = daemonSet()
  const fresh = resolveUpdateRevision(view, [], 0, resolveGates())
  const pods = [...olds('n1', 'n2', 'n3'), daemonPod('n4', { revision: fresh.create!.metadata.labels!['controller-revision-hash'] })]
  const p = rolloutPlan(view, pods, NOW, { nodes: NODES })
  t.equal(p.updateRevision, fresh.name)
  t.equal(p.counts.updated, 1, 'the Pod with the new hash is updated')
  const stored = { ...fresh.create!, metadata: { ...fresh.create!.metadata, name: 'agent-stored', labels: { 'controller-revision-hash': 'stored' } }, revision: 3 }
  t.equal(rolloutPlan(view, pods, NOW, { nodes: NODES, revisions: [stored] }).updateRevision, 'agent-stored')
})

t.test("Kruise's own cases for the node order (TestFilterDaemonPodsNodeToUpdate, daemonset_update_test.go, v1.9.1)", async (t) => {
  // Each case's expectNodes are the nodes that may move: with a budget for all of them, their old Pods move now.
  const canary = { 'node-type': 'canary' }
  const selector = { matchLabels: canary }
  const at = (revisions: Record<string, 'v1' | 'v2' | 'v1-terminating'>): Pod[] => Object.entries(revisions).map(([n, r]) => {
    const p = daemonPod(n, { revision: r === 'v2' ? NEW_HASH : OLD_HASH })
    return r === 'v1-terminating' ? { ...p, metadata: { ...p.metadata, deletionTimestamp: new Date(NOW).toISOString() } } : p
  })
  const cases: { name: string; set: SetSpec; pods: Pod[]; nodes: Node[]; expectNodes: string[]; updateNow: string[]; waiting: Record<string, string> }[] = [
    {
      name: 'Standard,partition=0', set: { partition: 0 }, pods: at({ n1: 'v1', n2: 'v2', n3: 'v1' }), nodes: ['n1', 'n2', 'n3'].map((n) => node(n)),
      expectNodes: ['n2', 'n3', 'n1'], updateNow: ['agent-n3', 'agent-n1'], waiting: {},
    },
    {
      name: 'Standard,partition=1', set: { partition: 1 }, pods: at({ n1: 'v2', n2: 'v1', n3: 'v1' }), nodes: ['n1', 'n2', 'n3'].map((n) => node(n)),
      expectNodes: ['n1', 'n3'], updateNow: ['agent-n3'], waiting: { 'agent-n2': 'partition' },
    },
    {
      name: 'Standard,partition=1,selector=1', set: { partition: 1, selector }, pods: at({ n1: 'v1', n2: 'v2', n3: 'v1', n4: 'v1' }),
      nodes: [node('n1'), node('n2'), node('n3', canary), node('n4')],
      expectNodes: ['n2', 'n3'], updateNow: ['agent-n3'], waiting: { 'agent-n1': 'not-selected', 'agent-n4': 'not-selected' },
    },
    {
      name: 'Standard,partition=2,selector=3', set: { partition: 2, selector }, pods: at({ n1: 'v1', n2: 'v2', n3: 'v1', n4: 'v1' }),
      nodes: [node('n1', canary), node('n2'), node('n3', canary), node('n4', canary)],
      expectNodes: ['n2', 'n4'], updateNow: ['agent-n4'], waiting: { 'agent-n1': 'partition', 'agent-n3': 'partition' },
    },
    {
      name: 'Standard,partition=0,selector=3,terminating', set: { partition: 0, selector }, pods: at({ n1: 'v1', n2: 'v2', n3: 'v1-terminating', n4: 'v1' }),
      nodes: [node('n1', canary), node('n2'), node('n3', canary), node('n4')],
      expectNodes: ['n2', 'n3', 'n1'], updateNow: ['agent-n1'], waiting: { 'agent-n4': 'not-selected' },
    },
  ]
  for (const c of cases) {
    const p = plan(daemonSet({ ...c.set, standard: true, maxUnavailable: 10, desired: c.nodes.length }), c.pods, { nodes: c.nodes })
    t.same(p.updateNow.map((u) => u.name), c.updateNow, `${c.name}: the old Pods of ${c.expectNodes.join(', ')} move, in that order`)
    t.same(waits(p), c.waiting, `${c.name}: the others wait`)
  }
})
