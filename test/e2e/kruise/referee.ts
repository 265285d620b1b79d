import t, { type Test } from 'tap'
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import YAML from 'yaml'
import { ANNOTATION_PREDICTED_UPDATE } from '../../../src/admission/policy.js'
import { predictCreate } from '../../../src/engine/inplace/prediction.js'
import { type PodUpdatePolicy, readCloneSet } from '../../../src/engine/workloads/cloneSet.js'
import type { Pod } from '../../../src/engine/kube/pod.js'
import { diagnose } from '../../../src/engine/rollout/diagnosis.js'
import { projectRounds } from '../../../src/engine/rollout/roundProjection.js'
import { rolloutPlan } from '../../../src/engine/rollout/rolloutPlan.js'
import { ANNOTATION_ROLLOUT_DIAGNOSIS, ANNOTATION_ROLLOUT_PLAN } from '../../../src/reconciler/observe.js'
import type { VerdictReport } from '../../../src/cli/verdictReport.js'
import { requireTools } from '../harness/availability.js'
import { CHART_DIR, WEBHOOKS_TEMPLATE, helmTemplate } from '../harness/chart.js'
import { type ControlPlane, startControlPlane } from '../harness/controlPlane.js'
import { cloneSetPath, describeFailure, kubeApi, podPath } from '../harness/kubeApi.js'
import { startKruiseManager } from '../harness/kruiseManager.js'
import { KruiseContainerHasher } from '../harness/containerHashes.js'
import { type KubeletStandIn, registerNode, startKubeletStandIn } from '../harness/kubeletStandIn.js'
import { insideOwnNetworkNamespace, networkNamespaceUnavailable } from '../harness/networkNamespace.js'
import { CLI, type WebhookServer, startWebhookServer } from '../harness/webhookServer.js'
import { DAEMONSET_ROWS, runDaemonSetRow } from './daemonSetRows.js'
import { SIDECARSET_ROWS, runSidecarSetRow } from './sidecarSetRows.js'
import { STATEFULSET_ROWS, runStatefulSetRow } from './statefulSetRows.js'
import {
  REFUSED_WRITE_ROWS, UNITEDDEPLOYMENT_ROWS, runControllerFailureRow, runRefusedReplacementRow, runRefusedWriteRow, runRevisionLabelRow, runUnitedDeploymentRow,
} from './unitedDeploymentRows.js'
import { namespaceEvents } from './workloadScene.js'
import { type World, isReady, revisionCheck, sleep, until } from './world.js'

/**
 * The referee table. One control plane, one kruise-manager (OpenKruise v1.9.1, all of its CRDs: startup takes
 * seconds instead of minutes of discovery retries) and the guard (`serve --mode=observe --kubeconfig`, registered
 * with the chart's webhook configurations) serve every row; each row runs in a namespace of its own with the
 * project's kubelet stand-in. A row applies the old CloneSet, waits until Kruise has created its Pods and the
 * stand-in made them Ready, applies the new one through the apiserver, and compares what Kruise's controller did
 * (UIDs kept or replaced, container restarts, Pods left at the old revision, Events, CloneSet conditions) with our
 * prediction annotation, our audit annotations and `check` on the same pair. The expected column is what Kruise
 * does; a row fails when Kruise or the guard disagrees with it. The same world runs the Advanced StatefulSet rows
 * (statefulSetRows.ts) and the Advanced DaemonSet rows (daemonSetRows.ts, on Nodes the stand-in registers).
 *
 * No kruise-daemon runs. The env-from-metadata rows need its part (the runtime container meta such an update waits
 * for): one runs without it, one with the kubelet stand-in playing it with Kruise's own hashing (`daemon: true`).
 */

type Json = Record<string, any>

const chartValues = YAML.parse(fs.readFileSync(path.join(CHART_DIR, 'values.yaml'), 'utf8')) as Json
const VALIDATING: string = chartValues.webhook.validating.name
const DENY_STRATEGIES: string[] = chartValues.guard.denyStrategies
/** Namespaces labelled so are left to Kruise's webhook alone (the chart's namespaceSelectorExpressions). */
const GUARD_OFF = { 'kig-e2e/guard': 'off' }
const IMAGE_1 = 'registry.example/shop/web:1.0.0'
const IMAGE_2 = 'registry.example/shop/web:1.1.0'
/** The only CloneSet version Kruise v1.9.1's CRD serves. */
const VERSION = 'v1alpha1'

/** What Kruise's controller does with the row's update (and what the guard must say). */
type Expect = 'in-place' | 'recreate' | 'denied' | 'in-place-only-stall' | 'paused' | 'in-place-ready-stall'

interface Row {
  name: string
  policy?: PodUpdatePolicy
  replicas?: number
  /** Edits the old CloneSet (defaults: one container `app` with IMAGE_1 and env LOG_LEVEL=info). */
  old?: (cs: Json) => void
  /** Edits a copy of the old CloneSet into the new one. */
  next: (cs: Json) => void
  expect: Expect
  /** Containers Kruise restarts, for in-place rows (prediction.restartedContainers must equal it). */
  restarts?: string[]
  /** Which manager runs it: Kruise's default gates or InPlaceWorkloadVerticalScaling on. */
  vertical?: boolean
  /** The kubelet stand-in plays kruise-daemon's runtime container meta (harness/kubeletStandIn.ts). */
  daemon?: boolean
}

function cloneSet(name: string, namespace: string, row: Row): Json {
  const cs: Json = {
    apiVersion: `apps.kruise.io/${VERSION}`,
    kind: 'CloneSet',
    metadata: { name, namespace },
    spec: {
      replicas: row.replicas ?? 3,
      selector: { matchLabels: { app: name } },
      updateStrategy: { type: row.policy ?? 'InPlaceIfPossible', maxUnavailable: 1 },
      template: {
        metadata: { labels: { app: name } },
        spec: {
          containers: [{ name: 'app', image: IMAGE_1, env: [{ name: 'LOG_LEVEL', value: 'info' }], resources: { requests: { cpu: '100m', memory: '64Mi' }, limits: { cpu: '200m', memory: '128Mi' } } }],
        },
      },
    },
  }
  row.old?.(cs)
  return cs
}

const app = (cs: Json): Json => cs.spec.template.spec.containers[0]

/** Which hand the guard says refuses a field: the API server's own validation, or Kruise's webhook. */
const refuser = (r: { field: string; apiServer?: true }): string => `${r.field} by ${r.apiServer ? 'the API server' : 'Kruise'}`

