import { asKruiseDecodes } from '../kruise/knownFields.js'
import { DEFAULT_KRUISE_RELEASE, type KruiseApiVersion, type KruiseRelease } from '../kruise/releases.js'
import { JsonObject, isJsonObject } from '../kube/json.js'
import { LabelSelector } from '../kube/labelSelector.js'
import {
  optionalBoolean, optionalInt32, optionalIntOrAnyString, optionalObject, optionalObjectArray, optionalString, optionalStringArray, rejectUnknown,
  requireObject,
} from './fieldReaders.js'
import { readGracePeriodSeconds } from './inPlaceUpdateStrategy.js'
import { KRUISE_GROUP as GROUP, isKruiseKind, kruiseWorkloadVersion } from './kruiseObject.js'
import { readLifecycle } from './lifecycleField.js'
import { readObjectMeta } from './objectMeta.js'
import { readTemplate } from './podTemplateField.js'
import { type PreviousWorkload, readPreviousTemplates } from './previousWorkload.js'
import { type PriorityStrategy, readPriorityStrategy } from './priorityStrategy.js'
import { type ScatterTerm, readScatterStrategy } from './scatterStrategy.js'
import { CLONESET_REVISIONS } from './revision.js'
import { cloneSetRolloutNumbers } from './rolloutNumbers.js'
import { type UnsupportedValue, knownValue } from './unsupportedValue.js'
import { readWorkloadStatus } from './workloadStatus.js'
import { POD_UPDATE_POLICIES, type PodUpdatePolicy, UPDATE_TYPES, type UpdateType, type WorkloadView } from './workloadView.js'

/** Both served CloneSet API versions read into the workload view (spec §1.1, defaults §1.2). */
export type CloneSetVersion = KruiseApiVersion
export type { PodUpdatePolicy, PriorityStrategy, UpdateType }

/** A CloneSet: the workload view, and the order of its updates (priority, scatter). */
export interface CloneSetView extends WorkloadView {
  kind: 'CloneSet'
  /** The Kruise release it was read for: its controller's order breaks priority ties by the release. */
  release: KruiseRelease
  priorityStrategy?: PriorityStrategy
  scatterStrategy?: ScatterTerm[]
  /** `spec.progressDeadlineSeconds` as written (a field of 1.9's types). */
  progressDeadlineSeconds?: number
  /** `spec.scaleStrategy.podsToDelete`: the Pods the user asks the controller to delete. */
  podsToDelete: string[]
}

/** Which Kruise release decodes the CloneSet (its k8s.io/api Go types); the default release when left out. */
export interface ReadCloneSetOptions {
  kruise?: KruiseRelease
}

const SPEC_FIELDS = new Set([
  'replicas', 'selector', 'template', 'volumeClaimTemplates', 'scaleStrategy', 'updateStrategy',
  'revisionHistoryLimit', 'minReadySeconds', 'lifecycle', 'progressDeadlineSeconds',
])
const ROLLING_FIELDS = ['partition', 'maxUnavailable', 'maxSurge', 'paused', 'priorityStrategy', 'scatterStrategy', 'inPlaceUpdateStrategy']
const V1ALPHA1_STRATEGY_FIELDS = new Set(['type', ...ROLLING_FIELDS])
const V1BETA1_STRATEGY_FIELDS = new Set(['type', 'rollingUpdate'])
const V1BETA1_ROLLING_FIELDS = new Set(['podUpdatePolicy', ...ROLLING_FIELDS])

/** True when the object says it is an apps.kruise.io CloneSet (any version). */
export function isCloneSetKind(obj: unknown): boolean {
  return isKruiseKind(obj, 'CloneSet')
}

/** The parts of the CloneSet before an update that the update is compared against. */
export type PreviousCloneSet = PreviousWorkload

/**
 * The CloneSet before an update, read only as far as the update is compared with it: its template and claim templates.
 * Its strategy, metadata and the rest are not read, so a stored object whose strategy no longer reads (an update may be
 * fixing it) does not stop the prediction of the update.
 */
export function readPreviousCloneSet(obj: unknown, options: ReadCloneSetOptions = {}): PreviousCloneSet {
  cloneSetVersion(obj)
  return readPreviousTemplates(obj as JsonObject, options.kruise)
}

/** The served version of an apps.kruise.io CloneSet; a GuardError for anything else. */
function cloneSetVersion(obj: unknown): CloneSetVersion {
  return kruiseWorkloadVersion(obj, 'CloneSet', 'IPG_ERR_NOT_CLONESET')
}

