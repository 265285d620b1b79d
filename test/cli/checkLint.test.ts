// `check FILE|DIR|- ...`: a linter over everything given, as kubeconform, kube-linter and conftest are.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import t from 'tap'
import { run as check } from '../../src/cli/commands/check.js'
import { runCli } from '../support/cliRun.js'
import { git } from '../support/gitRepo.js'

const example = (path: string) => readFileSync(`examples/${path}`, 'utf8')
const web = example('check/web.yaml')
const SERVICE = 'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\n  namespace: shop\nspec:\n  ports:\n    - port: 80\n'
const CONFIG_MAP = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\ndata:\n  LOG_LEVEL: info\n'
const CI_FILE = 'name: ci\non: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test\n'
const KUSTOMIZATION = 'resources:\n  - service.yaml\n'

t.test('files with nothing to check pass: other kinds, kustomizations and CI files are passed over, never an error', async (t) => {
  const dir = t.testdir({ 'service.yaml': SERVICE, 'config.yaml': CONFIG_MAP, 'ci.yml': CI_FILE, 'kustomization.yaml': KUSTOMIZATION, 'tsconfig.json': '{\n  // comments\n  "strict": true,\n}\n' })
  const args = ['service.yaml', 'config.yaml', 'ci.yml', 'kustomization.yaml', 'tsconfig.json']
  const text = await runCli(check, args, dir)
  t.equal(text.code, 0)
  t.equal(text.stderr, '')
  t.equal(text.stdout, 'summary: 0 workloads checked (0 new, 0 updated), 5 passed over, 0 files skipped; 0 deny, 0 warn, 0 allow\n')
  const verbose = await runCli(check, [...args, '--verbose'], dir)
  t.equal(verbose.stdout, [
    'passed over: service.yaml:1: Service shop/web: not a kind the guard checks',
    'passed over: config.yaml:1: ConfigMap settings: not a kind the guard checks',
    'passed over: ci.yml:1: not a Kubernetes object (no apiVersion and kind)',
    'passed over: kustomization.yaml: Kustomization: a kustomization: kustomize builds objects from it',
    'passed over: tsconfig.json:1: not a Kubernetes object (no apiVersion and kind)',
    'summary: 0 workloads checked (0 new, 0 updated), 5 passed over, 0 files skipped; 0 deny, 0 warn, 0 allow',
    '',
  ].join('\n'))
  const json = JSON.parse((await runCli(check, [...args, '--output', 'json'], dir)).stdout)
  t.same(json.summary, { compared: 0, added: 0, removed: 0, unchanged: 0, skipped: 0, passedOver: 5, errors: 0, allow: 0, warn: 0, deny: 0 })
  t.match(json.passedOver, [
    { file: 'service.yaml', document: 'document 1', line: 1, kind: 'Service', name: 'shop/web', reason: 'not a kind the guard checks' },
    { file: 'config.yaml', kind: 'ConfigMap', name: 'settings' },
    { file: 'ci.yml', document: 'document 1', line: 1, reason: 'not a Kubernetes object (no apiVersion and kind)' },
    { file: 'kustomization.yaml', kind: 'Kustomization' },
    { file: 'tsconfig.json' },
  ])
})

