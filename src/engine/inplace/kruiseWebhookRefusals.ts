/**
 * The rules of OpenKruise's own validating webhook that refuse a write outright, beside its InPlaceOnly template diff
 * (inPlaceOnlyValidation.ts): what the apiserver would answer with Kruise's message if this guard let it through.
 * Advanced StatefulSet (`vstatefulset.kb.io`, pkg/webhook/statefulset/validating, the same in v1.8.3 and v1.9.1):
 * - `ValidateObjectMeta` with Kubernetes' `ValidateStatefulSetName`: the name is a DNS-1123 label (no dot, at most 63
 *   characters), where the apiserver lets any custom resource's name be a subdomain;
 * - `validateSpecSelector`, `validateRestartPolicy`, `validateActiveDeadlineSeconds`: a well-formed, non-empty selector
 *   that matches the template's labels; Pods that restart Always, with no deadline;
 * - `validatePodUpdatePolicy`: InPlaceIfPossible and InPlaceOnly need the InPlaceUpdateReady readiness gate;
 * - `validateMaxUnavailableField` (rollingUpdate and scaleStrategy): an integer not below 0 or a whole-number
 *   percentage, at least 1 Pod, and anything but the integer 1 only with podManagementPolicy Parallel;
 * - `validateOnDeleteStatefulSetStrategyType`: no rollingUpdate beside OnDelete;
 * - `validateRollingUpdateStatefulSetStrategyType`: a partition not below 0, minReadySeconds from 0 to 300;
 * - `validateRollingUpdateStatefulSetStrategyTypeUnorderedUpdate`: unorderedUpdate only with Parallel, its priority
 *   strategy well formed (orderStrategyRefusals.ts);
 * - `validateReserveOrdinals`: each item a non-negative ordinal or an `a-b` range;
 * - `ValidatePersistentVolumeClaimRetentionPolicy`: whenDeleted and whenScaled Retain or Delete;
 * - `ValidateStatefulSetUpdate`: an update may change no spec field but replicas, ordinals, template, reserveOrdinals,
 *   lifecycle, revisionHistoryLimit, persistentVolumeClaimRetentionPolicy, volumeClaimTemplates,
 *   volumeClaimUpdateStrategy, updateStrategy and scaleStrategy (so selector, serviceName and podManagementPolicy stay).
 * Advanced DaemonSet: daemonSetRefusals.ts (maxSurge, maxUnavailable and partition values, no surge under InPlaceIfPossible,
 * no in-place hook, a fixed selector); a rolling update it accepts but its controller cannot scale is a coded error.
 * Every kind: a strategy type or policy outside the values its webhook switches on (unsupportedValueRefusals.ts).
 * CloneSet: cloneSetRefusals.ts and cloneSetStrategyRefusals.ts (its InPlaceOnly diff is inPlaceOnlyValidation.ts).
 */
import type { FeatureGates } from '../kruise/gates.js'
import type { KruiseRelease } from '../kruise/releases.js'
import { isWholePercent, legacyScaledValueOrProblem } from '../kube/intOrPercent.js'
import type { IntOrString } from '../kube/intOrPercent.js'
import { isJsonObject } from '../kube/json.js'
import { sameSelector } from '../kube/labelSelector.js'
import { DNS_LABEL_WORDS, isDnsLabel, isDnsSubdomain } from '../kube/nameSyntax.js'
import type { JsonObject } from '../kube/json.js'
import type { StatefulSetView } from '../workloads/statefulSet.js'
import type { Workload } from '../workloads/workload.js'
import { cloneSetRefusals } from './cloneSetRefusals.js'
import { type KruiseRefusal, refusedByApiServer } from './kruiseRefusal.js'
import { daemonSetRefusals, requireScalable } from './daemonSetRefusals.js'
import { metadataRefusals } from './metadataRefusals.js'
import { priorityStrategyRefusals } from './orderStrategyRefusals.js'
import { subdomainNameRefusals } from './subdomainNameRefusals.js'
import { podSpecRefusals, podValidationRefusals } from './podSpecRefusals.js'
import { workloadSelectorRefusals } from './selectorRefusals.js'
import { unsupportedValueRefusals } from './unsupportedValueRefusals.js'
import { IN_PLACE_UPDATE_READY, carriesReadinessGate } from './statefulSetTraps.js'


/** Kruise's refusals of the write: a CREATE (`previous` undefined) or an UPDATE from `previous`, the object as stored. */
export function kruiseWebhookRefusals(view: Workload, release: KruiseRelease, gates: FeatureGates, previous?: unknown): KruiseRefusal[] {
  const common = [
    ...refusedByApiServer(metadataRefusals(view.raw.metadata, 'metadata')), ...metadataRefusals(view.template.metadata, 'spec.template.metadata'), ...unsupportedValueRefusals(view.unsupportedValues),
  ]
  switch (view.kind) {
    case 'CloneSet': {
      const place = { at: 'spec.template.spec', claims: { at: 'spec.volumeClaimTemplates', templates: view.volumeClaimTemplates } }
      return [...subdomainNameRefusals('CloneSet', view.name), ...common, ...podValidationRefusals(view.template, place), ...cloneSetRefusals(view, previous, release)]
    }
    case 'StatefulSet':
      return [...common, ...statefulSetRefusals(view, gates, previous)]
    case 'DaemonSet': {
      const refusals = [...subdomainNameRefusals('DaemonSet', view.name), ...common, ...podValidationRefusals(view.template), ...daemonSetRefusals(view, previous)]
      if (refusals.length === 0) requireScalable(view)
      return refusals
    }
  }
}

