import type { Test } from 'tap'
import { type PolicyResult, applyPolicy } from '../../../src/admission/policy.js'
import { type Prediction, predictCreate, predictUpdate } from '../../../src/engine/inplace/prediction.js'
import type { Pod } from '../../../src/engine/kube/pod.js'
import { diagnose } from '../../../src/engine/rollout/diagnosis.js'
import { projectRounds } from '../../../src/engine/rollout/roundProjection.js'
import type { ControllerRevision } from '../../../src/engine/workloads/revision.js'
import { rolloutPlan } from '../../../src/engine/rollout/rolloutPlan.js'
import { readWorkload } from '../../../src/engine/workloads/workload.js'
import { askKruiseOracle } from '../harness/kruiseOracle.js'
import type { PodUpdatePolicy } from '../../../src/engine/workloads/workloadView.js'
import { type World, revisionCheck, sleep, until } from './world.js'
import { type RolloutRecord, WorkloadScene, admissionRefusal, apply, dryRunApply, namespaceEvents, revisionOf, watchRollout } from './workloadScene.js'
import { podPath } from '../harness/kubeApi.js'

/**
 * Advanced StatefulSet rows of the referee: kruise-manager's StatefulSet controller acts on the row's update and what
 * it did to the Pods (same UIDs: in place; new UIDs: recreated; nothing, with the controller's InPlaceOnly error:
 * a stall) is compared with what the guard says: the engine's predictUpdate on the stored StatefulSet and the update
 * as Kruise's mutating webhook leaves it (a server-side dry run), and the guard's policy on that prediction
 * (applyPolicy, with the chart's denyStrategies: what the webhook decides with). The InPlaceOnly row also applies the
 * update where the guard's webhook runs, which must refuse it. The engine's rollout plan names the update revision Kruise takes and, projected
 * round by round, the order Kruise updates the Pods in. The Kruise oracle the conformance suite trusts is asked about
 * the same pair and must agree with kruise-manager too.
 *
 * Every row runs where the guard's webhook stays out (GUARD_OFF), so that Kruise alone admits the update: the
 * InPlaceOnly row is about an update Kruise's own webhook lets through and its controller then cannot do.
 */

type Json = Record<string, any>

/** Kruise v1.9.1's storage version. This harness installs the CRDs as shipped (conversion None), so v1beta1 is read as written. */
const VERSION = 'v1beta1'
const IMAGE_1 = 'registry.example/shop/db:1.0.0'
const IMAGE_2 = 'registry.example/shop/db:1.1.0'
const IN_PLACE_UPDATE_READY = 'InPlaceUpdateReady'

/** What Kruise's StatefulSet controller does with the row's update. */
type StatefulSetExpect = 'in-place' | 'recreate' | 'stall'

export interface StatefulSetRow {
  name: string
  policy: PodUpdatePolicy
  /** The old template lists the InPlaceUpdateReady readiness gate (Kruise's webhook requires it for in-place policies). */
  readinessGate: boolean
  replicas?: number
  partition?: number
  /** Edits the old StatefulSet. */
  old?: (sts: Json) => void
  /** Edits a copy of the old StatefulSet into the new one. */
  next: (sts: Json) => void
  expect: StatefulSetExpect
  /**
   * The order Kruise updates Pods in, as Kruise v1.9.1's sortPodsToUpdate has it (highest ordinal down to the
   * partition; test/kruise/asts-ads-facts.md S14); the engine's projected rounds must name it too.
   */
  order?: string[]
  /** Before the update, the same change without the readiness gate: Kruise's webhook must refuse it. */
  refusedWithoutGate?: boolean
  /** After the update, an image change: the row's Pods, recreated once, now take it in place. */
  thenImageInPlace?: boolean
  /** First, the old StatefulSet named with a dot (a subdomain, which the apiserver takes): Kruise's webhook must refuse it. */
  refusedDottedName?: boolean
}

const container = (sts: Json): Json => sts.spec.template.spec.containers[0]
const setPolicy = (sts: Json, policy: PodUpdatePolicy) => { sts.spec.updateStrategy.rollingUpdate.podUpdatePolicy = policy }
const addReadinessGate = (sts: Json) => { sts.spec.template.spec.readinessGates = [{ conditionType: IN_PLACE_UPDATE_READY }] }

