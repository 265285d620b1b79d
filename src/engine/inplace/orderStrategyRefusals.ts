/**
 * The `FieldsValidation` of Kruise's two update-order strategies (apis/apps/pub/update_priority.go and
 * scatter_strategy.go, v1.8.3 and v1.9.1), which the CloneSet, Advanced StatefulSet (`unorderedUpdate`) and SidecarSet
 * webhooks run. Each stops at the first problem it finds, in Kruise's order, so each gives at most one refusal.
 */
import { isEmptySelector } from '../kube/labelSelector.js'
import { labelSelectorProblems } from '../kube/labelSelectorValidation.js'
import type { PriorityStrategy } from '../workloads/priorityStrategy.js'
import type { ScatterTerm } from '../workloads/scatterStrategy.js'
import type { KruiseRefusal } from './kruiseRefusal.js'

export function priorityStrategyRefusals(strategy: PriorityStrategy, field: string): KruiseRefusal[] {
  const weights = strategy.weightPriority ?? []
  const orders = strategy.orderPriority ?? []
  if (weights.length > 0 && orders.length > 0) {
    return [{ field, rule: 'only one of weightPriority and orderPriority can be used', remedy: `keep either ${field}.weightPriority or ${field}.orderPriority` }]
  }
  for (const [i, term] of weights.entries()) {
    const at = `${field}.weightPriority[${i}]`
    if (term.weight < 0 || term.weight > 100) {
      return [{ field: `${at}.weight`, rule: `weight ${term.weight} is outside 0 to 100`, remedy: 'give each weight a value from 0 to 100' }]
    }
    if (isEmptySelector(term.matchSelector)) {
      return [{ field: `${at}.matchSelector`, rule: 'a weightPriority term needs a matchSelector', remedy: 'select the Pods the weight applies to by matchLabels or matchExpressions' }]
    }
    // LabelSelectorAsSelector fails where Kubernetes' selector syntax does.
    const problem = labelSelectorProblems(term.matchSelector)[0]
    if (problem !== undefined) {
      return [{ field: `${at}.matchSelector.${problem.at}`, rule: `${at}.matchSelector.${problem.at}: ${problem.problem}`, remedy: `fix ${at}.matchSelector.${problem.at}` }]
    }
  }
  const empty = orders.findIndex((term) => term.orderedKey === '')
  if (empty >= 0) {
    return [{ field: `${field}.orderPriority[${empty}].orderedKey`, rule: 'an orderPriority term needs an orderedKey', remedy: 'name the Pod label to order by in orderedKey' }]
  }
  return []
}

export function scatterStrategyRefusals(terms: readonly ScatterTerm[], field: string): KruiseRefusal[] {
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
