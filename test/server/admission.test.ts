import t from 'tap'
import jsonPatch from 'fast-json-patch'
import { fixture, post, startApp } from './harness.js'

const ENV_PATH = 'spec.template.spec.containers[app].env[LOG_LEVEL].value'
const DENY_V1BETA1 =
  `CloneSet shop/web uses InPlaceOnly (spec.updateStrategy.rollingUpdate.podUpdatePolicy), but 1 change cannot be applied in place: ${ENV_PATH} (pod-spec). ` +
  'InPlaceOnly never recreates Pods, so OpenKruise cannot roll this template out to them. ' +
  'To proceed, revert those fields, or set spec.updateStrategy.rollingUpdate.podUpdatePolicy to InPlaceIfPossible or ReCreate knowingly: every Pod will then be deleted and recreated.'
const DENY_V1ALPHA1 =
  `CloneSet shop/web uses InPlaceOnly (spec.updateStrategy.type), and 1 change is not a container image change: ${ENV_PATH} (pod-spec). ` +
  "OpenKruise's own validating webhook (vcloneset.kb.io) rejects this update too: under InPlaceOnly it allows no change to spec.template.spec other than container images, and its message names only the first other change. " +
  'To proceed, revert those fields, or set spec.updateStrategy.type to InPlaceIfPossible or ReCreate knowingly: every Pod will then be deleted and recreated.'
const WARNINGS_IN_PLACE_IF_POSSIBLE = [
  `${ENV_PATH} (pod-spec) cannot be applied in place`,
  'CloneSet shop/web: InPlaceIfPossible will delete and recreate every Pod instead of updating in place; revert the fields above to keep the Pods',
]

/** Applies /mutate's patch to the request's object, as the apiserver does. */
function patched(review: any, response: any): any {
  if (response.patch === undefined) return review.request.object
  t.equal(response.patchType, 'JSONPatch')
  const ops = JSON.parse(Buffer.from(response.patch, 'base64').toString('utf8'))
  return jsonPatch.applyPatch(structuredClone(review.request.object), ops, true, false).newDocument
}

