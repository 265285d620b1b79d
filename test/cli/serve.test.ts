import t from 'tap'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { request as httpsRequest } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '../../src/cli/commands/serve.js'
import type { CliIO } from '../../src/cli/io.js'

const REVIEW = readFileSync(new URL('../fixtures/admission/update-env-inplaceonly-v1alpha1.json', import.meta.url), 'utf8')

function captureIO(cwd: string, env: NodeJS.ProcessEnv = {}) {
  const out: string[] = []
  const err: string[] = []
  const waiters: { test: (line: string) => boolean; resolve: (line: string) => void }[] = []
  const io: CliIO = {
    stdout: (text) => {
      out.push(text)
      for (const line of text.split('\n')) {
        for (const waiter of waiters.filter((w) => w.test(line))) {
          waiters.splice(waiters.indexOf(waiter), 1)
          waiter.resolve(line)
        }
      }
    },
    stderr: (text) => err.push(text),
    env,
    cwd,
  }
  const logLine = (message: string) =>
    new Promise<Record<string, any>>((resolve) => {
      const existing = out.join('').split('\n').find((line) => line.includes(`"msg":"${message}"`))
      if (existing) resolve(JSON.parse(existing))
      else waiters.push({ test: (line) => line.includes(`"msg":"${message}"`), resolve: (line) => resolve(JSON.parse(line)) })
    })
  return { io, out, err, logLine }
}

t.test('serve --help lists the endpoints and every option', async (t) => {
  const { io, out } = captureIO('/')
  t.equal(await serve(['--help'], io, new Promise(() => {})), 0)
  const help = out.join('')
  for (const text of ['POST /validate', 'POST /mutate', 'GET  /healthz', 'GET  /readyz', 'GET  /metrics', '--tls-cert', '--deny-strategies', '--on-error', 'IPG_GATES']) {
    t.match(help, text)
  }
})

t.test('a bad flag is a usage error naming it', async (t) => {
  const { io, err } = captureIO('/')
  t.equal(await serve(['--port', 'eighty'], io, new Promise(() => {})), 2)
  t.match(err.join(''), /--port: "eighty" is not an integer from 0 to 65535 \(IPG_ERR_CONFIG\)/)
})

t.test('serve without TLS flags: a development CA, HTTPS answers, and a graceful stop that lets an in-flight request finish', async (t) => {
  const cwd = await mkdtemp(join(tmpdir(), 'ipg-serve-'))
  t.teardown(() => rm(cwd, { recursive: true, force: true }))
  const { io, err, logLine, out } = captureIO(cwd, { IPG_MODE: 'off' })
  let stop!: (signal: string) => void
  const exit = serve(['--port', '0', '--cert-dir', 'dev-certs'], io, new Promise((resolve) => (stop = resolve)))
  const serving = await logLine('inplace-guard serving')
  const caPath = join(cwd, 'dev-certs', 'ca.crt')
  t.match(err.join(''), `Its CA, for a webhook configuration's caBundle or curl --cacert: ${caPath}`)
  t.match(err.join(''), 'npm run demo')
  t.match(serving, { denyStrategies: ['InPlaceOnly'], onError: 'allow', mode: 'off' })
  const url = new URL(serving.url)
  t.equal(url.hostname, '127.0.0.1')
  const ca = readFileSync(caPath, 'utf8')

  // Start a request and hold back the second half of its body.
  const body = Buffer.from(REVIEW)
  let connected!: () => void
  const secureConnected = new Promise<void>((resolve) => (connected = resolve))
  const inFlight = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = httpsRequest(new URL('/validate', url), {
      method: 'POST', ca, agent: false, servername: 'localhost',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
    }, (res) => {
      let text = ''
      res.on('data', (chunk) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
    })
    req.on('error', reject)
    req.on('socket', (socket) => socket.once('secureConnect', connected))
    req.write(body.subarray(0, 100))
    void logLine('shutting down: readiness is false, finishing in-flight requests').then(() => req.end(body.subarray(100)))
  })
  // Under load the TLS handshake alone can take longer than a fixed sleep: stop only once the request is on the wire.
  await secureConnected
  await new Promise((resolve) => setTimeout(resolve, 100))
  stop('SIGTERM')
  const answer = await inFlight
  t.equal(answer.status, 200, 'the in-flight request finished')
  t.equal(JSON.parse(answer.text).response.status.code, 403)
  t.equal(await exit, 0, 'exit 0')
  const logs = out.join('').split('\n').filter(Boolean).map((line) => JSON.parse(line))
  t.ok(logs.some((l) => l.msg === 'admission decision' && l.decision === 'deny'))
  t.ok(logs.some((l) => l.msg === 'stopped'))

  // A restart keeps the CA that webhook configurations already trust.
  const again = captureIO(cwd, { IPG_MODE: 'off' })
  let stopAgain!: (signal: string) => void
  const exitAgain = serve(['--port', '0', '--cert-dir', 'dev-certs'], again.io, new Promise((resolve) => (stopAgain = resolve)))
  await again.logLine('inplace-guard serving')
  t.match(again.err.join(''), /^Using a development certificate/)
  t.equal(readFileSync(caPath, 'utf8'), ca, 'same CA')
  stopAgain('SIGINT')
  t.equal(await exitAgain, 0)
})

t.test('the real process: SIGTERM makes it exit 0', async (t) => {
  const cwd = await mkdtemp(join(tmpdir(), 'ipg-sigterm-'))
  t.teardown(() => rm(cwd, { recursive: true, force: true }))
  const main = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url))
  const loader = new URL('../../node_modules/@tapjs/typescript/dist/esm/import.mjs', import.meta.url).href
  const child = spawn(process.execPath, [`--import=${loader}`, main, 'serve', '--port=0', `--cert-dir=${join(cwd, 'certs')}`, '--mode=off'], {
    cwd,
    env: { ...process.env, TS_NODE_PROJECT: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)), TS_NODE_TRANSPILE_ONLY: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  const serving = new Promise<void>((resolve) => {
    child.stdout.on('data', (chunk) => {
      stdout += chunk
      if (stdout.includes('"msg":"inplace-guard serving"')) resolve()
    })
  })
  await serving
  child.kill('SIGTERM')
  const [code, signal] = await once(child, 'exit')
  t.equal(signal, null)
  t.equal(code, 0)
  t.match(stdout, '"msg":"stopped"')
})
