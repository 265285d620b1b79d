import { metaTime } from '../engine/kube/metaTime.js'
import { type LabelSelector, matchesSelector } from '../engine/kube/labelSelector.js'
import { type Pod, getCondition } from '../engine/kube/pod.js'
import type { KruiseRelease } from '../engine/kruise/releases.js'
import { type SidecarSetUpdatePrediction, predictSidecarSetUpdate } from '../engine/inplace/sidecarSetUpdate.js'
import type { SidecarPodVerdict } from '../engine/rollout/sidecarSetPods.js'
import { nextSidecarSetUpgrades } from '../engine/rollout/sidecarSetUpgradeOrder.js'
import { injectSidecarSet } from '../engine/update/sidecarSetInjection.js'
import { SIDECARSET_UPGRADABLE_CONDITION, notUpgradableStatus, upgradePodSidecars } from '../engine/update/sidecarSetUpgrade.js'
import { type SidecarSetView, readSidecarSet } from '../engine/workloads/sidecarSet.js'
import { GuardError } from '../errors.js'
import { SimClock } from './clock.js'
import { type KubeletOptions, KubeletSimulator, imageIdOf } from './kubelet.js'
import { MemoryCluster } from './memoryCluster.js'
import { SIMULATION_START, runningStatus, uuidFor } from './simulation.js'

/**
 * A SidecarSet update played on the embedded cluster: N running, ready Pods that Kruise's Pod webhook injected with
 * the old SidecarSet's sidecars (engine/update/sidecarSetInjection.ts), then the new SidecarSet applied and its
 * controller played round by round with the engine's rules: which Pods go (engine/rollout/sidecarSetUpgradeOrder.ts
 * over predictSidecarSetRound) and what it writes to them (engine/update/sidecarSetUpgrade.ts). The simulated kubelet
 * restarts each sidecar whose image changed (stop, pull, start, probe), on the simulated clock. The controller acts
 * only once the kubelet has caught up with its last writes (Kruise waits on its update expectations likewise).
 */

export interface SidecarSetSimulationOptions {
  /** The SidecarSet the running Pods were injected with, and the one applied (raw objects). */
  before: unknown
  after: unknown
  kruise?: KruiseRelease
  /** Running Pods the SidecarSet was injected into. */
  replicas: number
  /** The first N Pods run but are NotReady before the change. */
  notReady?: number
  /** Pods (names, or 0-based ordinals as strings) on which pulling a new sidecar image fails. */
  failPull?: string[]
  kubelet?: Pick<KubeletOptions, 'pullSeconds' | 'probeDelaySeconds' | 'startSeconds'>
  maxSeconds?: number
}

/** `not-finished`: simulated time reached --max-seconds while a Pod was still being upgraded (not a stall). */
export type SidecarSetSimulationOutcome = 'completed' | 'unchanged' | 'not-updated' | 'paused' | 'not-upgradable' | 'stalled' | 'not-finished'

export interface SidecarSimulationRound {
  round: number
  /** Simulated seconds since the change. */
  at: number
  pods: string[]
}

export interface SidecarSimulatedPod {
  name: string
  uidBefore: string
  uidAfter: string | null
  /** Container restarts since the change, by container name. */
  restarts: Record<string, number>
  /** What the controller's last round said of it. */
  verdict: SidecarPodVerdict
  /** Seconds since the change when its upgrade started, and how long until it was ready again. */
  startedAt?: number
  seconds?: number
  /** SidecarSetUpgradable=False, as the controller set it. */
  notUpgradable?: boolean
  /** The new sidecar image cannot be pulled. */
  pullFailed?: boolean
}

export interface SidecarPullFailure {
  reason: 'image-pull-failing'
  pods: string[]
  message: string
}

export interface SidecarSetSimulationResult {
  name: string
  namespace: string
  outcome: SidecarSetSimulationOutcome
  /** Every Pod the update reaches runs the new sidecars (the partition's Pods aside). */
  completed: boolean
  seconds: number
  rounds: SidecarSimulationRound[]
  pods: SidecarSimulatedPod[]
  /** Pods the partition keeps on the old sidecars. */
  heldByPartition: number
  /** Why it did not complete, in words naming the SidecarSet's fields or the Pods. */
  reason?: string
  /** The NotUpgradablePods Event the SidecarSet got, if any. */
  event?: string
  /** The --max-seconds the play reached with the upgrade still under way (outcome not-finished). */
  stoppedAtLimit?: number
  /** At that limit, the failure already there that more time would not clear: Pods whose new sidecar image cannot be pulled. */
  alreadyFailing?: SidecarPullFailure
  prediction: SidecarSetUpdatePrediction
  cluster: MemoryCluster
  kubelet: KubeletSimulator
}

