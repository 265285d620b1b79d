import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { Readable } from 'node:stream'
import t from 'tap'
import { run as check } from '../../src/cli/commands/check.js'
import { run as diff } from '../../src/cli/commands/diff.js'
import { cloneSetObject } from '../reconciler/support/fixtures.js'
import { runCli } from '../support/cliRun.js'
import { CHECKED_KINDS as GUARDED_KINDS } from '../../src/cli/checkedKind.js'

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

t.test('a Service and a CloneSet in one file (the guestbook tutorial): the CloneSet is found, ReCreate (default) says nothing alarming', async (t) => {
  const result = await runCli(check, ['--old', 'examples/check/guestbook.yaml', '--new', 'examples/check/guestbook-v2.yaml'])
  t.equal(result.code, 0)
  t.equal(result.stderr, '')
  t.equal(result.stdout, [
    'examples/check/guestbook-v2.yaml:33: CloneSet default/guestbook-clone (update, ReCreate (default))',
    '  spec.template.spec.containers[guestbook].image  in-place-restart  image',
    '  note: this change is eligible for an in-place update: with InPlaceIfPossible the Pods would be kept (ReCreate recreates them, as it asks)',
    '  verdict: ALLOW: Pods are deleted and recreated (ReCreate)',
    '',
  ].join('\n'))
  t.notMatch(result.stdout, /cannot be applied in place|warning:|from spec\.updateStrategy\.type/)
})

t.test('a declared ReCreate is named with its field, not as a default', async (t) => {
  const dir = t.testdir({
    'old.yaml': readFileSync('examples/check/guestbook.yaml', 'utf8').replace('  replicas: 3', '  replicas: 3\n  updateStrategy:\n    type: ReCreate'),
    'new.yaml': readFileSync('examples/check/guestbook-v2.yaml', 'utf8').replace('  replicas: 3', '  replicas: 3\n  updateStrategy:\n    type: ReCreate'),
  })
  const result = await runCli(check, ['--old', 'old.yaml', '--new', 'new.yaml', '--output', 'json'], dir)
  const report = JSON.parse(result.stdout)
  t.match(report, { strategy: 'ReCreate', strategyDefault: false, policyField: 'spec.updateStrategy.type', decision: 'allow', warnings: [] })
})

t.test('a misspelt strategy is OpenKruise\'s refusal, named in the header and the deny message, without the ReCreate hint', async (t) => {
  const dir = t.testdir({
    'old.yaml': readFileSync('examples/check/guestbook.yaml', 'utf8'),
    'new.yaml': readFileSync('examples/check/guestbook-v2.yaml', 'utf8').replace('  replicas: 3', '  replicas: 3\n  updateStrategy:\n    type: InPlaceIfPosible'),
  })
  const result = await runCli(check, ['--old', 'old.yaml', '--new', 'new.yaml'], dir)
  t.equal(result.code, 1)
  t.equal(result.stderr, '')
  t.match(result.stdout, 'CloneSet default/guestbook-clone (update, ReCreate as OpenKruise reads the refused spec.updateStrategy.type)')
  t.match(result.stdout, 'refuses it: spec.updateStrategy.type: "InPlaceIfPosible" is not ReCreate, InPlaceIfPossible or InPlaceOnly. To proceed, set spec.updateStrategy.type to ReCreate, InPlaceIfPossible or InPlaceOnly.')
  t.notMatch(result.stdout, 'as it asks')
  const json = JSON.parse((await runCli(check, ['--old', 'old.yaml', '--new', 'new.yaml', '--output', 'json'], dir)).stdout)
  t.match(json, { strategy: 'ReCreate', strategyDefault: false, strategyRefused: true, decision: 'deny' })
})