export const ROWS: Row[] = [
  { name: 'image', next: (cs) => { app(cs).image = IMAGE_2 }, expect: 'in-place', restarts: ['app'] },
  { name: 'env', next: (cs) => { app(cs).env[0].value = 'debug' }, expect: 'recreate' },
  { name: 'label-only', next: (cs) => { cs.spec.template.metadata.labels.tier = 'front' }, expect: 'in-place', restarts: [] },
  { name: 'resources-no-vertical', next: (cs) => { app(cs).resources.limits.cpu = '300m' }, expect: 'recreate' },
  { name: 'container-added', next: (cs) => { cs.spec.template.spec.containers.push({ name: 'sidecar', image: 'registry.example/shop/log:1.0.0' }) }, expect: 'recreate' },
  {
    name: 'init-image',
    old: (cs) => { cs.spec.template.spec.initContainers = [{ name: 'init', image: 'registry.example/shop/init:1.0.0' }] },
    next: (cs) => { cs.spec.template.spec.initContainers[0].image = 'registry.example/shop/init:1.1.0' },
    expect: 'recreate',
  },
  {
    name: 'volume-claim-templates',
    old: (cs) => { cs.spec.volumeClaimTemplates = [claim('data', '1Gi')] },
    // RecreatePodWhenChangeVCTInCloneSetGate is off by default: the claim change waits, the image goes in place.
    next: (cs) => { cs.spec.volumeClaimTemplates = [claim('data', '2Gi')]; app(cs).image = IMAGE_2 },
    expect: 'in-place',
    restarts: ['app'],
  },
  { name: 'in-place-only-env', policy: 'InPlaceOnly', next: (cs) => { app(cs).env[0].value = 'debug'; app(cs).image = IMAGE_2 }, expect: 'denied' },
  {
    // No kruise-daemon runs, so nothing writes the runtime container meta the controller waits for: the first Pod is
    // updated in place (same UID, new revision) and its InPlaceUpdateReady stays False.
    name: 'env-from-metadata-no-daemon',
    old: (cs) => {
      cs.spec.template.metadata.labels.tier = 'front'
      app(cs).env.push({ name: 'TIER', valueFrom: { fieldRef: { fieldPath: "metadata.labels['tier']" } } })
    },
    next: (cs) => { cs.spec.template.metadata.labels.tier = 'back' },
    expect: 'in-place-ready-stall',
  },
  {
    // The stand-in plays kruise-daemon: it reports each container's env hash (Kruise's own hashing) and restarts the
    // container whose env no longer matches the Pod's labels, so Kruise completes every Pod in place.
    name: 'env-from-metadata-daemon',
    daemon: true,
    old: (cs) => {
      cs.spec.template.metadata.labels.tier = 'front'
      app(cs).env.push({ name: 'TIER', valueFrom: { fieldRef: { fieldPath: "metadata.labels['tier']" } } })
    },
    next: (cs) => { cs.spec.template.metadata.labels.tier = 'back' },
    expect: 'in-place',
    restarts: ['app'],
  },
  { name: 'paused', old: (cs) => { cs.spec.updateStrategy.paused = true }, next: (cs) => { app(cs).image = IMAGE_2 }, expect: 'paused' },
  { name: 'resources-vertical', vertical: true, next: (cs) => { app(cs).resources.limits.cpu = '300m'; app(cs).resources.requests.cpu = '150m' }, expect: 'in-place', restarts: [] },
]

function claim(name: string, size: string): Json {
  return { metadata: { name }, spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: size } } } }
}

/** One row's namespace, its kubelet stand-in and the reads a row makes. */
class Scene {
  readonly kubelet: KubeletStandIn
  constructor(readonly world: World, readonly ns: string, readonly name: string, readyDelayMs = 300, daemon = false) {
    this.kubelet = startKubeletStandIn(world.api, ns, { readyDelayMs, ...(daemon ? { kruiseDaemon: world.hasher } : {}) })
  }

  async pods(): Promise<Json[]> {
    const res = await this.world.api.get(`${podPath(this.ns)}?labelSelector=app%3D${this.name}`)
    return ((res.body?.items ?? []) as Json[]).filter((p) => !p.metadata.deletionTimestamp)
  }

  async cloneSet(): Promise<Json> {
    const res = await this.world.api.get(cloneSetPath(VERSION, this.ns, this.name))
    if (res.status !== 200) throw new Error(`get CloneSet ${this.ns}/${this.name}: ${describeFailure(res)}`)
    return res.body
  }

  events(): Promise<Json[]> {
    return namespaceEvents(this.world, this.ns)
  }

  describe = async (): Promise<string> => {
    const pods = await this.pods()
    const cs = await this.cloneSet().catch((e: Error) => ({ error: e.message }))
    return [
      `CloneSet status: ${JSON.stringify((cs as Json).status ?? cs)}`,
      ...pods.map((p) => `  ${p.metadata.name} uid=${p.metadata.uid} rev=${p.metadata.labels?.['controller-revision-hash']} ready=${isReady(p)} ${(p.status?.conditions ?? []).map((c: Json) => `${c.type}=${c.status}`).join(',')}`),
      `events: ${(await this.events()).map((e) => `${e.reason}: ${e.message}`).join(' | ')}`,
      `kubelet stand-in errors: ${this.kubelet.errors.slice(-5).join(' | ') || 'none'}`,
      `guard output (last 10 lines):\n${this.world.server.output().trim().split('\n').slice(-10).join('\n')}`,
      `kruise-manager errors: ${this.world.manager.logLines(new RegExp(`^E.*${this.ns}`)).slice(-5).join('\n') || 'none'}`,
    ].join('\n')
  }

  /** Pods Ready, the CloneSet's status caught up with generation and every replica updated and ready. */
  async settled(replicas: number): Promise<Json[]> {
    return until(`${replicas} Ready Pods of ${this.ns}/${this.name}`, async () => {
      const [pods, cs] = [await this.pods(), await this.cloneSet()]
      const s = cs.status ?? {}
      const ok = pods.length === replicas && pods.every(isReady) && s.observedGeneration === cs.metadata.generation &&
        s.updatedReadyReplicas === replicas && s.readyReplicas === replicas
      return ok ? pods : undefined
    }, this.describe)
  }

  stop(): Promise<void> {
    return this.kubelet.stop()
  }
}

function runCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { maxBuffer: 16 * 1024 * 1024 }, (err, stdout, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr })
    })
  })
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kig-referee-'))

/** `check --output json` on the pair, with the gates of the manager that runs the row. */
async function check(old: Json, next: Json, gates?: string): Promise<{ code: number; report: VerdictReport }> {
  const oldFile = path.join(scratch, `${old.metadata.namespace}-old.json`)
  const newFile = path.join(scratch, `${old.metadata.namespace}-new.json`)
  fs.writeFileSync(oldFile, JSON.stringify(old))
  fs.writeFileSync(newFile, JSON.stringify(next))
  const r = await runCli(['check', '--old', oldFile, '--new', newFile, '--output', 'json', `--deny-strategies=${DENY_STRATEGIES.join(',')}`, ...(gates ? [`--gates=${gates}`] : [])])
  if (r.code !== 0 && r.code !== 1) throw new Error(`check failed (${r.code}): ${r.stderr}`)
  return { code: r.code, report: JSON.parse(r.stdout) as VerdictReport }
}

