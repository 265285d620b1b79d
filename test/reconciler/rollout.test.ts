import t, { type Test } from 'tap'
import { parseInPlaceUpdateState } from '../../src/engine/update/inPlaceUpdateState.js'
import { resolveGates } from '../../src/engine/kruise/gates.js'
import { readCloneSet } from '../../src/engine/workloads/cloneSet.js'
import { resolveUpdateRevision } from '../../src/engine/workloads/revision.js'
import { type SimulationResult, runSimulatedRollout } from '../../src/reconciler/simulation.js'
import { type CloneSetSpec, cloneSetObject } from './support/fixtures.js'

/** The acceptance rollouts on the in-memory cluster, driven by the reconciler and the simulated kubelet. */

function assertInPlace(t: Test, r: SimulationResult, updated: number) {
  t.ok(r.completed, 'the rollout reached its target')
  t.same(r.deletedPods, [], 'no Pod deleted')
  t.ok(r.pods.every((p) => p.uidBefore !== null && p.uidBefore === p.uidAfter), 'every Pod keeps its name and UID')
  t.equal(r.pods.filter((p) => p.restarts === 1).length, updated, `${updated} Pods restarted their container once`)
  t.ok(r.pods.every((p) => p.restarts <= 1), 'no container restarted twice')
  t.same(r.rounds.map((x) => x.pods), r.plannedRounds, 'the rounds are the ones the plan projected')
  t.ok(r.rounds.every((x) => x.path === 'in-place'))
}

const image = { app: 'nginx:1.26' }
const cases: { name: string; cs: CloneSetSpec; rounds: number[]; updated: number }[] = [
  { name: 'maxUnavailable 1', cs: { maxUnavailable: 1 }, rounds: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], updated: 10 },
  { name: 'maxUnavailable 2', cs: { maxUnavailable: 2 }, rounds: [2, 2, 2, 2, 2], updated: 10 },
  { name: 'maxUnavailable 30%', cs: { maxUnavailable: '30%' }, rounds: [3, 3, 3, 1], updated: 10 },
  { name: 'partition 7, maxUnavailable 2', cs: { maxUnavailable: 2, partition: 7 }, rounds: [2, 1], updated: 3 },
  { name: 'partition 0, maxUnavailable 30%', cs: { maxUnavailable: '30%', partition: 0 }, rounds: [3, 3, 3, 1], updated: 10 },
]

for (const c of cases) {
  t.test(`10 Pods, image change in place: ${c.name}`, async (t) => {
    const r = await runSimulatedRollout({ cloneSet: cloneSetObject({ replicas: 10, ...c.cs }), setImages: image })
    assertInPlace(t, r, c.updated)
    t.same(r.rounds.map((x) => x.pods.length), c.rounds)
    const pods = r.cluster.allPods()
    t.equal(pods.filter((p) => p.spec.containers[0].image === 'nginx:1.26').length, c.updated)
    t.equal(r.final.updatedReadyReplicas, c.updated)
    for (const p of pods.filter((x) => x.spec.containers[0].image === 'nginx:1.26')) {
      t.equal(p.metadata.labels?.['lifecycle.apps.kruise.io/state'], 'Normal')
      t.equal(p.status?.conditions?.find((x) => x.type === 'InPlaceUpdateReady')?.status, 'True')
      const state = parseInPlaceUpdateState(p.metadata.annotations!['apps.kruise.io/inplace-update-state'])
      t.equal(state.revision, r.updateRevision)
      t.ok(state.updateImages)
    }
  })
}

t.test('a failed image pull halts the rollout within the budget, and diagnose names it', async (t) => {
  const seed = await runSimulatedRollout({ cloneSet: cloneSetObject({ replicas: 10, maxUnavailable: 1 }), setImages: image })
  const victim = seed.rounds[0].pods[0]
  const r = await runSimulatedRollout({ cloneSet: cloneSetObject({ replicas: 10, maxUnavailable: 1 }), setImages: image, failPull: [victim], maxSeconds: 600 })
  t.notOk(r.completed)
  t.equal(r.diagnosis?.reason, 'image-pull-failing')
  t.same(r.diagnosis?.pods, [victim])
  t.match(r.diagnosis?.message, /cannot pull nginx:1\.26 \(ErrImagePull\)/)
  t.equal(r.cluster.pod('default', victim)!.status?.containerStatuses?.[0].state?.waiting?.reason, 'ErrImagePull')
  t.equal(r.rounds.length, 1, 'halted after the first Pod: it holds the whole budget')
  t.equal(r.final.plan.quota.unavailable, 1, 'never more than maxUnavailable Pods down')
  t.ok(r.final.reasons.some((x) => x.reason === 'budget-exhausted'), 'the exhausted budget is reported too')
  t.equal(r.final.updatedReplicas, 1)
  t.equal(r.final.updatedReadyReplicas, 0)
  t.same(r.deletedPods, [])

  const wider = await runSimulatedRollout({ cloneSet: cloneSetObject({ replicas: 10, maxUnavailable: 2 }), setImages: image, failPull: [victim], maxSeconds: 600 })
  t.notOk(wider.completed)
  t.equal(wider.diagnosis?.reason, 'image-pull-failing')
  t.equal(wider.final.updatedReadyReplicas, 9, 'with maxUnavailable 2 the other slot carries the rest of the rollout')
})