t.test('claim templates changed with an in-place update: a warning, at the claim templates line', async (t) => {
  const result = await runCli(check, ['--old', 'examples/check/db.yaml', '--new', 'examples/check/db-image-and-claims.yaml', '--output', 'json'])
  t.equal(result.code, 0)
  const report = JSON.parse(result.stdout)
  t.equal(report.decision, 'warn')
  t.same(report.warnings, [{
    code: 'trap/vct-with-in-place', path: 'spec.volumeClaimTemplates', severity: 'warning', line: 26,
    text: 'volumeClaimTemplates changed with an in-place update (RecreatePodWhenChangeVCTInCloneSetGate is off): the Pods keep their old volumes; only Pods created later get the new claims',
  }])
  t.match(report.traps, [{ id: 'vct-with-in-place', line: 26 }])
  t.equal(readFileSync('examples/check/db-image-and-claims.yaml', 'utf8').split('\n')[25], '  volumeClaimTemplates:')
  t.equal((await runCli(check, ['--old', 'examples/check/db.yaml', '--new', 'examples/check/db-image-and-claims.yaml', '--fail-on', 'warn'])).code, 1)
})

t.test('a kind: List (kubectl get -o yaml): --name picks one item; without it the error lists them', async (t) => {
  const ambiguous = await runCli(check, ['--new', 'examples/check/list.yaml'])
  t.equal(ambiguous.code, 2)
  t.equal(ambiguous.stderr, 'inplace-guard: examples/check/list.yaml: holds 2 workloads: CloneSet shop/cart (document 1, item 1), CloneSet shop/search (document 1, item 2); pick one with --name NAMESPACE/NAME [IPG_ERR_AMBIGUOUS_WORKLOAD]\n')
  const picked = await runCli(check, ['--new', 'examples/check/list.yaml', '--name', 'shop/search', '--output', 'json'])
  t.equal(picked.code, 0)
  t.match(JSON.parse(picked.stdout), { kind: 'CloneSet', workload: 'shop/search', operation: 'CREATE', file: 'examples/check/list.yaml', document: 'document 1, item 2', line: 28 })
  const missing = await runCli(check, ['--new', 'examples/check/list.yaml', '--name', 'shop/nope'])
  t.equal(missing.stderr, 'inplace-guard: examples/check/list.yaml: no workload shop/nope; it holds CloneSet shop/cart (document 1, item 1), CloneSet shop/search (document 1, item 2) [IPG_ERR_NO_WORKLOAD]\n')
  const update = await runCli(check, ['--old', 'examples/check/list.yaml', '--new', 'examples/check/list.yaml'])
  t.equal(update.code, 2)
  t.match(update.stderr, /; pick one with --name NAMESPACE\/NAME, or compare every workload of the two files with inplace-guard diff examples\/check\/list\.yaml examples\/check\/list\.yaml \[IPG_ERR_AMBIGUOUS_WORKLOAD\]\n$/)
  const all = await runCli(diff, ['examples/check/list.yaml', 'examples/check/list.yaml', '--output', 'json'])
  t.equal(all.code, 0, 'the command it names compares both')
  t.match(JSON.parse(all.stdout).summary, { compared: 2, unchanged: 2 })
})

t.test('the diff command the ambiguous error names is quoted for the shell when a path needs it', async (t) => {
  const list = readFileSync('examples/check/list.yaml', 'utf8')
  const dir = t.testdir({ 'my list.yaml': list, "it's.yaml": list })
  const cases = [
    { old: 'my list.yaml', current: "it's.yaml", shown: `inplace-guard diff 'my list.yaml' 'it'\\''s.yaml'` },
    { old: "it's.yaml", current: 'my list.yaml', shown: `inplace-guard diff 'it'\\''s.yaml' 'my list.yaml'` },
  ]
  for (const c of cases) {
    const result = await runCli(check, ['--old', c.old, '--new', c.current], dir)
    t.equal(result.code, 2)
    t.ok(result.stderr.endsWith(`, or compare every workload of the two files with ${c.shown} [IPG_ERR_AMBIGUOUS_WORKLOAD]\n`), result.stderr)
    const named = /with inplace-guard diff (.*) \[IPG_ERR_AMBIGUOUS_WORKLOAD\]\n$/.exec(result.stderr)?.[1] ?? ''
    const words = execFileSync('sh', ['-c', `printf '%s\\n' ${named}`], { encoding: 'utf8' }).split('\n').slice(0, 2)
    t.same(words, [c.old, c.current], 'a shell reads the two paths of the named command back as given')
  }
})

