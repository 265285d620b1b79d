import t from 'tap'
import { predictUpdate } from '../../src/engine/inplace/prediction.js'
import { applyPolicy, DEFAULT_POLICY, type PolicyConfig } from '../../src/admission/policy.js'
import { clone, fixture } from './helpers.js'

// Deny messages for updates OpenKruise's own webhook (vcloneset.kb.io) rejects under InPlaceOnly: every field listed.
const KRUISE_TOO =
  "OpenKruise's own validating webhook (vcloneset.kb.io) rejects this update too: under InPlaceOnly it allows no change to spec.template.spec other than container images, and its message names only the first other change."
const RECREATE_HOW_TO = 'To proceed, revert those fields, or set spec.updateStrategy.type to InPlaceIfPossible or ReCreate knowingly: every Pod will then be deleted and recreated.'
const APP = 'spec.template.spec.containers[app]'

const rows: {
  name: string
  edit: (cs: Record<string, any>) => void
  gates?: Record<string, boolean>
  policy?: PolicyConfig
  decision: 'allow' | 'warn' | 'deny'
  denyMessage?: string
}[] = [
  { name: 'an image change is allowed', edit: (cs) => { cs.spec.template.spec.containers[0].image = 'registry.example.com/shop/web:1.5.0' }, decision: 'allow' },
  { name: 'a template label is allowed (Kruise compares only the spec)', edit: (cs) => { cs.spec.template.metadata.labels.track = 'canary' }, decision: 'allow' },
  {
    name: 'an env change is denied, saying Kruise rejects it too',
    edit: (cs) => { cs.spec.template.spec.containers[0].env[0].value = 'warn' },
    decision: 'deny',
    denyMessage: `CloneSet shop/web uses InPlaceOnly (spec.updateStrategy.type), and 1 change is not a container image change: ${APP}.env[LOG_LEVEL].value (pod-spec). ${KRUISE_TOO} ${RECREATE_HOW_TO}`,
  },
  {
    name: 'a resize Kruise could apply in place is denied too, and InPlaceIfPossible is the way',
    gates: { InPlaceWorkloadVerticalScaling: true },
    edit: (cs) => { cs.spec.template.spec.containers[0].resources.requests.cpu = '500m' },
    decision: 'deny',
    denyMessage: `CloneSet shop/web uses InPlaceOnly (spec.updateStrategy.type), and 1 change is not a container image change: ${APP}.resources.requests.cpu (resources-in-place). ${KRUISE_TOO} ` +
      'To proceed, revert those fields, or set spec.updateStrategy.type to InPlaceIfPossible: OpenKruise then applies this update in place.',
  },
  {
    name: 'every field is named, in manifest order; the image is not one',
    edit: (cs) => {
      const [app, shipper] = cs.spec.template.spec.containers
      app.image = 'registry.example.com/shop/web:1.5.0'
      app.env[0].value = 'warn'
      shipper.args = ['--verbose']
    },
    decision: 'deny',
    denyMessage: `CloneSet shop/web uses InPlaceOnly (spec.updateStrategy.type), and 3 changes are not a container image change: ${APP}.env[LOG_LEVEL].value (pod-spec), ` +
      `spec.template.spec.containers[log-shipper].args[0] (pod-spec), spec.template.spec.containers[log-shipper].args[1] (pod-spec). ${KRUISE_TOO} ${RECREATE_HOW_TO}`,
  },
  {
    name: 'denied even with an empty deny list: the apiserver would refuse it anyway',
    policy: { denyStrategies: [] },
    edit: (cs) => { cs.spec.template.spec.containers[0].env[0].value = 'warn' },
    decision: 'deny',
    denyMessage: `CloneSet shop/web uses InPlaceOnly (spec.updateStrategy.type), and 1 change is not a container image change: ${APP}.env[LOG_LEVEL].value (pod-spec). ${KRUISE_TOO} ` +
      'To proceed, revert those fields, or set spec.updateStrategy.type to InPlaceIfPossible or ReCreate knowingly: every Pod will then be deleted and recreated.',
  },
  {
    name: 'every strategy denied: only reverting is offered',
    policy: { denyStrategies: ['InPlaceOnly', 'InPlaceIfPossible', 'ReCreate'] },
    gates: { InPlaceWorkloadVerticalScaling: true },
    edit: (cs) => { cs.spec.template.spec.containers[0].resources.requests.cpu = '500m' },
    decision: 'deny',
    denyMessage: `CloneSet shop/web uses InPlaceOnly (spec.updateStrategy.type), and 1 change is not a container image change: ${APP}.resources.requests.cpu (resources-in-place). ${KRUISE_TOO} ` +
      'To proceed, revert those fields; this webhook denies Pod recreation under every update strategy.',
  },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const oldObject = fixture('update-env-inplaceonly-v1alpha1.json').request.oldObject
    const object = clone(oldObject)
    row.edit(object)
    const result = applyPolicy(predictUpdate(oldObject, object, { gates: row.gates }), row.policy ?? DEFAULT_POLICY, 'UPDATE')
    t.equal(result.decision, row.decision)
    t.equal(result.denyMessage, row.denyMessage)
  })
}

