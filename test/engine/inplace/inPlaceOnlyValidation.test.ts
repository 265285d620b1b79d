import t from 'tap'
import { readFileSync } from 'node:fs'
import { predictUpdate } from '../../../src/engine/inplace/prediction.js'
import { kruiseWebhookOperation } from '../../../src/engine/inplace/inPlaceOnlyValidation.js'
import { type Json, cloneSet, container, edit, podTemplate, statefulSet, withReadinessGate } from '../support/builders.js'

/** The v1alpha1 InPlaceOnly review fixture: the old object is the base every row edits. */
function base(): Record<string, any> {
  const review = JSON.parse(readFileSync(new URL('../../fixtures/admission/update-env-inplaceonly-v1alpha1.json', import.meta.url), 'utf8'))
  return review.request.oldObject
}

function edited(edit: (cs: Record<string, any>) => void): [Record<string, any>, Record<string, any>] {
  const before = base()
  const after = structuredClone(before)
  edit(after)
  return [before, after]
}

// Each row: what Kruise's ValidateCloneSetUpdate compares (both template specs, defaulted), and every operation it
// would reject, in its own spelling (`op /path` relative to spec.template.spec).
const rows: { name: string; edit: (cs: Record<string, any>) => void; old?: (cs: Record<string, any>) => void; gates?: Record<string, boolean>; rejects: string[] }[] = [
  { name: 'an image replace passes', edit: (cs) => { cs.spec.template.spec.containers[0].image = 'registry.example.com/shop/web:1.5.0' }, rejects: [] },
  { name: 'template metadata is not compared', edit: (cs) => { cs.spec.template.metadata.labels.track = 'canary' }, rejects: [] },
  { name: 'a change outside the template is not compared', edit: (cs) => { cs.spec.replicas = 9 }, rejects: [] },
  { name: 'an env value is rejected', edit: (cs) => { cs.spec.template.spec.containers[0].env[0].value = 'warn' }, rejects: ['replace /containers/0/env/0/value'] },
  {
    name: 'a resize is rejected even when Kruise would resize it in place',
    gates: { InPlaceWorkloadVerticalScaling: true },
    edit: (cs) => { cs.spec.template.spec.containers[0].resources.requests.cpu = '500m' },
    rejects: ['replace /containers/0/resources/requests/cpu'],
  },
  {
    name: 'every rejected operation is listed, the image replace is not',
    edit: (cs) => {
      const [app, shipper] = cs.spec.template.spec.containers
      app.image = 'registry.example.com/shop/web:1.5.0'
      app.env[0].value = 'warn'
      shipper.args = ['--verbose']
    },
    rejects: ['replace /containers/0/env/0/value', 'remove /containers/1/args/1', 'replace /containers/1/args/0'],
  },
  {
    name: 'a defaulted field written out is no change',
    edit: (cs) => { cs.spec.template.spec.containers[1].imagePullPolicy = 'IfNotPresent'; cs.spec.template.spec.enableServiceLinks = undefined },
    rejects: [],
  },
  {
    name: 'an added container is rejected',
    edit: (cs) => { cs.spec.template.spec.containers.push({ name: 'extra', image: 'busybox:1.36' }) },
    rejects: ['add /containers/2'],
  },
  {
    name: 'an init container image is rejected (only /containers/N/image passes)',
    old: (cs) => { cs.spec.template.spec.initContainers = [{ name: 'init', image: 'busybox:1.36' }] },
    edit: (cs) => { cs.spec.template.spec.initContainers = [{ name: 'init', image: 'busybox:1.37' }] },
    rejects: ['replace /initContainers/0/image'],
  },
  {
    name: 'the new strategy decides: InPlaceIfPossible -> InPlaceOnly is checked',
    old: (cs) => { cs.spec.updateStrategy.type = 'InPlaceIfPossible' },
    edit: (cs) => { cs.spec.updateStrategy.type = 'InPlaceOnly'; cs.spec.template.spec.containers[0].env[0].value = 'warn' },
    rejects: ['replace /containers/0/env/0/value'],
  },
  {
    name: 'the new strategy decides: InPlaceOnly -> InPlaceIfPossible is not checked',
    edit: (cs) => { cs.spec.updateStrategy.type = 'InPlaceIfPossible'; cs.spec.template.spec.containers[0].env[0].value = 'warn' },
    rejects: [],
  },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const [before, after] = edited(row.edit)
    if (row.old) { row.old(before); row.old(after); row.edit(after) }
    const prediction = predictUpdate(before, after, { gates: row.gates })
    t.same(prediction.kruiseWebhookRejects.map(kruiseWebhookOperation), row.rejects)
  })
}

