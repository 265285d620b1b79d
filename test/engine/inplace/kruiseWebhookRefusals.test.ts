import t from 'tap'
import { kruiseWebhookOperation } from '../../../src/engine/inplace/inPlaceOnlyValidation.js'
import { predictCreate, predictUpdate } from '../../../src/engine/inplace/prediction.js'
import { type Json, cloneSet, container, edit, podTemplate, statefulSet, withReadinessGate } from '../support/builders.js'

/**
 * Kruise's Advanced StatefulSet webhook (vstatefulset.kb.io, v1.8.3 and v1.9.1) refuses some writes outright: the
 * prediction lists them (kruiseWebhookRefusals) by field. The conformance suite checks the same rules against
 * Kruise's own code on seeded pairs; this table pins each rule and its field.
 */

const gated = withReadinessGate(podTemplate([container('app', 'shop/db:1.0')], { labels: { app: 'db' } }))
const tiered = withReadinessGate(podTemplate([container('app', 'shop/db:1.0')], { labels: { app: 'db', tier: 'x' } }))
const bare = podTemplate([container('app', 'shop/db:1.0')], { labels: { app: 'db' } })
const image = (template: typeof gated) => edit(template, (x) => { x.spec.containers[0].image = 'shop/db:1.1' })

interface Row {
  name: string
  old?: Json
  new: Json
  fields: string[]
}

