import t from 'tap'
import { predictUpdate } from '../../../src/engine/inplace/prediction.js'
import { predictUnitedDeploymentCreate, predictUnitedDeploymentUpdate, renderSubsetChildren } from '../../../src/engine/inplace/unitedDeploymentPrediction.js'
import { resolveGates } from '../../../src/engine/kruise/gates.js'
import { readUnitedDeployment } from '../../../src/engine/workloads/unitedDeployment.js'
import { unitedDeploymentRevisionName } from '../../../src/engine/workloads/unitedDeploymentRevision.js'
import { type Json, unitedDeployment } from '../support/unitedDeployments.js'

/**
 * A subset's child is a CloneSet or Advanced StatefulSet like any other: the traps its template alone decides hold for
 * it, under the UnitedDeployment's template field. Those that read replicas or partition (which the UnitedDeployment's
 * allocator and manualUpdate set) are left out, and so are those its own messages already give.
 */

const TRACK_ENV = { name: 'TRACK', valueFrom: { fieldRef: { fieldPath: "metadata.labels['track']" } } }
const withTrack = (ud: Json, track?: string): Json => {
  const template = ud.spec.template.cloneSetTemplate.spec.template
  template.spec.containers[0].env = [TRACK_ENV]
  if (track !== undefined) template.metadata.labels.track = track
  return ud
}
const inPlace = (options: Parameters<typeof unitedDeployment>[1] = {}) => unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible', ...options })
const claims = (storage: string) => ({ volumeClaimTemplates: [{ metadata: { name: 'data' }, spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage } } } }] })

const rows: { name: string; old: Json; new: Json; traps: { id: string; field: string; text: RegExp }[] }[] = [
  {
    name: 'a paused child template',
    old: inPlace({ spec: { updateStrategy: { type: 'InPlaceIfPossible', paused: true } } }),
    new: inPlace({ image: 'registry/app:2', spec: { updateStrategy: { type: 'InPlaceIfPossible', paused: true } } }),
    traps: [{ id: 'paused', field: 'spec.template.cloneSetTemplate.spec.updateStrategy.paused', text: /^the update strategy is paused/ }],
  },
  {
    name: 'a label an env fieldRef reads is removed: its readers keep the old value',
    old: withTrack(inPlace(), 'stable'), new: withTrack(inPlace()),
    traps: [{ id: 'env-metadata-stale', field: 'spec.template.cloneSetTemplate.spec.template.metadata.labels.track', text: /^container app reads spec\.template\.metadata\.labels\.track through an env fieldRef but will not be restarted \(removing a key/ }],
  },
  {
    name: 'claim templates changed with an in-place update',
    old: inPlace({ spec: claims('1Gi') }), new: inPlace({ image: 'registry/app:2', spec: claims('2Gi') }),
    traps: [{ id: 'vct-with-in-place', field: 'spec.template.cloneSetTemplate.spec.volumeClaimTemplates', text: /^volumeClaimTemplates changed with an in-place update/ }],
  },
  { name: 'an image change, nothing else', old: inPlace(), new: inPlace({ image: 'registry/app:2' }), traps: [] },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const prediction = predictUnitedDeploymentUpdate(row.old, row.new)
    for (const s of prediction.subsets) {
      t.same(s.traps.map((x) => ({ id: x.id, field: x.field })), row.traps.map(({ id, field }) => ({ id, field })), `subset ${s.subset}`)
      row.traps.forEach((want, i) => t.match(s.traps[i]?.message, want.text))
      // The same child written alone: the same trap.
      for (const want of row.traps) t.ok(s.prediction?.traps.some((x) => x.id === want.id), `subset ${s.subset}: the child's own prediction has ${want.id}`)
    }
  })
}

t.test('a manualUpdate partition holding every Pod: the child\'s trap reads replicas the allocator sets, so the subset leaves it out', async (t) => {
  const old = inPlace()
  const next = inPlace({ image: 'registry/app:2' })
  next.spec.updateStrategy = { type: 'Manual', manualUpdate: { partitions: { 'zone-a': 5 } } }
  const before = readUnitedDeployment(old)
  const after = readUnitedDeployment(next)
  const gates = resolveGates()
  const revisions = { old: unitedDeploymentRevisionName(before, { gates, release: '1.9' }), new: unitedDeploymentRevisionName(after, { gates, release: '1.9' }) }
  const { oldChild, newChild } = renderSubsetChildren(before, after, before.subsets[0]!, after.subsets[0]!, revisions, '1.9')
  t.ok(predictUpdate(oldChild, newChild).traps.some((x) => x.id === 'partition-holds-all'), 'the child alone: partition-holds-all')
  t.same(predictUnitedDeploymentUpdate(old, next).subsets[0]!.traps, [], 'the subset: not reported')
})

