import { GuardError } from '../../errors.js'
import { asKruiseDecodes } from '../kruise/knownFields.js'
import type { KruiseApiVersion, KruiseRelease } from '../kruise/releases.js'
import { echoedEnumeration } from '../kube/echoedValue.js'
import type { IntOrString } from '../kube/intOrPercent.js'
import type { JsonObject } from '../kube/json.js'
import type { LabelSelector } from '../kube/labelSelector.js'
import {
  optionalArray, optionalBoolean, optionalInteger, optionalIntOrAnyString, optionalObject, optionalObjectArray, optionalString, rejectUnknown,
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
import { readWorkloadStatus } from './workloadStatus.js'
import type { PodUpdatePolicy, UpdateType, WorkloadView } from './workloadView.js'

/**
 * Advanced StatefulSet (apps.kruise.io `StatefulSet`; v1beta1 stored, v1alpha1 served and converted to it), read as
 * Kruise's mutating webhook defaults it (`SetDefaultsStatefulSet`) and its controller reads it
 * (`stateful_set_control.go`). The strategy lives in `spec.updateStrategy.rollingUpdate` in both versions.
 */
export type PodManagementPolicy = 'OrderedReady' | 'Parallel'
export type VolumeClaimUpdateType = 'OnPodRollingUpdate' | 'OnPVCDelete'

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
  /** `spec.ordinals.start` (v1beta1), 0 when unset; the controller honours it with StatefulSetStartOrdinal. */
  ordinalsStart: number
  /** `spec.volumeClaimUpdateStrategy.type` (v1beta1), undefined when unset. */
  volumeClaimUpdateType?: VolumeClaimUpdateType
  /** `spec.updateStrategy.rollingUpdate` is written beside type OnDelete (Kruise's webhook refuses it; nothing reads it). */
  rollingUpdateUnderOnDelete: boolean
}

export interface ReadStatefulSetOptions {
  kruise?: KruiseRelease
}

/** Field paths, spelled once. */
const STRATEGY = 'spec.updateStrategy'
const TYPE = `${STRATEGY}.type`
const ROLLING = `${STRATEGY}.rollingUpdate`
const POLICY = `${ROLLING}.podUpdatePolicy`

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
const POLICIES: PodUpdatePolicy[] = ['ReCreate', 'InPlaceIfPossible', 'InPlaceOnly']

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
  return POLICIES.includes(declared as PodUpdatePolicy) ? (declared as PodUpdatePolicy) : undefined
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
  const strategy = readStrategy(spec)
  const decoded = asKruiseDecodes(readTemplate(spec.template), optionalObjectArray(spec.volumeClaimTemplates, 'spec.volumeClaimTemplates'), options.kruise)
  const replicas = optionalInteger(spec.replicas, 'spec.replicas', 0) ?? 1
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
    podManagementPolicy: readPodManagementPolicy(spec.podManagementPolicy),
    unorderedUpdate: strategy.unorderedUpdate,
    scaleMaxUnavailable: readScaleMaxUnavailable(spec.scaleStrategy),
    reserveOrdinals: readReserveOrdinals(spec.reserveOrdinals),
    ordinalsStart: optionalInteger(optionalObject(spec.ordinals, 'spec.ordinals')?.start, 'spec.ordinals.start', 0) ?? 0,
    volumeClaimUpdateType: readVolumeClaimUpdateType(spec.volumeClaimUpdateStrategy),
    rollingUpdateUnderOnDelete: strategy.rollingUpdateUnderOnDelete,
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
function readStrategy(spec: JsonObject): StrategyPart {
  const s = optionalObject(spec.updateStrategy, STRATEGY) ?? {}
  rejectUnknown(s, STRATEGY_FIELDS, STRATEGY)
  const type = optionalString(s.type, TYPE) || 'RollingUpdate'
  if (type !== 'RollingUpdate' && type !== 'OnDelete') {
    throw new GuardError('IPG_ERR_FIELD_VALUE', `${echoedEnumeration(type)} must be RollingUpdate or OnDelete`, TYPE)
  }
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
  const policy: PodUpdatePolicy = raw === '' ? 'ReCreate' : (raw as PodUpdatePolicy)
  if (!POLICIES.includes(policy)) {
    throw new GuardError('IPG_ERR_FIELD_VALUE', `${echoedEnumeration(raw)} must be ReCreate, InPlaceIfPossible or InPlaceOnly`, POLICY)
  }
  // Below 0 or above 300 is Kruise's webhook's to refuse (kruiseWebhookRefusals.ts).
  const minReadySeconds = optionalInteger(r.minReadySeconds, `${ROLLING}.minReadySeconds`) ?? 0
  return {
    updateType: type,
    podUpdatePolicy: policy,
    strategyDeclared: raw !== '',
    hasRollingUpdate: true,
    strategyField: ROLLING,
    partition: optionalInteger(r.partition, `${ROLLING}.partition`),
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

function readPodManagementPolicy(value: unknown): PodManagementPolicy {
  const policy = optionalString(value, 'spec.podManagementPolicy') || 'OrderedReady'
  if (policy !== 'OrderedReady' && policy !== 'Parallel') {
    throw new GuardError('IPG_ERR_FIELD_VALUE', `${echoedEnumeration(policy)} must be OrderedReady or Parallel`, 'spec.podManagementPolicy')
  }
  return policy
}

function readScaleMaxUnavailable(value: unknown): IntOrString | undefined {
  const scale = optionalObject(value, 'spec.scaleStrategy')
  return scale === undefined ? undefined : readMaxUnavailable(scale.maxUnavailable, 'spec.scaleStrategy.maxUnavailable')
}

/** validateReserveOrdinals: a non-negative ordinal or an `a-b` range. */
function readReserveOrdinals(value: unknown): IntOrString[] {
  const list = optionalArray(value, 'spec.reserveOrdinals') ?? []
  return list.map((item, i) => {
    const at = `spec.reserveOrdinals[${i}]`
    if (typeof item === 'number' && Number.isInteger(item) && item >= 0) return item
    if (typeof item === 'string' && /^\d+-\d+$/.test(item)) return item
    throw new GuardError('IPG_ERR_FIELD_VALUE', 'must be a non-negative ordinal or a range such as "3-5"', at)
  })
}

function readVolumeClaimUpdateType(value: unknown): VolumeClaimUpdateType | undefined {
  const strategy = optionalObject(value, 'spec.volumeClaimUpdateStrategy')
  const type = optionalString(strategy?.type, 'spec.volumeClaimUpdateStrategy.type') || undefined
  if (type === undefined || type === 'OnPodRollingUpdate' || type === 'OnPVCDelete') return type
  throw new GuardError('IPG_ERR_FIELD_VALUE', `${echoedEnumeration(type)} must be OnPodRollingUpdate or OnPVCDelete`, 'spec.volumeClaimUpdateStrategy.type')
}
