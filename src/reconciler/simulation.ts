import { createHash } from 'node:crypto'
import { ANNOTATION_RUNTIME_META } from '../engine/kruise/apiNames.js'
import { type FeatureGates, resolveGates } from '../engine/kruise/gates.js'
import { lifecycleState } from '../engine/kruise/lifecycle.js'
import type { KruiseRelease } from '../engine/kruise/releases.js'
import { matchesSelector } from '../engine/kube/labelSelector.js'
import { metaTime } from '../engine/kube/metaTime.js'
import { type ContainerStatus, type Pod, type PodStatus } from '../engine/kube/pod.js'
import { isPodAvailable } from '../engine/kruise/podReadiness.js'
import { type Diagnosis, type StallReason, diagnose, failuresOf, isRolloutComplete } from '../engine/rollout/diagnosis.js'
import { planMemo } from '../engine/rollout/podFacts.js'
import { rolloutPlan } from '../engine/rollout/rolloutPlan.js'
import { projectRounds } from '../engine/rollout/roundProjection.js'
import { statefulSetCreations } from '../engine/rollout/statefulSetScale.js'
import { statefulSetStatus } from '../engine/rollout/statefulSetStatus.js'
import { injectContainerLaunchPriority, newPodFromTemplate } from '../engine/update/newPod.js'
import { type PodReadMemo, containerPlainHash, envFromMetadataHash, podReadMemo } from '../engine/update/podUpdate.js'
import { newStatefulSetPod } from '../engine/update/statefulSetPod.js'
import { newDaemonSetPod } from '../engine/update/daemonSetPod.js'
import { revisionHashOf } from '../engine/rollout/daemonSetPlan.js'
import { daemonSetStatus, nodesNeedingDaemonPods } from '../engine/rollout/daemonSetStatus.js'
import { type Node, podTargetNode, readNode } from '../engine/kube/node.js'
import type { DaemonSetView } from '../engine/workloads/daemonSet.js'
import { type CloneSetView, readCloneSet } from '../engine/workloads/cloneSet.js'
import { isAtRevision, resolveUpdateRevision, revisionLabelValue } from '../engine/workloads/revision.js'
import type { StatefulSetView } from '../engine/workloads/statefulSet.js'
import { type Workload, readWorkload } from '../engine/workloads/workload.js'
import { selectorString } from '../engine/kube/labelSelector.js'
import { GuardError } from '../errors.js'
import { SimClock } from './clock.js'
import type { CloneSetObject, WorkloadObject } from './cluster.js'
import { type KubeletOptions, KubeletSimulator, imageIdOf, readsPodMetadata, runtimeContainersMeta } from './kubelet.js'
import { MemoryCluster, type PodAdmission, SimulatedCrash } from './memoryCluster.js'
import { Reconciler, type StartedPod } from './reconciler.js'

/**
 * A whole rollout on the embedded cluster with a simulated kubelet on a simulated clock: seed a workload (CloneSet or
 * Advanced StatefulSet) and its running Pods, apply a change, run the reconciler and the kubelet until the rollout completes or stalls, and report
 * the timeline. Also the benchmark's entry points (`buildPods`, `runSimulatedRollout`).
 */

export const SIMULATION_START = Date.UTC(2026, 0, 1, 0, 0, 0)
const ALPHABET = 'bcdfghjklmnpqrstvwxz2456789'

/** Deterministic instance ids (Kruise uses 5 random characters of this alphabet). */
export function idGenerator(seed = 1): () => string {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return () => {
    let id = ''
    for (let i = 0; i < 5; i++) id += ALPHABET[Math.floor(next() * ALPHABET.length)]
    return id
  }
}

export interface BuildPodsOptions {
  /** Revision name the Pods are at (default: the CloneSet template's revision). */
  revision?: string
  now?: number
  gates?: Partial<FeatureGates>
  /** Indexes of Pods whose containers are running but not ready (readiness probe failing). */
  notReady?: ReadonlySet<number>
  newId?: () => string
}

