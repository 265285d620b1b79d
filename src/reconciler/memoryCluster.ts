import { createHash } from 'node:crypto'
import { deepEqual } from '../engine/kube/json.js'
import { matchesSelector, selectorMatcher } from '../engine/kube/labelSelector.js'
import type { LabelSelector } from '../engine/kube/labelSelector.js'
import { metaTime } from '../engine/kube/metaTime.js'
import { LABEL_VALUE_MAX } from '../engine/kube/nameSyntax.js'
import { type Pod } from '../engine/kube/pod.js'
import type { ControllerRevision } from '../engine/workloads/revision.js'
import { CHILD_TYPES, type SubsetChildKind } from '../engine/workloads/unitedDeployment.js'
import type { WorkloadKind } from '../engine/workloads/workloadView.js'
import { GuardError } from '../errors.js'
import {
    type CloneSetObject, type Cluster, type ClusterEvent, type EventInput, type NamespaceObject, type NodeObject, type ResizeContainer,
    type SidecarSetObject, type UnitedDeploymentObject, type ViewKind, type ViewObject, type Watch, type WatchEvent, type WorkloadObject,
    SUBSET_NAME_LABEL, WORKLOAD_POD_SELECTOR, conflictError, injectedSidecarSets, notFoundError, ownerUnitedDeployment, ownerWorkload, resourceName,
} from './cluster.js'

type StoreWatcher = (event: WatchEvent, pod?: Pod) => void

/**
 * An in-memory apiserver for workloads (CloneSets, Advanced StatefulSets, Advanced DaemonSets), Pods, Nodes,
 * ControllerRevisions and Events: resourceVersions, 409 conflicts,
 * watch notifications, Pod update validation (only images, metadata, and resources through `pods/resize` may
 * change), admission hooks, and fault injection (a client "crashes" after its Nth write). Each actor (reconciler,
 * kubelet, test) talks through its own `client(actor)`, so writes can be counted and crashes injected per actor.
 *
 * Stored objects are deep-frozen and handed out as-is: a list of 1,000 Pods costs no cloning, and an accidental
 * mutation by a reader throws instead of corrupting the store. A written Pod is frozen too: the cluster owns it.
 */

/** Thrown by a client whose process has been "killed" by fault injection. */
export class SimulatedCrash extends Error {
  constructor(actor: string, write: number) {
    super(`simulated crash of ${actor} after write ${write}`)
    this.name = 'SimulatedCrash'
  }
}

export type WriteVerb = 'create' | 'update' | 'update-status' | 'patch' | 'resize' | 'delete'

export interface WriteRecord {
  seq: number
  actor: string
  verb: WriteVerb
  kind: WorkloadKind | ViewKind | 'Pod' | 'ControllerRevision' | 'Event'
  namespace: string
  name: string
  at: number
}

/** An admission hook: return a replacement object to mutate, throw a GuardError to deny. */
export type PodAdmission = (operation: 'CREATE' | 'UPDATE', pod: Pod, old: Pod | undefined) => Pod | void
export type CloneSetAdmission = (operation: 'CREATE' | 'UPDATE', cloneSet: CloneSetObject, old: CloneSetObject | undefined) => CloneSetObject | void

export interface MemoryClusterOptions {
  /** The apiserver's clock (epoch ms): creationTimestamp, deletionTimestamp, event times. */
  now: () => number
  podAdmission?: PodAdmission[]
  cloneSetAdmission?: CloneSetAdmission[]
}

export interface ClientOptions {
  /** Kill the client right after its Nth successful write (the write is stored; the caller sees a crash). */
  crashAfterWrites?: number
}

const POD_UPDATE_FORBIDDEN =
  'pod updates may not change fields other than `spec.containers[*].image`,`spec.initContainers[*].image`,`spec.activeDeadlineSeconds`,' +
  '`spec.tolerations` (only additions to existing tolerations),`spec.terminationGracePeriodSeconds` (allow it to be set to 1 if it was previously negative)'

const key = (namespace: string | undefined, name: string) => `${namespace ?? ''}/${name}`
const workloadKey = (kind: WorkloadKind, namespace: string | undefined, name: string) => `${kind}/${namespace ?? ''}/${name}`
/** Any other stored object, by apiVersion and kind (apps/v1 and apps.kruise.io both have a StatefulSet). */
const objectKey = (apiVersion: string, kind: string, namespace: string | undefined, name: string) => `${apiVersion.split('/')[0]}/${kind}/${namespace ?? ''}/${name}`
const VIEW_RESOURCES: Readonly<Record<ViewKind, string>> = { SidecarSet: 'sidecarsets.apps.kruise.io', UnitedDeployment: 'uniteddeployments.apps.kruise.io' }

