import { calculateInPlaceUpdateSpec } from '../engine/inplace/eligibility.js'
import { updateOptionsFor } from '../engine/inplace/updateOptions.js'
import type { FeatureGates } from '../engine/kruise/gates.js'
import type { KruiseRelease } from '../engine/kruise/releases.js'
import { selectorString } from '../engine/kube/labelSelector.js'
import { type Node, readNode } from '../engine/kube/node.js'
import { LABEL_REVISION, LABEL_TEMPLATE_HASH, type Pod, isActive, podLabels } from '../engine/kube/pod.js'
import { type CloneSetStatus, cloneSetStatus, statusChanged } from '../engine/rollout/cloneSetStatus.js'
import { revisionHashOf } from '../engine/rollout/daemonSetPlan.js'
import { type DaemonSetStatus, daemonSetStatus, daemonSetStatusChanged, nodesNeedingDaemonPods } from '../engine/rollout/daemonSetStatus.js'
import { type Diagnosis, diagnose } from '../engine/rollout/diagnosis.js'
import { failedCreateMessage } from '../engine/rollout/podCreateFailure.js'
import { planMemo } from '../engine/rollout/podFacts.js'
import { type RolloutPlan, rolloutPlan } from '../engine/rollout/rolloutPlan.js'
import { projectRounds } from '../engine/rollout/roundProjection.js'
import { statefulSetCreations } from '../engine/rollout/statefulSetScale.js'
import { type StatefulSetStatus, statefulSetStatus, statefulSetStatusChanged } from '../engine/rollout/statefulSetStatus.js'
import { newDaemonSetPod } from '../engine/update/daemonSetPod.js'
import { newPodFromTemplate } from '../engine/update/newPod.js'
import { recreatePath } from '../engine/update/recreatePath.js'
import { newStatefulSetPod } from '../engine/update/statefulSetPod.js'
import { failedUpdateShown } from '../engine/update/updateFailure.js'
import { inPlaceEntry, kruisePodReadyStatus, lifecycleTransition, withLifecycleState } from '../engine/update/podLifecycle.js'
import {
    beginInPlaceUpdate, inPlaceNotReadyStatus, inPlaceOnlyError, markSpecifiedDelete, podNeedsUnready, podReadMemo, refreshInPlaceUpdate,
} from '../engine/update/podUpdate.js'
import type { CloneSetView } from '../engine/workloads/cloneSet.js'
import type { DaemonSetView } from '../engine/workloads/daemonSet.js'
import { isOwnedBy, ownEvents, ownRevisions } from '../engine/workloads/ownership.js'
import {
    type ControllerRevision,
    claimTemplateHashOf, resolveUpdateRevision, revisionLabelValue, revisionNamed, shortHash, templateOfRevision,
} from '../engine/workloads/revision.js'
import type { StatefulSetView } from '../engine/workloads/statefulSet.js'
import { type Workload, readWorkload } from '../engine/workloads/workload.js'
import type { WorkloadKind } from '../engine/workloads/workloadView.js'
import { isGuardError } from '../errors.js'
import { type Cluster, type ViewKind, type WorkloadObject, VIEW_KINDS, isConflict, isNotFound, isViewKind, retryOnConflict } from './cluster.js'
import type { ReconcilerMetrics } from './metrics.js'
import { MAX_PLANNED_ROUNDS, publishObservation } from './observe.js'
import { observeSidecarSet } from './sidecarSetObserver.js'
import { observeUnitedDeployment } from './unitedDeploymentObserver.js'

/**
 * The embedded reconciler of CloneSets, Advanced StatefulSets and Advanced DaemonSets: level-triggered and idempotent. Each `reconcile`
 * reads the workload, its Pods and revisions from the cluster and does what OpenKruise's controller would do next
 * (spec §5.2): scale, refresh every Pod (§4.6, §4.8), then update the Pods the rollout plan picks (§4.1, §4.2), in
 * the workload's own order. Every rule comes from the engine; this file only reads, writes and retries. If the
 * process dies between two writes, the next process continues from what is on the Pods.
 *
 * `observe` mode never writes Pods: it publishes the plan and the diagnosis (workload annotations, Events,
 * metrics) for clusters where OpenKruise's own controller performs the updates.
 */

export type ReconcilerMode = 'active' | 'observe'

/** The kinds the reconciler plays in active mode: the in-memory cluster's rollouts. */
export const RECONCILED_KINDS: readonly WorkloadKind[] = ['CloneSet', 'StatefulSet', 'DaemonSet']
/** The kinds observe mode plans and diagnoses: every kind the engine plans. */
export const OBSERVED_KINDS: readonly WorkloadKind[] = ['CloneSet', 'StatefulSet', 'DaemonSet']
/** What observe mode shows besides: SidecarSets (their Pods' sidecars) and UnitedDeployments (their subsets' children). */
export const OBSERVED_VIEW_KINDS: readonly ViewKind[] = VIEW_KINDS

