import t from 'tap'
import { readCloneSet } from '../../../src/engine/workloads/cloneSet.js'
import { readStatefulSet } from '../../../src/engine/workloads/statefulSet.js'
import { type DiagnoseOptions, diagnose, failuresOf } from '../../../src/engine/rollout/diagnosis.js'
import { resolveGates } from '../../../src/engine/kruise/gates.js'
import { beginInPlaceUpdate } from '../../../src/engine/update/podUpdate.js'
import type { Pod } from '../../../src/engine/kube/pod.js'
import { resolveUpdateRevision } from '../../../src/engine/workloads/revision.js'
import { NOW, T, cloneSetObject, cloneSetView, pod, type CloneSetSpec, type PodSpec } from '../../reconciler/support/fixtures.js'

const gates = { InPlaceWorkloadVerticalScaling: false }
const NEW = 'web-new'
const NEW_IMAGE = 'nginx:1.26'

/** A Pod whose in-place update to NEW started at `started` (the state written, spec changed), then `status` applied. */
function updating(name: string, status: Partial<PodSpec> = {}, started = NOW - 60_000, spec: { images?: Record<string, string>; grace?: number } = {}): Pod {
  const before = pod({ name, images: { app: 'nginx:1.25' } })
  const change = beginInPlaceUpdate(before, { revision: NEW, containerImages: spec.images ?? { app: NEW_IMAGE }, ...(spec.grace ? { graceSeconds: spec.grace } : {}) },
    { now: started, gates, revisionLabel: NEW }).pod
  const after = pod({ name, revision: NEW, lifecycle: 'Updating', images: { app: change.spec.containers[0].image! }, running: { app: 'nginx:1.25' }, imageIDs: { app: 'id-of-nginx:1.25' }, ...status })
  return { ...after, metadata: { ...after.metadata, annotations: { ...change.metadata.annotations, ...(status.annotations ?? {}) } } }
}

const old = (n: number, f: (i: number) => Partial<PodSpec> = () => ({})) => Array.from({ length: n }, (_, i) => pod({ name: `old-${i}`, created: NOW - (100 - i) * 1000, ...f(i) }))
const newReady = (n: number) => Array.from({ length: n }, (_, i) => pod({ name: `new-${i}`, revision: NEW, lifecycle: 'Normal', images: { app: NEW_IMAGE } }))

interface Row {
  name: string
  cloneSet?: CloneSetSpec
  pods: Pod[]
  options?: DiagnoseOptions
  expect: { reason: string; pods?: string[]; field?: RegExp | string; message?: RegExp; symptom?: number; pitfall?: number; blocking?: boolean }
  stalled?: boolean
}