t.test('every CloneSet of every file and folder is checked in one run; the exit code counts everything read', async (t) => {
  const dir = t.testdir({
    apps: { 'web.yaml': `${SERVICE}---\n${web}`, 'worker.yaml': example('gitops/pr/apps/worker/worker.yaml') },
    'list.yaml': example('check/list.yaml'),
  })
  const result = await runCli(check, ['apps', 'list.yaml'], dir)
  t.equal(result.code, 0, 'a warning alone passes')
  t.equal(result.stdout, [
    'apps/worker.yaml:13: CloneSet shop/worker (create, InPlaceIfPossible from spec.updateStrategy.type)',
    '  verdict: WARN: new CloneSet, its Pods are created from this template',
    '  warning: maxUnavailable "12.5%" resolves to 0 Pods in OpenKruise\'s controller (it reads percentages as whole numbers) and maxSurge is 0, so the rollout never starts',
    'summary: 4 workloads checked (4 new, 0 updated), 1 passed over, 0 files skipped; 0 deny, 1 warn, 3 allow',
    '',
  ].join('\n'), 'a lint prints what needs a look; the allowed new CloneSets are counted')
  const json = JSON.parse((await runCli(check, ['apps', 'list.yaml', '--output', 'json'], dir)).stdout)
  t.same(json.results.map((r: { kind: string; workload: string; operation: string }) => `${r.kind} ${r.workload} ${r.operation}`), ['CloneSet shop/web CREATE', 'CloneSet shop/worker CREATE', 'CloneSet shop/cart CREATE', 'CloneSet shop/search CREATE'], 'two CloneSets in one file are both checked')
  t.equal((await runCli(check, ['apps', 'list.yaml', '--fail-on', 'warn'], dir)).code, 1)
  const verbose = await runCli(check, ['apps', '-v'], dir)
  t.match(verbose.stdout, /^apps\/web\.yaml:\d+: CloneSet shop\/web \(create, InPlaceOnly from spec\.updateStrategy\.type\)\n {2}verdict: ALLOW: new CloneSet/, '--verbose lists the allowed ones too')
})

t.test('bad input in one file: reported on stderr, the others still checked, exit 2 (above a deny)', async (t) => {
  const dir = t.testdir({
    'broken.yaml': 'apiVersion: v1\nkind: ConfigMap\ndata: [\n',
    'bad-value.yaml': web.replace('maxUnavailable: 1', 'maxUnavailable: 1.5'),
    'worker.yaml': example('gitops/pr/apps/worker/worker.yaml'),
  })
  const result = await runCli(check, ['broken.yaml', 'bad-value.yaml', 'missing.yaml', 'worker.yaml'], dir)
  t.equal(result.code, 2)
  t.same(result.stderr.split('\n'), [
    'inplace-guard: missing.yaml: no such file or folder [IPG_ERR_INPUT_FILE]',
    'inplace-guard: broken.yaml: document 1: line 4, column 1: not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ] (BAD_INDENT) [IPG_ERR_YAML]',
    'inplace-guard: bad-value.yaml: document 1: spec.updateStrategy.maxUnavailable: must be an integer or a string, got number [IPG_ERR_FIELD_TYPE]',
    '',
  ])
  t.match(result.stdout, /^worker\.yaml:13: CloneSet shop\/worker[\s\S]*\nsummary: 1 workload checked \(1 new, 0 updated\), 0 passed over, 0 files skipped, 3 errors; 0 deny, 1 warn, 0 allow\n$/)
  const json = JSON.parse((await runCli(check, ['broken.yaml', 'worker.yaml', '--output', 'json'], dir)).stdout)
  t.match(json.errors, [{ file: 'broken.yaml', code: 'IPG_ERR_YAML' }])
  const github = await runCli(check, ['broken.yaml', '--output', 'github'], dir)
  t.match(github.stdout, /^::error file=broken\.yaml,title=cannot be checked \[IPG_ERR_YAML\]::broken\.yaml: document 1: line 4/)
})

