// This repository's sources as they are now (tracked and new files, not ignored ones), committed into a git
// repository of their own, and released there with scripts/release-commit.mjs: what the release and pre-commit tests
// install from. Not a test itself.
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { REPO_ROOT } from './dockerfile.js'

/** What a release is made from: the hooks file, the package, its sources and its build. */
const SOURCES = ['.gitignore', '.pre-commit-hooks.yaml', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'README.md', 'scripts', 'src']

/** The tag of this version: package.json's version with a v. */
export const RELEASE_TAG = `v${JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).version}`

/**
 * The test's environment (certificate and proxy settings included) without what the test run adds: npm's npm_*
 * variables (npm test) and tap's, which would steer a child npm install and node processes; git without the
 * machine's configuration, with an author.
 */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm_|TAP|_TAPJS|NODE_OPTIONS$|INIT_CWD$)/i.test(key)))
  return {
    ...inherited,
    PATH: `${dirname(process.execPath)}:${process.env.PATH ?? '/usr/bin:/bin'}`,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_AUTHOR_NAME: 'Test', GIT_AUTHOR_EMAIL: 'test@example.com', GIT_COMMITTER_NAME: 'Test', GIT_COMMITTER_EMAIL: 'test@example.com',
    ...extra,
  }
}

/** Fixed dates: the same sources give the same commits. */
export const FIXED_DATES = { GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z', GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z' }

export function git(cwd: string, args: string[], env = cleanEnv()): { code: number; out: string } {
  const result = spawnSync('git', ['-c', 'init.defaultBranch=main', '-c', 'commit.gpgsign=false', ...args], { cwd, env, encoding: 'utf8', timeout: 600_000, killSignal: 'SIGKILL' })
  return { code: result.status ?? 1, out: `${result.stdout}${result.stderr}` }
}

/** Commits the sources into a new git repository at DIR (an empty folder); returns the commit. */
export function snapshotRepository(dir: string, env = cleanEnv()): string {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...SOURCES], { cwd: REPO_ROOT, encoding: 'utf8' })
    .split('\0').filter((f) => f !== '' && existsSync(join(REPO_ROOT, f)))
  for (const file of files) cpSync(join(REPO_ROOT, file), join(dir, file), { recursive: true })
  const fixed = { ...env, ...FIXED_DATES }
  git(dir, ['init', '-q'], env)
  git(dir, ['add', '-A'], env)
  git(dir, ['commit', '-qm', 'snapshot', '--no-verify'], fixed)
  return git(dir, ['rev-parse', 'HEAD'], env).out.trim()
}

/**
 * Runs scripts/release-commit.mjs in the repository at DIR (with this repository's dev dependencies, as `npm ci`
 * made them, linked for the time of the build), with fixed dates.
 */
export function releaseCommit(dir: string, args: string[], env = cleanEnv()): { code: number; stdout: string; stderr: string } {
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir')
  try {
    const result = spawnSync(process.execPath, [join(dir, 'scripts', 'release-commit.mjs'), ...args], { cwd: dir, env: { ...env, ...FIXED_DATES }, encoding: 'utf8', timeout: 300_000 })
    return { code: result.status ?? 1, stdout: result.stdout ?? '', stderr: `${result.stderr ?? ''}${result.error ? String(result.error) : ''}` }
  } finally {
    rmSync(join(dir, 'node_modules'))
  }
}