export interface LoggerLike {
  debug(obj: object, msg?: string): void
  info(obj: object, msg?: string): void
  warn(obj: object, msg?: string): void
  error(obj: object, msg?: string): void
}

export interface ReconcilerOptions {
  cluster: Cluster
  mode: ReconcilerMode
  gates: FeatureGates
  /** The cluster's Kruise release: its Go types decode the templates (default DEFAULT_KRUISE_RELEASE). */
  kruise?: KruiseRelease
  /** The clock (epoch ms). */
  now: () => number
  logger?: LoggerLike
  /** Instance ids for new Pods (default: 5 random characters of Kruise's alphabet). */
  newPodId?: () => string
  /** Kubernetes ≥ 1.32: resources change through `pods/resize` (default true). */
  resizeSubresource?: boolean
  /** Backoff sleep between conflict retries (tests and the simulation pass a no-op). */
  sleep?: (ms: number) => Promise<void>
  metrics?: ReconcilerMetrics
  /** Diagnosis threshold for a slow kubelet (seconds). */
  stallAfterSeconds?: number
  /** Called when Pods start an update in this reconcile (the simulation's timeline). */
  onPodsStarted?: (started: StartedPod[], plan: RolloutPlan) => void
}

export interface StartedPod {
  name: string
  uid?: string
  path: 'in-place' | 'recreate' | 'prepare-update'
}

export interface ReconcileResult {
  writes: number
  /** Reconcile again after this many ms even without a watch event (grace periods, minReadySeconds). */
  requeueAfterMs?: number
  started: StartedPod[]
  plan?: RolloutPlan
  diagnosis?: Diagnosis
  error?: string
}

const ALPHABET = 'bcdfghjklmnpqrstvwxz2456789'

function randomId(): string {
  let id = ''
  for (let i = 0; i < 5; i++) id += ALPHABET[Math.floor(Math.random() * ALPHABET.length)]
  return id
}

const silent: LoggerLike = { debug() {}, info() {}, warn() {}, error() {} }

interface Round {
  view: Workload
  raw: WorkloadObject
  revisions: ControllerRevision[]
  updateRevision: string
  currentRevision: string
  collisionCount: number
  result: ReconcileResult
  requeue: number[]
  /** updateRevision|generation: a Pod settled under another scope is refreshed again. */
  settledScope: string
  /** Advanced DaemonSet: the cluster's Nodes this round. */
  nodes?: Node[]
}

export class Reconciler {
  private readonly cluster: Cluster
  private readonly log: LoggerLike
  private readonly newPodId: () => string
  /** Pods whose last refresh found nothing to do, by uid: their resourceVersion then, and the round's scope (an informer-style cache). */
  private readonly settled = new Map<string, { resourceVersion: string | undefined; scope: string }>()
  private resolution: { key: string; value: ReturnType<typeof resolveUpdateRevision> } | undefined
  private specCache: { key: string; value: ReturnType<typeof calculateInPlaceUpdateSpec> } | undefined
  /** What the plan read from each listed Pod: this reconciler never mutates a Pod object it listed. */
  private readonly planMemo = planMemo()
  /** Parsed annotations of the stored (frozen) Pods it refreshes again and again. */
  private readonly podReads = podReadMemo()

  constructor(private readonly options: ReconcilerOptions) {
    this.cluster = options.cluster
    this.log = options.logger ?? silent
    this.newPodId = options.newPodId ?? randomId
  }

  get mode(): ReconcilerMode {
    return this.options.mode
  }

