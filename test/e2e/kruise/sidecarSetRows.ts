import type { Test } from 'tap'
import type { Pod } from '../../../src/engine/kube/pod.js'
import { predictSidecarSetUpdate } from '../../../src/engine/inplace/sidecarSetUpdate.js'
import { sidecarSetCensus } from '../../../src/engine/rollout/sidecarSetCensus.js'
import { predictSidecarSetRound } from '../../../src/engine/rollout/sidecarSetPods.js'
import { readSidecarSet } from '../../../src/engine/workloads/sidecarSet.js'
import { sidecarSetRefusals } from '../../../src/engine/inplace/sidecarSetRefusals.js'
import { askKruiseOracle } from '../harness/kruiseOracle.js'
import { type KubeletStandIn, startKubeletStandIn } from '../harness/kubeletStandIn.js'
import { describeFailure, podPath } from '../harness/kubeApi.js'
import { SIDECAR_INJECTION_LABEL } from '../harness/kruiseManager.js'
import { type World, isReady, until } from './world.js'
import { admissionRefusal, apply, dryRunApply } from './workloadScene.js'

/**
 * SidecarSet rows of the referee: Kruise's Pod webhook injects the SidecarSet's sidecar into the row's Pods when they
 * are created, then the row updates the SidecarSet and records what kruise-manager's SidecarSet controller did to the
 * running Pods (same UIDs, sidecar image changed and restarted: upgraded in place; sidecar unchanged and the Pod
 * condition SidecarSetUpgradable=False: left behind), and what a Pod created afterwards gets. The guard's answer for
 * the same SidecarSet pair and running Pods must be what kruise-manager did.
 */

type Json = Record<string, any>

const VERSION = 'v1beta1'
const SIDECAR = 'log-agent'
const APP_IMAGE = 'registry.example/shop/web:1.0.0'
export const SIDECAR_IMAGE_1 = 'registry.example/ops/log-agent:1.0.0'
export const SIDECAR_IMAGE_2 = 'registry.example/ops/log-agent:1.1.0'
const ROW_LABEL = 'kig-e2e/sidecar-row'
const PODS = ['web-0', 'web-1']

/** What kruise-manager does to the running Pods: upgrades their sidecar in place, or leaves them on the old one. */
export type SidecarSetOutcome = 'in-place' | 'left-behind'

export interface SidecarSetRow {
  name: string
  /** Edits a copy of the old SidecarSet into the new one. */
  next: (sidecarSet: Json) => void
  expect: SidecarSetOutcome
  /** First, the SidecarSet named with a dot (a subdomain, which the apiserver takes): Kruise's webhook must refuse it. */
  refusedDottedName?: boolean
}

const sidecar = (sidecarSet: Json): Json => sidecarSet.spec.containers[0]

export const SIDECARSET_ROWS: SidecarSetRow[] = [
  { name: 'sidecar-image', next: (s) => { sidecar(s).image = SIDECAR_IMAGE_2 }, expect: 'in-place', refusedDottedName: true },
  {
    name: 'sidecar-env',
    next: (s) => { sidecar(s).image = SIDECAR_IMAGE_2; sidecar(s).env = [{ name: 'LOG_LEVEL', value: 'debug' }] },
    expect: 'left-behind',
  },
]

/**
 * The guard's answer for the running Pods once the SidecarSet is `next`: the engine's round over them (a Pod it would
 * upgrade now or in a later round: in place; one it can never upgrade: left behind; any other verdict as it is).
 */
function guardSays(next: Json, pods: Json[]): Map<string, string> {
  const round = predictSidecarSetRound(readSidecarSet(next), pods as Pod[])
  const said = (verdict: string): string => verdict === 'upgrade' || verdict === 'waiting' ? 'in-place' : verdict === 'not-upgradable' ? 'left-behind' : verdict
  return new Map(round.pods.map((p) => [p.name, said(p.verdict)]))
}

export function sidecarSetObject(name: string, ns: string): Json {
  return {
    apiVersion: `apps.kruise.io/${VERSION}`,
    kind: 'SidecarSet',
    metadata: { name },
    spec: {
      selector: { matchLabels: { [ROW_LABEL]: ns } },
      updateStrategy: { type: 'RollingUpdate', maxUnavailable: 1 },
      containers: [{ name: SIDECAR, image: SIDECAR_IMAGE_1, env: [{ name: 'LOG_LEVEL', value: 'info' }] }],
    },
  }
}

function pod(name: string, ns: string): Json {
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name, namespace: ns, labels: { app: 'web', [ROW_LABEL]: ns, [SIDECAR_INJECTION_LABEL]: 'on' } },
    spec: { containers: [{ name: 'app', image: APP_IMAGE }] },
  }
}

