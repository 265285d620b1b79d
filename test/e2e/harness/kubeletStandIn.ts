import { createHash } from 'node:crypto'
import type { KruiseContainerHasher } from './containerHashes.js'
import { type KubeApi, describeFailure, podPath } from './kubeApi.js'

/**
 * A scheduler + kubelet stand-in for a test control plane (which has neither), writing only what those components
 * write: `pods/binding` for Pods without a node, `pods/status` for the rest, and the final grace-0 DELETE of a Pod
 * being deleted. A Pod is bound to the node its required node affinity names by `metadata.name` (how a DaemonSet
 * controller pins each Pod to its node), else to the stand-in's node. With `nodes`, it registers those Nodes, Ready,
 * as their kubelets would (a DaemonSet runs a Pod on each), and deletes them when it stops. It polls (a test cluster holds a handful of Pods) and, like the kubelet:
 *  - reports each container Running with `image` and a digest `imageID` derived from the image;
 *  - restarts a container whose spec image changed (new containerID, restartCount + 1, not ready until the
 *    readiness delay passes);
 *  - reports each container's resources as its spec's (a resize through `pods/resize` applies at once, no restart);
 *  - computes ContainersReady, and Ready from the containers AND every readiness gate's condition (so a Pod with
 *    the InPlaceUpdateReady gate is Ready only once that condition is True), keeping conditions it does not own.
 * With `kruiseDaemon`, it also plays kruise-daemon's container meta controller (pkg/daemon/containermeta): it
 * reports apps.kruise.io/runtime-containers-meta with Kruise's own hashes of each container, its env read from the
 * Pod's labels and annotations as they were when the container started, and restarts a container whose env hash no
 * longer matches the Pod's metadata while the Pod is being updated in place (InPlaceUpdateReady False).
 */

type Json = Record<string, any>

export interface KubeletStandInOptions {
  node?: string
  intervalMs?: number
  /** From container start to ready (readiness probe). */
  readyDelayMs?: number
  /** Play kruise-daemon's runtime container meta with Kruise's hashing. */
  kruiseDaemon?: KruiseContainerHasher
  /** Nodes to register (Ready, with these labels) before the first sync, and to delete on stop. */
  nodes?: { names: string[]; labels: Record<string, string> }
}

export const RUNTIME_CONTAINER_META = 'apps.kruise.io/runtime-containers-meta'

export interface KubeletStandIn {
  /** Container restarts the stand-in performed, by `pod/container`. */
  restarts: Map<string, number>
  /** Write failures other than conflicts (which are retried on the next tick). */
  errors: string[]
  stop(): Promise<void>
}

const OWNED_CONDITIONS = new Set(['PodScheduled', 'Initialized', 'ContainersReady', 'Ready'])

/** JSON with sorted keys and without nulls: the apiserver's key order and null handling are not ours. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null) return undefined
    if (typeof v !== 'object' || Array.isArray(v)) return v
    return Object.fromEntries(Object.entries(v as Json).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  })
}

export function imageIDOf(image: string): string {
  const repository = image.replace(/@.*$/, '').replace(/:[^:/]*$/, '')
  return `${repository}@sha256:${createHash('sha256').update(image).digest('hex')}`
}

/**
 * Registers a Ready Node as its kubelet would, untainted as the node lifecycle controller leaves a Ready Node: the
 * apiserver's pods/resize admission reads its capacity and kubelet version, and a DaemonSet controller places a Pod on
 * each Node its template selects.
 */
export async function registerNode(api: KubeApi, name: string, labels: Record<string, string> = {}): Promise<void> {
  const created = await api.create('/api/v1/nodes', { apiVersion: 'v1', kind: 'Node', metadata: { name, labels: { 'kubernetes.io/hostname': name, ...labels } } })
  if (created.status >= 300) throw new Error(`create Node ${name}: ${describeFailure(created)}`)
  const resources = { cpu: '16', memory: '64Gi', pods: '110' }
  const now = new Date().toISOString()
  const status = {
    capacity: resources, allocatable: resources,
    conditions: [{ type: 'Ready', status: 'True', reason: 'KubeletReady', message: 'kubelet stand-in', lastHeartbeatTime: now, lastTransitionTime: now }],
    nodeInfo: { kubeletVersion: 'v1.36.3', architecture: 'amd64', operatingSystem: 'linux', containerRuntimeVersion: 'containerd://2.0.0', kernelVersion: '', osImage: '', kubeProxyVersion: '', machineID: '', systemUUID: '', bootID: '' },
  }
  const res = await api.replace(`/api/v1/nodes/${name}/status`, { ...created.body, status })
  if (res.status >= 300) throw new Error(`Node ${name} status: ${describeFailure(res)}`)
  // The apiserver taints a new Node not-ready (TaintNodesByCondition); the node lifecycle controller, which this
  // control plane lacks, lifts the taint once the Node is Ready. A DaemonSet controller places no Pod before that.
  const taints = ((res.body.spec?.taints ?? []) as Json[]).filter((taint) => taint.key !== 'node.kubernetes.io/not-ready')
  const lifted = await api.replace(`/api/v1/nodes/${name}`, { ...res.body, spec: { ...res.body.spec, taints } })
  if (lifted.status >= 300) throw new Error(`Node ${name} taints: ${describeFailure(lifted)}`)
}

