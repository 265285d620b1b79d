import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { decide } from '../../src/admission/decision.js'
import { DEFAULT_POLICY } from '../../src/admission/policy.js'
import { WARNING_BUDGET_RUNES } from '../../src/admission/warningLines.js'
import { parseAdmissionReview } from '../../src/admission/review.js'
import { validateReview } from '../../src/admission/validation.js'
import { run as check } from '../../src/cli/commands/check.js'
import { resolveGates } from '../../src/engine/kruise/gates.js'
import { runCli } from '../support/cliRun.js'
import { fixture } from './helpers.js'

/**
 * One decision for the webhook and the CLI: for each review, the webhook's answer, `check`'s report and decide() agree
 * on the decision and the warnings, and every warning carries its code, field and severity beside the text.
 */

const FIXTURES = [
  'create-with-trap.json', 'update-env-inplaceifpossible.json', 'update-env-inplaceonly-v1alpha1.json',
  'update-env-inplaceonly-v1beta1.json', 'update-image-only.json',
]
const CODE = /^(recreate-change|recreate|dropped-field|dropped-fields|held-back-revision|trap\/[a-z-]+)$/

for (const name of FIXTURES) {
  t.test(name, async (t) => {
    const { request } = fixture(name)
    const { result } = decide({ operation: request.operation, object: request.object, oldObject: request.oldObject }, { policy: DEFAULT_POLICY, kruise: 'next' })
    for (const w of result.warnings) {
      t.match(w, { code: CODE, severity: 'warning', text: String })
      if (w.code === 'recreate-change' || w.code.startsWith('trap/')) t.type(w.path, 'string', `${w.code} names its field`)
    }

    const webhook = validateReview(parseAdmissionReview(fixture(name)), { policy: DEFAULT_POLICY, gates: resolveGates(), kruise: 'next', onError: 'allow' })
    t.equal(webhook.record.decision, result.decision)
    t.same(webhook.review.response.warnings ?? [], result.warnings.map((w) => w.text), 'the webhook sends the texts, in order')

    const dir = mkdtempSync(join(tmpdir(), 'decision-'))
    t.teardown(() => rmSync(dir, { recursive: true, force: true }))
    writeFileSync(join(dir, 'new.json'), JSON.stringify(request.object))
    if (request.oldObject) writeFileSync(join(dir, 'old.json'), JSON.stringify(request.oldObject))
    const cli = await runCli(check, [...(request.oldObject ? ['--old', 'old.json'] : []), '--new', 'new.json', '--kruise-version', 'next', '--output', 'json'], dir)
    t.equal(cli.stderr, '')
    const report = JSON.parse(cli.stdout)
    t.equal(report.decision, result.decision)
    t.same(report.warnings.map(({ line: _line, ...w }: { line?: number }) => w), result.warnings, 'check reports the same warnings, with their structure')
  })
}

t.test('many long warnings: the webhook fits them to the API server\'s budget, check reports each whole', async (t) => {
  const review = fixture('update-env-inplaceifpossible.json')
  const { oldObject, object } = review.request
  for (let i = 0; i < 12; i++) {
    const name = `SETTING_${i}_${'X'.repeat(300)}`
    oldObject.spec.template.spec.containers[0].env.push({ name, value: 'a' })
    object.spec.template.spec.containers[0].env.push({ name, value: 'b' })
  }
  const { result } = decide({ operation: 'UPDATE', object, oldObject }, { policy: DEFAULT_POLICY, kruise: 'next' })
  const whole = result.warnings.map((w) => w.text)
  t.ok(whole.filter((text) => text.endsWith('cannot be applied in place')).length >= 10, 'each change warning whole, to its end')
  t.ok(whole.join('').length > WARNING_BUDGET_RUNES, 'together longer than the budget')

  const sent = validateReview(parseAdmissionReview(review), { policy: DEFAULT_POLICY, gates: resolveGates(), kruise: 'next', onError: 'allow' }).review.response.warnings ?? []
  t.ok(sent.join('').length <= WARNING_BUDGET_RUNES, `the webhook sends ${sent.join('').length} characters, within the budget`)
  t.equal(sent.length, whole.length, 'no warning left out: cutting them alike is enough')
  sent.forEach((line, i) => t.ok(line === whole[i] || (line.endsWith('…') && whole[i]!.startsWith(line.slice(0, -1))), `line ${i}: the warning or its beginning`))

  const dir = mkdtempSync(join(tmpdir(), 'decision-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  writeFileSync(join(dir, 'old.json'), JSON.stringify(oldObject))
  writeFileSync(join(dir, 'new.json'), JSON.stringify(object))
  const cli = await runCli(check, ['--old', 'old.json', '--new', 'new.json', '--output', 'json', '--kruise-version', 'next'], dir)
  t.same(JSON.parse(cli.stdout).warnings.map((w: { text: string }) => w.text), whole, 'check reports them whole')
})
