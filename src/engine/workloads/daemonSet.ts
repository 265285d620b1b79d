import { asKruiseDecodes } from '../kruise/knownFields.js'
import { carriesReadinessGate } from '../kruise/podReadiness.js'
import { DEFAULT_KRUISE_RELEASE, type KruiseApiVersion, type KruiseRelease, servedVersions } from '../kruise/releases.js'
import { type IntOrString, scaledValueOrProblem } from '../kube/intOrPercent.js'
import { type JsonObject, isJsonObject } from '../kube/json.js'
import type { LabelSelector } from '../kube/labelSelector.js'
import type { PodTemplate } from '../kube/podTemplate.js'
import { optionalBoolean, optionalInt32, optionalIntOrAnyString, optionalObject, optionalString, rejectUnknown, requireObject } from './fieldReaders.js'
import { declaredRollingUpdate } from './declaredRollingUpdate.js'
import { isKruiseKind, kruiseWorkloadVersion } from './kruiseObject.js'
import { readLifecycle } from './lifecycleField.js'
import { readObjectMeta } from './objectMeta.js'
import { readTemplate } from './podTemplateField.js'
import { type PreviousWorkload, readPreviousTemplates } from './previousWorkload.js'
import { DAEMONSET_REVISIONS } from './revision.js'
import { daemonSetRolloutNumbers } from './rolloutNumbers.js'
import { type UnsupportedValue, knownValue } from './unsupportedValue.js'
import { readWorkloadStatus } from './workloadStatus.js'
import { type PodUpdatePolicy, UPDATE_TYPES, type UpdateType, type WorkloadView } from './workloadView.js'

/**
 * Advanced DaemonSet (apps.kruise.io `DaemonSet`; Kruise 1.9 stores v1beta1 and serves v1alpha1 too, Kruise 1.8 has
 * v1alpha1 alone), read as Kruise's mutating webhook defaults it (`SetDefaultsDaemonSet`, `SetDefaultsDaemonSetV1beta1`)
 * and its controller reads it (daemonset_update.go). The rolling-update type maps onto the shared policy: Standard
 * recreates (ReCreate), InPlaceIfPossible updates in place where it can. The webhook writes no pod defaults into the
 * template, and the controller passes only its revision hook to the in-place calculation.
 */
export type RollingUpdateType = 'Standard' | 'InPlaceIfPossible'

export interface DaemonSetView extends WorkloadView {
  kind: 'DaemonSet'
  /** `spec.updateStrategy.rollingUpdate.rollingUpdateType` after defaulting (v1alpha1's Surging becomes Standard). */
  rollingUpdateType: RollingUpdateType
  /** `rollingUpdate.maxSurge` resolves to more than 0 on one node: the controller adds a new Pod and deletes the old. */
  surges: boolean
  /** `spec.updateStrategy.rollingUpdate.selector`: while set, only Pods on nodes it selects are updated. */
  nodeSelector?: LabelSelector
  /** `spec.burstReplicas` (250 when unset): the most Pods updated in place in one round. */
  burstReplicas: IntOrString
  /**
   * The object reaches storage written by Go: Kruise's mutating webhook fills in a default, or its conversion webhook
   * converts it to the release's storage version (v1alpha1 under Kruise 1.9). The stored template then has canonical
   * quantities and no empty `omitempty` lists or maps; otherwise it is stored as written.
   */
  storedFromGo: boolean
}

export interface ReadDaemonSetOptions {
  kruise?: KruiseRelease
}

/** Field paths, spelled once. */
const STRATEGY = 'spec.updateStrategy'
const TYPE = `${STRATEGY}.type`
const ROLLING = `${STRATEGY}.rollingUpdate`
const ROLLING_TYPE = `${ROLLING}.rollingUpdateType`