export const SIDECAR_APP_CONTAINER = 'app'
const APP_IMAGE = 'registry.example/app:1.0.0'

export async function runSidecarSetSimulation(options: SidecarSetSimulationOptions): Promise<SidecarSetSimulationResult> {
  const before = readSidecarSet(options.before, options.kruise)
  const after = readSidecarSet(options.after, options.kruise)
  refuseHotUpgrade(before)
  refuseHotUpgrade(after)
  const labels = podLabelsFor(before)
  const namespace = podNamespaceOf(options.before)
  const clock = new SimClock(SIMULATION_START)
  const store = new MemoryCluster({ now: clock.now })
  const seeded = seedInjectedPods(before, options.replicas, { namespace, labels, now: clock.now(), notReady: options.notReady ?? 0 })
  for (const pod of seeded) store.storePod(pod, 'ADDED')
  const index = new Map(seeded.map((p, i) => [p.metadata.name, i]))
  const failPull = new Set(options.failPull ?? [])
  const newImages = new Set(after.containers.map((c) => c.image))
  const oldImages = new Set(before.containers.map((c) => c.image))
  const listed = (pod: string) => failPull.has(pod) || failPull.has(String(index.get(pod) ?? -1))
  const notReady = options.notReady ?? 0
  const kubelet = new KubeletSimulator(store, {
    ...options.kubelet,
    failPull: (pod, _container, image) => listed(pod) && newImages.has(image) && !oldImages.has(image),
    neverReady: (pod) => (index.get(pod) ?? Infinity) < notReady,
  })
  await kubelet.sync(clock.now())

  const prediction = predictSidecarSetUpdate(before, after)
  const controller = store.client('sidecarset-controller')
  const changedAt = clock.now()
  const maxSeconds = options.maxSeconds ?? 3600
  const deadline = changedAt + maxSeconds * 1000
  // Something was still due (a sidecar being pulled or started) when simulated time reached the limit.
  let stoppedAtLimit = false
  const rounds: SidecarSimulationRound[] = []
  const started = new Map<string, number>()
  const finished = new Map<string, number>()
  let event: string | undefined
  let last = nextSidecarSetUpgrades(after, store.allPods())
  for (let steps = 0; steps < 100_000; steps++) {
    // The kubelet first: the controller acts on what it reports.
    for (let i = 0; i < 1000 && ((await kubelet.sync(clock.now())) > 0 || kubelet.hasPendingEvents); i++) { /* until it has caught up */ }
    trackFinished(store.allPods(), after, started, finished, clock.now())
    last = nextSidecarSetUpgrades(after, store.allPods())
    event ??= last.round.event
    for (const verdict of last.round.pods.filter((p) => p.verdict === 'not-upgradable')) {
      const pod = store.pod(namespace, verdict.name)!
      const status = notUpgradableStatus(after, pod, clock.now())
      if (status !== undefined) await controller.updatePodStatus({ ...pod, status })
    }
    if (last.upgrade.length > 0) {
      for (const pod of last.upgrade) {
        await controller.updatePod(upgradePodSidecars(after, pod, clock.now()).pod)
        started.set(pod.metadata.name, clock.now())
      }
      rounds.push({ round: rounds.length + 1, at: (clock.now() - changedAt) / 1000, pods: last.upgrade.map((p) => p.metadata.name) })
      continue
    }
    const wake = kubelet.nextWakeAt()
    if (wake === undefined) break
    if (wake > deadline) {
      stoppedAtLimit = true
      break
    }
    clock.set(wake)
  }
  const pods = podReport(store, kubelet, seeded, last, started, finished, changedAt)
  const played = outcomeOf(prediction, last, pods)
  const outcome = played === 'stalled' && stoppedAtLimit ? 'not-finished' : played
  const pullFailure = pullFailureOf(pods)
  return {
    name: after.name,
    namespace,
    outcome,
    completed: outcome === 'completed' || outcome === 'unchanged',
    seconds: (clock.now() - changedAt) / 1000,
    rounds,
    pods,
    heldByPartition: last.round.heldByPartition,
    ...(reasonOf(outcome, prediction, pullFailure, notReady) ?? {}),
    ...(event !== undefined ? { event } : {}),
    ...(outcome === 'not-finished' ? { stoppedAtLimit: maxSeconds, ...(pullFailure ? { alreadyFailing: pullFailure } : {}) } : {}),
    prediction,
    cluster: store,
    kubelet,
  }
}