t.test('two Pods already NotReady with maxUnavailable 1: the negative budget is diagnosed', async (t) => {
  const r = await runSimulatedRollout({ cloneSet: cloneSetObject({ replicas: 10, maxUnavailable: 1 }), setImages: image, notReady: 2, maxSeconds: 600 })
  t.notOk(r.completed)
  t.equal(r.diagnosis?.reason, 'negative-budget')
  t.match(r.diagnosis?.message, /maxUnavailable is 1 but 2 Pods are already unavailable .*the budget is -1/)
  t.equal(r.final.plan.quota.budget, -1)
  t.equal(r.rounds.length, 1, 'only an already-unavailable Pod moved: it costs no available capacity')
})

t.test('a two-container Pod with launch priority updates in two batches', async (t) => {
  const cs = cloneSetObject({
    replicas: 2, maxUnavailable: 1,
    containers: [{ name: 'app', image: 'app:1' }, { name: 'sidecar', image: 'envoy:1' }],
    templateAnnotations: { 'apps.kruise.io/container-launch-priority': 'Ordered' },
  })
  const r = await runSimulatedRollout({ cloneSet: cs, setImages: { app: 'app:2', sidecar: 'envoy:2' } })
  t.ok(r.completed)
  t.same(r.deletedPods, [])
  for (const p of r.cluster.allPods()) {
    const state = parseInPlaceUpdateState(p.metadata.annotations!['apps.kruise.io/inplace-update-state'])
    t.same(state.containerBatchesRecord?.map((b) => b.containers), [['app'], ['sidecar']], `${p.metadata.name}: two batches`)
    t.ok(Date.parse(state.containerBatchesRecord![1].timestamp) > Date.parse(state.containerBatchesRecord![0].timestamp), 'the second batch waits for the first to be ready')
    t.same(p.spec.containers.map((c) => c.image), ['app:2', 'envoy:2'])
    t.same(p.status?.containerStatuses?.map((s) => s.restartCount), [1, 1])
  }
})

t.test('InPlaceIfPossible with an env change recreates: specified-delete, delete, replacement', async (t) => {
  const cs = cloneSetObject({ replicas: 3, maxUnavailable: 1, containers: [{ name: 'app', image: 'nginx:1.25', env: [{ name: 'LOG_LEVEL', value: 'info' }] }] })
  const r = await runSimulatedRollout({
    cloneSet: cs,
    change: (c) => {
      ((c.spec.template as { spec: { containers: { env: { value: string }[] }[] } }).spec.containers[0].env[0]).value = 'debug'
      return c
    },
  })
  t.ok(r.completed)
  t.equal(r.deletedPods.length, 3, 'each old Pod deleted once')
  t.ok(r.rounds.every((x) => x.path === 'recreate'))
  const seeded = r.pods.filter((p) => p.uidBefore !== null)
  t.ok(seeded.every((p) => p.uidAfter === null && p.replacedBy), 'old Pods are gone, each replaced')
  const live = r.cluster.allPods()
  t.equal(live.length, 3)
  t.ok(live.every((p) => !seeded.some((s) => s.uidBefore === p.metadata.uid)), 'new UIDs')
})

t.test('InPlaceOnly with an env change: FailedUpdate with Kruise\'s message, nothing touched', async (t) => {
  const cs = cloneSetObject({ replicas: 3, policy: 'InPlaceOnly', containers: [{ name: 'app', image: 'nginx:1.25', env: [{ name: 'LOG_LEVEL', value: 'info' }] }] })
  const r = await runSimulatedRollout({
    cloneSet: cs,
    change: (c) => {
      ((c.spec.template as { spec: { containers: { env: { value: string }[] }[] } }).spec.containers[0].env[0]).value = 'debug'
      return c
    },
    maxSeconds: 120,
  })
  t.notOk(r.completed)
  t.equal(r.diagnosis?.reason, 'in-place-only-impossible')
  const status = r.cluster.cloneSet('default', 'web')!.status!
  t.match(status.conditions?.find((c) => c.type === 'FailedUpdate')?.message, /^find Pod web-\w+ update strategy is InPlaceOnly but can not update in-place$/)
  t.same(r.deletedPods, [])
  t.ok(r.pods.every((p) => p.restarts === 0 && p.uidBefore === p.uidAfter))
  t.notMatch(JSON.stringify(r.final.reasons), /debug/, 'env values never appear')
})

