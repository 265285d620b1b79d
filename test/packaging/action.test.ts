// action.yml (the composite GitHub Action) and the README workflow that uses it: the action's diff step is
// scripts/action-diff.sh, run here on the example trees (examples/gitops, examples/kustomize, examples/helm) with the
// CLI built from src/ (what the action's install step builds), with the inputs as the runner passes them.
// Also .pre-commit-hooks.yaml (run under the real pre-commit in preCommit.test.ts).
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { parse, parseAllDocuments } from 'yaml'
import { REPO_ROOT } from './dockerfile.js'
import { BUILD, buildScripts } from './buildScripts.js'
import { kubectlForTest } from '../support/kubectl.js'

interface Step {
  uses?: string
  name?: string
  shell?: string
  run?: string
  env?: Record<string, string>
  with?: Record<string, string>
  'working-directory'?: string
}
const action = parse(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>
  runs: { using: string; steps: Step[] }
}
const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'))
const scratch = mkdtempSync(join(tmpdir(), 'ipg-action-'))
t.teardown(() => rmSync(scratch, { recursive: true, force: true }))
const script = join(REPO_ROOT, 'scripts', 'action-diff.sh')

function runScript(env: Record<string, string>): { code: number; stdout: string; stderr: string } {
  const result = spawnSync('bash', [script], { cwd: scratch, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', GITHUB_ACTION_PATH: scratch, ...env }, encoding: 'utf8', timeout: 60_000 })
  return { code: result.status ?? 1, stdout: result.stdout ?? '', stderr: result.stderr ?? '' }
}

t.test('action.yml: a composite action whose steps install the guard and run scripts/action-diff.sh', async (t) => {
  t.equal(action.runs.using, 'composite')
  for (const [name, input] of Object.entries(action.inputs)) t.ok(input.description, `input ${name} is described`)
  t.equal(action.inputs.base.required, true, 'base is required')
  const install = action.runs.steps.find((s) => s.run?.includes('npm ci'))
  t.ok(install, 'an install step runs npm ci')
  t.match(install?.run, /npm run build/, 'and builds dist/')
  t.match(install?.run, /npm ci --omit=dev/, 'or, for a release that ships dist/, installs only what runs')
  t.equal(install?.['working-directory'], '${{ github.action_path }}', 'in the action\'s own folder')
  const cache = action.runs.steps.find((s) => s.uses?.startsWith('actions/cache@'))
  t.ok(cache, 'the build is cached')
  t.equal(cache?.with?.key, '${{ steps.build.outputs.key }}')
  t.match(cache?.with?.path, /node_modules[\s\S]*dist/)
  // The key hashes what dist/ is built from: the sources and every script the build runs (the CLI's bundle).
  const keyStep = action.runs.steps.find((s) => s.run?.includes('sha256sum'))
  t.equal(pkg.scripts.build, `node ${BUILD}`, 'npm run build runs the build script')
  for (const script of buildScripts()) t.ok(keyStep?.run?.includes(script), `the build's key covers ${script}`)
  t.equal((install as Step & { if?: string }).if, "steps.cache.outputs.cache-hit != 'true'", 'a restored build is not built again')
  const diff = action.runs.steps[action.runs.steps.length - 1]
  t.equal(diff.run, 'bash "${GITHUB_ACTION_PATH}/scripts/action-diff.sh"', 'the last step is the script this test runs')
  t.equal(diff.shell, 'bash')
  t.same(diff.env, {
    IPG_BASE: '${{ inputs.base }}',
    IPG_HEAD: '${{ inputs.head }}',
    IPG_FAIL_ON: '${{ inputs.fail-on }}',
    IPG_KUSTOMIZE: '${{ inputs.kustomize }}',
    IPG_ARGS: '${{ inputs.args }}',
    GITHUB_ACTION_PATH: '${{ github.action_path }}',
  }, 'every input reaches the script')
})

t.test('build the CLI the action runs (dist/ from src/, the CLI bundled)', async (t) => {
  const tsc = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc')
  const result = spawnSync(process.execPath, [tsc, '-p', join(REPO_ROOT, 'tsconfig.build.json'), '--outDir', join(scratch, 'dist')], { encoding: 'utf8', timeout: 120_000 })
  t.equal(result.status, 0, 'tsc', { output: `${result.stdout}${result.stderr}` })
  const bundled = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'bundle-cli.mjs'), join(scratch, 'dist')], { encoding: 'utf8', timeout: 120_000 })
  t.equal(bundled.status, 0, 'scripts/bundle-cli.mjs (the rest of npm run build)', { output: `${bundled.stdout}${bundled.stderr}` })
  // The action's folder as its install step leaves it: package.json ("type": "module") and node_modules beside dist/.
  copyFileSync(join(REPO_ROOT, 'package.json'), join(scratch, 'package.json'))
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(scratch, 'node_modules'), 'dir')
})