function refuseHotUpgrade(view: SidecarSetView): void {
  const hot = view.containers.find((c) => c.upgradeType === 'HotUpgrade')
  if (hot !== undefined) {
    throw new GuardError('IPG_ERR_KIND_NOT_SIMULATED',
      `SidecarSet "${view.name}": sidecar container "${hot.name}" uses ${hot.path}.upgradeStrategy.upgradeType HotUpgrade, which the embedded cluster does not play; inplace-guard check predicts the update`)
  }
}

/**
 * Labels that spec.selector selects: its matchLabels, and for matchExpressions a value for `In` (its first) and
 * `Exists`; `NotIn` and `DoesNotExist` hold for a label left out. A selector those cannot satisfy is refused.
 */
export function podLabelsFor(view: SidecarSetView): Record<string, string> {
  const selector: LabelSelector | undefined = view.selector
  if (selector === undefined) throw new GuardError('IPG_ERR_FIELD_VALUE', `SidecarSet "${view.name}" has no spec.selector: it is injected into no Pod`, 'spec.selector')
  const labels: Record<string, string> = { ...selector.matchLabels }
  for (const e of selector.matchExpressions ?? []) {
    if (labels[e.key] !== undefined) continue
    if (e.operator === 'In' && e.values && e.values.length > 0) labels[e.key] = e.values[0]!
    else if (e.operator === 'Exists') labels[e.key] = 'true'
  }
  if (!matchesSelector(selector, labels)) {
    throw new GuardError('IPG_ERR_FIELD_VALUE', `SidecarSet "${view.name}": no Pod labels built from spec.selector's matchLabels and its In and Exists expressions satisfy spec.selector`, 'spec.selector')
  }
  return labels
}

/** spec.namespace limits injection to one namespace; otherwise the Pods are in `default`. */
function podNamespaceOf(raw: unknown): string {
  const ns = (raw as { spec?: { namespace?: unknown } }).spec?.namespace
  return typeof ns === 'string' && ns !== '' ? ns : 'default'
}

/** `pod-0` … `pod-<N-1>`: one app container, the sidecars injected at creation, running and ready (the first `notReady` not ready). */
function seedInjectedPods(view: SidecarSetView, n: number, o: { namespace: string; labels: Record<string, string>; now: number; notReady: number }): Pod[] {
  return Array.from({ length: n }, (_, i) => {
    const name = `pod-${i}`
    const since = o.now - (n - i) * 1000
    const created: Pod = {
      metadata: { name, namespace: o.namespace, labels: { ...o.labels }, uid: uuidFor(`${o.namespace}/${name}`), creationTimestamp: metaTime(since) },
      spec: { containers: [{ name: SIDECAR_APP_CONTAINER, image: APP_IMAGE }], nodeName: `sim-node-${(i % 3) + 1}` },
    }
    const pod = injectSidecarSet(view, created, since)
    const status = runningStatus(pod, i >= o.notReady, since, imageIdOf)
    return { ...pod, status: { ...status, conditions: status.conditions?.filter((c) => c.type !== 'InPlaceUpdateReady') } }
  })
}

/** A started Pod is done once it runs the new sidecars, ready. */
function trackFinished(pods: Pod[], view: SidecarSetView, started: Map<string, number>, finished: Map<string, number>, now: number): void {
  const images = new Map(view.containers.map((c) => [c.name, c.image]))
  for (const pod of pods) {
    const name = pod.metadata.name
    if (!started.has(name) || finished.has(name)) continue
    const ready = pod.status?.phase === 'Running' && getCondition(pod, 'Ready')?.status === 'True'
    const running = (pod.status?.containerStatuses ?? []).every((s) => !images.has(s.name) || (s.image === images.get(s.name) && s.ready))
    if (ready && running) finished.set(name, now)
  }
}