t.test('a grace period delays the spec change by gracePeriodSeconds', async (t) => {
  const r = await runSimulatedRollout({ cloneSet: cloneSetObject({ replicas: 2, maxUnavailable: 1, graceSeconds: 10 }), setImages: image })
  assertInPlace(t, r, 2)
  t.ok(r.pods.every((p) => (p.seconds ?? 0) >= 10), 'each Pod took at least the grace period')
})

t.test('a label read by an env fieldRef changes in place: the container restarts for its new env (kruise-daemon path)', async (t) => {
  const cs = cloneSetObject({
    replicas: 3, maxUnavailable: 1,
    containers: [
      { name: 'app', image: 'app:1', env: [{ name: 'VERSION', valueFrom: { fieldRef: { fieldPath: "metadata.labels['version']" } } }] },
      { name: 'sidecar', image: 'envoy:1' },
    ],
  })
  ;((cs.spec as { template: { metadata: { labels: Record<string, string> } } }).template.metadata.labels).version = 'v1'
  const r = await runSimulatedRollout({
    cloneSet: cs,
    change: (c) => {
      ((c.spec.template as { metadata: { labels: Record<string, string> } }).metadata.labels).version = 'v2'
      return c
    },
  })
  assertInPlace(t, r, 3)
  for (const p of r.cluster.allPods()) {
    t.equal(p.metadata.labels?.version, 'v2')
    t.same(p.status?.containerStatuses?.map((s) => [s.name, s.restartCount]), [['app', 1], ['sidecar', 0]], 'only the container reading the label restarts')
    const state = parseInPlaceUpdateState(p.metadata.annotations!['apps.kruise.io/inplace-update-state'])
    t.ok(state.updateEnvFromMetadata)
    t.ok(p.metadata.annotations?.['apps.kruise.io/runtime-containers-meta'], 'kruise-daemon reported the container hashes')
  }
})

t.test('the cluster\'s Kruise release decodes the template: a field its Go types lack changes nothing', async (t) => {
  // k8s.io/api v0.32 (Kruise 1.9) has PodSecurityContext.supplementalGroupsPolicy; v0.30 (Kruise 1.8) drops it.
  const before = cloneSetObject({ replicas: 4, maxUnavailable: 1 }) as Record<string, any>
  before.spec.template.spec.securityContext = { supplementalGroupsPolicy: 'Merge' }
  const change = (cs: Record<string, any>) => {
    const next = structuredClone(cs)
    next.spec.template.spec.securityContext.supplementalGroupsPolicy = 'Strict'
    return next as never
  }
  const on19 = await runSimulatedRollout({ cloneSet: before, change, kruise: '1.9' })
  t.ok(on19.completed)
  t.equal(on19.deletedPods.length, 4, 'Kruise 1.9 sees a pod-spec change: every Pod is recreated')
  const on18 = await runSimulatedRollout({ cloneSet: before, change, kruise: '1.8' })
  t.same(on18.rounds, [], 'Kruise 1.8 drops the field: no round')
  t.same(on18.deletedPods, [], 'and no Pod is touched')
})

t.test('a new revision too long for the Pods\' label: the recreated Pod is refused, the rollout stalls, and the controller says why', async (t) => {
  // 53 characters: its revision <name>-<hash> has 63 or 64 characters, by the template's hash.
  const name = `web-${'x'.repeat(49)}`
  const object = (image: string) => cloneSetObject({ name, replicas: 3, policy: 'ReCreate', maxUnavailable: 1, containers: [{ name: 'app', image }] })
  const revisionLength = (image: string) => resolveUpdateRevision(readCloneSet(object(image)), [], 0, resolveGates()).name.length
  const images = Array.from({ length: 200 }, (_, i) => `nginx:1.${i}`)
  const fits = images.find((i) => revisionLength(i) === 63)!
  const tooLong = images.find((i) => revisionLength(i) === 64)!
  const r = await runSimulatedRollout({ cloneSet: object(fits), setImages: { app: tooLong }, maxSeconds: 600 })
  t.equal(r.updateRevision.length, 64, `the new revision ${r.updateRevision} has 64 characters`)
  t.notOk(r.completed, 'not completed')
  t.equal(r.cluster.allPods().length, 2, 'the deleted Pod is not replaced: one Pod fewer')
  const failed = r.cluster.allEvents().filter((e) => e.reason === 'FailedCreate')
  t.ok(failed.length > 0, 'FailedCreate Events on the CloneSet')
  t.match(failed[0]?.message, `failed to create pod: Pod "${name}-`)
  t.match(failed[0]?.message, `metadata.labels: Invalid value: "${r.updateRevision}": must be no more than 63 bytes`)
  t.notMatch(failed[0]?.message, ', pod: {', 'no Pod JSON in the Event')
  t.ok(r.final.reasons.some((x) => x.reason === 'pod-create-refused'), `diagnosed: ${r.final.reasons.map((x) => x.reason).join(', ')}`)
})
