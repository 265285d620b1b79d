import t from 'tap'
import { isCloneSetWrite, parseAdmissionReview, reviewResponse } from '../../src/admission/review.js'
import { GuardError } from '../../src/errors.js'
import { fixture } from './helpers.js'

t.test('reads a v1 and a v1beta1 review', async (t) => {
  for (const [name, apiVersion] of [
    ['update-env-inplaceifpossible.json', 'admission.k8s.io/v1'],
    ['update-env-inplaceifpossible-review-v1beta1.json', 'admission.k8s.io/v1beta1'],
  ]) {
    const review = parseAdmissionReview(fixture(name))
    t.equal(review.apiVersion, apiVersion)
    t.match(review.request, { operation: 'UPDATE', namespace: 'shop', name: 'web', username: 'alice@example.com', dryRun: false, subResource: '' })
    t.same(review.request.kind, { group: 'apps.kruise.io', version: 'v1beta1', kind: 'CloneSet' })
    t.ok(isCloneSetWrite(review.request))
    const response = reviewResponse(review, { allowed: true })
    t.same(response, { apiVersion, kind: 'AdmissionReview', response: { uid: review.request.uid, allowed: true } })
  }
})

t.test('only CloneSet CREATE and UPDATE on the main resource get a prediction', async (t) => {
  const rows: [string, boolean][] = [
    ['update-image-only.json', true],
    ['create-with-trap.json', true],
    ['update-deployment.json', false],
    ['update-cloneset-scale.json', false],
    ['delete-cloneset.json', false],
  ]
  for (const [name, expected] of rows) t.equal(isCloneSetWrite(parseAdmissionReview(fixture(name)).request), expected, name)
})

t.test('bad envelopes get a code and a path, and never echo free text from the body', async (t) => {
  const valid = () => fixture('update-image-only.json')
  const rows: { name: string; body: unknown; code: string; path?: string }[] = [
    { name: 'not an object', body: [1, 2], code: 'IPG_ERR_REVIEW_MALFORMED' },
    { name: 'string body', body: 'hello', code: 'IPG_ERR_REVIEW_MALFORMED' },
    { name: 'missing apiVersion', body: { ...valid(), apiVersion: undefined }, code: 'IPG_ERR_REVIEW_VERSION', path: 'apiVersion' },
    { name: 'unknown apiVersion', body: { ...valid(), apiVersion: 'admission.k8s.io/v2' }, code: 'IPG_ERR_REVIEW_VERSION', path: 'apiVersion' },
    { name: 'wrong kind', body: { ...valid(), kind: 'TokenReview' }, code: 'IPG_ERR_REVIEW_MALFORMED', path: 'kind' },
    { name: 'no request', body: { ...valid(), request: undefined }, code: 'IPG_ERR_REVIEW_MALFORMED', path: 'request' },
    { name: 'no uid', body: { ...valid(), request: { ...valid().request, uid: undefined } }, code: 'IPG_ERR_REVIEW_NO_UID', path: 'request.uid' },
    { name: 'empty uid', body: { ...valid(), request: { ...valid().request, uid: '' } }, code: 'IPG_ERR_REVIEW_NO_UID', path: 'request.uid' },
    { name: 'bad operation', body: { ...valid(), request: { ...valid().request, operation: 'PATCH' } }, code: 'IPG_ERR_REVIEW_MALFORMED', path: 'request.operation' },
    { name: 'bad kind', body: { ...valid(), request: { ...valid().request, kind: 'CloneSet' } }, code: 'IPG_ERR_REVIEW_MALFORMED', path: 'request.kind' },
    { name: 'object is a string', body: { ...valid(), request: { ...valid().request, object: 'secret text' } }, code: 'IPG_ERR_REVIEW_MALFORMED', path: 'request.object' },
    { name: 'dryRun is a string', body: { ...valid(), request: { ...valid().request, dryRun: 'yes' } }, code: 'IPG_ERR_REVIEW_MALFORMED', path: 'request.dryRun' },
  ]
  for (const row of rows) {
    const error = t.throws(() => parseAdmissionReview(row.body), GuardError, row.name) as unknown as GuardError
    t.equal(error.code, row.code, `${row.name}: code`)
    t.equal(error.path, row.path, `${row.name}: path`)
    t.notMatch(error.message, /secret text|hello/, `${row.name}: no echo`)
  }
})

t.test('an identifier-like value is named in the error, free text is not', async (t) => {
  const body = { ...fixture('update-image-only.json'), apiVersion: 'admission.k8s.io/v2' }
  t.throws(() => parseAdmissionReview(body), { message: 'apiVersion: must be admission.k8s.io/v1 or admission.k8s.io/v1beta1, got "admission.k8s.io/v2"' })
  const spaced = { ...body, apiVersion: 'my password is hunter2' }
  t.throws(() => parseAdmissionReview(spaced), { message: 'apiVersion: must be admission.k8s.io/v1 or admission.k8s.io/v1beta1, got a string' })
})