  async reconcile(namespace: string, name: string, kind: WorkloadKind | ViewKind = 'CloneSet'): Promise<ReconcileResult> {
    const result: ReconcileResult = { writes: 0, started: [] }
    if (isViewKind(kind)) return this.observeView(kind, namespace, name, result)
    let raw: WorkloadObject
    try {
      raw = await this.cluster.getWorkload(kind, namespace, name)
    } catch (err) {
      if (isNotFound(err)) return result
      throw err
    }
    let view: Workload
    try {
      view = readWorkload(raw, { kruise: this.options.kruise })
    } catch (err) {
      result.error = (err as Error).message
      this.log.warn({ kind, namespace, name, err: result.error }, `${kind} cannot be read; skipped`)
      return result
    }
    if (!this.kinds.includes(view.kind)) {
      result.error = `the embedded reconciler does not play an Advanced ${view.kind} yet (${namespace}/${name}); observe mode diagnoses it`
      return result
    }
    this.options.metrics?.reconciles.inc({ mode: this.options.mode })
    const revisions = ownRevisions(await this.cluster.listRevisions(namespace, view.selector), view)
    const status = raw.status as { collisionCount?: number; updateRevision?: string; currentRevision?: string } | undefined
    if (this.options.mode === 'observe') return this.observe(raw, view, revisions, result)
    const resolution = this.resolve(view, revisions, status?.collisionCount ?? 0)
    if (resolution.create) {
      try {
        revisions.push(await this.cluster.createRevision(resolution.create))
        result.writes++
      } catch (err) {
        if (!isConflict(err)) throw err
        return { ...result, requeueAfterMs: 0 }
      }
    }
    const round: Round = {
      view, raw, revisions, updateRevision: resolution.name,
      currentRevision: status?.currentRevision && revisions.some((r) => r.metadata.name === status.currentRevision) ? status.currentRevision : resolution.name,
      collisionCount: resolution.collisionCount, result, requeue: [],
      settledScope: `${resolution.name}|${view.generation ?? 0}`,
    }
    try {
      await this.activeRound(round)
    } catch (err) {
      if (isConflict(err)) {
        this.log.debug({ namespace, name, err: (err as Error).message }, 'conflict; requeued')
        round.requeue.push(0)
      } else if (isGuardError(err) || err instanceof UpdateError) {
        result.error = (err as Error).message
        await this.writeStatus(round, (err as Error).message)
      } else {
        throw err
      }
    }
    if (round.requeue.length > 0) result.requeueAfterMs = Math.min(...round.requeue)
    return result
  }

  /** The SidecarSets and UnitedDeployments shown in observe mode (the embedded cluster plays neither). */
  get viewKinds(): readonly ViewKind[] {
    return this.options.mode === 'observe' ? OBSERVED_VIEW_KINDS : []
  }

  private async observeView(kind: ViewKind, namespace: string, name: string, result: ReconcileResult): Promise<ReconcileResult> {
    if (!this.viewKinds.includes(kind)) {
      result.error = `the embedded reconciler does not play ${kind}s; observe mode shows them`
      return result
    }
    const ctx = { cluster: this.cluster, gates: this.options.gates, kruise: this.options.kruise, metrics: this.options.metrics }
    const observed = kind === 'SidecarSet' ? await observeSidecarSet(ctx, name) : await observeUnitedDeployment(ctx, namespace, name)
    if (observed.error) this.log.warn({ kind, namespace, name, err: observed.error }, `${kind} cannot be read; skipped`)
    this.options.metrics?.reconciles.inc({ mode: this.options.mode })
    return { ...result, writes: observed.writes, ...(observed.error ? { error: observed.error } : {}) }
  }

  /** The kinds this reconciler takes: every kind the engine plans when it only observes, the kinds it plays when active. */
  get kinds(): readonly WorkloadKind[] {
    return this.options.mode === 'observe' ? OBSERVED_KINDS : RECONCILED_KINDS
  }

  /** The update revision for the template, as the controller finds or builds it (cached while nothing it reads changed). */
  private resolve(view: Workload, revisions: ControllerRevision[], collisionCount: number): ReturnType<typeof resolveUpdateRevision> {
    const key = `${view.uid}|${view.generation}|${collisionCount}|${revisions.map((r) => r.metadata.name).join(',')}`
    const resolution = this.resolution?.key === key ? this.resolution.value : resolveUpdateRevision(view, revisions, collisionCount, this.options.gates)
    this.resolution = resolution.create ? undefined : { key, value: resolution }
    return resolution
  }

  /**
   * Observe mode: the plan and the diagnosis, published on the workload; no Pod is written. The update revision is the
   * one the controller wrote in status, else the engine's (an Advanced DaemonSet's planner names its own), and an
   * Advanced DaemonSet is planned over the cluster's Nodes when they may be listed (else the nodes its Pods are on).
   */
  private async observe(raw: WorkloadObject, view: Workload, revisions: ControllerRevision[], result: ReconcileResult): Promise<ReconcileResult> {
    const status = raw.status as { collisionCount?: number; updateRevision?: string; currentRevision?: string } | undefined
    const updateRevision = status?.updateRevision ?? (view.kind === 'DaemonSet' ? undefined : this.resolve(view, revisions, status?.collisionCount ?? 0).name)
    const pods = await this.ownedPods(view)
    const events = await this.cluster.listEvents(view.namespace).catch(() => [])
    const nodes = view.kind === 'DaemonSet' ? await this.nodes() : undefined
    const planOptions = { gates: this.options.gates, kruise: this.options.kruise, updateRevision, currentRevision: status?.currentRevision, revisions, nodes }
    const diagnosis = diagnose(view, pods, this.options.now(), {
      ...planOptions,
      events: ownEvents(events, view, pods).map((e) => ({ reason: e.reason, message: e.message, object: e.involvedObject.name })),
      stallAfterSeconds: this.options.stallAfterSeconds,
    })
    result.plan = diagnosis.plan
    result.diagnosis = diagnosis
    const rounds = projectRounds(view, pods, this.options.now(), { ...planOptions, inFlightCompletes: true, maxRounds: MAX_PLANNED_ROUNDS })
    result.writes += await publishObservation(this.cluster, raw, diagnosis, this.options.metrics, rounds)
    return result
  }

