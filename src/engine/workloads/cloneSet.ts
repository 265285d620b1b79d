import { GuardError } from '../../errors.js'
import { type DroppedField, asKruiseDecodes, goTypeSchema, knownClaimTemplates } from '../kruise/knownFields.js'
import { Lifecycle } from '../kruise/lifecycle.js'
import type { KruiseApiVersion, KruiseRelease } from '../kruise/releases.js'
import { echoedEnumeration } from '../kube/echoedValue.js'
import { IntOrString } from '../kube/intOrPercent.js'
import { JsonObject, isJsonObject } from '../kube/json.js'
import { LabelSelector } from '../kube/labelSelector.js'
import { PodTemplate } from '../kube/podTemplate.js'
import { CLONESET_REVISIONS } from './revision.js'
import { cloneSetRolloutNumbers } from './rolloutNumbers.js'
import type { PodUpdatePolicy, UpdateType, WorkloadStatus, WorkloadView } from './workloadView.js'

/** Both served CloneSet API versions read into the workload view (spec §1.1, defaults §1.2). */
export type CloneSetVersion = KruiseApiVersion
export type { PodUpdatePolicy, UpdateType }

export interface PriorityStrategy {
  weightPriority?: { weight: number; matchSelector: LabelSelector }[]
  orderPriority?: { orderedKey: string }[]
}
export interface ScatterTerm {
  key: string
  value: string
}

/** A CloneSet: the workload view, and the order of its updates (priority, scatter). */
export interface CloneSetView extends WorkloadView {
  kind: 'CloneSet'
  priorityStrategy?: PriorityStrategy
  scatterStrategy?: ScatterTerm[]
}

/** Which Kruise release decodes the CloneSet (its k8s.io/api Go types); the default release when left out. */
export interface ReadCloneSetOptions {
  kruise?: KruiseRelease
}

const GROUP = 'apps.kruise.io'
const SPEC_FIELDS = new Set([
  'replicas', 'selector', 'template', 'volumeClaimTemplates', 'scaleStrategy', 'updateStrategy',
  'revisionHistoryLimit', 'minReadySeconds', 'lifecycle', 'progressDeadlineSeconds',
])
const ROLLING_FIELDS = ['partition', 'maxUnavailable', 'maxSurge', 'paused', 'priorityStrategy', 'scatterStrategy', 'inPlaceUpdateStrategy']
const V1ALPHA1_STRATEGY_FIELDS = new Set(['type', ...ROLLING_FIELDS])
const V1BETA1_STRATEGY_FIELDS = new Set(['type', 'rollingUpdate'])
const V1BETA1_ROLLING_FIELDS = new Set(['podUpdatePolicy', ...ROLLING_FIELDS])
const IN_PLACE_STRATEGY_FIELDS = new Set([
  'gracePeriodSeconds', 'imagePreDownloadParallelism', 'imagePreDownloadTimeoutSeconds', 'imagePreDownloadMinUpdatedReadyPods',
])
const POLICIES: PodUpdatePolicy[] = ['ReCreate', 'InPlaceIfPossible', 'InPlaceOnly']

/** True when the object says it is an apps.kruise.io CloneSet (any version). */
export function isCloneSetKind(obj: unknown): boolean {
  return isJsonObject(obj) && obj.kind === 'CloneSet' && typeof obj.apiVersion === 'string' && obj.apiVersion.startsWith(`${GROUP}/`)
}

/** The parts of the CloneSet before an update that the update is compared against. */
export interface PreviousCloneSet {
  /**
   * The pod template as Kruise's Go types decode it. Decoded here, not only read through the diff's templateType: the
   * diff skips what both sides write alike and never reads a removed subtree, and Kruise refuses an old template its
   * types cannot decode wherever the bad value sits.
   */
  template: PodTemplate
  /** The claim templates as Kruise's Go types decode them. */
  volumeClaimTemplates: JsonObject[]
}

