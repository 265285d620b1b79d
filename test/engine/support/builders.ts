import type { Prediction } from '../../../src/engine/inplace/prediction.js'
import type { PodTemplate } from '../../../src/engine/kube/podTemplate.js'
import type { PodUpdatePolicy, UpdateType } from '../../../src/engine/workloads/cloneSet.js'

/** Loose JSON for building manifests in tests: CloneSets are plain data to the engine. */
export type Json = Record<string, any>

/** A deep copy of plain JSON data (several times faster than structuredClone on templates). */
export function cloneJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneJson) as T
  if (typeof value === 'object' && value !== null) {
    const copy: Json = {}
    for (const key of Object.keys(value)) copy[key] = cloneJson((value as Json)[key])
    return copy as T
  }
  return value
}

export function container(name: string, image: string, extra: Json = {}): Json {
  return { name, image, ...extra }
}

export function podTemplate(containers: Json[], options: { labels?: Json; annotations?: Json; finalizers?: string[]; spec?: Json } = {}): PodTemplate {
  const metadata: Json = { labels: options.labels ?? { app: 'web' } }
  if (options.annotations !== undefined) metadata.annotations = options.annotations
  if (options.finalizers !== undefined) metadata.finalizers = options.finalizers
  return { metadata, spec: { containers, ...(options.spec ?? {}) } }
}

/** A deep copy of `template` changed by `change` (which may mutate its argument freely). */
export function edit(template: PodTemplate, change: (t: Json) => void): PodTemplate {
  const copy = cloneJson(template) as Json
  change(copy)
  return copy as PodTemplate
}

export interface CloneSetOptions {
  version?: 'v1alpha1' | 'v1beta1'
  /** Default InPlaceIfPossible. */
  policy?: PodUpdatePolicy
  /** v1beta1 only. */
  updateType?: UpdateType
  /** v1beta1 OnDelete: leave `rollingUpdate` out entirely (Kruise's defaults do too). */
  withoutRollingUpdate?: boolean
  /** partition, maxSurge, maxUnavailable, paused, ... : placed where the version keeps them. */
  rolling?: Json
  replicas?: number
  volumeClaimTemplates?: Json[]
  name?: string
}

/** A CloneSet of either API version around `template`, with the strategy where that version declares it. */
export function cloneSet(template: PodTemplate, options: CloneSetOptions = {}): Json {
  const version = options.version ?? 'v1beta1'
  const policy = options.policy ?? 'InPlaceIfPossible'
  const rolling = options.rolling ?? {}
  let updateStrategy: Json
  if (version === 'v1alpha1') {
    updateStrategy = { type: policy, ...rolling }
  } else if (options.withoutRollingUpdate) {
    updateStrategy = { type: options.updateType ?? 'OnDelete' }
  } else {
    updateStrategy = { ...(options.updateType ? { type: options.updateType } : {}), rollingUpdate: { podUpdatePolicy: policy, ...rolling } }
  }
  const labels = (template.metadata?.labels ?? { app: 'web' }) as Json
  return {
    apiVersion: `apps.kruise.io/${version}`,
    kind: 'CloneSet',
    metadata: { name: options.name ?? 'web', namespace: 'shop' },
    spec: {
      replicas: options.replicas ?? 4,
      selector: { matchLabels: { app: labels.app ?? 'web' } },
      updateStrategy,
      template: cloneJson(template),
      ...(options.volumeClaimTemplates ? { volumeClaimTemplates: options.volumeClaimTemplates } : {}),
    },
  }
}

export function vct(name: string, storage: string): Json {
  return { metadata: { name }, spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage } } } }
}

/** `rule pointer` of each blocking verdict, sorted: order-free, as Kruise's own op order is random. */
export function blockingOf(p: Prediction): string[] {
  return p.blocking.map((v) => `${v.rule} ${v.change.pointer}`).sort()
}

export function rulesOf(p: Prediction): string[] {
  return [...new Set(p.verdicts.map((v) => v.rule))].sort()
}

export function trapIds(p: Prediction): string[] {
  return p.traps.map((trap) => trap.id).sort()
}

/**
 * Everything about a prediction that must not depend on how the same manifests are spelled: outcomes, every
 * verdict as (rule, effect, op, readable path), restarts, notes and traps; all order-free.
 */
export function predictionSignature(p: Prediction): Json {
  return {
    eligibility: p.eligibility,
    outcome: p.outcome,
    consequence: p.consequence,
    blocking: p.blocking.map((v) => `${v.rule} ${v.change.path}`).sort(),
    verdicts: p.verdicts.map((v) => `${v.rule} ${v.effect} ${v.change.op} ${v.change.pointer} ${v.change.path}`).sort(),
    restartedContainers: p.restartedContainers,
    notes: [...p.notes].sort(),
    traps: p.traps.map((trap) => `${trap.id} ${trap.field}`).sort(),
  }
}

export interface StatefulSetOptions {
  version?: 'v1alpha1' | 'v1beta1'
  /** Default InPlaceIfPossible; `null` leaves podUpdatePolicy out. */
  policy?: PodUpdatePolicy | null
  /** `OnDelete` writes no rollingUpdate (Kruise refuses one beside it). */
  updateType?: UpdateType
  /** partition, maxUnavailable, paused, unorderedUpdate, ... : inside `spec.updateStrategy.rollingUpdate`. */
  rolling?: Json
  replicas?: number
  podManagementPolicy?: 'OrderedReady' | 'Parallel'
  volumeClaimTemplates?: Json[]
  /** More spec fields (reserveOrdinals, ordinals, scaleStrategy, ...). */
  spec?: Json
  name?: string
}

/** An Advanced StatefulSet (apps.kruise.io `StatefulSet`) of either served API version around `template`. */
export function statefulSet(template: PodTemplate, options: StatefulSetOptions = {}): Json {
  const version = options.version ?? 'v1beta1'
  const policy = options.policy === undefined ? 'InPlaceIfPossible' : options.policy
  const updateStrategy: Json = options.updateType === 'OnDelete'
    ? { type: 'OnDelete' }
    : { ...(options.updateType ? { type: options.updateType } : {}), rollingUpdate: { ...(policy === null ? {} : { podUpdatePolicy: policy }), ...(options.rolling ?? {}) } }
  const labels = (template.metadata?.labels ?? { app: 'web' }) as Json
  return {
    apiVersion: `apps.kruise.io/${version}`,
    kind: 'StatefulSet',
    metadata: { name: options.name ?? 'db', namespace: 'shop' },
    spec: {
      replicas: options.replicas ?? 4,
      serviceName: options.name ?? 'db',
      selector: { matchLabels: { app: labels.app ?? 'web' } },
      ...(options.podManagementPolicy ? { podManagementPolicy: options.podManagementPolicy } : {}),
      updateStrategy,
      template: cloneJson(template),
      ...(options.volumeClaimTemplates ? { volumeClaimTemplates: options.volumeClaimTemplates } : {}),
      ...(options.spec ?? {}),
    },
  }
}

/** The template with Kruise's InPlaceUpdateReady readiness gate, which an in-place Advanced StatefulSet must carry. */
export function withReadinessGate(template: PodTemplate): PodTemplate {
  return edit(template, (x) => { x.spec.readinessGates = [...(x.spec.readinessGates ?? []), { conditionType: 'InPlaceUpdateReady' }] })
}
