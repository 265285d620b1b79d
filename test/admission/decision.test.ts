import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { decide } from '../../src/admission/decision.js'
import { DEFAULT_POLICY } from '../../src/admission/policy.js'
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
