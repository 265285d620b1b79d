import t from 'tap'
import { predictUpdate } from '../../src/engine/inplace/prediction.js'
import { WARNING_MAX_RUNES } from '../../src/admission/text.js'
import {
  ANNOTATION_PREDICTED_UPDATE, ANNOTATION_RECREATE_REASONS, ANNOTATION_RESTART_CONTAINERS, applyPolicy, DEFAULT_POLICY, type PolicyConfig,
} from '../../src/admission/policy.js'
import { clone, fixture, predictionOf } from './helpers.js'

const ENV_PATH = 'spec.template.spec.containers[app].env[LOG_LEVEL].value'
const DENY_V1BETA1 =
  `CloneSet shop/web uses InPlaceOnly (spec.updateStrategy.rollingUpdate.podUpdatePolicy), but 1 change cannot be applied in place: ${ENV_PATH} (pod-spec). ` +
  'InPlaceOnly never recreates Pods, so OpenKruise cannot roll this template out to them. ' +
  'To proceed, revert those fields, or set spec.updateStrategy.rollingUpdate.podUpdatePolicy to InPlaceIfPossible or ReCreate knowingly: every Pod will then be deleted and recreated.'
const DENY_V1ALPHA1 =
  `CloneSet shop/web uses InPlaceOnly (spec.updateStrategy.type), and 1 change is not a container image change: ${ENV_PATH} (pod-spec). ` +
  "OpenKruise's own validating webhook (vcloneset.kb.io) rejects this update too: under InPlaceOnly it allows no change to spec.template.spec other than container images, and its message names only the first other change. " +
  'To proceed, revert those fields, or set spec.updateStrategy.type to InPlaceIfPossible or ReCreate knowingly: every Pod will then be deleted and recreated.'
const WARN_CHANGE = `${ENV_PATH} (pod-spec) cannot be applied in place`
const WARN_SUMMARY = 'CloneSet shop/web: InPlaceIfPossible will delete and recreate every Pod instead of updating in place; revert the fields above to keep the Pods'

t.test('DEFAULT_POLICY denies only InPlaceOnly', async (t) => {
  t.same(DEFAULT_POLICY.denyStrategies, ['InPlaceOnly'])
})

