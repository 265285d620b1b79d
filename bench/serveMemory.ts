import { type ChildProcess, fork } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SERVE_NODE_OPTIONS } from '../src/cli/youngGeneration.js'
import { loadServer } from './load.js'
import { WEBHOOK_PATH } from './payload.js'
import type { MemorySnapshot } from './serverProcess.js'
import { CLI } from './sections/cli.js'
import type { TlsMaterial } from './sections/webhook.js'

const MB = 1024 * 1024
const GC_PROBE = fileURLToPath(new URL('./gcProbe.js', import.meta.url))

export interface ServeMemory {
  afterStartGcMb: number
  afterLoadGcMb: number
  heapAfterGcMb: number
  requests: number
}

/** `inplace-guard serve --mode off` with a certificate from files: RSS after start and GC, then after a load and GC. */
/**
 * `inplace-guard serve --mode off` as a user starts it without a cluster (a real process of the CLI, a certificate from
 * files): RSS after start and a GC, then after `loadSeconds` of reviews (10 connections) and a GC.
 */
export async function serveMemory(tls: TlsMaterial, body: string, loadSeconds: number): Promise<ServeMemory> {
  const scratch = mkdtempSync(join(tmpdir(), 'ipg-bench-serve-'))
  const cert = join(scratch, 'tls.crt')
  const key = join(scratch, 'tls.key')
  writeFileSync(cert, tls.certificate.cert)
  writeFileSync(key, tls.certificate.key, { mode: 0o600 })
  // serve as the image runs it (its NODE_OPTIONS): info logs (one line per decision), read from its stdout by this process.
  const child = fork(CLI, ['serve', '--mode', 'off', '--port', '0', '--tls-cert', cert, '--tls-key', key], {
    cwd: scratch,
    env: { ...process.env, NODE_OPTIONS: SERVE_NODE_OPTIONS },
    execArgv: ['--expose-gc', `--import=${GC_PROBE}`],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  try {
    const port = await listeningPort(child)
    const settled = await gc(child)
    const load = await loadServer(port, WEBHOOK_PATH, body, { connections: 10, durationSeconds: loadSeconds })
    if (load.failures > 0) throw new Error(`${load.failures} failed requests while loading serve`)
    const loaded = await gc(child)
    return { afterStartGcMb: settled.rssBytes / MB, afterLoadGcMb: loaded.rssBytes / MB, heapAfterGcMb: loaded.heapUsedBytes / MB, requests: load.completed }
  } finally {
    child.disconnect?.()
    child.kill('SIGINT')
    await new Promise((done) => (child.exitCode !== null ? done(undefined) : child.once('exit', done)))
    rmSync(scratch, { recursive: true, force: true })
  }
}

/** The port serve listens on, from its `inplace-guard serving` log line. */
function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((done, fail) => {
    let out = ''
    const timer = setTimeout(() => fail(new Error(`serve did not start within 30 s: ${out.slice(-500)}`)), 30_000)
    const onData = (chunk: Buffer) => {
      out += chunk
      const match = /"url":"https:\/\/[^"]*:(\d+)"/.exec(out)
      if (match) {
        clearTimeout(timer)
        done(Number(match[1]))
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk))
    child.once('exit', (code) => fail(new Error(`serve exited ${code}: ${out.slice(-500)}`)))
  })
}

let nextId = 1
function gc(child: ChildProcess): Promise<MemorySnapshot> {
  return new Promise((done, fail) => {
    const id = nextId++
    const timer = setTimeout(() => fail(new Error('serve did not answer the GC request')), 30_000)
    const onMessage = (message: { id: number; type: string; memory: MemorySnapshot }) => {
      if (message.id !== id) return
      clearTimeout(timer)
      child.off('message', onMessage)
      done(message.memory)
    }
    child.on('message', onMessage)
    child.send({ id, type: 'gc' })
  })
}