const rows: Row[] = [
  {
    name: 'seed 1 / §6 #7: the image pull fails',
    pods: [updating('p0', { waiting: { app: 'ErrImagePull' }, ready: false, inPlaceReady: false }), ...old(9)],
    expect: { reason: 'image-pull-failing', pods: ['p0'], symptom: 1, pitfall: 7, field: 'pod status.containerStatuses[app].state.waiting.reason', message: /cannot pull nginx:1\.26 \(ErrImagePull\)/ },
    stalled: true,
  },
  {
    name: 'seed 2: two Pods were already NotReady, maxUnavailable 1 → negative budget',
    pods: [updating('p1', { running: { app: NEW_IMAGE }, imageIDs: { app: 'new-id' }, ready: false, lifecycle: 'Normal' }), ...old(9, (i) => ({ ready: i !== 0 }))],
    expect: { reason: 'negative-budget', symptom: 2, field: 'spec.updateStrategy.rollingUpdate.maxUnavailable', message: /maxUnavailable is 1 but 2 Pods are already unavailable \(p1, old-0\): the budget is -1/ },
    stalled: true,
  },
  {
    name: 'seed 3: the state annotation is written but the spec image is not the target',
    pods: [updating('p2', { ready: false, inPlaceReady: false }, NOW - 60_000, { images: { app: 'mirror.example.com/nginx:1.26' } }), ...old(9)],
    expect: { reason: 'spec-not-applied', pods: ['p2'], symptom: 3, field: 'pod spec.containers[app].image', message: /another mutating admission webhook, or RBAC/ },
  },
  {
    name: 'seed 3: the controller\'s Pod update is refused (event)',
    pods: old(10),
    options: { events: [{ object: 'old-9', reason: 'FailedUpdatePodInPlace', message: 'admission webhook "policy.example.com" denied the request: images must come from mirror.example.com' }] },
    expect: { reason: 'pod-update-refused', pods: ['old-9'], symptom: 3, message: /denied the request/ },
  },
  {
    name: 'seed 4: the container was replaced but the app never becomes ready',
    pods: [updating('p3', { running: { app: NEW_IMAGE }, imageIDs: { app: 'new-id' }, ready: false, waiting: { app: 'CrashLoopBackOff' }, lifecycle: 'Normal', readySince: NOW - 30_000 }), ...old(9)],
    expect: { reason: 'container-not-ready', pods: ['p3'], symptom: 4, message: /app CrashLoopBackOff.*updatedReadyReplicas does not/ },
  },
  {
    name: 'seed 2: a Pod that was NotReady before its update stays NotReady',
    pods: [updating('p3b', { running: { app: NEW_IMAGE }, imageIDs: { app: 'new-id' }, ready: false, lifecycle: 'Normal', readySince: NOW - 3600_000 }), ...old(9)],
    expect: { reason: 'container-not-ready', pods: ['p3b'], symptom: 2, message: /already NotReady before its update started/ },
  },
  {
    name: 'seed 5 / §6 #4: a higher-priority container never becomes ready',
    pods: [(() => {
      const p = updating('p4', { running: { app: NEW_IMAGE }, imageIDs: { app: 'new-id' }, ready: false, containerReady: { app: false, sidecar: true }, images: { app: NEW_IMAGE, sidecar: 'envoy:1' } })
      const state = JSON.parse(p.metadata.annotations!['apps.kruise.io/inplace-update-state'])
      state.nextContainerImages = { sidecar: 'envoy:2' }
      state.preCheckBeforeNext = { containersRequiredReady: ['app'] }
      return { ...p, metadata: { ...p.metadata, annotations: { ...p.metadata.annotations, 'apps.kruise.io/inplace-update-state': JSON.stringify(state) } } }
    })(), ...old(9)],
    expect: { reason: 'higher-priority-container-not-ready', pods: ['p4'], symptom: 5, pitfall: 4, message: /app must be ready before sidecar is updated/ },
  },
  {
    name: '§6 #1: the grace period is running (not a stall)',
    pods: [updating('p5', { ready: false, inPlaceReady: false }, T(-5), { grace: 30 }), ...old(9)],
    expect: { reason: 'grace-pending', pods: ['p5'], pitfall: 1, blocking: false, message: /in 25s/ },
  },
  {
    name: '§6 #2: grace annotation without state',
    pods: [pod({ name: 'p6', revision: NEW, annotations: { 'apps.kruise.io/inplace-update-grace': `{"revision":"${NEW}","graceSeconds":30}` } }), ...old(9)],
    expect: { reason: 'grace-without-state', pods: ['p6'], pitfall: 2, field: 'pod metadata.annotations[apps.kruise.io/inplace-update-state]' },
  },
  {
    name: '§6 #3: state annotation corrupt',
    pods: [pod({ name: 'p7', revision: NEW, annotations: { 'apps.kruise.io/inplace-update-state': '{broken' } }), ...old(9)],
    expect: { reason: 'state-annotation-corrupt', pods: ['p7'], pitfall: 3 },
  },
  {
    name: '§6 #6: same imageID, image name spelled differently',
    pods: [updating('p8', { running: { app: 'docker.io/library/nginx:1.26' }, ready: true }), ...old(9)],
    expect: { reason: 'image-id-unchanged', pods: ['p8'], pitfall: 6, message: /fully qualified/ },
  },
  {
    name: '§6 #12: maxUnavailable "12.5%" resolves to 0',
    cloneSet: { maxUnavailable: '12.5%' },
    pods: old(10),
    expect: { reason: 'max-unavailable-zero', pitfall: 12, field: 'spec.updateStrategy.rollingUpdate.maxUnavailable' },
    stalled: true,
  },
  {
    name: '§6 #13: maxSurge with small replicas floors maxUnavailable to 0',
    cloneSet: { replicas: 3, maxUnavailable: '20%', maxSurge: 1 },
    pods: [...old(3), pod({ name: 'surge', revision: NEW, ready: false, lifecycle: 'PreparingNormal' })],
    expect: { reason: 'surge-floor', pitfall: 13 },
  },
  {
    name: '§6 #14: the inPlaceUpdate hook is never released',
    cloneSet: { lifecycle: { inPlaceUpdate: { labelsHandler: { 'example.com/hold': 'true' } } } },
    pods: [pod({ name: 'p9', lifecycle: 'PreparingUpdate', labels: { 'example.com/hold': 'true' } }), ...old(9)],
    expect: { reason: 'hook-pending', pods: ['p9'], pitfall: 14, message: /label example\.com\/hold/ },
  },
  {
    name: '§6 #15: KruisePodReady keeps the preUpdateHook key',
    pods: [pod({ name: 'p10', revision: NEW, lifecycle: 'Normal', images: { app: NEW_IMAGE }, extraConditions: [{ type: 'KruisePodReady', status: 'False', message: '[{"userAgent":"Lifecycle","key":"preUpdateHook"}]' }] }), ...newReady(9)],
    expect: { reason: 'kruise-pod-ready-stuck', pods: ['p10'], pitfall: 15 },
  },
  {
    name: '§6 #20: no controller sets InPlaceUpdateReady',
    pods: [pod({ name: 'p11', revision: NEW, lifecycle: 'Normal', images: { app: NEW_IMAGE }, inPlaceReady: false, ready: false, containerReady: { app: true } }), ...newReady(9)],
    expect: { reason: 'in-place-ready-not-set', pods: ['p11'], pitfall: 20 },
  },
  {
    name: 'normal progress: containers restarted seconds ago and not ready yet is the update in flight, not a stall',
    pods: [updating('p12', { running: { app: NEW_IMAGE }, imageIDs: { app: 'new-id' }, ready: false, lifecycle: 'Normal', readySince: NOW - 2_000 }, NOW - 5_000), ...old(9)],
    expect: { reason: 'container-not-ready', pods: ['p12'], blocking: false, message: /containers are starting/ },
    stalled: false,
  },
  {
    name: 'normal progress: containers ready seconds ago, InPlaceUpdateReady not set yet',
    pods: [pod({ name: 'p13', revision: NEW, lifecycle: 'Normal', images: { app: NEW_IMAGE }, inPlaceReady: false, ready: false, containerReady: { app: true }, readySince: NOW - 2_000 }), ...newReady(9)],
    expect: { reason: 'in-place-ready-not-set', pods: ['p13'], blocking: false, message: /next reconcile/ },
    stalled: false,
  },
  {
    name: '§6 #21: paused',
    cloneSet: { paused: true },
    pods: old(10),
    expect: { reason: 'paused', pitfall: 21, field: 'spec.updateStrategy.rollingUpdate.paused' },
    stalled: true,
  },
  {
    name: 'partition holding one Pod: the sentence counts one Pod',
    cloneSet: { partition: 1, maxUnavailable: 3 },
    pods: [...newReady(9), ...old(1)],
    expect: { reason: 'partition-holding', blocking: false, message: /partition resolves to 1: 1 Pod stays at the old revision/ },
    stalled: false,
  },
  {
    name: 'partition holding (by design, not blocking)',
    cloneSet: { partition: 7, maxUnavailable: 3 },
    pods: [...newReady(3), ...old(7)],
    expect: { reason: 'partition-holding', blocking: false, message: /partition resolves to 7: 7 Pods stay at the old revision/ },
    stalled: false,
  },
  {
    name: 'the controller reports FailedUpdate',
    pods: old(10),
    options: {},
    expect: { reason: 'failed-update', field: 'status.conditions[FailedUpdate]', message: /the controller reports: boom/ },
  },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const obj = cloneSetObject({ containers: [{ name: 'app', image: NEW_IMAGE }], ...row.cloneSet })
    if (row.name.includes('FailedUpdate')) (obj as Record<string, unknown>).status = { conditions: [{ type: 'FailedUpdate', status: 'True', message: 'boom' }] }
    const d = diagnose(readCloneSet(obj), row.pods, NOW, { updateRevision: NEW, currentRevision: 'web-old', ...row.options })
    const found = d.reasons.find((r) => r.reason === row.expect.reason)
    t.ok(found, `reasons: ${d.reasons.map((r) => r.reason).join(', ')}`)
    if (!found) return
    if (row.expect.pods) t.same(found.pods, row.expect.pods)
    if (row.expect.field !== undefined) t.match(found.field, row.expect.field)
    if (row.expect.message) t.match(found.message, row.expect.message)
    if (row.expect.symptom) t.equal(found.symptom, row.expect.symptom)
    if (row.expect.pitfall) t.equal(found.pitfall, row.expect.pitfall)
    t.equal(found.blocking, row.expect.blocking ?? true)
    if (row.stalled !== undefined) t.equal(d.stalled, row.stalled, 'stalled')
    for (const r of d.reasons) t.notMatch(r.message, /undefined|\[object/, 'readable message')
  })
}