const cases: {
  name: string
  fixture: string
  policy?: PolicyConfig
  decision: string
  denyMessage?: string
  warnings: string[]
  annotations: Record<string, string>
  audit: Record<string, string>
}[] = [
  {
    name: 'image-only update is in place',
    fixture: 'update-image-only.json',
    decision: 'allow',
    warnings: [],
    annotations: { [ANNOTATION_PREDICTED_UPDATE]: 'InPlace', [ANNOTATION_RESTART_CONTAINERS]: 'app' },
    audit: { 'predicted-update': 'InPlace', decision: 'allow', 'update-strategy': 'InPlaceOnly', 'restart-containers': 'app' },
  },
  {
    name: 'env change under InPlaceOnly v1beta1 is denied',
    fixture: 'update-env-inplaceonly-v1beta1.json',
    decision: 'deny',
    denyMessage: DENY_V1BETA1,
    warnings: [],
    annotations: { [ANNOTATION_PREDICTED_UPDATE]: 'Recreate', [ANNOTATION_RECREATE_REASONS]: ENV_PATH },
    audit: { 'predicted-update': 'Recreate', decision: 'deny', 'update-strategy': 'InPlaceOnly', 'recreate-reasons': ENV_PATH },
  },
  {
    name: 'env change under InPlaceOnly v1alpha1 is denied, naming the v1alpha1 field',
    fixture: 'update-env-inplaceonly-v1alpha1.json',
    decision: 'deny',
    denyMessage: DENY_V1ALPHA1,
    warnings: [],
    annotations: { [ANNOTATION_PREDICTED_UPDATE]: 'Recreate', [ANNOTATION_RECREATE_REASONS]: ENV_PATH },
    audit: { 'predicted-update': 'Recreate', decision: 'deny', 'update-strategy': 'InPlaceOnly', 'recreate-reasons': ENV_PATH },
  },
  {
    name: 'env change under InPlaceIfPossible warns',
    fixture: 'update-env-inplaceifpossible.json',
    decision: 'warn',
    warnings: [WARN_CHANGE, WARN_SUMMARY],
    annotations: { [ANNOTATION_PREDICTED_UPDATE]: 'Recreate', [ANNOTATION_RECREATE_REASONS]: ENV_PATH },
    audit: { 'predicted-update': 'Recreate', decision: 'warn', 'update-strategy': 'InPlaceIfPossible', 'recreate-reasons': ENV_PATH },
  },
  {
    name: 'InPlaceIfPossible is denied when configured',
    fixture: 'update-env-inplaceifpossible.json',
    policy: { denyStrategies: ['InPlaceOnly', 'InPlaceIfPossible'] },
    decision: 'deny',
    denyMessage:
      `CloneSet shop/web uses InPlaceIfPossible (spec.updateStrategy.rollingUpdate.podUpdatePolicy), but 1 change cannot be applied in place: ${ENV_PATH} (pod-spec). ` +
      'InPlaceIfPossible would silently fall back to deleting and recreating every Pod, and this webhook is configured to stop that. ' +
      'To proceed, revert those fields, or set spec.updateStrategy.rollingUpdate.podUpdatePolicy to ReCreate knowingly: every Pod will then be deleted and recreated.',
    warnings: [],
    annotations: { [ANNOTATION_PREDICTED_UPDATE]: 'Recreate', [ANNOTATION_RECREATE_REASONS]: ENV_PATH },
    audit: { 'predicted-update': 'Recreate', decision: 'deny', 'update-strategy': 'InPlaceIfPossible', 'recreate-reasons': ENV_PATH },
  },
  {
    name: 'an empty deny list only warns, even for InPlaceOnly',
    fixture: 'update-env-inplaceonly-v1beta1.json',
    policy: { denyStrategies: [] },
    decision: 'warn',
    warnings: [WARN_CHANGE, WARN_SUMMARY.replace('InPlaceIfPossible', 'InPlaceOnly')],
    annotations: { [ANNOTATION_PREDICTED_UPDATE]: 'Recreate', [ANNOTATION_RECREATE_REASONS]: ENV_PATH },
    audit: { 'predicted-update': 'Recreate', decision: 'warn', 'update-strategy': 'InPlaceOnly', 'recreate-reasons': ENV_PATH },
  },
  {
    name: 'CREATE shows the traps visible on a new object',
    fixture: 'create-with-trap.json',
    decision: 'warn',
    warnings: [
      'maxUnavailable "12.5%" resolves to 0 Pods in OpenKruise\'s controller (it reads percentages as whole numbers) and maxSurge is 0, so the rollout never starts',
    ],
    annotations: { [ANNOTATION_PREDICTED_UPDATE]: 'Unchanged' },
    audit: { 'predicted-update': 'Unchanged', decision: 'warn', 'update-strategy': 'InPlaceIfPossible', traps: 'max-unavailable-zero' },
  },
]

for (const c of cases) {
  t.test(c.name, async (t) => {
    const review = fixture(c.fixture)
    const result = applyPolicy(predictionOf(c.fixture), c.policy ?? DEFAULT_POLICY, review.request.operation)
    t.equal(result.decision, c.decision)
    t.equal(result.denyMessage, c.denyMessage)
    t.same(result.warnings.map((w) => w.text), c.warnings)
    t.same(result.annotations, c.annotations)
    t.same(result.auditAnnotations, c.audit)
  })
}

t.test('ReCreate: every template change recreates as asked; no warning by default, denied when configured', async (t) => {
  const review = fixture('update-image-only.json')
  const oldObject = clone(review.request.oldObject)
  const object = clone(review.request.object)
  oldObject.spec.updateStrategy.rollingUpdate.podUpdatePolicy = 'ReCreate'
  object.spec.updateStrategy.rollingUpdate.podUpdatePolicy = 'ReCreate'
  const prediction = predictUpdate(oldObject, object)
  const allowed = applyPolicy(prediction, DEFAULT_POLICY, 'UPDATE')
  t.equal(allowed.decision, 'allow', 'the strategy asked for recreation: no kubectl warning on every image bump')
  t.same(allowed.warnings, [])
  t.same(allowed.annotations, { [ANNOTATION_PREDICTED_UPDATE]: 'Recreate', [ANNOTATION_RECREATE_REASONS]: 'spec.template.spec.containers[app].image' })
  const denied = applyPolicy(prediction, { denyStrategies: ['InPlaceOnly', 'InPlaceIfPossible', 'ReCreate'] }, 'UPDATE')
  t.equal(denied.decision, 'deny')
  t.equal(
    denied.denyMessage,
    'CloneSet shop/web uses ReCreate (spec.updateStrategy.rollingUpdate.podUpdatePolicy), so 1 change deletes and recreates every Pod: spec.template.spec.containers[app].image (image). ' +
      'This webhook is configured to stop that. ' +
      'To proceed, revert those fields; this webhook denies Pod recreation under every update strategy.',
  )
  t.notMatch(JSON.stringify([allowed, denied]), /cannot be applied in place/)
})

