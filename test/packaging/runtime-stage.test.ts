// The Dockerfile's runtime stage, replayed without Docker in a scratch folder: the deps stage's
// `npm ci --omit=dev` on package.json + package-lock.json (from the npm cache: --prefer-offline), the
// build stage's compiled dist/, then the image's entrypoint. Slow-ish (an npm ci), so one file does it all.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:https'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { copies, envOf, execForm, loadDockerfile, REPO_ROOT } from './dockerfile.js'

// An npm ci, a full tsc build and three server starts: on a loaded machine over the runner's 120 s default (it was
// killed at 125 s once); a hang is still caught.
t.setTimeout(300_000)

const stages = loadDockerfile()
const runtime = stages[stages.length - 1]
const deps = stages.find((s) => s.name === 'deps')
const entrypoint = execForm(runtime, 'ENTRYPOINT') ?? []
const scratch = mkdtempSync(join(tmpdir(), 'ipg-runtime-'))
t.teardown(() => rmSync(scratch, { recursive: true, force: true }))

/** The environment of the image: production, no npm on PATH needed, nothing from the developer's shell. */
const imageEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', NODE_ENV: 'production', NODE_OPTIONS: envOf(runtime).NODE_OPTIONS ?? '', HOME: scratch }

function sh(command: string, args: string[], cwd: string, timeoutMs: number): { code: number; output: string } {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: timeoutMs })
  return { code: result.status ?? 1, output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}` }
}

t.test('deps stage: npm ci --omit=dev from the lockfile', async (t) => {
  const npmCi = deps?.instructions.find((i) => i.keyword === 'RUN' && /^npm ci\b/.test(i.args))
  t.ok(npmCi, 'the deps stage runs npm ci')
  if (!npmCi) return
  for (const copy of copies(deps!)) for (const source of copy.sources) copyFileSync(join(REPO_ROOT, source), join(scratch, source))
  const args = npmCi.args.split(/\s+/).slice(1)
  t.ok(args.includes('--omit=dev'))
  const result = sh('npm', [...args, '--prefer-offline'], scratch, 100_000)
  t.equal(result.code, 0, `npm ${args.join(' ')} --prefer-offline`, { output: result.output })
  const lock = JSON.parse(readFileSync(join(REPO_ROOT, 'package-lock.json'), 'utf8'))
  for (const name of Object.keys(lock.packages[''].dependencies ?? {})) t.ok(existsSync(join(scratch, 'node_modules', name)), `production dependency ${name} installed`)
  for (const name of Object.keys(lock.packages[''].devDependencies ?? {})) {
    // Left out unless a production dependency needs it too (e.g. @types/node via @kubernetes/client-node).
    if (lock.packages[`node_modules/${name}`]?.dev === true) t.notOk(existsSync(join(scratch, 'node_modules', name)), `dev-only dependency ${name} left out`)
  }
})

t.test('build stage output: dist/ compiled from src/, the CLI bundled', async (t) => {
  const tsc = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc')
  const result = sh(process.execPath, [tsc, '-p', join(REPO_ROOT, 'tsconfig.build.json'), '--outDir', join(scratch, 'dist')], REPO_ROOT, 100_000)
  t.equal(result.code, 0, 'tsc -p tsconfig.build.json', { output: result.output })
  const bundled = sh(process.execPath, [join(REPO_ROOT, 'scripts', 'bundle-cli.mjs'), join(scratch, 'dist')], REPO_ROOT, 100_000)
  t.equal(bundled.code, 0, 'scripts/bundle-cli.mjs (the rest of npm run build)', { output: bundled.output })
  copyFileSync(join(REPO_ROOT, 'package.json'), join(scratch, 'package.json'))
  t.ok(existsSync(join(scratch, entrypoint[1] ?? 'missing')), `${entrypoint[1]} exists`)
})

t.test('check and diff run from the CLI bundle alone: no other file of dist/, no node_modules', async (t) => {
  const alone = mkdtempSync(join(tmpdir(), 'ipg-bundle-'))
  t.teardown(() => rmSync(alone, { recursive: true, force: true }))
  mkdirSync(join(alone, 'dist', 'cli'), { recursive: true })
  const shipped = readdirSync(join(scratch, 'dist', 'cli')).filter((name) => name === 'main.js' || /^chunk-[\w-]+\.js$/.test(name))
  t.ok(shipped.length > 1, 'main.js and its chunks')
  for (const name of shipped) copyFileSync(join(scratch, 'dist', 'cli', name), join(alone, 'dist', 'cli', name))
  copyFileSync(join(REPO_ROOT, 'package.json'), join(alone, 'package.json'))
  const examples = join(REPO_ROOT, 'examples', 'check')
  const cli = (args: string[]) => spawnSync(process.execPath, [join(alone, 'dist', 'cli', 'main.js'), ...args], { cwd: alone, env: imageEnv, encoding: 'utf8', timeout: 30_000 })
  const cases: [string[], number, RegExp][] = [
    [['check', '--old', join(examples, 'web.yaml'), '--new', join(examples, 'web-image-only.yaml')], 0, /\bALLOW\b/],
    [['check', '--old', join(examples, 'web.yaml'), '--new', join(examples, 'web-env-change.yaml')], 1, /\bDENY\b/],
    [['diff', join(REPO_ROOT, 'examples', 'gitops', 'base'), join(REPO_ROOT, 'examples', 'gitops', 'pr')], 1, /summary: 2 workloads compared.*1 deny/],
    [['version'], 0, new RegExp(JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).version.replaceAll('.', '\\.'))],
  ]
  for (const [args, code, output] of cases) {
    const result = cli(args)
    t.notMatch(result.stderr, /Cannot find (module|package)|ERR_MODULE_NOT_FOUND/, `${args[0]}: every module it loads is in the bundle`)
    t.equal(result.status, code, `${args.slice(0, 1).join(' ')} exit ${code}`, { stderr: result.stderr })
    t.match(result.stdout, output)
  }
})

t.test('entrypoint --help runs on production dependencies alone', async (t) => {
  const result = spawnSync(entrypoint[0], [...entrypoint.slice(1), '--help'], { cwd: scratch, env: imageEnv, encoding: 'utf8', timeout: 30_000 })
  t.equal(result.status, 0, 'exit code', { stderr: result.stderr })
  t.match(result.stdout, /usage: inplace-guard <command>/)
  for (const command of ['check', 'diff', 'serve', 'certs']) t.match(result.stdout, new RegExp(`\\n  ${command} `), `lists ${command}`)
})

/**
 * The runtime stage's ENV, with the image's /tmp mapped to a world-writable folder of the scratch area (so a
 * replay never shares the host's /tmp), plus a PATH that finds the image's node.
 */
function runtimeEnv(imageRoot: string): Record<string, string> {
  const env: Record<string, string> = { PATH: `${join(imageRoot, 'usr', 'local', 'bin')}:/usr/bin:/bin`, HOME: join(imageRoot, 'tmp') }
  for (const [name, value] of Object.entries(envOf(runtime))) env[name] = value.replace(/^\/tmp(?=\/|$)/, join(imageRoot, 'tmp'))
  return env
}

/**
 * The image as uid 10001 sees it: /app (node_modules, dist, package.json) root-owned and read-only, a /tmp anyone
 * may write, the image's node at /usr/local/bin/node.
 */
function imageRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'ipg-image-'))
  t.teardown(() => rmSync(root, { recursive: true, force: true }))
  chmodSync(root, 0o755)
  chmodSync(scratch, 0o755)
  mkdirSync(join(root, 'tmp'), { mode: 0o1777 })
  chmodSync(join(root, 'tmp'), 0o1777)
  mkdirSync(join(root, 'usr', 'local', 'bin'), { recursive: true, mode: 0o755 })
  copyFileSync(process.execPath, join(root, 'usr', 'local', 'bin', 'node'))
  chmodSync(join(root, 'usr', 'local', 'bin', 'node'), 0o755)
  return root
}

const asRoot = process.getuid?.() === 0
const user = [...runtime.instructions].reverse().find((i) => i.keyword === 'USER')?.args ?? ''
const [uid, gid = uid] = user.split(':')

/**
 * `setpriv` as the image's USER: the default command with its own environment; host and port kept on loopback. No
 * drain period (test/server/shutdownDrain.test.ts tests draining): SIGTERM then stops within the 2 s grace period.
 */
function spawnAsImageUser(env: Record<string, string>, port: number): ChildProcess {
  const cmd = execForm(runtime, 'CMD') ?? []
  const command = [...entrypoint, ...cmd, '--host=127.0.0.1', `--port=${port}`, '--drain-ms=0', '--shutdown-grace-ms=2000', '--log-level=warn']
  return spawn('setpriv', [`--reuid=${uid}`, `--regid=${gid}`, '--clear-groups', '--', ...command], { cwd: scratch, env, stdio: ['ignore', 'pipe', 'pipe'] })
}

function collect(child: ChildProcess): { output: () => string; exited: Promise<number | null> } {
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  t.teardown(() => void (child.exitCode === null && child.kill('SIGKILL')))
  return { output: () => output, exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))) }
}

t.test(`the default command as uid ${uid}: serves /healthz over HTTPS, exits 0 on SIGTERM`, { skip: asRoot ? false : 'needs root to switch to the image user' }, async (t) => {
  t.equal((execForm(runtime, 'CMD') ?? [])[0], 'serve')
  t.match(uid, /^[1-9]\d*$/, 'a numeric non-root USER')
  const root = imageRoot()
  const env = runtimeEnv(root)
  const port = await freePort()
  const child = spawnAsImageUser(env, port)
  const { output, exited } = collect(child)
  // A bound for a hang, not a speed target: under load, loading dist/ and its dependencies alone took over 10 s.
  const status = await pollHealthz(port, child, 30_000)
  t.equal(status, 200, 'GET /healthz within 30 s', { output: output() })
  t.ok(env.IPG_CERT_DIR && existsSync(join(env.IPG_CERT_DIR, 'ca.crt')), 'the development CA went to the image\'s /tmp', { env })
  const stoppedAt = Date.now()
  child.kill('SIGTERM')
  const code = await Promise.race([exited, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 8_000))])
  t.equal(code, 0, 'exit code after SIGTERM', { output: output() })
  t.ok(Date.now() - stoppedAt < 8_000, 'stops within the grace period')
})

t.test(`as uid ${uid} with a certificate folder it cannot write: stops and names the flags to pass`, { skip: asRoot ? false : 'needs root to switch to the image user' }, async (t) => {
  const root = imageRoot()
  const env = { ...runtimeEnv(root), IPG_CERT_DIR: join(scratch, 'certs') }
  const child = spawnAsImageUser(env, await freePort())
  const { output, exited } = collect(child)
  const code = await Promise.race([exited, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 15_000))])
  t.equal(code, 2, 'exit 2', { output: output() })
  t.match(output(), `cannot write a development certificate to ${join(scratch, 'certs')} (EACCES): pass --tls-cert FILE --tls-key FILE`)
  t.match(output(), /--cert-dir DIR \(IPG_CERT_DIR\) with a writable directory \(IPG_ERR_TLS\)/)
})

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function pollHealthz(port: number, child: ChildProcess, timeoutMs: number): Promise<number | undefined> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && child.exitCode === null) {
    const status = await new Promise<number | undefined>((resolve) => {
      // The development CA is generated at start; trust is not what this test is about.
      const req = request({ host: '127.0.0.1', port, path: '/healthz', rejectUnauthorized: false, timeout: 1_000 }, (res) => {
        res.resume()
        resolve(res.statusCode)
      })
      req.on('error', () => resolve(undefined))
      req.on('timeout', () => req.destroy())
      req.end()
    })
    if (status !== undefined) return status
    await new Promise((r) => setTimeout(r, 150))
  }
  return undefined
}