/**
 * The CloneSet as Kruise reads it: decoded into the release's Go types, so its template and claim templates hold only
 * the fields those types know. Prediction, UpdateSpec, revisions and new Pods all start from this one decode.
 */
export function readCloneSet(value: unknown, options: ReadCloneSetOptions = {}): CloneSetView {
  const version = cloneSetVersion(value)
  const obj = value as JsonObject & { apiVersion: string }
  const meta = readObjectMeta(obj)
  const spec = requireObject(obj.spec, 'spec')
  rejectUnknown(spec, SPEC_FIELDS, 'spec')
  const unsupportedValues: UnsupportedValue[] = []
  const strategy = version === 'v1alpha1' ? readV1alpha1Strategy(spec, unsupportedValues) : readV1beta1Strategy(spec, unsupportedValues)
  const decoded = asKruiseDecodes(readTemplate(spec.template), optionalObjectArray(spec.volumeClaimTemplates, 'spec.volumeClaimTemplates'), options.kruise)
  const replicas = optionalInt32(spec.replicas, 'spec.replicas', 0) ?? 1
  // Every key spelled out in the view's order: a spread of `strategy` made this a slow copy.
  return {
    kind: 'CloneSet',
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
    minReadySeconds: optionalInt32(spec.minReadySeconds, 'spec.minReadySeconds', 0) ?? 0,
    updateType: strategy.updateType,
    podUpdatePolicy: strategy.podUpdatePolicy,
    policyField: strategy.policyField,
    strategyDeclared: strategy.strategyDeclared,
    strategyField: strategy.strategyField,
    unsupportedValues,
    updateTypeField: STRATEGY.type,
    hasRollingUpdate: strategy.hasRollingUpdate,
    partition: strategy.partition,
    maxUnavailable: strategy.maxUnavailable,
    maxSurge: strategy.maxSurge,
    paused: strategy.paused,
    numbers: cloneSetRolloutNumbers(strategy, replicas),
    template: decoded.template,
    volumeClaimTemplates: decoded.volumeClaimTemplates,
    droppedFields: decoded.dropped,
    lifecycle: readLifecycle(spec.lifecycle),
    revisions: CLONESET_REVISIONS,
    updateOptions: {
      gracePeriodSeconds: strategy.gracePeriodSeconds,
      gracePeriodField: `${strategy.strategyField}.inPlaceUpdateStrategy.gracePeriodSeconds`,
      comparesClaimTemplates: true,
      ignoreClaimTemplateHashDiff: strategy.podUpdatePolicy === 'InPlaceOnly',
    },
    status: readWorkloadStatus(obj.status),
    raw: obj,
    release: options.kruise ?? DEFAULT_KRUISE_RELEASE,
    priorityStrategy: strategy.priorityStrategy,
    scatterStrategy: strategy.scatterStrategy,
    progressDeadlineSeconds: optionalInt32(spec.progressDeadlineSeconds, 'spec.progressDeadlineSeconds'),
    podsToDelete: readPodsToDelete(spec.scaleStrategy),
  }
}

/** Only podsToDelete of the scale strategy: its other fields (and their future ones) do not bear on an update. */
function readPodsToDelete(value: unknown): string[] {
  const scaleStrategy = optionalObject(value, 'spec.scaleStrategy')
  return optionalStringArray(scaleStrategy?.podsToDelete, 'spec.scaleStrategy.podsToDelete') ?? []
}

type StrategyPart = Pick<CloneSetView,
  'updateType' | 'podUpdatePolicy' | 'policyField' | 'strategyDeclared' | 'strategyField' | 'hasRollingUpdate' | 'partition' |
  'maxUnavailable' | 'maxSurge' | 'paused' | 'priorityStrategy' | 'scatterStrategy'> & { gracePeriodSeconds: number }

/** The paths under one strategy object, spelled out once rather than on every read. */
interface StrategyPaths {
  field: string
  type: string
  policy: string
  inPlace: string
  partition: string
  maxUnavailable: string
  maxSurge: string
  paused: string
  gracePeriodSeconds: string
  priorityStrategy: string
  scatterStrategy: string
}

function strategyPaths(field: string, policy: string): StrategyPaths {
  return {
    field, type: `${field}.type`, policy, inPlace: `${field}.inPlaceUpdateStrategy`, partition: `${field}.partition`,
    maxUnavailable: `${field}.maxUnavailable`, maxSurge: `${field}.maxSurge`, paused: `${field}.paused`,
    gracePeriodSeconds: `${field}.inPlaceUpdateStrategy.gracePeriodSeconds`, priorityStrategy: `${field}.priorityStrategy`,
    scatterStrategy: `${field}.scatterStrategy`,
  }
}