const V1ALPHA1_SPEC_FIELDS = ['selector', 'template', 'updateStrategy', 'minReadySeconds', 'burstReplicas', 'revisionHistoryLimit', 'lifecycle']
const SPEC_FIELDS: Readonly<Record<KruiseApiVersion, Set<string>>> = {
  v1alpha1: new Set(V1ALPHA1_SPEC_FIELDS),
  v1beta1: new Set([...V1ALPHA1_SPEC_FIELDS, 'scaleStrategy']),
}
const STRATEGY_FIELDS = new Set(['type', 'rollingUpdate'])
const ROLLING_FIELDS = new Set(['rollingUpdateType', 'maxUnavailable', 'maxSurge', 'selector', 'partition', 'paused'])
/** The rolling-update types each version's webhook accepts; v1alpha1's deprecated Surging is defaulted to Standard. */
const ROLLING_TYPES: Readonly<Record<KruiseApiVersion, readonly string[]>> = {
  v1alpha1: ['Standard', 'Surging', 'InPlaceIfPossible'],
  v1beta1: ['Standard', 'InPlaceIfPossible'],
}

/** True when the object says it is an apps.kruise.io DaemonSet (an Advanced DaemonSet, any version). */
export function isDaemonSetKind(obj: unknown): boolean {
  return isKruiseKind(obj, 'DaemonSet')
}

/**
 * The policy an Advanced DaemonSet declares, read on its own and leniently (the rest of the object may be unreadable):
 * InPlaceIfPossible for that rolling-update type, ReCreate for Standard, Surging, none or OnDelete; undefined when the
 * object or that field cannot be read. Never throws.
 */
export function declaredDaemonSetPolicy(value: unknown): PodUpdatePolicy | undefined {
  const rolling = declaredRollingUpdate(value, 'DaemonSet')
  if (rolling === undefined) return undefined
  if (rolling === 'OnDelete') return 'ReCreate'
  const declared = rolling.rollingUpdateType
  if (declared === undefined || declared === null || declared === '' || declared === 'Standard' || declared === 'Surging') return 'ReCreate'
  return declared === 'InPlaceIfPossible' ? 'InPlaceIfPossible' : undefined
}

function daemonSetVersion(obj: unknown): KruiseApiVersion {
  return kruiseWorkloadVersion(obj, 'DaemonSet', 'IPG_ERR_NOT_WORKLOAD')
}

/**
 * The Advanced DaemonSet before an update: its template, and whether the Pods it made carry the InPlaceUpdateReady
 * readiness gate. The controller appends that gate only to Pods it creates under RollingUpdate with InPlaceIfPossible
 * (or the template lists it); `canPodInPlaceUpdate` refuses every Pod without it. The strategy is read leniently: a
 * stored object whose strategy no longer reads does not stop the prediction.
 */
export function readPreviousDaemonSet(obj: unknown, options: ReadDaemonSetOptions = {}): PreviousWorkload {
  daemonSetVersion(obj)
  const previous = readPreviousTemplates(obj as JsonObject, options.kruise)
  return { template: previous.template, volumeClaimTemplates: previous.volumeClaimTemplates, podsCarryReadinessGate: podsCarryGate(obj as JsonObject, previous.template) }
}

function podsCarryGate(obj: JsonObject, template: PodTemplate): boolean {
  const strategy = isJsonObject(obj.spec) && isJsonObject(obj.spec.updateStrategy) ? obj.spec.updateStrategy : {}
  const rolling = isJsonObject(strategy.rollingUpdate) ? strategy.rollingUpdate : {}
  const type = strategy.type === undefined || strategy.type === null || strategy.type === '' ? 'RollingUpdate' : strategy.type
  return (type === 'RollingUpdate' && rolling.rollingUpdateType === 'InPlaceIfPossible') || carriesReadinessGate(template)
}

