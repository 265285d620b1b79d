import t from 'tap'
import type { PodUpdatePolicy } from '../../../src/engine/workloads/cloneSet.js'
import type { FeatureGates } from '../../../src/engine/kruise/gates.js'
import { type Prediction, predictCreate, predictUpdate } from '../../../src/engine/inplace/prediction.js'
import type { Trap, TrapId } from '../../../src/engine/inplace/traps.js'
import { type CloneSetOptions, type Json, cloneSet, container, edit, podTemplate, vct } from '../support/builders.js'

/** Rollout traps (spec §1.3, §3.2, §6): the update is legal but will not go as the author expects. */

const base = podTemplate([container('app', 'app:1', { env: [{ name: 'TRACK', valueFrom: { fieldRef: { fieldPath: "metadata.labels['track']" } } }] })],
  { labels: { app: 'web', track: 'stable' }, annotations: { team: 'shop' } })
const image = edit(base, (x) => { x.spec.containers[0].image = 'app:2' })
const envChange = edit(base, (x) => { x.spec.containers[0].env.push({ name: 'MODE', value: 'fast' }) })
const annotation = edit(base, (x) => { x.metadata.annotations.team = 'checkout' })
const trackLabel = edit(base, (x) => { x.metadata.labels.track = 'canary' })

interface Case {
  name: string
  options?: CloneSetOptions
  /** The new template; omit for CREATE (predictCreate). */
  to?: Json
  gates?: Partial<FeatureGates>
  expect: Partial<Record<TrapId, Partial<Omit<Trap, 'message'>> & { message?: RegExp }>>
  absent?: TrapId[]
}

function predict(c: Case): Prediction {
  if (!c.to) return predictCreate(cloneSet(base, c.options), { gates: c.gates })
  return predictUpdate(cloneSet(base, c.options), cloneSet(c.to as never, c.options), { gates: c.gates })
}

const beta = 'spec.updateStrategy.rollingUpdate'
const alpha = 'spec.updateStrategy'