export const STATEFULSET_ROWS: StatefulSetRow[] = [
  { name: 'asts-image', policy: 'InPlaceIfPossible', readinessGate: true, next: (s) => { container(s).image = IMAGE_2 }, expect: 'in-place', refusedDottedName: true },
  { name: 'asts-env', policy: 'InPlaceIfPossible', readinessGate: true, next: (s) => { container(s).env[0].value = 'debug' }, expect: 'recreate' },
  {
    // Kruise's webhook matches `/containers/0/image` unanchored, so `/containers/0/imagePullPolicy` passes; its
    // controller's anchored pattern then refuses it in place and returns an error on every sync.
    name: 'asts-in-place-only-pull-policy',
    policy: 'InPlaceOnly',
    readinessGate: true,
    old: (s) => { container(s).imagePullPolicy = 'Always' },
    next: (s) => { container(s).imagePullPolicy = 'IfNotPresent' },
    expect: 'stall',
  },
  {
    name: 'asts-readiness-gate',
    policy: 'ReCreate',
    readinessGate: false,
    next: (s) => { setPolicy(s, 'InPlaceIfPossible'); addReadinessGate(s) },
    expect: 'recreate',
    refusedWithoutGate: true,
    thenImageInPlace: true,
  },
  {
    name: 'asts-partition',
    policy: 'InPlaceIfPossible',
    readinessGate: true,
    replicas: 4,
    partition: 2,
    next: (s) => { container(s).image = IMAGE_2 },
    expect: 'in-place',
    order: ['web-3', 'web-2'],
  },
  {
    // unorderedUpdate (Parallel only): the weighted Pod first, then the rest as tied, highest ordinal first.
    name: 'asts-unordered-priority',
    policy: 'InPlaceIfPossible',
    readinessGate: true,
    replicas: 4,
    old: (s) => {
      s.spec.podManagementPolicy = 'Parallel'
      s.spec.updateStrategy.rollingUpdate.unorderedUpdate = {
        priorityStrategy: { weightPriority: [{ weight: 50, matchSelector: { matchLabels: { 'statefulset.kubernetes.io/pod-name': 'web-1' } } }] },
      }
    },
    next: (s) => { container(s).image = IMAGE_2 },
    expect: 'in-place',
    order: ['web-1', 'web-3', 'web-2', 'web-0'],
  },
]

function statefulSet(name: string, namespace: string, row: StatefulSetRow): Json {
  const sts: Json = {
    apiVersion: `apps.kruise.io/${VERSION}`,
    kind: 'StatefulSet',
    metadata: { name, namespace },
    spec: {
      replicas: row.replicas ?? 3,
      serviceName: name,
      selector: { matchLabels: { app: name } },
      updateStrategy: { type: 'RollingUpdate', rollingUpdate: { podUpdatePolicy: row.policy, maxUnavailable: 1, ...(row.partition ? { partition: row.partition } : {}) } },
      template: {
        metadata: { labels: { app: name } },
        spec: { containers: [{ name: 'app', image: IMAGE_1, env: [{ name: 'LOG_LEVEL', value: 'info' }] }] },
      },
    },
  }
  if (row.readinessGate) addReadinessGate(sts)
  row.old?.(sts)
  return sts
}

/** What the guard says about the update Kruise's webhooks admitted, from the StatefulSet stored before it. */
interface GuardAnswer {
  prediction: Prediction
  policy: PolicyResult
}

function guardAnswer(stored: Json, admitted: Json, denyStrategies: PodUpdatePolicy[]): GuardAnswer {
  const prediction = predictUpdate(stored, admitted)
  return { prediction, policy: applyPolicy(prediction, { denyStrategies }, 'UPDATE') }
}

const trapIds = (p: Prediction) => p.traps.map((trap) => trap.id)

interface Settings {
  /** The namespace label that keeps the guard's webhook out. */
  guardOff: Record<string, string>
  denyStrategies: PodUpdatePolicy[]
  /** The Kruise oracle's binary, built from the Kruise module kruise-manager runs. */
  oracle: string
}