const STRATEGY = strategyPaths('spec.updateStrategy', 'spec.updateStrategy.type')
const ROLLING = strategyPaths('spec.updateStrategy.rollingUpdate', 'spec.updateStrategy.rollingUpdate.podUpdatePolicy')

function readV1alpha1Strategy(spec: JsonObject, unsupported: UnsupportedValue[]): StrategyPart {
  const s = optionalObject(spec.updateStrategy, STRATEGY.field) ?? {}
  rejectUnknown(s, V1ALPHA1_STRATEGY_FIELDS, STRATEGY.field)
  const type = optionalString(s.type, STRATEGY.type) ?? ''
  // The controller updates in place only for the two in-place types: any other recreates.
  const policy = type === '' ? 'ReCreate' : knownValue(type, POD_UPDATE_POLICIES, 'ReCreate', STRATEGY.type, unsupported)
  return readRolling('RollingUpdate', policy, type !== '', s, STRATEGY, true)
}

function readV1beta1Strategy(spec: JsonObject, unsupported: UnsupportedValue[]): StrategyPart {
  const s = optionalObject(spec.updateStrategy, STRATEGY.field) ?? {}
  rejectUnknown(s, V1BETA1_STRATEGY_FIELDS, STRATEGY.field)
  const type = knownValue(optionalString(s.type, STRATEGY.type) || 'RollingUpdate', UPDATE_TYPES, 'RollingUpdate', STRATEGY.type, unsupported)
  const rolling = optionalObject(s.rollingUpdate, ROLLING.field)
  if (rolling === undefined && type === 'OnDelete') return readRolling(type, 'ReCreate', false, {}, ROLLING, false)
  const r = rolling ?? {}
  rejectUnknown(r, V1BETA1_ROLLING_FIELDS, ROLLING.field)
  const raw = optionalString(r.podUpdatePolicy, ROLLING.policy) ?? ''
  const policy = raw === '' ? 'ReCreate' : knownValue(raw, POD_UPDATE_POLICIES, 'ReCreate', ROLLING.policy, unsupported)
  return readRolling(type, policy, raw !== '', r, ROLLING, true)
}

function readRolling(updateType: UpdateType, podUpdatePolicy: PodUpdatePolicy, declared: boolean, s: JsonObject, at: StrategyPaths, present: boolean): StrategyPart {
  const gracePeriodSeconds = readGracePeriodSeconds(s.inPlaceUpdateStrategy, at.inPlace)
  return {
    updateType,
    podUpdatePolicy,
    policyField: at.policy,
    strategyDeclared: declared,
    strategyField: at.field,
    hasRollingUpdate: present,
    partition: optionalIntOrAnyString(s.partition, at.partition),
    maxUnavailable: optionalIntOrAnyString(s.maxUnavailable, at.maxUnavailable) ?? '20%',
    maxSurge: optionalIntOrAnyString(s.maxSurge, at.maxSurge) ?? 0,
    paused: optionalBoolean(s.paused, at.paused) ?? false,
    gracePeriodSeconds,
    priorityStrategy: readPriorityStrategy(s.priorityStrategy, at.priorityStrategy),
    scatterStrategy: readScatterStrategy(s.scatterStrategy, at.scatterStrategy),
  }
}

/**
 * The pod update policy a CloneSet declares, read on its own and leniently (the rest of the object may be
 * unreadable); undefined when the object or that one field cannot be read. Never throws: it is what an admission
 * decision falls back on when the engine failed on the object.
 */
export function declaredPodUpdatePolicy(value: unknown): PodUpdatePolicy | undefined {
  if (!isJsonObject(value) || value.kind !== 'CloneSet' || !isJsonObject(value.spec)) return undefined
  const strategy = value.spec.updateStrategy ?? {}
  if (!isJsonObject(strategy)) return undefined
  const holder = value.apiVersion === `${GROUP}/v1alpha1` ? strategy
    : value.apiVersion === `${GROUP}/v1beta1` ? (strategy.rollingUpdate ?? {}) : undefined
  if (!isJsonObject(holder)) return undefined
  const declared = value.apiVersion === `${GROUP}/v1alpha1` ? holder.type : holder.podUpdatePolicy
  if (declared === undefined || declared === null || declared === '') return 'ReCreate'
  return POD_UPDATE_POLICIES.includes(declared as PodUpdatePolicy) ? (declared as PodUpdatePolicy) : undefined
}