/**
 * The CloneSet before an update, read only as far as the update is compared with it: its template and claim templates.
 * Its strategy, metadata and the rest are not read, so a stored object whose strategy no longer reads (an update may be
 * fixing it) does not stop the prediction of the update.
 */
export function readPreviousCloneSet(obj: unknown, options: ReadCloneSetOptions = {}): PreviousCloneSet {
  cloneSetVersion(obj)
  const spec = requireObject((obj as JsonObject).spec, 'spec')
  const decoded = asKruiseDecodes(readTemplate(spec.template), optionalObjectArray(spec.volumeClaimTemplates, 'spec.volumeClaimTemplates'), options.kruise)
  return { template: decoded.template, volumeClaimTemplates: decoded.volumeClaimTemplates }
}

/** The served version of an apps.kruise.io CloneSet; a GuardError for anything else. */
function cloneSetVersion(obj: unknown): CloneSetVersion {
  if (!isJsonObject(obj)) throw new GuardError('IPG_ERR_NOT_OBJECT', 'a CloneSet must be a JSON object')
  if (obj.kind !== 'CloneSet' || typeof obj.apiVersion !== 'string' || !obj.apiVersion.startsWith(`${GROUP}/`)) {
    const what = `${obj.apiVersion === undefined ? '<no apiVersion>' : echoedEnumeration(obj.apiVersion)} ${obj.kind === undefined ? '<no kind>' : echoedEnumeration(obj.kind)}`
    throw new GuardError('IPG_ERR_NOT_CLONESET', `expected apps.kruise.io CloneSet, got ${what}`)
  }
  const version = obj.apiVersion.slice(GROUP.length + 1)
  if (version !== 'v1alpha1' && version !== 'v1beta1') {
    throw new GuardError('IPG_ERR_UNSUPPORTED_VERSION', `CloneSet version ${echoedEnumeration(version)} is not v1alpha1 or v1beta1`, 'apiVersion')
  }
  return version
}

/**
 * The CloneSet as Kruise reads it: decoded into the release's Go types, so its template and claim templates hold only
 * the fields those types know. Prediction, UpdateSpec, revisions and new Pods all start from this one decode.
 */
export function readCloneSet(value: unknown, options: ReadCloneSetOptions = {}): CloneSetView {
  const version = cloneSetVersion(value)
  const obj = value as JsonObject & { apiVersion: string }
  const metadata = optionalObject(obj.metadata, 'metadata') ?? {}
  const spec = requireObject(obj.spec, 'spec')
  rejectUnknown(spec, SPEC_FIELDS, 'spec')
  const strategy = version === 'v1alpha1' ? readV1alpha1Strategy(spec) : readV1beta1Strategy(spec)
  const decoded = asKruiseDecodes(readTemplate(spec.template), optionalObjectArray(spec.volumeClaimTemplates, 'spec.volumeClaimTemplates'), options.kruise)
  const replicas = optionalInteger(spec.replicas, 'spec.replicas', 0) ?? 1
  // Every key spelled out in the view's order: a spread of `strategy` made this a slow copy.
  return {
    kind: 'CloneSet',
    version,
    apiVersion: obj.apiVersion,
    namespace: optionalString(metadata.namespace, 'metadata.namespace') ?? '',
    name: optionalString(metadata.name, 'metadata.name') ?? optionalString(metadata.generateName, 'metadata.generateName') ?? '',
    uid: optionalString(metadata.uid, 'metadata.uid'),
    generation: optionalInteger(metadata.generation, 'metadata.generation'),
    resourceVersion: optionalString(metadata.resourceVersion, 'metadata.resourceVersion'),
    labels: stringMap(metadata.labels, 'metadata.labels'),
    annotations: stringMap(metadata.annotations, 'metadata.annotations'),
    replicas,
    selector: (optionalObject(spec.selector, 'spec.selector') ?? {}) as LabelSelector,
    minReadySeconds: optionalInteger(spec.minReadySeconds, 'spec.minReadySeconds', 0) ?? 0,
    updateType: strategy.updateType,
    podUpdatePolicy: strategy.podUpdatePolicy,
    policyField: strategy.policyField,
    strategyDeclared: strategy.strategyDeclared,
    strategyField: strategy.strategyField,
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
    status: readStatus(obj.status),
    raw: obj,
    priorityStrategy: strategy.priorityStrategy,
    scatterStrategy: strategy.scatterStrategy,
  }
}