/** An object the in-memory cluster stores but plays no part in (SidecarSets, UnitedDeployments, apps/v1 children, Namespaces). */
export interface StoredObject {
  apiVersion: string
  kind: string
  metadata: { name: string; namespace?: string; uid?: string; resourceVersion?: string; generation?: number; labels?: Record<string, string>; annotations?: Record<string, string>; [key: string]: unknown }
  [key: string]: unknown
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    // No key array per object (every write freezes its new objects): an index loop for lists, for...in for the
    // plain JSON objects Kubernetes objects are made of (no enumerable inherited keys).
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const v: unknown = value[i]
        if (v !== null && typeof v === 'object') deepFreeze(v)
      }
    } else {
      const record = value as Record<string, unknown>
      for (const k in record) {
        const v = record[k]
        if (v !== null && typeof v === 'object') deepFreeze(v)
      }
    }
  }
  return value
}

function copy<T>(value: T): T {
  return structuredClone(value)
}

export class MemoryCluster {
  readonly now: () => number
  private revisionCounter = 0
  private uidCounter = 0
  private writeSeq = 0
  private readonly workloads = new Map<string, WorkloadObject>()
  /** Pods by namespace, then name: a lookup hashes the two strings the caller holds, with no key built per call. */
  private readonly pods = new Map<string, Map<string, Pod>>()
  private readonly revisions = new Map<string, ControllerRevision>()
  /** Nodes by name (the simulated kubelet's, or a test's). */
  private readonly nodes = new Map<string, NodeObject>()
  private readonly events = new Map<string, ClusterEvent>()
  /** SidecarSets, UnitedDeployments, apps/v1 StatefulSets and Deployments, Namespaces (objectKey). */
  private readonly objects = new Map<string, StoredObject>()
  private readonly watchers = new Set<StoreWatcher>()
  private readonly podAdmission: PodAdmission[]
  private readonly cloneSetAdmission: CloneSetAdmission[]
  /** Every write, in order (what the crash-safety test and the timeline read). */
  readonly writes: WriteRecord[] = []
  /** Pods removed from storage, in order (never expected on the in-place path). */
  readonly deletedPods: { namespace: string; name: string; uid: string }[] = []

  constructor(options: MemoryClusterOptions) {
    this.now = options.now
    this.podAdmission = options.podAdmission ?? []
    this.cloneSetAdmission = options.cloneSetAdmission ?? []
  }

  /** A Cluster for one actor; its writes are recorded under that actor's name. */
  client(actor: string, options: ClientOptions = {}): MemoryClusterClient {
    return new MemoryClusterClient(this, actor, options)
  }

  // ---- direct access for setup and tests (not through the port) ----

  pod(namespace: string, name: string): Pod | undefined {
    return this.pods.get(namespace)?.get(name)
  }

  allPods(): Pod[] {
    const all: Pod[] = []
    for (const pods of this.pods.values()) for (const pod of pods.values()) all.push(pod)
    return all
  }

  cloneSet(namespace: string, name: string): CloneSetObject | undefined {
    return this.workload('CloneSet', namespace, name) as CloneSetObject | undefined
  }

  allCloneSets(): CloneSetObject[] {
    return this.allWorkloads('CloneSet') as CloneSetObject[]
  }

  workload(kind: WorkloadKind, namespace: string, name: string): WorkloadObject | undefined {
    return this.workloads.get(workloadKey(kind, namespace, name))
  }

  /** Every stored workload, or those of one kind. */
  allWorkloads(kind?: WorkloadKind): WorkloadObject[] {
    return [...this.workloads.values()].filter((w) => kind === undefined || w.kind === kind)
  }

  allEvents(): ClusterEvent[] {
    return [...this.events.values()]
  }

  allNodes(): NodeObject[] {
    return [...this.nodes.values()]
  }

  /** Stores (or replaces) a Node. */
  storeNode(node: NodeObject): NodeObject {
    const stored = deepFreeze({ apiVersion: 'v1', kind: 'Node' as const, ...copy(node), metadata: { ...copy(node.metadata), resourceVersion: this.nextResourceVersion() } })
    this.nodes.set(node.metadata.name, stored)
    return stored
  }