/** Every Pod Ready, and as many at the update revision as the partition lets through. */
const rolledOut = (replicas: number, partition: number) => (status: Json, pods: Json[]) =>
  pods.length === replicas && status.readyReplicas === replicas && status.updatedReadyReplicas === replicas - partition &&
  pods.filter((p) => revisionOf(p) === status.updateRevision).length === replicas - partition

export async function runStatefulSetRow(t: Test, world: World, row: StatefulSetRow, index: number, settings: Settings): Promise<void> {
  const ns = `ka-${index}-${row.name}`.slice(0, 63)
  await world.cp.kubectl(['create', 'namespace', ns])
  await world.cp.kubectl(['label', 'namespace', ns, ...Object.entries(settings.guardOff).map(([k, v]) => `${k}=${v}`)])
  const scene = new WorkloadScene(world, ns, 'statefulsets', VERSION, 'web')
  t.teardown(() => scene.stop())
  const replicas = row.replicas ?? 3
  const partition = row.partition ?? 0

  if (row.refusedDottedName) {
    await dottedNameRefused(t, world, row, ns)
    await podsRefused(t, world, row, ns)
  }
  const old = statefulSet('web', ns, row)
  t.equal((await apply(world, old)).code, 0, 'old StatefulSet applied')
  const before = await scene.settled(`${replicas} Ready Pods of ${ns}/web`, rolledOut(replicas, 0))
  const uids = new Map(before.map((p) => [p.metadata.name as string, p.metadata.uid as string]))
  const stored = await scene.workload()
  const oldRevision = stored.status.updateRevision as string
  const next = structuredClone(old)
  row.next(next)

  if (row.refusedWithoutGate) {
    const withoutGate = structuredClone(next)
    delete withoutGate.spec.template.spec.readinessGates
    const refused = await dryRunApply(world, withoutGate)
    t.not(refused.code, 0, 'without the readiness gate, Kruise\'s webhook refuses the in-place policy')
    t.match(refused.stderr, /must contains InPlaceUpdateReady when podUpdatePolicy is InPlaceIfPossible/, `naming the gate: ${admissionRefusal(refused.stderr)}`)
    const guard = predictUpdate(stored, withoutGate)
    t.ok(trapIds(guard).includes('readiness-gate-missing'), `the guard warns of the missing gate (traps: ${trapIds(guard).join(', ')})`)
  }

  const admitted = await dryRunApply(world, next)
  t.equal(admitted.code, 0, `Kruise's webhooks admit the update ${admissionRefusal(admitted.stderr)}`)
  const guard = guardAnswer(stored, admitted.object!, settings.denyStrategies)
  t.comment(`guard: ${guard.prediction.outcome} (${guard.prediction.consequence}), decision ${guard.policy.decision}, traps ${trapIds(guard.prediction).join(', ') || 'none'}`)
  const view = readWorkload(admitted.object)
  const plannedRevision = rolloutPlan(view, before as Pod[], Date.now()).updateRevision
  const oracle = await askKruiseOracle(settings.oracle, 'StatefulSet', stored, admitted.object!)
  t.equal((await apply(world, next)).code, 0, 'new StatefulSet applied')

  if (row.expect === 'stall') {
    await guardedTwin(t, world, row, ns, old, next)
    const updateRevision = await until('Kruise\'s update revision', async () => {
      const status = await scene.observedStatus()
      return status && status.updateRevision !== oldRevision ? status.updateRevision as string : undefined
    }, scene.describe)
    oracleCheck(t, oracle, row.expect, updateRevision)
    revisionCheck(t, plannedRevision, updateRevision)
    await stallChecks(t, scene, row, uids, oldRevision, guard)
    return
  }
  const record = await watchRollout(scene, oldRevision, rolledOut(replicas, partition))
  const updateRevision = record.status.updateRevision as string
  oracleCheck(t, oracle, row.expect, updateRevision)
  revisionCheck(t, plannedRevision, updateRevision)
  const kept = record.pods.filter((p) => uids.get(p.metadata.name) === p.metadata.uid)
  const updated = record.updated.map((u) => u.name)
  t.comment(`Kruise updated ${updated.join(', ')} in this order; at most ${record.maxUnready} Pod(s) unready at once`)
  if (row.expect === 'in-place') {
    t.equal(kept.length, replicas, 'Kruise kept every Pod (same UIDs)')
    t.ok((await scene.events()).some((e) => e.reason === 'SuccessfulUpdatePodInPlace'), 'Event SuccessfulUpdatePodInPlace')
    t.equal(guard.prediction.outcome, 'in-place', 'the guard predicts in place')
    t.strictSame(guard.prediction.restartedContainers, ['app'], 'and names the container Kruise restarts')
    for (const name of updated) t.equal(scene.kubelet.restarts.get(`${name}/app`), 1, `${name}/app restarted once`)
    t.not(guard.policy.decision, 'deny', `the guard allows it (${guard.policy.decision})`)
  }
  if (row.expect === 'recreate') recreateChecks(t, row, record, uids, guard, replicas)
  if (row.order) {
    partitionChecks(t, row, record, uids, before, oldRevision, partition)
    const projected = projectRounds(view, before as Pod[], Date.now(), { updateRevision, currentRevision: oldRevision })
    t.strictSame(projected, row.order.map((name) => [name]), `the engine projects the same rounds: ${JSON.stringify(projected)}`)
  }
  if (row.thenImageInPlace) await imageAfterwardsInPlace(t, world, scene, next, record, settings)
}

