import type { JsonObject } from './json.js'
import { isDnsSubdomain, isLabelValue, isQualifiedName } from './nameSyntax.js'

/**
 * Kubernetes' validation of where Pods may go (k8s.io/kubernetes/pkg/apis/core/validation, the same for Kruise 1.8's
 * Kubernetes 1.30 and 1.9's 1.32 as Kruise calls them): `ValidateNodeSelectorRequirement` without label-value checks,
 * `ValidateNodeFieldSelectorRequirement` and `ValidateTolerations`. Each problem is said in words that name the field, never its value.
 */

/** What is wrong with one node selector requirement (`matchExpressions` item), if anything. */
export function nodeSelectorRequirementProblems(requirement: JsonObject): string[] {
  const problems: string[] = []
  const values = Array.isArray(requirement.values) ? requirement.values.length : 0
  switch (requirement.operator) {
    case 'In':
    case 'NotIn':
      if (values === 0) problems.push('values must be given when operator is In or NotIn')
      break
    case 'Exists':
    case 'DoesNotExist':
      if (values > 0) problems.push('values must be left out when operator is Exists or DoesNotExist')
      break
    case 'Gt':
    case 'Lt':
      if (values !== 1) problems.push('exactly one value must be given when operator is Gt or Lt')
      break
    default:
      problems.push('operator must be In, NotIn, Exists, DoesNotExist, Gt or Lt')
  }
  if (!isQualifiedName(text(requirement.key))) problems.push('key must be a label name (an optional DNS prefix and "/", then at most 63 letters, digits, "-", "_" or ".")')
  return problems
}

/** What is wrong with one node field selector requirement (`matchFields` item): only metadata.name, In or NotIn one node. */
export function nodeFieldRequirementProblems(requirement: JsonObject): string[] {
  const problems: string[] = []
  const values = Array.isArray(requirement.values) ? requirement.values : []
  if (requirement.operator !== 'In' && requirement.operator !== 'NotIn') problems.push('operator must be In or NotIn')
  else if (values.length !== 1) problems.push('exactly one value must be given when operator is In or NotIn')
  if (requirement.key !== 'metadata.name') problems.push('key must be metadata.name, the only node field a selector may name')
  else if (values.some((v) => !isDnsSubdomain(text(v)))) problems.push('each value must be a node name (a DNS subdomain)')
  return problems
}

const TAINT_EFFECTS = new Set(['NoSchedule', 'PreferNoSchedule', 'NoExecute'])

/** What is wrong with one toleration, if anything. */
export function tolerationProblems(toleration: JsonObject): string[] {
  const problems: string[] = []
  const key = text(toleration.key)
  const operator = text(toleration.operator)
  const effect = text(toleration.effect)
  if (key !== '' && !isQualifiedName(key)) problems.push('key must be a label name (an optional DNS prefix and "/", then at most 63 letters, digits, "-", "_" or ".")')
  if (key === '' && operator !== 'Exists') problems.push('operator must be Exists when key is empty')
  if (toleration.tolerationSeconds !== undefined && toleration.tolerationSeconds !== null && effect !== 'NoExecute') {
    problems.push('effect must be NoExecute when tolerationSeconds is set')
  }
  if (operator === 'Equal' || operator === '') {
    if (!isLabelValue(text(toleration.value))) problems.push('value must be a label value (at most 63 letters, digits, "-", "_" or ".")')
  } else if (operator === 'Exists') {
    if (text(toleration.value) !== '') problems.push('value must be empty when operator is Exists')
  } else {
    problems.push('operator must be Equal or Exists')
  }
  if (effect !== '' && !TAINT_EFFECTS.has(effect)) problems.push('effect must be NoSchedule, PreferNoSchedule or NoExecute')
  return problems
}

/** A string field as Go decodes it: absent or null is empty. */
function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}