/** The Advanced DaemonSet as Kruise reads it: defaulted as its mutating webhook does, its template decoded into the release's Go types. */
export function readDaemonSet(value: unknown, options: ReadDaemonSetOptions = {}): DaemonSetView {
  const version = daemonSetVersion(value)
  const obj = value as JsonObject & { apiVersion: string }
  const meta = readObjectMeta(obj)
  const spec = requireObject(obj.spec, 'spec')
  rejectUnknown(spec, SPEC_FIELDS[version], 'spec')
  const unsupportedValues: UnsupportedValue[] = []
  const strategy = readStrategy(spec, version, options.kruise, unsupportedValues)
  const decoded = asKruiseDecodes(readTemplate(spec.template), [], options.kruise)
  // A DaemonSet has no replicas: the controller scales its numbers on the nodes that should run a Pod.
  const nodes = desiredNumberScheduled(obj.status)
  return {
    kind: 'DaemonSet',
    version,
    apiVersion: obj.apiVersion,
    namespace: meta.namespace,
    name: meta.name,
    uid: meta.uid,
    generation: meta.generation,
    resourceVersion: meta.resourceVersion,
    labels: meta.labels,
    annotations: meta.annotations,
    replicas: nodes,
    selector: (optionalObject(spec.selector, 'spec.selector') ?? {}) as LabelSelector,
    // A negative one is Kruise's webhook's to refuse (inplace/daemonSetRefusals.ts).
    minReadySeconds: optionalInt32(spec.minReadySeconds, 'spec.minReadySeconds') ?? 0,
    updateType: strategy.updateType,
    unsupportedValues,
    podUpdatePolicy: strategy.rollingUpdateType === 'InPlaceIfPossible' ? 'InPlaceIfPossible' : 'ReCreate',
    policyField: ROLLING_TYPE,
    strategyDeclared: strategy.strategyDeclared,
    strategyField: ROLLING,
    updateTypeField: TYPE,
    hasRollingUpdate: strategy.updateType === 'RollingUpdate',
    partition: strategy.partition,
    maxUnavailable: strategy.maxUnavailable ?? 0,
    maxSurge: strategy.maxSurge ?? 0,
    paused: strategy.paused,
    numbers: daemonSetRolloutNumbers(strategy, nodes),
    template: decoded.template,
    templateUndefaulted: true,
    volumeClaimTemplates: decoded.volumeClaimTemplates,
    droppedFields: decoded.dropped,
    lifecycle: readLifecycle(spec.lifecycle),
    revisions: DAEMONSET_REVISIONS,
    // getInPlaceUpdateOptions passes only GetRevision (the hash label): no grace period, no claim templates.
    updateOptions: { gracePeriodSeconds: 0, gracePeriodField: '', comparesClaimTemplates: false, ignoreClaimTemplateHashDiff: false },
    status: readWorkloadStatus(obj.status),
    raw: obj,
    rollingUpdateType: strategy.rollingUpdateType,
    surges: strategy.updateType === 'RollingUpdate' && strategy.maxSurge !== undefined && oneNodeSurge(strategy.maxSurge) !== 0,
    nodeSelector: strategy.nodeSelector,
    burstReplicas: readBurstReplicas(spec.burstReplicas),
    storedFromGo: webhookFillsDefaults(spec, strategy) || version !== servedVersions('DaemonSet', options.kruise ?? DEFAULT_KRUISE_RELEASE)[0],
  }
}

/** SetDefaultsDaemonSet (either version) changes the object: a default is missing, or Surging is still written. */
function webhookFillsDefaults(spec: JsonObject, strategy: StrategyPart): boolean {
  if (isUnset(spec.burstReplicas) || isUnset(spec.revisionHistoryLimit)) return true
  const s = isJsonObject(spec.updateStrategy) ? spec.updateStrategy : {}
  if (isUnset(s.type) || s.type === '') return true
  if (strategy.updateType !== 'RollingUpdate') return false
  const r = s.rollingUpdate
  if (!isJsonObject(r)) return true
  return isUnset(r.rollingUpdateType) || r.rollingUpdateType === '' || r.rollingUpdateType === 'Surging' || (isUnset(r.maxSurge) && isUnset(r.maxUnavailable))
}

function isUnset(value: unknown): boolean {
  return value === undefined || value === null
}

interface StrategyPart {
  updateType: UpdateType
  rollingUpdateType: RollingUpdateType
  strategyDeclared: boolean
  hasRollingUpdate: boolean
  partition?: IntOrString
  maxUnavailable?: IntOrString
  maxSurge?: IntOrString
  paused: boolean
  nodeSelector?: LabelSelector
}