const container = (p: Json, name: string): Json | undefined => (p.spec.containers as Json[]).find((c) => c.name === name)
/** The container's status as the kubelet reports it. */
const running = (p: Json, name: string): Json | undefined => (p.status?.containerStatuses as Json[] | undefined)?.find((c) => c.name === name)
const condition = (p: Json, type: string): Json | undefined => (p.status?.conditions as Json[] | undefined)?.find((c) => c.type === type)

class SidecarScene {
  readonly kubelet: KubeletStandIn
  constructor(readonly world: World, readonly ns: string, readonly sidecarSetName: string) {
    this.kubelet = startKubeletStandIn(world.api, ns, { readyDelayMs: 300 })
  }

  async pods(): Promise<Json[]> {
    const res = await this.world.api.get(`${podPath(this.ns)}?labelSelector=app%3Dweb`)
    return ((res.body?.items ?? []) as Json[]).filter((p) => !p.metadata.deletionTimestamp)
  }

  async sidecarSet(): Promise<Json> {
    const res = await this.world.api.get(`/apis/apps.kruise.io/${VERSION}/sidecarsets/${this.sidecarSetName}`)
    if (res.status !== 200) throw new Error(`get SidecarSet ${this.sidecarSetName}: ${describeFailure(res)}`)
    return res.body
  }

  async events(): Promise<Json[]> {
    const res = await this.world.api.get(`/api/v1/events?fieldSelector=involvedObject.name%3D${this.sidecarSetName}`)
    return (res.body?.items ?? []) as Json[]
  }

  async create(name: string): Promise<void> {
    const res = await this.world.api.create(podPath(this.ns), pod(name, this.ns))
    if (res.status !== 201) throw new Error(`create Pod ${this.ns}/${name}: ${describeFailure(res)}`)
  }

  /** Waits until `done(pods)` holds with every Pod Ready. */
  async until(what: string, done: (pods: Json[]) => boolean): Promise<Json[]> {
    return until(what, async () => {
      const pods = await this.pods()
      return pods.length > 0 && pods.every(isReady) && done(pods) ? pods : undefined
    }, this.describe, 120_000)
  }

  describe = async (): Promise<string> => {
    const s = await this.sidecarSet().catch((e: Error) => ({ error: e.message }))
    return [
      `SidecarSet status: ${JSON.stringify((s as Json).status ?? s)}`,
      ...(await this.pods()).map((p) => `  ${p.metadata.name} uid=${p.metadata.uid} ready=${isReady(p)} ${SIDECAR}=${container(p, SIDECAR)?.image} ` +
        `${(p.status?.conditions ?? []).map((c: Json) => `${c.type}=${c.status}${c.reason ? `(${c.reason})` : ''}`).join(',')}`),
      `events: ${(await this.events()).map((e) => `${e.reason}: ${e.message}`).join(' | ')}`,
      `kubelet stand-in errors: ${this.kubelet.errors.slice(-5).join(' | ') || 'none'}`,
      `kruise-manager errors: ${this.world.manager.logLines(/^E.*sidecar/i).slice(-5).join('\n') || 'none'}`,
    ].join('\n')
  }

  async stop(): Promise<void> {
    await this.kubelet.stop()
    await this.world.cp.kubectl(['delete', 'sidecarset', this.sidecarSetName, '--wait=false'], { allowFail: true })
  }
}

export interface SidecarSetSettings {
  guardOff: Record<string, string>
  /** The Kruise oracle's binary, built from the Kruise module kruise-manager runs. */
  oracle: string
}

/**
 * Kruise's SidecarSet name rule, asked of Kruise's own webhook code (the oracle admits the object as a CREATE): a
 * cluster-scoped SidecarSet goes to the guard's webhook too, so a refused dry-run would not say whose refusal it was.
 */
async function dottedNameRefused(t: Test, oracle: string, ns: string): Promise<void> {
  const dotted = sidecarSetObject('log.v2', ns)
  const answer = await askKruiseOracle(oracle, 'SidecarSet', dotted, dotted)
  t.match(answer.error, /denies the CREATE: .*metadata\.name: Invalid value: "log\.v2": sidecarset name must consist of alphanumeric characters or '-'/, `Kruise's webhook refuses log.v2: ${answer.error}`)
  t.same(sidecarSetRefusals(readSidecarSet(dotted)).map((r) => r.field), ['metadata.name'], 'the guard predicts that refusal, and no other')
}

