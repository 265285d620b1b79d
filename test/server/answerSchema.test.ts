import { readdirSync } from 'node:fs'
import t from 'tap'
import { mutateReview } from '../../src/admission/mutation.js'
import { parseAdmissionReview } from '../../src/admission/review.js'
import { type AdmissionSettings, validateReview } from '../../src/admission/validation.js'
import { appConfig, FIXTURES, fixture, post, startApp } from './harness.js'

/**
 * The server writes its answers from a schema (fast-json-stringify), which writes only the fields the schema names:
 * every answer must come out byte for byte as JSON.stringify writes the admission layer's answer. One row per review
 * fixture, on both webhooks, with each on-error choice (an unreadable workload is answered both ways).
 */
const REVIEWS = readdirSync(FIXTURES).filter((name) => name.endsWith('.json'))

t.test('answers are written whole, as JSON.stringify writes them', async (t) => {
  for (const onError of ['allow', 'deny'] as const) {
    const running = await startApp(t, { onError })
    const config = appConfig({ onError })
    const settings: AdmissionSettings = { policy: { denyStrategies: config.denyStrategies }, gates: config.gates, onError }
    for (const name of REVIEWS) {
      const review = fixture(name)
      for (const [path, decide] of [['/validate', validateReview], ['/mutate', mutateReview]] as const) {
        const served = await post(running, path, review)
        t.equal(served.status, 200, `${name} ${path} (${onError}): status`)
        const expected = JSON.stringify(decide(parseAdmissionReview(structuredClone(review)), settings).review)
        t.equal(served.text, expected, `${name} ${path} (${onError}): body`)
      }
    }
  }
  t.ok(REVIEWS.length >= 10, 'the fixtures cover deny, warn, allow, dry run, v1beta1 reviews, skipped kinds and an engine failure')
})