/** The status the controller wrote, read leniently: it is the controller's, and a bad field is as good as absent. */
function readStatus(value: unknown): WorkloadStatus {
  const status = isJsonObject(value) ? value : {}
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined)
  const conditions = Array.isArray(status.conditions) ? status.conditions.filter(isJsonObject) : []
  return {
    updateRevision: text(status.updateRevision),
    currentRevision: text(status.currentRevision),
    collisionCount: Number.isInteger(status.collisionCount) ? (status.collisionCount as number) : 0,
    conditions: conditions
      .filter((c) => typeof c.type === 'string' && typeof c.status === 'string')
      .map((c) => ({ type: c.type as string, status: c.status as string, ...(typeof c.message === 'string' ? { message: c.message } : {}) })),
  }
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

function readV1alpha1Strategy(spec: JsonObject): StrategyPart {
  const s = optionalObject(spec.updateStrategy, STRATEGY.field) ?? {}
  rejectUnknown(s, V1ALPHA1_STRATEGY_FIELDS, STRATEGY.field)
  const type = optionalString(s.type, STRATEGY.type) ?? ''
  const policy: PodUpdatePolicy = type === '' ? 'ReCreate' : (type as PodUpdatePolicy)
  if (!POLICIES.includes(policy)) {
    throw new GuardError('IPG_ERR_FIELD_VALUE', `${echoedEnumeration(type)} must be ReCreate, InPlaceIfPossible or InPlaceOnly`, STRATEGY.type)
  }
  return readRolling('RollingUpdate', policy, type !== '', s, STRATEGY, true)
}

function readV1beta1Strategy(spec: JsonObject): StrategyPart {
  const s = optionalObject(spec.updateStrategy, STRATEGY.field) ?? {}
  rejectUnknown(s, V1BETA1_STRATEGY_FIELDS, STRATEGY.field)
  const type = optionalString(s.type, STRATEGY.type) || 'RollingUpdate'
  if (type !== 'RollingUpdate' && type !== 'OnDelete') {
    throw new GuardError('IPG_ERR_FIELD_VALUE', `${echoedEnumeration(type)} must be RollingUpdate or OnDelete`, STRATEGY.type)
  }
  const rolling = optionalObject(s.rollingUpdate, ROLLING.field)
  if (rolling === undefined && type === 'OnDelete') return readRolling(type, 'ReCreate', false, {}, ROLLING, false)
  const r = rolling ?? {}
  rejectUnknown(r, V1BETA1_ROLLING_FIELDS, ROLLING.field)
  const raw = optionalString(r.podUpdatePolicy, ROLLING.policy) ?? ''
  const policy: PodUpdatePolicy = raw === '' ? 'ReCreate' : (raw as PodUpdatePolicy)
  if (!POLICIES.includes(policy)) {
    throw new GuardError('IPG_ERR_FIELD_VALUE', `${echoedEnumeration(raw)} must be ReCreate, InPlaceIfPossible or InPlaceOnly`, ROLLING.policy)
  }
  return readRolling(type, policy, raw !== '', r, ROLLING, true)
}