export async function runSidecarSetRow(t: Test, world: World, row: SidecarSetRow, index: number, settings: SidecarSetSettings): Promise<void> {
  const ns = `ks-${index}-${row.name}`.slice(0, 50)
  await world.cp.kubectl(['create', 'namespace', ns])
  await world.cp.kubectl(['label', 'namespace', ns, ...Object.entries(settings.guardOff).map(([k, v]) => `${k}=${v}`)])
  const scene = new SidecarScene(world, ns, `log-${ns}`)
  t.teardown(() => scene.stop())

  if (row.refusedDottedName) await dottedNameRefused(t, settings.oracle, ns)
  const old = sidecarSetObject(scene.sidecarSetName, ns)
  t.equal((await apply(world, old)).code, 0, 'old SidecarSet applied')
  for (const name of PODS) await scene.create(name)
  const before = await scene.until('the Pods Ready with the sidecar injected', (pods) => pods.length === PODS.length && pods.every((p) => container(p, SIDECAR)?.image === SIDECAR_IMAGE_1))
  t.pass(`Kruise's Pod webhook injected ${SIDECAR} into ${before.map((p) => p.metadata.name).join(', ')}`)
  const uids = new Map(before.map((p) => [p.metadata.name as string, p.metadata.uid as string]))
  const stored = await scene.sidecarSet()
  const next = structuredClone(old)
  row.next(next)
  const admitted = await dryRunApply(world, next)
  t.equal(admitted.code, 0, `Kruise's webhooks admit the update ${admissionRefusal(admitted.stderr)}`)
  const guard = guardSays(admitted.object!, before)
  const update = predictSidecarSetUpdate(readSidecarSet(stored), readSidecarSet(admitted.object!))
  t.equal(update.outcome, row.expect === 'in-place' ? 'in-place' : 'not-upgradable', `the guard predicts ${update.outcome}: ${update.messages.join(' ')}`)
  t.equal((await apply(world, next)).code, 0, 'new SidecarSet applied')

  const after = row.expect === 'in-place'
    ? await scene.until(`${SIDECAR} running ${SIDECAR_IMAGE_2} in every Pod`, (pods) => pods.every((p) => container(p, SIDECAR)?.image === SIDECAR_IMAGE_2 && running(p, SIDECAR)?.image === SIDECAR_IMAGE_2 && running(p, SIDECAR)?.ready))
    : await scene.until('every Pod marked SidecarSetUpgradable=False', (pods) => pods.every((p) => condition(p, 'SidecarSetUpgradable')?.status === 'False'))
  t.strictSame(after.map((p) => p.metadata.uid).sort(), [...uids.values()].sort(), 'Kruise kept every Pod (same UIDs)')
  for (const p of after) {
    const name = p.metadata.name as string
    if (row.expect === 'in-place') {
      t.equal(scene.kubelet.restarts.get(`${name}/${SIDECAR}`), 1, `${name}: ${SIDECAR} restarted once`)
    } else {
      t.equal(container(p, SIDECAR)?.image, SIDECAR_IMAGE_1, `${name}: ${SIDECAR} still runs the old image`)
      t.equal(condition(p, 'SidecarSetUpgradable')?.reason, 'UpdateImmutableField', `${name}: SidecarSetUpgradable=False, reason UpdateImmutableField`)
      t.notOk(scene.kubelet.restarts.get(`${name}/${SIDECAR}`), `${name}: ${SIDECAR} not restarted`)
    }
    t.notOk(scene.kubelet.restarts.get(`${name}/app`), `${name}: the app container not restarted`)
    t.equal(guard.get(name), row.expect, `the guard says ${name} is ${row.expect === 'in-place' ? 'upgraded in place' : 'left behind'}`)
  }
  if (row.expect === 'left-behind') {
    // Kruise records the Event after it has marked the Pods, and its recorder writes Events in the background.
    const event = until('Event NotUpgradablePods on the SidecarSet', async () => (await scene.events()).find((e) => e.reason === 'NotUpgradablePods'), scene.describe, 30_000)
    await t.resolves(event, 'Event NotUpgradablePods on the SidecarSet')
  }
  // The cluster view (diagnose, check --live, observe mode) of the SidecarSet as stored, over the Pods as Kruise left them.
  const census = sidecarSetCensus(readSidecarSet(await scene.sidecarSet()), after as Pod[])
  const names = after.map((p) => `${ns}/${p.metadata.name}`).sort()
  t.strictSame([census.matched, census.updated, [...census.neverUpgradable].sort(), [...census.markedNotUpgradable].sort()],
    row.expect === 'in-place' ? [PODS.length, PODS.length, [], []] : [PODS.length, 0, names, names],
    `the cluster view counts what Kruise did: ${census.messages.join(' | ')}`)

  await scene.create('web-new')
  const created = await scene.until('the new Pod Ready', (pods) => pods.some((p) => p.metadata.name === 'web-new'))
  const fresh = created.find((p) => p.metadata.name === 'web-new')!
  const wanted = admitted.object!.spec.containers[0] as Json
  const logLevel = (c: Json | undefined) => (c?.env as Json[] | undefined)?.find((e) => e.name === 'LOG_LEVEL')?.value
  t.strictSame([container(fresh, SIDECAR)?.image, logLevel(container(fresh, SIDECAR))], [wanted.image, logLevel(wanted)], 'a Pod created afterwards gets the new sidecar (image and env)')
}