/**
 * The spec fields an Advanced StatefulSet update may not change, with the value Kruise's defaults give an unset one,
 * compared as Kubernetes' semantic equality compares them (a selector's empty list or map is none).
 */
const FIXED_FIELDS: readonly { name: string; unset: unknown; same: (a: unknown, b: unknown) => boolean }[] = [
  { name: 'selector', unset: undefined, same: (a, b) => (isJsonObject(a) && isJsonObject(b) ? sameSelector(a, b) : a === b) },
  { name: 'serviceName', unset: '', same: (a, b) => a === b },
  { name: 'podManagementPolicy', unset: 'OrderedReady', same: (a, b) => a === b },
]

const CLAIM_RETENTION_TYPES: readonly string[] = ['Retain', 'Delete']

/** Kruise's `MaxMinReadySeconds` for an Advanced StatefulSet's rollingUpdate.minReadySeconds. */
const MAX_MIN_READY_SECONDS = 300

function statefulSetRefusals(view: StatefulSetView, gates: FeatureGates, previous: unknown): KruiseRefusal[] {
  const refusals: KruiseRefusal[] = [...nameRefusals(view), ...specRefusals(view), ...reserveOrdinalRefusals(view), ...claimRetentionRefusals(view, gates)]
  // Under a type it does not know, the webhook checks nothing of the rolling update (the controller still rolls).
  const rolling = view.updateType === 'RollingUpdate' && !view.unsupportedValues.some((v) => v.field === view.updateTypeField)
  if (rolling && view.podUpdatePolicy !== 'ReCreate' && !carriesReadinessGate(view.template)) {
    refusals.push({
      field: 'spec.template.spec.readinessGates',
      rule: `podUpdatePolicy ${view.podUpdatePolicy} needs the ${IN_PLACE_UPDATE_READY} readiness gate in the template (OpenKruise's StatefulSet never injects it)`,
      remedy: `add {conditionType: ${IN_PLACE_UPDATE_READY}} to spec.template.spec.readinessGates (a pod spec change: every Pod is recreated once, so roll it out on its own), or keep ${view.policyField} ReCreate`,
    })
  }
  if (view.rollingUpdateUnderOnDelete) {
    refusals.push({
      field: view.strategyField, rule: `${view.strategyField} is only allowed for updateStrategy RollingUpdate, and the type is OnDelete`,
      remedy: `remove ${view.strategyField}, or set spec.updateStrategy.type to RollingUpdate`,
    })
  }
  if (rolling && view.minReadySeconds < 0) {
    refusals.push({ field: `${view.strategyField}.minReadySeconds`, rule: 'minReadySeconds must not be negative', remedy: `set ${view.strategyField}.minReadySeconds to 0 or more` })
  }
  if (rolling && view.minReadySeconds > MAX_MIN_READY_SECONDS) {
    refusals.push({
      field: `${view.strategyField}.minReadySeconds`, rule: `minReadySeconds ${view.minReadySeconds} is more than ${MAX_MIN_READY_SECONDS} seconds`,
      remedy: `set ${view.strategyField}.minReadySeconds to ${MAX_MIN_READY_SECONDS} or less`,
    })
  }
  if (rolling && typeof view.partition === 'number' && view.partition < 0) {
    refusals.push({ field: `${view.strategyField}.partition`, rule: `partition ${view.partition} is negative`, remedy: `set ${view.strategyField}.partition to 0 or more` })
  }
  if (rolling) refusals.push(...maxUnavailableRefusals(view, view.maxUnavailable, `${view.strategyField}.maxUnavailable`))
  if (view.scaleMaxUnavailable !== undefined) refusals.push(...maxUnavailableRefusals(view, view.scaleMaxUnavailable, 'spec.scaleStrategy.maxUnavailable'))
  if (rolling && view.unorderedUpdate !== undefined && view.podManagementPolicy !== 'Parallel') {
    refusals.push({
      field: `${view.strategyField}.unorderedUpdate`, rule: 'unorderedUpdate works only with spec.podManagementPolicy Parallel',
      remedy: `remove ${view.strategyField}.unorderedUpdate (podManagementPolicy is fixed once the StatefulSet exists)`,
    })
  }
  if (rolling && view.unorderedUpdate?.priorityStrategy !== undefined) {
    refusals.push(...priorityStrategyRefusals(view.unorderedUpdate.priorityStrategy, `${view.strategyField}.unorderedUpdate.priorityStrategy`))
  }
  if (isJsonObject(previous) && isJsonObject(previous.spec)) refusals.push(...fixedFieldRefusals(view.raw, previous))
  return refusals
}