t.test('Kustomize and Helm sources: patches and templates are skipped with the reason, kustomizations and chart values passed over', async (t) => {
  const tree = 'examples/kustomize/pr/apps/cart'
  const files = ['base/kustomization.yaml', 'base/cloneset.yaml', 'base/settings.json', 'overlays/prod/kustomization.yaml', 'overlays/prod/replicas.yaml', 'overlays/prod/logging.yaml'].map((f) => `${tree}/${f}`)
  const kustomize = await runCli(check, [...files, '--output', 'json'])
  t.equal(kustomize.code, 0, 'a Kustomize overlay passes')
  const body = JSON.parse(kustomize.stdout)
  t.match(body.results, [{ kind: 'CloneSet', workload: 'default/cart', file: `${tree}/base/cloneset.yaml`, decision: 'allow' }])
  t.same(body.skipped.map((s: { file: string }) => s.file), [`${tree}/overlays/prod/replicas.yaml`, `${tree}/overlays/prod/logging.yaml`])
  t.equal(body.skipped[0].reason, `a Kustomize patch (${tree}/overlays/prod/kustomization.yaml applies it): its objects are partial until kustomize builds them; render with diff --kustomize, or kubectl kustomize DIR | inplace-guard check -`)
  t.same(body.passedOver.map((p: { file: string }) => p.file), [`${tree}/base/kustomization.yaml`, `${tree}/base/settings.json`, `${tree}/overlays/prod/kustomization.yaml`])
  t.equal((await runCli(check, [...files, '--strict'])).code, 2, '--strict: the patches were not checked')

  const chart = await runCli(check, ['examples/helm/pr/charts', '--output', 'json'])
  t.equal(chart.code, 0)
  const charts = JSON.parse(chart.stdout)
  t.same(charts.skipped.map((s: { file: string; code: string }) => `${s.file} ${s.code}`), [
    'examples/helm/pr/charts/search/templates/cloneset.yaml IPG_ERR_UNRENDERED_TEMPLATE',
    'examples/helm/pr/charts/search/templates/service.yaml IPG_ERR_UNRENDERED_TEMPLATE',
  ])
  t.equal(charts.skipped[0].reason, 'a template of the Helm chart examples/helm/pr/charts/search: render the chart and check the output, e.g. helm template RELEASE examples/helm/pr/charts/search | inplace-guard check -')
  t.same(charts.passedOver.map((p: { file: string }) => p.file), ['examples/helm/pr/charts/search/Chart.yaml', 'examples/helm/pr/charts/search/values.yaml'])
  t.equal((await runCli(check, ['examples/helm/pr/charts', '--exclude', '**/templates/**', '--strict'])).code, 0, '--exclude leaves the templates out')

  const dir = t.testdir({ 'loose.yaml': 'apiVersion: apps.kruise.io/v1alpha1\nkind: CloneSet\nmetadata:\n  name: x\n  labels:\n    {{- include "x.labels" . | nindent 4 }}\n' })
  const loose = await runCli(check, ['loose.yaml'], dir)
  t.equal(loose.code, 0)
  t.equal(loose.stdout, 'skipped: loose.yaml: line 6: looks like an unrendered Helm template ({{ ... }} outside a YAML string): render it first and check the output, e.g. helm template RELEASE CHART_DIR | inplace-guard check - [IPG_ERR_UNRENDERED_TEMPLATE]\nsummary: 0 workloads checked (0 new, 0 updated), 0 passed over, 1 file skipped; 0 deny, 0 warn, 0 allow\n')
})

t.test('--name picks the one CloneSet to check; the others are passed over', async (t) => {
  const picked = JSON.parse((await runCli(check, ['examples/check/list.yaml', '--name', 'shop/search', '--output', 'json'])).stdout)
  t.same(picked.results.map((r: { workload: string }) => r.workload), ['shop/search'])
  t.match(picked.passedOver, [{ kind: 'CloneSet', name: 'shop/cart', reason: 'not the workload --name shop/search asks for' }])
  const missing = await runCli(check, ['examples/check/list.yaml', '--name', 'shop/nope'])
  t.equal(missing.code, 2)
  t.equal(missing.stderr, 'inplace-guard: no workload shop/nope in examples/check/list.yaml [IPG_ERR_NO_WORKLOAD]\n')
})