/** Our audit annotations on the last UPDATE of the CloneSet that reached the apiserver's audit log. */
async function auditAnnotations(cp: ControlPlane, ns: string, name: string): Promise<Record<string, string>> {
  const events = await cp.auditEvents()
  const update = events.filter((e) => e.verb === 'update' || e.verb === 'patch')
    .filter((e) => e.objectRef?.resource === 'clonesets' && e.objectRef.namespace === ns && e.objectRef.name === name && !e.objectRef.subresource)
    // kubectl's write, not observe mode's annotation patch (the guard runs with the same admin kubeconfig).
    .filter((e) => e.user?.username === 'admin' && e.stage === 'ResponseComplete' && String(e.userAgent ?? '').startsWith('kubectl'))
    .pop()
  const prefix = `${VALIDATING}/`
  return Object.fromEntries(Object.entries(update?.annotations ?? {}).filter(([k]) => k.startsWith(prefix)).map(([k, v]) => [k.slice(prefix.length), v]))
}

const EXPECTED_PREDICTION: Record<Expect, string> = {
  'in-place': 'in-place', recreate: 'recreate', denied: 'recreate', 'in-place-only-stall': 'in-place', paused: 'in-place', 'in-place-ready-stall': 'in-place',
}

async function runRow(t: Test, world: World, row: Row, index: number): Promise<void> {
  const ns = `kr-${index}-${row.name}`.slice(0, 60)
  await world.cp.kubectl(['create', 'namespace', ns])
  const scene = new Scene(world, ns, 'web', 300, row.daemon)
  t.teardown(() => scene.stop())
  const old = cloneSet('web', ns, row)
  const next = structuredClone(old)
  row.next(next)
  const replicas = old.spec.replicas as number

  const created = await world.cp.kubectl(['apply', '-f', '-'], { input: JSON.stringify(old), allowFail: true })
  t.equal(created.code, 0, `old CloneSet applied ${created.stderr}`)
  const before = await scene.settled(replicas)
  const uids = new Map(before.map((p) => [p.metadata.name as string, p.metadata.uid as string]))
  const oldRevision = (await scene.cloneSet()).status.updateRevision as string

  const { code, report } = await check(old, next, world.gates)
  t.equal(report.outcome, EXPECTED_PREDICTION[row.expect], `check predicts ${EXPECTED_PREDICTION[row.expect]}`)

  const applied = await world.cp.kubectl(['apply', '-f', '-'], { input: JSON.stringify(next), allowFail: true })
  if (row.expect === 'denied') {
    t.not(applied.code, 0, 'the update is refused')
    t.equal(code, 1, 'check exits 1 (deny)')
    t.match(applied.stderr, /denied the request/, `refused by an admission webhook: ${applied.stderr.trim()}`)
    t.ok(report.denyMessage, 'check has a deny message')
    for (const b of report.blocking) t.match(report.denyMessage!, b.path, `our deny message names ${b.path}`)
    t.equal((await auditAnnotations(world.cp, ns, 'web')).decision, 'deny', 'our audit annotation: decision=deny')
    // Kruise's own webhook alone (a namespace our chart's namespaceSelector leaves out): it denies too.
    const only = `${ns}-kruise`.slice(0, 63)
    await world.cp.kubectl(['create', 'namespace', only])
    await world.cp.kubectl(['label', 'namespace', only, ...Object.entries(GUARD_OFF).map(([k, v]) => `${k}=${v}`)])
    const kOld = { ...structuredClone(old), metadata: { ...old.metadata, namespace: only } }
    const kNew = { ...structuredClone(next), metadata: { ...next.metadata, namespace: only } }
    t.equal((await world.cp.kubectl(['apply', '-f', '-'], { input: JSON.stringify(kOld), allowFail: true })).code, 0, 'created where only Kruise\'s webhook runs')
    const kruiseOnly = await world.cp.kubectl(['apply', '-f', '-'], { input: JSON.stringify(kNew), allowFail: true })
    t.match(kruiseOnly.stderr, /admission webhook "vcloneset\.kb\.io" denied the request: spec: Forbidden: only allowed to update images in spec for InPlaceOnly, but found replace \/containers\/0\/env\/0\/value/, 'Kruise\'s own webhook denies it, naming one field')
    t.equal((await scene.pods()).filter((p) => uids.get(p.metadata.name) === p.metadata.uid).length, replicas, 'no Pod touched')
    return
  }
  t.equal(applied.code, 0, `new CloneSet applied ${applied.stderr}`)
  t.equal(code, 0, 'check allows (exit 0)')
  const cs = await scene.cloneSet()
  if (cs.metadata.annotations?.[ANNOTATION_PREDICTED_UPDATE] === undefined) t.comment(await scene.describe())
  t.equal(cs.metadata.annotations?.[ANNOTATION_PREDICTED_UPDATE], report.annotations[ANNOTATION_PREDICTED_UPDATE], `prediction annotation = check's: ${report.annotations[ANNOTATION_PREDICTED_UPDATE]}`)
  const audit = await auditAnnotations(world.cp, ns, 'web')
  t.equal(audit['predicted-update'], report.annotations[ANNOTATION_PREDICTED_UPDATE], 'audit annotation predicted-update = check\'s')
  t.equal(audit.decision, report.decision, `audit annotation decision = check's (${report.decision})`)

  if (row.expect === 'paused') {
    await sleep(5000)
    const pods = await scene.pods()
    t.equal(pods.filter((p) => p.metadata.labels['controller-revision-hash'] === oldRevision).length, replicas, 'paused: every Pod stays at the old revision')
    const diagnosis = await until('a rollout-diagnosis naming paused', async () => {
      const text = (await scene.cloneSet()).metadata.annotations?.[ANNOTATION_ROLLOUT_DIAGNOSIS]
      return text && (JSON.parse(text).reasons as Json[]).some((r) => r.reason === 'paused') ? JSON.parse(text) : undefined
    }, scene.describe, 30_000)
    t.ok(diagnosis, 'observe mode diagnoses: paused')
    return
  }

  if (row.expect === 'in-place-ready-stall') {
    const waiting = await until('a Pod at the new revision whose InPlaceUpdateReady stays False', async () => {
      const cs = await scene.cloneSet()
      const pods = await scene.pods()
      return pods.find((p) => p.metadata.labels['controller-revision-hash'] === cs.status?.updateRevision &&
        (p.status?.conditions ?? []).some((c: Json) => c.type === 'InPlaceUpdateReady' && c.status === 'False'))
    }, scene.describe)
    t.ok(report.traps.some((trap) => trap.id === 'env-metadata-needs-daemon'), 'check says the update waits for kruise-daemon')
    t.equal(uids.get(waiting.metadata.name), waiting.metadata.uid, `Kruise updated ${waiting.metadata.name} in place (same UID)`)
    t.equal(waiting.metadata.labels.tier, 'back', 'the Pod carries the new label')
    await sleep(5000)
    const still = (await scene.pods()).find((p) => p.metadata.name === waiting.metadata.name)!
    t.ok((still.status?.conditions ?? []).some((c: Json) => c.type === 'InPlaceUpdateReady' && c.status === 'False'), 'and its InPlaceUpdateReady is still False 5 s later: no kruise-daemon, no runtime container meta')
    let last = ''
    await until('observe mode naming the missing runtime meta', async () => {
      last = (await scene.cloneSet()).metadata.annotations?.[ANNOTATION_ROLLOUT_DIAGNOSIS] ?? ''
      return last && (JSON.parse(last).reasons as Json[]).some((r) => r.reason === 'runtime-meta-missing') ? true : undefined
    }, async () => `last diagnosis: ${last}`, 30_000)
    t.pass('the diagnosis names runtime-meta-missing (kruise-daemon\'s part)')
    const cli = await diagnoseCli(world, ns)
    t.equal(cli.code, 1, `diagnose exits 1 (stalled) ${cli.stderr}`)
    const missing = ((cli.diagnosis.reasons ?? []) as Json[]).find((r) => r.reason === 'runtime-meta-missing')
    t.ok(missing, `diagnose names runtime-meta-missing: ${JSON.stringify(cli.diagnosis.reasons)}`)
    t.match(JSON.stringify(missing ?? {}), waiting.metadata.name, 'naming the Pod that waits')
    return
  }
  const after = await scene.settled(replicas)
  const live = await scene.cloneSet()
  if (!row.vertical) revisionCheck(t, rolloutPlan(readCloneSet(live), [], Date.now()).updateRevision, live.status.updateRevision)
  const kept = after.filter((p) => uids.get(p.metadata.name) === p.metadata.uid)
  const events = (await scene.events()).map((e) => e.reason as string)
  if (row.expect === 'in-place') {
    t.equal(kept.length, replicas, 'Kruise kept every Pod (same UIDs)')
    t.ok(events.includes('SuccessfulUpdatePodInPlace'), 'Event SuccessfulUpdatePodInPlace')
    const restarted = new Set([...scene.kubelet.restarts.keys()].map((k) => k.split('/')[1]))
    t.strictSame([...restarted].sort(), [...(row.restarts ?? [])].sort(), `containers Kruise restarted: ${[...restarted].join(', ') || 'none'}`)
    t.strictSame([...report.restartedContainers].sort(), [...(row.restarts ?? [])].sort(), 'check names the same restarts')
    for (const p of after) for (const c of row.restarts ?? []) t.equal(scene.kubelet.restarts.get(`${p.metadata.name}/${c}`), 1, `${p.metadata.name}/${c} restarted once`)
  } else {
    t.equal(kept.length, 0, 'Kruise replaced every Pod (new UIDs)')
    t.ok(events.includes('SuccessfulUpdatePodReCreate') || events.includes('SuccessfulDelete'), `Kruise recreated (${[...new Set(events)].join(', ')})`)
  }
}

