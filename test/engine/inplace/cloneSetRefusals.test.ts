import t from 'tap'
import { predictCreate, predictUpdate } from '../../../src/engine/inplace/prediction.js'
import { type Json, cloneSet, cloneJson, container, podTemplate } from '../support/builders.js'

/** Kruise's CloneSet webhook (validateCloneSetSpec, validateCloneSetUpdate) beside its InPlaceOnly diff: the fields it names. */
const base = (version: 'v1alpha1' | 'v1beta1') => cloneSet(podTemplate([container('app', 'registry/app:1')], { labels: { app: 'web', tier: 'front' } }), { version })

const rows: [what: string, edit: (cs: Json) => void, fields: string[]][] = [
  ['as written', () => {}, []],
  ['a template label added', (cs) => { cs.spec.template.metadata.labels.release = 'r2' }, []],
  ['the selector\'s label removed from the template', (cs) => { delete cs.spec.template.metadata.labels.app }, ['spec.template.metadata.labels']],
  ['the selector\'s label changed in the template', (cs) => { cs.spec.template.metadata.labels.app = 'api' }, ['spec.template.metadata.labels']],
  ['an empty selector', (cs) => { cs.spec.selector = { matchLabels: {} } }, ['spec.selector', 'spec.selector']],
  ['restartPolicy Always', (cs) => { cs.spec.template.spec.restartPolicy = 'Always' }, []],
  ['restartPolicy OnFailure', (cs) => { cs.spec.template.spec.restartPolicy = 'OnFailure' }, ['spec.template.spec.restartPolicy']],
  ['restartPolicy Never', (cs) => { cs.spec.template.spec.restartPolicy = 'Never' }, ['spec.template.spec.restartPolicy']],
  ['activeDeadlineSeconds', (cs) => { cs.spec.template.spec.activeDeadlineSeconds = 600 }, ['spec.template.spec.activeDeadlineSeconds']],
  ['a selector label added, which the template has', (cs) => { cs.spec.selector.matchLabels.tier = 'front' }, ['spec.selector']],
  ['a selector label added, which the template lacks', (cs) => { cs.spec.selector.matchLabels.zone = 'a' }, ['spec.template.metadata.labels', 'spec.selector']],
  ['a selector expression added', (cs) => { cs.spec.selector.matchExpressions = [{ key: 'tier', operator: 'In', values: ['front'] }] }, ['spec.selector']],
  ['the selector written with an empty expression list (the same selector)', (cs) => { cs.spec.selector.matchExpressions = [] }, []],
  // ValidateLabelSelector; the template's labels are not matched against a selector that does not parse.
  ['a selector expression without values', (cs) => { cs.spec.selector.matchExpressions = [{ key: 'zone', operator: 'In' }] }, ['spec.selector.matchExpressions[0]', 'spec.selector']],
]
for (const version of ['v1alpha1', 'v1beta1'] as const) {
  for (const [what, edit, fields] of rows) {
    const old = base(version)
    const updated = cloneJson(old)
    edit(updated)
    t.same(predictUpdate(old, updated, { kruise: version === 'v1beta1' ? 'next' : '1.9' }).kruiseWebhookRefusals.map((r) => r.field), fields, `${version} update: ${what}`)
  }
}

t.test('on CREATE, every rule but the stored selector', async (t) => {
  const cs = base('v1alpha1')
  cs.spec.template.metadata.labels = { tier: 'front' }
  cs.spec.template.spec.activeDeadlineSeconds = 600
  t.same(predictCreate(cs).kruiseWebhookRefusals.map((r) => r.field), ['spec.template.metadata.labels', 'spec.template.spec.activeDeadlineSeconds'])
})

t.test('the rules never echo a label value', async (t) => {
  const cs = base('v1alpha1')
  cs.spec.template.metadata.labels.app = 'secret-value'
  t.notMatch(JSON.stringify(predictCreate(cs).kruiseWebhookRefusals), /secret-value/)
})