/** Kubernetes' StatefulSet name rule in Kruise's webhook: a DNS label, where the apiserver takes a subdomain. */
async function dottedNameRefused(t: Test, world: World, row: StatefulSetRow, ns: string): Promise<void> {
  const dotted = statefulSet('web.v2', ns, row)
  const refused = await dryRunApply(world, dotted)
  t.not(refused.code, 0, 'named web.v2, its creation is refused')
  t.match(refused.stderr, /vstatefulset\.kb\.io.*metadata\.name: Invalid value: "web\.v2": must not contain dots/, `by Kruise's webhook, naming the name: ${admissionRefusal(refused.stderr)}`)
  t.same(predictCreate(dotted).kruiseWebhookRefusals.map((r) => r.field), ['metadata.name'], 'the guard predicts that refusal, and no other')
}

/**
 * Kruise's StatefulSet webhook runs no Pod validation on the template: a port name of 16 characters, a probe's port
 * as a quoted number and an extended resource requested without a limit are admitted, and the API server refuses each
 * Pod kruise-manager creates from it, for all three. The guard warns of exactly that.
 */
async function podsRefused(t: Test, world: World, row: StatefulSetRow, ns: string): Promise<void> {
  const name = 'ported'
  const ported = statefulSet(name, ns, row)
  const app = ported.spec.template.spec.containers[0]
  app.ports = [{ name: 'http-metrics-012', containerPort: 8080 }]
  app.livenessProbe = { httpGet: { path: '/healthz', port: '8080' } }
  app.resources = { requests: { 'example.com/gpu': '1' } }
  t.equal((await apply(world, ported)).code, 0, 'a template with a port name of 16 characters, a quoted probe port and a gpu request without a limit is admitted')
  const refused = await until(`a FailedCreate Event of StatefulSet ${name}`, async () => {
    return (await namespaceEvents(world, ns)).find((e) => e.reason === 'FailedCreate' && e.involvedObject?.name === name)
  }, async () => JSON.stringify((await namespaceEvents(world, ns)).map((e) => `${e.reason}: ${e.message}`)))
  const message = String(refused.message)
  t.match(message, /spec\.containers\[0\]\.ports\[0\]\.name: Invalid value: "http-metrics-012"/, `the API server refuses its Pod: ${message.slice(0, 600)}`)
  t.match(message, /spec\.containers\[0\]\.livenessProbe\.httpGet\.port: Invalid value: "8080"/, 'for the quoted probe port')
  t.match(message, /spec\.containers\[0\]\.resources\.limits: Required value: Limit must be set for non overcommitable resources/, 'and for the gpu request without a limit')
  const pods = await world.api.get(`${podPath(ns)}?labelSelector=app%3D${name}`)
  t.same(pods.body?.items ?? [], [], 'no Pod exists')
  const trap = predictCreate(ported).traps.find((x) => x.id === 'pods-refused')
  t.equal(trap?.field, 'spec.template.spec.containers[app].ports[0].name', 'the guard warns that the Pods are refused, at the port name first')
  for (const field of ['containers[app].livenessProbe.httpGet.port', 'containers[app].resources.limits']) t.match(trap?.message, `spec.template.spec.${field}: `, `and names ${field}`)
  await world.cp.kubectl(['delete', 'statefulsets.apps.kruise.io', name, '-n', ns, '--wait=false'])
}

