import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createCA, issueCertificate } from './x509.js'

/**
 * The built server (`node dist/cli/main.js serve`) as a child process on 127.0.0.1, with a serving certificate
 * (IP SAN 127.0.0.1) from a CA made for this run, the way an apiserver reaches a webhook by URL.
 * `npm run test:e2e` builds dist first; when dist is missing (a single file run by hand) it is built here once.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
export const CLI = path.join(ROOT, 'dist/cli/main.js')

export interface WebhookServer {
  /** `https://127.0.0.1:<port>` */
  url: string
  port: number
  /** PEM of the CA that signed the serving certificate. */
  caPem: string
  /** base64 of caPem: a webhook configuration's caBundle. */
  caBundle: string
  /** Everything the process wrote (pino JSON lines on stdout, human lines on stderr). */
  output(): string
  /** SIGTERM, then SIGKILL after 5 s; resolves with the exit code. */
  stop(): Promise<number | null>
}

export interface StartWebhookOptions {
  /** Extra `serve` flags (e.g. `--deny-strategies=InPlaceOnly`, `--mode=active --kubeconfig=...`). */
  args?: string[]
  startTimeoutMs?: number
}

/** Builds dist/ when dist/cli/main.js is missing (a lock dir keeps parallel test files from building twice). */
export function ensureBuilt(): void {
  if (fs.existsSync(CLI)) return
  const lock = path.join(os.tmpdir(), 'kig-e2e-build.lock')
  let owner = false
  try {
    fs.mkdirSync(lock)
    owner = true
  } catch {
    // Another test file is building: wait for it.
  }
  if (owner) {
    try {
      const r = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' })
      if (!fs.existsSync(CLI)) throw new Error(`npm run build did not produce ${CLI} (exit ${r.status})`)
    } finally {
      fs.rmSync(lock, { recursive: true, force: true })
    }
    return
  }
  const deadline = Date.now() + 180_000
  while (fs.existsSync(lock) && Date.now() < deadline) spawnSync('sleep', ['0.5'])
  if (!fs.existsSync(CLI)) throw new Error(`${CLI} missing: run npm run build`)
}

const children = new Set<ChildProcess>()
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL')
})

export async function startWebhookServer(options: StartWebhookOptions = {}): Promise<WebhookServer> {
  ensureBuilt()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kig-webhook-'))
  const ca = createCA('kig-e2e-webhook-ca')
  const serving = issueCertificate(ca, { commonName: '127.0.0.1', ipAddresses: ['127.0.0.1'], dnsNames: ['localhost'], extKeyUsage: ['serverAuth'] })
  const certPath = path.join(dir, 'tls.crt')
  const keyPath = path.join(dir, 'tls.key')
  fs.writeFileSync(certPath, serving.certPem)
  fs.writeFileSync(keyPath, serving.keyPem, { mode: 0o600 })

  const args = [CLI, 'serve', '--host=127.0.0.1', '--port=0', `--tls-cert=${certPath}`, `--tls-key=${keyPath}`, '--shutdown-grace-ms=1000', '--drain-ms=0', ...(options.args ?? [])]
  const child = spawn(process.execPath, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } })
  children.add(child)
  let out = ''
  child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c))
  child.stderr.setEncoding('utf8').on('data', (c: string) => (out += c))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => {
    children.delete(child)
    resolve(code)
  }))

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`webhook server did not report its URL within ${options.startTimeoutMs ?? 30_000} ms:\n${out}`)), options.startTimeoutMs ?? 30_000)
    const check = () => {
      const found = servingUrl(out)
      if (found) {
        clearTimeout(timer)
        child.stdout.off('data', check)
        resolve(found)
      }
    }
    child.stdout.on('data', check)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`webhook server exited (${code}) before serving:\n${out}`))
    })
    check()
  })

  let stopping: Promise<number | null> | undefined
  return {
    url,
    port: Number(new URL(url).port),
    caPem: ca.certPem,
    caBundle: Buffer.from(ca.certPem).toString('base64'),
    output: () => out,
    stop: () => {
      stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
        const code = await exited
        clearTimeout(timer)
        fs.rmSync(dir, { recursive: true, force: true })
        return code
      })()
      return stopping
    },
  }
}

/** The `url` of the structured "inplace-guard serving" log line. */
function servingUrl(output: string): string | undefined {
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue
    try {
      const entry = JSON.parse(line) as { msg?: string; url?: string }
      if (entry.msg === 'inplace-guard serving' && entry.url) return entry.url.replace('0.0.0.0', '127.0.0.1')
    } catch {
      // a partial line
    }
  }
  return undefined
}
