import { asKruiseDecodes } from '../kruise/knownFields.js'
import type { KruiseApiVersion, KruiseRelease } from '../kruise/releases.js'
import type { IntOrString } from '../kube/intOrPercent.js'
import type { JsonObject } from '../kube/json.js'
import type { LabelSelector } from '../kube/labelSelector.js'
import {
  optionalArray, optionalBoolean, optionalInt32, optionalIntOrAnyString, optionalObject, optionalObjectArray, optionalString, rejectUnknown,
  requireObject,
} from './fieldReaders.js'
import { readGracePeriodSeconds } from './inPlaceUpdateStrategy.js'
import { declaredRollingUpdate } from './declaredRollingUpdate.js'
import { isKruiseKind, kruiseWorkloadVersion } from './kruiseObject.js'
import { readLifecycle } from './lifecycleField.js'
import { readObjectMeta } from './objectMeta.js'
import { readTemplate } from './podTemplateField.js'
import { type PreviousWorkload, readPreviousTemplates } from './previousWorkload.js'
import { type PriorityStrategy, readPriorityStrategy } from './priorityStrategy.js'
import { STATEFULSET_REVISIONS } from './revision.js'
import { statefulSetRolloutNumbers } from './rolloutNumbers.js'
import { type UnsupportedValue, knownValue } from './unsupportedValue.js'
import { readWorkloadStatus } from './workloadStatus.js'
import { POD_UPDATE_POLICIES, type PodUpdatePolicy, UPDATE_TYPES, type UpdateType, type WorkloadView } from './workloadView.js'

/**
 * Advanced StatefulSet (apps.kruise.io `StatefulSet`; v1beta1 stored, v1alpha1 served and converted to it), read as
 * Kruise's mutating webhook defaults it (`SetDefaultsStatefulSet`) and its controller reads it
 * (`stateful_set_control.go`). The strategy lives in `spec.updateStrategy.rollingUpdate` in both versions.
 */
export type PodManagementPolicy = 'OrderedReady' | 'Parallel'

export interface StatefulSetView extends WorkloadView {
  kind: 'StatefulSet'
  /** `spec.podManagementPolicy`, OrderedReady when unset. */
  podManagementPolicy: PodManagementPolicy
  /** `spec.updateStrategy.rollingUpdate.unorderedUpdate`: present (even empty), Pods leave ordinal order. */
  unorderedUpdate?: { priorityStrategy?: PriorityStrategy }
  /** `spec.scaleStrategy.maxUnavailable` as declared (v1beta1). */
  scaleMaxUnavailable?: IntOrString
  /** `spec.reserveOrdinals` (v1beta1): ordinals (or `a-b` ranges) the controller leaves as holes. */
  reserveOrdinals: IntOrString[]
  /** Indexes of the `spec.reserveOrdinals` items Kruise's webhook refuses (a negative ordinal, a malformed range). */
  refusedReserveOrdinals: number[]
  /** `spec.ordinals.start` (v1beta1), 0 when unset; the controller honours it with StatefulSetStartOrdinal. */
  ordinalsStart: number
  /** `spec.volumeClaimUpdateStrategy.type` (v1beta1) as written, undefined when unset: OnPodRollingUpdate, OnPVCDelete or any other. */
  volumeClaimUpdateType?: string
  /** `spec.updateStrategy.rollingUpdate` is written beside type OnDelete (Kruise's webhook refuses it; nothing reads it). */
  rollingUpdateUnderOnDelete: boolean
  /** `spec.persistentVolumeClaimRetentionPolicy` (v1beta1) as written, '' for an unset value; undefined when unset. */
  claimRetentionPolicy?: ClaimRetentionPolicy
}

export interface ClaimRetentionPolicy {
  whenDeleted: string
  whenScaled: string
}

export interface ReadStatefulSetOptions {
  kruise?: KruiseRelease
}

/** Field paths, spelled once. */
const STRATEGY = 'spec.updateStrategy'
const TYPE = `${STRATEGY}.type`
const ROLLING = `${STRATEGY}.rollingUpdate`
const POLICY = `${ROLLING}.podUpdatePolicy`
const RETENTION = 'spec.persistentVolumeClaimRetentionPolicy'

