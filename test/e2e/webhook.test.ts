import t from 'tap'
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import type { AuditDecision, AuditReport } from '../../src/admission/auditLog.js'
import {
  ANNOTATION_PREDICTED_UPDATE, ANNOTATION_RECREATE_REASONS, type PolicyResult, applyPolicy, predictedUpdate,
} from '../../src/admission/policy.js'
import type { PodUpdatePolicy } from '../../src/engine/workloads/cloneSet.js'
import { predictCreate, predictUpdate } from '../../src/engine/inplace/prediction.js'
import { requireTools } from './harness/availability.js'
import { kruiseCrdPath } from './harness/kruiseModule.js'
import { CHART_DIR, WEBHOOKS_TEMPLATE, helmTemplate, urlWebhookValues } from './harness/chart.js'
import { type ControlPlane, startControlPlane } from './harness/controlPlane.js'
import { type KubeApi, cloneSetPath, kubeApi } from './harness/kubeApi.js'
import { CLI, type WebhookServer, startWebhookServer } from './harness/webhookServer.js'

/**
 * The webhook the way a cluster uses it: the built server as a process, registered with the project's own chart
 * (`helm template --show-only templates/webhooks.yaml` with webhook.url and caBundle), kubectl against a real
 * kube-apiserver with an audit log. Expected texts come from the same engine + policy the server runs, so the test
 * checks the wire (kubectl's rendering, warnings, annotations, audit) and not a copy of the sentences.
 */

// Kruise's own CloneSet CRD (pinned module): structural schema, pruning, and one served version, v1alpha1.
const CRD = kruiseCrdPath('clonesets')
const NS = 'kig-webhook'
const ENV_PATH = 'spec.template.spec.containers[app].env[LOG_LEVEL].value'

type Json = Record<string, any>

const chartValues = YAML.parse(fs.readFileSync(path.join(CHART_DIR, 'values.yaml'), 'utf8')) as Json
const VALIDATING: string = chartValues.webhook.validating.name
const MUTATING: string = chartValues.webhook.mutating.name
const DEFAULT_FAILURE_POLICY: 'Fail' | 'Ignore' = chartValues.webhook.validating.failurePolicy
const DENY_STRATEGIES: PodUpdatePolicy[] = chartValues.guard.denyStrategies
const POLICY = { denyStrategies: DENY_STRATEGIES }

interface Manifest {
  name: string
  version: 'v1alpha1'
  policy: PodUpdatePolicy
  image?: string
  logLevel?: string
}

function cloneSet(m: Manifest): Json {
  const updateStrategy = { type: m.policy }
  return {
    apiVersion: `apps.kruise.io/${m.version}`,
    kind: 'CloneSet',
    metadata: { name: m.name, namespace: NS },
    spec: {
      replicas: 3,
      selector: { matchLabels: { app: m.name } },
      updateStrategy,
      template: {
        metadata: { labels: { app: m.name } },
        spec: { containers: [{ name: 'app', image: m.image ?? 'registry.example/shop/web:1.0.0', env: [{ name: 'LOG_LEVEL', value: m.logLevel ?? 'info' }] }] },
      },
    },
  }
}

/** What the running webhook must answer for old -> new: the engine's prediction through the chart's policy. */
function expected(old: Manifest, next: Manifest): PolicyResult {
  return applyPolicy(predictUpdate(cloneSet(old), cloneSet(next)), POLICY, 'UPDATE')
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function until<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await fn()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(250)
  }
}

async function getCloneSet(api: KubeApi, name: string): Promise<Json> {
  const res = await api.get(cloneSetPath('v1alpha1', NS, name))
  if (res.status !== 200) throw new Error(`get ${name}: ${res.status} ${res.text}`)
  return res.body
}

const apply = (cp: ControlPlane, obj: Json, extra: string[] = []) =>
  cp.kubectl(['apply', '-f', '-', ...extra], { input: JSON.stringify(obj), allowFail: true })

