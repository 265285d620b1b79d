// The pre-commit hook (.pre-commit-hooks.yaml) under the real pre-commit framework (PyPI, installed by
// test/packaging/pre-commit.sh): a snapshot of this repository, released as users get it (a tag on a commit with
// dist/ built, scripts/release-commit.mjs), is the hook repository; a temporary git repository installs it at that
// tag, and `git commit` runs it as it runs for a user. pre-commit installs the hook as an npm package from git
// (npm install -g git+file://...), which fetches the production dependencies: the first run after a change takes a
// minute or two.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import t, { type Test } from 'tap'
import { REPO_ROOT } from './dockerfile.js'
import { cleanEnv, git, RELEASE_TAG, releaseCommit, snapshotRepository } from './sourceSnapshot.js'

// Releasing and installing the hook take a minute or two; the global timeout of a test file is for ordinary tests.
t.setTimeout(1_200_000)

const CACHE = process.env.KIG_CACHE_DIR ?? join(homedir(), '.cache', 'kruise-inplace-guard')
const example = (path: string) => readFileSync(join(REPO_ROOT, 'examples', path), 'utf8')

/** The pre-commit executable, or why there is none (no python3): a failure under CI, a loud skip elsewhere. */
function preCommit(): string | undefined {
  const result = spawnSync('bash', [join(REPO_ROOT, 'test', 'packaging', 'pre-commit.sh')], { encoding: 'utf8', timeout: 300_000 })
  if (result.status === 0) return result.stdout.trim().split('\n').pop()
  const reason = `test/packaging/pre-commit.sh failed: ${(result.stderr || result.error?.message || '').trim().split('\n').pop()}`
  if (process.env.CI === 'true' || process.env.CI === '1') t.fail(`the pre-commit test needs pre-commit under CI: ${reason}`)
  else {
    process.stderr.write(`\n*** SKIPPING the pre-commit test: ${reason} ***\n\n`)
    t.skip(reason, () => {})
  }
  return undefined
}

/** The test's environment (sourceSnapshot.ts) with pre-commit's home in the cache. */
function preCommitEnv(): NodeJS.ProcessEnv {
  return cleanEnv({ PRE_COMMIT_HOME: join(CACHE, 'pre-commit-home') })
}

/** git in the user's repository, whose commits run pre-commit. */
const gitIn = (cwd: string, args: string[]) => git(cwd, args, preCommitEnv())

/**
 * This repository's sources as they are now, in a git repository of their own at a path named by their commit
 * (SOURCE), and released there as users get them (scripts/release-commit.mjs): the release tag on a commit with dist/
 * built, merged into the branch. The same sources give the same commits, so pre-commit's installed hook is reused
 * until the sources change.
 */
function hookRepository(t: Test): { path: string; source: string } | undefined {
  mkdirSync(join(CACHE, 'pre-commit-hook-repos'), { recursive: true })
  const staging = mkdtempSync(join(CACHE, 'pre-commit-hook-repos', 'staging-'))
  const source = snapshotRepository(staging)
  const path = join(CACHE, 'pre-commit-hook-repos', source)
  if (existsSync(path)) {
    rmSync(staging, { recursive: true, force: true })
    return { path, source }
  }
  const release = releaseCommit(staging, [RELEASE_TAG])
  if (release.code !== 0) {
    t.fail('scripts/release-commit.mjs makes the release commit', { output: `${release.stdout}${release.stderr}` })
    rmSync(staging, { recursive: true, force: true })
    return undefined
  }
  renameSync(staging, path)
  return { path, source }
}

const SERVICE = 'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\n  namespace: shop\nspec:\n  selector:\n    app: web\n  ports:\n    - port: 80\n'
const CONFIG_MAP = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web-settings\n  namespace: shop\ndata:\n  LOG_LEVEL: info\n'
/** Kubernetes' own StatefulSet and DaemonSet (apps/v1): not OpenKruise's, so not guarded. */
const APPS_V1 = ['StatefulSet', 'DaemonSet'].map((kind) => `apiVersion: apps/v1\nkind: ${kind}\nmetadata:\n  name: db\n  namespace: shop\nspec:\n  selector:\n    matchLabels:\n      app: db\n  template:\n    metadata:\n      labels:\n        app: db\n    spec:\n      containers:\n        - name: db\n          image: postgres:16\n`).join('---\n')

