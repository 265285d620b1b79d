import t from 'tap'
import { resolveGates } from '../../src/engine/kruise/gates.js'
import { DEFAULT_POLICY } from '../../src/admission/policy.js'
import { validateReview } from '../../src/admission/validation.js'
import { parseAdmissionReview } from '../../src/admission/review.js'
import { fixture } from './helpers.js'

/** A value nested `depth` objects deep, built the way it arrives: parsed from JSON text. */
function nested(depth: number): unknown {
  return JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)
}

const SETTINGS = { policy: DEFAULT_POLICY, gates: resolveGates(), onError: 'allow' as const }
const ENV_PATH = 'spec.template.spec.containers[app].env[LOG_LEVEL].value'

// Where the deep value sits in the new object of the InPlaceOnly env-change fixture, and what the webhook answers.
const places: { name: string; place: (cs: Record<string, any>, value: unknown) => void; message: string; warnings?: string[] }[] = [
  {
    name: 'under a field Kruise does not know: dropped, the env change is still denied by its rule',
    place: (cs, value) => { cs.spec.template.spec.containers[0].deepUnknown = value },
    message: `CloneSet shop/web uses InPlaceOnly (spec.updateStrategy.type), and 1 change is not a container image change: ${ENV_PATH} (pod-spec).`,
    warnings: ['spec.template.spec.containers[app].deepUnknown: OpenKruise 1.9 (k8s.io/api v0.32.10) does not know this field and drops it, so it never reaches a Pod'],
  },
  {
    name: 'in a scalar field: Go cannot decode an object there, and InPlaceOnly denies with the code',
    place: (cs, value) => { cs.spec.template.spec.securityContext = { runAsUser: value } },
    message: "inplace-guard cannot predict this CloneSet update: spec.template.spec.securityContext.runAsUser: must be an integer: Kruise's Go types take no other (IPG_ERR_FIELD_TYPE). " +
      'It is denied because the CloneSet uses InPlaceOnly, and an update this webhook cannot check is not let through then.',
  },
  {
    name: 'in a map value (a template annotation)',
    place: (cs, value) => { cs.spec.template.metadata.annotations = { note: value } },
    message: "inplace-guard cannot predict this CloneSet update: spec.template.metadata.annotations.note: must be a string: Kruise's Go types take no other (IPG_ERR_FIELD_TYPE). " +
      'It is denied because the CloneSet uses InPlaceOnly, and an update this webhook cannot check is not let through then.',
  },
  {
    name: 'in a list item of a known list (an env var as a list)',
    place: (cs, value) => { cs.spec.template.spec.containers[0].env.push([value]) },
    message: "inplace-guard cannot predict this CloneSet update: spec.template.spec.containers[app].env[2]: must be an object: Kruise's Go types take no other (IPG_ERR_FIELD_TYPE). " +
      'It is denied because the CloneSet uses InPlaceOnly, and an update this webhook cannot check is not let through then.',
  },
  {
    name: 'in a field that takes any JSON (managedFields\' fieldsV1): bounded, and InPlaceOnly denies with the code',
    place: (cs, value) => { cs.spec.template.metadata.managedFields = [{ manager: 'kubectl', fieldsV1: value }] },
    message: "inplace-guard cannot predict this CloneSet update: spec.template.metadata.managedFields[0].fieldsV1: nested more than 100 levels deep, more than any CloneSet field holds (IPG_ERR_FIELD_TYPE). " +
      'It is denied because the CloneSet uses InPlaceOnly, and an update this webhook cannot check is not let through then.',
  },
]

for (const depth of [5_000, 10_000]) {
  for (const row of places) {
    t.test(`${depth} levels ${row.name}`, async (t) => {
      const review = fixture('update-env-inplaceonly-v1alpha1.json')
      row.place(review.request.object, nested(depth))
      const { review: answer, record } = validateReview(parseAdmissionReview(review), SETTINGS)
      t.equal(answer.response.allowed, false, 'still denied')
      t.ok(answer.response.status?.message?.startsWith(row.message), answer.response.status?.message ?? '')
      t.same(answer.response.warnings, row.warnings)
      t.equal(record.decision, 'deny')
    })
  }
}

t.test('the old object nested deep as well: still denied', async (t) => {
  const review = fixture('update-env-inplaceonly-v1alpha1.json')
  review.request.oldObject.spec.template.spec.securityContext = { runAsUser: nested(10_000) }
  const { review: answer } = validateReview(parseAdmissionReview(review), SETTINGS)
  t.equal(answer.response.allowed, false)
  t.equal(answer.response.auditAnnotations?.error, 'IPG_ERR_FIELD_TYPE')
})

t.test('InPlaceIfPossible with a deep value in a scalar field: allowed with a warning (--on-error=allow), the field named', async (t) => {
  const review = fixture('update-env-inplaceifpossible.json')
  review.request.object.spec.template.spec.securityContext = { runAsUser: nested(10_000) }
  const { review: answer } = validateReview(parseAdmissionReview(review), SETTINGS)
  t.equal(answer.response.allowed, true)
  t.same(answer.response.warnings, [
    "inplace-guard allowed this CloneSet update without a prediction: spec.template.spec.securityContext.runAsUser: must be an integer: Kruise's Go types take no other (IPG_ERR_FIELD_TYPE)",
  ])
})

t.test('100 levels in a leaf are kept (FieldsV1-like), 101 are not', async (t) => {
  for (const [depth, allowed] of [[100, true], [101, false]] as const) {
    const review = fixture('update-env-inplaceifpossible.json')
    review.request.object.spec.template.metadata.managedFields = [{ manager: 'kubectl', fieldsV1: nested(depth) }]
    const { review: answer } = validateReview(parseAdmissionReview(review), SETTINGS)
    t.equal(answer.response.auditAnnotations?.error === undefined, allowed, `${depth}`)
  }
})