t.test('standard input: kubectl kustomize DIR | inplace-guard check -', async (t) => {
  const rendered = await runCli(check, ['-', '--output', 'json'], process.cwd(), Readable.from([`${SERVICE}---\n${example('check/web-env-change.yaml')}`]))
  t.equal(rendered.code, 0)
  t.match(JSON.parse(rendered.stdout), { results: [{ kind: 'CloneSet', workload: 'shop/web', file: '<stdin>', operation: 'CREATE' }], passedOver: [{ file: '<stdin>', kind: 'Service' }] })
  const twice = await runCli(check, ['-', '-'], process.cwd(), Readable.from(['']))
  t.equal(twice.stderr, 'inplace-guard: standard input (-) can be read once [IPG_ERR_USAGE]\n')
})

t.test('usage: files or --old/--new, not both; --live and --rename need --old/--new', async (t) => {
  const rows: [string[], string][] = [
    [['web.yaml', '--new', 'web.yaml'], 'give files and folders to lint, or --old and --new, not both'],
    [['web.yaml', '--live'], '--live works with --old and --new only'],
    [[], 'give files or folders to lint (check FILE|DIR|- ...), or --new (with --old to check an update)'],
    [['--new', 'web.yaml', '--base-ref', 'HEAD'], '--base-ref works with files and folders to lint, not with --old and --new'],
  ]
  for (const [args, message] of rows) {
    const result = await runCli(check, args)
    t.equal(result.code, 2, args.join(' '))
    t.equal(result.stderr, `inplace-guard: ${message} [IPG_ERR_USAGE]\n`)
  }
})