t.test('the hook under the real pre-commit: autoupdate pins the release, ordinary commits pass, a denied update fails with the message, a Kustomize overlay passes', async (t) => {
  const bin = preCommit()
  if (!bin) return
  const hook = hookRepository(t)
  if (!hook) return
  const repo = mkdtempSync(join(tmpdir(), 'ipg-pre-commit-'))
  t.teardown(() => rmSync(repo, { recursive: true, force: true }))
  gitIn(repo, ['init', '-q'])
  // verbose: the hook's output is shown on success too, so the test sees one summary per commit (one process).
  // language_version: system uses the node on PATH. Without it, pre-commit takes a node under the home directory (the
  // registry's Node 24 in CI) for none and downloads one with nodeenv, which a machine without the internet cannot do.
  // The config starts at a commit of the sources, as a user might copy one; `pre-commit autoupdate` moves it to the
  // newest release tag (the tag is in the branch's history: scripts/release-commit.mjs merges it).
  const config = join(repo, '.pre-commit-config.yaml')
  writeFileSync(config, `repos:\n  - repo: ${hook.path}\n    rev: ${hook.source}\n    hooks:\n      - id: inplace-guard-check\n        language_version: system\n        verbose: true\n`)
  const autoupdate = spawnSync(bin, ['autoupdate'], { cwd: repo, env: preCommitEnv(), encoding: 'utf8' })
  t.equal(autoupdate.status, 0, 'pre-commit autoupdate', { output: `${autoupdate.stdout}${autoupdate.stderr}` })
  t.match(readFileSync(config, 'utf8'), `\n    rev: ${RELEASE_TAG}\n`, `autoupdate pins the release tag ${RELEASE_TAG}`)
  const install = spawnSync(bin, ['install'], { cwd: repo, env: preCommitEnv(), encoding: 'utf8' })
  t.equal(install.status, 0, 'pre-commit install', { output: `${install.stdout}${install.stderr}` })
  const commit = (message: string) => gitIn(repo, ['commit', '-m', message])
  const head = () => gitIn(repo, ['rev-parse', 'HEAD']).out.trim()

  mkdirSync(join(repo, 'apps'))
  writeFileSync(join(repo, 'apps', 'service.yaml'), SERVICE)
  writeFileSync(join(repo, 'apps', 'settings.yaml'), CONFIG_MAP)
  writeFileSync(join(repo, 'apps', 'db.yaml'), APPS_V1)
  gitIn(repo, ['add', '-A'])
  const plain = commit('a Service, a ConfigMap, an apps/v1 StatefulSet and DaemonSet')
  t.equal(plain.code, 0, 'a commit of objects the guard does not check passes', { output: plain.out })
  t.match(plain.out, /inplace-guard check\.+Passed/)
  t.match(plain.out, /summary: 0 workloads checked \(0 new, 0 updated\), 5 passed over, 0 files skipped; 0 deny, 0 warn, 0 allow/, 'the config file, the Service, the ConfigMap and the apps/v1 workloads: passed over')

  writeFileSync(join(repo, 'apps', 'web.yaml'), example('check/web.yaml'))
  gitIn(repo, ['add', '-A'])
  const created = commit('the web CloneSet')
  t.equal(created.code, 0, 'a new CloneSet without traps passes', { output: created.out })
  t.match(created.out, /summary: 1 workload checked \(1 new, 0 updated\)/)

  const before = head()
  writeFileSync(join(repo, 'apps', 'web.yaml'), example('check/web-env-change.yaml'))
  writeFileSync(join(repo, 'apps', 'service.yaml'), SERVICE.replace('port: 80', 'port: 8080'))
  gitIn(repo, ['add', '-A'])
  const denied = commit('debug logging')
  t.not(denied.code, 0, 'an env change under InPlaceOnly fails the commit', { output: denied.out })
  t.match(denied.out, /inplace-guard check\.+Failed/)
  t.match(denied.out, /apps\/web\.yaml:26: CloneSet shop\/web \(update, InPlaceOnly from spec\.updateStrategy\.type\)/, 'judged as an update from HEAD, at the changed line')
  t.match(denied.out, 'CloneSet shop/web uses InPlaceOnly (spec.updateStrategy.type), and 1 change is not a container image change: spec.template.spec.containers[app].env[LOG_LEVEL].value (pod-spec).')
  t.equal((denied.out.match(/^summary: /gm) ?? []).length, 1, 'one process for all the staged files')
  t.equal(head(), before, 'no commit was made')
  gitIn(repo, ['checkout', 'HEAD', '--', 'apps/web.yaml'])

  const cart = 'kustomize/pr/apps/cart'
  for (const file of ['base/kustomization.yaml', 'base/cloneset.yaml', 'base/service.yaml', 'base/settings.json', 'overlays/prod/kustomization.yaml', 'overlays/prod/replicas.yaml', 'overlays/prod/strategy.yaml', 'overlays/prod/logging.yaml']) {
    mkdirSync(dirname(join(repo, 'cart', file)), { recursive: true })
    writeFileSync(join(repo, 'cart', file), example(`${cart}/${file}`))
  }
  gitIn(repo, ['add', '-A'])
  const overlay = commit('the cart base and its prod overlay')
  t.equal(overlay.code, 0, 'a Kustomize base and overlay pass', { output: overlay.out })
  t.match(overlay.out, /summary: 1 workload checked \(1 new, 0 updated\), \d+ passed over, 3 files skipped; 0 deny, 0 warn, 1 allow/, 'the base CloneSet checked, the three patches skipped')
  t.equal((overlay.out.match(/^summary: /gm) ?? []).length, 1, 'one process')

  // Keep the cache small: pre-commit drops the environments no existing config uses, and snapshots of earlier
  // sources go too (after an hour, so that another run in progress keeps its own).
  spawnSync(bin, ['gc'], { cwd: repo, env: preCommitEnv(), encoding: 'utf8' })
  const snapshots = join(CACHE, 'pre-commit-hook-repos')
  for (const name of readdirSync(snapshots)) {
    const path = join(snapshots, name)
    if (name !== basename(hook.path) && Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { recursive: true, force: true })
  }
})
