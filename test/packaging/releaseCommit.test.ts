// scripts/release-commit.mjs: the commit a release tag points to is HEAD's files plus dist/ built, with a
// package.json that gives npm nothing to build, and npm installs it from git as it is. Runs in a snapshot of this
// repository's sources (sourceSnapshot.ts).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { REPO_ROOT } from './dockerfile.js'
import { cleanEnv, git, RELEASE_TAG, releaseCommit, snapshotRepository } from './sourceSnapshot.js'

t.setTimeout(600_000)

/** The scripts for which npm (pacote) builds a package it installs from git, before installing it. */
const PREPARING = ['preinstall', 'install', 'postinstall', 'prepack', 'prepare', 'build']

const scratch = mkdtempSync(join(tmpdir(), 'ipg-release-'))
t.teardown(() => rmSync(scratch, { recursive: true, force: true }))
const repo = join(scratch, 'repo')
mkdirSync(repo)
const head = snapshotRepository(repo)
const show = (rev: string, path: string) => git(repo, ['show', `${rev}:${path}`]).out
const sourcePkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'))

t.test('a tag that is not package.json\'s version is refused, and nothing is tagged', async (t) => {
  const refused = releaseCommit(repo, ['v99.0.0'])
  t.equal(refused.code, 2, 'exit 2')
  t.match(refused.stderr, `release-commit: the tag v99.0.0 is not the version of HEAD's package.json (${RELEASE_TAG})`)
  t.equal(git(repo, ['tag', '--list']).out.trim(), '', 'no tag')
})

t.test('without node_modules (no npm ci) it says so', async (t) => {
  const result = spawnSync(process.execPath, [join(repo, 'scripts', 'release-commit.mjs')], { cwd: repo, env: cleanEnv(), encoding: 'utf8' })
  t.equal(result.status, 2)
  t.match(result.stderr, 'release-commit: no node_modules/typescript: run npm ci first')
})

t.test('without a tag it only prints the release commit: no tag, the branch as it was', async (t) => {
  const released = releaseCommit(repo, [])
  t.equal(released.code, 0, 'exit 0', { stderr: released.stderr })
  t.match(released.stdout.trim(), /^[0-9a-f]{40}$/, 'prints the commit')
  t.equal(git(repo, ['rev-parse', `${released.stdout.trim()}^`]).out.trim(), head, 'its parent is HEAD')
  t.equal(git(repo, ['tag', '--list']).out.trim(), '', 'no tag')
  t.equal(git(repo, ['rev-parse', 'HEAD']).out.trim(), head, 'HEAD stays where it was')
})

t.test('the release commit: HEAD plus dist/, a package.json with nothing to build, tagged and merged', async (t) => {
  const released = releaseCommit(repo, [RELEASE_TAG])
  t.equal(released.code, 0, 'exit 0', { stderr: released.stderr })
  const commit = released.stdout.trim()
  t.match(commit, /^[0-9a-f]{40}$/, 'prints the commit')
  t.equal(git(repo, ['rev-parse', `${RELEASE_TAG}^{commit}`]).out.trim(), commit, `${RELEASE_TAG} points at it`)
  t.equal(git(repo, ['rev-parse', `${commit}^`]).out.trim(), head, 'its parent is the HEAD it was built from')

  const changed = git(repo, ['diff', '--name-only', head, commit]).out.trim().split('\n')
  t.same(changed.filter((path) => !path.startsWith('dist/')), ['package.json'], 'only dist/ and package.json differ from HEAD')
  for (const file of ['dist/cli/main.js', 'dist/index.js', 'dist/engine/index.js']) t.ok(changed.includes(file), `${file} is in the release`)

  const pkg = JSON.parse(show(commit, 'package.json'))
  t.same(PREPARING.filter((name) => name in pkg.scripts), [], 'no script that makes npm build it')
  t.equal(pkg.scripts.start, 'node dist/cli/main.js serve', 'scripts that built first now run the build that is there')
  t.equal(pkg.scripts.test, sourcePkg.scripts.test, 'the other scripts as they were')
  const { scripts: _released, ...releasedRest } = pkg
  const { scripts: _source, ...sourceRest } = sourcePkg
  t.same(releasedRest, sourceRest, 'name, version, bin, dependencies and the rest unchanged')

  // The branch: a merge of the release that keeps the sources' tree, so the tag is in its history.
  t.equal(git(repo, ['rev-parse', 'HEAD^1', 'HEAD^2']).out.trim(), `${head}\n${commit}`, 'HEAD is a merge of the old HEAD and the release')
  t.equal(git(repo, ['rev-parse', 'HEAD^{tree}']).out.trim(), git(repo, ['rev-parse', `${head}^{tree}`]).out.trim(), 'with the sources\' tree: no dist/ on the branch')
  t.equal(git(repo, ['describe', 'HEAD', '--tags', '--abbrev=0']).out.trim(), RELEASE_TAG, 'the newest tag as pre-commit autoupdate finds it')
  t.equal(git(repo, ['status', '--porcelain']).out, '', 'the working tree and the index are untouched')
})

t.test('a tag that exists already is refused', async (t) => {
  const before = git(repo, ['rev-parse', 'HEAD']).out.trim()
  const again = releaseCommit(repo, [RELEASE_TAG])
  t.equal(again.code, 2)
  t.match(again.stderr, `release-commit: the tag ${RELEASE_TAG} exists already`)
  t.equal(git(repo, ['rev-parse', 'HEAD']).out.trim(), before, 'the branch as it was')
})

t.test('npm installs the tag from git as it is, and its CLI runs', async (t) => {
  const prefix = join(scratch, 'prefix')
  const installed = spawnSync('npm', ['install', '--global', '--prefix', prefix, '--install-links', '--prefer-offline', '--no-audit', '--no-fund', `git+file://${repo}#${RELEASE_TAG}`],
    { cwd: scratch, env: cleanEnv({ npm_config_update_notifier: 'false' }), encoding: 'utf8', timeout: 300_000 })
  t.equal(installed.status, 0, 'npm install -g git+file://REPO#TAG', { stderr: installed.stderr })
  const installedDir = join(prefix, 'lib', 'node_modules', 'kruise-inplace-guard')
  t.ok(existsSync(join(installedDir, 'dist', 'cli', 'main.js')), 'dist/ as released')
  t.notOk(existsSync(join(installedDir, 'node_modules', 'typescript')), 'no dev dependency')
  const help = spawnSync(join(prefix, 'bin', 'inplace-guard'), ['--help'], { env: cleanEnv(), encoding: 'utf8', timeout: 30_000 })
  t.equal(help.status, 0, 'inplace-guard --help', { stderr: help.stderr })
  t.match(help.stdout, /usage: inplace-guard <command>/)
})
