import { GuardError } from '../../errors.js'
import { echoedEnumeration } from '../kube/echoedValue.js'
import type { IntOrString } from '../kube/intOrPercent.js'
import { type JsonObject, isJsonObject } from '../kube/json.js'
import {
  optionalArray, optionalBoolean, optionalInt32, optionalIntOrString, optionalObject, optionalObjectArray, optionalString, requireObject, stringMap,
} from './fieldReaders.js'
import { KRUISE_GROUP, isKruiseKind } from './kruiseObject.js'
import { readObjectMeta } from './objectMeta.js'

/** The workload a UnitedDeployment writes per subset, by the template it declares. */
export type SubsetChildKind = 'StatefulSet' | 'AdvancedStatefulSet' | 'CloneSet' | 'Deployment'

/**
 * `spec.template`'s fields in the order Kruise's controller picks them (`getSubsetControls`): the first one set wins,
 * though Kruise's validating webhook refuses more than one.
 */
export const SUBSET_TEMPLATE_FIELDS: readonly (readonly [SubsetChildKind, string])[] = [
  ['StatefulSet', 'statefulSetTemplate'],
  ['AdvancedStatefulSet', 'advancedStatefulSetTemplate'],
  ['CloneSet', 'cloneSetTemplate'],
  ['Deployment', 'deploymentTemplate'],
]

/** What the child object is: its apiVersion and kind. */
export const CHILD_TYPES: Readonly<Record<SubsetChildKind, { apiVersion: string; kind: string }>> = {
  StatefulSet: { apiVersion: 'apps/v1', kind: 'StatefulSet' },
  AdvancedStatefulSet: { apiVersion: `${KRUISE_GROUP}/v1beta1`, kind: 'StatefulSet' },
  CloneSet: { apiVersion: `${KRUISE_GROUP}/v1alpha1`, kind: 'CloneSet' },
  Deployment: { apiVersion: 'apps/v1', kind: 'Deployment' },
}

export interface UnitedDeploymentSubset {
  name: string
  /** `nodeSelectorTerm` as written ({} when unset): Kruise's webhook compares all of it. */
  nodeSelectorTerm: JsonObject
  /** `nodeSelectorTerm.matchExpressions`, appended to every required node selector term of the child's Pods. */
  matchExpressions: JsonObject[]
  /** `tolerations`, appended to the child's; undefined when unset (an empty list changes nothing either). */
  tolerations: JsonObject[] | undefined
  /** `patch`: a strategic merge patch of the child's pod template. */
  patch: JsonObject | undefined
  replicas: IntOrString | undefined
  /** `minReplicas` and `maxReplicas`: set, Kruise allocates by capacity instead of `replicas`. */
  minReplicas: IntOrString | undefined
  maxReplicas: IntOrString | undefined
}

export interface UnitedDeploymentScheduleStrategy {
  /** `type: Adaptive`: Kruise moves replicas between subsets as Pods fail to schedule (the default, Fixed, does not). */
  adaptive: boolean
  /** `adaptive.reserveUnschedulablePods` (a field of Kruise 1.9's types; 1.8's drop it). */
  reserveUnschedulablePods: boolean
}

/** What Kruise's UnitedDeployment controller reads from its object. */
export interface UnitedDeploymentView {
  kind: 'UnitedDeployment'
  namespace: string
  name: string
  uid: string | undefined
  replicas: number | undefined
  /** `spec.selector`, its matchLabels always an object (the adapters add the subset name to it). */
  selector: JsonObject & { matchLabels: Record<string, string> }
  childKind: SubsetChildKind
  /** `spec.template.<childKind's field>`, e.g. `spec.template.cloneSetTemplate`. */
  templateField: string
  /** That template: `{metadata, spec}`. */
  childTemplate: { metadata: JsonObject; spec: JsonObject }
  /** `spec.template` whole: the revision covers all of it. */
  template: JsonObject
  subsets: UnitedDeploymentSubset[]
  /** `spec.topology.scheduleStrategy`. */
  scheduleStrategy: UnitedDeploymentScheduleStrategy
  /** `spec.updateStrategy.manualUpdate.partitions`. */
  partitions: Record<string, number>
  collisionCount: number
  currentRevision: string | undefined
  updatedRevision: string | undefined
  raw: JsonObject
}

export const UNITED_DEPLOYMENT_API_VERSION = `${KRUISE_GROUP}/v1alpha1`

export function isUnitedDeployment(obj: unknown): boolean {
  return isKruiseKind(obj, 'UnitedDeployment')
}

/** A UnitedDeployment read into its view; a GuardError naming the bad field for anything Kruise could not read. */
export function readUnitedDeployment(obj: unknown): UnitedDeploymentView {
  if (!isJsonObject(obj)) throw new GuardError('IPG_ERR_NOT_OBJECT', 'a UnitedDeployment must be a JSON object')
  if (!isUnitedDeployment(obj)) {
    const what = `${obj.apiVersion === undefined ? '<no apiVersion>' : echoedEnumeration(obj.apiVersion)} ${obj.kind === undefined ? '<no kind>' : echoedEnumeration(obj.kind)}`
    throw new GuardError('IPG_ERR_NOT_WORKLOAD', `expected apps.kruise.io UnitedDeployment, got ${what}`)
  }
  if (obj.apiVersion !== UNITED_DEPLOYMENT_API_VERSION) {
    throw new GuardError('IPG_ERR_UNSUPPORTED_VERSION', `UnitedDeployment version ${echoedEnumeration(String(obj.apiVersion).slice(KRUISE_GROUP.length + 1))} is not v1alpha1`, 'apiVersion')
  }
  const meta = readObjectMeta(obj)
  const spec = optionalObject(obj.spec, 'spec') ?? {}
  const template = optionalObject(spec.template, 'spec.template') ?? {}
  const { childKind, field, childTemplate } = readChildTemplate(template)
  const status = optionalObject(obj.status, 'status') ?? {}
  const updateStatus = optionalObject(status.updateStatus, 'status.updateStatus') ?? {}
  return {
    kind: 'UnitedDeployment',
    namespace: meta.namespace,
    name: meta.name,
    uid: meta.uid,
    replicas: optionalInt32(spec.replicas, 'spec.replicas'),
    selector: readSelector(spec.selector),
    childKind,
    templateField: `spec.template.${field}`,
    childTemplate,
    template,
    subsets: readSubsets(spec.topology),
    scheduleStrategy: readScheduleStrategy(spec.topology),
    partitions: readPartitions(spec.updateStrategy),
    collisionCount: optionalInt32(status.collisionCount, 'status.collisionCount', 0) ?? 0,
    currentRevision: optionalString(status.currentRevision, 'status.currentRevision'),
    updatedRevision: optionalString(updateStatus.updatedRevision, 'status.updateStatus.updatedRevision'),
    raw: obj,
  }
}

