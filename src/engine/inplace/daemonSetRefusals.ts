/**
 * The rules of OpenKruise's Advanced DaemonSet validating webhook (pkg/webhook/daemonset/validating, v1.8.3 and v1.9.1)
 * that refuse a write outright, read from the defaulted object: `validateRollingUpdateDaemonSet` on maxSurge,
 * maxUnavailable and partition under RollingUpdate, the rest of `validateDaemonSetSpec` (selector, restart policy,
 * deadline, minReadySeconds, revisionHistoryLimit, `spec.lifecycle.inPlaceUpdate`), and on an update
 * `validateDaemonSetUpdate`'s fixed selector.
 */
import { GuardError } from '../../errors.js'
import { type IntOrString, isWholePercent, scaledValueOrProblem } from '../kube/intOrPercent.js'
import { isJsonObject } from '../kube/json.js'
import { sameSelector } from '../kube/labelSelector.js'
import type { DaemonSetView } from '../workloads/daemonSet.js'
import type { KruiseRefusal } from './kruiseRefusal.js'
import { podSpecRefusals } from './podSpecRefusals.js'
import { workloadSelectorRefusals } from './selectorRefusals.js'

/** Kruise's refusals of the write: a CREATE (`previous` undefined) or an UPDATE from `previous`, the object as stored. */
export function daemonSetRefusals(view: DaemonSetView, previous?: unknown): KruiseRefusal[] {
  const refusals = [...specRefusals(view), ...(view.updateType === 'RollingUpdate' ? strategyRefusals(view) : [])]
  if (view.lifecycle?.inPlaceUpdate !== undefined) {
    refusals.push({
      field: 'spec.lifecycle.inPlaceUpdate',
      rule: 'spec.lifecycle.inPlaceUpdate on a DaemonSet ("inPlaceUpdate hook has not supported yet")',
      remedy: 'remove it; spec.lifecycle.preDelete is the hook a DaemonSet honours',
    })
  }
  const stored = isJsonObject(previous) && isJsonObject(previous.spec) ? previous.spec.selector : undefined
  if (isJsonObject(previous) && !sameSelector(isJsonObject(stored) ? stored : {}, view.selector)) {
    refusals.push({
      field: 'spec.selector',
      rule: 'a change of spec.selector ("updates to daemonset spec for fields other than \'BurstReplicas\', \'template\', \'lifecycle\', \'updateStrategy\', \'minReadySeconds\', and \'revisionHistoryLimit\' are forbidden")',
      remedy: 'keep spec.selector as stored, or delete the DaemonSet with kubectl delete --cascade=orphan (its Pods stay) and create it again',
    })
  }
  return refusals
}

/**
 * `validateDaemonSetSpec` beside the strategy: a well-formed selector that selects something and the template's labels, a pod
 * template that restarts always and has no deadline, and minReadySeconds and revisionHistoryLimit not below 0. Not
 * modelled: Kubernetes' own pod-template validation.
 */
function specRefusals(view: DaemonSetView): KruiseRefusal[] {
  const spec = isJsonObject(view.raw.spec) ? view.raw.spec : {}
  const refusals: KruiseRefusal[] = [
    // A missing selector is nil to this webhook: it matches no labels, so the template's labels are refused.
    ...workloadSelectorRefusals({ kind: 'DaemonSet', written: spec.selector, selector: view.selector, labels: view.template.metadata?.labels, missing: 'matches-nothing' }),
    ...podSpecRefusals(view.template, 'DaemonSet'),
  ]
  const refuse = (field: string, rule: string, remedy: string) => refusals.push({ field, rule, remedy })
  if (view.minReadySeconds < 0) refuse('spec.minReadySeconds', `minReadySeconds ${view.minReadySeconds} (must be greater than or equal to 0)`, 'set spec.minReadySeconds to 0 or more')
  if (typeof spec.revisionHistoryLimit === 'number' && spec.revisionHistoryLimit < 0) {
    refuse('spec.revisionHistoryLimit', `revisionHistoryLimit ${spec.revisionHistoryLimit} (must be greater than or equal to 0)`, 'set spec.revisionHistoryLimit to 0 or more')
  }
  return refusals
}

/**
 * A rolling update that Kruise's webhook accepts but whose numbers its controller cannot scale
 * (GetScaledValueFromIntOrPercent: "12.5%", "0", "lots" beside a valid other value) fails every sync: no Pod is
 * updated. That is no prediction, so it is a coded error naming the field.
 */