const CASES: Case[] = [
  // maxUnavailable that resolves to 0 (spec §1.3, §6 #12, #13)
  {
    name: 'maxUnavailable "12.5%" with maxSurge 0: the controller reads 0, nothing ever updates', to: image,
    options: { replicas: 8, rolling: { maxUnavailable: '12.5%' } },
    expect: { 'max-unavailable-zero': { severity: 'warning', field: `${beta}.maxUnavailable` } },
  },
  {
    name: 'v1alpha1: the same trap names the v1alpha1 field', to: image,
    options: { version: 'v1alpha1', replicas: 8, rolling: { maxUnavailable: '12.5%' } },
    expect: { 'max-unavailable-zero': { field: `${alpha}.maxUnavailable` } },
  },
  {
    name: 'maxUnavailable "12.5%" is visible on CREATE', options: { replicas: 8, rolling: { maxUnavailable: '12.5%' } },
    expect: { 'max-unavailable-zero': {} },
  },
  {
    name: 'maxUnavailable "0%" with maxSurge 0: Kruise refuses it (the denial names it), no trap', to: image, options: { rolling: { maxUnavailable: '0%' } },
    expect: {}, absent: ['max-unavailable-zero'],
  },
  {
    name: 'default 20% of 3 replicas with maxSurge 0 rounds UP to 1: no trap', to: image, options: { replicas: 3 },
    expect: {}, absent: ['max-unavailable-zero', 'max-unavailable-floored'],
  },
  {
    name: 'default 20% of 3 replicas with maxSurge 1 floors to 0: progress only through surge Pods', to: envChange,
    options: { replicas: 3, rolling: { maxSurge: 1 } },
    expect: { 'max-unavailable-floored': { severity: 'warning', field: `${beta}.maxUnavailable` } }, absent: ['max-unavailable-zero'],
  },
  {
    name: 'OnDelete has no rolling numbers: no maxUnavailable trap', to: image,
    options: { withoutRollingUpdate: true, replicas: 3 }, expect: { 'on-delete': { severity: 'info', field: 'spec.updateStrategy.type' } },
    absent: ['max-unavailable-zero', 'max-unavailable-floored'],
  },
  {
    name: 'zero replicas: nothing to roll', to: image, options: { replicas: 0, rolling: { maxUnavailable: '12.5%' } },
    expect: {}, absent: ['max-unavailable-zero'],
  },
  // maxSurge with in-place (kruise#2369) and with InPlaceOnly (rejected by Kruise's webhook, spec §3.2)
  {
    name: 'maxSurge > 0 with an in-place change: surge Pods are created anyway', to: image, options: { rolling: { maxSurge: 1 } },
    expect: { 'surge-with-in-place': { severity: 'warning', field: `${beta}.maxSurge` } },
  },
  {
    name: 'maxSurge > 0 on CREATE with InPlaceIfPossible', options: { rolling: { maxSurge: '25%' } },
    expect: { 'surge-with-in-place': {} },
  },
  {
    name: 'maxSurge > 0 with a recreate change: surge is what you want there', to: envChange, options: { rolling: { maxSurge: 1 } },
    expect: {}, absent: ['surge-with-in-place'],
  },
  {
    name: 'maxSurge > 0 with ReCreate: no in-place trap', to: image, options: { policy: 'ReCreate', rolling: { maxSurge: 1 } },
    expect: {}, absent: ['surge-with-in-place'],
  },
  {
    name: 'maxSurge with InPlaceOnly: Kruise refuses it (the denial names it), no trap', to: image, options: { policy: 'InPlaceOnly', rolling: { maxSurge: 1 } },
    expect: {}, absent: ['surge-with-in-place'],
  },
  {
    name: 'maxUnavailable 0 with maxSurge 0: Kruise refuses it (the denial names it), no trap', to: image, options: { rolling: { maxUnavailable: 0 } },
    expect: {}, absent: ['max-unavailable-zero'],
  },
  // partition, paused, OnDelete
  {
    name: 'partition equal to replicas holds every Pod', to: image, options: { replicas: 4, rolling: { partition: 4 } },
    expect: { 'partition-holds-all': { severity: 'warning', field: `${beta}.partition` } },
  },
  {
    name: 'partition above replicas', to: image, options: { replicas: 4, rolling: { partition: 10 } },
    expect: { 'partition-holds-all': {} },
  },
  {
    name: 'partition "100%"', to: image, options: { replicas: 4, rolling: { partition: '100%' } },
    expect: { 'partition-holds-all': {} },
  },
  {
    name: 'partition "99%" of 5 resolves to 4: one Pod moves, no trap', to: image, options: { replicas: 5, rolling: { partition: '99%' } },
    expect: {}, absent: ['partition-holds-all'],
  },
  {
    name: 'partition holds all, on CREATE', options: { replicas: 2, rolling: { partition: 2 } },
    expect: { 'partition-holds-all': {} },
  },
  {
    name: 'paused with a change', to: image, options: { rolling: { paused: true } },
    expect: { paused: { severity: 'warning', field: `${beta}.paused` } },
  },
  {
    name: 'v1alpha1 paused', to: image, options: { version: 'v1alpha1', rolling: { paused: true } },
    expect: { paused: { field: `${alpha}.paused` } },
  },
  {
    name: 'paused without a template change: nothing to warn about', to: base, options: { rolling: { paused: true, partition: 4 } },
    expect: {}, absent: ['paused', 'partition-holds-all'],
  },
  {
    name: 'OnDelete with a rollingUpdate', to: image, options: { updateType: 'OnDelete' },
    expect: { 'on-delete': { severity: 'info' } },
  },
  // metadata traps (spec §6 #17, #18)
  {
    name: 'a metadata-only change still blips readiness', to: annotation,
    expect: { 'metadata-blip': { severity: 'info', field: 'spec.template.metadata' } }, absent: ['env-metadata-stale'],
  },
  {
    name: 'no blip trap when a container restarts anyway', to: edit(annotation, (x) => { x.spec.containers[0].image = 'app:2' }),
    expect: {}, absent: ['metadata-blip'],
  },
  {
    name: 'env-referenced label with the gate on: restarted in place by kruise-daemon, not stale', to: trackLabel,
    expect: { 'env-metadata-needs-daemon': { severity: 'info', field: 'spec.template.metadata.labels.track', message: /kruise-daemon restarts it.*InPlaceUpdateReady=False/ } },
    absent: ['env-metadata-stale', 'metadata-blip'],
  },
  {
    name: 'env-referenced label with InPlaceUpdateEnvFromMetadata off: stale env', to: trackLabel, gates: { InPlaceUpdateEnvFromMetadata: false },
    expect: { 'env-metadata-stale': { severity: 'warning', field: 'spec.template.metadata.labels.track' }, 'metadata-blip': {} },
    absent: ['env-metadata-needs-daemon'],
  },
  {
    name: 'env-referenced label with KruiseDaemon off: stale env', to: trackLabel, gates: { KruiseDaemon: false },
    expect: { 'env-metadata-stale': {} }, absent: ['env-metadata-needs-daemon'],
  },
  {
    name: 'env-referenced label removed with the gate on: removal does not restart readers', to: edit(base, (x) => { delete x.metadata.labels.track }),
    expect: { 'env-metadata-stale': {} },
  },
  {
    name: 'ReCreate recreates the Pods, so their env is fresh and there is no blip', to: trackLabel, gates: { InPlaceUpdateEnvFromMetadata: false },
    options: { policy: 'ReCreate' }, expect: {}, absent: ['env-metadata-stale', 'metadata-blip'],
  },
  {
    name: 'OnDelete recreates the Pods too', to: annotation, options: { withoutRollingUpdate: true },
    expect: { 'on-delete': {} }, absent: ['env-metadata-stale', 'metadata-blip'],
  },
  // VCT-only (spec §2.6 #42)
  {
    name: 'VCT-only change, gate off: only new Pods get the new claims', to: base,
    options: { volumeClaimTemplates: [vct('data', '10Gi')] },
    expect: {}, absent: ['vct-only'],
  },
]

