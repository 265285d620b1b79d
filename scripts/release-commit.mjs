// The commit a release tag points to: HEAD's files with dist/ built into them, and a package.json without the
// scripts that make npm build a package it installs from git. Its parent is HEAD, so `git log vX.Y.Z` shows the
// sources it was built from.
//
// Why: pre-commit installs the hook with `npm install -g git+file://CLONE`. When the package has a build script,
// npm first runs a second `npm install` in the clone, which in global mode installs the same package into the same
// global folder while the first one unpacks the dependencies there (npm/cli#8440): about one first install in two
// failed with ENOTEMPTY. A release commit has nothing to build, so npm only copies it and fetches the production
// dependencies. The Action takes the prebuilt dist/ too.
//
//   node scripts/release-commit.mjs [vX.Y.Z]
//
// Run it in a clone of this repository after `npm ci`. Prints the release commit. With a tag (package.json's version
// with a v) it also tags that commit and merges it into the current branch without taking its files (a merge commit
// with HEAD's tree): the tag is then in the branch's history, where `pre-commit autoupdate` looks for the newest
// tag (git describe --tags). Then push both: `git push origin HEAD vX.Y.Z`.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/** The scripts for which npm prepares a package it installs from git (pacote's list), building it first. */
const PREPARING = ['preinstall', 'install', 'postinstall', 'prepack', 'prepare', 'build']
const BUILD_FIRST = /^npm run build(?: --silent)? && /

function fail(message) {
  process.stderr.write(`release-commit: ${message}\n`)
  process.exit(2)
}

/** package.json as the release ships it: nothing for npm to build, and scripts that built first now just run. */
function releasePackageJson(pkg) {
  const scripts = Object.fromEntries(Object.entries(pkg.scripts ?? {})
    .filter(([name]) => !PREPARING.includes(name))
    .map(([name, command]) => [name, command.replace(BUILD_FIRST, '')]))
  return { ...pkg, scripts }
}

function main() {
  const tag = process.argv[2]
  const git = (args, options = {}) => execFileSync('git', args, { encoding: 'utf8', ...options }).trim()
  let root
  try {
    root = git(['rev-parse', '--show-toplevel'])
  } catch {
    fail('not in a git repository: run it in a clone of kruise-inplace-guard')
  }
  const head = git(['rev-parse', 'HEAD'], { cwd: root })
  const version = JSON.parse(git(['show', `${head}:package.json`], { cwd: root })).version
  if (tag !== undefined && tag !== `v${version}`) fail(`the tag ${tag} is not the version of HEAD's package.json (v${version})`)
  if (tag !== undefined && git(['tag', '--list', tag], { cwd: root }) !== '') fail(`the tag ${tag} exists already`)
  if (!existsSync(join(root, 'node_modules', 'typescript'))) fail('no node_modules/typescript: run npm ci first')

  const work = mkdtempSync(join(tmpdir(), 'ipg-release-'))
  try {
    const tree = join(work, 'tree')
    mkdirSync(tree)
    // HEAD's files in a folder of their own, with an index of their own: the working tree and its index stay as they are.
    const env = { ...process.env, GIT_DIR: resolve(root, git(['rev-parse', '--git-dir'], { cwd: root })), GIT_WORK_TREE: tree, GIT_INDEX_FILE: join(work, 'index') }
    const inTree = (args) => git(args, { cwd: tree, env })
    inTree(['read-tree', head])
    inTree(['checkout-index', '--all'])
    symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'), 'dir')
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: tree, stdio: ['ignore', process.stderr, process.stderr] })
    const pkg = JSON.parse(readFileSync(join(tree, 'package.json'), 'utf8'))
    writeFileSync(join(tree, 'package.json'), `${JSON.stringify(releasePackageJson(pkg), null, 2)}\n`)
    inTree(['add', '--force', 'dist', 'package.json'])
    const commit = inTree(['commit-tree', inTree(['write-tree']), '-p', head, '-m',
      `release ${tag ?? `v${version}`}: ${head.slice(0, 12)} with dist/ built\n\nInstalls from git (pre-commit, the Action, npm install -g git+https://...) take this commit as it is: npm builds nothing.`])
    if (tag !== undefined) {
      git(['tag', tag, commit], { cwd: root })
      const merge = git(['commit-tree', `${head}^{tree}`, '-p', head, '-p', commit, '-m', `Merge release ${tag} (its dist/ stays in the tag)`], { cwd: root })
      git(['update-ref', '-m', `release ${tag}`, 'HEAD', merge, head], { cwd: root })
    }
    process.stdout.write(`${commit}\n`)
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

try {
  main()
} catch (err) {
  fail(String(err.stderr || err.message).trim())
}
