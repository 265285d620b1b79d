import type { KruiseReleaseFacts } from '../kruise/releases.js'
import { type IntOrString, kruiseScaledValueOrProblem, legacyScaledValueOrProblem } from '../kube/intOrPercent.js'
import { isEmptySelector } from '../kube/labelSelector.js'
import type { CloneSetView, PriorityStrategy, ScatterTerm } from '../workloads/cloneSet.js'
import type { KruiseRefusal } from './kruiseRefusal.js'

/**
 * Kruise's CloneSet webhook on the update strategy (`validateUpdateStrategy`, v1.8.3 and v1.9.1), after its mutating
 * webhook filled in partition 0, maxUnavailable "20%" and maxSurge 0: a partition Kruise's parser reads, not
 * negative; maxUnavailable and maxSurge readable by the release's parser; no surge under InPlaceOnly; room for at
 * least 1 Pod; the priority and scatter strategies well formed. The label selector syntax of a weightPriority term is
 * not modelled.
 */
export function cloneSetStrategyRefusals(view: CloneSetView, facts: KruiseReleaseFacts): KruiseRefusal[] {
  if (!view.hasRollingUpdate) return []
  const field = (name: string) => `${view.strategyField}.${name}`
  const refusals: KruiseRefusal[] = []
  const partition = view.partition === undefined ? 0 : kruiseScaledValueOrProblem(view.partition, view.replicas, true)
  if (typeof partition === 'string') {
    refusals.push({ field: field('partition'), rule: partition, remedy: `write ${field('partition')} as an integer or a percentage such as "20%"` })
  } else if (partition < 0) {
    refusals.push({ field: field('partition'), rule: `partition ${JSON.stringify(view.partition)} is negative`, remedy: `set ${field('partition')} to 0 or more` })
  }
  const maxUnavailable = webhookValue(view.maxUnavailable, view.replicas, facts, field, 'maxUnavailable', refusals)
  const maxSurge = webhookValue(view.maxSurge, view.replicas, facts, field, 'maxSurge', refusals)
  if (view.podUpdatePolicy === 'InPlaceOnly' && maxSurge > 0) {
    refusals.push({
      field: field('maxSurge'), rule: `maxSurge ${JSON.stringify(view.maxSurge)} cannot be used with the InPlaceOnly strategy`,
      remedy: `set ${field('maxSurge')} to 0 (or remove it), or use InPlaceIfPossible where surge Pods are wanted`,
    })
  }
  if (view.replicas > 0 && maxUnavailable < 1 && maxSurge < 1) {
    refusals.push({
      field: field('maxUnavailable'),
      rule: `maxUnavailable ${JSON.stringify(view.maxUnavailable)} and maxSurge ${JSON.stringify(view.maxSurge)} both come to less than 1 of ${view.replicas} Pods`,
      remedy: `set ${field('maxUnavailable')} (or ${field('maxSurge')}, outside InPlaceOnly) to 1 or more`,
    })
  }
  // Most CloneSets have neither: their paths are spelled only for one that does.
  if (view.priorityStrategy !== undefined) refusals.push(...priorityRefusals(view.priorityStrategy, field('priorityStrategy')))
  if (view.scatterStrategy !== undefined) refusals.push(...scatterRefusals(view.scatterStrategy, field('scatterStrategy')))
  return refusals
}

/** The value as the release's webhook reads it against replicas, rounding up; 0 (and a refusal) where it cannot. */
function webhookValue(
  value: IntOrString, replicas: number, facts: KruiseReleaseFacts, fieldOf: (name: string) => string, name: string, refusals: KruiseRefusal[],
): number {
  const scaled = facts.cloneSetWebhookPercentParser === 'kruise'
    ? kruiseScaledValueOrProblem(value, replicas, true)
    : legacyScaledValueOrProblem(value, replicas, true)
  if (typeof scaled === 'number') return scaled
  const field = fieldOf(name)
  const remedy = facts.cloneSetWebhookPercentParser === 'kruise'
    ? `write ${field} as an integer or a percentage such as "20%"`
    : `write ${field} as an integer or a whole-number percentage such as "20%" (Kruise ${facts.release} reads no decimals)`
  refusals.push({ field, rule: scaled, remedy })
  return 0
}

function priorityRefusals(strategy: PriorityStrategy, field: string): KruiseRefusal[] {
  const weights = strategy.weightPriority ?? []
  const orders = strategy.orderPriority ?? []
  // Kruise stops at the first problem it finds, in this order.
  if (weights.length > 0 && orders.length > 0) {
    return [{ field, rule: 'only one of weightPriority and orderPriority can be used', remedy: `keep either ${field}.weightPriority or ${field}.orderPriority` }]
  }
  for (const [i, term] of weights.entries()) {
    if (term.weight < 0 || term.weight > 100) {
      return [{ field: `${field}.weightPriority[${i}].weight`, rule: `weight ${term.weight} is outside 0 to 100`, remedy: 'give each weight a value from 0 to 100' }]
    }
    if (isEmptySelector(term.matchSelector)) {
      return [{ field: `${field}.weightPriority[${i}].matchSelector`, rule: 'a weightPriority term needs a matchSelector', remedy: 'select the Pods the weight applies to by matchLabels or matchExpressions' }]
    }
  }
  const empty = orders.findIndex((term) => term.orderedKey === '')
  if (empty >= 0) {
    return [{ field: `${field}.orderPriority[${empty}].orderedKey`, rule: 'an orderPriority term needs an orderedKey', remedy: 'name the Pod label to order by in orderedKey' }]
  }
  return []
}

function scatterRefusals(terms: readonly ScatterTerm[], field: string): KruiseRefusal[] {
  const seen = new Set<string>()
  for (const [i, term] of terms.entries()) {
    if (term.key === '') return [{ field: `${field}[${i}].key`, rule: 'a scatterStrategy term needs a key', remedy: 'name the Pod label to scatter by in key' }]
    const id = `${term.key}:${term.value}`
    if (seen.has(id)) {
      return [{ field: `${field}[${i}]`, rule: `key ${term.key} appears twice with the same value`, remedy: `list each key and value once in ${field}` }]
    }
    seen.add(id)
  }
  return []
}
