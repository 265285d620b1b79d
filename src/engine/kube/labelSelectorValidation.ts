import type { LabelSelector } from './labelSelector.js'
import type { JsonObject } from './json.js'
import { isJsonObject } from './json.js'
import { LABEL_NAME_WORDS, LABEL_VALUE_WORDS, isLabelValue, isQualifiedName } from './nameSyntax.js'

/** One thing wrong with a label selector: where under the selector (e.g. `matchExpressions[0]`) and what, never a value. */
export interface SelectorProblem {
  at: string
  problem: string
}

/**
 * Kubernetes' `ValidateLabelSelector` (apimachinery meta/v1 validation, the same in Kruise 1.8's v0.30 and 1.9's
 * v0.32 with default options), which Kruise's webhooks run on a workload's spec.selector: label names and values in
 * matchLabels, and each requirement's operator, values and key.
 */
export function labelSelectorProblems(selector: JsonObject | LabelSelector): SelectorProblem[] {
  const problems: SelectorProblem[] = []
  const labels = isJsonObject(selector.matchLabels) ? selector.matchLabels : {}
  for (const [key, value] of Object.entries(labels)) {
    if (!isQualifiedName(key)) problems.push({ at: 'matchLabels', problem: `a key is not a label name (${LABEL_NAME_WORDS})` })
    if (!isLabelValue(typeof value === 'string' ? value : '')) problems.push({ at: 'matchLabels', problem: `a value is not a label value (${LABEL_VALUE_WORDS})` })
  }
  const expressions = Array.isArray(selector.matchExpressions) ? selector.matchExpressions : []
  expressions.forEach((item, i) => {
    for (const problem of requirementProblems(isJsonObject(item) ? item : {})) problems.push({ at: `matchExpressions[${i}]`, problem })
  })
  return problems
}


function requirementProblems(requirement: JsonObject): string[] {
  const problems: string[] = []
  const values = Array.isArray(requirement.values) ? requirement.values : []
  switch (requirement.operator) {
    case 'In':
    case 'NotIn':
      if (values.length === 0) problems.push('values must be given when operator is In or NotIn')
      break
    case 'Exists':
    case 'DoesNotExist':
      if (values.length > 0) problems.push('values must be left out when operator is Exists or DoesNotExist')
      break
    default:
      problems.push('operator must be In, NotIn, Exists or DoesNotExist')
  }
  if (!isQualifiedName(typeof requirement.key === 'string' ? requirement.key : '')) problems.push(`key must be a label name (${LABEL_NAME_WORDS})`)
  if (values.some((v) => !isLabelValue(typeof v === 'string' ? v : ''))) problems.push(`each value must be a label value (${LABEL_VALUE_WORDS})`)
  return problems
}