function readRolling(updateType: UpdateType, podUpdatePolicy: PodUpdatePolicy, declared: boolean, s: JsonObject, at: StrategyPaths, present: boolean): StrategyPart {
  const inPlace = optionalObject(s.inPlaceUpdateStrategy, at.inPlace) ?? {}
  rejectUnknown(inPlace, IN_PLACE_STRATEGY_FIELDS, at.inPlace)
  return {
    updateType,
    podUpdatePolicy,
    policyField: at.policy,
    strategyDeclared: declared,
    strategyField: at.field,
    hasRollingUpdate: present,
    partition: optionalIntOrString(s.partition, at.partition),
    maxUnavailable: optionalIntOrString(s.maxUnavailable, at.maxUnavailable) ?? '20%',
    maxSurge: optionalIntOrString(s.maxSurge, at.maxSurge) ?? 0,
    paused: optionalBoolean(s.paused, at.paused) ?? false,
    gracePeriodSeconds: optionalInteger(inPlace.gracePeriodSeconds, at.gracePeriodSeconds, 0) ?? 0,
    priorityStrategy: readPriority(s.priorityStrategy, at.priorityStrategy),
    scatterStrategy: readScatter(s.scatterStrategy, at.scatterStrategy),
  }
}

function readTemplate(value: unknown): PodTemplate {
  const template = requireObject(value, 'spec.template')
  if (template.metadata !== undefined && template.metadata !== null) requireObject(template.metadata, 'spec.template.metadata')
  const spec = requireObject(template.spec, 'spec.template.spec')
  for (const list of ['containers', 'initContainers'] as const) {
    const containers = list === 'containers' ? requireArray(spec[list], `spec.template.spec.${list}`) : optionalArray(spec[list], `spec.template.spec.${list}`)
    if (containers) for (let i = 0; i < containers.length; i++) readContainer(containers[i], list, i)
  }
  if (Array.isArray(spec.containers) && spec.containers.length === 0) {
    throw new GuardError('IPG_ERR_FIELD_VALUE', 'a pod template needs at least one container', 'spec.template.spec.containers')
  }
  return template as PodTemplate
}

/** The container fields the engine reads; a path is spelled out only for an error (this runs for every container). */
function readContainer(c: unknown, list: string, i: number): void {
  if (!isJsonObject(c)) typeError(`spec.template.spec.${list}[${i}]`, 'an object', c)
  if (typeof c.name !== 'string' || c.name === '') {
    throw new GuardError('IPG_ERR_FIELD_TYPE', 'every container needs a non-empty string name', `spec.template.spec.${list}[${i}].name`)
  }
  const { image, env, resources } = c
  if (image !== undefined && image !== null && typeof image !== 'string') typeError(`spec.template.spec.${list}[${c.name}].image`, 'a string', image)
  if (env !== undefined && env !== null && !Array.isArray(env)) typeError(`spec.template.spec.${list}[${c.name}].env`, 'a list', env)
  if (resources !== undefined && resources !== null && !isJsonObject(resources)) typeError(`spec.template.spec.${list}[${c.name}].resources`, 'an object', resources)
}

function readLifecycle(value: unknown): Lifecycle | undefined {
  const lifecycle = optionalObject(value, 'spec.lifecycle')
  if (!lifecycle) return undefined
  const result: Lifecycle = {}
  for (const key of ['preDelete', 'inPlaceUpdate', 'preNormal'] as const) {
    const at = `spec.lifecycle.${key}`
    const hook = optionalObject(lifecycle[key], at)
    if (!hook) continue
    result[key] = {
      labelsHandler: hook.labelsHandler === undefined ? undefined : stringMap(hook.labelsHandler, `${at}.labelsHandler`),
      finalizersHandler: optionalStringArray(hook.finalizersHandler, `${at}.finalizersHandler`),
      markPodNotReady: optionalBoolean(hook.markPodNotReady, `${at}.markPodNotReady`),
    }
  }
  return result
}