t.test('the old file is searched for the new CloneSet when it holds several', async (t) => {
  const dir = t.testdir({
    'new.yaml': readFileSync('examples/check/list.yaml', 'utf8').split('  - apiVersion')[2]!.replace(/^/, 'apiVersion').replace(/\n {4}/g, '\n').replace('cart:2.0.0', 'cart:2.1.0'),
  })
  t.match(readFileSync(`${dir}/new.yaml`, 'utf8'), /^apiVersion: apps\.kruise\.io\/v1alpha1\nkind: CloneSet\nmetadata:\n  name: search/)
  const result = await runCli(check, ['--old', `${process.cwd()}/examples/check/list.yaml`, '--new', 'new.yaml', '--output', 'json'], dir)
  t.equal(result.stderr, '')
  t.match(JSON.parse(result.stdout), { kind: 'CloneSet', workload: 'shop/search', operation: 'UPDATE', outcome: 'unchanged', decision: 'allow' })
})

t.test('JSON files and multi-document YAML read alike', async (t) => {
  const result = await runCli(check, ['--old', 'examples/gitops/base/apps/api/api.json', '--new', 'examples/gitops/pr/apps/api/api.json', '--output', 'json'])
  t.equal(result.code, 1)
  const report = JSON.parse(result.stdout)
  t.match(report, { kind: 'CloneSet', workload: 'shop/api', file: 'examples/gitops/pr/apps/api/api.json', line: 1, decision: 'deny' })
  t.ok(report.blocking.every((b: { line: number }) => b.line > 1), 'each blocking change has its own line')
})

t.test('standard input: --new - (and --old -)', async (t) => {
  const text = readFileSync('examples/check/web-image-only.yaml', 'utf8')
  const fromStdin = await runCli(check, ['--old', 'examples/check/web.yaml', '--new', '-'], process.cwd(), Readable.from([text]))
  t.equal(fromStdin.code, 0)
  t.equal(fromStdin.stdout, expected('check-image-only.txt').replace('examples/check/web-image-only.yaml:19', '<stdin>:19'))
  const old = await runCli(check, ['--old', '-', '--new', 'examples/check/web-env-change.yaml'], process.cwd(), Readable.from([readFileSync('examples/check/web.yaml')]))
  t.equal(old.code, 1)
  const both = await runCli(check, ['--old', '-', '--new', '-'], process.cwd(), Readable.from([text]))
  t.equal(both.stderr, 'inplace-guard: only one of --old and --new can be standard input (-) [IPG_ERR_USAGE]\n')
})

t.test('two different CloneSets are not an update unless --rename', async (t) => {
  const refused = await runCli(check, ['--old', 'examples/check/web.yaml', '--new', 'examples/check/guestbook.yaml'])
  t.equal(refused.code, 2)
  t.equal(refused.stdout, '')
  t.equal(refused.stderr, 'inplace-guard: --old examples/check/web.yaml is CloneSet shop/web but --new examples/check/guestbook.yaml is CloneSet default/guestbook-clone: different objects, not an update (pass --rename to compare them anyway) [IPG_ERR_IDENTITY_MISMATCH]\n')
  const renamed = await runCli(check, ['--old', 'examples/check/web.yaml', '--new', 'examples/check/guestbook.yaml', '--rename', '--output', 'json'])
  t.equal(renamed.stderr, '')
  t.match(JSON.parse(renamed.stdout), { kind: 'CloneSet', workload: 'default/guestbook-clone', operation: 'UPDATE', outcome: 'recreate' })
})

t.test('an omitted namespace is the default namespace (or --namespace)', async (t) => {
  const dir = t.testdir({
    'old.yaml': readFileSync('examples/check/guestbook.yaml', 'utf8').replace('  name: guestbook-clone\n  labels:\n    app: guestbook-clone\nspec:\n  replicas', '  name: guestbook-clone\n  namespace: default\n  labels:\n    app: guestbook-clone\nspec:\n  replicas'),
    'new.yaml': readFileSync('examples/check/guestbook-v2.yaml', 'utf8'),
  })
  t.match(readFileSync(`${dir}/old.yaml`, 'utf8'), /namespace: default/)
  t.equal((await runCli(check, ['--old', 'old.yaml', '--new', 'new.yaml'], dir)).code, 0, 'default/guestbook-clone on both sides')
  const other = await runCli(check, ['--old', 'old.yaml', '--new', 'new.yaml', '--namespace', 'shop'], dir)
  t.match(other.stderr, /is CloneSet default\/guestbook-clone but --new new\.yaml is CloneSet shop\/guestbook-clone/)
})