t.test('the script on a missing checkout: a workflow error naming the input, exit 2', async (t) => {
  const result = runScript({ IPG_BASE: join(scratch, 'nowhere'), IPG_HEAD: join(REPO_ROOT, 'examples', 'gitops', 'pr') })
  t.equal(result.code, 2)
  t.equal(result.stdout, `::error::inplace-guard: ${join(scratch, 'nowhere')} is not a folder (check the base and head inputs)\n`)
  const noBase = runScript({ IPG_HEAD: '.' })
  t.equal(noBase.code, 1, 'no base: bash stops on the unset input')
  t.match(noBase.stderr, 'IPG_BASE: the base checkout is required (input base)')
})

t.test('the script on examples/gitops/base -> pr: github annotations, exit 1 (api is denied)', async (t) => {
  const examples = join(REPO_ROOT, 'examples', 'gitops')
  const result = runScript({ IPG_BASE: join(examples, 'base'), IPG_HEAD: join(examples, 'pr') })
  t.equal(result.code, 1, 'exit 1: a deny', { stderr: result.stderr })
  const lines = result.stdout.split('\n').filter((l) => l !== '')
  t.ok(lines.length > 0, 'writes workflow commands')
  t.ok(lines.some((l) => /^::error file=(\.\/)?apps\/api\/api\.json,line=\d+/.test(l)), 'an error on the api CloneSet, at its file and line relative to the head checkout')
  t.ok(lines.some((l) => /^::warning file=(\.\/)?apps\/worker\//.test(l)), 'a warning on the new worker CloneSet')
  t.notOk(lines.some((l) => /apps\/web\//.test(l) && l.startsWith('::error')), 'no error for web (in place)')

  const same = runScript({ IPG_BASE: join(examples, 'pr'), IPG_HEAD: join(examples, 'pr') })
  t.equal(same.code, 0, 'no change: exit 0', { stderr: same.stderr })
  t.notMatch(same.stdout, /^::error/m, 'and no error')
  const warn = runScript({ IPG_BASE: join(examples, 'pr'), IPG_HEAD: join(examples, 'pr'), IPG_FAIL_ON: 'warn' })
  t.equal(warn.code, 1, "fail-on warn: the worker's rollout trap (maxUnavailable 12.5% of 3) fails the step", { stderr: warn.stderr })
  t.match(warn.stdout, /^::warning file=apps\/worker\/worker\.yaml,line=\d+/m)
  t.match(result.stdout, /^::notice file=apps\/web\/web\.yaml,line=33,title=CloneSet shop\/web%3A ALLOW::Pods are updated in place/m, 'an allowed in-place update: a notice at its changed line')
})

t.test('paths on the base side are the repository\'s too (a removed CloneSet), and the step summary gets the markdown report', async (t) => {
  const examples = join(REPO_ROOT, 'examples', 'gitops')
  const summary = join(scratch, 'step-summary.md')
  writeFileSync(summary, '')
  const result = runScript({ IPG_BASE: join(examples, 'pr'), IPG_HEAD: join(examples, 'base'), GITHUB_STEP_SUMMARY: summary })
  t.equal(result.code, 1, 'going back from pr to base: the api revert is denied too; the worker is removed (a warning)', { stderr: result.stderr })
  t.match(result.stdout, /^::warning file=apps\/worker\/worker\.yaml,line=1,title=CloneSet shop\/worker removed::/m)
  t.notMatch(result.stdout, new RegExp(`file=${REPO_ROOT}|file=/`), 'no absolute runner path')
  const markdown = readFileSync(summary, 'utf8')
  t.match(markdown, /^### inplace-guard: 1 deny, 1 warn, 1 allow\n/)
  t.match(markdown, '| `CloneSet shop/worker` | removed |')
})

t.test('the args input: one argument per line, quotes group words and are removed, nothing is expanded (the Helm example)', async (t) => {
  const helm = join(REPO_ROOT, 'examples', 'helm')
  const env = { IPG_BASE: join(helm, 'main'), IPG_HEAD: join(helm, 'pr') }
  const strict = runScript({ ...env, IPG_ARGS: '--strict' })
  t.equal(strict.code, 2, '--strict fails on the chart templates')
  t.match(strict.stdout, /^::error file=charts\/search\/templates\/cloneset\.yaml,title=file skipped::skipped: a template of the Helm chart charts\/search: render the chart/m)
  const args = "--exclude '**/templates/**'\n--strict\n\n  --gates InPlaceWorkloadVerticalScaling=true  \n"
  const excluded = runScript({ ...env, IPG_ARGS: args })
  t.equal(excluded.code, 0, 'the quoted glob reaches diff whole: the templates are left out', { stdout: excluded.stdout, stderr: excluded.stderr })
  t.notMatch(excluded.stdout, /templates/)
  t.match(excluded.stdout, /^::notice file=rendered\/search\.yaml,line=36,title=CloneSet default\/search%3A ALLOW::Pods are updated in place/m, 'with vertical scaling the memory change is in place')
  const glob = runScript({ ...env, IPG_ARGS: '--exclude=**/templates/**\n--strict' })
  t.equal(glob.code, 0, '--flag=value on one line, an unquoted glob is not expanded by the shell')
  const unmatched = runScript({ ...env, IPG_ARGS: "--exclude '**/templates/**" })
  t.equal(unmatched.code, 2)
  t.equal(unmatched.stdout, "::error::inplace-guard: the args input has an unmatched quote in: --exclude '**/templates/**\n")
})

t.test('kustomize: true renders the Kustomize example on both sides (the kubectl on PATH)', async (t) => {
  const kustomize = join(REPO_ROOT, 'examples', 'kustomize')
  const bin = kubectlForTest(t)
  if (!bin) return
  const result = runScript({ IPG_BASE: join(kustomize, 'main'), IPG_HEAD: join(kustomize, 'pr'), IPG_KUSTOMIZE: 'true', PATH: `${bin}:${process.env.PATH}`, IPG_ARGS: '--strict' })
  t.equal(result.code, 1, 'prod\'s debug logging under InPlaceOnly is denied', { stderr: result.stderr })
  t.match(result.stdout, /^::error file=apps\/cart\/overlays\/prod\/kustomization\.yaml,line=1,title=CloneSet shop\/cart%3A DENY::/m)
  t.match(result.stdout, /^::notice file=apps\/cart\/overlays\/staging\/kustomization\.yaml,line=1,title=CloneSet shop-staging\/cart%3A ALLOW::/m)
  const files = runScript({ IPG_BASE: join(kustomize, 'main'), IPG_HEAD: join(kustomize, 'pr') })
  t.equal(files.code, 0, 'without kustomize: the base CloneSet, the patches skipped', { stderr: files.stderr })
  t.match(files.stdout, /^::notice file=apps\/cart\/overlays\/prod\/replicas\.yaml,title=file skipped::skipped: a Kustomize patch/m)
})

t.test('the README workflow uses this action with inputs it declares', async (t) => {
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8')
  const blocks = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1])
  const workflow = blocks.find((b) => /uses: [\w.-]+\/kruise-inplace-guard@/.test(b))
  t.ok(workflow, 'a workflow block uses the action')
  if (!workflow) return
  const steps = (parse(workflow) as { jobs: Record<string, { steps: Step[] }> }).jobs
  const uses = Object.values(steps).flatMap((j) => j.steps).filter((s) => s.uses?.includes('/kruise-inplace-guard@'))
  t.equal(uses.length, 1)
  for (const input of Object.keys(uses[0].with ?? {})) t.ok(action.inputs[input], `input ${input} is declared in action.yml`)
  for (const [name, input] of Object.entries(action.inputs)) if (input.required) t.ok(uses[0].with?.[name], `required input ${name} is given`)
})

t.test('.pre-commit-hooks.yaml: a node hook that runs a bin of this package', async (t) => {
  const [doc] = parseAllDocuments(readFileSync(join(REPO_ROOT, '.pre-commit-hooks.yaml'), 'utf8'))
  const hooks = doc.toJS() as { id: string; name: string; entry: string; language: string; files?: string }[]
  t.ok(hooks.length >= 1)
  for (const hook of hooks) {
    t.ok(hook.id && hook.name, `hook ${hook.id} has an id and a name`)
    t.equal(hook.language, 'node', 'installed from this package (pre-commit runs npm install -g git+file://REPO at the release tag)')
    const bins = Object.keys(pkg.bin)
    t.ok(bins.some((bin) => new RegExp(`\\b${bin}\\b`).test(hook.entry)), `${hook.entry} runs a bin of the package`)
    t.ok(hook.files && new RegExp(hook.files).test('apps/web.yaml') && !new RegExp(hook.files).test('README.md'), 'files: YAML and JSON')
  }
  t.equal(pkg.scripts.prepare, 'node scripts/prepare.mjs', 'prepare builds dist/ (what npm runs for a package installed from git, and on npm pack)')
})
