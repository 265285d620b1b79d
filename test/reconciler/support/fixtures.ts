import { readCloneSet, type CloneSetView } from '../../../src/engine/workloads/cloneSet.js'
import type { ContainerStatus, Pod, PodCondition } from '../../../src/engine/kube/pod.js'

/** Test fixtures: CloneSets and Pods written the way the API returns them. */

export const NOW = Date.UTC(2026, 0, 1, 12, 0, 0)
export const T = (seconds: number) => NOW + seconds * 1000
export const at = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z')

export interface CloneSetSpec {
  name?: string
  replicas?: number
  policy?: 'ReCreate' | 'InPlaceIfPossible' | 'InPlaceOnly'
  maxUnavailable?: number | string
  maxSurge?: number | string
  partition?: number | string
  paused?: boolean
  graceSeconds?: number
  containers?: { name: string; image: string; env?: unknown[] }[]
  templateAnnotations?: Record<string, string>
  rolling?: Record<string, unknown>
  lifecycle?: Record<string, unknown>
  minReadySeconds?: number
}

/** A v1beta1 CloneSet object (raw JSON). */
export function cloneSetObject(spec: CloneSetSpec = {}): Record<string, unknown> & { metadata: { name: string; namespace: string; uid?: string; generation?: number } } {
  const name = spec.name ?? 'web'
  return {
    apiVersion: 'apps.kruise.io/v1beta1',
    kind: 'CloneSet',
    metadata: { name, namespace: 'default', uid: 'cs-uid-1', generation: 1 },
    spec: {
      replicas: spec.replicas ?? 10,
      selector: { matchLabels: { app: name } },
      ...(spec.minReadySeconds ? { minReadySeconds: spec.minReadySeconds } : {}),
      ...(spec.lifecycle ? { lifecycle: spec.lifecycle } : {}),
      updateStrategy: {
        type: 'RollingUpdate',
        rollingUpdate: {
          podUpdatePolicy: spec.policy ?? 'InPlaceIfPossible',
          maxUnavailable: spec.maxUnavailable ?? 1,
          ...(spec.maxSurge !== undefined ? { maxSurge: spec.maxSurge } : {}),
          ...(spec.partition !== undefined ? { partition: spec.partition } : {}),
          ...(spec.paused ? { paused: true } : {}),
          ...(spec.graceSeconds ? { inPlaceUpdateStrategy: { gracePeriodSeconds: spec.graceSeconds } } : {}),
          ...(spec.rolling ?? {}),
        },
      },
      template: {
        metadata: { labels: { app: name }, ...(spec.templateAnnotations ? { annotations: spec.templateAnnotations } : {}) },
        spec: { containers: spec.containers ?? [{ name: 'app', image: 'nginx:1.25' }] },
      },
    },
  }
}

/** The same CloneSet as `cloneSetObject`, written as apps.kruise.io/v1alpha1 (the version released Kruise serves). */
export function v1alpha1CloneSetObject(spec: CloneSetSpec = {}): ReturnType<typeof cloneSetObject> {
  const object = cloneSetObject(spec)
  const { rollingUpdate } = (object.spec as { updateStrategy: { rollingUpdate: Record<string, unknown> } }).updateStrategy
  const { podUpdatePolicy, ...rolling } = rollingUpdate
  return { ...object, apiVersion: 'apps.kruise.io/v1alpha1', spec: { ...(object.spec as object), updateStrategy: { type: podUpdatePolicy, ...rolling } } }
}

export function cloneSetView(spec: CloneSetSpec = {}): CloneSetView {
  return readCloneSet(cloneSetObject(spec))
}

export interface PodSpec {
  name: string
  revision?: string
  /** Container name → image (spec); statuses default to running that image. */
  images?: Record<string, string>
  /** Container name → image actually running (status), when it differs from the spec. */
  running?: Record<string, string>
  imageIDs?: Record<string, string>
  ready?: boolean
  containerReady?: Record<string, boolean>
  waiting?: Record<string, string>
  phase?: string
  nodeName?: string | null
  lifecycle?: string
  labels?: Record<string, string>
  annotations?: Record<string, string>
  readinessGate?: boolean
  inPlaceReady?: boolean
  readySince?: number
  created?: number
  restarts?: number
  env?: Record<string, unknown[]>
  finalizers?: string[]
  extraConditions?: PodCondition[]
}

export function pod(p: PodSpec): Pod {
  const images = p.images ?? { app: 'nginx:1.25' }
  const ready = p.ready ?? true
  const statuses: ContainerStatus[] = Object.entries(images).map(([name, image]) => {
    const runningImage = p.running?.[name] ?? image
    const waiting = p.waiting?.[name]
    return {
      name,
      image: runningImage,
      imageID: p.imageIDs?.[name] ?? `id-of-${runningImage}`,
      ready: p.containerReady?.[name] ?? ready,
      restartCount: p.restarts ?? 0,
      containerID: `containerd://${p.name}-${name}`,
      state: waiting ? { waiting: { reason: waiting } } : { running: { startedAt: at(NOW - 3600_000) } },
    }
  })
  const conditions: PodCondition[] = [
    { type: 'ContainersReady', status: statuses.every((s) => s.ready) ? 'True' : 'False' },
    ...(p.readinessGate === false ? [] : [{ type: 'InPlaceUpdateReady', status: p.inPlaceReady === false ? 'False' : 'True' }]),
    { type: 'Ready', status: ready ? 'True' : 'False', lastTransitionTime: at(p.readySince ?? NOW - 3600_000) },
    ...(p.extraConditions ?? []),
  ]
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: {
      name: p.name,
      namespace: 'default',
      uid: `uid-${p.name}`,
      resourceVersion: '1',
      creationTimestamp: at(p.created ?? NOW - 7200_000),
      labels: {
        app: 'web',
        'controller-revision-hash': p.revision ?? 'web-old',
        ...(p.lifecycle !== undefined ? { 'lifecycle.apps.kruise.io/state': p.lifecycle } : {}),
        ...(p.labels ?? {}),
      },
      ...(p.annotations ? { annotations: p.annotations } : {}),
      ...(p.finalizers ? { finalizers: p.finalizers } : {}),
      ownerReferences: [{ apiVersion: 'apps.kruise.io/v1beta1', kind: 'CloneSet', name: 'web', uid: 'cs-uid-1', controller: true }],
    },
    spec: {
      containers: Object.entries(images).map(([name, image]) => ({ name, image, ...(p.env?.[name] ? { env: p.env[name] as never } : {}) })),
      ...(p.readinessGate === false ? {} : { readinessGates: [{ conditionType: 'InPlaceUpdateReady' }] }),
      ...(p.nodeName === null ? {} : { nodeName: p.nodeName ?? 'node-1' }),
    },
    status: { phase: p.phase ?? 'Running', conditions, containerStatuses: statuses },
  }
}