  /** The cluster's Nodes, or undefined when they cannot be listed (the planner then sees the nodes the Pods are on). */
  private async nodes(): Promise<Node[] | undefined> {
    try {
      return (await this.cluster.listNodes()).map((n, i) => readNode(n, i))
    } catch (err) {
      this.log.debug({ err: (err as Error).message }, 'Nodes cannot be listed; planning over the nodes the Pods are on')
      return undefined
    }
  }

  private async ownedPods(view: Workload): Promise<Pod[]> {
    const pods = await this.cluster.listPods(view.namespace, view.selector)
    return pods.filter((p) => isOwnedBy(p, view))
  }

  private now(): number {
    return this.options.now()
  }

  /** What every plan of this round is given: an Advanced DaemonSet's also reads the Nodes and its revisions. */
  private planOptions(round: Round) {
    const base = { gates: this.options.gates, updateRevision: round.updateRevision, currentRevision: round.currentRevision, memo: this.planMemo }
    return round.view.kind === 'DaemonSet' ? { ...base, kruise: this.options.kruise, nodes: round.nodes ?? [], revisions: round.revisions } : base
  }

  private async activeRound(round: Round): Promise<void> {
    const { view, result } = round
    if (view.kind === 'DaemonSet') round.nodes = (await this.nodes()) ?? []
    let pods = await this.ownedPods(view)
    const planOptions = this.planOptions(round)
    let plan = rolloutPlan(view, pods, this.now(), planOptions)
    // 1. Scale: replace specified-delete Pods, create missing ones, delete surplus. A scale write ends the round.
    if (await this.scale(round, pods, plan)) {
      round.requeue.push(0)
      return
    }
    // 2. Refresh every Pod (grace, next batches, InPlaceUpdateReady, lifecycle). A lifecycle or label patch ends the round.
    let refreshWrites = 0
    let lifecyclePatched = false
    for (const pod of pods) {
      // The settled check is synchronous: most Pods are settled, and an await per Pod would be most of the cost.
      // An unchanged settled Pod was active when it settled, so it still is.
      const settled = this.settled.get(pod.metadata.uid ?? pod.metadata.name)
      if (settled && settled.resourceVersion === pod.metadata.resourceVersion && settled.scope === round.settledScope) continue
      if (!isActive(pod)) continue
      const r = await this.refreshPod(round, pod)
      refreshWrites += r.writes
      lifecyclePatched ||= r.lifecyclePatched
    }
    if (refreshWrites > 0 || lifecyclePatched) {
      pods = await this.ownedPods(view)
      plan = rolloutPlan(view, pods, this.now(), planOptions)
    }
    if (lifecyclePatched) {
      await this.writeStatus(round, undefined, plan)
      round.requeue.push(0)
      return
    }
    // 3. The update phase.
    result.plan = plan
    if (plan.onDelete || plan.paused || plan.updateNow.length === 0) {
      await this.writeStatus(round, undefined, plan)
      this.requeueForAvailability(round, plan)
      return
    }
    const target = plan.targetRevision === round.updateRevision ? view.template : this.templateOf(round, plan.targetRevision)
    const byName = new Map(pods.map((p) => [p.metadata.name, p]))
    for (const planned of plan.updateNow) {
      const pod = byName.get(planned.name)
      if (!pod || !target) continue
      // An Advanced DaemonSet's plan says how each Pod moves; with a surge the new Pod starts beside the old one on its node.
      const started = view.kind !== 'DaemonSet' || planned.update === 'in-place' ? await this.updatePod(round, pod, plan.targetRevision, target)
        : plan.numbers.maxSurge > 0 ? await this.surgeDaemonPod(round, view, pods, pod, planned.node)
          : await this.recreate(round, pod)
      if (started) result.started.push(started)
    }
    if (result.started.length > 0) this.options.onPodsStarted?.(result.started, plan)
    const after = result.started.length > 0 ? rolloutPlan(view, await this.ownedPods(view), this.now(), planOptions) : plan
    await this.writeStatus(round, null, after)
  }

  private requeueForAvailability(round: Round, plan: RolloutPlan): void {
    if (round.view.minReadySeconds > 0 && plan.counts.available !== plan.counts.ready) round.requeue.push(round.view.minReadySeconds * 1000)
  }

  private templateOf(round: Round, revision: string) {
    const r = round.revisions.find((x) => x.metadata.name === revision || shortHash(x.metadata.name) === shortHash(revision))
    return r ? templateOfRevision(r) : undefined
  }

  // ---- scale ----