t.test('failuresOf: the reasons more time does not clear, not the waits of a rollout that is moving', async (t) => {
  const view = readCloneSet(cloneSetObject({ containers: [{ name: 'app', image: NEW_IMAGE }] }))
  const failures = (pods: Pod[], options: DiagnoseOptions = {}) => {
    const d = diagnose(view, pods, NOW, { updateRevision: NEW, currentRevision: 'web-old', stallAfterSeconds: 0, ...options })
    return { all: d.reasons.map((r) => r.reason), failing: failuresOf(d).map((r) => `${r.reason} ${r.pods.join(',')}`) }
  }
  const pulling = failures([updating('p0', { ready: false, inPlaceReady: false }, NOW - 1_000), ...old(9)])
  t.same(pulling.failing, [], `a Pod still being restarted fails nothing (reasons: ${pulling.all.join(', ')})`)
  t.ok(pulling.all.length > 0, 'though the diagnosis has reasons to wait')
  const pullFails = failures([updating('p0', { waiting: { app: 'ErrImagePull' }, ready: false, inPlaceReady: false }), ...old(9)])
  t.same(pullFails.failing, ['image-pull-failing p0'], `reasons: ${pullFails.all.join(', ')}`)
  const refused = failures(old(10), { events: [{ object: 'old-9', reason: 'FailedUpdatePodInPlace', message: 'admission webhook "policy.example.com" denied the request' }] })
  t.same(refused.failing, ['pod-update-refused old-9'])
})

