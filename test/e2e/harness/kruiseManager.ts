import { execFile, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import YAML from 'yaml'
import type { ControlPlane } from './controlPlane.js'
import { kruiseCrdPath, kruiseModuleDir, kruiseWebhookManifestPath } from './kruiseModule.js'

/**
 * OpenKruise's own kruise-manager (v1.9.1, built by test/kruise/build.sh into the shared cache) beside a test
 * control plane, the way the recipe ran it by hand: Kruise's real CRDs, the namespace kruise-system, the two
 * webhook configurations Kruise patches but never creates (their CloneSet, Advanced StatefulSet, Advanced DaemonSet,
 * SidecarSet and UnitedDeployment entries from the module's config/webhook/manifests.yaml, and its Pod injection webhook
 * for the Pods labelled SIDECAR_INJECTION_LABEL), webhook served on WEBHOOK_HOST=127.0.0.1, no leader election, no pprof, metrics and
 * health on 127.0.0.1. Kruise's webhook server binds 0.0.0.0, so the caller must already run in a network namespace
 * of its own (see networkNamespace.ts). No kruise-daemon runs: tests that need its part say so and write it.
 *
 * Test tooling only.
 */

const BUILD_SCRIPT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../kruise/build.sh')
export const KRUISE_NAMESPACE = 'kruise-system'
export const MUTATING_CONFIGURATION = 'kruise-mutating-webhook-configuration'
export const VALIDATING_CONFIGURATION = 'kruise-validating-webhook-configuration'
/** Without ImagePullJob's CRD the manager exits (`failed to register field index … ImagePullJob`). */
const REQUIRED_CRDS = ['clonesets', 'imagepulljobs']

type Json = Record<string, any>

export interface KruiseManagerOptions {
  /** `--feature-gates`, e.g. `InPlaceWorkloadVerticalScaling=true`. */
  featureGates?: string
  /** Install every CRD Kruise ships (its controllers then find their kinds instead of retrying discovery). */
  allCrds?: boolean
  startTimeoutMs?: number
}

export interface KruiseManager {
  binary: string
  logPath: string
  /**
   * From spawn until the workload controllers run workers (CloneSet's; with allCrds, Advanced StatefulSet's, Advanced
   * DaemonSet's, SidecarSet's and UnitedDeployment's too) and both webhook configurations point at the manager.
   */
  startupMs: number
  /** Lines of the manager's log matching `pattern`. */
  logLines(pattern: RegExp): string[]
  /** How the manager process ended (`exit code 2`), or undefined while it runs. */
  exited(): string | undefined
  stop(): Promise<void>
}

/** Builds kruise-manager if the cache lacks it (seconds when warm) and returns its path. */
export function buildKruiseManager(): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('bash', [BUILD_SCRIPT, 'manager'], { maxBuffer: 16 * 1024 * 1024, timeout: 3_600_000 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${BUILD_SCRIPT} manager failed: ${stderr.trim() || err.message}`))
      else resolve(stdout.trim().split('\n').pop() ?? '')
    })
  })
}

/** The workloads whose Kruise webhooks (defaults, validation) run beside the manager. */
const WORKLOAD_RESOURCES = ['clonesets', 'statefulsets', 'daemonsets', 'sidecarsets', 'uniteddeployments']

/**
 * The Pods Kruise's Pod mutating webhook (SidecarSet injection) sees: only those with this label, so that the rows of
 * other workloads create their Pods as before. Kruise's webhook controller keeps a webhook's selectors (it sets the
 * client config only).
 */
export const SIDECAR_INJECTION_LABEL = 'kig-e2e/sidecar-injection'

/** A webhook of Kruise's manifests that admits one of WORKLOAD_RESOURCES (not the built-in apps/v1 ones). */
function admitsWorkload(webhook: Json): boolean {
  return (webhook.rules as Json[]).some((r) => (r.apiGroups as string[]).includes('apps.kruise.io') &&
    (r.resources as string[]).some((resource) => WORKLOAD_RESOURCES.includes(resource)))
}

/** Kruise's Pod mutating webhook (mpod.kb.io: sidecar injection on CREATE), narrowed to the labelled Pods. */
function podInjection(webhook: Json): Json | undefined {
  const createsPods = (webhook.rules as Json[]).some((r) => (r.apiGroups as string[]).includes('') && (r.resources as string[]).includes('pods'))
  if (!createsPods || !String(webhook.clientConfig?.service?.path ?? '').startsWith('/mutate-pod')) return undefined
  return { ...webhook, objectSelector: { matchLabels: { [SIDECAR_INJECTION_LABEL]: 'on' } } }
}

/** The workload entries of Kruise's webhook manifests, under the names its manager patches. */
export function kruiseWebhookConfigurations(): Json[] {
  const docs = YAML.parseAllDocuments(fs.readFileSync(kruiseWebhookManifestPath(), 'utf8')).map((d) => d.toJSON() as Json).filter(Boolean)
  const named = { MutatingWebhookConfiguration: MUTATING_CONFIGURATION, ValidatingWebhookConfiguration: VALIDATING_CONFIGURATION } as Record<string, string>
  return docs.filter((d) => named[d.kind]).map((d) => ({
    apiVersion: d.apiVersion,
    kind: d.kind,
    metadata: { name: named[d.kind] },
    webhooks: (d.webhooks as Json[]).flatMap((w) => admitsWorkload(w) ? [w] : d.kind === 'MutatingWebhookConfiguration' ? [podInjection(w)].filter((x): x is Json => x !== undefined) : []),
  }))
}

function allCrdFiles(): string[] {
  const dir = path.join(kruiseModuleDir(), 'config/crd/bases')
  return fs.readdirSync(dir).filter((f) => f.endsWith('.yaml')).map((f) => path.join(dir, f))
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Installs what the manager needs once per control plane (idempotent: `kubectl apply`). */
export async function installKruise(cp: ControlPlane, allCrds = false): Promise<void> {
  const files = allCrds ? allCrdFiles() : REQUIRED_CRDS.map((p) => kruiseCrdPath(p))
  for (const f of files) await cp.kubectl(['apply', '--server-side', '-f', f])
  await cp.kubectl(['wait', '--for=condition=Established', '--all', 'crd', '--timeout=60s'])
  const ns = await cp.kubectl(['get', 'namespace', KRUISE_NAMESPACE], { allowFail: true })
  if (ns.code !== 0) await cp.kubectl(['create', 'namespace', KRUISE_NAMESPACE])
  // Created once: the manager patches them (URL, caBundle) and a second apply would merge service and url.
  for (const cfg of kruiseWebhookConfigurations()) {
    const r = await cp.kubectl(['create', '-f', '-'], { input: JSON.stringify(cfg), allowFail: true })
    if (r.code !== 0 && !/AlreadyExists/.test(r.stderr)) throw new Error(`creating ${cfg.kind} ${cfg.metadata.name}: ${r.stderr.trim()}`)
  }
}

async function freeLoopbackPort(): Promise<number> {
  const net = await import('node:net')
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address()
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))))
    })
  })
}

/** Whether both configurations carry a URL on `port` (Kruise's webhook controller patched them). */
async function webhooksPatched(cp: ControlPlane, port: number): Promise<boolean> {
  for (const kind of ['mutatingwebhookconfiguration', 'validatingwebhookconfiguration']) {
    const name = kind.startsWith('mutating') ? MUTATING_CONFIGURATION : VALIDATING_CONFIGURATION
    const r = await cp.kubectl(['get', kind, name, '-o', 'json'], { allowFail: true })
    if (r.code !== 0) return false
    const hooks = (JSON.parse(r.stdout) as Json).webhooks as Json[]
    if (!hooks.every((w) => typeof w.clientConfig?.url === 'string' && w.clientConfig.url.includes(`:${port}/`) && w.clientConfig.caBundle)) return false
  }
  return true
}

export async function startKruiseManager(cp: ControlPlane, options: KruiseManagerOptions = {}): Promise<KruiseManager> {
  const binary = await buildKruiseManager()
  await installKruise(cp, options.allCrds)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kig-kruise-'))
  const logPath = path.join(dir, 'kruise-manager.log')
  const [webhookPort, metricsPort, healthPort] = [await freeLoopbackPort(), await freeLoopbackPort(), await freeLoopbackPort()]
  const args = [
    '--enable-leader-election=false',
    '--enable-pprof=false',
    `--metrics-addr=127.0.0.1:${metricsPort}`,
    `--health-probe-addr=127.0.0.1:${healthPort}`,
    ...(options.featureGates ? [`--feature-gates=${options.featureGates}`] : []),
    '--v=2',
  ]
  const fd = fs.openSync(logPath, 'a')
  const started = Date.now()
  const child: ChildProcess = spawn(binary, args, {
    stdio: ['ignore', fd, fd],
    env: {
      ...process.env,
      KUBECONFIG: cp.kubeconfigPath,
      POD_NAMESPACE: KRUISE_NAMESPACE,
      WEBHOOK_HOST: '127.0.0.1',
      WEBHOOK_PORT: String(webhookPort),
      WEBHOOK_CERT_DIR: path.join(dir, 'certs'),
    },
  })
  fs.closeSync(fd)
  const kill = () => child.kill('SIGKILL')
  process.on('exit', kill)
  const onSignal = (sig: NodeJS.Signals): void => {
    kill()
    process.removeListener(sig, onSignal)
    if (process.listenerCount(sig) === 0) process.kill(process.pid, sig)
  }
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(sig, onSignal)
  let exitInfo: string | undefined
  const exited = new Promise<void>((resolve) => child.once('exit', (code, signal) => {
    exitInfo = signal ? `signal ${signal}` : `exit code ${code}`
    resolve()
  }))
  const log = () => { try { return fs.readFileSync(logPath, 'utf8') } catch { return '' } }
  const stop = async () => {
    process.off('exit', kill)
    for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.off(sig, onSignal)
    if (exitInfo === undefined) {
      child.kill('SIGTERM')
      const timer = setTimeout(kill, 5000)
      await exited
      clearTimeout(timer)
    }
    if (process.env.KIG_E2E_KEEP_DIR !== '1') fs.rmSync(dir, { recursive: true, force: true })
  }
  const deadline = started + (options.startTimeoutMs ?? 420_000)
  const controllers = options.allCrds ? ['cloneset', 'statefulset', 'daemonset', 'sidecarset', 'uniteddeployment'] : ['cloneset']
  const workers = controllers.map((c) => new RegExp(`"Starting workers" "controller"="${c}-controller"`))
  for (;;) {
    if (exitInfo !== undefined) {
      const tail = log().split('\n').slice(-30).join('\n')
      await stop()
      throw new Error(`kruise-manager exited (${exitInfo}) while starting:\n${tail}`)
    }
    const text = log()
    if (workers.every((w) => w.test(text)) && await webhooksPatched(cp, webhookPort)) break
    if (Date.now() > deadline) {
      const tail = log().split('\n').slice(-30).join('\n')
      await stop()
      throw new Error(`kruise-manager not ready after ${Date.now() - started} ms:\n${tail}`)
    }
    await sleep(1000)
  }
  return {
    binary,
    logPath,
    startupMs: Date.now() - started,
    logLines: (pattern) => log().split('\n').filter((l) => pattern.test(l)),
    exited: () => exitInfo,
    stop,
  }
}