/**
 * The held-back-revision InPlaceOnly stall: an env change held back by a partition, then the partition lifted
 * together with an image change under InPlaceOnly. Old -> new is image-only, so Kruise's webhook allows it, but the
 * Pods run the revision before the env change and Kruise's controller sets FailedUpdate and retries for ever. With
 * its cluster view our webhook denies it, naming the revision, its Pods and the field; where only Kruise's webhook
 * runs (a namespace our chart leaves out), the controller stalls and observe mode diagnoses it.
 */
const REVISION_LABEL_TRAP = 'revision-label-too-long'

/**
 * A CloneSet named with 53 characters: its revision `<name>-<hash>` is 63 or 64 characters, by the template's hash.
 * kruise-manager writes it into each Pod's controller-revision-hash label, so at 64 the apiserver refuses every Pod
 * it creates; the guard warns of exactly that template (on kubectl apply too) and not of the other.
 */
async function revisionLabelRow(t: Test, world: World, index: number): Promise<void> {
  const name = `web-${'x'.repeat(49)}`
  const row: Row = { name: 'revision-label', next: () => undefined, expect: 'in-place' }
  // Run before the rows that restart kruise-manager with other gates: Kruise's defaults on both sides.
  const trapped = (cs: Json) => predictCreate(cs).traps.find((x) => x.id === REVISION_LABEL_TRAP)
  const withImage = (ns: string, wantTrap: boolean): Json => {
    for (let i = 0; i < 500; i++) {
      const cs = cloneSet(name, ns, row)
      app(cs).image = `registry.example/shop/web:1.${i}.0`
      if (Boolean(trapped(cs)) === wantTrap) return cs
    }
    throw new Error(`no image ${wantTrap ? 'with' : 'without'} the trap`)
  }
  const namespace = async (suffix: string, guardOff: boolean) => {
    const ns = `kr-${index}-${suffix}`
    await world.cp.kubectl(['create', 'namespace', ns])
    if (guardOff) await world.cp.kubectl(['label', 'namespace', ns, ...Object.entries(GUARD_OFF).map(([k, v]) => `${k}=${v}`)])
    const scene = new Scene(world, ns, name)
    t.teardown(() => scene.stop())
    return scene
  }

  const failing = await namespace('label-64', true)
  // A name the apiserver refuses outright (every custom resource's name is a DNS subdomain): the guard predicts it.
  const capital = cloneSet('Web_App', failing.ns, row)
  const capitalRefused = await world.cp.kubectl(['apply', '--dry-run=server', '-f', '-'], { input: JSON.stringify(capital), allowFail: true })
  t.match(capitalRefused.stderr, /metadata\.name: Invalid value: "Web_App": a lowercase RFC 1123 subdomain/, 'a CloneSet named Web_App is refused by the apiserver')
  t.notMatch(capitalRefused.stderr, /admission webhook/, 'by its own validation, before any webhook')
  t.same(predictCreate(capital).kruiseWebhookRefusals.map(refuser), ['metadata.name by the API server'], 'the guard predicts that refusal, by the API server, and no other')
  // Label values of 64 characters: the apiserver refuses the CloneSet's own, Kruise's webhook its pod template's.
  const long = 'v'.repeat(64)
  const ownLabel = cloneSet(name, failing.ns, row)
  ownLabel.metadata.labels = { ...ownLabel.metadata.labels, release: long }
  const podLabel = cloneSet(name, failing.ns, row)
  podLabel.spec.template.metadata.labels = { ...podLabel.spec.template.metadata.labels, release: long }
  // Kubernetes' Pod validation, which Kruise's CloneSet webhook runs on the template: a port name of 16 characters.
  const portName = cloneSet(name, failing.ns, row)
  app(portName).ports = [{ name: 'http-metrics-012', containerPort: 8080 }]
  const overRequest = cloneSet(name, failing.ns, row)
  app(overRequest).resources.requests.cpu = '300m'
  for (const [what, object, pattern, refusal] of [
    // The apiserver's newer apimachinery counts bytes, Kruise's characters (of a label value's letters, the same).
    ['a label value of 64 characters in its own labels', ownLabel, /^(?!.*admission webhook).*metadata\.labels: Invalid value: "v{64}": must be no more than 63 (bytes|characters)/s, 'metadata.labels by the API server'],
    ['a label value of 64 characters in its pod template\'s labels', podLabel, /admission webhook "vcloneset\.kb\.io".*spec\.template\.labels: Invalid value: "v{64}": must be no more than 63 characters/, 'spec.template.metadata.labels by Kruise'],
    ['a port name of 16 characters in its template', portName, /admission webhook "vcloneset\.kb\.io".*spec\.template\.spec\.containers\[0\]\.ports\[0\]\.name: Invalid value: "http-metrics-012"/, 'spec.template.spec.containers[app].ports[0].name by Kruise'],
    ['a cpu request above its limit in its template', overRequest, /admission webhook "vcloneset\.kb\.io".*spec\.template\.spec\.containers\[0\]\.resources\.requests: Invalid value: "300m": must be less than or equal to cpu limit/, 'spec.template.spec.containers[app].resources.requests.cpu by Kruise'],
  ] as const) {
    const r = await world.cp.kubectl(['apply', '--dry-run=server', '-f', '-'], { input: JSON.stringify(object), allowFail: true })
    t.match(r.stderr, pattern, `${what} is refused: ${r.stderr.trim().slice(0, 300)}`)
    t.same(predictCreate(object).kruiseWebhookRefusals.map(refuser), [refusal], 'the guard predicts that refusal, at that field, by the same hand')
  }
  const tooLong = withImage(failing.ns, true)
  t.equal((await world.cp.kubectl(['apply', '-f', '-'], { input: JSON.stringify(tooLong), allowFail: true })).code, 0, 'Kruise\'s webhooks admit it')
  const refused = await until('a FailedCreate Event of the CloneSet', async () => (await failing.events()).find((e) => e.reason === 'FailedCreate'), failing.describe)
  const revision = (await failing.cloneSet()).status?.updateRevision as string
  t.equal(revision.length, 64, `Kruise's revision ${revision} is 64 characters`)
  t.match(refused.message, `metadata.labels: Invalid value: "${revision}": must be no more than 63 bytes`, 'kruise-manager\'s Pod is refused for its revision label')
  t.equal((await failing.pods()).length, 0, 'no Pod exists')
  t.match(trapped(tooLong)?.message, `this template is revision ${revision}, which the controller writes into each Pod's controller-revision-hash label: 64 characters`, 'the guard names that revision')
  // diagnose and observe mode read kruise-manager's Event (which carries the Pod as JSON): the error, not the Pod.
  const events = (await failing.events()).map((e) => ({ reason: e.reason as string, message: e.message as string, object: e.involvedObject?.name as string }))
  const diagnosis = diagnose(readCloneSet(await failing.cloneSet()), [], Date.now(), { updateRevision: revision, events })
  const refusedCreate = diagnosis.reasons.find((r) => r.reason === 'pod-create-refused')
  t.match(refusedCreate?.message, `the controller's Pod creations are refused: Pod "${name}-`, 'the diagnosis names kruise-manager\'s refused creations')
  t.match(refusedCreate?.message, `metadata.labels: Invalid value: "${revision}": must be no more than 63 bytes`)
  t.ok(refused.message.includes(', pod: {') && !refusedCreate?.message.includes(', pod: {'), 'without the Pod JSON kruise-manager\'s Event carries')

  const guarded = await namespace('label-64-guarded', false)
  const warned = await world.cp.kubectl(['apply', '-f', '-'], { input: JSON.stringify(withImage(guarded.ns, true)), allowFail: true })
  t.equal(warned.code, 0, 'our webhook allows it')
  t.match(warned.stderr, `Warning: this template is revision ${revision}`, 'with the warning on kubectl apply')
  // Annotations 20 bytes short of the API server's 256 KiB: our mutating webhook must not be what passes the limit.
  const full = cloneSet('web-full', guarded.ns, row)
  full.metadata.annotations = { 'example.com/blob': 'b'.repeat(256 * 1024 - 40) }
  const created = await world.cp.kubectl(['create', '-f', '-'], { input: JSON.stringify(full), allowFail: true })
  t.equal(created.code, 0, `a CloneSet whose annotations nearly fill 256 KiB is created through our webhooks ${created.stderr.trim().slice(0, 300)}`)
  const stored = await world.api.get(cloneSetPath(VERSION, guarded.ns, 'web-full'))
  t.notOk(ANNOTATION_PREDICTED_UPDATE in (stored.body?.metadata?.annotations ?? {}), 'without our annotations, which would not fit')
  t.match(created.stderr, `Warning: CloneSet ${guarded.ns}/web-full: inplace-guard left its annotations`, 'and kubectl says why they are missing')
  const roomy = cloneSet('web-roomy', guarded.ns, row)
  t.equal((await world.cp.kubectl(['create', '-f', '-'], { input: JSON.stringify(roomy), allowFail: true })).code, 0)
  const annotated = await world.api.get(cloneSetPath(VERSION, guarded.ns, 'web-roomy'))
  t.ok(ANNOTATION_PREDICTED_UPDATE in (annotated.body?.metadata?.annotations ?? {}), 'a CloneSet with room gets them')

  const fitting = await namespace('label-63', true)
  t.equal((await world.cp.kubectl(['apply', '-f', '-'], { input: JSON.stringify(withImage(fitting.ns, false)), allowFail: true })).code, 0, 'the other template applied')
  const pods = await until('3 Pods created', async () => { const p = await fitting.pods(); return p.length === 3 ? p : undefined }, fitting.describe)
  const label = pods[0]!.metadata.labels['controller-revision-hash'] as string
  t.equal(label.length, 63, `its Pods carry the 63-character revision ${label}`)
}