/** Registers the chart's webhook configurations, rendered for `server`, and waits until the apiserver uses them. */
async function registerWebhooks(cp: ControlPlane, helm: string, server: WebhookServer, failurePolicy?: 'Fail' | 'Ignore'): Promise<string> {
  const rendered = await helmTemplate(helm, urlWebhookValues(server.url, server.caBundle, failurePolicy), { showOnly: [WEBHOOKS_TEMPLATE] })
  await cp.kubectl(['apply', '-f', '-'], { input: rendered })
  return rendered
}

/** Spec §5.1: a new configuration takes a moment; probe with a dry-run update whose denial we know. */
async function waitForDenial(api: KubeApi, probe: Manifest, pattern: RegExp): Promise<string> {
  const body = { spec: { template: { spec: { containers: [{ name: 'app', image: 'registry.example/shop/web:1.0.0', env: [{ name: 'LOG_LEVEL', value: `probe-${Date.now()}` }] }] } } } }
  return until(`a dry-run update of ${probe.name} failing with ${pattern}`, async () => {
    const res = await api.patch(cloneSetPath(probe.version, NS, probe.name), body, { dryRun: true, patchType: 'merge' })
    return res.status >= 400 && pattern.test(res.body?.message ?? '') ? (res.body.message as string) : undefined
  })
}

function decisionsFor(report: AuditReport, name: string, dryRun = false): AuditDecision[] {
  return report.decisions.filter((d) => d.name === name && d.namespace === NS && d.dryRun === dryRun)
}

function runCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { maxBuffer: 16 * 1024 * 1024 }, (err, stdout, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr })
    })
  })
}