for (const c of CASES) {
  t.test(c.name, async (t) => {
    const p = predict(c)
    for (const [id, fields] of Object.entries(c.expect)) {
      const trap = p.traps.find((x) => x.id === id)
      t.ok(trap, `trap ${id}`)
      if (trap) t.match(trap, fields, `${id} fields`)
    }
    for (const id of c.absent ?? []) t.notOk(p.traps.some((x) => x.id === id), `no ${id}`)
    for (const trap of p.traps) t.type(trap.message, 'string')
  })
}

t.test('vct-only: the message says what happens next, depending on the gate', async (t) => {
  const oldCs = cloneSet(base, { volumeClaimTemplates: [vct('data', '10Gi')] })
  const newCs = cloneSet(base, { volumeClaimTemplates: [vct('data', '20Gi')] })
  const on = predictUpdate(oldCs, newCs, { gates: { RecreatePodWhenChangeVCTInCloneSetGate: true } })
  const off = predictUpdate(oldCs, newCs)
  for (const p of [on, off]) t.match(p.traps, [{ id: 'vct-only', severity: 'warning', field: 'spec.volumeClaimTemplates' }])
  t.match(on.traps[0]?.message, /next template change recreates every Pod/)
  t.match(off.traps[0]?.message, /only new Pods get the new claims/)
  const withImage = predictUpdate(oldCs, cloneSet(image, { volumeClaimTemplates: [vct('data', '20Gi')] }))
  t.notOk(withImage.traps.some((x) => x.id === 'vct-only'), 'not when the template changes too')
})

t.test('vct-with-in-place: claim templates changed together with an in-place update', async (t) => {
  const rows: { name: string; policy: PodUpdatePolicy; gates?: Partial<FeatureGates>; why?: RegExp }[] = [
    { name: 'InPlaceIfPossible, gate off (the default)', policy: 'InPlaceIfPossible', why: /RecreatePodWhenChangeVCTInCloneSetGate is off/ },
    { name: 'InPlaceOnly, gate on: the claims are ignored', policy: 'InPlaceOnly', gates: { RecreatePodWhenChangeVCTInCloneSetGate: true }, why: /InPlaceOnly ignores claim template changes/ },
    { name: 'InPlaceIfPossible, gate on: the Pods are recreated instead (no trap)', policy: 'InPlaceIfPossible', gates: { RecreatePodWhenChangeVCTInCloneSetGate: true } },
    { name: 'ReCreate: new Pods get the new claims (no trap)', policy: 'ReCreate' },
  ]
  for (const row of rows) {
    const p = predictUpdate(
      cloneSet(base, { policy: row.policy, volumeClaimTemplates: [vct('data', '10Gi')] }),
      cloneSet(image, { policy: row.policy, volumeClaimTemplates: [vct('data', '20Gi')] }),
      { gates: row.gates },
    )
    const trap = p.traps.find((x) => x.id === 'vct-with-in-place')
    if (!row.why) {
      t.equal(trap, undefined, row.name)
      continue
    }
    t.equal(p.outcome, 'in-place', row.name)
    t.match(trap, { severity: 'warning', field: 'spec.volumeClaimTemplates', message: row.why }, row.name)
    t.match(trap?.message, /^volumeClaimTemplates changed with an in-place update \(.*\): the Pods keep their old volumes; only Pods created later get the new claims$/)
    t.ok(trap!.message.length <= 200, 'whole in a kubectl warning')
  }
  const imageOnly = predictUpdate(cloneSet(base, { volumeClaimTemplates: [vct('data', '10Gi')] }), cloneSet(image, { volumeClaimTemplates: [vct('data', '10Gi')] }))
  t.notOk(imageOnly.traps.some((x) => x.id === 'vct-with-in-place'), 'unchanged claim templates: no trap')
})

t.test('trap messages quote only declared strategy numbers, never template values', async (t) => {
  const p = predictUpdate(cloneSet(base, { replicas: 8, rolling: { maxUnavailable: '12.5%', partition: 8, paused: true } }), cloneSet(trackLabel, { replicas: 8, rolling: { maxUnavailable: '12.5%', partition: 8, paused: true } }), { gates: { InPlaceUpdateEnvFromMetadata: false } })
  const text = p.traps.map((x) => x.message).join('\n')
  t.notMatch(text, /canary|stable/, 'label values stay out')
  t.match(text, /"12.5%"/)
})

const policies: PodUpdatePolicy[] = ['ReCreate', 'InPlaceIfPossible', 'InPlaceOnly']
t.test('an unchanged template raises no change-dependent trap under any policy', async (t) => {
  for (const policy of policies) {
    const p = predictUpdate(cloneSet(base, { policy, rolling: { paused: true, partition: 4 } }), cloneSet(base, { policy, rolling: { paused: true, partition: 4 } }))
    t.same(p.traps.map((x) => x.id).filter((id) => ['paused', 'partition-holds-all', 'on-delete', 'metadata-blip', 'env-metadata-stale'].includes(id)), [], policy)
  }
})
