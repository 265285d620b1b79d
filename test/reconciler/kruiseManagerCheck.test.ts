import { readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import t from 'tap'
import { pino } from 'pino'
import { Registry } from 'prom-client'
import { resolveGates } from '../../src/engine/kruise/gates.js'
import { startKruiseManagerCheck } from '../../src/reconciler/embedded.js'
import { KruiseManagerCheck } from '../../src/reconciler/kruiseManagerCheck.js'
import { KubeRest } from '../../src/reconciler/kubeRest.js'
import { loadKubeConfig } from '../../src/reconciler/kubeCluster.js'
import { startFakeApiserver } from './support/fakeApiserver.js'

const DEPLOYMENTS = '/apis/apps/v1/namespaces/kruise-system/deployments'
const SECRET = 's3cr3t-token-value'

/** kruise-manager's Deployment as Kruise's chart writes it, with a secret in its env and in another arg. */
function manager(image: string, gates: string) {
  return {
    apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'kruise-controller-manager', namespace: 'kruise-system' },
    spec: { template: { spec: { containers: [{
      name: 'manager', image, command: ['/manager'],
      args: ['--enable-leader-election', `--feature-gates=${gates}`, `--token=${SECRET}`],
      env: [{ name: 'API_TOKEN', value: SECRET }],
    }] } } },
  }
}

function logCapture() {
  const lines: { level: number; msg: string; setting?: string; code?: string }[] = []
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) })
  return { logger, lines, text: () => lines.map((l) => JSON.stringify(l)).join('\n') }
}

async function driftMetric(registry: Registry): Promise<Record<string, number>> {
  const metric = await registry.getSingleMetric('inplace_guard_kruise_settings_drift')!.get()
  return Object.fromEntries(metric.values.map((v) => [String(v.labels.setting), v.value]))
}