const V1ALPHA1_SPEC_FIELDS = [
  'replicas', 'selector', 'template', 'volumeClaimTemplates', 'serviceName', 'podManagementPolicy', 'updateStrategy', 'revisionHistoryLimit',
]
const SPEC_FIELDS: Readonly<Record<KruiseApiVersion, Set<string>>> = {
  v1alpha1: new Set(V1ALPHA1_SPEC_FIELDS),
  v1beta1: new Set([
    ...V1ALPHA1_SPEC_FIELDS, 'volumeClaimUpdateStrategy', 'reserveOrdinals', 'lifecycle', 'scaleStrategy',
    'persistentVolumeClaimRetentionPolicy', 'ordinals',
  ]),
}
const STRATEGY_FIELDS = new Set(['type', 'rollingUpdate'])
const ROLLING_FIELDS = new Set(['partition', 'maxUnavailable', 'podUpdatePolicy', 'paused', 'unorderedUpdate', 'inPlaceUpdateStrategy', 'minReadySeconds'])
const UNORDERED_FIELDS = new Set(['priorityStrategy'])
const RETENTION_FIELDS = new Set(['whenDeleted', 'whenScaled'])
const MANAGEMENT_POLICIES: PodManagementPolicy[] = ['OrderedReady', 'Parallel']

/** True when the object says it is an apps.kruise.io StatefulSet (an Advanced StatefulSet, any version). */
export function isStatefulSetKind(obj: unknown): boolean {
  return isKruiseKind(obj, 'StatefulSet')
}

function statefulSetVersion(obj: unknown): KruiseApiVersion {
  return kruiseWorkloadVersion(obj, 'StatefulSet', 'IPG_ERR_NOT_WORKLOAD')
}

/**
 * The podUpdatePolicy an object that says it is an Advanced StatefulSet declares, without reading the rest: ReCreate
 * when unset or under OnDelete (which updates nothing in place), undefined when the strategy cannot be told.
 */
export function declaredStatefulSetPolicy(value: unknown): PodUpdatePolicy | undefined {
  const rolling = declaredRollingUpdate(value, 'StatefulSet')
  if (rolling === undefined) return undefined
  if (rolling === 'OnDelete') return 'ReCreate'
  const declared = rolling.podUpdatePolicy
  if (declared === undefined || declared === null || declared === '') return 'ReCreate'
  return POD_UPDATE_POLICIES.includes(declared as PodUpdatePolicy) ? (declared as PodUpdatePolicy) : undefined
}

/** The Advanced StatefulSet before an update, read only as far as the update is compared with it. */
export function readPreviousStatefulSet(obj: unknown, options: ReadStatefulSetOptions = {}): PreviousWorkload {
  statefulSetVersion(obj)
  return readPreviousTemplates(obj as JsonObject, options.kruise)
}

/**
 * The Advanced StatefulSet as Kruise reads it: defaulted as its mutating webhook does, its template and claim templates
 * decoded into the release's Go types.
 */
