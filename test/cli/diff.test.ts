import { readFileSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { run as diff } from '../../src/cli/commands/diff.js'
import { cloneSetObject } from '../reconciler/support/fixtures.js'
import { runCli } from '../support/cliRun.js'
import { inPlaceOnlyCloneSet } from './support/inPlaceOnlyCloneSet.js'

const expected = (name: string) => readFileSync(new URL(`./expected/${name}`, import.meta.url), 'utf8')
const example = (path: string) => readFileSync(`examples/${path}`, 'utf8')

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
  t.same(body.summary, { compared: 2, added: 0, removed: 0, unchanged: 2, skipped: 0, passedOver: 2, errors: 0, allow: 2, warn: 0, deny: 0 })
  t.same(body.passedOver.map((p: { kind: string; name: string }) => `${p.kind} ${p.name}`), ['Service shop/web', 'Service shop/web'], 'the Services are passed over')
})

t.test('a removed CloneSet is a warning: reported, and it fails with --fail-on warn', async (t) => {
  const dir = t.testdir({
    old: { 'web.yaml': example('gitops/base/apps/web/web.yaml'), 'worker.yaml': example('gitops/pr/apps/worker/worker.yaml') },
    new: { 'web.yaml': example('gitops/base/apps/web/web.yaml') },
  })
  const result = await runCli(diff, ['old', 'new'], dir)
  t.equal(result.code, 0, 'a warning alone passes')
  t.match(result.stdout, 'old/worker.yaml:1: CloneSet shop/worker (removed)\n  verdict: WARN: CloneSet shop/worker is removed: deleting it deletes all its Pods\n')
  t.match(result.stdout, /\nsummary: 1 workload compared \(1 unchanged\), 0 added, 1 removed, 2 passed over, 0 files skipped; 0 deny, 1 warn, 1 allow\n$/)
  t.equal((await runCli(diff, ['old', 'new', '--fail-on', 'warn'], dir)).code, 1)
  const json = JSON.parse((await runCli(diff, ['old', 'new', '--output', 'json'], dir)).stdout)
  t.same(json.removed, [{ kind: 'CloneSet', workload: 'shop/worker', file: 'old/worker.yaml', line: 1, decision: 'warn', message: 'CloneSet shop/worker is removed: deleting it deletes all its Pods' }])
})

t.test('a warning fails only with --fail-on warn', async (t) => {
  // shop/api is denied by Kruise's own InPlaceOnly webhook rule whatever --deny-strategies says: leave it out.
  const warnOnly = ['examples/gitops/base', 'examples/gitops/pr', '--exclude', '**/api/**']
  const lenient = await runCli(diff, warnOnly)
  t.equal(lenient.code, 0, 'a warning alone passes')
  const strict = await runCli(diff, [...warnOnly, '--fail-on', 'warn'])
  t.equal(strict.code, 1)
})

const HELM_TEMPLATE = 'apiVersion: apps.kruise.io/v1alpha1\nkind: CloneSet\nmetadata:\n  name: {{ include "web.fullname" . }}\n  labels:\n    {{- include "web.labels" . | nindent 4 }}\n'
const KUSTOMIZE_PATCH = 'apiVersion: apps.kruise.io/v1alpha1\nkind: CloneSet\nmetadata:\n  name: web\n  namespace: shop\nspec:\n  replicas: 10\n'

function repository(t: { testdir: (typeof import('tap'))['default']['testdir'] }): string {
  const tree = (web: string) => ({
    apps: { 'web.yaml': example(web) },
    chart: { 'values.yaml': 'replicaCount: 3\nimage:\n  tag: "1.0"\n', templates: { 'cloneset.yaml': HELM_TEMPLATE } },
    overlays: { prod: { 'replicas-patch.yaml': KUSTOMIZE_PATCH } },
  })
  return t.testdir({ base: tree('gitops/base/apps/web/web.yaml'), pr: tree('gitops/pr/apps/web/web.yaml') })
}