/** The node a Pod's required node affinity pins it to by `metadata.name` (a DaemonSet Pod's), if any. */
export function pinnedNode(pod: Json): string | undefined {
  const terms = (pod.spec?.affinity?.nodeAffinity?.requiredDuringSchedulingIgnoredDuringExecution?.nodeSelectorTerms ?? []) as Json[]
  for (const term of terms) {
    for (const field of (term.matchFields ?? []) as Json[]) {
      if (field.key === 'metadata.name' && field.operator === 'In' && field.values?.length === 1) return field.values[0] as string
    }
  }
  return undefined
}

export function startKubeletStandIn(api: KubeApi, namespace: string, options: KubeletStandInOptions = {}): KubeletStandIn {
  const node = options.node ?? 'kig-e2e-node'
  const intervalMs = options.intervalMs ?? 100
  const readyDelayMs = options.readyDelayMs ?? 300
  const restarts = new Map<string, number>()
  const errors: string[] = []
  let running = true
  const daemon = options.kruiseDaemon
  /** The Pod metadata each container started with (its env from labels and annotations), by containerID. */
  const startedWith = new Map<string, { labels?: Json; annotations?: Json }>()
  /** Containers kruise-daemon asked to restart, by `pod/container`. */
  const restartRequested = new Set<string>()

  const tick = async (): Promise<void> => {
    const list = await api.get(podPath(namespace))
    if (list.status !== 200) {
      errors.push(`list pods: ${describeFailure(list)}`)
      return
    }
    for (const pod of list.body.items as Json[]) await syncPod(pod)
  }

  const syncPod = async (pod: Json): Promise<void> => {
    const name = pod.metadata.name as string
    if (pod.metadata.deletionTimestamp) {
      const res = await api.request('DELETE', podPath(namespace, name), { apiVersion: 'v1', kind: 'DeleteOptions', gracePeriodSeconds: 0, preconditions: { uid: pod.metadata.uid } })
      if (res.status >= 300 && res.status !== 404 && res.status !== 409) errors.push(`delete ${name}: ${describeFailure(res)}`)
      return
    }
    if (!pod.spec.nodeName) {
      const binding = { apiVersion: 'v1', kind: 'Binding', metadata: { name }, target: { apiVersion: 'v1', kind: 'Node', name: pinnedNode(pod) ?? node } }
      const res = await api.create(podPath(namespace, name, 'binding'), binding)
      if (res.status >= 300 && res.status !== 409) errors.push(`bind ${name}: ${describeFailure(res)}`)
      return
    }
    const restarted: string[] = []
    const status = nextStatus(pod, Date.now(), restarted)
    if (canonical(status) !== canonical(pod.status)) {
      const res = await api.replace(podPath(namespace, name, 'status'), { ...pod, status })
      if (res.status === 409 || res.status === 404) return
      if (res.status >= 300) {
        errors.push(`status of ${name}: ${describeFailure(res)}`)
        return
      }
    }
    // A restart happened once the status that reports it is stored (a conflict is tried again on the next tick).
    for (const key of restarted) {
      restarts.set(key, (restarts.get(key) ?? 0) + 1)
      restartRequested.delete(key)
    }
    // After the status write: the meta names the containers the status now reports (and a patch first would make
    // the status write a conflict).
    if (daemon) await reportRuntimeMeta(pod, status, daemon)
  }

  const reportRuntimeMeta = async (pod: Json, status: Json, hasher: KruiseContainerHasher): Promise<void> => {
    const updating = ((pod.status?.conditions ?? []) as Json[]).some((c) => c.type === 'InPlaceUpdateReady' && c.status === 'False')
    const containers: Json[] = []
    for (const s of status.containerStatuses as Json[]) {
      const spec = (pod.spec.containers as Json[]).find((c) => c.name === s.name)!
      const current = await hasher.hash(spec, startedWith.get(s.containerID) ?? pod.metadata)
      const expected = await hasher.hash(spec, pod.metadata)
      if (updating && current.extractedEnvFromMetadataHash !== expected.extractedEnvFromMetadataHash) restartRequested.add(`${pod.metadata.name}/${s.name}`)
      containers.push({ name: s.name, containerID: s.containerID, restartCount: s.restartCount, hashes: current })
    }
    const meta = JSON.stringify({ containers })
    if (pod.metadata.annotations?.[RUNTIME_CONTAINER_META] === meta) return
    const res = await api.patch(podPath(namespace, pod.metadata.name), { metadata: { annotations: { [RUNTIME_CONTAINER_META]: meta } } }, { patchType: 'merge' })
    if (res.status >= 300 && res.status !== 404 && res.status !== 409) errors.push(`runtime meta of ${pod.metadata.name}: ${describeFailure(res)}`)
  }

  /** The status the kubelet reports now; the containers it (re)started are added to `restarted` by `pod/container`. */
  const nextStatus = (pod: Json, now: number, restarted: string[]): Json => {
    const old = (pod.status ?? {}) as Json
    const previous = new Map<string, Json>(((old.containerStatuses ?? []) as Json[]).map((s) => [s.name, s]))
    const time = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z')
    const containerStatuses = (pod.spec.containers as Json[]).map((c) => {
      const before = previous.get(c.name)
      // Like a kubelet with InPlacePodVerticalScaling: the resources it runs with are the spec's, resized in place.
      const resources = c.resources && Object.keys(c.resources).length > 0 ? { resources: c.resources, allocatedResources: c.resources.requests ?? {} } : {}
      const key = `${pod.metadata.name}/${c.name}`
      if (before && before.image === c.image && !restartRequested.has(key)) {
        const startedAt = Date.parse(before.state?.running?.startedAt ?? time(now))
        return { ...before, ...resources, ready: before.ready || now - startedAt >= readyDelayMs }
      }
      const restartCount = before ? (before.restartCount ?? 0) + 1 : 0
      if (before) restarted.push(key)
      const containerID = `containerd://${createHash('sha256').update(`${pod.metadata.uid}/${c.name}/${restartCount}`).digest('hex')}`
      // The kubelet resolves env from labels and annotations when it starts a container.
      startedWith.set(containerID, { labels: { ...pod.metadata.labels }, annotations: { ...pod.metadata.annotations } })
      return {
        name: c.name,
        image: c.image,
        imageID: imageIDOf(c.image),
        containerID,
        ready: false,
        started: true,
        restartCount,
        state: { running: { startedAt: time(now) } },
        ...resources,
        ...(before ? { lastState: { terminated: { exitCode: 0, reason: 'Completed', startedAt: before.state?.running?.startedAt, finishedAt: time(now) } } } : {}),
      }
    })
    const containersReady = containerStatuses.every((s) => s.ready)
    const conditions = ((old.conditions ?? []) as Json[]).filter((c) => !OWNED_CONDITIONS.has(c.type))
    const gatesTrue = ((pod.spec.readinessGates ?? []) as Json[]).every((g) => conditions.some((c) => c.type === g.conditionType && c.status === 'True'))
    const owned: Record<string, boolean> = { PodScheduled: true, Initialized: true, ContainersReady: containersReady, Ready: containersReady && gatesTrue }
    for (const [type, value] of Object.entries(owned)) {
      const status = value ? 'True' : 'False'
      const prior = ((old.conditions ?? []) as Json[]).find((c) => c.type === type)
      conditions.push(prior && prior.status === status ? prior : { type, status, lastProbeTime: null, lastTransitionTime: time(now) })
    }
    return {
      ...old,
      phase: 'Running',
      hostIP: '10.0.0.10',
      hostIPs: [{ ip: '10.0.0.10' }],
      podIP: old.podIP ?? `10.244.0.${1 + (parseInt(createHash('sha256').update(pod.metadata.uid).digest('hex').slice(0, 2), 16) % 250)}`,
      startTime: old.startTime ?? time(now),
      qosClass: old.qosClass,
      conditions,
      containerStatuses,
    }
  }

  const nodes = options.nodes
  const loop = (async () => {
    for (const name of nodes?.names ?? []) await registerNode(api, name, nodes!.labels).catch((err: Error) => errors.push(err.message))
    while (running) {
      try {
        await tick()
      } catch (err) {
        errors.push((err as Error).message)
      }
      await new Promise((r) => setTimeout(r, intervalMs))
    }
  })()

  return {
    restarts,
    errors,
    stop: async () => {
      running = false
      await loop
      for (const name of nodes?.names ?? []) await api.delete(`/api/v1/nodes/${name}`)
    },
  }
}
