import t from 'tap'
import { mutateReview } from '../../src/admission/mutation.js'
import { ANNOTATION_PREDICTED_UPDATE, ANNOTATION_RECREATE_REASONS, DEFAULT_POLICY, type PolicyConfig } from '../../src/admission/policy.js'
import { type AdmissionReview, parseAdmissionReview } from '../../src/admission/review.js'
import { type AdmissionSettings, validateReview } from '../../src/admission/validation.js'
import { resolveGates } from '../../src/engine/kruise/gates.js'
import type { SubsetChildKind } from '../../src/engine/workloads/unitedDeployment.js'
import { type Json, unitedDeployment } from '../engine/support/unitedDeployments.js'
import { SECRET } from './helpers.js'

/**
 * The webhook on UnitedDeployment writes: it warns for every subset whose running Pods are recreated, left on the old
 * template (OnDelete) or deleted, denies what Kruise's UnitedDeployment webhook refuses, a child update Kruise's
 * webhook of that child kind would refuse (FailedUpdateSubset), and a child in a --deny-strategies strategy that would
 * recreate; /mutate stamps the prediction. Every message names the subset and its child, never an env value.
 */

function review(operation: 'CREATE' | 'UPDATE', object: Json, oldObject?: Json): AdmissionReview {
  return parseAdmissionReview({
    apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionReview',
    request: {
      uid: 'ud-1', kind: { group: 'apps.kruise.io', version: 'v1alpha1', kind: 'UnitedDeployment' },
      resource: { group: 'apps.kruise.io', version: 'v1alpha1', resource: 'uniteddeployments' },
      namespace: 'shop', name: 'ud', operation, userInfo: { username: 'dev' }, object, ...(oldObject ? { oldObject } : {}),
    },
  })
}

const settings = (policy: PolicyConfig = DEFAULT_POLICY): AdmissionSettings => ({ policy, gates: resolveGates({}), kruise: '1.9', onError: 'deny' })
const withSecret = (ud: Json): Json => { ud.spec.template[Object.keys(ud.spec.template)[0]!].spec.template.spec.containers[0].env = [{ name: 'TOKEN', value: SECRET }]; return ud }
const pair = (kind: SubsetChildKind, policy: string | undefined, next: { image?: string; spec?: Json; podSpec?: Json } = { image: 'registry/app:2' }) => ({
  old: withSecret(unitedDeployment(kind, { policy })), new: withSecret(unitedDeployment(kind, { policy, ...next })),
})