t.test('--new alone lints one manifest (the CREATE path of the webhook)', async (t) => {
  const result = await runCli(check, ['--new', 'examples/gitops/pr/apps/worker/worker.yaml'])
  t.equal(result.code, 0)
  t.equal(result.stdout, [
    'examples/gitops/pr/apps/worker/worker.yaml:13: CloneSet shop/worker (create, InPlaceIfPossible from spec.updateStrategy.type)',
    '  verdict: WARN: new CloneSet, its Pods are created from this template',
    '  warning: maxUnavailable "12.5%" resolves to 0 Pods in OpenKruise\'s controller (it reads percentages as whole numbers) and maxSurge is 0, so the rollout never starts',
    '',
  ].join('\n'))
  t.equal((await runCli(check, ['--new', 'examples/gitops/pr/apps/worker/worker.yaml', '--fail-on', 'warn'])).code, 1)
})

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
  { name: 'missing --new', args: ['--old', 'examples/check/web.yaml'], error: 'inplace-guard: --new is required (with --old to check an update, alone to lint a new workload) [IPG_ERR_USAGE]\n' },
  { name: 'unknown flag', args: ['--old', 'a', '--new', 'b', '--colour'], error: /Unknown option '--colour'.* \[IPG_ERR_USAGE\]/ },
  { name: 'not a CloneSet', args: ['--old', 'examples/check/web.yaml', '--new', 'examples/check/not-a-cloneset.yaml'], error: `inplace-guard: examples/check/not-a-cloneset.yaml: no apps.kruise.io ${GUARDED_KINDS.join(' or ')}: found apps/v1 Deployment (document 1) [IPG_ERR_NO_WORKLOAD]\n` },
  { name: 'invalid YAML', args: ['--old', 'examples/check/web.yaml', '--new', 'examples/check/broken.yaml'], error: /^inplace-guard: examples\/check\/broken\.yaml: document 1: line \d+, column \d+: not valid YAML: .* \([A-Z_]+\) \[IPG_ERR_YAML\]\n$/ },
  { name: 'missing file', args: ['--old', 'examples/check/web.yaml', '--new', 'examples/check/nope.yaml'], error: 'inplace-guard: examples/check/nope.yaml: cannot be read (ENOENT) [IPG_ERR_INPUT_FILE]\n' },
  { name: 'bad gate', args: ['--old', 'examples/check/web.yaml', '--new', 'examples/check/web.yaml', '--gates', 'Nope=true'], error: /unknown feature gate "Nope" .*\[IPG_ERR_GATES\]/ },
  { name: 'bad output', args: ['--old', 'examples/check/web.yaml', '--new', 'examples/check/web.yaml', '--output', 'xml'], error: 'inplace-guard: --output: "xml" is not one of text, json, junit, sarif, github, markdown [IPG_ERR_USAGE]\n' },
  { name: 'bad --name', args: ['--new', 'examples/check/list.yaml', '--name', 'a/b/c/d'], error: 'inplace-guard: --name: "a/b/c/d" is not KIND/NAMESPACE/NAME, NAMESPACE/NAME or NAME [IPG_ERR_USAGE]\n' },
  { name: 'unknown kind in --name', args: ['--new', 'examples/check/list.yaml', '--name', 'Deployment/shop/web'], error: `inplace-guard: --name: "Deployment" is not a kind the guard checks (${GUARDED_KINDS.join(', ')}) [IPG_ERR_USAGE]\n` },
  { name: 'bad --namespace', args: ['--new', 'examples/check/web.yaml', '--namespace', 'Not_A_Namespace'], error: 'inplace-guard: --namespace: "Not_A_Namespace" is not a namespace name [IPG_ERR_USAGE]\n' },
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

