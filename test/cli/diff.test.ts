import { readFileSync } from 'node:fs'
import t from 'tap'
import { run as diff } from '../../src/cli/commands/diff.js'
import { cloneSetObject } from '../reconciler/support/fixtures.js'
import { runCli } from '../support/cliRun.js'

const expected = (name: string) => readFileSync(new URL(`./expected/${name}`, import.meta.url), 'utf8')

for (const output of ['text', 'json'] as const) {
  t.test(`diff of the example GitOps trees (${output})`, async (t) => {
    const result = await runCli(diff, ['examples/gitops/base', 'examples/gitops/pr', '--output', output])
    t.equal(result.code, 1, 'a deny anywhere fails the pull request')
    t.equal(result.stderr, '')
    t.equal(result.stdout, expected(`diff-gitops.${output === 'json' ? 'json' : 'txt'}`))
    t.notMatch(result.stdout, /super-secret|other-secret/)
  })
}

t.test('identical trees: exit 0, all unchanged', async (t) => {
  const result = await runCli(diff, ['examples/gitops/base', 'examples/gitops/base', '--output', 'json'])
  t.equal(result.code, 0)
  const body = JSON.parse(result.stdout)
  t.same(body.summary, { compared: 2, added: 0, removed: 0, unchanged: 2, allow: 2, warn: 0, deny: 0 })
})

t.test('a removed CloneSet is reported, a warning fails only with --fail-on warn', async (t) => {
  const result = await runCli(diff, ['examples/gitops/pr', 'examples/gitops/base'])
  t.equal(result.code, 1, 'reverting the api change is an InPlaceOnly recreate too')
  t.match(result.stdout, 'CloneSet shop/worker (removed)')
  const lenient = await runCli(diff, ['examples/gitops/base', 'examples/gitops/pr', '--deny-strategies', 'ReCreate'])
  t.equal(lenient.code, 0, 'a warning alone passes')
  const strict = await runCli(diff, ['examples/gitops/base', 'examples/gitops/pr', '--deny-strategies', 'ReCreate', '--fail-on', 'warn'])
  t.equal(strict.code, 1)
})

t.test('bad trees exit 2 with one line naming file and document', async (t) => {
  const dir = t.testdir({
    a: { 'x.yaml': 'kind: ConfigMap\napiVersion: v1\n---\nkey: [unclosed\n' },
    b: { 'y.yaml': 'kind: ConfigMap\napiVersion: v1\n' },
    dup: {
      'one.yaml': readFileSync('examples/gitops/base/apps/web/web.yaml', 'utf8'),
      nested: { 'two.yml': readFileSync('examples/gitops/base/apps/web/web.yaml', 'utf8') },
    },
  })
  const broken = await runCli(diff, ['a', 'b'], dir)
  t.equal(broken.code, 2)
  t.match(broken.stderr, /^inplace-guard: a\/x\.yaml: document 2: not valid YAML: .* \[IPG_ERR_INPUT_FILE\]\n$/)
  const duplicate = await runCli(diff, ['b', 'dup'], dir)
  t.equal(duplicate.code, 2)
  t.equal(duplicate.stderr, 'inplace-guard: dup/one.yaml: document 2: CloneSet shop/web is also defined in dup/nested/two.yml (document 2) [IPG_ERR_INPUT_FILE]\n')
  const missing = await runCli(diff, ['nope', 'b'], dir)
  t.equal(missing.stderr, 'inplace-guard: nope: no such directory [IPG_ERR_INPUT_FILE]\n')
  const usage = await runCli(diff, ['only-one'], dir)
  t.equal(usage.code, 2)
})

t.test('--kruise-version: a v1beta1 CloneSet in the tree is refused for released Kruise, read for next', async (t) => {
  const dir = t.testdir({
    old: { 'web.json': JSON.stringify(cloneSetObject()) },
    new: { 'web.json': JSON.stringify(cloneSetObject({ containers: [{ name: 'app', image: 'nginx:1.26' }] })) },
  })
  const released = await runCli(diff, ['old', 'new'], dir)
  t.equal(released.code, 2)
  t.equal(released.stderr, 'inplace-guard: new/web.json (document 1): Kruise 1.9 serves no apps.kruise.io/v1beta1 CloneSet; only its main branch does (--kruise-version next) [IPG_ERR_VERSION_NOT_SERVED]\n')
  const next = await runCli(diff, ['old', 'new', '--kruise-version', 'next', '--output', 'json'], dir)
  t.equal(next.code, 0, next.stderr)
  t.equal(JSON.parse(next.stdout).results[0].outcome, 'in-place')
  const bad = await runCli(diff, ['old', 'new', '--kruise-version', 'main'], dir)
  t.equal(bad.stderr, 'inplace-guard: --kruise-version: "main" is not one of 1.8, 1.9, next [IPG_ERR_USAGE]\n')
})
