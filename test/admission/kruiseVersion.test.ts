import t from 'tap'
import { mutateReview } from '../../src/admission/mutation.js'
import { DEFAULT_POLICY } from '../../src/admission/policy.js'
import { parseAdmissionReview } from '../../src/admission/review.js'
import { type AdmissionSettings, validateReview } from '../../src/admission/validation.js'
import { resolveGates } from '../../src/engine/kruise/gates.js'
import type { KruiseRelease } from '../../src/engine/kruise/releases.js'
import { fixture } from './helpers.js'

const settings = (kruise: KruiseRelease | undefined, onError: 'allow' | 'deny' = 'allow'): AdmissionSettings =>
  ({ policy: DEFAULT_POLICY, gates: resolveGates(), kruise, onError })

const notServed = (release: string) =>
  `Kruise ${release} serves no apps.kruise.io/v1beta1 CloneSet; only its main branch does (--kruise-version next)`

// v1beta1 env change under InPlaceOnly: denied when predicted; refused as unserved by released Kruise, and then, with
// --on-error=allow, let through with a warning unless it is InPlaceOnly (an update the webhook cannot check is not).
const rows: { name: string; fixture: string; kruise?: KruiseRelease; onError?: 'allow' | 'deny'; allowed: boolean; warnings?: string[]; message?: string; error?: string }[] = [
  {
    name: 'v1beta1 InPlaceIfPossible for Kruise 1.9: allowed without a prediction, the warning says why',
    fixture: 'update-env-inplaceifpossible.json', kruise: '1.9', allowed: true, error: 'IPG_ERR_VERSION_NOT_SERVED',
    warnings: [`inplace-guard allowed this CloneSet update without a prediction: ${notServed('1.9')} (IPG_ERR_VERSION_NOT_SERVED)`],
  },
  {
    name: 'v1beta1 InPlaceOnly for Kruise 1.9: denied without a prediction, the message says why',
    fixture: 'update-env-inplaceonly-v1beta1.json', kruise: '1.9', allowed: false, error: 'IPG_ERR_VERSION_NOT_SERVED',
    message: `inplace-guard cannot predict this CloneSet update: ${notServed('1.9')} (IPG_ERR_VERSION_NOT_SERVED). It is denied because the CloneSet uses InPlaceOnly, and an update this webhook cannot check is not let through then.`,
  },
  {
    name: 'v1beta1 for Kruise 1.8 with --on-error=deny: denied, the message says why',
    fixture: 'update-env-inplaceonly-v1beta1.json', kruise: '1.8', onError: 'deny', allowed: false, error: 'IPG_ERR_VERSION_NOT_SERVED',
    message: `inplace-guard cannot predict this CloneSet update: ${notServed('1.8')} (IPG_ERR_VERSION_NOT_SERVED). It is denied because the webhook runs with --on-error=deny.`,
  },
  { name: 'v1beta1 for next: predicted (and denied for InPlaceOnly)', fixture: 'update-env-inplaceonly-v1beta1.json', kruise: 'next', allowed: false },
  { name: 'v1beta1 with no release configured: predicted', fixture: 'update-env-inplaceonly-v1beta1.json', allowed: false },
  { name: 'v1alpha1 for Kruise 1.9: predicted', fixture: 'update-env-inplaceonly-v1alpha1.json', kruise: '1.9', allowed: false },
  { name: 'v1alpha1 for Kruise 1.8: predicted', fixture: 'update-env-inplaceonly-v1alpha1.json', kruise: '1.8', allowed: false },
  { name: 'v1alpha1 for next: predicted', fixture: 'update-env-inplaceonly-v1alpha1.json', kruise: 'next', allowed: false },
  {
    name: 'a v1beta1 CREATE for Kruise 1.9 is refused too',
    fixture: 'create-with-trap.json', kruise: '1.9', allowed: true, error: 'IPG_ERR_VERSION_NOT_SERVED',
    warnings: [`inplace-guard allowed this CloneSet update without a prediction: ${notServed('1.9')} (IPG_ERR_VERSION_NOT_SERVED)`],
  },
]

for (const row of rows) {
  t.test(row.name, async (t) => {
    const review = parseAdmissionReview(fixture(row.fixture))
    const { review: answer, record } = validateReview(review, settings(row.kruise, row.onError))
    t.equal(answer.response.allowed, row.allowed, 'allowed')
    t.equal(record.errorCode, row.error, 'error code')
    if (row.warnings) t.same(answer.response.warnings, row.warnings, 'warnings, verbatim')
    if (row.message) t.equal(answer.response.status?.message, row.message, 'deny message, verbatim')
    for (const warning of answer.response.warnings ?? []) t.ok(Array.from(warning).length <= 200, 'a warning kubectl shows whole')
    if (row.error) t.equal(answer.response.auditAnnotations?.error, row.error, 'audit annotation')
    if (!row.error && row.fixture.startsWith('update-env-inplaceonly')) t.match(answer.response.status?.message, /InPlaceOnly/, 'the prediction was made')
  })
}

t.test('/mutate adds no prediction annotation for an unserved version', async (t) => {
  const review = parseAdmissionReview(fixture('update-env-inplaceonly-v1beta1.json'))
  const refused = mutateReview(review, settings('1.9'))
  t.equal(refused.record.errorCode, 'IPG_ERR_VERSION_NOT_SERVED')
  t.equal(refused.review.response.patch, undefined)
  const predicted = mutateReview(review, settings('next'))
  t.equal(predicted.record.errorCode, undefined)
  t.type(predicted.review.response.patch, 'string')
})