/** N running, ready Pods of a CloneSet at one revision, as the controller and the kubelet would have left them. */
export function buildPods(cloneSet: CloneSetView, n: number, options: BuildPodsOptions = {}): Pod[] {
  const gates = resolveGates(options.gates)
  const now = options.now ?? SIMULATION_START
  const revision = options.revision ?? resolveUpdateRevision(cloneSet, [], 0, gates).name
  const label = revisionLabelValue(revision, gates)
  const newId = options.newId ?? idGenerator(7)
  const taken = new Set<string>()
  const imageId = imageIdMemo()
  const pods: Pod[] = []
  const reads = podReadMemo()
  for (let i = 0; i < n; i++) {
    let id = newId()
    while (taken.has(id)) id = newId()
    taken.add(id)
    // newPodFromTemplate already applies the launch-priority webhook (injectContainerLaunchPriority).
    const pod = newPodFromTemplate(cloneSet, cloneSet.template, { id, revisionLabel: label, now })
    pods.push(asRunning(cloneSet, pod, { index: i, count: n, now, ready: !options.notReady?.has(i), imageId, reads }))
  }
  return pods
}

interface RunningOptions {
  index: number
  count: number
  now: number
  ready: boolean
  imageId: (image: string) => string
  reads: PodReadMemo
  /** The node it runs on (default: the simulated nodes in turn). */
  node?: string
  /** Its controller sets a lifecycle state (an Advanced DaemonSet's does not). Default true. */
  lifecycle?: boolean
}

/** A created Pod as the controller and the kubelet would have left it running: uid, node, running status, lifecycle Normal. */
function asRunning(view: Workload, pod: Pod, o: RunningOptions): Pod {
  const since = o.now - (o.count - o.index) * 1000
  const built: Pod = {
    ...pod,
    metadata: {
      ...pod.metadata,
      uid: uuidFor(`${view.namespace}/${pod.metadata.name}`),
      creationTimestamp: metaTime(since),
      labels: o.lifecycle === false ? { ...pod.metadata.labels } : { ...pod.metadata.labels, 'lifecycle.apps.kruise.io/state': 'Normal' },
    },
    spec: { ...pod.spec, nodeName: o.node ?? `sim-node-${(o.index % 3) + 1}` },
    status: runningStatus(pod, o.ready, since, o.imageId),
  }
  return readsPodMetadata(built) ? withRuntimeMeta(built, o.reads) : built
}

/** The digest image ID the simulated kubelet reports for an image, computed once per image. */
function imageIdMemo(): (image: string) => string {
  const ids = new Map<string, string>()
  return (image) => {
    let id = ids.get(image)
    if (id === undefined) ids.set(image, id = imageIdOf(image))
    return id
  }
}

/**
 * An Advanced StatefulSet's N replicas, running and ready at one revision, as its controller creates them (by ordinal,
 * from the lowest: engine/rollout/statefulSetScale.ts) and the kubelet would have left them.
 */
export function buildStatefulSetPods(view: StatefulSetView, n: number, options: BuildPodsOptions & { revision: string }): Pod[] {
  const now = options.now ?? SIMULATION_START
  const imageId = imageIdMemo()
  const reads = podReadMemo()
  const ordinals = statefulSetCreations(view, [], { deleteSpecified: [], deleteExcess: [], createCurrent: 0, createUpdate: n })
  return ordinals.map(({ ordinal }, i) => {
    const pod = injectContainerLaunchPriority(newStatefulSetPod(view, view.template, { ordinal, revision: options.revision, now }))
    return asRunning(view, pod, { index: i, count: n, now, ready: !options.notReady?.has(i), imageId, reads })
  })
}

/**
 * An Advanced DaemonSet's Pods, one running and ready at one revision on every node that should run one, as its
 * controller creates them (engine/update/daemonSetPod.ts) and the kubelet would have left them.
 */
export function buildDaemonSetPods(view: DaemonSetView, nodes: readonly Node[], options: BuildPodsOptions & { hash: string }): Pod[] {
  const now = options.now ?? SIMULATION_START
  const imageId = imageIdMemo()
  const reads = podReadMemo()
  const newId = options.newId ?? idGenerator(7)
  const taken = new Set<string>()
  const wanted = nodesNeedingDaemonPods(view, [], nodes)
  return wanted.map((node, i) => {
    let id = newId()
    while (taken.has(id)) id = newId()
    taken.add(id)
    const pod = injectContainerLaunchPriority(newDaemonSetPod(view, view.template, { node, hash: options.hash, id }))
    return asRunning(view, pod, { index: i, count: wanted.length, now, ready: !options.notReady?.has(i), imageId, reads, node, lifecycle: false })
  })
}