  /**
   * Creates or replaces an object the cluster only stores: a SidecarSet (cluster-scoped: no namespace), a
   * UnitedDeployment, an apps/v1 StatefulSet or Deployment, a Namespace. SidecarSets and UnitedDeployments are watched.
   */
  applyObject<T extends StoredObject>(input: T): T {
    const clusterScoped = input.kind === 'SidecarSet' || input.kind === 'Namespace'
    const ns = clusterScoped ? undefined : input.metadata.namespace ?? 'default'
    const k = objectKey(input.apiVersion, input.kind, ns, input.metadata.name)
    const old = this.objects.get(k)
    const obj = copy(input)
    const generation = old ? (old.metadata.generation ?? 1) + (deepEqual(old.spec, obj.spec) ? 0 : 1) : 1
    const metadata = {
      ...obj.metadata, ...(ns === undefined ? {} : { namespace: ns }), uid: old?.metadata.uid ?? obj.metadata.uid ?? this.newUid(), generation,
      creationTimestamp: old?.metadata.creationTimestamp ?? metaTime(this.now()),
    }
    return this.storeObject({ ...obj, metadata }, old ? 'MODIFIED' : 'ADDED')
  }

  /** Stores the object as given (a new resourceVersion), e.g. with a status a controller wrote. */
  storeObject<T extends StoredObject>(obj: T, type: 'ADDED' | 'MODIFIED' = 'MODIFIED'): T {
    const ns = obj.kind === 'SidecarSet' || obj.kind === 'Namespace' ? undefined : obj.metadata.namespace ?? 'default'
    const stored = deepFreeze({ ...obj, metadata: { ...obj.metadata, resourceVersion: this.nextResourceVersion() } })
    this.objects.set(objectKey(obj.apiVersion, obj.kind, ns, obj.metadata.name), stored)
    if (obj.kind === 'SidecarSet' || obj.kind === 'UnitedDeployment') this.notify({ kind: obj.kind, type, namespace: ns ?? '', name: obj.metadata.name })
    return stored
  }

  /** Removes a stored object (a SidecarSet's or UnitedDeployment's watchers are told). */
  deleteObject(apiVersion: string, kind: string, namespace: string, name: string): void {
    const k = objectKey(apiVersion, kind, namespace === '' ? undefined : namespace, name)
    if (!this.objects.delete(k)) return
    if (kind === 'SidecarSet' || kind === 'UnitedDeployment') this.notify({ kind, type: 'DELETED', namespace, name })
  }

  /** A stored object by apiVersion (its group decides), kind, namespace ('' for cluster-scoped) and name. */
  object(apiVersion: string, kind: string, namespace: string, name: string): StoredObject | undefined {
    return this.objects.get(objectKey(apiVersion, kind, namespace === '' ? undefined : namespace, name))
  }

  /** The stored objects of one group and kind (apiVersion's group decides). */
  allObjects(apiVersion: string, kind: string): StoredObject[] {
    const prefix = `${apiVersion.split('/')[0]}/${kind}/`
    return [...this.objects.entries()].filter(([k]) => k.startsWith(prefix)).map(([, o]) => o)
  }

  allRevisions(): ControllerRevision[] {
    return [...this.revisions.values()]
  }

  /** Removes a terminating Pod from storage (the kubelet's final delete once containers are stopped). */
  finalizePodDeletion(namespace: string, name: string): void {
    const pod = this.pod(namespace, name)
    if (!pod) return
    this.pods.get(namespace)!.delete(name)
    this.deletedPods.push({ namespace, name, uid: pod.metadata.uid ?? '' })
    this.notify(podEvent('DELETED', namespace, name, pod), pod)
  }

  // ---- storage operations used by clients ----

  nextResourceVersion(): string {
    this.revisionCounter++
    return String(this.revisionCounter)
  }

