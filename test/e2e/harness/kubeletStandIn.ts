import { createHash } from 'node:crypto'
import { type KubeApi, describeFailure, podPath } from './kubeApi.js'

/**
 * A scheduler + kubelet stand-in for a test control plane (which has neither), writing only what those components
 * write: `pods/binding` for Pods without a node, `pods/status` for the rest, and the final grace-0 DELETE of a Pod
 * being deleted. It polls (a test cluster holds a handful of Pods) and, like the kubelet:
 *  - reports each container Running with `image` and a digest `imageID` derived from the image;
 *  - restarts a container whose spec image changed (new containerID, restartCount + 1, not ready until the
 *    readiness delay passes);
 *  - reports each container's resources as its spec's (a resize through `pods/resize` applies at once, no restart);
 *  - computes ContainersReady, and Ready from the containers AND every readiness gate's condition (so a Pod with
 *    the InPlaceUpdateReady gate is Ready only once that condition is True), keeping conditions it does not own.
 */

type Json = Record<string, any>

export interface KubeletStandInOptions {
  node?: string
  intervalMs?: number
  /** From container start to ready (readiness probe). */
  readyDelayMs?: number
}

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

export function startKubeletStandIn(api: KubeApi, namespace: string, options: KubeletStandInOptions = {}): KubeletStandIn {
  const node = options.node ?? 'kig-e2e-node'
  const intervalMs = options.intervalMs ?? 100
  const readyDelayMs = options.readyDelayMs ?? 300
  const restarts = new Map<string, number>()
  const errors: string[] = []
  let running = true

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
      const binding = { apiVersion: 'v1', kind: 'Binding', metadata: { name }, target: { apiVersion: 'v1', kind: 'Node', name: node } }
      const res = await api.create(podPath(namespace, name, 'binding'), binding)
      if (res.status >= 300 && res.status !== 409) errors.push(`bind ${name}: ${describeFailure(res)}`)
      return
    }
    const status = nextStatus(pod, Date.now())
    if (canonical(status) === canonical(pod.status)) return
    const res = await api.replace(podPath(namespace, name, 'status'), { ...pod, status })
    if (res.status === 409 || res.status === 404) return
    if (res.status >= 300) errors.push(`status of ${name}: ${describeFailure(res)}`)
  }

  const nextStatus = (pod: Json, now: number): Json => {
    const old = (pod.status ?? {}) as Json
    const previous = new Map<string, Json>(((old.containerStatuses ?? []) as Json[]).map((s) => [s.name, s]))
    const time = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z')
    const containerStatuses = (pod.spec.containers as Json[]).map((c) => {
      const before = previous.get(c.name)
      // Like a kubelet with InPlacePodVerticalScaling: the resources it runs with are the spec's, resized in place.
      const resources = c.resources && Object.keys(c.resources).length > 0 ? { resources: c.resources, allocatedResources: c.resources.requests ?? {} } : {}
      if (before && before.image === c.image) {
        const startedAt = Date.parse(before.state?.running?.startedAt ?? time(now))
        return { ...before, ...resources, ready: before.ready || now - startedAt >= readyDelayMs }
      }
      const restartCount = before ? (before.restartCount ?? 0) + 1 : 0
      if (before) restarts.set(`${pod.metadata.name}/${c.name}`, (restarts.get(`${pod.metadata.name}/${c.name}`) ?? 0) + 1)
      return {
        name: c.name,
        image: c.image,
        imageID: imageIDOf(c.image),
        containerID: `containerd://${createHash('sha256').update(`${pod.metadata.uid}/${c.name}/${restartCount}`).digest('hex')}`,
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

  const loop = (async () => {
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
    },
  }
}