  private async scale(round: Round, pods: Pod[], plan: RolloutPlan): Promise<boolean> {
    const { view, result } = round
    const s = plan.scale
    const deletes = [...s.deleteSpecified, ...s.deleteExcess]
    // Most rounds delete nothing: no index of 1,000 Pods for them.
    const byName = deletes.length > 0 ? new Map(pods.map((p) => [p.metadata.name, p])) : undefined
    for (const name of deletes) {
      const pod = byName!.get(name)
      if (!pod || pod.metadata.deletionTimestamp) continue
      await this.cluster.deletePod(view.namespace, name, pod.metadata.uid)
      result.writes++
      if (view.kind === 'StatefulSet') await this.event(round, 'Normal', 'SuccessfulDelete', `delete Pod ${name} in StatefulSet ${view.name} successful`)
      else if (view.kind === 'DaemonSet') await this.event(round, 'Normal', 'SuccessfulDelete', `Deleted pod: ${name}`)
      else await this.event(round, 'Normal', s.deleteSpecified.includes(name) ? 'SuccessfulDelete' : 'SuccessfulScaleDown', `succeed to delete pod ${name}`)
    }
    const created = view.kind === 'StatefulSet' ? await this.createStatefulSetPods(round, view, pods, plan)
      : view.kind === 'DaemonSet' ? await this.createDaemonSetPods(round, view, pods)
        : await this.createCloneSetPods(round, view as CloneSetView, pods, plan)
    return deletes.length + created > 0
  }

  /** `manage`: a Pod at the update revision on every node that should run one and has none. */
  private async createDaemonSetPods(round: Round, view: DaemonSetView, pods: Pod[]): Promise<number> {
    const nodes = nodesNeedingDaemonPods(view, pods, round.nodes ?? [])
    for (const node of nodes) await this.createDaemonPod(round, view, pods, node)
    return nodes.length
  }

  private async createDaemonPod(round: Round, view: DaemonSetView, pods: Pod[], node: string): Promise<Pod> {
    const pod = newDaemonSetPod(view, view.template, { node, hash: this.daemonSetHash(round), id: this.uniqueId(view, pods) })
    const created = await this.createPod(round, pod)
    pods.push(created)
    round.result.writes++
    await this.event(round, 'Normal', 'SuccessfulCreate', `Created pod: ${created.metadata.name}`)
    return created
  }

  /** The surge path: a new Pod on the old Pod's node, beside it. */
  private async surgeDaemonPod(round: Round, view: DaemonSetView, pods: Pod[], old: Pod, node: string | undefined): Promise<StartedPod | undefined> {
    if (node === undefined) return undefined
    await this.createDaemonPod(round, view, pods, node)
    this.options.metrics?.podUpdates.inc({ path: 'recreate' })
    return { name: old.metadata.name, uid: old.metadata.uid, path: 'recreate' }
  }

  /** The update revision's hash, the label an Advanced DaemonSet's Pods carry. */
  private daemonSetHash(round: Round): string {
    const revision = round.revisions.find((r) => r.metadata.name === round.updateRevision)
    return revision ? revisionHashOf(revision) : shortHash(round.updateRevision)
  }

  private async createCloneSetPods(round: Round, view: CloneSetView, pods: Pod[], plan: RolloutPlan): Promise<number> {
    const { result } = round
    const s = plan.scale
    const currentTemplate = this.templateOf(round, round.currentRevision)
    const creations: [CloneSetView['template'], string, number][] = [
      [view.template, round.updateRevision, s.createUpdate],
      currentTemplate ? [currentTemplate, round.currentRevision, s.createCurrent] : [view.template, round.updateRevision, s.createCurrent],
    ]
    for (const [template, revision, count] of creations) {
      const label = revisionLabelValue(revision, this.options.gates, view.revisions)
      for (let i = 0; i < count; i++) {
        const pod = newPodFromTemplate(view, template, { id: this.uniqueId(view, pods), revisionLabel: label, now: this.now() })
        const created = await this.createPod(round, pod)
        pods.push(created)
        result.writes++
        await this.event(round, 'Normal', 'SuccessfulCreate', `succeed to create pod ${created.metadata.name}`)
      }
    }
    return s.createUpdate + s.createCurrent
  }

  /** The replicas the plan creates, by ordinal, each from its revision's template. */
  private async createStatefulSetPods(round: Round, view: StatefulSetView, pods: Pod[], plan: RolloutPlan): Promise<number> {
    const creations = statefulSetCreations(view, pods, plan.scale)
    const currentTemplate = this.templateOf(round, round.currentRevision)
    for (const { ordinal, revision } of creations) {
      const current = revision === 'current' && currentTemplate !== undefined
      const pod = newStatefulSetPod(view, current ? currentTemplate : view.template, {
        ordinal, revision: current ? round.currentRevision : round.updateRevision, now: this.now(),
      })
      const created = await this.createPod(round, pod)
      pods.push(created)
      round.result.writes++
      await this.event(round, 'Normal', 'SuccessfulCreate', `create Pod ${created.metadata.name} in StatefulSet ${view.name} successful`)
    }
    return creations.length
  }