function readChildTemplate(template: JsonObject): { childKind: SubsetChildKind; field: string; childTemplate: { metadata: JsonObject; spec: JsonObject } } {
  const declared = SUBSET_TEMPLATE_FIELDS.filter(([, field]) => template[field] !== undefined && template[field] !== null)
  if (declared.length === 0) {
    throw new GuardError('IPG_ERR_FIELD_VALUE', 'should provide one of statefulSetTemplate, advancedStatefulSetTemplate, cloneSetTemplate, or deploymentTemplate', 'spec.template')
  }
  if (declared.length > 1) {
    throw new GuardError('IPG_ERR_FIELD_VALUE', `should provide only one of statefulSetTemplate, advancedStatefulSetTemplate, cloneSetTemplate, or deploymentTemplate (has ${declared.map(([, f]) => f).join(', ')})`, 'spec.template')
  }
  const [childKind, field] = declared[0]!
  const at = `spec.template.${field}`
  const value = requireObject(template[field], at)
  const metadata = optionalObject(value.metadata, `${at}.metadata`) ?? {}
  stringMap(metadata.labels, `${at}.metadata.labels`)
  stringMap(metadata.annotations, `${at}.metadata.annotations`)
  const spec = optionalObject(value.spec, `${at}.spec`) ?? {}
  optionalObject(spec.template, `${at}.spec.template`)
  return { childKind, field, childTemplate: { metadata, spec } }
}

function readSelector(value: unknown): UnitedDeploymentView['selector'] {
  if (value === undefined || value === null) throw new GuardError('IPG_ERR_FIELD_VALUE', 'is required', 'spec.selector')
  const selector = requireObject(value, 'spec.selector')
  optionalArray(selector.matchExpressions, 'spec.selector.matchExpressions')
  return { ...selector, matchLabels: { ...stringMap(selector.matchLabels, 'spec.selector.matchLabels') } }
}

function readSubsets(value: unknown): UnitedDeploymentSubset[] {
  const topology = optionalObject(value, 'spec.topology') ?? {}
  // A repeated name is read (Kruise's webhook refuses it: inplace/unitedDeploymentSpecRefusals.ts).
  return optionalObjectArray(topology.subsets, 'spec.topology.subsets').map((subset, i) => {
    const at = `spec.topology.subsets[${i}]`
    const name = optionalString(subset.name, `${at}.name`) ?? ''
    if (name === '') throw new GuardError('IPG_ERR_FIELD_VALUE', 'is required', `${at}.name`)
    const term = optionalObject(subset.nodeSelectorTerm, `${at}.nodeSelectorTerm`) ?? {}
    const tolerations = optionalArray(subset.tolerations, `${at}.tolerations`)
    return {
      name,
      nodeSelectorTerm: term,
      matchExpressions: optionalObjectArray(term.matchExpressions, `${at}.nodeSelectorTerm.matchExpressions`),
      tolerations: tolerations?.map((t, j) => requireObject(t, `${at}.tolerations[${j}]`)),
      patch: optionalObject(subset.patch, `${at}.patch`),
      replicas: optionalIntOrString(subset.replicas, `${at}.replicas`),
      minReplicas: optionalIntOrString(subset.minReplicas, `${at}.minReplicas`),
      maxReplicas: optionalIntOrString(subset.maxReplicas, `${at}.maxReplicas`),
    }
  })
}

function readScheduleStrategy(value: unknown): UnitedDeploymentScheduleStrategy {
  const topology = optionalObject(value, 'spec.topology') ?? {}
  const at = 'spec.topology.scheduleStrategy'
  const strategy = optionalObject(topology.scheduleStrategy, at) ?? {}
  const adaptive = optionalObject(strategy.adaptive, `${at}.adaptive`) ?? {}
  return {
    adaptive: optionalString(strategy.type, `${at}.type`) === 'Adaptive',
    reserveUnschedulablePods: optionalBoolean(adaptive.reserveUnschedulablePods, `${at}.adaptive.reserveUnschedulablePods`) ?? false,
  }
}

function readPartitions(value: unknown): Record<string, number> {
  const strategy = optionalObject(value, 'spec.updateStrategy') ?? {}
  const manual = optionalObject(strategy.manualUpdate, 'spec.updateStrategy.manualUpdate') ?? {}
  const partitions = optionalObject(manual.partitions, 'spec.updateStrategy.manualUpdate.partitions') ?? {}
  const out: Record<string, number> = {}
  for (const [name, partition] of Object.entries(partitions)) {
    out[name] = optionalInt32(partition, `spec.updateStrategy.manualUpdate.partitions[${name}]`) ?? 0
  }
  return out
}