function podReport(
  store: MemoryCluster, kubelet: KubeletSimulator, seeded: Pod[], last: ReturnType<typeof nextSidecarSetUpgrades>,
  started: Map<string, number>, finished: Map<string, number>, changedAt: number,
): SidecarSimulatedPod[] {
  const verdicts = new Map(last.round.pods.map((p) => [p.name, p.verdict]))
  const restarts = kubelet.restarts()
  return seeded.map((p) => {
    const now = store.pod(p.metadata.namespace ?? 'default', p.metadata.name)
    const byContainer: Record<string, number> = Object.fromEntries(p.spec.containers.map((c) => [c.name, 0]))
    for (const r of restarts) if (r.uid === now?.metadata.uid && r.pod === p.metadata.name) byContainer[r.container] = r.restartCount
    const entry: SidecarSimulatedPod = {
      name: p.metadata.name, uidBefore: p.metadata.uid ?? '', uidAfter: now?.metadata.uid ?? null, restarts: byContainer,
      verdict: verdicts.get(p.metadata.name) ?? 'not-matched',
    }
    const s = started.get(p.metadata.name)
    if (s !== undefined) {
      entry.startedAt = (s - changedAt) / 1000
      const f = finished.get(p.metadata.name)
      if (f !== undefined) entry.seconds = (f - s) / 1000
    }
    if (now && getCondition(now, SIDECARSET_UPGRADABLE_CONDITION)?.status === 'False') entry.notUpgradable = true
    if ((now?.status?.containerStatuses ?? []).some((c) => c.state?.waiting?.reason === 'ErrImagePull' || c.state?.waiting?.reason === 'ImagePullBackOff')) entry.pullFailed = true
    return entry
  })
}

function outcomeOf(prediction: SidecarSetUpdatePrediction, last: ReturnType<typeof nextSidecarSetUpgrades>, pods: SidecarSimulatedPod[]): SidecarSetSimulationOutcome {
  switch (prediction.outcome) {
    case 'unchanged': return 'unchanged'
    case 'not-updated': return 'not-updated'
    case 'paused': return 'paused'
    case 'not-upgradable': return 'not-upgradable'
    case 'in-place': {
      const pending = last.round.pods.some((p) => p.verdict === 'upgrade' || p.verdict === 'upgrading' || (p.verdict === 'waiting' && last.round.thisRound > 0))
      const unfinished = pods.some((p) => p.startedAt !== undefined && p.seconds === undefined)
      return pending || unfinished ? 'stalled' : 'completed'
    }
  }
}

function pullFailureOf(pods: SidecarSimulatedPod[]): SidecarPullFailure | undefined {
  const failed = pods.filter((p) => p.pullFailed).map((p) => p.name)
  if (failed.length === 0) return undefined
  return {
    reason: 'image-pull-failing',
    pods: failed,
    message: `pulling the new sidecar image fails on ${failed.join(', ')} (ErrImagePull): the Pod stays unavailable, and counts against spec.updateStrategy.maxUnavailable until the image can be pulled`,
  }
}

function reasonOf(
  outcome: SidecarSetSimulationOutcome, prediction: SidecarSetUpdatePrediction, pullFailure: SidecarPullFailure | undefined, notReady: number,
): { reason: string } | undefined {
  if (outcome === 'completed' || outcome === 'unchanged') return undefined
  if (outcome === 'not-finished') return { reason: 'simulated time reached --max-seconds while Pods were still being upgraded' }
  // Paused or NotUpdate with more than images changed: the second message says the Pods will stay behind even later.
  if (outcome !== 'stalled') return { reason: prediction.messages.join(' ') || outcome }
  if (pullFailure) return { reason: pullFailure.message }
  if (notReady > 0) return { reason: `${notReady === 1 ? '1 Pod was' : `${notReady} Pods were`} NotReady before the change and stay NotReady after their upgrade` }
  return { reason: 'the upgrade stopped with Pods still to upgrade, and nothing left in the simulation moves it on' }
}
