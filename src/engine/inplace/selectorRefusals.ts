import { isJsonObject } from '../kube/json.js'
import { type LabelSelector, isEmptySelector, matchesSelector } from '../kube/labelSelector.js'
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

export interface WorkloadSelector {
  /** Kind word for messages, e.g. `CloneSet`. */
  kind: string
  /** spec.selector as written (undefined or null when missing). */
  written: unknown
  /** The selector as read. */
  selector: LabelSelector
  /** spec.template.metadata.labels. */
  labels: unknown
  /** What a missing selector is to this kind's webhook: refused as such, or a nil selector that matches no labels. */
  missing: 'required' | 'matches-nothing'
}

/**
 * The selector rules the CloneSet, Advanced StatefulSet and Advanced DaemonSet webhooks share: ValidateLabelSelector,
 * no empty selector, and the template's labels matched, which Kruise skips when LabelSelectorAsSelector fails on a
 * malformed selector.
 */
export function workloadSelectorRefusals(w: WorkloadSelector): KruiseRefusal[] {
  const syntax = selectorSyntaxRefusals(w.written)
  const refusals = [...syntax]
  const remedy = 'select the Pods by a label of spec.template.metadata.labels'
  const present = isJsonObject(w.written)
  if (!present && w.missing === 'required') {
    refusals.push({ field: 'spec.selector', rule: `a ${w.kind} needs a spec.selector`, remedy })
  } else if (present && isEmptySelector(w.selector)) {
    refusals.push({ field: 'spec.selector', rule: `an empty spec.selector is invalid for a ${w.kind}`, remedy })
  } else if (syntax.length === 0 && !matchesSelector(present ? w.selector : undefined, isJsonObject(w.labels) ? (w.labels as Record<string, string>) : {})) {
    refusals.push({
      field: 'spec.template.metadata.labels', rule: '`selector` does not match template `labels`',
      remedy: `give spec.template.metadata.labels every label spec.selector requires (the selector cannot change once the ${w.kind} exists)`,
    })
  }
  return refusals
}