  /** A Pod created; a refused one is recorded on the workload as its controller records it (FailedCreate), and fails the round. */
  private async createPod(round: Round, pod: Pod): Promise<Pod> {
    try {
      return await this.cluster.createPod(pod)
    } catch (err) {
      if (!isGuardError(err) || isConflict(err)) throw err
      await this.event(round, 'Warning', 'FailedCreate', failedCreateMessage(round.view.kind, round.view.name, pod.metadata.name, err.message))
      throw err
    }
  }

  private uniqueId(view: Pick<Workload, 'name'>, pods: Pod[]): string {
    const taken = new Set(pods.map((p) => p.metadata.name))
    for (;;) {
      const id = this.newPodId()
      if (!taken.has(`${view.name}-${id}`)) return id
    }
  }

  // ---- refresh (§4.6, §4.8) ----

  private async refreshPod(round: Round, pod: Pod): Promise<{ writes: number; lifecyclePatched: boolean }> {
    const uid = pod.metadata.uid ?? pod.metadata.name
    const outcome = await this.refreshPodUncached(round, pod)
    if (outcome.settled) this.settled.set(uid, { resourceVersion: pod.metadata.resourceVersion, scope: round.settledScope })
    else this.settled.delete(uid)
    if (this.settled.size > 4 * 65536) this.settled.clear()
    return outcome
  }

  /** Refresh one Pod. `settled`: nothing to do and nothing time-dependent pending, so an unchanged Pod can be skipped. */
  private async refreshPodUncached(round: Round, pod: Pod): Promise<{ writes: number; lifecyclePatched: boolean; settled?: boolean }> {
    const { view, result } = round
    const gates = this.options.gates
    const now = this.now()
    const action = refreshInPlaceUpdate(pod, now, { gates, resizeSubresource: this.resize(), memo: this.podReads })
    let writes = 0
    switch (action.kind) {
      case 'wait-grace':
        round.requeue.push(action.seconds * 1000)
        return { writes, lifecyclePatched: false }
      case 'update-pod': {
        if (action.change.resize) {
          await this.cluster.resizePod(pod.metadata.namespace ?? view.namespace, pod.metadata.name,
            Object.entries(action.change.resize).map(([name, resources]) => ({ name, resources })), pod.metadata.resourceVersion)
          result.writes++
          round.requeue.push(0)
          return { writes: 1, lifecyclePatched: false }
        }
        await this.cluster.updatePod(action.change.pod)
        result.writes++
        return { writes: 1, lifecyclePatched: false }
      }
      case 'update-status':
        pod = await this.cluster.updatePodStatus({ ...pod, status: action.status })
        result.writes++
        writes++
        break
      case 'error':
        throw new UpdateError(`failed to refresh pod ${pod.metadata.name}: ${action.message}`)
      case 'stuck':
        this.log.warn({ pod: pod.metadata.name, err: action.message }, 'in-place update state unreadable; pod left as is')
        return { writes, lifecyclePatched: false }
      case 'wait':
      case 'none':
        break
    }
    // The CloneSet controller's revision adapter labels its Pods with the short hash too; other kinds do not.
    if (view.kind === 'CloneSet' && podLabels(pod)[LABEL_TEMPLATE_HASH] === undefined && podLabels(pod)[LABEL_REVISION] !== undefined) {
      const labels = { ...podLabels(pod), [LABEL_TEMPLATE_HASH]: shortHash(podLabels(pod)[LABEL_REVISION]) }
      await this.cluster.updatePod({ ...pod, metadata: { ...pod.metadata, labels } })
      result.writes++
      return { writes: writes + 1, lifecyclePatched: true }
    }
    const transition = lifecycleTransition(pod, view, round.updateRevision, gates, this.podReads)
    if (!transition) return { writes, lifecyclePatched: false, settled: writes === 0 }
    if (transition.notReadyKey) {
      const status = kruisePodReadyStatus(pod, transition.notReadyKey, now)
      if (status) {
        pod = await this.cluster.updatePodStatus({ ...pod, status })
        result.writes++
        writes++
      }
    }
    await this.cluster.updatePod(withLifecycleState(pod, transition.to, now))
    result.writes++
    return { writes: writes + 1, lifecyclePatched: true }
  }

  // ---- update one Pod (§4.1, §4.2) ----