function oracleCheck(t: Test, oracle: Json, expect: StatefulSetExpect, updateRevision: string): void {
  t.equal(oracle.outcome, expect, `the Kruise oracle answers ${oracle.outcome} for this pair`)
  t.equal(oracle.revisions?.new?.name, updateRevision, 'and names the update revision kruise-manager took')
}

function recreateChecks(t: Test, row: StatefulSetRow, record: RolloutRecord, uids: Map<string, string>, guard: GuardAnswer, replicas: number): void {
  t.equal(record.pods.filter((p) => uids.get(p.metadata.name) === p.metadata.uid).length, 0, 'Kruise replaced every Pod (new UIDs, same names)')
  t.equal(record.updated.length, replicas, 'each Pod once')
  t.equal(guard.prediction.outcome, 'recreate', 'the guard predicts recreate')
  t.ok(guard.prediction.blocking.length > 0, `naming the fields: ${guard.prediction.blocking.map((b) => b.change.path).join(', ')}`)
  if (row.policy === 'InPlaceIfPossible') t.equal(guard.prediction.consequence, 'silent-recreate', 'InPlaceIfPossible falls back to recreating without saying so')
  if (row.refusedWithoutGate) t.ok(trapIds(guard.prediction).includes('readiness-gate-added'), 'the guard warns that adding the gate recreates every Pod once')
  t.not(guard.policy.decision, 'deny', `the guard allows it (${guard.policy.decision}: ${row.policy} is not a denied strategy)`)
}

function partitionChecks(
  t: Test, row: StatefulSetRow, record: RolloutRecord, uids: Map<string, string>, before: Json[], oldRevision: string, partition: number,
): void {
  t.strictSame(record.updated.map((u) => u.name), row.order, `Kruise's order: ${row.order!.join(', ')}`)
  t.ok(record.maxUnready <= 1, `one Pod at a time (maxUnavailable 1; saw ${record.maxUnready})`)
  const held = before.map((p) => p.metadata.name as string).filter((n) => !row.order!.includes(n)).sort()
  t.equal(held.length, partition, `the partition holds ${held.join(', ')}`)
  for (const name of held) {
    const pod = record.pods.find((p) => p.metadata.name === name)
    t.equal(revisionOf(pod ?? {}), oldRevision, `${name} stays at the old revision`)
    t.equal(pod?.metadata.uid, uids.get(name), `${name} untouched`)
  }
}

/** Recreated once for the readiness gate, the Pods now carry it: the next image change goes in place. */
async function imageAfterwardsInPlace(t: Test, world: World, scene: WorkloadScene, current: Json, record: RolloutRecord, settings: Settings): Promise<void> {
  const stored = await scene.workload()
  const revision = stored.status.updateRevision as string
  const uids = new Map(record.pods.map((p) => [p.metadata.name as string, p.metadata.uid as string]))
  const next = structuredClone(current)
  container(next).image = IMAGE_2
  const admitted = await dryRunApply(world, next)
  t.equal(admitted.code, 0, 'then an image change: Kruise admits it')
  const guard = guardAnswer(stored, admitted.object!, settings.denyStrategies)
  t.equal((await apply(world, next)).code, 0, 'image change applied')
  const after = await watchRollout(scene, revision, rolledOut(uids.size, 0))
  t.equal(after.pods.filter((p) => uids.get(p.metadata.name) === p.metadata.uid).length, uids.size, 'Kruise updates every Pod in place this time (same UIDs)')
  t.equal(guard.prediction.outcome, 'in-place', 'as the guard predicts')
}