const rows: { name: string; pair: { old: Json; new: Json }; policy?: PolicyConfig; allowed: boolean; warnings: RegExp[]; deny?: RegExp }[] = [
  {
    name: 'CloneSet ReCreate, only the child strategy changes: every subset recreates, warned per subset',
    pair: pair('CloneSet', 'ReCreate', { spec: { minReadySeconds: 5 } }), allowed: true,
    warnings: [/^subset zone-a \(CloneSet shop\/ud-zone-a-\*\): every running Pod is recreated \(every template change, even the UnitedDeployment revision label, recreates them\)$/, /^subset zone-b /],
  },
  { name: 'CloneSet InPlaceIfPossible image change: in place, no warning', pair: pair('CloneSet', 'InPlaceIfPossible'), allowed: true, warnings: [] },
  {
    name: 'CloneSet children whose template is paused: the child\'s trap, per subset',
    pair: {
      old: withSecret(unitedDeployment('CloneSet', { spec: { updateStrategy: { type: 'InPlaceIfPossible', paused: true } } })),
      new: withSecret(unitedDeployment('CloneSet', { image: 'registry/app:2', spec: { updateStrategy: { type: 'InPlaceIfPossible', paused: true } } })),
    },
    allowed: true,
    warnings: [/^subset zone-a \(CloneSet shop\/ud-zone-a-\*\): the update strategy is paused: no Pod will be updated until paused is false$/, /^subset zone-b \(CloneSet shop\/ud-zone-b-\*\): the update strategy is paused/],
  },
  {
    name: 'CloneSet InPlaceOnly with a change its webhook refuses: denied, the subset named',
    pair: pair('CloneSet', 'InPlaceOnly', { podSpec: { containers: [{ name: 'app', image: 'registry/app:1', env: [{ name: 'TOKEN', value: SECRET }], ports: [{ containerPort: 80 }] }] } }),
    allowed: false, warnings: [], deny: /subset zone-a \(CloneSet shop\/ud-zone-a-\*\): Kruise refuses the controller's update of the child \(FailedUpdateSubset Event\): the subset keeps its old template: /,
  },
  {
    name: 'a new subset whose child CloneSet\'s webhook refuses to create: denied, naming what Kruise then holds back',
    pair: {
      old: unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible' }),
      new: unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible', image: 'registry/app:2', subsets: [...unitedDeployment('CloneSet').spec.topology.subsets, { name: 'zone-c', patch: { metadata: { labels: { app: 'other' } } } }] }),
    },
    allowed: false, warnings: [],
    deny: /subset zone-c \(CloneSet shop\/ud-zone-c-\*\): Kruise refuses to create the child \(FailedUpdateSubset Event\): the subset gets no Pods, and until it can be created Kruise updates no kept subset: `selector` does not match template `labels`; subset zone-a \(CloneSet shop\/ud-zone-a-\*\): not updated before Kruise can create the child of subset zone-c/,
  },
  {
    name: 'a template kind change whose new child is refused: denied, the old Pods would be deleted with nothing in their place',
    pair: {
      old: unitedDeployment('Deployment'),
      new: unitedDeployment('CloneSet', { subsets: [{ ...unitedDeployment('Deployment').spec.topology.subsets[0], patch: { metadata: { labels: { app: 'other' } } } }, unitedDeployment('Deployment').spec.topology.subsets[1]] }),
    },
    allowed: false, warnings: [],
    deny: /subset zone-a \(Deployment shop\/ud-zone-a-\*\): Kruise deletes the old child and its Pods but refuses to create the new one \(FailedUpdateSubset Event\): the subset is left without Pods: /,
  },
  {
    name: 'Advanced StatefulSet children whose Pods break Pod validation: admitted, warned per subset that the API server refuses their Pods',
    pair: pair('AdvancedStatefulSet', 'InPlaceIfPossible', { podSpec: { containers: [{ name: 'app', image: 'registry/app:1', env: [{ name: 'TOKEN', value: SECRET }], volumeMounts: [{ name: 'data', mountPath: '/data' }] }] } }),
    allowed: true,
    warnings: [/^subset zone-a .*every running Pod is recreated/, /^subset zone-b .*every running Pod is recreated/, /^subset zone-a \(Advanced StatefulSet shop\/ud-zone-a-\*\): Neither .* the API server runs it on every Pod: .*containers\[app\]\.volumeMounts\[0\]\.name: volume mount "data" names no volume of the Pod/, /^subset zone-b .*volume mount "data"/],
  },
  { name: 'apps/v1 StatefulSet OnDelete: warned that Pods stay behind', pair: pair('StatefulSet', 'OnDelete'), allowed: true, warnings: [/zone-a.*keep the old template until each one is deleted/, /zone-b/] },
  {
    name: 'Deployment with ReCreate in --deny-strategies: denied',
    pair: pair('Deployment', undefined), policy: { denyStrategies: ['ReCreate'] }, allowed: false, warnings: [], deny: /subset zone-a \(Deployment shop\/ud-zone-a-\*\): the child uses ReCreate/,
  },
  {
    name: 'a kept subset\'s tolerations changed: Kruise\'s UnitedDeployment webhook refuses, denied first',
    pair: {
      old: unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible' }),
      new: unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible', subsets: [{ name: 'zone-a', tolerations: [{ key: 'x', operator: 'Exists' }] }, { name: 'zone-b' }] }),
    },
    allowed: false, warnings: [], deny: /UnitedDeployment webhook refuses it: subset zone-a: nodeSelectorTerm may not be changed/,
  },
  {
    name: 'its own label value of 64 characters: the API server refuses it (before any webhook), denied saying so',
    pair: (() => {
      const p = pair('CloneSet', 'InPlaceIfPossible')
      p.new.metadata.labels = { commit: 'c'.repeat(64) }
      return p
    })(),
    allowed: false, warnings: [], deny: /^inplace-guard denies this UnitedDeployment shop\/ud update: the API server refuses it: label "commit": its value has 64 characters .*\(metadata\.labels\); shorten or respell the label/,
  },
  {
    name: 'a selector changed to matchExpressions alone: Kruise admits it but its controller panics on every subset write, denied with the fix',
    pair: (() => {
      const p = pair('CloneSet', 'InPlaceIfPossible')
      p.new.spec.selector = { matchExpressions: [{ key: 'app', operator: 'Exists' }] }
      return p
    })(),
    allowed: false, warnings: [],
    deny: /^inplace-guard denies this UnitedDeployment shop\/ud update: OpenKruise admits it, but spec\.selector has no matchLabels: kruise-manager panics and exits each time its UnitedDeployment controller writes a subset's workload .*every Kruise controller and webhook is down meanwhile.* \(spec\.selector\.matchLabels\); give spec\.selector a matchLabels entry/,
  },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const { review: answer, record } = validateReview(review('UPDATE', row.pair.new, row.pair.old), settings(row.policy))
    const response = answer.response
    t.equal(response.allowed, row.allowed)
    const warnings = response.warnings ?? []
    t.equal(warnings.length, row.warnings.length, warnings.join('\n'))
    row.warnings.forEach((w, i) => t.match(warnings[i], w))
    if (row.deny) t.match(response.status?.message, row.deny)
    t.equal(record.kind, 'UnitedDeployment')
    const text = JSON.stringify(answer)
    t.notMatch(text, SECRET, 'no env value in any answer')
    t.notMatch(text, /CloneSet shop\/ud\b(?!-)/, 'the UnitedDeployment is never called a CloneSet')
    t.ok(response.auditAnnotations?.['predicted-update'])
  })
}