t.test('a CloneSet without a name is a clear error', async (t) => {
  const dir = t.testdir({
    'new.yaml': readFileSync('examples/check/web.yaml', 'utf8').replace('  name: web\n', '  generateName: web-\n'),
  })
  const result = await runCli(check, ['--new', 'new.yaml'], dir)
  t.equal(result.code, 2)
  t.equal(result.stderr, 'inplace-guard: new.yaml: document 1 (line 2): the CloneSet has no metadata.name (generateName "web-" names only objects the apiserver creates) [IPG_ERR_WORKLOAD_NAME]\n')
})

t.test('an invalid CloneSet names the file, the document and the field', async (t) => {
  const dir = t.testdir({
    'old.yaml': readFileSync('examples/check/web.yaml', 'utf8'),
    'new.yaml': readFileSync('examples/check/web.yaml', 'utf8').replace('maxUnavailable: 1', 'maxUnavailable: 1.5'),
  })
  const result = await runCli(check, ['--old', 'old.yaml', '--new', 'new.yaml'], dir)
  t.equal(result.code, 2)
  t.equal(result.stderr, 'inplace-guard: new.yaml: document 1: spec.updateStrategy.maxUnavailable: must be an integer or a string, got number [IPG_ERR_FIELD_TYPE]\n')
})

t.test('a strategy value Kruise refuses is a denial naming the field, as the chosen release parses it', async (t) => {
  const dir = t.testdir({
    'old.yaml': readFileSync('examples/check/web.yaml', 'utf8'),
    'new.yaml': readFileSync('examples/check/web.yaml', 'utf8').replace('maxUnavailable: 1', 'maxUnavailable: "5"'),
  })
  const in19 = await runCli(check, ['--old', 'old.yaml', '--new', 'new.yaml', '--output', 'json'], dir)
  t.equal(in19.code, 1)
  t.equal(in19.stderr, '')
  t.match(JSON.parse(in19.stdout), { decision: 'deny', denyMessage: /refuses it: spec\.updateStrategy\.maxUnavailable: "5" must be an integer or a percentage such as "20%"/ })
  const in18 = await runCli(check, ['--old', 'old.yaml', '--new', 'new.yaml', '--output', 'json', '--kruise-version', '1.8'], dir)
  t.equal(in18.code, 0, 'Kruise 1.8 reads "5" as 5 %: 1 of 4 Pods')
  t.match(JSON.parse(in18.stdout), { decision: 'allow' })
})

t.test('--help prints usage and exits 0', async (t) => {
  const result = await runCli(check, ['--help'])
  t.equal(result.code, 0)
  t.match(result.stdout, /usage: inplace-guard check \[options\] FILE\|DIR\|- \.\.\.\n +inplace-guard check --old OLD.yaml --new NEW.yaml/)
  t.match(result.stdout, /--output FORMAT +text, json, junit, sarif, github or markdown/)
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
    `inplace-guard: beta-new.json: document 1: Kruise ${release} serves no apps.kruise.io/v1beta1 CloneSet; only its main branch does (--kruise-version next) [IPG_ERR_VERSION_NOT_SERVED]\n`
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

t.test('a CREATE whose revision label the API server refuses: the verdict does not say its Pods are created', async (t) => {
  const { mkdtempSync, rmSync, writeFileSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const { join } = await import('node:path')
  const dir = mkdtempSync(join(tmpdir(), 'ipg-check-label-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const manifest = readFileSync('examples/check/web.yaml', 'utf8')
  for (const [file, name] of [['long.yaml', `web-${'x'.repeat(56)}`], ['short.yaml', 'web-api']] as const) writeFileSync(join(dir, file), manifest.replace(/name: web\n/, `name: ${name}\n`))
  const long = await runCli(check, ['--new', 'long.yaml'], dir)
  t.match(long.stdout, /\n {2}verdict: WARN: OpenKruise admits the creation, but the API server refuses the Pods written at its revision \(the revision label is too long\)\n {2}warning: this template is revision web-x+-\w+, which the controller writes into each Pod's controller-revision-hash label/)
  t.notMatch(long.stdout, /its Pods are created/)
  const short = await runCli(check, ['--new', 'short.yaml'], dir)
  t.match(short.stdout, /verdict: \w+: new CloneSet, its Pods are created from this template/)
})