async function heldBackRow(t: Test, world: World, index: number): Promise<void> {
  const row: Row = { name: 'held-back', next: () => undefined, expect: 'in-place-only-stall' }
  const guarded = `kr-${index}-held-back`
  const kruiseOnly = `kr-${index}-held-back-kruise`
  await world.cp.kubectl(['create', 'namespace', guarded])
  await world.cp.kubectl(['create', 'namespace', kruiseOnly])
  await world.cp.kubectl(['label', 'namespace', kruiseOnly, ...Object.entries(GUARD_OFF).map(([k, v]) => `${k}=${v}`)])
  const results: Record<string, { old: Json; held: Json; lifted: Json; apply: { code: number; stderr: string }; scene: Scene; uids: Map<string, string>; revisionA: string }> = {}
  for (const ns of [guarded, kruiseOnly]) {
    const scene = new Scene(world, ns, 'web')
    t.teardown(() => scene.stop())
    const old = cloneSet('web', ns, row)
    t.equal((await world.cp.kubectl(['apply', '-f', '-'], { input: JSON.stringify(old), allowFail: true })).code, 0, `${ns}: old CloneSet applied`)
    const before = await scene.settled(3)
    const revisionA = (await scene.cloneSet()).status.updateRevision as string
    const held = structuredClone(old)
    app(held).env[0].value = 'debug'
    held.spec.updateStrategy.partition = 3
    const heldApply = await world.cp.kubectl(['apply', '-f', '-'], { input: JSON.stringify(held), allowFail: true })
    t.equal(heldApply.code, 0, `${ns}: env change held back by partition 3 applied`)
    await until(`${ns}: the CloneSet's new revision observed`, async () => {
      const cs = await scene.cloneSet()
      return cs.status?.observedGeneration === cs.metadata.generation && cs.status.updateRevision !== revisionA ? true : undefined
    }, scene.describe)
    const lifted = structuredClone(held)
    lifted.spec.updateStrategy = { type: 'InPlaceOnly', maxUnavailable: 1, partition: 0 }
    app(lifted).image = IMAGE_2
    const apply = await world.cp.kubectl(['apply', '-f', '-'], { input: JSON.stringify(lifted), allowFail: true })
    results[ns] = { old, held, lifted, apply, scene, uids: new Map(before.map((p) => [p.metadata.name, p.metadata.uid])), revisionA }
  }

  const g = results[guarded]
  const envPath = 'spec.template.spec.containers[app].env[LOG_LEVEL].value'
  t.not(g.apply.code, 0, 'with its cluster view our webhook denies the update')
  t.match(g.apply.stderr, `admission webhook "${VALIDATING}" denied the request`, 'denied by our webhook')
  t.match(g.apply.stderr, `3 Pods still run revision ${g.revisionA}, which cannot be updated in place to this template: ${envPath} (pod-spec)`, 'it names the revision, its Pods and the field')
  t.match(g.apply.stderr, 'FailedUpdate', 'and says the controller stalls with FailedUpdate')
  const plain = await check(g.held, g.lifted, world.gates)
  t.equal(plain.report.decision, 'allow', 'check on the old/new pair alone sees an image change and allows it (what an old/new diff can see)')

  const k = results[kruiseOnly]
  // check --live on the denied pair reads the same Pods and revisions through the kubeconfig.
  fs.writeFileSync(path.join(scratch, 'lifted.json'), JSON.stringify(g.lifted))
  const live = await runCli(['check', '--old', path.join(scratch, 'lifted.json'), '--new', path.join(scratch, 'lifted.json'), '--live', `--kubeconfig=${world.cp.kubeconfigPath}`, '--output', 'json'])
  const liveReport = JSON.parse(live.stdout || '{}') as VerdictReport
  t.equal(live.code, 1, `check --live denies (exit 1) ${live.stderr}`)
  t.match(liveReport.denyMessage ?? '', `3 Pods still run revision ${g.revisionA}, which cannot be updated in place to this template: ${envPath} (pod-spec)`, 'check --live names the revision, its Pods and the field')
  t.equal(k.apply.code, 0, 'Kruise\'s own webhook allows it (old -> new is image-only)')
  // Kruise keeps the message of the FIRST failure in FailedUpdate (SetCloneSetCondition compares status and reason
  // only): when a write conflict with the kubelet's status update comes first, the InPlaceOnly error is only in the
  // manager's log, which is where it is then looked for.
  const stalled = await until('FailedUpdate on the CloneSet', async () => {
    const cs = await k.scene.cloneSet()
    const c = (cs.status?.conditions ?? []).find((x: Json) => x.type === 'FailedUpdate' && x.status === 'True')
    return c ? { cs, c } : undefined
  }, k.scene.describe)
  t.comment(`Kruise: FailedUpdate=True: ${stalled.c.message}`)
  const inPlaceOnlyError = /find Pod \S+ update strategy is InPlaceOnly but can not update in-place/
  await until('the InPlaceOnly error from Kruise\'s controller', async () =>
    inPlaceOnlyError.test(stalled.c.message) || world.manager.logLines(new RegExp(`${kruiseOnly}.*InPlaceOnly but can not update in-place|InPlaceOnly but can not update in-place.*${kruiseOnly}`)).length > 0 ? true : undefined, k.scene.describe)
  t.pass('Kruise\'s controller fails the update: update strategy is InPlaceOnly but can not update in-place')
  await sleep(3000)
  const pods = await k.scene.pods()
  t.equal(pods.filter((p) => k.uids.get(p.metadata.name) === p.metadata.uid && p.metadata.labels['controller-revision-hash'] === k.revisionA).length, 3, 'every Pod kept, still at the revision before the env change')
  const events = (await k.scene.events()).map((e) => e.reason as string)
  t.notOk(events.some((r) => /Update/.test(r)), `no update Event (${[...new Set(events)].join(', ')})`)
  let last = ''
  const diagnosis = await until('observe mode diagnosing the stall', async () => {
    last = (await k.scene.cloneSet()).metadata.annotations?.[ANNOTATION_ROLLOUT_DIAGNOSIS] ?? ''
    const parsed = last ? JSON.parse(last) : undefined
    return parsed?.stalled ? parsed : undefined
  }, async () => `last diagnosis: ${last}\nevents: ${(await k.scene.events()).map((e) => `${e.reason}: ${e.message}`).join(' | ')}`, 30_000)
  t.comment(`diagnosis: ${JSON.stringify(diagnosis.reasons)}`)
  t.ok((diagnosis.reasons as Json[]).some((r) => r.reason === 'in-place-only-impossible' || r.reason === 'failed-update'), 'the diagnosis names the InPlaceOnly stall')
  const cli = await diagnoseCli(world, kruiseOnly)
  t.equal(cli.code, 1, `diagnose exits 1 (stalled) ${cli.stderr}`)
  const reasons = (cli.diagnosis.reasons ?? []) as Json[]
  t.comment(`diagnose: ${JSON.stringify(reasons)}`)
  const failed = reasons.find((r) => r.reason === 'failed-update')
  t.ok(failed, 'diagnose names the FailedUpdate condition Kruise set')
  t.ok(String(failed?.message ?? '').includes(stalled.c.message), 'with the controller\'s message')
  t.ok(reasons.some((r) => r.reason === 'in-place-only-impossible' && JSON.stringify(r).includes(k.revisionA)), `and the revision its Pods run (${k.revisionA})`)
}