t.test('the guard and kruise-manager compared: logged once per change, exported per setting, no secret echoed', async (t) => {
  const api = await startFakeApiserver()
  t.teardown(() => api.close())
  api.put(DEPLOYMENTS, manager('openkruise/kruise-manager:v1.8.3', 'InPlaceWorkloadVerticalScaling=true,PodWebhook=true') as never)
  const log = logCapture()
  const registry = new Registry()
  const check = new KruiseManagerCheck({
    rest: new KubeRest(loadKubeConfig(api.kubeconfig)), namespace: 'kruise-system', name: 'kruise-controller-manager',
    guard: { release: '1.9', gates: resolveGates() }, logger: log.logger, registry,
  })
  const first = await check.check()
  t.match(first, { state: 'compared', version: 'v1.8.3', gatesCompared: true })
  t.strictSame(await driftMetric(registry), { 'kruise-version': 1, InPlaceWorkloadVerticalScaling: 1 })
  const warnings = log.lines.filter((l) => l.level === 40)
  t.strictSame(warnings.map((l) => l.setting), ['kruise-version', 'InPlaceWorkloadVerticalScaling'])
  t.match(warnings[0]!.msg, /kruise-manager \(kruise-system\/kruise-controller-manager\) runs v1\.8\.3, the guard predicts with --kruise-version 1\.9/)
  t.match(warnings[1]!.msg, /has InPlaceWorkloadVerticalScaling=true, the guard predicts with --gates InPlaceWorkloadVerticalScaling=false/)
  t.notMatch(log.text(), SECRET, 'neither the env nor another arg is logged')
  t.notMatch(log.text(), 'PodWebhook', 'nor a gate the guard does not use')

  await check.check()
  t.equal(log.lines.length, 2, 'the same difference is not logged again')

  api.put(DEPLOYMENTS, manager('openkruise/kruise-manager:v1.9.1', 'InPlaceWorkloadVerticalScaling=false') as never)
  t.match(await check.check(), { state: 'compared', version: 'v1.9.1', drift: [] })
  t.strictSame(await driftMetric(registry), {}, 'Kruise upgraded and reconfigured: no series left')
  t.match(log.lines.at(-1), { level: 30, msg: /^the guard's --kruise-version and --gates match kruise-manager's \(kruise-system\/kruise-controller-manager\)$/ })

  api.put(DEPLOYMENTS, manager('openkruise/kruise-manager:v1.9.1', 'AllAlpha=true') as never)
  t.match(await check.check(), { state: 'compared', drift: [], gatesCompared: false })
  t.match(log.lines.slice(-2), [{ level: 40, msg: /AllAlpha or AllBeta: compare its gates with --gates by hand/ }, { level: 30, msg: /^the guard's --kruise-version match kruise-manager's/ }])

  api.put(DEPLOYMENTS, manager('mirror.example.com/kruise-manager@sha256:0123abcd', 'CloneSetShortHash=false') as never)
  t.match(await check.check(), { state: 'compared', version: undefined, drift: [], gatesCompared: true })
  t.match(log.lines.slice(-2), [{ level: 40, msg: /names no release version \(a digest or a branch\): compare --kruise-version with it by hand/ }, { level: 30, msg: /^the guard's --gates match/ }])

  api.put(DEPLOYMENTS, manager('openkruise/kruise-manager:v1.10.0', '') as never)
  t.match(await check.check(), { state: 'compared', drift: [{ setting: 'kruise-version', manager: 'v1.10.0' }] })
  t.match(log.lines.at(-1), { level: 40, msg: /runs v1\.10\.0, a release this guard does not know \(--kruise-version takes 1\.8, 1\.9, next\): it predicts with Kruise 1\.9's rules/ })
  t.strictSame(await driftMetric(registry), { 'kruise-version': 1 })
})

t.test('a Deployment that cannot be read: 404 and 403 told apart, nothing exported, the next read recovers', async (t) => {
  const api = await startFakeApiserver()
  t.teardown(() => api.close())
  const log = logCapture()
  const registry = new Registry()
  const check = new KruiseManagerCheck({
    rest: new KubeRest(loadKubeConfig(api.kubeconfig)), namespace: 'kruise-system', name: 'kruise-controller-manager',
    guard: { release: '1.9', gates: resolveGates() }, logger: log.logger, registry,
  })
  t.match(await check.check(), { state: 'unreadable', code: 'IPG_ERR_NOT_FOUND', status: 404 })
  t.match(log.lines.at(-1), { level: 40, msg: /kruise-system\/kruise-controller-manager: it does not exist \(set --kruise-manager to its NAMESPACE\/NAME, or to none\)/ })
  t.strictSame(await driftMetric(registry), {})
  api.put(DEPLOYMENTS, { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'kruise-controller-manager' }, spec: {} } as never)
  t.match(await check.check(), { state: 'unreadable', code: 'IPG_ERR_KRUISE_MANAGER' })
  t.match(log.lines.at(-1), { msg: /it has no manager container/ })
  api.put(DEPLOYMENTS, manager('openkruise/kruise-manager:v1.9.1', '') as never)
  t.match(await check.check(), { state: 'compared', drift: [] })

  const forbidden = http.createServer((_req, res) => {
    res.writeHead(403, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ kind: 'Status', code: 403, reason: 'Forbidden', message: 'deployments.apps "kruise-controller-manager" is forbidden' }))
  })
  await new Promise<void>((done) => forbidden.listen(0, '127.0.0.1', done))
  t.teardown(() => forbidden.close())
  // The fake's kubeconfig, pointed at a server that forbids every request.
  const forbiddenConfig = `${api.kubeconfig}-forbidden`
  writeFileSync(forbiddenConfig, readFileSync(api.kubeconfig, 'utf8').replace(api.url, `http://127.0.0.1:${(forbidden.address() as AddressInfo).port}`))
  const denied = new KruiseManagerCheck({
    rest: new KubeRest(loadKubeConfig(forbiddenConfig)), namespace: 'kruise-system', name: 'kruise-controller-manager', guard: { release: '1.9', gates: resolveGates() }, logger: log.logger, registry,
  })
  t.match(await denied.check(), { state: 'unreadable', status: 403 })
  t.match(log.lines.at(-1), { msg: /the guard may not read it/ })
})

t.test('serve starts the check with a cluster without waiting for it: a read at start, then on its interval', async (t) => {
  const api = await startFakeApiserver()
  t.teardown(() => api.close())
  api.put(DEPLOYMENTS, manager('openkruise/kruise-manager:v1.9.1', 'CloneSetShortHash=true') as never)
  const log = logCapture()
  const registry = new Registry()
  const check = await startKruiseManagerCheck(api.kubeconfig, {
    namespace: 'kruise-system', name: 'kruise-controller-manager', guard: { release: '1.9', gates: resolveGates() }, logger: log.logger, registry, intervalMs: 50,
  })
  t.teardown(() => check.stop())
  const settled = async (want: number) => {
    for (let i = 0; i < 100 && Object.keys(await driftMetric(registry)).length !== want; i++) await new Promise((done) => setTimeout(done, 20))
  }
  await settled(1)
  t.strictSame(await driftMetric(registry), { CloneSetShortHash: 1 }, 'the first read')
  api.put(DEPLOYMENTS, manager('openkruise/kruise-manager:v1.9.1', '') as never)
  await settled(0)
  t.strictSame(await driftMetric(registry), {}, 'the next read sees the manager reconfigured')
  const reads = api.requests.filter((r) => r.path.startsWith(`${DEPLOYMENTS}/`)).length
  check.stop()
  await new Promise((done) => setTimeout(done, 150))
  t.equal(api.requests.filter((r) => r.path.startsWith(`${DEPLOYMENTS}/`)).length, reads, 'no read after stop')
})