t.test('--base-ref: a file git has at that commit is judged as an update from it', async (t) => {
  // Outside the project's own repository (tap's fixtures are inside it).
  const dir = mkdtempSync(join(tmpdir(), 'ipg-base-ref-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  mkdirSync(join(dir, 'apps'))
  writeFileSync(join(dir, 'apps', 'web.yaml'), web)
  writeFileSync(join(dir, 'apps', 'service.yaml'), SERVICE)
  const env = { env: process.env }
  const first = await runCli(check, ['apps/web.yaml', '--base-ref', 'HEAD', '--output', 'json'], dir, undefined, env)
  t.equal(first.stderr, `inplace-guard: --base-ref: ${dir} is not in a git repository [IPG_ERR_GIT]\n`, 'outside a repository: a clear error')
  git(dir, 'init', '-q')
  const noCommit = await runCli(check, ['apps/web.yaml', '--base-ref', 'HEAD', '--output', 'json'], dir, undefined, env)
  t.equal(noCommit.code, 0, noCommit.stderr)
  t.match(JSON.parse(noCommit.stdout).results, [{ kind: 'CloneSet', workload: 'shop/web', operation: 'CREATE' }], 'before the first commit every CloneSet is new')
  git(dir, 'add', '.')
  git(dir, 'commit', '-qm', 'web')

  writeFileSync(join(dir, 'apps', 'web.yaml'), example('check/web-env-change.yaml'))
  const denied = await runCli(check, ['apps/web.yaml', 'apps/service.yaml', '--base-ref', 'HEAD'], dir, undefined, env)
  t.equal(denied.code, 1, 'an env change under InPlaceOnly, against the committed version')
  t.match(denied.stdout, /^apps\/web\.yaml:26: CloneSet shop\/web \(update, InPlaceOnly from spec\.updateStrategy\.type\)\n[\s\S]*verdict: DENY[\s\S]*\nsummary: 1 workload checked \(0 new, 1 updated\), 1 passed over, 0 files skipped; 1 deny, 0 warn, 0 allow\n$/)
  t.equal((await runCli(check, ['apps/web.yaml'], dir, undefined, env)).code, 0, 'without --base-ref the same file is linted as new')

  writeFileSync(join(dir, 'apps', 'web.yaml'), example('check/web-image-only.yaml'))
  const inPlace = JSON.parse((await runCli(check, ['apps/web.yaml', '--base-ref', 'HEAD', '--output', 'json'], dir, undefined, env)).stdout)
  t.match(inPlace.results, [{ operation: 'UPDATE', outcome: 'in-place', decision: 'allow' }])

  writeFileSync(join(dir, 'apps', 'web.yaml'), SERVICE)
  const removed = await runCli(check, ['apps/web.yaml', '--base-ref', 'HEAD'], dir, undefined, env)
  t.equal(removed.code, 0)
  t.match(removed.stdout, /^apps\/web\.yaml:1: CloneSet shop\/web \(removed\)\n {2}verdict: WARN: CloneSet shop\/web is removed: deleting it deletes all its Pods\n/)

  writeFileSync(join(dir, 'apps', 'new.yaml'), web.replace('name: web', 'name: web2'))
  const added = JSON.parse((await runCli(check, ['apps/new.yaml', '--base-ref', 'HEAD', '--output', 'json'], dir, undefined, env)).stdout)
  t.match(added.results, [{ kind: 'CloneSet', workload: 'shop/web2', operation: 'CREATE' }], 'a file git does not have is new')
  const badRef = await runCli(check, ['apps/new.yaml', '--base-ref', 'no-such-branch'], dir, undefined, env)
  t.equal(badRef.stderr, 'inplace-guard: --base-ref: "no-such-branch" names no commit of the repository [IPG_ERR_GIT]\n')
})

t.test('--base-ref on a folder: a workload whose file was removed since is reported removed; moved, excluded or hidden files are not', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'ipg-base-ref-removed-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const env = { env: process.env }
  const named = (name: string) => web.replace(/^  name: web$/m, `  name: ${name}`)
  mkdirSync(join(dir, 'apps', 'old'), { recursive: true })
  mkdirSync(join(dir, 'apps', 'drafts'))
  mkdirSync(join(dir, 'apps', '.hidden'))
  const files: Record<string, string> = {
    'apps/web.yaml': web, 'apps/old/db.yaml': named('db'), 'apps/cache.yaml': named('cache'), 'apps/move-me.yaml': named('moved'),
    'apps/drafts/draft.yaml': named('draft'), 'apps/.hidden/secret.yaml': named('hidden'), 'apps/notes.txt': named('notes'), 'other.yaml': named('outside'),
  }
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text)
  git(dir, 'init', '-q')
  git(dir, 'add', '.')
  git(dir, 'commit', '-qm', 'apps')
  git(dir, 'rm', '-q', '-r', 'apps/old', 'apps/drafts', 'apps/.hidden', 'apps/notes.txt', 'other.yaml')
  git(dir, 'mv', 'apps/move-me.yaml', 'apps/moved.yaml')
  rmSync(join(dir, 'apps', 'cache.yaml'))

  const run = async (...args: string[]) => runCli(check, ['apps', '--base-ref', 'HEAD', '--exclude', 'drafts/**', ...args], dir, undefined, env)
  const json = JSON.parse((await run('--output', 'json')).stdout)
  t.same(json.removed.map((r: { workload: string; file: string }) => [r.workload, r.file]).sort(), [['shop/cache', 'apps/cache.yaml'], ['shop/db', 'apps/old/db.yaml']], 'removed, staged or not; nothing moved, excluded, hidden, not a manifest or outside the folder')
  t.match(json.results, [{ workload: 'shop/moved', operation: 'UPDATE', outcome: 'unchanged' }, { workload: 'shop/web', operation: 'UPDATE' }])
  const text = await run()
  t.equal(text.code, 0, 'a removal warns')
  t.match(text.stdout, /apps\/old\/db\.yaml:1: CloneSet shop\/db \(removed\)\n {2}verdict: WARN: CloneSet shop\/db is removed: deleting it deletes all its Pods/)
  t.equal((await run('--fail-on', 'warn')).code, 1, '--fail-on warn fails on it')
  t.same(JSON.parse((await runCli(check, ['apps/web.yaml', '--base-ref', 'HEAD', '--output', 'json'], dir, undefined, env)).stdout).removed, [], 'files given by name: only their own workloads')
})