/** `diagnose --output json` on the row's CloneSet, through the control plane's kubeconfig. */
async function diagnoseCli(world: World, ns: string): Promise<{ code: number; stderr: string; diagnosis: Json }> {
  const r = await runCli(['diagnose', '-n', ns, 'web', `--kubeconfig=${world.cp.kubeconfigPath}`, '--output', 'json', ...(world.gates ? [`--gates=${world.gates}`] : [])])
  return { code: r.code, stderr: r.stderr, diagnosis: r.stdout ? JSON.parse(r.stdout) as Json : {} }
}

interface Pacing {
  name: string
  replicas: number
  partition?: number
  maxUnavailable: number
  priorityStrategy?: Json
}

export const PACING: Pacing[] = [
  { name: 'partition', replicas: 4, partition: 2, maxUnavailable: 1 },
  { name: 'max-unavailable', replicas: 5, maxUnavailable: 2 },
  // Every Pod matches the one term, so all tie: Kruise 1.9 keeps its default order (1.8 put the Pod listed later first).
  { name: 'priority-ties', replicas: 4, maxUnavailable: 1, priorityStrategy: { weightPriority: [{ weight: 10, matchSelector: { matchLabels: { app: 'web' } } }] } },
]

/** Groups Pods by the time Kruise moved them to the new revision: a round ends when its Pods are Ready again. */
function roundsOf(updatedAt: Map<string, number>, gapMs: number): string[][] {
  const ordered = [...updatedAt.entries()].sort((a, b) => a[1] - b[1])
  const rounds: string[][] = []
  let last = -Infinity
  for (const [name, at] of ordered) {
    if (at - last > gapMs) rounds.push([])
    rounds[rounds.length - 1].push(name)
    last = at
  }
  return rounds.map((r) => r.sort())
}