/**
 * `spec.updateStrategy` with the mutating webhook's defaults: RollingUpdate, a rollingUpdate of type Standard, and
 * maxUnavailable 1 with maxSurge 0 only when both are unset (v1alpha1's Surging first fills an unset maxSurge with 1 and
 * an unset maxUnavailable with 0). Under OnDelete a rollingUpdate may stay, but nothing reads it.
 */
function readStrategy(spec: JsonObject, version: KruiseApiVersion, release: KruiseRelease | undefined, unsupported: UnsupportedValue[]): StrategyPart {
  const s = optionalObject(spec.updateStrategy, STRATEGY) ?? {}
  rejectUnknown(s, STRATEGY_FIELDS, STRATEGY)
  // The controller rolls only for RollingUpdate: any other type updates nothing, as OnDelete.
  const type = knownValue(optionalString(s.type, TYPE) || 'RollingUpdate', UPDATE_TYPES, 'OnDelete', TYPE, unsupported)
  const r = optionalObject(s.rollingUpdate, ROLLING) ?? {}
  rejectUnknown(r, ROLLING_FIELDS, ROLLING)
  const raw = optionalString(r.rollingUpdateType, ROLLING_TYPE) ?? ''
  // Checked under RollingUpdate only, as the webhook does; the controller updates in place for InPlaceIfPossible alone.
  if (raw !== '' && type === 'RollingUpdate') knownValue(raw, ROLLING_TYPES[version], 'Standard', ROLLING_TYPE, unsupported)
  let maxUnavailable = readIntOrPercent(r.maxUnavailable, `${ROLLING}.maxUnavailable`)
  let maxSurge = readIntOrPercent(r.maxSurge, `${ROLLING}.maxSurge`)
  if (type === 'RollingUpdate') {
    if (raw === 'Surging') {
      maxSurge ??= 1
      maxUnavailable ??= 0
    }
    if (maxUnavailable === undefined && maxSurge === undefined) {
      maxUnavailable = 1
      maxSurge = 0
    }
  }
  return {
    updateType: type,
    rollingUpdateType: raw === 'InPlaceIfPossible' ? 'InPlaceIfPossible' : 'Standard',
    strategyDeclared: raw !== '',
    hasRollingUpdate: type === 'RollingUpdate',
    partition: readPartition(r.partition, release),
    maxUnavailable,
    maxSurge,
    paused: optionalBoolean(r.paused, `${ROLLING}.paused`) ?? false,
    nodeSelector: optionalObject(r.selector, `${ROLLING}.selector`) as LabelSelector | undefined,
  }
}

/**
 * maxUnavailable, maxSurge and (Kruise 1.9) partition as Kubernetes decodes an IntOrString: any integer, any string.
 * Whether Kruise's webhook accepts the value is its rule to judge (inplace/daemonSetRefusals.ts).
 */
function readIntOrPercent(value: unknown, path: string): IntOrString | undefined {
  return optionalIntOrAnyString(value, path)
}

/** `spec.burstReplicas` (250 when unset): the controller scales it and reads a value it cannot scale as 0. */
function readBurstReplicas(value: unknown): IntOrString {
  return optionalIntOrAnyString(value, 'spec.burstReplicas') ?? 250
}

/** Kruise 1.9's partition is an int or a percentage of the nodes; 1.8's an int32. */
function readPartition(value: unknown, release: KruiseRelease | undefined): IntOrString | undefined {
  const path = `${ROLLING}.partition`
  if (release === '1.8') return optionalInt32(value, path)
  return readIntOrPercent(value, path)
}

/**
 * maxSurge as `surgeCount` scales it for one node: any value other than 0 puts the controller on the surge path. A
 * value the controller cannot scale surges nothing here: the webhook refuses it, or the prediction says it cannot tell.
 */
function oneNodeSurge(maxSurge: IntOrString): number {
  const scaled = scaledValueOrProblem(maxSurge, 1, true)
  return typeof scaled === 'number' ? scaled : 0
}

/** `status.desiredNumberScheduled`, read leniently like the rest of the status: 0 when absent or bad. */
function desiredNumberScheduled(status: unknown): number {
  const value = isJsonObject(status) ? status.desiredNumberScheduled : undefined
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0
}