function readPriority(value: unknown, field: string): PriorityStrategy | undefined {
  const p = optionalObject(value, field)
  if (!p) return undefined
  const weightPriority = optionalObjectArray(p.weightPriority, `${field}.weightPriority`).map((w, i) => ({
    weight: optionalInteger(w.weight, `${field}.weightPriority[${i}].weight`) ?? 0,
    matchSelector: (optionalObject(w.matchSelector, `${field}.weightPriority[${i}].matchSelector`) ?? {}) as LabelSelector,
  }))
  const orderPriority = optionalObjectArray(p.orderPriority, `${field}.orderPriority`).map((o, i) => ({
    orderedKey: optionalString(o.orderedKey, `${field}.orderPriority[${i}].orderedKey`) ?? '',
  }))
  return {
    ...(weightPriority.length > 0 ? { weightPriority } : {}),
    ...(orderPriority.length > 0 ? { orderPriority } : {}),
  }
}

function readScatter(value: unknown, field: string): ScatterTerm[] | undefined {
  if (value === undefined || value === null) return undefined
  return optionalObjectArray(value, field).map((term, i) => ({
    key: optionalString(term.key, `${field}[${i}].key`) ?? '',
    value: optionalString(term.value, `${field}[${i}].value`) ?? '',
  }))
}

// --- typed field readers: each names the JSON path of a bad field ---

function typeError(path: string, expected: string, value: unknown): never {
  const got = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value
  throw new GuardError('IPG_ERR_FIELD_TYPE', `must be ${expected}, got ${got}`, path)
}

function requireObject(value: unknown, path: string): JsonObject {
  if (!isJsonObject(value)) typeError(path, 'an object', value)
  return value
}

function optionalObject(value: unknown, path: string): JsonObject | undefined {
  return value === undefined || value === null ? undefined : requireObject(value, path)
}

function requireArray(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) typeError(path, 'a list', value)
  return value
}

function optionalArray(value: unknown, path: string): unknown[] | undefined {
  return value === undefined || value === null ? undefined : requireArray(value, path)
}

function optionalObjectArray(value: unknown, path: string): JsonObject[] {
  return (optionalArray(value, path) ?? []).map((item, i) => requireObject(item, `${path}[${i}]`))
}

function optionalString(value: unknown, path: string): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') typeError(path, 'a string', value)
  return value
}

function optionalStringArray(value: unknown, path: string): string[] | undefined {
  return optionalArray(value, path)?.map((item, i) => optionalString(item, `${path}[${i}]`) ?? '')
}

function optionalBoolean(value: unknown, path: string): boolean | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'boolean') typeError(path, 'true or false', value)
  return value
}

function optionalInteger(value: unknown, path: string, min?: number): number | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'number' || !Number.isInteger(value)) typeError(path, 'an integer', value)
  if (min !== undefined && value < min) throw new GuardError('IPG_ERR_FIELD_VALUE', `must be ${min} or more, got ${value}`, path)
  return value
}

function optionalIntOrString(value: unknown, path: string): IntOrString | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) typeError(path, 'an integer or a percentage string', value)
    if (value < 0) throw new GuardError('IPG_ERR_FIELD_VALUE', `must not be negative, got ${value}`, path)
    return value
  }
  if (typeof value !== 'string') typeError(path, 'an integer or a percentage string', value)
  // Kruise's validating webhook parses these with its own parser: a string must be a (float) percentage.
  if (!/^\d+(\.\d+)?%$/.test(value)) {
    throw new GuardError('IPG_ERR_INT_OR_PERCENT', `"${value}" must be an integer or a percentage such as "20%"`, path)
  }
  return value
}

function stringMap(value: unknown, path: string): Record<string, string> {
  const obj = optionalObject(value, path)
  if (!obj) return {}
  for (const key in obj) {
    const v = obj[key]
    if (typeof v !== 'string') typeError(`${path}[${key}]`, 'a string', v)
  }
  return obj as Record<string, string>
}

function rejectUnknown(obj: JsonObject, known: Set<string>, path: string): void {
  for (const key in obj) {
    if (!known.has(key)) {
      throw new GuardError('IPG_ERR_UNKNOWN_FIELD', `unknown field "${key}" (known: ${[...known].join(', ')})`, `${path}.${key}`)
    }
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
  return POLICIES.includes(declared as PodUpdatePolicy) ? (declared as PodUpdatePolicy) : undefined
}