  private async updatePod(round: Round, pod: Pod, targetRevision: string, target: Workload['template']): Promise<StartedPod | undefined> {
    const { view } = round
    const gates = this.options.gates
    const name = pod.metadata.name
    const revisionLabel = revisionLabelValue(targetRevision, gates, view.revisions)
    let spec = null
    if (view.podUpdatePolicy !== 'ReCreate') {
      const label = podLabels(pod)[view.revisions.podLabel]
      const old = label === undefined ? undefined : revisionNamed(label, round.revisions, view.revisions)
      spec = old ? this.updateSpecFor(round, old, targetRevision, revisionLabel, target) : null
      if (!spec && view.podUpdatePolicy === 'InPlaceOnly') throw new UpdateError(inPlaceOnlyError(name, view.kind))
    }
    if (!spec) return this.recreate(round, pod)
    const entry = inPlaceEntry(pod, view)
    switch (entry.kind) {
      case 'none':
      case 'wait-hook':
        return undefined
      case 'error':
        throw new UpdateError(entry.message)
      case 'prepare-update':
        return this.prepareUpdate(round, pod, entry.readdHook)
      case 'update':
        break
    }
    const namespace = pod.metadata.namespace ?? view.namespace
    const retry = { sleep: this.options.sleep }
    const fresh = await this.cluster.getPod(namespace, name)
    if (podNeedsUnready(fresh, spec, gates)) {
      await retryOnConflict(async () => {
        const current = await this.cluster.getPod(namespace, name)
        const status = inPlaceNotReadyStatus(current, this.now())
        if (!status) return
        await this.cluster.updatePodStatus({ ...current, status })
        round.result.writes++
      }, retry)
    }
    const spec2 = spec
    await retryOnConflict(async () => {
      for (let resized = 0; ; resized++) {
        const current = await this.cluster.getPod(namespace, name)
        const change = beginInPlaceUpdate(current, spec2, { now: this.now(), gates, revisionLabel, resizeSubresource: this.resize() })
        if (change.resize && resized === 0) {
          await this.cluster.resizePod(namespace, name, Object.entries(change.resize).map(([n, resources]) => ({ name: n, resources })), current.metadata.resourceVersion)
          round.result.writes++
          continue
        }
        await this.cluster.updatePod(change.pod)
        round.result.writes++
        return
      }
    }, retry)
    await this.event(round, 'Normal', 'SuccessfulUpdatePodInPlace', `successfully update pod ${name} in-place(revision ${targetRevision})`)
    this.options.metrics?.podUpdates.inc({ path: 'in-place' })
    return { name, uid: pod.metadata.uid, path: 'in-place' }
  }

  /**
   * The UpdateSpec depends only on the two revisions and the CloneSet's strategy, not on the Pod: computed once per
   * revision pair and generation (1,000 Pods at one old revision share it).
   */
  private updateSpecFor(round: Round, old: ControllerRevision, targetRevision: string, revisionLabel: string, target: Workload['template']) {
    const { view } = round
    const key = `${view.uid}|${view.generation}|${old.metadata.name}|${targetRevision}|${revisionLabel}`
    if (this.specCache?.key === key) return this.specCache.value
    const value = calculateInPlaceUpdateSpec(templateOfRevision(old), target, {
      ...updateOptionsFor(view, claimTemplateHashOf(view, old)), gates: this.options.gates, revision: revisionLabel,
    })
    this.specCache = { key, value }
    return value
  }

  private async prepareUpdate(round: Round, pod: Pod, readdHook: boolean): Promise<StartedPod> {
    const hook = round.view.lifecycle?.inPlaceUpdate
    if (hook?.markPodNotReady) {
      const status = kruisePodReadyStatus(pod, 'add', this.now())
      if (status) {
        pod = await this.cluster.updatePodStatus({ ...pod, status })
        round.result.writes++
      }
    }
    await this.cluster.updatePod(withLifecycleState(pod, 'PreparingUpdate', this.now(), readdHook ? hook : undefined))
    round.result.writes++
    return { name: pod.metadata.name, uid: pod.metadata.uid, path: 'prepare-update' }
  }

  /**
   * The recreate path: a CloneSet's Pod is labelled specified-delete and the scale phase deletes and replaces it
   * (spec §4.1); an Advanced StatefulSet's Pod is deleted, and the scale phase creates it again once it is gone.
   */
  private async recreate(round: Round, pod: Pod): Promise<StartedPod | undefined> {
    if (recreatePath(round.view) === 'delete') {
      if (pod.metadata.deletionTimestamp) return undefined
      await this.cluster.deletePod(pod.metadata.namespace ?? round.view.namespace, pod.metadata.name, pod.metadata.uid)
      round.result.writes++
      await this.event(round, 'Normal', 'SuccessfulDelete', `delete Pod ${pod.metadata.name} in ${round.view.kind} ${round.view.name} successful`)
      this.options.metrics?.podUpdates.inc({ path: 'recreate' })
      return { name: pod.metadata.name, uid: pod.metadata.uid, path: 'recreate' }
    }
    const marked = markSpecifiedDelete(pod)
    if (!marked) return undefined
    await this.cluster.updatePod(marked)
    round.result.writes++
    await this.event(round, 'Normal', 'SuccessfulUpdatePodReCreate', `successfully update pod ${pod.metadata.name} by recreating it`)
    this.options.metrics?.podUpdates.inc({ path: 'recreate' })
    return { name: pod.metadata.name, uid: pod.metadata.uid, path: 'recreate' }
  }

