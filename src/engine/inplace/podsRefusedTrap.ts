import { isJsonObject } from '../kube/json.js'
import { type PodSpecProblem, podSpecProblems } from '../kube/podSpecValidation.js'
import type { Trap } from './trap.js'

/** The Pod validation problems a trap lists; the count of the rest follows. */
const LISTED_PROBLEMS = 3

/**
 * Where a StatefulSet's pod spec and claim templates are (`spec`: `spec` for the StatefulSet's own, the
 * UnitedDeployment's template field for a child's), and why nothing refuses the template before its Pods.
 */
export interface StatefulSetPodsPlace {
  spec: string
  /** The opening words: who lets the template through without Kubernetes' Pod validation ("it" in the words that follow). */
  admittedBy: string
}

/**
 * Kubernetes' Pod validation of the Pods a StatefulSet's controller creates from `template` (its claims replace the
 * template's volumes of their names). The API server refuses each such Pod (a FailedCreate Event) and the rollout
 * stops at it.
 */
export function statefulSetPodsRefused(template: unknown, claimTemplates: readonly unknown[], place: StatefulSetPodsPlace): Trap[] {
  const spec = isJsonObject(template) ? template.spec : undefined
  const claims = { at: `${place.spec}.volumeClaimTemplates`, templates: claimTemplates, replace: true }
  return podsRefusedTrap(podSpecProblems(spec, { at: `${place.spec}.template.spec`, claims }), place.admittedBy)
}

function podsRefusedTrap(problems: readonly PodSpecProblem[], admittedBy: string): Trap[] {
  if (problems.length === 0) return []
  const listed = problems.slice(0, LISTED_PROBLEMS).map((p) => `${p.field}: ${p.problem}`).join('; ')
  const rest = problems.length - LISTED_PROBLEMS
  return [{
    id: 'pods-refused', severity: 'warning', field: problems[0]!.field,
    message: `${admittedBy}, but the API server runs it on every Pod: ` +
      `it refuses each Pod the controller creates from this template (a FailedCreate Event), so the rollout stops at its first Pod: ${listed}${rest > 0 ? `; and ${rest} more` : ''}. ` +
      'Correct those fields in the template',
  }]
}