t.test('a Helm template and a patch outside chart and kustomization are skipped with the reason; other YAML is passed over', async (t) => {
  const dir = repository(t)
  const result = await runCli(diff, ['base', 'pr'], dir)
  t.equal(result.code, 0, 'the one CloneSet is an in-place update')
  t.equal(result.stderr, '')
  const skipped = result.stdout.split('\n').filter((l) => l.startsWith('skipped: '))
  t.same(skipped.slice(0, 2), [
    'skipped: base/chart/templates/cloneset.yaml: line 4: looks like an unrendered Helm template ({{ ... }} outside a YAML string): render it first and check the output, e.g. helm template RELEASE CHART_DIR | inplace-guard check - [IPG_ERR_UNRENDERED_TEMPLATE]',
    'skipped: base/overlays/prod/replicas-patch.yaml: document 1 (line 1): CloneSet shop/web has no spec.template and spec.selector: a fragment (a Kustomize patch or an unrendered part), checked where it is complete',
  ])
  t.equal(skipped.length, 4, 'two files in each tree')
  t.match(result.stdout, /\nsummary: 1 workload compared \(0 unchanged\), 0 added, 0 removed, 4 passed over, 4 files skipped; 0 deny, 0 warn, 1 allow\n$/)
  const json = JSON.parse((await runCli(diff, ['base', 'pr', '--output', 'json'], dir)).stdout)
  t.match(json.passedOver, [{ file: 'base/apps/web.yaml', kind: 'Service' }, { file: 'base/chart/values.yaml', reason: 'not a Kubernetes object (no apiVersion and kind)' }], 'values.yaml outside a chart: YAML with nothing to check')
  const strict = await runCli(diff, ['base', 'pr', '--strict'], dir)
  t.equal(strict.code, 2, '--strict: exit 2 at the end')
  t.equal(strict.stdout, result.stdout, 'after the same report')
})

t.test('--exclude GLOB (repeatable) leaves paths out of the walk', async (t) => {
  const dir = repository(t)
  const result = await runCli(diff, ['base', 'pr', '--exclude', '**/templates/**', '--exclude', 'chart/values.yaml', '--exclude', 'overlays', '--strict', '--output', 'json'], dir)
  t.equal(result.code, 0)
  const body = JSON.parse(result.stdout)
  t.same(body.skipped, [])
  t.notOk(body.passedOver.some((p: { file: string }) => p.file.endsWith('values.yaml')), 'an excluded file is not read at all')
  t.equal(body.summary.compared, 1)
})

t.test('symbolic links are followed, with loop protection', async (t) => {
  const dir = t.testdir({
    shared: { 'web.yaml': example('gitops/pr/apps/web/web.yaml') },
    old: { 'web.yaml': example('gitops/base/apps/web/web.yaml') },
    new: { apps: {} },
  })
  symlinkSync(join(dir, 'shared', 'web.yaml'), join(dir, 'new', 'apps', 'web.yaml'))
  symlinkSync(join(dir, 'new'), join(dir, 'new', 'apps', 'loop'))
  symlinkSync(join(dir, 'missing.yaml'), join(dir, 'new', 'dangling.yaml'))
  const result = await runCli(diff, ['old', 'new', '--output', 'json'], dir)
  t.equal(result.stderr, '')
  const body = JSON.parse(result.stdout)
  t.match(body.results, [{ kind: 'CloneSet', workload: 'shop/web', operation: 'UPDATE', file: 'new/apps/web.yaml', decision: 'allow' }])
  t.same(body.skipped, [
    { file: 'new/apps/loop', reason: 'a symbolic link to a folder already walked (a loop or a second path to it)' },
    { file: 'new/dangling.yaml', reason: 'a symbolic link whose target cannot be read (ENOENT)' },
  ])
})