t.test('OnDelete never denies: no Pod is touched until someone deletes it', async (t) => {
  const review = fixture('update-env-inplaceonly-v1beta1.json')
  for (const key of ['oldObject', 'object'] as const) {
    review.request[key].spec.updateStrategy = { type: 'OnDelete', rollingUpdate: { podUpdatePolicy: 'InPlaceOnly' } }
  }
  const result = applyPolicy(predictUpdate(review.request.oldObject, review.request.object), DEFAULT_POLICY, 'UPDATE')
  t.not(result.decision, 'deny')
  t.equal(result.annotations[ANNOTATION_PREDICTED_UPDATE], 'Recreate')
})

t.test('more than ten blocking changes: the first ten, then "and N more"', async (t) => {
  const review = fixture('update-env-inplaceonly-v1beta1.json')
  const oldObject = review.request.oldObject
  const object = clone(oldObject)
  const names = Array.from({ length: 13 }, (_, i) => `FEATURE_${String(i).padStart(2, '0')}`)
  oldObject.spec.template.spec.containers[0].env.push(...names.map((name) => ({ name, value: 'off' })))
  object.spec.template.spec.containers[0].env.push(...names.map((name) => ({ name, value: 'on' })))
  const result = applyPolicy(predictUpdate(oldObject, object), DEFAULT_POLICY, 'UPDATE')
  const listed = names.slice(0, 10).map((name) => `spec.template.spec.containers[app].env[${name}].value (pod-spec)`).join(', ')
  t.ok(result.denyMessage?.includes(`but 13 changes cannot be applied in place: ${listed} and 3 more. InPlaceOnly`), result.denyMessage ?? "")
  t.equal(result.auditAnnotations['recreate-reasons'], `${names.slice(0, 10).map((n) => `spec.template.spec.containers[app].env[${n}].value`).join(', ')} and 3 more`)

  const warned = applyPolicy(predictUpdate(oldObject, object), { denyStrategies: [] }, 'UPDATE')
  t.equal(warned.warnings.length, 11, 'ten changes and one summary')
  t.match(warned.warnings[10].text, /\(13 changes, the first 10 listed\)/)
})

t.test('no message, warning or annotation ever says "immutable" (Flux force mode deletes objects on that word)', async (t) => {
  const fixtures = ['update-image-only.json', 'update-env-inplaceonly-v1alpha1.json', 'update-env-inplaceonly-v1beta1.json', 'update-env-inplaceifpossible.json', 'create-with-trap.json']
  const policies: PolicyConfig[] = [DEFAULT_POLICY, { denyStrategies: [] }, { denyStrategies: ['InPlaceOnly', 'InPlaceIfPossible', 'ReCreate'] }]
  for (const name of fixtures) {
    for (const policy of policies) {
      const result = applyPolicy(predictionOf(name), policy, fixture(name).request.operation)
      t.notMatch(JSON.stringify(result), /immutable/i, `${name} ${policy.denyStrategies.join(',')}`)
    }
  }
})

t.test('warnings are single lines without control characters, bounded', async (t) => {
  const review = fixture('update-env-inplaceifpossible.json')
  const oldObject = review.request.oldObject
  const object = clone(oldObject)
  const weird = `X_${'LONG_NAME_'.repeat(150)}\tTAB\nNEWLINE`
  oldObject.spec.template.spec.containers[0].env.push({ name: weird, value: 'a' })
  object.spec.template.spec.containers[0].env.push({ name: weird, value: 'b' })
  const result = applyPolicy(predictUpdate(oldObject, object), DEFAULT_POLICY, 'UPDATE')
  t.ok(result.warnings.length >= 2)
  for (const { text: warning } of result.warnings) {
    t.notMatch(warning, /[\u0000-\u001f\u007f-\u009f]/, 'no control characters')
    t.ok([...warning].length <= WARNING_MAX_RUNES, `at most ${WARNING_MAX_RUNES} runes: ${warning.length}`)
    t.not(warning, '')
  }
})