t.test('§6 #10/#11: InPlaceOnly cannot update in place, or the old revision is missing', async (t) => {
  const allGates = resolveGates()
  const before = cloneSetView({ policy: 'InPlaceOnly', containers: [{ name: 'app', image: 'nginx:1.25', env: [{ name: 'A', value: '1' }] }] })
  const after = cloneSetView({ policy: 'InPlaceOnly', containers: [{ name: 'app', image: 'nginx:1.25', env: [{ name: 'A', value: '2' }] }] })
  const oldRev = resolveUpdateRevision(before, [], 0, allGates).create!
  const newRev = resolveUpdateRevision(after, [oldRev], 0, allGates)
  const pods = old(3, () => ({ revision: oldRev.metadata.name }))
  const d = diagnose(after, pods, NOW, { updateRevision: newRev.name, revisions: [oldRev] })
  const r = d.reasons.find((x) => x.reason === 'in-place-only-impossible')
  t.ok(r)
  t.equal(r?.field, 'spec.updateStrategy.rollingUpdate.podUpdatePolicy')
  t.same(r?.pods, ['old-0', 'old-1', 'old-2'])
  t.match(r?.message, /cannot be applied in place and InPlaceOnly never recreates: the controller stops with "find Pod … update strategy is InPlaceOnly but can not update in-place"/)
  t.notMatch(JSON.stringify(d.reasons), /"2"|value/, 'env values never appear')
  t.equal(d.stalled, true, 'stalled: the Pods the plan would update next are the ones InPlaceOnly cannot update (Kruise retries for ever)')
  const missing = diagnose(after, old(3, () => ({ revision: 'web-gone' })), NOW, { updateRevision: newRev.name, revisions: [oldRev] })
  t.ok(missing.reasons.find((x) => x.reason === 'old-revision-missing' && x.pitfall === 11))
})