/**
 * Neither Kruise's UnitedDeployment webhook nor the StatefulSet child's own check runs Kubernetes' Pod validation, so
 * the API server refuses the child's Pods: a trap at the UnitedDeployment's field. A Deployment child's template is
 * refused by the UnitedDeployment's webhook, a CloneSet child's by its CloneSet webhook: refusals, not this trap.
 */
const PORTED = { containers: [{ name: 'app', image: 'registry/app:1', ports: [{ name: 'http-metrics-012', containerPort: 8080 }] }] }
const podsRefusedRows: { kind: Parameters<typeof unitedDeployment>[0]; field?: string; words?: RegExp }[] = [
  { kind: 'AdvancedStatefulSet', field: 'spec.template.advancedStatefulSetTemplate.spec.template.spec.containers[app].ports[0].name', words: /^Neither OpenKruise's UnitedDeployment webhook nor its StatefulSet webhook runs/ },
  { kind: 'StatefulSet', field: 'spec.template.statefulSetTemplate.spec.template.spec.containers[app].ports[0].name', words: /^Neither OpenKruise's UnitedDeployment webhook nor the API server's StatefulSet validation runs/ },
  { kind: 'Deployment' },
  { kind: 'CloneSet' },
]

for (const row of podsRefusedRows) {
  t.test(`a ${row.kind} child's port name of 16 characters: ${row.field === undefined ? 'no pods-refused trap' : 'its Pods are refused'}`, async (t) => {
    const old = unitedDeployment(row.kind)
    const ported = unitedDeployment(row.kind, { podSpec: PORTED })
    const predictions = { created: predictUnitedDeploymentCreate(ported), updated: predictUnitedDeploymentUpdate(old, ported), kept: predictUnitedDeploymentUpdate(ported, ported) }
    for (const [how, prediction] of Object.entries(predictions)) {
      t.equal(prediction.subsets.length, 2, how)
      for (const s of prediction.subsets) {
        const traps = s.traps.filter((x) => x.id === 'pods-refused')
        if (row.field === undefined) {
          t.same(traps, [], `${how}, subset ${s.subset}: none`)
          const refused = [...prediction.kruiseWebhookRefusals.map((r) => r.field), ...s.childRefusals]
          t.match(refused, [/ports\[0\]\.name|port name "http-metrics-012"/], `${how}, subset ${s.subset}: refused instead`)
          continue
        }
        t.same(traps.map((x) => x.field), [row.field], `${how}, subset ${s.subset}: at the UnitedDeployment's field`)
        t.match(traps[0]?.message, row.words)
        t.match(traps[0]?.message, /refuses each Pod the controller creates from this template \(a FailedCreate Event\).*\.ports\[0\]\.name: port name "http-metrics-012"/)
      }
    }
  })
}

t.test("a subset patch that breaks the Pods: only that subset's are refused, at the template's fields", async (t) => {
  const ud = unitedDeployment('AdvancedStatefulSet', {
    subsets: [{ name: 'zone-a' }, { name: 'zone-b', patch: { spec: { containers: [{ name: 'app', volumeMounts: [{ name: 'cache', mountPath: '/cache' }] }] } } }],
  })
  const traps = Object.fromEntries(predictUnitedDeploymentCreate(ud).subsets.map((s) => [s.subset, s.traps.filter((x) => x.id === 'pods-refused').map((x) => x.field)]))
  t.same(traps, { 'zone-a': [], 'zone-b': ['spec.template.advancedStatefulSetTemplate.spec.template.spec.containers[app].volumeMounts[0].name'] })
})

t.test("a claim template of the mounted name: the StatefulSet child's Pods have that volume", async (t) => {
  const podSpec = { containers: [{ name: 'app', image: 'registry/app:1', volumeMounts: [{ name: 'data', mountPath: '/data' }] }] }
  const claimed = unitedDeployment('StatefulSet', { podSpec, spec: claims('1Gi') })
  t.same(predictUnitedDeploymentCreate(claimed).subsets.flatMap((s) => s.traps), [], 'no trap')
  const unclaimed = unitedDeployment('StatefulSet', { podSpec })
  t.same(predictUnitedDeploymentCreate(unclaimed).subsets.flatMap((s) => s.traps.map((x) => x.field)), Array(2).fill('spec.template.statefulSetTemplate.spec.template.spec.containers[app].volumeMounts[0].name'), 'without it: each subset\'s Pods are refused')
})