t.test('released Kruise validates v1alpha1 only: a v1beta1 CloneSet gets no such list', async (t) => {
  const review = JSON.parse(readFileSync(new URL('../../fixtures/admission/update-env-inplaceonly-v1beta1.json', import.meta.url), 'utf8'))
  const prediction = predictUpdate(review.request.oldObject, review.request.object)
  t.equal(prediction.outcome, 'recreate')
  t.same(prediction.kruiseWebhookRejects, [])
})

// Advanced StatefulSet (validateTemplateInPlaceOnly, pkg/webhook/statefulset/validating, v1.9.1): the same diff of
// spec.template.spec, but its pattern `/containers/([0-9]+)/image` is unanchored and both served versions are checked.
const app = container('app', 'app:1', { imagePullPolicy: 'IfNotPresent', env: [{ name: 'LOG_LEVEL', value: 'info' }] })
const stsTemplate = withReadinessGate(podTemplate([app, container('sidecar', 'side:1')], { labels: { app: 'db' } }))
const stsRows: { name: string; edit: (x: Json) => void; rejects: string[]; cloneSetRejects: string[] }[] = [
  { name: 'an image replace passes both', edit: (x) => { x.spec.containers[0].image = 'app:2' }, rejects: [], cloneSetRejects: [] },
  { name: 'writing out Kruise\'s default pull policy (Always) is no change', edit: (x) => { x.spec.containers[1].imagePullPolicy = 'Always' }, rejects: [], cloneSetRejects: [] },
  {
    name: 'an imagePullPolicy replace passes the unanchored pattern, not CloneSet\'s',
    edit: (x) => { x.spec.containers[0].imagePullPolicy = 'Always' },
    rejects: [], cloneSetRejects: ['replace /containers/0/imagePullPolicy'],
  },
  {
    name: 'an env value is rejected by both',
    edit: (x) => { x.spec.containers[0].env[0].value = 'debug' },
    rejects: ['replace /containers/0/env/0/value'], cloneSetRejects: ['replace /containers/0/env/0/value'],
  },
  {
    name: 'an init container image is rejected by both (the pattern needs "/containers/")',
    edit: (x) => { x.spec.initContainers = [{ name: 'init', image: 'busybox:1.37' }] },
    rejects: ['add /initContainers'], cloneSetRejects: ['add /initContainers'],
  },
  {
    name: 'a sidecar image replace next to a pull policy replace (Kruise defaults it to Always): only the controller refuses',
    edit: (x) => { x.spec.containers[1].image = 'side:2'; x.spec.containers[1].imagePullPolicy = 'IfNotPresent' },
    rejects: [], cloneSetRejects: ['replace /containers/1/imagePullPolicy'],
  },
]

for (const version of ['v1alpha1', 'v1beta1'] as const) {
  for (const row of stsRows) {
    t.test(`Advanced StatefulSet ${version}: ${row.name}`, async (t) => {
      const before = statefulSet(stsTemplate, { version, policy: 'InPlaceOnly' })
      const after = statefulSet(edit(stsTemplate, row.edit), { version, policy: 'InPlaceOnly' })
      t.same(predictUpdate(before, after).kruiseWebhookRejects.map(kruiseWebhookOperation), row.rejects)
      const csBefore = cloneSet(stsTemplate, { version: 'v1alpha1', policy: 'InPlaceOnly' })
      const csAfter = cloneSet(edit(stsTemplate, row.edit), { version: 'v1alpha1', policy: 'InPlaceOnly' })
      t.same(predictUpdate(csBefore, csAfter).kruiseWebhookRejects.map(kruiseWebhookOperation), row.cloneSetRejects, 'a v1alpha1 CloneSet, for comparison')
    })
  }
}

t.test('Advanced StatefulSet: only the new object\'s InPlaceOnly is checked', async (t) => {
  const before = statefulSet(stsTemplate, { policy: 'InPlaceOnly' })
  const after = statefulSet(edit(stsTemplate, (x) => { x.spec.containers[0].env[0].value = 'debug' }), { policy: 'InPlaceIfPossible' })
  t.same(predictUpdate(before, after).kruiseWebhookRejects, [])
})
