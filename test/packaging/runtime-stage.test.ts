// The Dockerfile's runtime stage, replayed without Docker in a scratch folder: the deps stage's
// `npm ci --omit=dev` on package.json + package-lock.json (from the npm cache: --prefer-offline), the
// build stage's compiled dist/, then the image's entrypoint. Slow-ish (an npm ci), so one file does it all.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:https'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { copies, execForm, loadDockerfile, REPO_ROOT } from './dockerfile.js'

const stages = loadDockerfile()
const runtime = stages[stages.length - 1]
const deps = stages.find((s) => s.name === 'deps')
const entrypoint = execForm(runtime, 'ENTRYPOINT') ?? []
const scratch = mkdtempSync(join(tmpdir(), 'ipg-runtime-'))
t.teardown(() => rmSync(scratch, { recursive: true, force: true }))

/** The environment of the image: production, no npm on PATH needed, nothing from the developer's shell. */
const imageEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', NODE_ENV: 'production', HOME: scratch }

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

t.test('build stage output: dist/ compiled from src/', async (t) => {
  const tsc = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc')
  const result = sh(process.execPath, [tsc, '-p', join(REPO_ROOT, 'tsconfig.build.json'), '--outDir', join(scratch, 'dist')], REPO_ROOT, 100_000)
  t.equal(result.code, 0, 'tsc -p tsconfig.build.json', { output: result.output })
  copyFileSync(join(REPO_ROOT, 'package.json'), join(scratch, 'package.json'))
  t.ok(existsSync(join(scratch, entrypoint[1] ?? 'missing')), `${entrypoint[1]} exists`)
})

t.test('entrypoint --help runs on production dependencies alone', async (t) => {
  const result = spawnSync(entrypoint[0], [...entrypoint.slice(1), '--help'], { cwd: scratch, env: imageEnv, encoding: 'utf8', timeout: 30_000 })
  t.equal(result.status, 0, 'exit code', { stderr: result.stderr })
  t.match(result.stdout, /usage: inplace-guard <command>/)
  for (const command of ['check', 'diff', 'serve', 'certs']) t.match(result.stdout, new RegExp(`\\n  ${command} `), `lists ${command}`)
})

t.test('entrypoint serve: answers /healthz, exits 0 on SIGTERM', async (t) => {
  const port = await freePort()
  const cmd = execForm(runtime, 'CMD') ?? []
  t.equal(cmd[0], 'serve')
  const child = spawn(entrypoint[0], [...entrypoint.slice(1), ...cmd, '--host=127.0.0.1', `--port=${port}`, '--cert-dir=certs', '--shutdown-grace-ms=2000', '--log-level=warn'], {
    cwd: scratch,
    env: imageEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  t.teardown(() => void (child.exitCode === null && child.kill('SIGKILL')))

  const status = await pollHealthz(port, child, 15_000)
  t.equal(status, 200, 'GET /healthz within 15 s', { output })
  const stoppedAt = Date.now()
  child.kill('SIGTERM')
  const code = await Promise.race([exited, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 8_000))])
  t.equal(code, 0, 'exit code after SIGTERM', { output })
  t.ok(Date.now() - stoppedAt < 8_000, 'stops within the grace period')
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