/** `ValidateStatefulSetName`, on every write: the Pods' names are `<name>-<ordinal>`, and each is a host name. */
function nameRefusals(view: StatefulSetView): KruiseRefusal[] {
  if (isDnsLabel(view.name)) return []
  return [{
    ...(isDnsSubdomain(view.name) ? {} : { apiServer: true as const }),
    field: 'metadata.name',
    rule: `an Advanced StatefulSet's name must be a DNS label: ${DNS_LABEL_WORDS}, without dots`,
    remedy: 'choose a name without dots of at most 63 characters (a StatefulSet cannot be renamed: create it under the new name)',
  }]
}

/** `validateSpecSelector`, `validateRestartPolicy` and `validateActiveDeadlineSeconds`. */
function specRefusals(view: StatefulSetView): KruiseRefusal[] {
  const written = isJsonObject(view.raw.spec) ? view.raw.spec.selector : undefined
  return [
    ...workloadSelectorRefusals({ kind: 'StatefulSet', written, selector: view.selector, labels: view.template.metadata?.labels, missing: 'required' }),
    ...podSpecRefusals(view.template, 'StatefulSet'),
  ]
}

/** `validateReserveOrdinals`. */
function reserveOrdinalRefusals(view: StatefulSetView): KruiseRefusal[] {
  return view.refusedReserveOrdinals.map((index) => ({
    field: `spec.reserveOrdinals[${index}]`,
    rule: 'a reserved ordinal must be a non-negative integer or a range "a-b" of two non-negative integers with a not above b',
    remedy: `write spec.reserveOrdinals[${index}] as an ordinal such as 3 or a range such as "3-5"`,
  }))
}

/**
 * `ValidatePersistentVolumeClaimRetentionPolicy`: each value Retain or Delete. With StatefulSetAutoDeletePVC on, the
 * mutating webhook has filled an unset one with Retain; with it off, an unset value is refused.
 */
function claimRetentionRefusals(view: StatefulSetView, gates: FeatureGates): KruiseRefusal[] {
  const policy = view.claimRetentionPolicy
  if (policy === undefined) return []
  const values = (['whenDeleted', 'whenScaled'] as const)
    .filter((name) => !(CLAIM_RETENTION_TYPES.includes(policy[name]) || (policy[name] === '' && gates.StatefulSetAutoDeletePVC)))
    .map((name) => ({ field: `spec.persistentVolumeClaimRetentionPolicy.${name}`, written: policy[name], allowed: CLAIM_RETENTION_TYPES }))
  return unsupportedValueRefusals(values)
}

function maxUnavailableRefusals(view: StatefulSetView, value: IntOrString, field: string): KruiseRefusal[] {
  const refusals: KruiseRefusal[] = []
  // Kubernetes' ValidatePositiveIntOrPercent: an integer not below 0, or a whole-number percentage.
  if (typeof value === 'number' ? value < 0 : !isWholePercent(value)) {
    refusals.push({ field, rule: `maxUnavailable ${JSON.stringify(value)} is not a non-negative integer or a whole-number percentage such as "20%"`, remedy: `set ${field} to 1, or to a percentage such as "20%" with Parallel` })
  }
  // Kubernetes' GetValueFromIntOrPercent against 1 Pod, rounding up: 0 and "0%" are the values under 1.
  const scaled = legacyScaledValueOrProblem(value, 1, true)
  if (typeof scaled === 'string') refusals.push({ field, rule: scaled, remedy: `set ${field} to 1, or to a percentage such as "20%" with Parallel` })
  else if (scaled < 1) refusals.push({ field, rule: 'maxUnavailable must allow at least 1 Pod', remedy: `set ${field} to 1 or more` })
  if (view.podManagementPolicy !== 'Parallel' && value !== 1) {
    refusals.push({
      field, rule: 'a maxUnavailable other than 1 works only with spec.podManagementPolicy Parallel',
      remedy: `set ${field} to 1 or remove it (podManagementPolicy is fixed once the StatefulSet exists)`,
    })
  }
  return refusals
}

function fixedFieldRefusals(updated: JsonObject, previous: JsonObject): KruiseRefusal[] {
  const before = previous.spec as JsonObject
  const after = (isJsonObject(updated.spec) ? updated.spec : {}) as JsonObject
  const refusals: KruiseRefusal[] = []
  for (const { name, unset, same } of FIXED_FIELDS) {
    if (same(before[name] ?? unset, after[name] ?? unset)) continue
    refusals.push({
      field: `spec.${name}`, rule: `an Advanced StatefulSet's spec.${name} cannot change after it is created`,
      remedy: `keep spec.${name} as stored, or delete the StatefulSet with kubectl delete --cascade=orphan (its Pods stay) and create it again`,
    })
  }
  return refusals
}
