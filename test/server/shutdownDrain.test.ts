import t from 'tap'
import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { Agent, request } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServingCertificates } from '../../src/certs/issuer.js'
import { fixture, startApp } from './harness.js'

/**
 * A rolling restart as the endpoints controller sees it: clients keep sending reviews; once /readyz of the replica
 * answers 503 they open no new connections to it and use the other replica. Across a SIGTERM of the real process,
 * under load, not one request fails.
 */
const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url))
const LOADER = new URL('../../node_modules/@tapjs/typescript/dist/esm/import.mjs', import.meta.url).href
const REVIEW = JSON.stringify(fixture('update-image-only.json'))
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Answer { status: number; error?: string }

function call(url: string, method: 'GET' | 'POST', ca: string, agent: Agent | false): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request(url, { method, ca, agent, servername: 'localhost', headers: method === 'POST' ? { 'content-type': 'application/json' } : {} }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }))
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, error: error.code ?? error.message }))
    })
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, error: error.code ?? error.message }))
    req.end(method === 'POST' ? REVIEW : undefined)
  })
}

t.test('SIGTERM under load: /readyz turns 503 at once, the drain answers everything, 0 requests fail', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'ipg-drain-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  const certificates = await createServingCertificates()
  await writeFile(join(dir, 'tls.crt'), certificates.server.certPem)
  await writeFile(join(dir, 'tls.key'), certificates.server.keyPem, { mode: 0o600 })
  const ca = certificates.ca.certPem

  const drainMs = 1500
  const child = spawn(process.execPath, [`--import=${LOADER}`, MAIN, 'serve', '--host=127.0.0.1', '--port=0', '--mode=off', `--tls-cert=${join(dir, 'tls.crt')}`, `--tls-key=${join(dir, 'tls.key')}`, `--drain-ms=${drainMs}`, '--shutdown-grace-ms=3000'], {
    cwd: dir,
    env: { ...process.env, TS_NODE_PROJECT: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)), TS_NODE_TRANSPILE_ONLY: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  t.teardown(() => void (child.exitCode === null && child.kill('SIGKILL')))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  let output = ''
  const leaving = child.stdout!.on('data', (chunk) => (output += chunk))
  const url = await new Promise<string>((resolve, reject) => {
    const check = () => {
      const line = output.split('\n').find((l) => l.includes('"inplace-guard serving"'))
      if (line) resolve(JSON.parse(line).url.replace('127.0.0.1', '127.0.0.1'))
    }
    leaving.on('data', check)
    void exited.then(() => reject(new Error(`the server exited before serving: ${output}`)))
  })
  const other = await startApp(t, {}, {}, certificates)

  let ready = true
  let stop = false
  let sentSigtermAt = 0
  const tally = { leaving: 0, leavingAfterSigterm: 0, other: 0, failures: [] as string[] }
  const agents = { leaving: new Agent({ keepAlive: true, ca }), other: new Agent({ keepAlive: true, ca }) }
  t.teardown(() => { agents.leaving.destroy(); agents.other.destroy() })

  const poller = (async () => {
    while (!stop && ready) {
      const answer = await call(`${url}/readyz`, 'GET', ca, false)
      if (answer.status !== 200) ready = false
      else await sleep(20)
    }
  })()
  const worker = async () => {
    while (!stop) {
      const leaving = ready
      const answer = await call(`${leaving ? url : other.url}/validate`, 'POST', ca, leaving ? agents.leaving : agents.other)
      if (answer.status !== 200) tally.failures.push(`${leaving ? 'leaving' : 'other'}: ${answer.status} ${answer.error ?? ''}`)
      else if (!leaving) tally.other++
      else {
        tally.leaving++
        if (sentSigtermAt > 0) tally.leavingAfterSigterm++
      }
    }
  }
  const workers = Array.from({ length: 8 }, worker)
  await sleep(1000)
  sentSigtermAt = Date.now()
  child.kill('SIGTERM')
  const code = await exited
  const stoppedAfterMs = Date.now() - sentSigtermAt
  await sleep(300)
  stop = true
  await Promise.all([...workers, poller])

  t.same(tally.failures, [], 'no request failed')
  t.equal(code, 0, 'the process exits 0')
  t.ok(stoppedAfterMs >= drainMs, `it answered for the drain period (stopped ${stoppedAfterMs} ms after SIGTERM)`)
  t.ok(tally.leaving > 0 && tally.other > 0, `both replicas answered (${tally.leaving} leaving, ${tally.other} other)`)
  t.ok(tally.leavingAfterSigterm > 0, `requests already on their way after SIGTERM were answered (${tally.leavingAfterSigterm})`)
  const logs = output.split('\n').filter(Boolean).map((line) => JSON.parse(line))
  t.ok(logs.some((l) => l.msg === 'drain period over: closing idle connections'))
  t.ok(logs.some((l) => l.msg === 'stopped'))
})
