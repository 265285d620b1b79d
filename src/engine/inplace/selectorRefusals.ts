import { isJsonObject } from '../kube/json.js'
import { labelSelectorProblems } from '../kube/labelSelectorValidation.js'
import type { KruiseRefusal } from './kruiseRefusal.js'

/**
 * Kubernetes' `ValidateLabelSelector` of a workload's spec.selector as written, which every Kruise workload webhook runs
 * before it matches the selector against the template: a selector with any of these problems matches nothing there.
 */
export function selectorSyntaxRefusals(selector: unknown, field = 'spec.selector'): KruiseRefusal[] {
  if (!isJsonObject(selector)) return []
  return labelSelectorProblems(selector).map(({ at, problem }) => ({
    field: `${field}.${at}`, rule: `${field}.${at}: ${problem}`, remedy: `fix ${field}.${at}; the selector cannot change once the workload exists, so get it right on creation`,
  }))
}