const tools = await requireTools(t, 'webhook against kube-apiserver', { helm: true })
if (tools) {
  t.setTimeout(300_000)
  const helm = tools.helm!
  const cp = await startControlPlane({ binDir: tools.binDir })
  const api = kubeApi(cp, 4)
  const server = await startWebhookServer({
    args: ['--mode=off', `--deny-strategies=${DENY_STRATEGIES.join(',')}`, `--on-error=${chartValues.guard.onError}`, `--webhook-name=${VALIDATING}`],
  })
  t.teardown(async () => {
    await server.stop()
    api.close()
    await cp.stop()
  })

  const probe: Manifest = { name: 'probe', version: 'v1alpha1', policy: 'InPlaceOnly' }
  const web: Manifest = { name: 'web', version: 'v1alpha1', policy: 'InPlaceOnly' }
  const denyAlpha: Manifest = { name: 'deny-alpha', version: 'v1alpha1', policy: 'InPlaceOnly' }
  const warn: Manifest = { name: 'warn', version: 'v1alpha1', policy: 'InPlaceIfPossible' }
  const outage: Manifest = { name: 'outage', version: 'v1alpha1', policy: 'InPlaceOnly' }

  await t.test('setup: CRD, namespace, the chart\'s webhook configurations, the server answering', async (t) => {
    await cp.kubectl(['apply', '-f', CRD])
    await cp.kubectl(['wait', '--for=condition=Established', 'crd/clonesets.apps.kruise.io', '--timeout=60s'])
    await cp.kubectl(['create', 'namespace', NS])
    await until('CloneSets served', async () => ((await api.get(cloneSetPath('v1alpha1', NS))).status === 200 ? true : undefined))
    const rendered = await registerWebhooks(cp, helm, server)
    t.match(rendered, `url: "${server.url}/validate"`, 'validating webhook points at the server')
    t.match(rendered, `url: "${server.url}/mutate"`, 'mutating webhook points at the server')
    t.equal((await apply(cp, cloneSet(probe))).code, 0, 'probe CloneSet created')
    const message = await waitForDenial(api, probe, /denied the request/)
    t.match(message, `admission webhook "${VALIDATING}" denied the request`)
    await until('the mutating webhook annotating', async () => {
      const res = await api.patch(cloneSetPath('v1alpha1', NS, probe.name), { metadata: { labels: { probe: String(Date.now()) } } }, { dryRun: true })
      return res.body?.metadata?.annotations?.[ANNOTATION_PREDICTED_UPDATE] ? true : undefined
    })
  })

  await t.test('kubectl apply of an image-only change is accepted and stored with predicted-update InPlace', async (t) => {
    const created = await apply(cp, cloneSet(web))
    t.equal(created.code, 0, `created: ${created.stderr}`)
    const onCreate = await getCloneSet(api, web.name)
    t.equal(onCreate.metadata.annotations?.[ANNOTATION_PREDICTED_UPDATE], predictedUpdate(predictCreate(cloneSet(web)).outcome), 'annotated on create')

    const next = { ...web, image: 'registry.example/shop/web:1.1.0' }
    const want = expected(web, next)
    t.equal(want.decision, 'allow', 'the engine allows an image change under InPlaceOnly')
    const r = await apply(cp, cloneSet(next))
    t.equal(r.code, 0, `kubectl apply exits 0 (${r.stderr.trim()})`)
    t.match(r.stdout, /cloneset.apps.kruise.io\/web configured/)
    t.notMatch(r.stderr, /Warning:/, 'no warning')
    const stored = await getCloneSet(api, web.name)
    t.equal(stored.spec.template.spec.containers[0].image, 'registry.example/shop/web:1.1.0', 'stored')
    t.equal(stored.metadata.annotations?.[ANNOTATION_PREDICTED_UPDATE], 'InPlace')
    t.equal(stored.metadata.annotations?.[ANNOTATION_PREDICTED_UPDATE], want.annotations[ANNOTATION_PREDICTED_UPDATE])
  })

  for (const m of [denyAlpha]) {
    await t.test(`an env change under InPlaceOnly (${m.version}) is denied with our message`, async (t) => {
      t.equal((await apply(cp, cloneSet(m))).code, 0, 'created')
      const before = await getCloneSet(api, m.name)
      const next = { ...m, logLevel: 'debug' }
      const want = expected(m, next)
      t.equal(want.decision, 'deny')
      const r = await apply(cp, cloneSet(next))
      t.not(r.code, 0, 'kubectl apply exits non-zero')
      t.match(r.stderr, /^Error from server \(Forbidden\): /m, 'kubectl names the reason')
      // Client-side apply puts the patch it sent between the reason and the server's message.
      t.match(r.stderr, `for: "STDIN": error when patching "STDIN": admission webhook "${VALIDATING}" denied the request: ${want.denyMessage}\n`, 'stderr carries our message')
      t.match(want.denyMessage, ENV_PATH, 'the message names the env path')
      t.match(want.denyMessage, 'spec.updateStrategy.type', 'and the field of this API version')
      t.notMatch(r.stderr.slice(r.stderr.indexOf('denied the request')), /debug/, 'never the env value')

      const serverSide = await apply(cp, cloneSet(next), ['--server-side', '--force-conflicts'])
      t.not(serverSide.code, 0, 'kubectl apply --server-side exits non-zero')
      t.equal(serverSide.stderr, `Error from server (Forbidden): admission webhook "${VALIDATING}" denied the request: ${want.denyMessage}\n`, 'server-side apply prints exactly the reason and our message')
      const after = await getCloneSet(api, m.name)
      t.equal(after.metadata.resourceVersion, before.metadata.resourceVersion, 'nothing stored')
    })
  }

  await t.test('the same change under InPlaceIfPossible: warnings, stored, annotated Recreate, audit annotations', async (t) => {
    t.equal((await apply(cp, cloneSet(warn))).code, 0, 'created')
    const next = { ...warn, logLevel: 'debug' }
    const want = expected(warn, next)
    t.equal(want.decision, 'warn')
    t.ok(want.warnings.length > 0)
    const r = await apply(cp, cloneSet(next))
    t.equal(r.code, 0, 'kubectl apply exits 0')
    for (const { text: w } of want.warnings) t.ok(r.stderr.includes(`Warning: ${w}`), `kubectl prints "Warning: ${w}"`)
    t.notMatch(r.stderr, /debug/, 'never the env value')
    const stored = await getCloneSet(api, warn.name)
    t.equal(stored.spec.template.spec.containers[0].env[0].value, 'debug', 'the change is stored')
    t.equal(stored.metadata.annotations?.[ANNOTATION_PREDICTED_UPDATE], 'Recreate')
    t.equal(stored.metadata.annotations?.[ANNOTATION_RECREATE_REASONS], want.annotations[ANNOTATION_RECREATE_REASONS])
    t.match(stored.metadata.annotations?.[ANNOTATION_RECREATE_REASONS], ENV_PATH)

    const event = await until('the audit event of the update', async () => (await cp.auditEvents()).find((e) =>
      e.objectRef?.name === warn.name && e.verb === 'patch' && e.stage === 'ResponseComplete' && e.annotations?.[`${VALIDATING}/predicted-update`]))
    for (const [key, value] of Object.entries(want.auditAnnotations)) {
      t.equal(event.annotations?.[`${VALIDATING}/${key}`], value, `audit annotation ${VALIDATING}/${key}`)
    }
    const mutation = Object.entries(event.annotations ?? {}).find(([k]) => k.startsWith('mutation.webhook.admission.k8s.io/'))
    t.match(JSON.parse(mutation?.[1] ?? '{}'), { webhook: MUTATING, mutated: true }, 'the mutating webhook is recorded as having patched the object')
  })

  await t.test('inplace-guard audit reports the denied and the warned update with the user and the paths', async (t) => {
    const r = await runCli(['audit', cp.auditLogPath, '--output', 'json', '--webhook-name', VALIDATING])
    t.equal(r.code, 0, r.stderr)
    const report = JSON.parse(r.stdout) as AuditReport
    for (const m of [denyAlpha]) {
      const denied = decisionsFor(report, m.name).filter((d) => d.decision === 'deny')
      t.equal(denied.length, 2, `${m.name}: two denied updates (client-side and server-side apply)`)
      for (const d of denied) {
        t.match(d, { user: 'admin', predictedUpdate: 'Recreate', denied: true, responseCode: 403, updateStrategy: 'InPlaceOnly', webhook: VALIDATING, verb: 'patch' })
        t.match(d.recreateReasons, ENV_PATH)
      }
    }
    const warned = decisionsFor(report, warn.name).filter((d) => d.decision === 'warn')
    t.equal(warned.length, 1, 'one warned update')
    t.match(warned[0], { user: 'admin', predictedUpdate: 'Recreate', denied: false, updateStrategy: 'InPlaceIfPossible' })
    t.match(warned[0]?.recreateReasons, ENV_PATH)
    const inPlace = decisionsFor(report, web.name).filter((d) => d.predictedUpdate === 'InPlace')
    t.equal(inPlace.length, 1, 'the image change is there too, allowed')
    t.ok(report.totals.all.deny >= 2 && report.totals.all.warn >= 1, 'totals count them')
    t.ok(report.totals.byUser.admin, 'totals by user')

    const text = await runCli(['audit', cp.auditLogPath])
    t.equal(text.code, 0)
    t.match(text.stdout, ENV_PATH, 'the text report names the path')
    t.match(text.stdout, 'admin')
  })

  await t.test('kubectl apply --dry-run=server gives the same verdicts and stores nothing', async (t) => {
    const cases: { m: Manifest; next: Manifest }[] = [
      { m: { ...web, image: 'registry.example/shop/web:1.1.0' }, next: { ...web, image: 'registry.example/shop/web:1.2.0' } },
      { m: denyAlpha, next: { ...denyAlpha, logLevel: 'trace' } },
      { m: { ...warn, logLevel: 'debug' }, next: { ...warn, logLevel: 'trace' } },
    ]
    for (const { m, next } of cases) {
      const want = expected(m, next)
      const before = await getCloneSet(api, m.name)
      const r = await apply(cp, cloneSet(next), ['--dry-run=server', '-o', 'json'])
      if (want.decision === 'deny') {
        t.not(r.code, 0, `${m.name}: denied in dry-run`)
        t.ok(r.stderr.includes(`admission webhook "${VALIDATING}" denied the request: ${want.denyMessage}`), `${m.name}: same message`)
      } else {
        t.equal(r.code, 0, `${m.name}: accepted in dry-run (${r.stderr.trim()})`)
        const out = JSON.parse(r.stdout)
        t.equal(out.metadata.annotations?.[ANNOTATION_PREDICTED_UPDATE], want.annotations[ANNOTATION_PREDICTED_UPDATE], `${m.name}: annotated ${want.annotations[ANNOTATION_PREDICTED_UPDATE]} in the dry-run answer`)
        for (const { text: w } of want.warnings) t.ok(r.stderr.includes(`Warning: ${w}`), `${m.name}: warning "${w}"`)
        if (want.warnings.length === 0) t.notMatch(r.stderr, /Warning:/, `${m.name}: no warning`)
      }
      const after = await getCloneSet(api, m.name)
      t.equal(after.metadata.resourceVersion, before.metadata.resourceVersion, `${m.name}: nothing stored`)
    }
    const report = JSON.parse((await runCli(['audit', cp.auditLogPath, '--output', 'json'])).stdout) as AuditReport
    t.ok(decisionsFor(report, denyAlpha.name, true).some((d) => d.decision === 'deny'), 'the audit log marks the dry-run denial as a dry run')
  })

  await t.test(`with the webhook stopped, the chart's failurePolicy decides (default ${DEFAULT_FAILURE_POLICY})`, async (t) => {
    t.equal((await apply(cp, cloneSet(outage))).code, 0, 'created while the webhook runs')
    const exit = await server.stop()
    t.equal(exit, 0, 'the server exits 0 on SIGTERM')
    const other: 'Fail' | 'Ignore' = DEFAULT_FAILURE_POLICY === 'Fail' ? 'Ignore' : 'Fail'
    const unreachable = new RegExp(`failed calling webhook "(${VALIDATING}|${MUTATING})"`)

    for (const policy of [DEFAULT_FAILURE_POLICY, other]) {
      if (policy !== DEFAULT_FAILURE_POLICY) {
        await registerWebhooks(cp, helm, server, policy)
        if (policy === 'Fail') await waitForDenial(api, outage, unreachable)
        else {
          const ignored = { spec: { template: { metadata: { labels: { app: outage.name, probe: 'x' } } } } }
          await until('failurePolicy Ignore in effect', async () => ((await api.patch(cloneSetPath('v1alpha1', NS, outage.name), ignored, { dryRun: true })).status === 200 ? true : undefined))
        }
      }
      const before = await getCloneSet(api, outage.name)
      const next = { ...outage, logLevel: `level-${policy.toLowerCase()}` }
      const r = await apply(cp, cloneSet(next))
      const after = await getCloneSet(api, outage.name)
      if (policy === 'Ignore') {
        t.equal(r.code, 0, `Ignore: the env change goes through unchecked (${r.stderr.trim()})`)
        t.equal(after.spec.template.spec.containers[0].env[0].value, next.logLevel, 'Ignore: stored')
        t.equal(after.metadata.annotations?.[ANNOTATION_PREDICTED_UPDATE], before.metadata.annotations?.[ANNOTATION_PREDICTED_UPDATE], 'Ignore: no fresh prediction annotation')
      } else {
        t.not(r.code, 0, 'Fail: kubectl apply exits non-zero')
        t.match(r.stderr, /Error from server \(InternalError\)/, 'Fail: an internal error')
        t.match(r.stderr, unreachable, 'Fail: naming the webhook it could not call')
        t.equal(after.metadata.resourceVersion, before.metadata.resourceVersion, 'Fail: nothing stored')
      }
    }
  })
}