t.test('an omitted namespace matches default (or --namespace)', async (t) => {
  const guestbook = example('check/guestbook.yaml')
  const dir = t.testdir({
    old: { 'app.yaml': guestbook.replace('  name: guestbook-clone\n  labels:\n    app: guestbook-clone\nspec:\n  replicas', '  name: guestbook-clone\n  namespace: default\n  labels:\n    app: guestbook-clone\nspec:\n  replicas') },
    new: { 'app.yaml': example('check/guestbook-v2.yaml') },
  })
  const same = JSON.parse((await runCli(diff, ['old', 'new', '--output', 'json'], dir)).stdout)
  t.match(same.summary, { compared: 1, added: 0, removed: 0 })
  t.equal(same.results[0].workload, 'default/guestbook-clone')
  const other = JSON.parse((await runCli(diff, ['old', 'new', '--output', 'json', '--namespace', 'shop'], dir)).stdout)
  t.match(other.summary, { compared: 0, added: 1, removed: 1 })
})

// A workload defined in several places: a folder per cluster or environment (the same namespace and name in each),
// an overlay written out beside its base, two documents of one file. Each copy gets its own verdict.
const placedWith = (env: string, image?: string) => inPlaceOnlyCloneSet({ env, image })
const placedBase = placedWith('info')
type Folder = NonNullable<Parameters<typeof t.testdir>[0]>
const PLACES: { name: string; old: Folder; new: Folder; code: number; results: [string, string, string][]; removed?: string[] }[] = [
  {
    name: 'a folder per cluster: the second cluster\'s InPlaceOnly env change is denied',
    old: { prod: { 'web.json': placedBase }, staging: { 'web.json': placedBase } },
    new: { prod: { 'web.json': placedWith('info', 'nginx:1.26') }, staging: { 'web.json': placedWith('debug') } },
    code: 1,
    results: [['new/prod/web.json', 'UPDATE', 'allow'], ['new/staging/web.json', 'UPDATE', 'deny']],
  },
  {
    name: 'the first cluster\'s change is judged against its own old copy, not the second\'s',
    old: { a: { 'web.json': placedWith('debug') }, b: { 'web.json': placedBase } },
    new: { a: { 'web.json': placedWith('debug') }, b: { 'web.json': placedBase } },
    code: 0,
    results: [['new/a/web.json', 'UPDATE', 'allow'], ['new/b/web.json', 'UPDATE', 'allow']],
  },
  {
    name: 'two copies in one file are matched in their order there',
    old: { 'all.yaml': `${placedBase}\n---\n${placedBase}\n` },
    new: { 'all.yaml': `${placedBase}\n---\n${placedWith('debug')}\n` },
    code: 1,
    results: [['new/all.yaml', 'UPDATE', 'allow'], ['new/all.yaml', 'UPDATE', 'deny']],
  },
  {
    name: 'one folder renamed: the single copy left on each side is a move',
    old: { prod: { 'web.json': placedBase }, staging: { 'web.json': placedBase } },
    new: { prod: { 'web.json': placedBase }, stage: { 'web.json': placedWith('debug') } },
    code: 1,
    results: [['new/prod/web.json', 'UPDATE', 'allow'], ['new/stage/web.json', 'UPDATE', 'deny']],
  },
  {
    name: 'a cluster added: its copy is created',
    old: { prod: { 'web.json': placedBase } },
    new: { dev: { 'web.json': placedWith('debug') }, prod: { 'web.json': placedBase } },
    code: 0,
    results: [['new/dev/web.json', 'CREATE', 'allow'], ['new/prod/web.json', 'UPDATE', 'allow']],
  },
  {
    name: 'a cluster dropped: its copy is removed',
    old: { prod: { 'web.json': placedBase }, staging: { 'web.json': placedBase } },
    new: { prod: { 'web.json': placedBase } },
    code: 0,
    results: [['new/prod/web.json', 'UPDATE', 'allow']],
    removed: ['old/staging/web.json'],
  },
  {
    name: 'copies in new places on both sides, more than one: neither side is guessed at',
    old: { a: { 'web.json': placedBase }, b: { 'web.json': placedBase } },
    new: { c: { 'web.json': placedBase }, d: { 'web.json': placedBase } },
    code: 0,
    results: [['new/c/web.json', 'CREATE', 'allow'], ['new/d/web.json', 'CREATE', 'allow']],
    removed: ['old/a/web.json', 'old/b/web.json'],
  },
]