  private resize(): boolean {
    return this.options.resizeSubresource ?? true
  }

  private async event(round: Round, type: 'Normal' | 'Warning', reason: string, message: string): Promise<void> {
    const { view } = round
    await this.cluster.createEvent({
      namespace: view.namespace,
      involvedObject: { kind: view.kind, name: view.name, uid: view.uid, apiVersion: view.apiVersion },
      type, reason, message,
    })
    round.result.writes++
  }

  /** Status write (only when changed). `failedUpdate`: error text, null to clear FailedUpdate, undefined to keep it. */
  private async writeStatus(round: Round, failedUpdate: string | null | undefined, plan?: RolloutPlan): Promise<void> {
    const { view, raw } = round
    if (view.kind === 'StatefulSet') return this.writeStatefulSetStatus(round, view)
    if (view.kind === 'DaemonSet') return this.writeDaemonSetStatus(round, view, failedUpdate === undefined || failedUpdate === null, plan)
    const current = plan ?? rolloutPlan(view, await this.ownedPods(view), this.now(), {
      gates: this.options.gates, updateRevision: round.updateRevision, currentRevision: round.currentRevision, memo: this.planMemo,
    })
    const latest = await this.cluster.getWorkload(view.kind, view.namespace, view.name)
    const previous = latest.status as CloneSetStatus | undefined
    const next = cloneSetStatus(view, current, {
      previous, collisionCount: round.collisionCount, labelSelector: selectorString(view.selector), now: this.now(), failedUpdate,
    })
    if (!statusChanged(previous, next)) return
    if (latest.metadata.generation !== raw.metadata.generation) return
    const before = previous?.conditions?.find((c) => c.type === 'FailedUpdate')
    if (failedUpdate && before?.message !== failedUpdate && failedUpdateShown(view) === 'condition') {
      // Once per new error, not once per retry: the condition carries the state, the event tells the story.
      await this.event(round, 'Warning', 'FailedUpdate', failedUpdate)
    }
    await this.putStatus(round, latest, next)
    this.options.metrics?.observe(view, current)
  }

  /** An Advanced StatefulSet's status, counted over its Pods as its controller counts them; an update error shows nowhere in it. */
  private async writeStatefulSetStatus(round: Round, view: StatefulSetView): Promise<void> {
    const pods = await this.ownedPods(view)
    const latest = await this.cluster.getWorkload(view.kind, view.namespace, view.name)
    if (latest.metadata.generation !== round.raw.metadata.generation) return
    const previous = latest.status as Partial<StatefulSetStatus> | undefined
    const next = statefulSetStatus(view, pods, {
      updateRevision: round.updateRevision, currentRevision: round.currentRevision, collisionCount: round.collisionCount,
      labelSelector: selectorString(view.selector), now: this.now(), conditions: previous?.conditions,
    })
    if (!statefulSetStatusChanged(previous, next)) return
    await this.putStatus(round, latest, next)
    this.options.metrics?.observe(view, rolloutPlan(view, pods, this.now(), {
      gates: this.options.gates, updateRevision: round.updateRevision, currentRevision: round.currentRevision, memo: this.planMemo,
    }))
  }

  /** An Advanced DaemonSet's status over the Nodes; the generation is observed once a sync ends without an error. */
  private async writeDaemonSetStatus(round: Round, view: DaemonSetView, observed: boolean, plan?: RolloutPlan): Promise<void> {
    const pods = await this.ownedPods(view)
    const latest = await this.cluster.getWorkload(view.kind, view.namespace, view.name)
    if (latest.metadata.generation !== round.raw.metadata.generation) return
    const previous = latest.status as Partial<DaemonSetStatus> | undefined
    const next = daemonSetStatus(view, pods, round.nodes ?? [], { hash: this.daemonSetHash(round), now: this.now(), previous, observed })
    if (daemonSetStatusChanged(previous, next)) await this.putStatus(round, latest, next)
    this.options.metrics?.observe(view, plan ?? rolloutPlan(view, pods, this.now(), this.planOptions(round)))
  }

  private async putStatus(round: Round, latest: WorkloadObject, status: object): Promise<void> {
    try {
      await this.cluster.updateWorkloadStatus({ ...latest, status })
      round.result.writes++
    } catch (err) {
      if (!isConflict(err)) throw err
      round.requeue.push(0)
    }
  }
}

/** An error of the update phase (becomes condition FailedUpdate). */
export class UpdateError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UpdateError'
  }
}
