import t from 'tap'
import { readFileSync } from 'node:fs'
import { readCloneSet, readPreviousCloneSet } from '../../../src/engine/workloads/cloneSet.js'
import { type UpdateSpec, calculateInPlaceUpdateSpec } from '../../../src/engine/inplace/eligibility.js'
import type { KruiseRelease } from '../../../src/engine/kruise/releases.js'
import { predictUpdate } from '../../../src/engine/inplace/prediction.js'

function base(): Record<string, any> {
  const review = JSON.parse(readFileSync(new URL('../../fixtures/admission/update-env-inplaceonly-v1alpha1.json', import.meta.url), 'utf8'))
  return review.request.oldObject
}

// Pairs from the conformance suite's disagreements: a real change beside a field the release's Go types drop. Kruise
// decodes both CloneSets before it builds the revisions, so its UpdateSpec is the one of the real change alone; the
// engine's UpdateSpec (what the reconciler applies) and its prediction must start from the same decode.
const rows: {
  name: string
  kruise?: KruiseRelease
  edit: (cs: Record<string, any>) => void
  dropped: string[]
  spec: Omit<UpdateSpec, 'revision'> | null
}[] = [
  {
    name: 'image change + imagePullPolcy typo: in place, the typo dropped',
    edit: (cs) => { cs.spec.template.spec.containers[0].image = 'registry.example.com/shop/web:1.5.0'; cs.spec.template.spec.containers[0].imagePullPolcy = 'Always' },
    dropped: ['spec.template.spec.containers[app].imagePullPolcy'],
    spec: { containerImages: { app: 'registry.example.com/shop/web:1.5.0' } },
  },
  {
    name: 'template annotation added + readinessProbe periodSecond typo: a metadata patch only',
    edit: (cs) => { cs.spec.template.metadata.annotations = { 'example.com/build': '42' }; cs.spec.template.spec.containers[0].readinessProbe.periodSecond = 3 },
    dropped: ['spec.template.spec.containers[app].readinessProbe.periodSecond'],
    spec: { metaDataPatch: { annotations: { 'example.com/build': '42' } } },
  },
  {
    name: 'sidecar image + spec.hostnameOverride (newer than k8s.io/api v0.32): in place for Kruise 1.9',
    edit: (cs) => { cs.spec.template.spec.containers[1].image = 'registry.example.com/infra/log-shipper:2.2.0'; cs.spec.template.spec.hostnameOverride = 'web' },
    dropped: ['spec.template.spec.hostnameOverride'],
    spec: { containerImages: { 'log-shipper': 'registry.example.com/infra/log-shipper:2.2.0' } },
  },
  {
    name: 'image + securityContext.seLinuxChangePolicy: Kruise 1.8 (k8s.io/api v0.30) drops it, in place',
    kruise: '1.8',
    edit: (cs) => { cs.spec.template.spec.containers[0].image = 'registry.example.com/shop/web:1.5.0'; cs.spec.template.spec.securityContext = { seLinuxChangePolicy: 'MountOption' } },
    dropped: ['spec.template.spec.securityContext.seLinuxChangePolicy'],
    spec: { containerImages: { app: 'registry.example.com/shop/web:1.5.0' } },
  },
  {
    name: 'image + securityContext.seLinuxChangePolicy: Kruise 1.9 knows it, so the Pod spec change recreates',
    kruise: '1.9',
    edit: (cs) => { cs.spec.template.spec.containers[0].image = 'registry.example.com/shop/web:1.5.0'; cs.spec.template.spec.securityContext = { seLinuxChangePolicy: 'MountOption' } },
    dropped: [],
    spec: null,
  },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const old = base()
    const updated = structuredClone(old)
    row.edit(updated)
    const view = readCloneSet(updated, { kruise: row.kruise })
    const before = readPreviousCloneSet(old, { kruise: row.kruise })
    t.same(view.droppedFields.map((f) => f.path), row.dropped, 'the fields the decode drops')
    const spec = calculateInPlaceUpdateSpec(before.template, view.template, { revision: 'r2', ignoreVctHashDiff: true })
    if (row.spec === null) t.equal(spec, null, 'no UpdateSpec: not in place')
    else t.same(spec, { revision: 'r2', ...row.spec }, 'the UpdateSpec of the real change alone')
    const prediction = predictUpdate(old, updated, { kruise: row.kruise })
    t.equal(prediction.eligibility, row.spec === null ? 'recreate' : 'in-place', 'the prediction agrees with the UpdateSpec')
    t.same(prediction.droppedFields, view.droppedFields, 'the prediction reports the same dropped fields')
  })
}

t.test('the decoded view keeps the raw object as it came', async (t) => {
  const cs = base()
  cs.spec.template.spec.containers[0].imagePullPolcy = 'Always'
  const view = readCloneSet(cs)
  t.equal(view.raw, cs)
  t.notOk('imagePullPolcy' in (view.template.spec!.containers as Record<string, unknown>[])[0]!, 'the template has no unknown field')
  t.equal(cs.spec.template.spec.containers[0].imagePullPolcy, 'Always', 'the input is not mutated')
})
