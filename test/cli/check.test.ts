import { readFileSync } from 'node:fs'
import t from 'tap'
import { run as check } from '../../src/cli/commands/check.js'
import { cloneSetObject } from '../reconciler/support/fixtures.js'
import { runCli } from '../support/cliRun.js'

const expected = (name: string) => readFileSync(new URL(`./expected/${name}`, import.meta.url), 'utf8')
const SECRETS = ['s3cr3t-do-not-print', 'abc123-super-secret', 'zzz999-other-secret', 'debug']

const cases = [
  { name: 'image-only', args: ['--old', 'examples/check/web.yaml', '--new', 'examples/check/web-image-only.yaml'], code: 0 },
  { name: 'env-change-inplaceonly', args: ['--old', 'examples/check/web.yaml', '--new', 'examples/check/web-env-change.yaml'], code: 1 },
  { name: 'ifpossible-env-reorder', args: ['--old', 'examples/check/web-ifpossible.yaml', '--new', 'examples/check/web-ifpossible-env-reorder.yaml'], code: 0 },
]

for (const c of cases) {
  for (const output of ['text', 'json'] as const) {
    t.test(`check ${c.name} (${output})`, async (t) => {
      const result = await runCli(check, [...c.args, '--output', output])
      t.equal(result.code, c.code, 'exit code')
      t.equal(result.stderr, '')
      t.equal(result.stdout, expected(`check-${c.name}.${output === 'json' ? 'json' : 'txt'}`))
      for (const secret of SECRETS) t.notMatch(result.stdout, secret, `never prints ${secret}`)
    })
  }
}

t.test('--fail-on warn turns a warning into exit 1', async (t) => {
  const args = ['--old', 'examples/check/web-ifpossible.yaml', '--new', 'examples/check/web-ifpossible-env-reorder.yaml']
  t.equal((await runCli(check, args)).code, 0)
  t.equal((await runCli(check, [...args, '--fail-on', 'warn'])).code, 1)
})

t.test('--deny-strategies InPlaceIfPossible denies the silent recreate', async (t) => {
  const args = ['--old', 'examples/check/web-ifpossible.yaml', '--new', 'examples/check/web-ifpossible-env-reorder.yaml', '--deny-strategies', 'InPlaceOnly,InPlaceIfPossible']
  const result = await runCli(check, [...args, '--output', 'json'])
  t.equal(result.code, 1)
  t.equal(JSON.parse(result.stdout).decision, 'deny')
})

t.test('gates change the verdict: vertical scaling makes a cpu change in place', async (t) => {
  const base = ['--old', 'examples/gitops/base/apps/api/api.json', '--new', 'examples/gitops/pr/apps/api/api.json', '--output', 'json']
  const off = JSON.parse((await runCli(check, base)).stdout)
  const on = JSON.parse((await runCli(check, [...base, '--gates', 'InPlaceWorkloadVerticalScaling=true'])).stdout)
  t.same(off.blocking.map((b: { rule: string }) => b.rule), ['pod-spec', 'resources-gate-off'])
  t.same(on.blocking.map((b: { rule: string }) => b.rule), ['pod-spec'])
})

const bad = [
  { name: 'missing --new', args: ['--old', 'examples/check/web.yaml'], error: 'inplace-guard: both --old and --new are required [IPG_ERR_USAGE]\n' },
  { name: 'unknown flag', args: ['--old', 'a', '--new', 'b', '--colour'], error: /Unknown option '--colour' \[IPG_ERR_USAGE\]/ },
  { name: 'not a CloneSet', args: ['--old', 'examples/check/web.yaml', '--new', 'examples/check/not-a-cloneset.yaml'], error: 'inplace-guard: examples/check/not-a-cloneset.yaml: document 1: not an apps.kruise.io CloneSet [IPG_ERR_INPUT_FILE]\n' },
  { name: 'invalid YAML', args: ['--old', 'examples/check/web.yaml', '--new', 'examples/check/broken.yaml'], error: /^inplace-guard: examples\/check\/broken\.yaml: document 1: not valid YAML: .* \[IPG_ERR_INPUT_FILE\]\n$/ },
  { name: 'missing file', args: ['--old', 'examples/check/web.yaml', '--new', 'examples/check/nope.yaml'], error: 'inplace-guard: examples/check/nope.yaml: cannot be read (ENOENT) [IPG_ERR_INPUT_FILE]\n' },
  { name: 'bad gate', args: ['--old', 'examples/check/web.yaml', '--new', 'examples/check/web.yaml', '--gates', 'Nope=true'], error: /unknown feature gate "Nope" .*\[IPG_ERR_GATES\]/ },
  { name: 'bad output', args: ['--old', 'examples/check/web.yaml', '--new', 'examples/check/web.yaml', '--output', 'xml'], error: 'inplace-guard: --output: "xml" is not one of text, json [IPG_ERR_USAGE]\n' },
]