async function stallChecks(t: Test, scene: WorkloadScene, row: StatefulSetRow, uids: Map<string, string>, oldRevision: string, guard: GuardAnswer): Promise<void> {
  const stall = /find strategy is InPlaceOnly but Pod \S+ can not update in-place/
  const lines = await waitForLog(scene, stall)
  t.comment(`kruise-manager: ${(lines[0]!.match(stall) ?? [''])[0]}`)
  t.pass('Kruise\'s controller refuses to update the Pod: find strategy is InPlaceOnly but Pod … can not update in-place')
  await sleep(3000)
  const pods = await scene.pods()
  const w = await scene.workload()
  t.not(w.status.updateRevision, oldRevision, 'Kruise took the new revision')
  t.equal(pods.filter((p) => uids.get(p.metadata.name) === p.metadata.uid && revisionOf(p) === oldRevision).length, uids.size, 'every Pod kept at the old revision: nothing happened')
  t.notOk((await scene.events()).some((e) => /UpdatePodInPlace/.test(e.reason)), 'no in-place update Event')
  t.equal(guard.prediction.consequence, 'rollout-fails', `the guard predicts the stall (${guard.prediction.blocking.map((b) => b.change.path).join(', ')})`)
  t.strictSame(guard.prediction.kruiseWebhookRejects, [], 'and knows Kruise\'s webhook lets it through')
  t.ok(trapIds(guard.prediction).includes('in-place-only-stall'), 'and warns of the stall Kruise\'s webhook admits')
  t.equal(guard.policy.decision, 'deny', `the guard denies it (${row.policy} is a denied strategy): ${guard.policy.denyMessage ?? ''}`)
  // Where the guard's webhook is not in the way, observe mode and `diagnose` read the stall from the live objects.
  const revisions = await scene.world.api.get(`/apis/apps/v1/namespaces/${scene.ns}/controllerrevisions`)
  const diagnosis = diagnose(readWorkload(w), pods as Pod[], Date.now(), {
    revisions: (revisions.body?.items ?? []) as ControllerRevision[], updateRevision: w.status.updateRevision, currentRevision: w.status.currentRevision,
  })
  const impossible = diagnosis.reasons.find((r) => r.reason === 'in-place-only-impossible')
  t.ok(diagnosis.stalled, `the engine's diagnosis of the live StatefulSet: stalled (${diagnosis.reasons.map((r) => r.reason).join(', ')})`)
  t.ok(impossible && impossible.pods.length > 0, `naming the InPlaceOnly stall of ${impossible?.pods.join(', ')}: ${impossible?.message ?? ''}`)
}

/**
 * The same update where the guard's webhook runs (the chart's webhook.kinds sends it statefulsets): it denies what
 * Kruise's webhook let through, naming the field.
 */
async function guardedTwin(t: Test, world: World, row: StatefulSetRow, ns: string, old: Json, next: Json): Promise<void> {
  const guarded = ns.replace(/^ka-/, 'kg-') // not a substring of ns: the manager's log is searched by namespace
  await world.cp.kubectl(['create', 'namespace', guarded])
  const inGuarded = (sts: Json): Json => ({ ...structuredClone(sts), metadata: { ...sts.metadata, namespace: guarded } })
  t.equal((await apply(world, inGuarded(old))).code, 0, 'where the guard\'s webhook runs, the old StatefulSet is created')
  const refused = await apply(world, inGuarded(next))
  t.not(refused.code, 0, `there the update is refused (${row.policy})`)
  t.match(refused.stderr, /admission webhook "[^"]*inplace-guard[^"]*" denied the request/, `by the guard's webhook: ${admissionRefusal(refused.stderr)}`)
  t.match(refused.stderr, /imagePullPolicy/, 'naming the field')
}

async function waitForLog(scene: WorkloadScene, pattern: RegExp): Promise<string[]> {
  const deadline = Date.now() + 60_000
  for (;;) {
    const lines = scene.managerLog(pattern)
    if (lines.length > 0) return lines
    if (Date.now() > deadline) throw new Error(`kruise-manager never logged ${pattern}\n${await scene.describe()}`)
    await sleep(250)
  }
}