export function readStatefulSet(value: unknown, options: ReadStatefulSetOptions = {}): StatefulSetView {
  const version = statefulSetVersion(value)
  const obj = value as JsonObject & { apiVersion: string }
  const meta = readObjectMeta(obj)
  const spec = requireObject(obj.spec, 'spec')
  rejectUnknown(spec, SPEC_FIELDS[version], 'spec')
  const unsupportedValues: UnsupportedValue[] = []
  const strategy = readStrategy(spec, unsupportedValues)
  const reserveOrdinals = readReserveOrdinals(spec.reserveOrdinals)
  const decoded = asKruiseDecodes(readTemplate(spec.template), optionalObjectArray(spec.volumeClaimTemplates, 'spec.volumeClaimTemplates'), options.kruise)
  const replicas = optionalInt32(spec.replicas, 'spec.replicas', 0) ?? 1
  return {
    kind: 'StatefulSet',
    version,
    apiVersion: obj.apiVersion,
    namespace: meta.namespace,
    name: meta.name,
    uid: meta.uid,
    generation: meta.generation,
    resourceVersion: meta.resourceVersion,
    labels: meta.labels,
    annotations: meta.annotations,
    replicas,
    selector: (optionalObject(spec.selector, 'spec.selector') ?? {}) as LabelSelector,
    minReadySeconds: strategy.minReadySeconds,
    updateType: strategy.updateType,
    podUpdatePolicy: strategy.podUpdatePolicy,
    policyField: POLICY,
    strategyDeclared: strategy.strategyDeclared,
    strategyField: ROLLING,
    updateTypeField: TYPE,
    unsupportedValues,
    hasRollingUpdate: strategy.hasRollingUpdate,
    partition: strategy.partition,
    maxUnavailable: strategy.maxUnavailable,
    maxSurge: 0,
    paused: strategy.paused,
    numbers: statefulSetRolloutNumbers(strategy, replicas),
    template: decoded.template,
    volumeClaimTemplates: decoded.volumeClaimTemplates,
    droppedFields: decoded.dropped,
    lifecycle: readLifecycle(spec.lifecycle),
    revisions: STATEFULSET_REVISIONS,
    // inPlaceUpdatePod passes only the grace period: no GetRevision, no claim-template hash.
    updateOptions: {
      gracePeriodSeconds: strategy.gracePeriodSeconds,
      gracePeriodField: `${ROLLING}.inPlaceUpdateStrategy.gracePeriodSeconds`,
      comparesClaimTemplates: false,
      ignoreClaimTemplateHashDiff: false,
    },
    status: readWorkloadStatus(obj.status),
    raw: obj,
    podManagementPolicy: readPodManagementPolicy(spec.podManagementPolicy, unsupportedValues),
    unorderedUpdate: strategy.unorderedUpdate,
    scaleMaxUnavailable: readScaleMaxUnavailable(spec.scaleStrategy),
    reserveOrdinals: reserveOrdinals.valid,
    refusedReserveOrdinals: reserveOrdinals.refused,
    ordinalsStart: optionalInt32(optionalObject(spec.ordinals, 'spec.ordinals')?.start, 'spec.ordinals.start', 0) ?? 0,
    volumeClaimUpdateType: readVolumeClaimUpdateType(spec.volumeClaimUpdateStrategy),
    rollingUpdateUnderOnDelete: strategy.rollingUpdateUnderOnDelete,
    claimRetentionPolicy: readClaimRetentionPolicy(spec.persistentVolumeClaimRetentionPolicy),
  }
}

interface StrategyPart {
  updateType: UpdateType
  podUpdatePolicy: PodUpdatePolicy
  strategyDeclared: boolean
  hasRollingUpdate: boolean
  strategyField: string
  partition?: number
  maxUnavailable: IntOrString
  paused: boolean
  minReadySeconds: number
  gracePeriodSeconds: number
  unorderedUpdate?: { priorityStrategy?: PriorityStrategy }
  rollingUpdateUnderOnDelete: boolean
}

/** `spec.updateStrategy` with SetDefaultsStatefulSet's defaults: RollingUpdate, partition 0, maxUnavailable 1, ReCreate. */
function readStrategy(spec: JsonObject, unsupported: UnsupportedValue[]): StrategyPart {
  const s = optionalObject(spec.updateStrategy, STRATEGY) ?? {}
  rejectUnknown(s, STRATEGY_FIELDS, STRATEGY)
  // The controller stops rolling only for OnDelete: any other type rolls (its webhook then checks nothing under it).
  const type = knownValue(optionalString(s.type, TYPE) || 'RollingUpdate', UPDATE_TYPES, 'RollingUpdate', TYPE, unsupported)
  const rolling = optionalObject(s.rollingUpdate, ROLLING)
  if (type === 'OnDelete') {
    // validateOnDeleteStatefulSetStrategyType refuses a rollingUpdate beside OnDelete (kruiseWebhookRefusals.ts); the
    // controller's in-place options would still take its grace period (getInPlaceUpdateOptions checks no type).
    return {
      updateType: type, podUpdatePolicy: 'ReCreate', strategyDeclared: false, hasRollingUpdate: false, strategyField: ROLLING,
      maxUnavailable: 1, paused: false, minReadySeconds: 0, rollingUpdateUnderOnDelete: rolling !== undefined,
      gracePeriodSeconds: rolling === undefined ? 0 : readGracePeriodSeconds(rolling.inPlaceUpdateStrategy, `${ROLLING}.inPlaceUpdateStrategy`),
    }
  }
  const r = rolling ?? {}
  rejectUnknown(r, ROLLING_FIELDS, ROLLING)
  const raw = optionalString(r.podUpdatePolicy, POLICY) ?? ''
  // The controller updates in place only for the two in-place policies: any other recreates.
  const policy = raw === '' ? 'ReCreate' : knownValue(raw, POD_UPDATE_POLICIES, 'ReCreate', POLICY, unsupported)
  // Below 0 or above 300 is Kruise's webhook's to refuse (kruiseWebhookRefusals.ts).
  const minReadySeconds = optionalInt32(r.minReadySeconds, `${ROLLING}.minReadySeconds`) ?? 0
  return {
    updateType: type,
    podUpdatePolicy: policy,
    strategyDeclared: raw !== '',
    hasRollingUpdate: true,
    strategyField: ROLLING,
    partition: optionalInt32(r.partition, `${ROLLING}.partition`),
    maxUnavailable: readMaxUnavailable(r.maxUnavailable, `${ROLLING}.maxUnavailable`) ?? 1,
    paused: optionalBoolean(r.paused, `${ROLLING}.paused`) ?? false,
    minReadySeconds,
    gracePeriodSeconds: readGracePeriodSeconds(r.inPlaceUpdateStrategy, `${ROLLING}.inPlaceUpdateStrategy`),
    unorderedUpdate: readUnorderedUpdate(r.unorderedUpdate),
    rollingUpdateUnderOnDelete: false,
  }
}