for (const row of PLACES) {
  t.test(`a workload in several places: ${row.name}`, async (t) => {
    const dir = t.testdir({ old: row.old, new: row.new })
    const result = await runCli(diff, ['old', 'new', '--output', 'json', '--strict'], dir)
    t.equal(result.code, row.code)
    t.equal(result.stderr, '')
    const body = JSON.parse(result.stdout)
    t.same(body.results.map((r: { file: string; operation: string; decision: string }) => [r.file, r.operation, r.decision]), row.results)
    t.same(body.removed.map((r: { file: string }) => r.file), row.removed ?? [])
    t.same(body.skipped, [], 'no copy is left out')
  })
}

t.test('a workload in several places, text and markdown: each verdict names its file', async (t) => {
  const dir = t.testdir({
    old: { prod: { 'web.json': placedBase }, staging: { 'web.json': placedBase } },
    new: { prod: { 'web.json': placedBase }, staging: { 'web.json': placedWith('debug') } },
  })
  const text = await runCli(diff, ['old', 'new'], dir)
  t.match(text.stdout, /^new\/prod\/web\.json:1: CloneSet default\/web \(update, InPlaceOnly from spec\.updateStrategy\.type\)\n {2}verdict: ALLOW: no Pod changes\nnew\/staging\/web\.json:\d+: CloneSet default\/web \(update,/)
  const markdown = await runCli(diff, ['old', 'new', '--output', 'markdown', '--relative-paths'], dir)
  t.match(markdown.stdout, /^#### ❌ `CloneSet default\/web` in `staging\/web\.json:\d+`$/m)
})

t.test('bad trees exit 2 with one line', async (t) => {
  const dir = t.testdir({ b: { 'y.yaml': 'kind: ConfigMap\napiVersion: v1\n' } })
  const missing = await runCli(diff, ['nope', 'b'], dir)
  t.equal(missing.code, 2)
  t.equal(missing.stderr, 'inplace-guard: nope: no such file or folder [IPG_ERR_INPUT_FILE]\n')
  const usage = await runCli(diff, ['only-one'], dir)
  t.equal(usage.code, 2)
  const stdinTwice = await runCli(diff, ['-', '-'], dir, (async function* () { yield '' })())
  t.equal(stdinTwice.code, 2)
  t.equal(stdinTwice.stderr, 'inplace-guard: standard input (-) can be one side of diff, not both [IPG_ERR_USAGE]\n')
})

t.test('--kruise-version: a v1beta1 CloneSet in the tree is refused for released Kruise, read for next', async (t) => {
  const dir = t.testdir({
    old: { 'web.json': JSON.stringify(cloneSetObject()) },
    new: { 'web.json': JSON.stringify(cloneSetObject({ containers: [{ name: 'app', image: 'nginx:1.26' }] })) },
  })
  const released = await runCli(diff, ['old', 'new'], dir)
  t.equal(released.code, 2, 'a CloneSet that cannot be checked: exit 2 at the end')
  t.equal(released.stderr, 'inplace-guard: new/web.json: document 1: Kruise 1.9 serves no apps.kruise.io/v1beta1 CloneSet; only its main branch does (--kruise-version next) [IPG_ERR_VERSION_NOT_SERVED]\n')
  t.match(released.stdout, /^summary: 0 workloads compared \(0 unchanged\), 0 added, 0 removed, 0 files skipped, 1 error; 0 deny, 0 warn, 0 allow\n$/, 'the report is written all the same')
  const next = await runCli(diff, ['old', 'new', '--kruise-version', 'next', '--output', 'json'], dir)
  t.equal(next.code, 0, next.stderr)
  t.equal(JSON.parse(next.stdout).results[0].outcome, 'in-place')
  const bad = await runCli(diff, ['old', 'new', '--kruise-version', 'main'], dir)
  t.equal(bad.stderr, 'inplace-guard: --kruise-version: "main" is not one of 1.8, 1.9, next [IPG_ERR_USAGE]\n')
})