const rows = (version: 'v1alpha1' | 'v1beta1'): Row[] => {
  const sts = (template: typeof gated, options: Parameters<typeof statefulSet>[1] = {}) => statefulSet(template, { version, ...options })
  return [
    { name: 'InPlaceIfPossible with the gate', old: sts(gated), new: sts(image(gated)), fields: [] },
    { name: 'InPlaceIfPossible without the gate', old: sts(bare, { policy: 'ReCreate' }), new: sts(image(bare)), fields: ['spec.template.spec.readinessGates'] },
    { name: 'InPlaceOnly without the gate, on CREATE', new: sts(bare, { policy: 'InPlaceOnly' }), fields: ['spec.template.spec.readinessGates'] },
    { name: 'ReCreate without the gate', old: sts(bare, { policy: 'ReCreate' }), new: sts(image(bare), { policy: 'ReCreate' }), fields: [] },
    { name: 'unset policy without the gate', new: sts(bare, { policy: null }), fields: [] },
    { name: 'OnDelete without the gate', new: sts(bare, { updateType: 'OnDelete' }), fields: [] },
    { name: 'maxUnavailable 1, OrderedReady', new: sts(gated, { rolling: { maxUnavailable: 1 } }), fields: [] },
    { name: 'maxUnavailable "100%", OrderedReady', new: sts(gated, { rolling: { maxUnavailable: '100%' } }), fields: ['spec.updateStrategy.rollingUpdate.maxUnavailable'] },
    { name: 'maxUnavailable 3, Parallel', new: sts(gated, { podManagementPolicy: 'Parallel', rolling: { maxUnavailable: 3 } }), fields: [] },
    { name: 'maxUnavailable 0, Parallel', new: sts(gated, { podManagementPolicy: 'Parallel', rolling: { maxUnavailable: 0 } }), fields: ['spec.updateStrategy.rollingUpdate.maxUnavailable'] },
    { name: 'maxUnavailable "12.5%", Parallel (no decimals)', new: sts(gated, { podManagementPolicy: 'Parallel', rolling: { maxUnavailable: '12.5%' } }), fields: ['spec.updateStrategy.rollingUpdate.maxUnavailable', 'spec.updateStrategy.rollingUpdate.maxUnavailable'] },
    { name: 'maxUnavailable "5", Parallel (no percentage)', new: sts(gated, { podManagementPolicy: 'Parallel', rolling: { maxUnavailable: '5' } }), fields: ['spec.updateStrategy.rollingUpdate.maxUnavailable'] },
    { name: 'maxUnavailable -1, Parallel', new: sts(gated, { podManagementPolicy: 'Parallel', rolling: { maxUnavailable: -1 } }), fields: ['spec.updateStrategy.rollingUpdate.maxUnavailable', 'spec.updateStrategy.rollingUpdate.maxUnavailable'] },
    { name: 'a negative partition', new: sts(gated, { rolling: { partition: -1 } }), fields: ['spec.updateStrategy.rollingUpdate.partition'] },
    { name: 'minReadySeconds 300', new: sts(gated, { rolling: { minReadySeconds: 300 } }), fields: [] },
    { name: 'minReadySeconds 301', new: sts(gated, { rolling: { minReadySeconds: 301 } }), fields: ['spec.updateStrategy.rollingUpdate.minReadySeconds'] },
    { name: 'minReadySeconds -1', new: sts(gated, { rolling: { minReadySeconds: -1 } }), fields: ['spec.updateStrategy.rollingUpdate.minReadySeconds'] },
    { name: 'a rollingUpdate beside OnDelete', new: sts(gated, { updateType: 'OnDelete', spec: { updateStrategy: { type: 'OnDelete', rollingUpdate: { partition: 0 } } } }), fields: ['spec.updateStrategy.rollingUpdate'] },
    { name: 'unorderedUpdate, OrderedReady', new: sts(gated, { rolling: { unorderedUpdate: {} } }), fields: ['spec.updateStrategy.rollingUpdate.unorderedUpdate'] },
    { name: 'unorderedUpdate, Parallel', new: sts(gated, { podManagementPolicy: 'Parallel', rolling: { unorderedUpdate: {} } }), fields: [] },
    { name: 'podManagementPolicy changed', old: sts(gated), new: sts(gated, { podManagementPolicy: 'Parallel' }), fields: ['spec.podManagementPolicy'] },
    { name: 'podManagementPolicy written as its default', old: sts(gated), new: sts(gated, { podManagementPolicy: 'OrderedReady' }), fields: [] },
    { name: 'serviceName changed', old: sts(gated), new: sts(gated, { spec: { serviceName: 'db-headless' } }), fields: ['spec.serviceName'] },
    { name: 'selector keys reordered', old: sts(tiered, { spec: { selector: { matchLabels: { app: 'db', tier: 'x' } } } }), new: sts(tiered, { spec: { selector: { matchLabels: { tier: 'x', app: 'db' } } } }), fields: [] },
    { name: 'a selector the template labels miss', new: sts(gated, { spec: { selector: { matchLabels: { app: 'db', tier: 'x' } } } }), fields: ['spec.template.metadata.labels'] },
    { name: 'no selector', new: sts(gated, { spec: { selector: null } }), fields: ['spec.selector'] },
    { name: 'an empty selector', new: sts(gated, { spec: { selector: { matchLabels: {} } } }), fields: ['spec.selector'] },
    {
      name: 'a malformed selector expression (its labels are not checked then)', new: sts(gated, { spec: { selector: { matchExpressions: [{ key: 'app', operator: 'In' }] } } }),
      fields: ['spec.selector.matchExpressions[0]'],
    },
    { name: 'restartPolicy Never', new: sts(edit(gated, (x) => { x.spec.restartPolicy = 'Never' })), fields: ['spec.template.spec.restartPolicy'] },
    { name: 'an active deadline', new: sts(edit(gated, (x) => { x.spec.activeDeadlineSeconds = 60 })), fields: ['spec.template.spec.activeDeadlineSeconds'] },
    { name: 'selector respelled with an empty expression list (the same selector)', old: sts(gated), new: sts(gated, { spec: { selector: { matchLabels: { app: 'db' }, matchExpressions: [] } } }), fields: [] },
    { name: 'selector gets an expression', old: sts(gated), new: sts(gated, { spec: { selector: { matchLabels: { app: 'db' }, matchExpressions: [{ key: 'app', operator: 'Exists' }] } } }), fields: ['spec.selector'] },
    { name: 'a name of 63 characters', new: sts(gated, { name: `db-${'x'.repeat(60)}` }), fields: [] },
    { name: 'a name of 64 characters', new: sts(gated, { name: `db-${'x'.repeat(61)}` }), fields: ['metadata.name'] },
    { name: 'a name with a dot (a subdomain, as a CloneSet may be named)', new: sts(gated, { name: 'db.v2' }), fields: ['metadata.name'] },
    { name: 'a name with an upper-case letter', new: sts(gated, { name: 'Db' }), fields: ['metadata.name'] },
    { name: 'a name with a dot, on UPDATE too', old: sts(gated, { name: 'db.v2' }), new: sts(image(gated), { name: 'db.v2' }), fields: ['metadata.name'] },
    { name: 'replicas, partition and claim templates changed', old: sts(gated), new: sts(image(gated), { replicas: 7, rolling: { partition: 2 }, volumeClaimTemplates: [{ metadata: { name: 'd' }, spec: {} }] }), fields: [] },
  ]
}