t.test('updatedReadyReplicas vs updatedReplicas, and a completed rollout', async (t) => {
  const view = cloneSetView()
  const d = diagnose(view, [updating('u0', { running: { app: NEW_IMAGE }, imageIDs: { app: 'n' }, ready: false, lifecycle: 'Normal' }), ...newReady(9)], NOW, { updateRevision: NEW })
  t.equal(d.updatedReplicas, 10)
  t.equal(d.updatedReadyReplicas, 9)
  t.notOk(d.completed)
  const done = diagnose(view, newReady(10), NOW, { updateRevision: NEW })
  t.ok(done.completed)
  t.notOk(done.stalled)
  t.same(done.reasons, [])
})

t.test('Advanced StatefulSet: the InPlaceOnly stall in its controller\'s words, and OrderedReady holding the rollout', async (t) => {
  const allGates = resolveGates(gates)
  const set = (policy: string, env: string, extra: Record<string, unknown> = {}) => readStatefulSet({
    apiVersion: 'apps.kruise.io/v1beta1', kind: 'StatefulSet', metadata: { name: 'web', namespace: 'default' },
    spec: {
      replicas: 3, serviceName: 'web', selector: { matchLabels: { app: 'web' } }, ...extra,
      updateStrategy: { type: 'RollingUpdate', rollingUpdate: { podUpdatePolicy: policy } },
      template: { metadata: { labels: { app: 'web' } }, spec: { readinessGates: [{ conditionType: 'InPlaceUpdateReady' }], containers: [{ name: 'app', image: 'nginx:1.25', env: [{ name: 'A', value: env }] }] } },
    },
  })
  const before = set('InPlaceOnly', '1')
  const after = set('InPlaceOnly', '2')
  const oldRev = resolveUpdateRevision(before, [], 0, allGates).create!
  const newRev = resolveUpdateRevision(after, [oldRev], 0, allGates)
  const pods = [0, 1, 2].map((i) => pod({ name: `web-${i}`, revision: oldRev.metadata.name }))
  const d = diagnose(after, pods, NOW, { updateRevision: newRev.name, revisions: [oldRev] })
  const r = d.reasons.find((x) => x.reason === 'in-place-only-impossible')
  t.match(r?.message, /the controller stops with "find strategy is InPlaceOnly but Pod … can not update in-place" \(every reconcile, with no Event and no condition\)/)
  t.same(d.plan.updateNow.map((p) => p.name), ['web-2'], 'the controller tries the highest ordinal first')
  t.equal(d.stalled, true)

  const held = diagnose(set('InPlaceIfPossible', '2'), [pod({ name: 'web-0', revision: oldRev.metadata.name }), pod({ name: 'web-1', revision: oldRev.metadata.name, ready: false }), pod({ name: 'web-2', revision: oldRev.metadata.name })], NOW, { updateRevision: newRev.name, revisions: [oldRev] })
  const o = held.reasons.find((x) => x.reason === 'ordered-ready')
  t.equal(o?.field, 'spec.podManagementPolicy')
  t.match(o?.message, /OrderedReady: nothing else changes until Pod web-1 is running and available: 3 Pods wait/)
  t.equal(held.stalled, true)
  const parallel = diagnose(set('InPlaceIfPossible', '2', { podManagementPolicy: 'Parallel' }), [pod({ name: 'web-0', revision: oldRev.metadata.name }), pod({ name: 'web-1', revision: oldRev.metadata.name, ready: false }), pod({ name: 'web-2', revision: oldRev.metadata.name })], NOW, { updateRevision: newRev.name, revisions: [oldRev] })
  t.notOk(parallel.reasons.some((x) => x.reason === 'ordered-ready'), 'Parallel has no such hold')
  t.ok(parallel.reasons.some((x) => x.reason === 'negative-budget' || x.reason === 'budget-exhausted'), 'it waits on maxUnavailable instead')
})