t.test('admission over HTTPS', async (t) => {
  const running = await startApp(t)

  const cases: {
    name: string
    fixture: string
    allowed: boolean
    status?: unknown
    warnings?: string[]
    audit?: Record<string, string>
    annotations?: Record<string, string> | undefined
  }[] = [
    {
      name: 'image-only update: allowed, annotated InPlace',
      fixture: 'update-image-only.json',
      allowed: true,
      audit: { 'predicted-update': 'InPlace', decision: 'allow', 'update-strategy': 'InPlaceOnly', 'restart-containers': 'app' },
      annotations: { 'inplace-guard.io/predicted-update': 'InPlace', 'inplace-guard.io/restart-containers': 'app' },
    },
    {
      name: 'env change under InPlaceOnly (v1alpha1): denied 403 Forbidden',
      fixture: 'update-env-inplaceonly-v1alpha1.json',
      allowed: false,
      status: { code: 403, reason: 'Forbidden', message: DENY_V1ALPHA1, status: 'Failure' },
      audit: { 'predicted-update': 'Recreate', decision: 'deny', 'update-strategy': 'InPlaceOnly', 'recreate-reasons': ENV_PATH },
      annotations: { 'inplace-guard.io/predicted-update': 'Recreate', 'inplace-guard.io/recreate-reasons': ENV_PATH },
    },
    {
      name: 'env change under InPlaceOnly (v1beta1): denied 403 Forbidden',
      fixture: 'update-env-inplaceonly-v1beta1.json',
      allowed: false,
      status: { code: 403, reason: 'Forbidden', message: DENY_V1BETA1, status: 'Failure' },
      audit: { 'predicted-update': 'Recreate', decision: 'deny', 'update-strategy': 'InPlaceOnly', 'recreate-reasons': ENV_PATH },
      annotations: { 'inplace-guard.io/predicted-update': 'Recreate', 'inplace-guard.io/recreate-reasons': ENV_PATH },
    },
    {
      name: 'dry-run gets the same answer',
      fixture: 'update-env-inplaceonly-v1beta1-dryrun.json',
      allowed: false,
      status: { code: 403, reason: 'Forbidden', message: DENY_V1BETA1, status: 'Failure' },
      audit: { 'predicted-update': 'Recreate', decision: 'deny', 'update-strategy': 'InPlaceOnly', 'recreate-reasons': ENV_PATH },
      annotations: { 'inplace-guard.io/predicted-update': 'Recreate', 'inplace-guard.io/recreate-reasons': ENV_PATH },
    },
    {
      name: 'env change under InPlaceIfPossible: allowed with warnings and audit annotations',
      fixture: 'update-env-inplaceifpossible.json',
      allowed: true,
      warnings: WARNINGS_IN_PLACE_IF_POSSIBLE,
      audit: { 'predicted-update': 'Recreate', decision: 'warn', 'update-strategy': 'InPlaceIfPossible', 'recreate-reasons': ENV_PATH },
      annotations: { 'inplace-guard.io/predicted-update': 'Recreate', 'inplace-guard.io/recreate-reasons': ENV_PATH },
    },
    {
      name: 'CREATE with a rollout trap: warning',
      fixture: 'create-with-trap.json',
      allowed: true,
      warnings: [
        'maxUnavailable "12.5%" resolves to 0 Pods in OpenKruise\'s controller (it reads percentages as whole numbers) and maxSurge is 0, so the rollout never starts',
      ],
      audit: { 'predicted-update': 'Unchanged', decision: 'warn', 'update-strategy': 'InPlaceIfPossible', traps: 'max-unavailable-zero' },
      annotations: { 'inplace-guard.io/predicted-update': 'Unchanged' },
    },
    { name: 'another kind: allowed at once', fixture: 'update-deployment.json', allowed: true },
    { name: 'CloneSet scale subresource: allowed at once', fixture: 'update-cloneset-scale.json', allowed: true },
    { name: 'CloneSet DELETE: allowed at once', fixture: 'delete-cloneset.json', allowed: true },
    {
      name: 'an unreadable CloneSet: allowed with a warning naming the field (on-error allow)',
      fixture: 'update-unreadable.json',
      allowed: true,
      warnings: [
        'inplace-guard allowed this CloneSet update without a prediction: spec.updateStrategy.rollingUpdate.maxSurge: must be an integer or a string, got boolean (IPG_ERR_FIELD_TYPE)',
      ],
      audit: { 'predicted-update': 'Unknown', decision: 'warn', error: 'IPG_ERR_FIELD_TYPE' },
    },
  ]

  for (const c of cases) {
    t.test(c.name, async (t) => {
      const review = fixture(c.fixture)
      const validated = await post(running, '/validate', review)
      t.equal(validated.status, 200, 'a decision is always HTTP 200')
      t.equal(validated.headers['content-type'], 'application/json; charset=utf-8')
      const expected: Record<string, unknown> = { uid: review.request.uid, allowed: c.allowed }
      if (c.status) expected.status = c.status
      if (c.warnings) expected.warnings = c.warnings
      if (c.audit) expected.auditAnnotations = c.audit
      t.same(validated.json, { apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionReview', response: expected })

      const mutated = await post(running, '/mutate', review)
      t.equal(mutated.status, 200)
      const response = mutated.json.response
      t.equal(response.uid, review.request.uid)
      t.equal(response.allowed, true, 'the mutating webhook never denies')
      t.equal(response.warnings, undefined, 'warnings come from /validate only')
      if (c.annotations === undefined) {
        t.equal(response.patch, undefined, 'no patch')
        t.equal(response.patchType, undefined)
      } else {
        const object = patched(review, response)
        const annotations = object.metadata.annotations
        for (const [key, value] of Object.entries(c.annotations)) t.equal(annotations[key], value, key)
        const ours = Object.keys(annotations).filter((key) => key.startsWith('inplace-guard.io/'))
        t.same(ours.sort(), Object.keys(c.annotations).sort(), 'exactly our annotations')
        const before = review.request.object.metadata.annotations ?? {}
        for (const [key, value] of Object.entries(before)) t.equal(annotations[key], value, `kept ${key}`)
        t.same({ ...object, metadata: { ...object.metadata, annotations: undefined } }, {
          ...review.request.object,
          metadata: { ...review.request.object.metadata, annotations: undefined },
        }, 'nothing but annotations changes')
      }
    })
  }

  t.test('a v1beta1 AdmissionReview is answered in v1beta1', async (t) => {
    const review = fixture('update-env-inplaceifpossible-review-v1beta1.json')
    const res = await post(running, '/validate', review)
    t.equal(res.status, 200)
    t.same(res.json, {
      apiVersion: 'admission.k8s.io/v1beta1',
      kind: 'AdmissionReview',
      response: {
        uid: review.request.uid,
        allowed: true,
        warnings: WARNINGS_IN_PLACE_IF_POSSIBLE,
        auditAnnotations: { 'predicted-update': 'Recreate', decision: 'warn', 'update-strategy': 'InPlaceIfPossible', 'recreate-reasons': ENV_PATH },
      },
    })
    const mutated = await post(running, '/mutate', review)
    t.equal(mutated.json.apiVersion, 'admission.k8s.io/v1beta1')
    t.equal(mutated.json.response.patchType, 'JSONPatch')
  })

  t.test('a dry run and a real run get the same answer', async (t) => {
    const real = await post(running, '/validate', fixture('update-env-inplaceonly-v1beta1.json'))
    const dry = await post(running, '/validate', fixture('update-env-inplaceonly-v1beta1-dryrun.json'))
    t.same({ ...dry.json.response, uid: undefined }, { ...real.json.response, uid: undefined })
  })

  t.test('a re-applied object with current annotations gets no patch', async (t) => {
    const review = fixture('update-image-only.json')
    review.request.object.metadata.annotations['inplace-guard.io/predicted-update'] = 'InPlace'
    review.request.object.metadata.annotations['inplace-guard.io/restart-containers'] = 'app'
    const res = await post(running, '/mutate', review)
    t.equal(res.json.response.patch, undefined)
  })

  t.test('audit annotation keys are what the apiserver accepts (spec §2.5)', async (t) => {
    const webhookName = 'validate.inplace-guard.kruise.io'
    const qualified = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*\/([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/
    for (const name of ['update-image-only.json', 'update-env-inplaceonly-v1beta1.json', 'update-env-inplaceifpossible.json', 'create-with-trap.json', 'update-unreadable.json']) {
      const res = await post(running, '/validate', fixture(name))
      const keys = Object.keys(res.json.response.auditAnnotations)
      t.ok(keys.includes('predicted-update'), `${name}: predicted-update is always there`)
      for (const key of keys) {
        t.ok(key.length <= 63, `${key}: name part at most 63 characters`)
        t.match(`${webhookName}/${key}`, qualified, `${key}: a qualified name`)
      }
    }
  })

  t.test('a validating response never carries a patch', async (t) => {
    for (const name of ['update-image-only.json', 'update-env-inplaceifpossible.json', 'create-with-trap.json']) {
      const res = await post(running, '/validate', fixture(name))
      t.equal(res.json.response.patch, undefined, name)
      t.equal(res.json.response.patchType, undefined, name)
    }
  })

  t.test('one log line per decision, with names and outcome and no object content', async (t) => {
    const review = fixture('update-env-inplaceonly-v1beta1.json')
    review.request.uid = 'log-line-uid'
    await post(running, '/validate', review)
    const lines = running.logs.records().filter((r) => r.uid === 'log-line-uid')
    t.equal(lines.length, 1)
    t.match(lines[0], {
      level: 30, msg: 'admission decision', webhook: 'validate', uid: 'log-line-uid', kind: 'CloneSet', namespace: 'shop', name: 'web',
      operation: 'UPDATE', outcome: 'Recreate', decision: 'deny', dryRun: false, durationMs: Number,
    })
    t.notMatch(JSON.stringify(lines[0]), /spec|image|env/i)
  })
})

t.test('on-error deny: an unreadable CloneSet is denied with the field named', async (t) => {
  const running = await startApp(t, { onError: 'deny' })
  const res = await post(running, '/validate', fixture('update-unreadable.json'))
  t.equal(res.status, 200)
  t.same(res.json.response.status, {
    code: 403,
    reason: 'Forbidden',
    status: 'Failure',
    message:
      'inplace-guard cannot predict this CloneSet update: spec.updateStrategy.rollingUpdate.maxSurge: must be an integer or a string, got boolean (IPG_ERR_FIELD_TYPE). It is denied because the webhook runs with --on-error=deny.',
  })
  t.equal(res.json.response.allowed, false)
  t.same(res.json.response.auditAnnotations, { 'predicted-update': 'Unknown', decision: 'deny', error: 'IPG_ERR_FIELD_TYPE' })
  const mutated = await post(running, '/mutate', fixture('update-unreadable.json'))
  t.same(mutated.json.response, { uid: fixture('update-unreadable.json').request.uid, allowed: true }, '/mutate stays out of the way')
})

t.test('--deny-strategies InPlaceIfPossible denies a silent recreate too', async (t) => {
  const running = await startApp(t, { denyStrategies: ['InPlaceOnly', 'InPlaceIfPossible'] })
  const res = await post(running, '/validate', fixture('update-env-inplaceifpossible.json'))
  t.equal(res.json.response.allowed, false)
  t.equal(res.json.response.status.code, 403)
})