/**
 * Order and pacing: an image change rolled out by Kruise under a partition or maxUnavailable, sampled every 100 ms.
 * Kruise's rounds (Pods moved to the new revision together, then Ready again after the stand-in's 3 s readiness
 * delay) must equal the rounds our engine projects from the Pods before the update (rollout.ts projectRounds), no
 * more than maxUnavailable Pods may be unready at once, and the plans observe mode published (rollout-plan's
 * updateNow and rounds) must name Kruise's rounds in Kruise's order, never a Pod the partition holds back.
 */
async function pacingRow(t: Test, world: World, pacing: Pacing, index: number): Promise<void> {
  const ns = `kr-${index}-${pacing.name}`
  await world.cp.kubectl(['create', 'namespace', ns])
  const readyDelayMs = 3000
  const scene = new Scene(world, ns, 'web', readyDelayMs)
  t.teardown(() => scene.stop())
  const row: Row = { name: pacing.name, replicas: pacing.replicas, next: () => undefined, expect: 'in-place' }
  const old = cloneSet('web', ns, row)
  old.spec.updateStrategy = {
    type: 'InPlaceIfPossible', maxUnavailable: pacing.maxUnavailable,
    ...(pacing.partition !== undefined ? { partition: pacing.partition } : {}),
    ...(pacing.priorityStrategy ? { priorityStrategy: pacing.priorityStrategy } : {}),
  }
  // Kruise sorts with sort.Slice (not stable) on ready time, restarts and creation time, all in whole seconds: Pods
  // created and Ready in the same second tie and Kruise's pick among them is arbitrary. Scaled up one at a time, a
  // second apart, every Pod has its own creation and ready time, so the order is Kruise's rule and nothing else.
  for (let n = 1; n <= pacing.replicas; n++) {
    old.spec.replicas = n
    t.equal((await world.cp.kubectl(['apply', '-f', '-'], { input: JSON.stringify(old), allowFail: true })).code, 0, `old CloneSet applied with ${n} replicas`)
    await scene.settled(n)
    await sleep(1100)
  }
  const before = (await scene.settled(pacing.replicas)) as Pod[]
  const oldRevision = (await scene.cloneSet()).status.updateRevision as string
  await sleep(readyDelayMs) // every Pod available, and observe mode's plan for the settled state published
  const next = structuredClone(old)
  app(next).image = IMAGE_2
  t.equal((await world.cp.kubectl(['apply', '-f', '-'], { input: JSON.stringify(next), allowFail: true })).code, 0, 'image change applied')

  const expectedUpdated = pacing.replicas - (pacing.partition ?? 0)
  const updatedAt = new Map<string, number>()
  const plans = new Set<string>()
  let maxUnready = 0
  let cs: Json = {}
  const deadline = Date.now() + 120_000
  for (;;) {
    cs = await scene.cloneSet()
    const pods = await scene.pods()
    // Until Kruise has observed the new generation its updateRevision is still the old one.
    const target = cs.status?.observedGeneration === cs.metadata.generation && cs.status.updateRevision !== oldRevision ? cs.status.updateRevision : undefined
    for (const p of pods) if (p.metadata.labels['controller-revision-hash'] === target && !updatedAt.has(p.metadata.name)) updatedAt.set(p.metadata.name, Date.now())
    maxUnready = Math.max(maxUnready, pods.filter((p) => !isReady(p)).length)
    const plan = cs.metadata.annotations?.[ANNOTATION_ROLLOUT_PLAN]
    if (plan) plans.add(plan)
    if (updatedAt.size === expectedUpdated && pods.length === pacing.replicas && pods.every(isReady) && cs.status?.updatedReadyReplicas === expectedUpdated) break
    if (Date.now() > deadline) throw new Error(`rollout did not finish\n${await scene.describe()}`)
    await sleep(100)
  }
  await sleep(1500)
  const finalPlan = (await scene.cloneSet()).metadata.annotations?.[ANNOTATION_ROLLOUT_PLAN]
  if (finalPlan) plans.add(finalPlan)

  const kruiseRounds = roundsOf(updatedAt, readyDelayMs / 2)
  const view = readCloneSet(cs)
  const projected = projectRounds(view, before, Date.now(), { updateRevision: cs.status.updateRevision, currentRevision: cs.status.currentRevision }).map((r) => [...r].sort())
  t.comment(`Kruise's rounds: ${JSON.stringify(kruiseRounds)}; our projection: ${JSON.stringify(projected)}`)
  t.strictSame(projected, kruiseRounds, 'our projected rounds are the rounds Kruise made (same Pods, same order)')
  t.ok(maxUnready <= pacing.maxUnavailable, `at most maxUnavailable (${pacing.maxUnavailable}) Pods unready at once (saw ${maxUnready})`)
  t.equal(updatedAt.size, expectedUpdated, `Kruise updated ${expectedUpdated} Pods, ${pacing.partition ?? 0} left at the old revision`)
  const published = [...plans].map((p) => JSON.parse(p) as Json).filter((p) => p.updateRevision === cs.status.updateRevision)
  const named = published.map((p) => (p.updateNow as string[]).slice().sort()).filter((names) => names.length > 0)
  t.comment(`published updateNow: ${JSON.stringify(named)}`)
  for (const names of named) t.ok(kruiseRounds.some((round) => names.every((n) => round.includes(n))), `published updateNow ${names.join(',')} is (part of) one of Kruise's rounds`)
  // The rounds ahead: while one round is in flight the plan names the next ones. Kruise takes its first round as soon
  // as the update lands, before any plan for the new revision can be published; every later round must have been
  // named, whole, as the next round by a plan published before Kruise took it, and no plan may name a Pod out of
  // Kruise's order or one the partition holds back.
  // A plan observed while Kruise had moved only part of a round names the rest of it with the next round's first
  // Pods: the order holds across rounds, the boundary is the moment's.
  const ahead = published.map((p) => p.rounds as string[][]).filter((rounds) => rounds.length > 0)
  t.comment(`published rounds ahead: ${JSON.stringify(ahead)}`)
  const roundOf = (name: string) => kruiseRounds.findIndex((round) => round.includes(name))
  for (const rounds of ahead) {
    const order = rounds.flat().map(roundOf)
    t.ok(order.every((k, i) => k >= 0 && (i === 0 || k >= order[i - 1]!)), `published rounds ${JSON.stringify(rounds)} follow Kruise's rounds in order (${order.join(',')}), only Pods it updated`)
  }
  for (const [k, round] of kruiseRounds.entries()) {
    if (k === 0) continue
    t.ok(ahead.some((rounds) => JSON.stringify([...rounds[0]!].sort()) === JSON.stringify(round)), `Kruise's round ${k + 1} (${round.join(', ')}) was published as the next round before it happened`)
  }
  const last = published.at(-1)
  t.same(last?.updateNow, [], 'the final published plan updates nothing more')
  if (pacing.partition) t.equal(last?.partition, pacing.partition, 'and names the partition holding the rest')
}