for (const version of ['v1beta1', 'v1alpha1'] as const) {
  t.test(`Advanced StatefulSet ${version}`, async (t) => {
    for (const row of rows(version)) {
      const prediction = row.old ? predictUpdate(row.old, row.new) : predictCreate(row.new)
      t.same(prediction.kruiseWebhookRefusals.map((r) => r.field), row.fields, row.name)
      for (const refusal of prediction.kruiseWebhookRefusals) t.ok(refusal.rule.length > 0 && refusal.remedy.length > 0, `${row.name}: a rule and a remedy`)
    }
  })
}

t.test('a CloneSet has none of these rules', async (t) => {
  const before = cloneSet(bare, { version: 'v1alpha1', policy: 'InPlaceIfPossible' })
  t.same(predictUpdate(before, cloneSet(image(bare), { version: 'v1alpha1', policy: 'InPlaceIfPossible' })).kruiseWebhookRefusals, [])
  const dotted = cloneSet(bare, { version: 'v1alpha1', policy: 'InPlaceIfPossible' })
  dotted.metadata.name = 'web.v2'
  t.same(predictCreate(dotted).kruiseWebhookRefusals, [], "a dot in a CloneSet's name: a subdomain, which its webhook takes")
})

t.test('InPlaceOnly under TemplateNoDefaults: the webhook defaults the new template, not the stored one', async (t) => {
  const before = statefulSet(gated, { policy: 'InPlaceOnly' })
  const after = statefulSet(image(gated), { policy: 'InPlaceOnly' })
  const plain = predictUpdate(before, after)
  t.same(plain.kruiseWebhookRejects, [], 'with defaults on both sides an image change passes')
  const noDefaults = predictUpdate(before, after, { gates: { TemplateNoDefaults: true } })
  const ops = noDefaults.kruiseWebhookRejects.map(kruiseWebhookOperation)
  t.ok(ops.includes('add /dnsPolicy') && ops.includes('add /restartPolicy'), `every default the stored template lacks is an add: ${ops.join(', ')}`)
  t.notOk(ops.includes('replace /containers/0/image'), 'the image replace itself passes')
  t.equal(noDefaults.outcome, 'in-place', 'the controller compares the revisions as stored: in place')
  const written = edit(gated, (x) => {
    Object.assign(x.spec, { dnsPolicy: 'ClusterFirst', restartPolicy: 'Always', schedulerName: 'default-scheduler', securityContext: {}, terminationGracePeriodSeconds: 30 })
    Object.assign(x.spec.containers[0], { imagePullPolicy: 'IfNotPresent', terminationMessagePath: '/dev/termination-log', terminationMessagePolicy: 'File' })
  })
  const explicit = predictUpdate(statefulSet(written, { policy: 'InPlaceOnly' }), statefulSet(image(written), { policy: 'InPlaceOnly' }), { gates: { TemplateNoDefaults: true } })
  t.same(explicit.kruiseWebhookRejects.map(kruiseWebhookOperation), [], 'a stored template that writes every default passes')
  const cs = predictUpdate(cloneSet(gated, { version: 'v1alpha1', policy: 'InPlaceOnly' }), cloneSet(image(gated), { version: 'v1alpha1', policy: 'InPlaceOnly' }), { gates: { TemplateNoDefaults: true } })
  t.same(cs.kruiseWebhookRejects, [], "CloneSet's webhook diffs the templates as stored")
})
