// diff on the Kustomize and Helm example trees (examples/kustomize, examples/helm): what a GitOps repository holds.
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { run as diff } from '../../src/cli/commands/diff.js'
import { runCli } from '../support/cliRun.js'
import { kubectlForTest, pathWithoutKubectl } from '../support/kubectl.js'

const KUSTOMIZE = ['examples/kustomize/main', 'examples/kustomize/pr']
const HELM = ['examples/helm/main', 'examples/helm/pr']

t.test('a Kustomize tree as files: the base CloneSet compared, patches skipped with the reason, kustomizations not counted as skipped', async (t) => {
  const result = await runCli(diff, [...KUSTOMIZE, '--output', 'json'])
  t.equal(result.code, 0)
  t.equal(result.stderr, '')
  const body = JSON.parse(result.stdout)
  t.match(body.results, [{ kind: 'CloneSet', workload: 'default/cart', operation: 'UPDATE', outcome: 'in-place', file: 'examples/kustomize/pr/apps/cart/base/cloneset.yaml', decision: 'allow' }])
  t.same(body.skipped.map((s: { file: string }) => s.file.replace(/^examples\/kustomize\//, '')), [
    'main/apps/cart/overlays/prod/replicas.yaml', 'main/apps/cart/overlays/prod/strategy.yaml', 'main/apps/cart/overlays/staging/replicas.yaml',
    'pr/apps/cart/overlays/prod/logging.yaml', 'pr/apps/cart/overlays/prod/replicas.yaml', 'pr/apps/cart/overlays/prod/strategy.yaml', 'pr/apps/cart/overlays/staging/replicas.yaml',
  ], 'only patches: no kustomization.yaml is skipped')
  t.ok(body.skipped.every((s: { reason: string }) => /^a Kustomize patch \(examples\/kustomize\/(main|pr)\/apps\/cart\/overlays\/(prod|staging)\/kustomization\.yaml applies it\)/.test(s.reason)))
  t.same(body.passedOver.filter((p: { kind?: string }) => p.kind === 'Kustomization').length, 6)
  t.match(body.passedOver, [
    { file: 'examples/kustomize/main/apps/cart/base/kustomization.yaml', kind: 'Kustomization' },
    { file: 'examples/kustomize/main/apps/cart/base/service.yaml', kind: 'Service', name: 'cart' },
    { file: 'examples/kustomize/main/apps/cart/base/settings.json', reason: /^read by examples\/kustomize\/main\/apps\/cart\/base\/kustomization\.yaml \(a generator or transformer input/ },
  ])
})

t.test('diff --kustomize renders every kustomization root on both sides and compares what they build', async (t) => {
  const bin = kubectlForTest(t)
  if (!bin) return
  const env = { PATH: `${bin}:${process.env.PATH}` }
  const result = await runCli(diff, [...KUSTOMIZE, '--kustomize'], process.cwd(), undefined, { env })
  t.equal(result.code, 1, 'prod turns on debug logging under InPlaceOnly: denied', { stderr: result.stderr })
  t.equal(result.stderr, '')
  t.match(result.stdout, /^examples\/kustomize\/pr\/apps\/cart\/overlays\/prod\/kustomization\.yaml:1: CloneSet shop\/cart \(update, InPlaceOnly from spec\.updateStrategy\.type\)\n {2}spec\.template\.spec\.containers\[app\]\.env\[LOG_LEVEL\]\.value +recreate +pod-spec\n {2}spec\.template\.spec\.containers\[app\]\.image +in-place-restart +image\n/)
  t.match(result.stdout, /\nexamples\/kustomize\/pr\/apps\/cart\/overlays\/staging\/kustomization\.yaml:1: CloneSet shop-staging\/cart \(update, InPlaceIfPossible from spec\.updateStrategy\.type\)\n {2}spec\.template\.spec\.containers\[app\]\.image +in-place-restart +image\n {2}verdict: ALLOW: Pods are updated in place/)
  t.match(result.stdout, /\nsummary: 2 workloads compared \(0 unchanged\), 0 added, 0 removed, 12 passed over, 0 files skipped; 1 deny, 0 warn, 1 allow\n$/)
  const json = JSON.parse((await runCli(diff, [...KUSTOMIZE, '--kustomize', '--output', 'json'], process.cwd(), undefined, { env })).stdout)
  t.match(json.results[0], { document: 'kustomize build, document 3', line: 1 })
  t.equal((await runCli(diff, [...KUSTOMIZE, '--kustomize', '--strict'], process.cwd(), undefined, { env })).code, 1, 'nothing skipped: --strict is satisfied')
  const overlay = KUSTOMIZE.map((side) => `${side}/apps/cart/overlays/prod/kustomization.yaml`)
  const one = await runCli(diff, [...overlay, '--kustomize', '--output', 'json'], process.cwd(), undefined, { env })
  t.equal(one.code, 1, 'one overlay\'s kustomization on each side: its folder rendered, the same denial')
  t.same(JSON.parse(one.stdout).results.map((r: { workload: string; decision: string; file: string }) => [r.workload, r.decision, r.file]), [['shop/cart', 'deny', overlay[1]]])

  const dir = t.testdir({
    old: { 'kustomization.yaml': 'resources:\n  - github.com/example/nowhere//base?ref=v1\n  - missing.yaml\n' },
    new: { 'kustomization.yaml': 'resources: [web.yaml]\n', 'web.yaml': readFileSync('examples/check/web.yaml', 'utf8') },
  })
  const broken = await runCli(diff, ['old', 'new', '--kustomize'], dir, undefined, { env })
  t.equal(broken.code, 2, 'a kustomization that does not build: bad input, after the report')
  t.match(broken.stderr, /^inplace-guard: old: kubectl kustomize failed: .+ \[IPG_ERR_KUSTOMIZE\]\n$/)
  t.match(broken.stdout, /CloneSet shop\/web \(create,/)
})

t.test('diff --kustomize, overlays that build the same workload for two clusters: each overlay compared with its own', async (t) => {
  const bin = kubectlForTest(t)
  if (!bin) return
  const dir = t.testdir({})
  // The example tree with neither overlay setting a namespace: both build CloneSet default/cart.
  for (const side of ['main', 'pr']) {
    cpSync(`examples/kustomize/${side}`, join(dir, side), { recursive: true })
    for (const overlay of ['prod', 'staging']) {
      const path = join(dir, side, 'apps/cart/overlays', overlay, 'kustomization.yaml')
      writeFileSync(path, readFileSync(path, 'utf8').replace(/^namespace: .*\n/m, ''))
    }
  }
  // The denial moves to the overlay built second: staging debugs under InPlaceOnly, prod only changes the image.
  const staging = join(dir, 'pr/apps/cart/overlays/staging')
  writeFileSync(join(staging, 'strategy.yaml'), readFileSync(join(dir, 'pr/apps/cart/overlays/prod/strategy.yaml')))
  cpSync(join(dir, 'pr/apps/cart/overlays/prod/logging.yaml'), join(staging, 'logging.yaml'))
  cpSync(join(dir, 'pr/apps/cart/overlays/prod/kustomization.yaml'), join(staging, 'kustomization.yaml'))
  const prod = join(dir, 'pr/apps/cart/overlays/prod/kustomization.yaml')
  writeFileSync(prod, readFileSync(prod, 'utf8').replace(/ {2}- path: logging\.yaml\n(?: {4}.*\n)+/, ''))
  const env = { PATH: `${bin}:${process.env.PATH}` }
  const result = await runCli(diff, ['main', 'pr', '--kustomize', '--output', 'json', '--relative-paths'], dir, undefined, { env })
  t.equal(result.code, 1, 'the second overlay\'s InPlaceOnly env change is denied', { stderr: result.stderr })
  const body = JSON.parse(result.stdout)
  t.same(body.results.map((r: { workload: string; file: string; decision: string }) => [r.workload, r.file, r.decision]), [
    ['default/cart', 'apps/cart/overlays/prod/kustomization.yaml', 'allow'],
    ['default/cart', 'apps/cart/overlays/staging/kustomization.yaml', 'deny'],
  ])
  t.same(body.skipped, [])
})

t.test('diff --kustomize without kubectl on PATH: a clear error at once', async (t) => {
  const result = await runCli(diff, [...KUSTOMIZE, '--kustomize'], process.cwd(), undefined, { env: { PATH: pathWithoutKubectl() } })
  t.equal(result.code, 2)
  t.equal(result.stdout, '')
  t.equal(result.stderr, 'inplace-guard: --kustomize renders each kustomization with `kubectl kustomize`, and there is no kubectl on PATH: install kubectl (any release since 1.14 has kustomize built in), or leave out --kustomize [IPG_ERR_KUSTOMIZE]\n')
})

t.test('a Helm chart tree: chart templates skipped with how to render them, Chart.yaml and values passed over, the rendered manifests compared', async (t) => {
  const result = await runCli(diff, HELM)
  t.equal(result.code, 0, 'a warning: the memory request recreates the Pods')
  t.match(result.stdout, /^examples\/helm\/pr\/rendered\/search\.yaml:40: CloneSet default\/search \(update, InPlaceIfPossible from spec\.updateStrategy\.type\)\n/)
  t.match(result.stdout, '\nskipped: examples/helm/pr/charts/search/templates/cloneset.yaml: a template of the Helm chart examples/helm/pr/charts/search: render the chart and check the output, e.g. helm template RELEASE examples/helm/pr/charts/search | inplace-guard check -\n')
  t.match(result.stdout, /\nsummary: 1 workload compared \(0 unchanged\), 0 added, 0 removed, 6 passed over, 4 files skipped; 0 deny, 1 warn, 0 allow\n$/)
  t.equal((await runCli(diff, [...HELM, '--strict'])).code, 2, '--strict: the templates were not checked')
  t.equal((await runCli(diff, [...HELM, '--strict', '--exclude', '**/templates/**'])).code, 0, 'unless left out')
})

t.test('--relative-paths names files from each tree root (repository paths), on both sides', async (t) => {
  const dir = t.testdir({
    old: { 'worker.yaml': readFileSync('examples/gitops/pr/apps/worker/worker.yaml', 'utf8') },
    new: { apps: { 'web.yaml': readFileSync('examples/gitops/pr/apps/web/web.yaml', 'utf8') } },
  })
  const body = JSON.parse((await runCli(diff, [join(dir, 'old'), 'new', '--relative-paths', '--output', 'json'], dir)).stdout)
  t.match(body.results, [{ file: 'apps/web.yaml' }])
  t.same(body.removed.map((r: { file: string }) => r.file), ['worker.yaml'], 'the base side too: no absolute path')
})

t.test('--markdown-summary FILE appends the markdown report (the Action step summary) whatever --output is', async (t) => {
  const dir = t.testdir({ 'summary.md': '# earlier step\n' })
  const result = await runCli(diff, ['examples/gitops/base', 'examples/gitops/pr', '--output', 'github', '--markdown-summary', join(dir, 'summary.md')])
  t.equal(result.code, 1)
  const summary = readFileSync(join(dir, 'summary.md'), 'utf8')
  t.equal(summary, `# earlier step\n${readFileSync('test/fixtures/cli/diff-gitops.md', 'utf8')}`)
  const unwritable = await runCli(diff, ['examples/gitops/base', 'examples/gitops/pr', '--markdown-summary', join(dir, 'no', 'such', 'dir.md')])
  t.equal(unwritable.code, 2)
  t.match(unwritable.stderr, /^inplace-guard: --markdown-summary: cannot write .*dir\.md \(ENOENT\) \[IPG_ERR_INPUT_FILE\]\n$/)
})

t.test('two renders as files, pipes or standard input: the same workloads compared as two trees would be', async (t) => {
  const web = (file: string) => readFileSync(`examples/gitops/${file}`, 'utf8')
  const render = (...docs: string[]) => docs.map((d) => `---\n# Source: shop/templates/${d.length}.yaml\n${d}`).join('\n')
  const dir = t.testdir({
    'v1.yaml': render(web('base/apps/web/web.yaml')),
    'v2.yaml': render(web('pr/apps/web/web.yaml'), web('pr/apps/worker/worker.yaml')),
    trees: { v1: { 'all.yaml': render(web('base/apps/web/web.yaml')) }, v2: { 'all.yaml': render(web('pr/apps/web/web.yaml'), web('pr/apps/worker/worker.yaml')) } },
  })
  const verdicts = (stdout: string) => {
    const body = JSON.parse(stdout) as { results: { kind: string; workload: string; operation: string; decision: string }[]; summary: unknown }
    return { summary: body.summary, results: body.results.map((r) => `${r.kind} ${r.workload} ${r.operation} ${r.decision}`) }
  }
  const trees = await runCli(diff, ['trees/v1', 'trees/v2', '--output', 'json'], dir)
  t.same(verdicts(trees.stdout).results, ['CloneSet shop/web UPDATE allow', 'CloneSet shop/worker CREATE warn'], 'the two trees: web updated, worker added')
  const stdin = (file: string) => (async function* () { yield readFileSync(join(dir, file)) })()
  const rows: { name: string; argv: string[]; stdin?: string; labels: string[] }[] = [
    { name: 'two files', argv: ['v1.yaml', 'v2.yaml'], labels: ['v2.yaml', 'v2.yaml'] },
    { name: 'a file against a tree', argv: ['v1.yaml', 'trees/v2'], labels: ['trees/v2/all.yaml', 'trees/v2/all.yaml'] },
    { name: 'standard input as the new side', argv: ['v1.yaml', '-'], stdin: 'v2.yaml', labels: ['<stdin>', '<stdin>'] },
    { name: 'standard input as the old side', argv: ['-', 'v2.yaml'], stdin: 'v1.yaml', labels: ['v2.yaml', 'v2.yaml'] },
    { name: 'absolute paths', argv: [join(dir, 'v1.yaml'), join(dir, 'v2.yaml')], labels: [join(dir, 'v2.yaml'), join(dir, 'v2.yaml')] },
  ]
  for (const row of rows) {
    const result = await runCli(diff, [...row.argv, '--output', 'json'], dir, row.stdin === undefined ? undefined : stdin(row.stdin))
    t.equal(result.code, trees.code, `${row.name}: exit code`)
    t.same(verdicts(result.stdout), verdicts(trees.stdout), `${row.name}: the verdicts of the two trees`)
    t.same(JSON.parse(result.stdout).results.map((r: { file: string }) => r.file), row.labels, `${row.name}: files named as given`)
  }
  const removed = await runCli(diff, ['v2.yaml', 'v1.yaml'], dir)
  t.match(removed.stdout, /^v2\.yaml:\d+: CloneSet shop\/worker \(removed\)$/m, 'swapped: the worker is removed, named in the old file')
})

t.test('two pipes (diff <(helm template ...) <(helm template ...)): both read, in either order of their writers', async (t) => {
  const { execFileSync, spawn } = await import('node:child_process')
  const dir = t.testdir({ 'v1.yaml': readFileSync('examples/check/web.yaml', 'utf8'), 'v2.yaml': readFileSync('examples/check/web-env-change.yaml', 'utf8') })
  for (const name of ['old', 'new']) execFileSync('mkfifo', [join(dir, name)])
  // Each writer opens its pipe only when the reader does, as a shell's process substitution does.
  const writers = ['new', 'old'].map((name) => spawn('sh', ['-c', `cat ${name === 'old' ? 'v1.yaml' : 'v2.yaml'} > ${name}`], { cwd: dir, stdio: 'ignore' }))
  const result = await runCli(diff, ['old', 'new'], dir)
  // A writer whose pipe was never opened would wait forever: the answer is in, so end them all.
  await Promise.all(writers.map((w) => new Promise<void>((resolve) => {
    if (w.exitCode !== null || w.signalCode !== null) return resolve()
    w.once('exit', () => resolve())
    w.kill()
  })))
  t.equal(result.code, 1, 'the InPlaceOnly env change is denied')
  t.match(result.stdout, /^new:\d+: CloneSet shop\/web \(update, InPlaceOnly from spec\.updateStrategy\.type\)$/m)
  t.match(result.stdout, /\nsummary: 1 workload compared \(0 unchanged\), 0 added, 0 removed/)
})