/** An int-or-string as Kubernetes decodes it; which ones Kruise's webhook takes is its rule (kruiseWebhookRefusals.ts). */
function readMaxUnavailable(value: unknown, path: string): IntOrString | undefined {
  return optionalIntOrAnyString(value, path)
}

function readUnorderedUpdate(value: unknown): StrategyPart['unorderedUpdate'] {
  const at = `${ROLLING}.unorderedUpdate`
  const unordered = optionalObject(value, at)
  if (unordered === undefined) return undefined
  rejectUnknown(unordered, UNORDERED_FIELDS, at)
  const priorityStrategy = readPriorityStrategy(unordered.priorityStrategy, `${at}.priorityStrategy`)
  return priorityStrategy === undefined ? {} : { priorityStrategy }
}

/** The controller and the webhook's maxUnavailable rule ask only whether it is Parallel. */
function readPodManagementPolicy(value: unknown, unsupported: UnsupportedValue[]): PodManagementPolicy {
  const policy = optionalString(value, 'spec.podManagementPolicy') || 'OrderedReady'
  return knownValue(policy, MANAGEMENT_POLICIES, 'OrderedReady', 'spec.podManagementPolicy', unsupported)
}

function readScaleMaxUnavailable(value: unknown): IntOrString | undefined {
  const scale = optionalObject(value, 'spec.scaleStrategy')
  return scale === undefined ? undefined : readMaxUnavailable(scale.maxUnavailable, 'spec.scaleStrategy.maxUnavailable')
}

/**
 * `spec.reserveOrdinals`: the items `validateReserveOrdinals` takes (a non-negative ordinal, or an `a-b` range that
 * Go's strconv.Atoi reads with a not above b), and the indexes of those it refuses (kruiseWebhookRefusals.ts).
 */
function readReserveOrdinals(value: unknown): { valid: IntOrString[]; refused: number[] } {
  const list = optionalArray(value, 'spec.reserveOrdinals') ?? []
  const valid: IntOrString[] = []
  const refused: number[] = []
  list.forEach((item, i) => {
    const ordinal = optionalIntOrAnyString(item, `spec.reserveOrdinals[${i}]`)
    if (ordinal === undefined) return
    if (typeof ordinal === 'number' ? ordinal >= 0 : isGoRange(ordinal)) valid.push(ordinal)
    else refused.push(i)
  })
  return { valid, refused }
}

/** Go's int: what strconv.Atoi reads without a range error. */
const GO_MAX_INT = 2n ** 63n - 1n

function isGoRange(text: string): boolean {
  const match = /^(\d+)-(\d+)$/.exec(text)
  if (match === null) return false
  const start = BigInt(match[1]!)
  const end = BigInt(match[2]!)
  return start <= end && end <= GO_MAX_INT
}

/** Any value: Kruise's webhook checks none, and its controller resizes claims only for OnPodRollingUpdate. */
function readClaimRetentionPolicy(value: unknown): ClaimRetentionPolicy | undefined {
  const policy = optionalObject(value, RETENTION)
  if (policy === undefined) return undefined
  rejectUnknown(policy, RETENTION_FIELDS, RETENTION)
  return {
    whenDeleted: optionalString(policy.whenDeleted, `${RETENTION}.whenDeleted`) ?? '',
    whenScaled: optionalString(policy.whenScaled, `${RETENTION}.whenScaled`) ?? '',
  }
}

function readVolumeClaimUpdateType(value: unknown): string | undefined {
  const strategy = optionalObject(value, 'spec.volumeClaimUpdateStrategy')
  return optionalString(strategy?.type, 'spec.volumeClaimUpdateStrategy.type') || undefined
}