for (const c of bad) {
  t.test(`bad input: ${c.name} exits 2 with one line`, async (t) => {
    const result = await runCli(check, c.args)
    t.equal(result.code, 2)
    t.equal(result.stdout, '')
    if (typeof c.error === 'string') t.equal(result.stderr, c.error)
    else t.match(result.stderr, c.error)
    t.equal(result.stderr.trimEnd().split('\n').length, 1, 'a single line')
  })
}

t.test('an invalid CloneSet names the file and the field', async (t) => {
  const dir = t.testdir({
    'old.yaml': readFileSync('examples/check/web.yaml', 'utf8'),
    'new.yaml': readFileSync('examples/check/web.yaml', 'utf8').replace('maxUnavailable: 1', 'maxUnavailable: "5"'),
  })
  const result = await runCli(check, ['--old', 'old.yaml', '--new', 'new.yaml'], dir)
  t.equal(result.code, 2)
  t.equal(result.stderr, 'inplace-guard: new.yaml: spec.updateStrategy.maxUnavailable: "5" must be an integer or a percentage such as "20%" [IPG_ERR_INT_OR_PERCENT]\n')
})

t.test('--help prints usage and exits 0', async (t) => {
  const result = await runCli(check, ['--help'])
  t.equal(result.code, 0)
  t.match(result.stdout, /usage: inplace-guard check --old OLD.yaml --new NEW.yaml/)
})

t.test('--kruise-version: the Kruise release decides which CloneSet API versions exist', async (t) => {
  const v1beta1 = cloneSetObject({ policy: 'InPlaceOnly' })
  const v1beta1Image = cloneSetObject({ policy: 'InPlaceOnly', containers: [{ name: 'app', image: 'nginx:1.26' }] })
  const dir = t.testdir({
    'beta-old.json': JSON.stringify(v1beta1),
    'beta-new.json': JSON.stringify(v1beta1Image),
  })
  const beta = ['--old', 'beta-old.json', '--new', 'beta-new.json', '--output', 'json']
  const alpha = ['--old', 'examples/check/web.yaml', '--new', 'examples/check/web-image-only.yaml', '--output', 'json']
  const notServed = (release: string) =>
    `inplace-guard: beta-new.json: Kruise ${release} serves no apps.kruise.io/v1beta1 CloneSet; only its main branch does (--kruise-version next) [IPG_ERR_VERSION_NOT_SERVED]\n`
  const rows: { name: string; args: string[]; cwd?: string; code: number; stderr?: string; outcome?: string }[] = [
    { name: 'v1beta1, default (1.9)', args: beta, cwd: dir, code: 2, stderr: notServed('1.9') },
    { name: 'v1beta1, 1.9', args: [...beta, '--kruise-version', '1.9'], cwd: dir, code: 2, stderr: notServed('1.9') },
    { name: 'v1beta1, 1.8', args: [...beta, '--kruise-version', '1.8'], cwd: dir, code: 2, stderr: notServed('1.8') },
    { name: 'v1beta1, next', args: [...beta, '--kruise-version', 'next'], cwd: dir, code: 0, outcome: 'in-place' },
    { name: 'v1alpha1, default (1.9)', args: alpha, code: 0, outcome: 'in-place' },
    { name: 'v1alpha1, 1.8', args: [...alpha, '--kruise-version', '1.8'], code: 0, outcome: 'in-place' },
    { name: 'v1alpha1, next', args: [...alpha, '--kruise-version', 'next'], code: 0, outcome: 'in-place' },
    { name: 'unknown release', args: [...alpha, '--kruise-version', '1.7'], code: 2, stderr: 'inplace-guard: --kruise-version: "1.7" is not one of 1.8, 1.9, next [IPG_ERR_USAGE]\n' },
  ]
  for (const row of rows) {
    const result = await runCli(check, row.args, row.cwd)
    t.equal(result.code, row.code, `${row.name}: exit code`)
    if (row.stderr !== undefined) t.equal(result.stderr, row.stderr, `${row.name}: message`)
    if (row.outcome !== undefined) t.equal(JSON.parse(result.stdout).outcome, row.outcome, `${row.name}: outcome`)
  }
  t.match((await runCli(check, ['--help'])).stdout, /--kruise-version R +OpenKruise release of the cluster: 1\.8, 1\.9 \(default\) or next/)
})