/** The simulated nodes, `sim-node-1` to `sim-node-N`, as the simulated kubelet registers them. */
export function simulatedNodeNames(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `sim-node-${i + 1}`)
}

/** A stable UUID-shaped uid for a seeded Pod (the same Pod name always gets the same uid). */
export function uuidFor(text: string): string {
  const h = createHash('sha256').update(text).digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/** What kruise-daemon has reported for a running seeded Pod (so the simulated daemon finds nothing to rewrite). */
function withRuntimeMeta(pod: Pod, reads: PodReadMemo): Pod {
  const meta = runtimeContainersMeta(pod.spec.containers.map((c) => {
    const status = pod.status?.containerStatuses?.find((s) => s.name === c.name)
    return { name: c.name, containerID: status?.containerID ?? '', restartCount: status?.restartCount ?? 0, plainHash: containerPlainHash(c, reads), envHash: envFromMetadataHash(c, pod, reads) }
  }))
  return { ...pod, metadata: { ...pod.metadata, annotations: { ...pod.metadata.annotations, [ANNOTATION_RUNTIME_META]: meta } } }
}

export function runningStatus(pod: Pod, ready: boolean, since: number, imageId: (image: string) => string): PodStatus {
  const at = metaTime(since)
  const statuses: ContainerStatus[] = pod.spec.containers.map((c, i) => ({
    name: c.name, image: c.image ?? '', imageID: imageId(c.image ?? ''), ready, restartCount: 0, started: true,
    containerID: `containerd://seed${pod.metadata.name}${i}`, state: { running: { startedAt: at } },
  }))
  const names = statuses.map((s) => s.name).join(' ')
  return {
    phase: 'Running',
    startTime: at,
    conditions: [
      { type: 'PodScheduled', status: 'True', lastTransitionTime: at },
      { type: 'Initialized', status: 'True', lastTransitionTime: at },
      ready
        ? { type: 'ContainersReady', status: 'True', lastTransitionTime: at }
        : { type: 'ContainersReady', status: 'False', reason: 'ContainersNotReady', message: `containers with unready status: [${names}]`, lastTransitionTime: at },
      { type: 'InPlaceUpdateReady', status: 'True', lastTransitionTime: at },
      ready
        ? { type: 'Ready', status: 'True', lastTransitionTime: at }
        : { type: 'Ready', status: 'False', reason: 'ContainersNotReady', message: `containers with unready status: [${names}]`, lastTransitionTime: at },
    ],
    containerStatuses: statuses,
  }
}

export interface SeedOptions {
  gates: FeatureGates
  /** The Kruise release whose Go types decode the template (default DEFAULT_KRUISE_RELEASE). */
  kruise?: KruiseRelease
  now: number
  /** The first N Pods run but are NotReady. */
  notReady?: number
  seed?: number
  /** Advanced DaemonSet: the simulated nodes registered before its Pods are seeded (default 3). */
  nodes?: number
}

export interface SeededCloneSet {
  view: CloneSetView
  revision: string
  pods: Pod[]
  notReady: Set<number>
}

export interface SeededWorkload {
  view: Workload
  revision: string
  pods: Pod[]
  notReady: Set<number>
}

/**
 * The most Pods one simulated rollout plays. Each step of the loop reads every Pod, so a rollout's time grows with
 * Pods × steps: 10,000 Pods take seconds with maxUnavailable 20 % and minutes with maxUnavailable 1.
 */
export const MAX_SIMULATED_PODS = 10_000

function requireSimulatedSize(view: Workload): void {
  if (!('replicas' in view) || view.replicas <= MAX_SIMULATED_PODS) return
  throw new GuardError('IPG_ERR_SIMULATION_TOO_LARGE', `${view.replicas} Pods: the embedded cluster plays at most ${MAX_SIMULATED_PODS} Pods in one rollout`, 'spec.replicas')
}

/** Stores a workload (CloneSet or Advanced StatefulSet), its revision and its running Pods at that revision, with a converged status. */
export function seedWorkload(store: MemoryCluster, workload: unknown, options: SeedOptions): SeededWorkload {
  const kind = (workload as { kind?: unknown } | null)?.kind
  if (kind === 'DaemonSet') return seedDaemonSet(store, workload, options)
  if (kind !== 'StatefulSet') return seedCloneSet(store, workload, options)
  const seeded = store.applyWorkload(withNamespace(workload))
  const view = readWorkload(seeded, { kruise: options.kruise }) as StatefulSetView
  requireSimulatedSize(view)
  const initial = resolveUpdateRevision(view, store.allRevisions(), 0, options.gates)
  if (initial.create) store.storeRevision(initial.create)
  const notReady = new Set<number>(Array.from({ length: Math.min(options.notReady ?? 0, view.replicas) }, (_, i) => i))
  const pods = buildStatefulSetPods(view, view.replicas, { revision: initial.name, now: options.now, gates: options.gates, notReady })
  for (const pod of pods) store.storePod(pod, 'ADDED')
  const status = statefulSetStatus(view, pods, {
    updateRevision: initial.name, currentRevision: initial.name, collisionCount: 0, labelSelector: selectorString(view.selector), now: options.now,
  })
  store.storeWorkload({ ...seeded, status }, 'MODIFIED')
  return { view, revision: initial.name, pods, notReady }
}

/** Stores an Advanced DaemonSet, the simulated Nodes, its revision and a running Pod on every node that should run one. */
function seedDaemonSet(store: MemoryCluster, workload: unknown, options: SeedOptions): SeededWorkload {
  const seeded = store.applyWorkload(withNamespace(workload))
  for (const name of simulatedNodeNames(options.nodes ?? 3)) {
    if (!store.allNodes().some((n) => n.metadata.name === name)) store.storeNode({ metadata: { name, labels: { 'kubernetes.io/hostname': name } } })
  }
  const nodes = store.allNodes().map((n, i) => readNode(n, i))
  const view = readWorkload(seeded, { kruise: options.kruise }) as DaemonSetView
  const initial = resolveUpdateRevision(view, store.allRevisions(), 0, options.gates, options.kruise)
  if (initial.create) store.storeRevision(initial.create)
  const revision = store.allRevisions().find((r) => r.metadata.name === initial.name)
  const hash = revision ? revisionHashOf(revision) : initial.name
  const notReady = new Set<number>(Array.from({ length: options.notReady ?? 0 }, (_, i) => i))
  const pods = buildDaemonSetPods(view, nodes, { hash, now: options.now, gates: options.gates, notReady, newId: idGenerator(options.seed ?? 7) })
  for (const pod of pods) store.storePod(pod, 'ADDED')
  const status = daemonSetStatus(view, pods, nodes, { hash, now: options.now, observed: true })
  store.storeWorkload({ ...seeded, status }, 'MODIFIED')
  return { view, revision: initial.name, pods, notReady }
}

/** Stores a CloneSet, its revision and `replicas` running Pods at that revision, with a converged status. */
export function seedCloneSet(store: MemoryCluster, cloneSet: unknown, options: SeedOptions): SeededCloneSet {
  const seeded = store.applyCloneSet(withNamespace(cloneSet) as CloneSetObject)
  const view = readCloneSet(seeded, { kruise: options.kruise })
  requireSimulatedSize(view)
  const initial = resolveUpdateRevision(view, store.allRevisions(), 0, options.gates)
  if (initial.create) store.storeRevision(initial.create)
  const notReady = new Set<number>(Array.from({ length: Math.min(options.notReady ?? 0, view.replicas) }, (_, i) => i))
  const pods = buildPods(view, view.replicas, { revision: initial.name, now: options.now, gates: options.gates, notReady, newId: idGenerator(options.seed ?? 7) })
  for (const pod of pods) store.storePod(pod, 'ADDED')
  const ready = pods.length - notReady.size
  store.storeCloneSet({
    ...seeded,
    status: {
      observedGeneration: seeded.metadata.generation ?? 1, replicas: pods.length, readyReplicas: ready, availableReplicas: ready,
      updatedReplicas: pods.length, updatedReadyReplicas: ready, updatedAvailableReplicas: ready,
      expectedUpdatedReplicas: pods.length, updateRevision: initial.name, currentRevision: initial.name, collisionCount: 0,
    },
  }, 'MODIFIED')
  return { view, revision: initial.name, pods, notReady }
}

export interface SimulationOptions {
  /** The workload before the change (raw object, any API version): a CloneSet or an Advanced StatefulSet. */
  workload?: unknown
  /** The CloneSet before the change (the older name of `workload`). */
  cloneSet?: unknown
  /** The change: new images by container name... */
  setImages?: Record<string, string>
  /** ...or any edit of the workload object. */
  change?(workload: WorkloadObject): WorkloadObject
  /** This many seeded Pods are running but NotReady before the change (the first N). */
  notReady?: number
  /** Pods (names, or 0-based ordinals as strings) on which pulling the new image fails. */
  failPull?: string[]
  kubelet?: KubeletOptions
  gates?: Partial<FeatureGates>
  /** The Kruise release whose Go types decode the templates (default DEFAULT_KRUISE_RELEASE). */
  kruise?: KruiseRelease
  /** Stop after this much simulated time (seconds). Default 3600. */
  maxSeconds?: number
  /** Kill the reconciler after its Nth write; a new reconciler then takes over (crash-safety testing). */
  crashAfterWrites?: number
  /** Admission hooks on Pod writes (e.g. another webhook refusing updates). */
  podAdmission?: PodAdmission[]
  seed?: number
}

export interface SimulationRound {
  round: number
  /** Simulated seconds since the change was applied. */
  at: number
  pods: string[]
  path: StartedPod['path']
}

export interface SimulatedPod {
  name: string
  uidBefore: string | null
  uidAfter: string | null
  restarts: number
  /** Seconds since the change when its update started, and how long it took to be available again. */
  startedAt?: number
  seconds?: number
  replacedBy?: string
  /** Advanced DaemonSet: the node the Pod is for. */
  node?: string
}

export interface SimulationDiagnosis {
  reason: string
  pods: string[]
  message: string
  field: string
  reasons: StallReason[]
}

export interface SimulationResult {
  namespace: string
  name: string
  completed: boolean
  /** Simulated seconds from the change to completion or to the stall. */
  seconds: number
  updateRevision: string
  plannedRounds: string[][]
  rounds: SimulationRound[]
  pods: SimulatedPod[]
  diagnosis?: SimulationDiagnosis
  /**
   * The simulated time limit (seconds) when the run stopped there with Pods still being updated: the rollout was
   * moving, not stalled, and `diagnosis` only tells what it waited for at that moment.
   */
  stoppedAtLimit?: number
  /** At that limit, the reasons more time would not clear (a Pod whose image cannot be pulled, a refused update). */
  alreadyFailing?: StallReason[]
  reconcilerWrites: number
  crashed: boolean
  deletedPods: string[]
  /** The full engine diagnosis at the end (not serialised by the CLI). */
  final: Diagnosis
  /** The cluster, for tests that inspect it. */
  cluster: MemoryCluster
  kubelet: KubeletSimulator
}

/** Runs a rollout to completion (or stall) on a fresh embedded cluster. */
export async function runSimulatedRollout(options: SimulationOptions): Promise<SimulationResult> {
  const gates = resolveGates(options.gates)
  const clock = new SimClock(SIMULATION_START)
  const launchPriority: PodAdmission = (op, pod) => (op === 'CREATE' ? injectContainerLaunchPriority(pod) : undefined)
  const store = new MemoryCluster({ now: clock.now, podAdmission: [launchPriority, ...(options.podAdmission ?? [])] })
  const seededSet = seedWorkload(store, options.workload ?? options.cloneSet, {
    gates, kruise: options.kruise, now: clock.now(), notReady: options.notReady ?? 0, seed: options.seed ?? 7, nodes: options.kubelet?.nodes,
  })
  const { view, pods, notReady } = seededSet
  const initial = { name: seededSet.revision }
  const failPull = new Set(options.failPull ?? [])
  const indexOf = new Map(pods.map((p, i) => [p.metadata.name, i]))
  const initialImages = new Map(pods.map((p) => [p.metadata.name, new Set(p.spec.containers.map((c) => c.image ?? ''))]))
  const kubelet = new KubeletSimulator(store, {
    ...options.kubelet,
    failPull: (pod, _container, image) => {
      const index = indexOf.get(pod) ?? -1
      const listed = failPull.has(pod) || (index >= 0 && failPull.has(String(index)))
      return (listed && !initialImages.get(pod)?.has(image)) || (options.kubelet?.failPull?.(pod, _container, image) ?? false)
    },
    neverReady: (pod, container, image) => {
      const index = indexOf.get(pod) ?? -1
      return (index >= 0 && notReady.has(index)) || (options.kubelet?.neverReady?.(pod, container, image) ?? false)
    },
  })

  // The kubelet (and kruise-daemon) take the seeded Pods in as they run now, before anything changes.
  await kubelet.sync(clock.now())

  const after = applyChange(store.workload(view.kind, view.namespace, view.name)!, options)
  store.applyWorkload(after)
  const afterView = readWorkload(store.workload(view.kind, view.namespace, view.name), { kruise: options.kruise })
  // Before the controller creates the Pods a scale-up asks for.
  requireSimulatedSize(afterView)
  const updateRevision = resolveUpdateRevision(afterView, store.allRevisions(), 0, gates, options.kruise).name
  const changedAt = clock.now()
  // An Advanced DaemonSet is planned over the Nodes and its revisions, as the reconciler plans it.
  const daemonSetOptions = () => view.kind === 'DaemonSet'
    ? { kruise: options.kruise, nodes: store.allNodes().map((n, i) => readNode(n, i)), revisions: store.allRevisions() }
    : {}
  // The stored Pods are frozen: what a plan reads from one stays true for that object.
  const memo = planMemo()
  const plannedRounds = projectRounds(afterView, store.listPodsIn(view.namespace, view.selector), changedAt, {
    gates, updateRevision, currentRevision: initial.name, memo, ...daemonSetOptions(),
  })

  const seededUids = new Set(pods.map((p) => p.metadata.uid ?? ''))
  // Pods created from here on (replacements on the recreate path): the only ones besides the started Pods that can finish.
  const created = new Set<string>()
  const createdWatch = store.addWatcher((event) => {
    if (event.kind === 'Pod' && event.type === 'ADDED' && event.namespace === view.namespace) created.add(event.name)
  })
  const rounds: SimulationRound[] = []
  const startedAt = new Map<string, number>()
  const finishedAt = new Map<string, number>()
  const newId = idGenerator((options.seed ?? 7) + 1000)
  let crashed = false
  let reconcilerWrites = 0
  const makeReconciler = (crashAfterWrites?: number) => new Reconciler({
    cluster: store.client('reconciler', { crashAfterWrites }), mode: 'active', gates, kruise: options.kruise, now: clock.now, newPodId: newId,
    sleep: async () => {},
    onPodsStarted: (started) => {
      const seconds = (clock.now() - changedAt) / 1000
      for (const s of started) if (!startedAt.has(s.name)) startedAt.set(s.name, clock.now())
      rounds.push({ round: rounds.length + 1, at: seconds, pods: started.map((s) => s.name), path: started[0].path })
    },
  })
  let reconciler = makeReconciler(options.crashAfterWrites)
  const maxSeconds = options.maxSeconds ?? 3600
  const deadline = changedAt + maxSeconds * 1000
  let requeueAt: number | undefined
  // Something was still due (a container restarting, a requeue) when simulated time reached the limit.
  let stoppedAtLimit = false
  for (let steps = 0; steps < 1_000_000; steps++) {
    for (let i = 0; i < 100; i++) {
      let writes = 0
      try {
        const r = await reconciler.reconcile(view.namespace, view.name, view.kind)
        writes = r.writes
        reconcilerWrites += r.writes
        if (r.requeueAfterMs !== undefined && r.requeueAfterMs > 0) {
          const at = clock.now() + r.requeueAfterMs
          requeueAt = requeueAt === undefined || requeueAt <= clock.now() ? at : Math.min(requeueAt, at)
        }
        if (writes === 0 && !(r.requeueAfterMs === 0)) break
      } catch (err) {
        if (!(err instanceof SimulatedCrash)) throw err
        crashed = true
        reconciler = makeReconciler()
      }
    }
    const kubeletWrites = await kubelet.sync(clock.now())
    trackFinished(store, afterView, updateRevision, startedAt, finishedAt, clock.now(), seededUids, created)
    if (kubeletWrites > 0 || kubelet.hasPendingEvents) continue
    const plan = rolloutPlan(afterView, store.listPodsIn(view.namespace, view.selector), clock.now(), { gates, updateRevision, memo, ...daemonSetOptions() })
    // An Advanced DaemonSet's status counts a terminating Pod still on its node: its controller syncs again once it is gone.
    const terminating = view.kind === 'DaemonSet' && store.listPodsIn(view.namespace, view.selector).some((p) => p.metadata.deletionTimestamp)
    if (isRolloutComplete(afterView, plan) && !terminating) {
      if (view.kind === 'DaemonSet') reconcilerWrites += (await reconciler.reconcile(view.namespace, view.name, view.kind)).writes
      break
    }
    const wake = kubelet.nextWakeAt()
    const candidates = [wake, requeueAt !== undefined && requeueAt > clock.now() ? requeueAt : undefined].filter((t): t is number => t !== undefined)
    if (candidates.length === 0) break
    const next = Math.min(...candidates)
    if (next > deadline) {
      stoppedAtLimit = true
      break
    }
    clock.set(next)
  }
  createdWatch.stop()
  const final = diagnose(readWorkload(store.workload(view.kind, view.namespace, view.name), { kruise: options.kruise }), store.listPodsIn(view.namespace, view.selector), clock.now(), {
    gates, updateRevision, revisions: store.allRevisions(), stallAfterSeconds: 0, ...daemonSetOptions(),
    events: store.allEvents().map((e) => ({ reason: e.reason, message: e.message, object: e.involvedObject.name })),
  })
  return {
    namespace: view.namespace,
    name: view.name,
    completed: final.completed,
    seconds: (clock.now() - changedAt) / 1000,
    updateRevision,
    plannedRounds,
    rounds,
    pods: podReport(store, kubelet, pods, startedAt, finishedAt, changedAt, view, [...created]),
    ...(final.completed ? {} : { diagnosis: primaryDiagnosis(final) }),
    ...(stoppedAtLimit && !final.completed ? { stoppedAtLimit: maxSeconds, ...alreadyFailing(final) } : {}),
    reconcilerWrites,
    crashed,
    deletedPods: store.deletedPods.map((d) => d.name),
    final,
    cluster: store,
    kubelet,
  }
}

function withNamespace(workload: unknown): WorkloadObject {
  const obj = structuredClone(workload) as WorkloadObject
  readWorkload(obj)
  obj.metadata = { ...(obj.metadata ?? {}), namespace: obj.metadata?.namespace ?? 'default' }
  delete obj.status
  return obj
}

function applyChange(current: WorkloadObject, options: SimulationOptions): WorkloadObject {
  let next = structuredClone(current) as WorkloadObject
  delete next.status
  if (options.setImages && Object.keys(options.setImages).length > 0) {
    const spec = (next.spec.template as { spec: { containers: { name: string; image?: string }[] } }).spec
    for (const [container, image] of Object.entries(options.setImages)) {
      const c = spec.containers.find((x) => x.name === container)
      if (!c) {
        const known = spec.containers.map((x) => x.name).join(', ')
        throw new GuardError('IPG_ERR_USAGE', `--set-image: the template has no container "${container}" (containers: ${known})`)
      }
      c.image = image
    }
  }
  if (options.change) next = options.change(next)
  return next
}

function trackFinished(
  store: MemoryCluster, view: Workload, revision: string, started: Map<string, number>, finished: Map<string, number>, now: number,
  seededUids: Set<string>, created: Set<string>,
): void {
  for (const name of started.keys()) {
    if (finished.has(name)) continue
    const pod = store.pod(view.namespace, name)
    if (!pod) continue
    if (isAtRevision(pod, revision, view.revisions) && (lifecycleState(pod) === 'Normal' || lifecycleState(pod) === '') && isPodAvailable(pod, view.minReadySeconds, now)) {
      finished.set(name, now)
    }
  }
  // Replacements created by the recreate path count from their creation.
  for (const name of created) {
    if (started.has(name) || finished.has(name)) continue
    const pod = store.pod(view.namespace, name)
    if (!pod || !matchesSelector(view.selector, pod.metadata.labels ?? {})) continue
    if (isAtRevision(pod, revision, view.revisions) && isPodAvailable(pod, view.minReadySeconds, now) && pod.metadata.uid && !seededUids.has(pod.metadata.uid)) {
      finished.set(name, now)
    }
  }
}

function podReport(
  store: MemoryCluster, kubelet: KubeletSimulator, seeded: Pod[], started: Map<string, number>, finished: Map<string, number>,
  changedAt: number, view: Workload, createdOrder: string[],
): SimulatedPod[] {
  const restartsByUid = new Map<string, number>()
  for (const r of kubelet.restarts()) restartsByUid.set(r.uid, (restartsByUid.get(r.uid) ?? 0) + r.restartCount)
  const live = store.listPodsIn(view.namespace, view.selector).filter((p) => !p.metadata.deletionTimestamp)
  const liveByName = new Map(live.map((p) => [p.metadata.name, p]))
  const seededNames = new Set(seeded.map((p) => p.metadata.name))
  // The recreate path deletes a Pod, then creates its replacement: the nth Pod deleted is replaced by the nth created.
  const createdAt = new Map(createdOrder.map((name, i) => [name, i]))
  const replacements = live.filter((p) => !seededNames.has(p.metadata.name)).map((p) => p.metadata.name)
    .sort((a, b) => (createdAt.get(a) ?? Infinity) - (createdAt.get(b) ?? Infinity) || (a < b ? -1 : 1))
  const deletedAt = new Map(store.deletedPods.map((d, i) => [d.name, i]))
  const replacementOf = new Map<string, string>()
  seeded.filter((p) => !liveByName.has(p.metadata.name))
    .sort((a, b) => (deletedAt.get(a.metadata.name) ?? Infinity) - (deletedAt.get(b.metadata.name) ?? Infinity))
    .forEach((p, i) => { if (i < replacements.length) replacementOf.set(p.metadata.name, replacements[i]!) })
  const nodeOf = (pod: Pod) => {
    const node = view.kind === 'DaemonSet' ? podTargetNode(pod) : undefined
    return node === undefined ? {} : { node }
  }
  const report: SimulatedPod[] = seeded.map((p) => {
    const now = liveByName.get(p.metadata.name)
    const entry: SimulatedPod = {
      name: p.metadata.name,
      uidBefore: p.metadata.uid ?? null,
      uidAfter: now?.metadata.uid ?? null,
      restarts: now ? restartsByUid.get(now.metadata.uid ?? '') ?? 0 : 0,
      ...nodeOf(p),
    }
    const replacement = replacementOf.get(p.metadata.name)
    if (!now && replacement !== undefined) entry.replacedBy = replacement
    const s = started.get(p.metadata.name)
    if (s !== undefined) {
      entry.startedAt = (s - changedAt) / 1000
      const f = finished.get(p.metadata.name)
      if (f !== undefined) entry.seconds = (f - s) / 1000
    }
    return entry
  })
  for (const name of replacements) {
    const pod = liveByName.get(name)!
    const f = finished.get(name)
    report.push({
      name, uidBefore: null, uidAfter: pod.metadata.uid ?? null, restarts: restartsByUid.get(pod.metadata.uid ?? '') ?? 0,
      ...(f !== undefined ? { seconds: (f - changedAt) / 1000 } : {}), ...nodeOf(pod),
    })
  }
  return report
}

function primaryDiagnosis(d: Diagnosis): SimulationDiagnosis {
  const first = d.reasons.find((r) => r.blocking) ?? d.reasons[0]
  if (!first) {
    return { reason: 'unknown', pods: [], message: 'the rollout did not complete and no stall reason was found', field: '', reasons: [] }
  }
  return { reason: first.reason, pods: first.pods, message: first.message, field: first.field, reasons: d.reasons }
}

function alreadyFailing(final: Diagnosis): { alreadyFailing?: StallReason[] } {
  const failing = failuresOf(final)
  return failing.length > 0 ? { alreadyFailing: failing } : {}
}