  newUid(): string {
    this.uidCounter++
    // Deterministic, but shaped like the random version-4 UIDs an apiserver gives (people read them in tables).
    const h = createHash('sha256').update(`memory-cluster-uid-${this.uidCounter}`).digest('hex')
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`
  }

  record(actor: string, verb: WriteVerb, kind: WriteRecord['kind'], namespace: string, name: string): void {
    this.writes.push({ seq: ++this.writeSeq, actor, verb, kind, namespace, name, at: this.now() })
  }

  /** Every change, with the Pod it is about (for Pod events). */
  notify(event: WatchEvent, pod?: Pod): void {
    for (const w of this.watchers) w(event, pod)
  }

  addWatcher(fn: StoreWatcher): Watch {
    this.watchers.add(fn)
    return { stop: () => this.watchers.delete(fn) }
  }

  getCloneSetOrThrow(namespace: string, name: string): CloneSetObject {
    return this.getWorkloadOrThrow('CloneSet', namespace, name) as CloneSetObject
  }

  getWorkloadOrThrow(kind: WorkloadKind, namespace: string, name: string): WorkloadObject {
    const w = this.workloads.get(workloadKey(kind, namespace, name))
    if (!w) throw notFoundError(resourceName(kind), name)
    return w
  }

  getPodOrThrow(namespace: string, name: string): Pod {
    const pod = this.pod(namespace, name)
    if (!pod) throw notFoundError('pods', name)
    return pod
  }

  storeCloneSet(cs: CloneSetObject, type: 'ADDED' | 'MODIFIED'): CloneSetObject {
    return this.storeWorkload(cs, type) as CloneSetObject
  }

  storeWorkload(w: WorkloadObject, type: 'ADDED' | 'MODIFIED'): WorkloadObject {
    const ns = w.metadata.namespace ?? 'default'
    const stored = deepFreeze({ ...w, metadata: { ...w.metadata, namespace: ns, resourceVersion: this.nextResourceVersion() } })
    this.workloads.set(workloadKey(w.kind, ns, w.metadata.name), stored)
    const owner = ownerUnitedDeployment(stored as unknown as Pod)
    this.notify({ kind: w.kind, type, namespace: ns, name: w.metadata.name, ...(owner ? { owner, ownerKind: 'UnitedDeployment' as const } : {}) })
    return stored
  }

  storePod(pod: Pod, type: 'ADDED' | 'MODIFIED'): Pod {
    const ns = pod.metadata.namespace ?? 'default'
    const stored = deepFreeze({ ...pod, metadata: { ...pod.metadata, namespace: ns, resourceVersion: this.nextResourceVersion() } })
    let pods = this.pods.get(ns)
    if (pods === undefined) this.pods.set(ns, pods = new Map())
    pods.set(pod.metadata.name, stored)
    this.notify(podEvent(type, ns, pod.metadata.name, stored), stored)
    return stored
  }

  /** Create or update a CloneSet (spec and metadata; generation moves when the spec changes), through admission. */
  applyCloneSet(input: CloneSetObject): CloneSetObject {
    return this.applyWorkload(input) as CloneSetObject
  }

  /** Create or update a workload (spec and metadata; generation moves when the spec changes); CloneSets through admission. */
  applyWorkload(input: WorkloadObject): WorkloadObject {
    const ns = input.metadata.namespace ?? 'default'
    const old = this.workloads.get(workloadKey(input.kind, ns, input.metadata.name))
    let obj = copy(input)
    if (obj.kind === 'CloneSet') {
      for (const hook of this.cloneSetAdmission) obj = hook(old ? 'UPDATE' : 'CREATE', obj as CloneSetObject, old as CloneSetObject | undefined) ?? obj
    }
    if (!old) {
      return this.storeWorkload({
        ...obj,
        metadata: { ...obj.metadata, namespace: ns, uid: obj.metadata.uid ?? this.newUid(), generation: 1, creationTimestamp: metaTime(this.now()) },
      }, 'ADDED')
    }
    const generation = (old.metadata.generation ?? 1) + (deepEqual(old.spec, obj.spec) ? 0 : 1)
    return this.storeWorkload({
      ...obj,
      metadata: { ...obj.metadata, namespace: ns, uid: old.metadata.uid, generation, creationTimestamp: old.metadata.creationTimestamp },
      ...(old.status ? { status: old.status } : {}),
    }, 'MODIFIED')
  }

  runPodAdmission(operation: 'CREATE' | 'UPDATE', pod: Pod, old: Pod | undefined): Pod {
    let result = pod
    for (const hook of this.podAdmission) result = hook(operation, result, old) ?? result
    return result
  }

  listPodsIn(namespace: string, selector: LabelSelector): Pod[] {
    const out: Pod[] = []
    const pods = this.pods.get(namespace)
    if (pods === undefined) return out
    const matches = selectorMatcher(selector)
    for (const pod of pods.values()) if (matches(pod.metadata.labels ?? {})) out.push(pod)
    return out
  }

  listRevisionsIn(namespace: string, selector: LabelSelector): ControllerRevision[] {
    return [...this.revisions.values()].filter((r) => r.metadata.namespace === namespace && matchesSelector(selector, r.metadata.labels ?? {}))
  }

  storeRevision(revision: ControllerRevision): ControllerRevision {
    const ns = revision.metadata.namespace ?? 'default'
    if (this.revisions.has(key(ns, revision.metadata.name))) {
      throw new GuardError('IPG_ERR_CONFLICT', `controllerrevisions.apps "${revision.metadata.name}" already exists`)
    }
    const stored = deepFreeze({
      ...copy(revision),
      metadata: { ...copy(revision.metadata), namespace: ns, uid: this.newUid(), resourceVersion: this.nextResourceVersion() },
    })
    this.revisions.set(key(ns, revision.metadata.name), stored)
    return stored
  }

  storeEvent(input: EventInput): void {
    const k = `${input.namespace}/${input.involvedObject.kind}/${input.involvedObject.name}/${input.reason}/${input.message}`
    const at = metaTime(this.now())
    const existing = this.events.get(k)
    if (existing) this.events.set(k, { ...existing, count: existing.count + 1, lastTimestamp: at })
    // EventInput is flat but for involvedObject: two spreads copy it (structuredClone costs more than the event).
    else this.events.set(k, { ...input, involvedObject: { ...input.involvedObject }, name: `${input.involvedObject.name}.${(this.events.size + 1).toString(16)}`, count: 1, firstTimestamp: at, lastTimestamp: at })
  }
}

/** A Pod's watch event, naming the workload that owns it, the SidecarSets that injected it and its UnitedDeployment subset. */
function podEvent(type: WatchEvent['type'], namespace: string, name: string, pod: Pod): WatchEvent {
  const owner = ownerWorkload(pod)
  const event: WatchEvent = owner ? { kind: 'Pod', type, namespace, name, owner: owner.name, ownerKind: owner.kind } : { kind: 'Pod', type, namespace, name }
  // Most Pods have neither: no property is added to their events.
  if (pod.metadata.annotations !== undefined) {
    const sidecarSets = injectedSidecarSets(pod)
    if (sidecarSets) event.sidecarSets = sidecarSets
  }
  const subset = pod.metadata.labels?.[SUBSET_NAME_LABEL]
  if (subset !== undefined) event.subset = subset
  return event
}

/**
 * The apiserver's limit on a Pod's label values (ValidateLabels), on create and update: 63 characters, which a
 * controller's revision label `<name>-<hash>` can pass. Their syntax is not checked: a workload whose names or template
 * labels break it is refused before any Pod (the apiserver, Kruise's webhook).
 */
export function validatePodLabels(pod: Pod): void {
  for (const value of Object.values(pod.metadata.labels ?? {})) {
    if (typeof value === 'string' && value.length > LABEL_VALUE_MAX) {
      throw new GuardError('IPG_ERR_INVALID', `Pod "${pod.metadata.name}" is invalid: metadata.labels: Invalid value: ${JSON.stringify(value)}: must be no more than ${LABEL_VALUE_MAX} bytes`)
    }
  }
}

/** Validation of a Pod UPDATE on the main endpoint (kubernetes-admission.md §1.1–§1.4). */
export function validatePodUpdate(next: Pod, old: Pod): void {
  const name = old.metadata.name
  const invalid = (detail: string) => new GuardError('IPG_ERR_INVALID', `Pod "${name}" is invalid: ${detail}`)
  for (const field of ['name', 'namespace', 'uid', 'creationTimestamp'] as const) {
    if (next.metadata[field] !== undefined && next.metadata[field] !== old.metadata[field]) {
      throw invalid(`metadata.${field}: Invalid value: ${JSON.stringify(next.metadata[field])}: field is immutable`)
    }
  }
  for (const list of ['containers', 'initContainers'] as const) {
    if ((next.spec[list] ?? []).length !== (old.spec[list] ?? []).length) {
      throw invalid(`spec.${list}: Forbidden: pod updates may not add or remove containers`)
    }
    for (const [i, c] of (next.spec[list] ?? []).entries()) {
      if (!c.image) throw invalid(`spec.${list}[${i}].image: Required value`)
      if (c.image.trim() !== c.image) throw invalid(`spec.${list}[${i}].image: Invalid value: ${JSON.stringify(c.image)}: must not have leading or trailing whitespace`)
    }
  }
  if (deepEqual(next.spec, old.spec)) return
  const munged = {
    ...next.spec,
    containers: next.spec.containers.map((c, i) => ({ ...c, image: old.spec.containers[i].image })),
    ...(next.spec.initContainers ? { initContainers: next.spec.initContainers.map((c, i) => ({ ...c, image: old.spec.initContainers![i].image })) } : {}),
  }
  if (!deepEqual(munged, old.spec)) {
    throw invalid(`spec: Forbidden: ${POD_UPDATE_FORBIDDEN}\n${specDifference(old.spec, munged)}`)
  }
}

/** A short account of what differs (the apiserver prints a Go cmp.Diff; we name the top-level fields). */
function specDifference(old: Pod['spec'], next: Pod['spec']): string {
  const fields = new Set([...Object.keys(old), ...Object.keys(next)])
  const lines: string[] = []
  for (const f of [...fields].sort()) {
    if (f === 'containers' || f === 'initContainers') {
      const a = (old[f] ?? []) as Record<string, unknown>[]
      const b = (next[f] ?? []) as Record<string, unknown>[]
      a.forEach((c, i) => {
        for (const k of new Set([...Object.keys(c), ...Object.keys(b[i] ?? {})])) {
          if (!deepEqual(c[k], b[i]?.[k])) lines.push(`  core.PodSpec.${f}[${i}].${k} differs`)
        }
      })
    } else if (!deepEqual(old[f], next[f])) lines.push(`  core.PodSpec.${f} differs`)
  }
  return lines.join('\n')
}

/** The Cluster port over a MemoryCluster, for one actor, with optional crash injection. */
export class MemoryClusterClient implements Cluster {
  private writeCount = 0
  private crashed = false

  constructor(private readonly store: MemoryCluster, readonly actor: string, private readonly options: ClientOptions) {}

  get writesDone(): number {
    return this.writeCount
  }

  get isCrashed(): boolean {
    return this.crashed
  }

  private alive(): void {
    if (this.crashed) throw new SimulatedCrash(this.actor, this.writeCount)
  }

  private wrote(verb: WriteVerb, kind: WriteRecord['kind'], namespace: string, name: string): void {
    this.writeCount++
    this.store.record(this.actor, verb, kind, namespace, name)
    if (this.options.crashAfterWrites !== undefined && this.writeCount >= this.options.crashAfterWrites) {
      this.crashed = true
      throw new SimulatedCrash(this.actor, this.writeCount)
    }
  }

  async listWorkloads(kind: WorkloadKind, namespace?: string): Promise<WorkloadObject[]> {
    this.alive()
    return this.store.allWorkloads(kind).filter((w) => namespace === undefined || w.metadata.namespace === namespace)
  }

  async getWorkload(kind: WorkloadKind, namespace: string, name: string): Promise<WorkloadObject> {
    this.alive()
    return this.store.getWorkloadOrThrow(kind, namespace, name)
  }

  async listCloneSets(namespace?: string): Promise<CloneSetObject[]> {
    return (await this.listWorkloads('CloneSet', namespace)) as CloneSetObject[]
  }

  async getCloneSet(namespace: string, name: string): Promise<CloneSetObject> {
    return (await this.getWorkload('CloneSet', namespace, name)) as CloneSetObject
  }

  async updateWorkloadStatus(workload: WorkloadObject): Promise<WorkloadObject> {
    this.alive()
    const ns = workload.metadata.namespace ?? 'default'
    const old = this.store.getWorkloadOrThrow(workload.kind, ns, workload.metadata.name)
    if (workload.metadata.resourceVersion !== undefined && workload.metadata.resourceVersion !== old.metadata.resourceVersion) {
      throw conflictError(resourceName(workload.kind), workload.metadata.name)
    }
    const stored = this.store.storeWorkload({ ...old, status: copy(workload.status) }, 'MODIFIED')
    this.wrote('update-status', workload.kind, ns, workload.metadata.name)
    return stored
  }

  async patchWorkloadAnnotations(kind: WorkloadKind, namespace: string, name: string, annotations: Record<string, string | null>, resourceVersion?: string): Promise<WorkloadObject> {
    this.alive()
    const old = this.store.getWorkloadOrThrow(kind, namespace, name)
    if (resourceVersion !== undefined && resourceVersion !== old.metadata.resourceVersion) throw conflictError(resourceName(kind), name)
    const merged: Record<string, string> = { ...(old.metadata.annotations ?? {}) }
    for (const [k, v] of Object.entries(annotations)) {
      if (v === null) delete merged[k]
      else merged[k] = v
    }
    const stored = this.store.storeWorkload({ ...old, metadata: { ...old.metadata, annotations: merged } }, 'MODIFIED')
    this.wrote('patch', kind, namespace, name)
    return stored
  }

  async listPods(namespace: string, selector: LabelSelector): Promise<Pod[]> {
    this.alive()
    return this.store.listPodsIn(namespace, selector)
  }

  async getPod(namespace: string, name: string): Promise<Pod> {
    this.alive()
    return this.store.getPodOrThrow(namespace, name)
  }

  async createPod(input: Pod): Promise<Pod> {
    this.alive()
    const ns = input.metadata.namespace ?? 'default'
    if (this.store.pod(ns, input.metadata.name)) {
      throw new GuardError('IPG_ERR_CONFLICT', `pods "${input.metadata.name}" already exists`)
    }
    const admitted = this.store.runPodAdmission('CREATE', input, undefined)
    validatePodLabels(admitted)
    const pod: Pod = {
      ...admitted,
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { ...admitted.metadata, namespace: ns, uid: this.store.newUid(), creationTimestamp: metaTime(this.store.now()), generation: 1 },
      status: { phase: 'Pending' },
    }
    const stored = this.store.storePod(pod, 'ADDED')
    this.wrote('create', 'Pod', ns, pod.metadata.name)
    return stored
  }

  async updatePod(input: Pod): Promise<Pod> {
    this.alive()
    const ns = input.metadata.namespace ?? 'default'
    const old = this.store.getPodOrThrow(ns, input.metadata.name)
    if (input.metadata.resourceVersion === undefined) {
      throw new GuardError('IPG_ERR_INVALID', `Pod "${input.metadata.name}" is invalid: metadata.resourceVersion: Invalid value: 0x0: must be specified for an update`)
    }
    if (input.metadata.resourceVersion !== old.metadata.resourceVersion) throw conflictError('pods', input.metadata.name)
    const admitted = this.store.runPodAdmission('UPDATE', input, old)
    validatePodUpdate(admitted, old)
    validatePodLabels(admitted)
    const specChanged = !deepEqual(admitted.spec, old.spec)
    const next: Pod = {
      ...admitted,
      metadata: {
        ...admitted.metadata,
        uid: old.metadata.uid,
        creationTimestamp: old.metadata.creationTimestamp,
        generation: (old.metadata.generation ?? 1) + (specChanged ? 1 : 0),
        ...(old.metadata.deletionTimestamp ? { deletionTimestamp: old.metadata.deletionTimestamp } : {}),
      },
      ...(old.status ? { status: old.status } : {}),
    }
    const stored = this.store.storePod(next, 'MODIFIED')
    this.wrote('update', 'Pod', ns, input.metadata.name)
    return stored
  }

  async updatePodStatus(input: Pod): Promise<Pod> {
    this.alive()
    const ns = input.metadata.namespace ?? 'default'
    const old = this.store.getPodOrThrow(ns, input.metadata.name)
    if (input.metadata.resourceVersion !== undefined && input.metadata.resourceVersion !== old.metadata.resourceVersion) {
      throw conflictError('pods', input.metadata.name)
    }
    const stored = this.store.storePod({ ...old, status: input.status ?? {} }, 'MODIFIED')
    this.wrote('update-status', 'Pod', ns, input.metadata.name)
    return stored
  }

  async resizePod(namespace: string, name: string, containers: ResizeContainer[], resourceVersion?: string): Promise<Pod> {
    this.alive()
    const old = this.store.getPodOrThrow(namespace, name)
    if (resourceVersion !== undefined && resourceVersion !== old.metadata.resourceVersion) throw conflictError('pods', name)
    const byName = new Map(containers.map((c) => [c.name, c.resources]))
    const next = old.spec.containers.map((c) => {
      const change = byName.get(c.name)
      if (!change) return c
      for (const kind of ['limits', 'requests'] as const) {
        for (const res of Object.keys(change[kind] ?? {})) {
          if (res !== 'cpu' && res !== 'memory') {
            throw new GuardError('IPG_ERR_INVALID', `Pod "${name}" is invalid: spec.containers[${c.name}].resources: Forbidden: only cpu and memory resources are mutable`)
          }
        }
      }
      return {
        ...c,
        resources: {
          ...(c.resources ?? {}),
          ...(change.limits ? { limits: { ...(c.resources?.limits ?? {}), ...change.limits } } : {}),
          ...(change.requests ? { requests: { ...(c.resources?.requests ?? {}), ...change.requests } } : {}),
        },
      }
    })
    const stored = this.store.storePod({ ...old, spec: { ...old.spec, containers: next } }, 'MODIFIED')
    this.wrote('resize', 'Pod', namespace, name)
    return stored
  }

  async deletePod(namespace: string, name: string, uid?: string): Promise<void> {
    this.alive()
    const old = this.store.getPodOrThrow(namespace, name)
    if (uid !== undefined && old.metadata.uid !== uid) {
      throw new GuardError('IPG_ERR_CONFLICT', `Precondition failed: UID in precondition: ${uid}, UID in object meta: ${old.metadata.uid}`)
    }
    if (old.metadata.deletionTimestamp) return
    if (!old.spec.nodeName) {
      this.store.finalizePodDeletion(namespace, name)
    } else {
      const grace = old.spec.terminationGracePeriodSeconds ?? 30
      this.store.storePod({ ...old, metadata: { ...old.metadata, deletionTimestamp: metaTime(this.store.now()), deletionGracePeriodSeconds: grace } }, 'MODIFIED')
    }
    this.wrote('delete', 'Pod', namespace, name)
  }

  async listNodes(): Promise<NodeObject[]> {
    this.alive()
    return this.store.allNodes()
  }

  async listRevisions(namespace: string, selector: LabelSelector): Promise<ControllerRevision[]> {
    this.alive()
    return this.store.listRevisionsIn(namespace, selector)
  }

  async createRevision(revision: ControllerRevision): Promise<ControllerRevision> {
    this.alive()
    const stored = this.store.storeRevision(revision)
    this.wrote('create', 'ControllerRevision', stored.metadata.namespace ?? '', stored.metadata.name)
    return stored
  }

  async createEvent(event: EventInput): Promise<void> {
    this.alive()
    this.store.storeEvent(event)
    this.wrote('create', 'Event', event.namespace, event.involvedObject.name)
  }

  async listEvents(namespace: string): Promise<ClusterEvent[]> {
    this.alive()
    return this.store.allEvents().filter((e) => e.namespace === namespace)
  }

  // ---- the cluster view: SidecarSets, UnitedDeployments, subset children, Namespaces ----

  async listSidecarSets(): Promise<SidecarSetObject[]> {
    this.alive()
    return this.store.allObjects('apps.kruise.io/v1alpha1', 'SidecarSet') as SidecarSetObject[]
  }

  async getSidecarSet(name: string): Promise<SidecarSetObject> {
    return this.getView('SidecarSet', '', name) as Promise<SidecarSetObject>
  }

  async patchSidecarSetAnnotations(name: string, annotations: Record<string, string | null>, resourceVersion?: string): Promise<SidecarSetObject> {
    return this.patchView('SidecarSet', '', name, annotations, resourceVersion) as Promise<SidecarSetObject>
  }

  async listUnitedDeployments(namespace?: string): Promise<UnitedDeploymentObject[]> {
    this.alive()
    return (this.store.allObjects('apps.kruise.io/v1alpha1', 'UnitedDeployment') as UnitedDeploymentObject[])
      .filter((u) => namespace === undefined || u.metadata.namespace === namespace)
  }

  async getUnitedDeployment(namespace: string, name: string): Promise<UnitedDeploymentObject> {
    return this.getView('UnitedDeployment', namespace, name) as Promise<UnitedDeploymentObject>
  }

  async patchUnitedDeploymentAnnotations(namespace: string, name: string, annotations: Record<string, string | null>, resourceVersion?: string): Promise<UnitedDeploymentObject> {
    return this.patchView('UnitedDeployment', namespace, name, annotations, resourceVersion) as Promise<UnitedDeploymentObject>
  }

  async listSubsetChildren(kind: SubsetChildKind, namespace: string, selector: LabelSelector): Promise<unknown[]> {
    this.alive()
    const matches = selectorMatcher(selector)
    const { apiVersion, kind: childKind } = CHILD_TYPES[kind]
    const all: { metadata: { namespace?: string; labels?: Record<string, string> } }[] = kind === 'CloneSet' || kind === 'AdvancedStatefulSet'
      ? this.store.allWorkloads(childKind as WorkloadKind)
      : this.store.allObjects(apiVersion, childKind)
    return all.filter((o) => o.metadata.namespace === namespace && matches(o.metadata.labels ?? {}))
  }

  async listPodsInAllNamespaces(selector: LabelSelector): Promise<Pod[]> {
    this.alive()
    const matches = selectorMatcher(selector)
    return this.store.allPods().filter((p) => matches(p.metadata.labels ?? {}))
  }

  async listNamespaces(): Promise<NamespaceObject[]> {
    this.alive()
    return this.store.allObjects('v1', 'Namespace') as NamespaceObject[]
  }

  private async getView(kind: ViewKind, namespace: string, name: string): Promise<ViewObject> {
    this.alive()
    const obj = this.store.object('apps.kruise.io/v1alpha1', kind, namespace, name)
    if (!obj) throw notFoundError(VIEW_RESOURCES[kind], name)
    return obj as ViewObject
  }

  private async patchView(kind: ViewKind, namespace: string, name: string, annotations: Record<string, string | null>, resourceVersion?: string): Promise<ViewObject> {
    const old = await this.getView(kind, namespace, name)
    if (resourceVersion !== undefined && resourceVersion !== old.metadata.resourceVersion) throw conflictError(VIEW_RESOURCES[kind], name)
    const merged: Record<string, string> = { ...(old.metadata.annotations ?? {}) }
    for (const [k, v] of Object.entries(annotations)) {
      if (v === null) delete merged[k]
      else merged[k] = v
    }
    const stored = this.store.storeObject({ ...old, metadata: { ...old.metadata, annotations: merged } } as StoredObject)
    this.wrote('patch', kind, namespace, name)
    return stored as unknown as ViewObject
  }

  /** As KubeCluster's watch: workloads, and only Pods that belong to workloads (WORKLOAD_POD_SELECTOR). */
  async watch(onEvent: (event: WatchEvent) => void): Promise<Watch> {
    this.alive()
    return this.store.addWatcher((event, pod) => {
      if (event.kind === 'Pod' && pod?.metadata.labels?.[WORKLOAD_POD_SELECTOR] === undefined) return
      onEvent(event)
    })
  }
}