export function requireScalable(view: DaemonSetView): void {
  if (view.updateType !== 'RollingUpdate') return
  for (const [name, value] of [['maxSurge', view.maxSurge], ['maxUnavailable', view.maxUnavailable], ['partition', view.partition]] as const) {
    if (value === undefined) continue
    const scaled = scaledValueOrProblem(value, 1, true)
    if (typeof scaled === 'string') {
      throw new GuardError('IPG_ERR_INT_OR_PERCENT', `${scaled}: OpenKruise's webhook lets it through, but its DaemonSet controller cannot scale it and stops the rollout`, `${view.strategyField}.${name}`)
    }
  }
}

/**
 * `validateRollingUpdateDaemonSet`: a maxSurge or maxUnavailable the webhook reads as non-zero must be an integer not
 * below 0 or a whole percentage of at most 100 %; exactly one of the two is non-zero; InPlaceIfPossible takes no surge;
 * a partition is an integer not below 0 or a whole percentage of at most 100 %.
 */
function strategyRefusals(view: DaemonSetView): KruiseRefusal[] {
  const field = (name: string) => `${view.strategyField}.${name}`
  const refusals = [...valueRefusals(view, 'maxUnavailable', view.maxUnavailable), ...valueRefusals(view, 'maxSurge', view.maxSurge)]
  const surge = webhookValue(view.maxSurge) !== 0
  const unavailable = webhookValue(view.maxUnavailable) !== 0
  if (surge && unavailable) {
    refusals.push({
      field: field('maxSurge'),
      rule: `maxSurge ${JSON.stringify(view.maxSurge)} beside maxUnavailable ${JSON.stringify(view.maxUnavailable)} ("may not be set when maxUnavailable is non-zero")`,
      remedy: `set ${field('maxSurge')} or ${field('maxUnavailable')} to 0`,
    })
  }
  if (!surge && !unavailable) {
    refusals.push({
      field: field('maxUnavailable'),
      rule: `maxUnavailable ${JSON.stringify(view.maxUnavailable)} with maxSurge ${JSON.stringify(view.maxSurge)} ("cannot be 0 when maxSurge is 0")`,
      remedy: `set ${field('maxUnavailable')} to at least 1`,
    })
  }
  if (surge && view.rollingUpdateType === 'InPlaceIfPossible') {
    refusals.push({
      field: field('maxSurge'),
      rule: `maxSurge ${JSON.stringify(view.maxSurge)} with ${view.policyField} InPlaceIfPossible ("must be 0 for InPlaceIfPossible type"): ` +
        'a DaemonSet that surges starts a new Pod beside each old one and never updates in place',
      remedy: `set ${field('maxSurge')} to 0 and ${field('maxUnavailable')} to at least 1`,
    })
  }
  if (view.partition !== undefined) refusals.push(...partitionRefusals(view, view.partition))
  return refusals
}

/** ValidatePositiveIntOrPercent and IsNotMoreThan100Percent, checked only on a value the webhook reads as non-zero. */
function valueRefusals(view: DaemonSetView, name: 'maxSurge' | 'maxUnavailable', value: IntOrString): KruiseRefusal[] {
  if (webhookValue(value) === 0) return []
  return intOrPercentProblems(value).map((problem) => ({
      field: `${view.strategyField}.${name}`, rule: `${name} ${JSON.stringify(value)} (${problem})`,
    remedy: `write ${view.strategyField}.${name} as an integer such as 1 or a whole percentage such as "20%"`,
  }))
}

/** validateNonnegativeIntOrPercent and IsNotMoreThan100Percent. */
function partitionRefusals(view: DaemonSetView, value: IntOrString): KruiseRefusal[] {
  return intOrPercentProblems(value).map((problem) => ({
      field: `${view.strategyField}.partition`, rule: `partition ${JSON.stringify(value)} (${problem})`,
    remedy: `write ${view.strategyField}.partition as a number of nodes (0 or more) or a whole percentage such as "50%"`,
  }))
}

/** Kubernetes' ValidatePositiveIntOrPercent and IsNotMoreThan100Percent, in their words. */
function intOrPercentProblems(value: IntOrString): string[] {
  if (typeof value === 'number') return value < 0 ? ['must be greater than or equal to 0'] : []
  if (!isWholePercent(value)) return ["must be an integer or percentage (e.g '5%')"]
  return Number(value.slice(0, -1)) > 100 ? ['must not be greater than 100%'] : []
}

/**
 * The webhook's getIntOrPercentValue: a whole percentage's number, else the int, or Go's strconv.Atoi of the string
 * (0 when it cannot read it). A value read as 0 is not checked further and counts as unset.
 */
function webhookValue(value: IntOrString): number {
  if (typeof value === 'number') return value
  if (isWholePercent(value)) return Number(value.slice(0, -1))
  return /^[+-]?\d+$/.test(value) ? Number(value) : 0
}