t.test('/mutate stamps the worst outcome and the recreating subsets', async (t) => {
  const { old, new: next } = pair('CloneSet', 'ReCreate')
  const { review: answer } = mutateReview(review('UPDATE', next, old), settings())
  t.equal(answer.response.allowed, true)
  const ops = JSON.stringify(JSON.parse(Buffer.from(answer.response.patch ?? '', 'base64').toString())).replaceAll('~1', '/')
  t.match(ops, `"${ANNOTATION_PREDICTED_UPDATE}":"Recreate"`)
  t.match(ops, `"${ANNOTATION_RECREATE_REASONS}":"subset zone-a, subset zone-b"`)
})

t.test('a CREATE Kruise\'s webhook refuses is denied, naming the field and the remedy', async (t) => {
  const ud = unitedDeployment('StatefulSet')
  ud.spec.template.statefulSetTemplate.spec.replicas = 3
  const answer = validateReview(review('CREATE', ud), settings()).review.response
  t.equal(answer.allowed, false)
  t.match(answer.status?.message, /spec\.template\.statefulSetTemplate\.spec\.replicas/)
  t.match(answer.status?.message, /replicas in statefulSetTemplate will not be used/)
})

t.test('a CREATE whose selector has no matchLabels is denied: its subsets would never be created', async (t) => {
  const ud = unitedDeployment('Deployment')
  ud.spec.selector = { matchLabels: {}, matchExpressions: [{ key: 'app', operator: 'In', values: ['web'] }] }
  const answer = validateReview(review('CREATE', ud), settings()).review.response
  t.equal(answer.allowed, false)
  t.match(answer.status?.message, /creation: OpenKruise admits it, but spec\.selector has no matchLabels: kruise-manager panics and exits .*no subset is created, updated or scaled/)
})

t.test('a UnitedDeployment whose child names make revision labels too long: warned on CREATE and UPDATE, the trap in the audit annotations', async (t) => {
  const named = (image: string): Json => {
    const ud = unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible', image, subsets: [{ name: 'cn-hangzhou-zone-b' }] })
    ud.metadata.name = 'payments-settlement-reconciliation-api'
    return ud
  }
  const created = validateReview(review('CREATE', named('registry/app:1')), settings()).review.response
  t.equal(created.allowed, true)
  t.equal(created.warnings?.length, 1)
  t.match(created.warnings?.[0], /^subset cn-hangzhou-zone-b \(CloneSet shop\/payments-settlement-reconciliation-api-cn-hangzhou-zone-b-\*\): its generated name has 63 characters, .*each Pod's controller-revision-hash label, more than a label value's 63, .*Shorten the UnitedDeployment's or the subset's name so that the prefix "payments-settlement-reconciliation-api-cn-hangzhou-zone-b-" has at most 47 characters/)
  t.equal(created.auditAnnotations?.traps, 'revision-label-too-long')
  const updated = validateReview(review('UPDATE', named('registry/app:2'), named('registry/app:1')), settings()).review.response
  t.equal(updated.allowed, true)
  t.match(updated.warnings, [/^subset cn-hangzhou-zone-b .*: its generated name has 63 characters/])
  const kept = validateReview(review('UPDATE', named('registry/app:1'), named('registry/app:1')), settings()).review.response
  t.equal(kept.warnings, undefined, 'an update that keeps the template: no new revision, no warning')
})

t.test('a UnitedDeployment whose own revision passes 63 characters is denied: the API server refuses every child it labels with it', async (t) => {
  const ud = unitedDeployment('CloneSet', { policy: 'InPlaceIfPossible' })
  ud.metadata.name = `cart-${'x'.repeat(55)}`
  const answer = validateReview(review('CREATE', ud), settings()).review.response
  t.equal(answer.allowed, false)
  t.match(answer.status?.message, /^inplace-guard denies this UnitedDeployment shop\/cart-x{55} creation: subset zone-a \(CloneSet shop\/cart-x{53}\*\): Kruise refuses to create the child \(FailedUpdateSubset Event\): the subset gets no Pods, and until it can be created Kruise updates no kept subset: its label apps\.kruise\.io\/controller-revision-hash holds the UnitedDeployment's revision cart-x{55}-\w+: 7\d characters, more than the 63 the API server allows in a label value; shorten metadata\.name to at most 52 characters \(a UnitedDeployment cannot be renamed: create it anew\); subset zone-b /)
})

t.test('a CREATE is allowed; an unreadable UnitedDeployment is denied with its code', async (t) => {
  t.equal(validateReview(review('CREATE', unitedDeployment('CloneSet')), settings()).review.response.allowed, true)
  const bad = unitedDeployment('CloneSet')
  delete bad.spec.template.cloneSetTemplate
  const { review: answer, record } = validateReview(review('UPDATE', bad, unitedDeployment('CloneSet')), settings())
  t.equal(answer.response.allowed, false)
  t.match(answer.response.status?.message, /IPG_ERR_FIELD_VALUE/)
  t.equal(record.errorCode, 'IPG_ERR_FIELD_VALUE')
})