// Kruise's other CloneSet rules on the update strategy: the denial names each refused field, its rule and its remedy.
t.test('a strategy Kruise refuses is denied with every refused field, as the chosen release reads it', async (t) => {
  const oldObject = fixture('update-env-inplaceonly-v1alpha1.json').request.oldObject
  const surge = clone(oldObject)
  surge.spec.template.spec.containers[0].image = 'registry.example.com/shop/web:1.5.0'
  surge.spec.updateStrategy.maxSurge = 1
  const surged = applyPolicy(predictUpdate(oldObject, surge), DEFAULT_POLICY, 'UPDATE')
  t.equal(surged.decision, 'deny')
  t.equal(surged.denyMessage, "CloneSet shop/web cannot be updated as written: OpenKruise's own validating webhook (vcloneset.kb.io) refuses it: " +
    'spec.updateStrategy.maxSurge: maxSurge 1 cannot be used with the InPlaceOnly strategy. ' +
    'To proceed, set spec.updateStrategy.maxSurge to 0 (or remove it), or use InPlaceIfPossible where surge Pods are wanted.')
  t.same(surged.warnings, [], 'no warning repeats the refusal')

  const decimal = clone(oldObject)
  decimal.spec.updateStrategy.maxUnavailable = '12.5%'
  decimal.spec.updateStrategy.scatterStrategy = [{ key: 'zone', value: 'a' }, { key: 'zone', value: 'a' }]
  t.equal(applyPolicy(predictUpdate(oldObject, decimal, { kruise: '1.8' }), DEFAULT_POLICY, 'UPDATE').denyMessage,
    "CloneSet shop/web cannot be updated as written: OpenKruise's own validating webhook (vcloneset.kb.io) refuses it: " +
    'spec.updateStrategy.maxUnavailable: "12.5%" must be an integer or a whole-number percentage such as "20%"; ' +
    'spec.updateStrategy.maxUnavailable: maxUnavailable "12.5%" and maxSurge 0 both come to less than 1 of 4 Pods; ' +
    'spec.updateStrategy.scatterStrategy[1]: key zone appears twice with the same value. ' +
    'To proceed, write spec.updateStrategy.maxUnavailable as an integer or a whole-number percentage such as "20%" (Kruise 1.8 reads no decimals); ' +
    'set spec.updateStrategy.maxUnavailable (or spec.updateStrategy.maxSurge, outside InPlaceOnly) to 1 or more; ' +
    'list each key and value once in spec.updateStrategy.scatterStrategy.')
  const in19 = applyPolicy(predictUpdate(oldObject, decimal, { kruise: '1.9' }), DEFAULT_POLICY, 'UPDATE')
  t.match(in19.denyMessage, /refuses it: spec\.updateStrategy\.scatterStrategy\[1\]: key zone appears twice with the same value\. /, '1.9 reads "12.5%" (it rounds up to 1 of 4)')
})

// The API server validates a custom resource's name, labels and annotations before any validating webhook is asked:
// the denial says so first, then what OpenKruise's webhook would refuse as well.
t.test('what the API server refuses is named as its refusal, before what Kruise refuses too', async (t) => {
  const oldObject = fixture('update-env-inplaceonly-v1alpha1.json').request.oldObject
  const labelled = clone(oldObject)
  labelled.metadata.labels = { commit: 'c'.repeat(64) }
  const own = applyPolicy(predictUpdate(oldObject, labelled), DEFAULT_POLICY, 'UPDATE')
  t.equal(own.denyMessage, 'CloneSet shop/web cannot be updated as written: the API server refuses it: ' +
    'metadata.labels: label "commit": its value has 64 characters and is not a label value (at most 63 letters, digits, "-", "_" or ".", starting and ending with a letter or digit). ' +
    'To proceed, shorten or respell the label (a selector that reads it must change with it).')

  const both = clone(labelled)
  both.spec.template.metadata.annotations = { 'build note': 'x' }
  both.spec.updateStrategy.maxSurge = 1
  const message = applyPolicy(predictUpdate(oldObject, both), DEFAULT_POLICY, 'UPDATE').denyMessage ?? ''
  t.match(message, /^CloneSet shop\/web cannot be updated as written: the API server refuses it: metadata\.labels: label "commit": [^;]*\. OpenKruise's own validating webhook \(vcloneset\.kb\.io\) refuses it too: spec\.template\.metadata\.annotations: annotation "build note": [^;]*; spec\.updateStrategy\.maxSurge: maxSurge 1 cannot be used with the InPlaceOnly strategy\. To proceed, /)
  t.notMatch(message, 'c'.repeat(64), 'no label value is repeated')
})
