// The npm package as a user gets it: `npm pack` on a clean copy of the sources (prepare builds dist/), the
// tarball installed into an empty prefix (dependencies from the npm cache: --prefer-offline), and both bins run
// from that prefix: `inplace-guard` and the kubectl plugin `kubectl-inplace_guard`.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { REPO_ROOT } from './dockerfile.js'

const scratch = mkdtempSync(join(tmpdir(), 'ipg-pack-'))
t.teardown(() => rmSync(scratch, { recursive: true, force: true }))
const source = join(scratch, 'source')
const prefix = join(scratch, 'prefix')
const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'))

function run(command: string, args: string[], cwd: string, timeoutMs = 120_000): { code: number; stdout: string; stderr: string } {
  const env = { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' }
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout: timeoutMs })
  return { code: result.status ?? 1, stdout: result.stdout ?? '', stderr: `${result.stderr ?? ''}${result.error ? String(result.error) : ''}` }
}

let tarball = ''

t.test('npm pack on a clean copy builds dist/ (prepare) and packs only what users need', async (t) => {
  mkdirSync(source)
  for (const name of ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'src', 'scripts', 'README.md']) {
    cpSync(join(REPO_ROOT, name), join(source, name), { recursive: true })
  }
  // The dev dependencies (typescript) the prepare build needs, as `npm ci` would have installed them.
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(source, 'node_modules'), 'dir')
  t.notOk(existsSync(join(source, 'dist')), 'no dist/ before packing')
  const packed = run('npm', ['pack', '--json', '--pack-destination', scratch], source)
  t.equal(packed.code, 0, 'npm pack', { stderr: packed.stderr })
  const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[]
  tarball = join(scratch, info.filename)
  const paths = info.files.map((f) => f.path)
  t.ok(paths.includes('dist/cli/main.js'), 'the CLI is in the tarball')
  t.ok(paths.includes('package.json') && paths.includes('README.md'))
  t.notOk(paths.some((p) => /^(src|test|bench|charts|certs)\//.test(p)), 'no sources, tests, chart or certificates')
  t.notOk(paths.some((p) => /\.(key|pem|tsbuildinfo)$/.test(p)), 'no keys or build info')
})

t.test('the tarball installs into an empty prefix with its production dependencies', async (t) => {
  t.ok(tarball, 'packed')
  if (!tarball) return
  mkdirSync(prefix)
  const installed = run('npm', ['install', '--prefix', prefix, '--prefer-offline', '--no-audit', '--no-fund', tarball], scratch, 300_000)
  t.equal(installed.code, 0, 'npm install --prefix PREFIX TARBALL', { stderr: installed.stderr })
  for (const bin of ['inplace-guard', 'kubectl-inplace_guard']) t.ok(existsSync(join(prefix, 'node_modules', '.bin', bin)), `bin ${bin}`)
  for (const name of Object.keys(pkg.dependencies)) t.ok(existsSync(join(prefix, 'node_modules', name)), `dependency ${name}`)
  t.notOk(existsSync(join(prefix, 'node_modules', 'tap')), 'no dev dependency')
})

const bin = (name: string) => join(prefix, 'node_modules', '.bin', name)

t.test('inplace-guard runs from the prefix: --help, and version', async (t) => {
  const help = run(bin('inplace-guard'), ['--help'], scratch, 30_000)
  t.equal(help.code, 0, 'inplace-guard --help', { stderr: help.stderr })
  t.match(help.stdout, /usage: inplace-guard <command>/)
  // `version` comes with the CLI work of the same issue; until it is there, --help must still run.
  if (help.code === 0 && !/\n {2}version\s/.test(help.stdout)) {
    t.skip('inplace-guard version (the CLI has no version command yet)', async () => {})
    return
  }
  const version = run(bin('inplace-guard'), ['version'], scratch, 30_000)
  t.equal(version.code, 0, 'inplace-guard version', { stderr: version.stderr })
  t.ok(version.stdout.includes(pkg.version), `prints the package version ${pkg.version}`)
})

t.test('kubectl-inplace_guard (the kubectl plugin) checks the examples from the prefix', async (t) => {
  const examples = join(REPO_ROOT, 'examples', 'check')
  const cases: [string, number, RegExp][] = [
    ['web-image-only.yaml', 0, /\bALLOW\b/],
    ['web-env-change.yaml', 1, /\bDENY\b/],
  ]
  for (const [file, code, verdict] of cases) {
    const result = run(bin('kubectl-inplace_guard'), ['check', '--old', join(examples, 'web.yaml'), '--new', join(examples, file)], scratch, 30_000)
    t.equal(result.code, code, `kubectl-inplace_guard check --old web.yaml --new ${file}: exit ${code}`, { stderr: result.stderr })
    t.match(result.stdout, verdict)
  }
})