const tools = await requireTools(t, 'kruise-manager referee', { helm: true })
const noNetns = insideOwnNetworkNamespace() ? undefined : networkNamespaceUnavailable() ?? 'not inside its own network namespace'
if (tools && noNetns) {
  if (process.env.CI === 'true') t.fail(`kruise-manager referee: ${noNetns}`)
  else t.test('kruise-manager referee', { skip: noNetns }, async () => {})
} else if (tools) {
  t.setTimeout(900_000)
  const started = Date.now()
  const cp = await startControlPlane({ binDir: tools.binDir })
  const api = kubeApi(cp, 8)
  const firstStart = Date.now()
  const manager = await startKruiseManager(cp, { allCrds: true })
  t.comment(`kruise-manager: CRDs + namespace + webhook configurations + start in ${Date.now() - firstStart} ms (manager ${manager.startupMs} ms)`)
  const guard = async (gates?: string): Promise<WebhookServer> => {
    const server = await startWebhookServer({
      args: [
        '--mode=observe', `--kubeconfig=${cp.kubeconfigPath}`, `--deny-strategies=${DENY_STRATEGIES.join(',')}`,
        `--on-error=${chartValues.guard.onError}`, `--webhook-name=${VALIDATING}`, ...(gates ? [`--gates=${gates}`] : []),
      ],
    })
    const values = {
      webhook: {
        url: server.url, caBundle: server.caBundle,
        namespaceSelectorExpressions: Object.entries(GUARD_OFF).map(([key, value]) => ({ key, operator: 'NotIn', values: [value] })),
      },
    }
    await cp.kubectl(['apply', '-f', '-'], { input: await helmTemplate(tools.helm!, values, { showOnly: [WEBHOOKS_TEMPLATE] }) })
    await sleep(1500) // the apiserver picks up a changed webhook configuration within a second or so
    return server
  }
  await registerNode(api, 'kig-e2e-node')
  const oracle = KruiseContainerHasher.binary()
  const hasher = new KruiseContainerHasher(oracle)
  const world: World = { cp, api, manager, hasher, server: await guard() }
  /** Both sides with other Kruise feature gates: kruise-manager restarted, the guard restarted and re-registered. */
  const regate = async (gates: string): Promise<void> => {
    await world.server.stop()
    await world.manager.stop()
    world.manager = await startKruiseManager(cp, { allCrds: true, featureGates: gates })
    world.server = await guard(gates)
    world.gates = gates
  }
  t.teardown(async () => {
    await world.server.stop()
    await world.manager.stop()
    hasher.close()
    api.close()
    await cp.stop()
    fs.rmSync(scratch, { recursive: true, force: true })
    t.comment(`referee wall time ${Date.now() - started} ms`)
  })

  // KIG_REFEREE_ROWS=image,env runs only those rows (by hand, while working on one).
  const only = process.env.KIG_REFEREE_ROWS?.split(',')
  if (!only || only.includes('held-back')) await t.test('held-back revision under InPlaceOnly: Kruise stalls with FailedUpdate, we deny', (t) => heldBackRow(t, world, 99))
  if (!only || only.includes('revision-label')) await t.test('revision label of 64 characters: kruise-manager\'s Pods are refused, we warn', (t) => revisionLabelRow(t, world, 98))
  for (const [i, pacing] of PACING.entries()) {
    if (only && !only.includes(pacing.name)) continue
    await t.test(`${pacing.name} pacing: Kruise's order and rounds, our projection and observe mode's plan`, (t) => pacingRow(t, world, pacing, 50 + i))
  }
  const workloadSettings = { guardOff: GUARD_OFF, denyStrategies: DENY_STRATEGIES as PodUpdatePolicy[], oracle }
  for (const [i, row] of STATEFULSET_ROWS.entries()) {
    if (only && !only.includes(row.name)) continue
    await t.test(`Advanced StatefulSet ${row.name}: Kruise ${row.expect}`, (t) => runStatefulSetRow(t, world, row, 70 + i, workloadSettings))
  }
  for (const [i, row] of DAEMONSET_ROWS.entries()) {
    if (only && !only.includes(row.name)) continue
    await t.test(`Advanced DaemonSet ${row.name}: Kruise ${row.expect}`, (t) => runDaemonSetRow(t, world, row, 80 + i, { guardOff: GUARD_OFF, oracle }))
  }
  for (const [i, row] of SIDECARSET_ROWS.entries()) {
    if (only && !only.includes(row.name)) continue
    await t.test(`SidecarSet ${row.name}: Kruise ${row.expect}`, (t) => runSidecarSetRow(t, world, row, 90 + i, { guardOff: GUARD_OFF, oracle }))
  }
  for (const [i, row] of UNITEDDEPLOYMENT_ROWS.entries()) {
    if (only && !only.includes(row.name)) continue
    await t.test(`UnitedDeployment ${row.name}: Kruise ${row.expect}`, (t) => runUnitedDeploymentRow(t, world, row, 95 + i, { guardOff: GUARD_OFF }))
  }
  for (const [i, row] of REFUSED_WRITE_ROWS.entries()) {
    if (only && !only.includes(row.name)) continue
    await t.test(`UnitedDeployment ${row.name}: Kruise holds back ${row.heldBack.join(', ')}`, (t) => runRefusedWriteRow(t, world, row, 97 + i, { guardOff: GUARD_OFF }))
  }
  if (!only || only.includes('ud-refused-replacement')) {
    await t.test('UnitedDeployment ud-refused-replacement: Kruise deletes the old children and creates none', (t) => runRefusedReplacementRow(t, world, 99, { guardOff: GUARD_OFF }))
  }
  if (!only || only.includes('ud-revision-label')) {
    await t.test('UnitedDeployment ud-revision-label: a revision over 63 characters refuses the children (we deny), a long child prefix their Pods (we warn)', (t) => runRevisionLabelRow(t, world, 93, { guardOff: GUARD_OFF }))
  }
  if (!only || only.includes('ud-selector-without-match-labels')) {
    await t.test('UnitedDeployment ud-selector-without-match-labels: kruise-manager panics on every child write, nothing changes', (t) => runControllerFailureRow(t, world, 94, { guardOff: GUARD_OFF }))
  }
  for (const [i, row] of ROWS.entries()) {
    if (only && !only.includes(row.name)) continue
    if (row.vertical && world.gates === undefined) {
      await t.test('kruise-manager and the guard restarted with InPlaceWorkloadVerticalScaling=true', async (t) => {
        await regate('InPlaceWorkloadVerticalScaling=true')
        t.comment(`kruise-manager restarted in ${world.manager.startupMs} ms`)
        t.pass('both restarted')
      })
    }
    await t.test(`${row.name}: Kruise ${row.expect}`, (t) => runRow(t, world, row, i))
  }
}