t.test('--base-ref: a file moved since (git mv) is judged as an update from the version it had at its old path', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'ipg-base-ref-moved-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const env = { env: process.env }
  writeFileSync(join(dir, 'web.yaml'), web)
  git(dir, 'init', '-q')
  git(dir, 'add', '.')
  git(dir, 'commit', '-qm', 'web')
  mkdirSync(join(dir, 'apps'))
  git(dir, 'mv', 'web.yaml', 'apps/web.yaml')

  const moved = JSON.parse((await runCli(check, ['apps/web.yaml', '--base-ref', 'HEAD', '--output', 'json'], dir, undefined, env)).stdout)
  t.match(moved.results, [{ workload: 'shop/web', operation: 'UPDATE', outcome: 'unchanged', decision: 'allow' }], 'moved as it was: no change')

  writeFileSync(join(dir, 'apps', 'web.yaml'), example('check/web-env-change.yaml'))
  git(dir, 'add', '.')
  const denied = await runCli(check, ['apps/web.yaml', '--base-ref', 'HEAD'], dir, undefined, env)
  t.equal(denied.code, 1, 'moved and an env change under InPlaceOnly: denied, as the apiserver would', { stderr: denied.stderr })
  t.match(denied.stdout, /CloneSet shop\/web \(update, InPlaceOnly from spec\.updateStrategy\.type\)[\s\S]*verdict: DENY/)
  const fromInside = JSON.parse((await runCli(check, ['web.yaml', '--base-ref', 'HEAD', '--output', 'json'], join(dir, 'apps'), undefined, env)).stdout)
  t.match(fromInside.results, [{ operation: 'UPDATE', decision: 'deny' }], 'run from another folder of the repository')
})

t.test('--base-ref, a workload in a folder per cluster: each file against its own version, a move still an update', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'ipg-base-ref-clusters-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const env = { env: process.env }
  const envChanged = example('check/web-env-change.yaml')
  mkdirSync(join(dir, 'prod'))
  mkdirSync(join(dir, 'staging'))
  // The clusters differ: prod already runs the env change, staging does not.
  writeFileSync(join(dir, 'prod', 'web.yaml'), envChanged)
  writeFileSync(join(dir, 'staging', 'web.yaml'), web)
  git(dir, 'init', '-q')
  git(dir, 'add', '.')
  git(dir, 'commit', '-qm', 'clusters')
  const run = async () => JSON.parse((await runCli(check, ['prod', 'staging', '--base-ref', 'HEAD', '--output', 'json'], dir, undefined, env)).stdout)
  const verdicts = (body: { results: { file: string; outcome: string; decision: string }[] }) => body.results.map((r) => [r.file, r.outcome, r.decision])

  t.same(verdicts(await run()), [['prod/web.yaml', 'unchanged', 'allow'], ['staging/web.yaml', 'unchanged', 'allow']], 'nothing changed: nothing to deny')
  writeFileSync(join(dir, 'staging', 'web.yaml'), envChanged)
  t.same(verdicts(await run()), [['prod/web.yaml', 'unchanged', 'allow'], ['staging/web.yaml', 'recreate', 'deny']], 'staging takes the env change under InPlaceOnly: denied')
  writeFileSync(join(dir, 'staging', 'web.yaml'), web)
  git(dir, 'mv', 'staging', 'stage')
  const renamed = JSON.parse((await runCli(check, ['prod', 'stage', '--base-ref', 'HEAD', '--output', 'json'], dir, undefined, env)).stdout)
  t.same(verdicts(renamed), [['prod/web.yaml', 'unchanged', 'allow'], ['stage/web.yaml', 'unchanged', 'allow']], 'a renamed folder: its file against the version it had')
  t.same(renamed.removed, [])
})
