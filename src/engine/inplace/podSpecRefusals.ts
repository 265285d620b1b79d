import { type PodSpecPlace, podSpecProblems } from '../kube/podSpecValidation.js'
import type { PodTemplate } from '../kube/podTemplate.js'
import type { KruiseRefusal } from './kruiseRefusal.js'

/**
 * The pod-template rules the CloneSet, Advanced StatefulSet and Advanced DaemonSet webhooks share (and the
 * UnitedDeployment webhook for a Deployment child): Pods that restart Always (an unset policy passes) and no
 * activeDeadlineSeconds. `at` is where the pod spec is.
 */
export function podSpecRefusals(template: PodTemplate, kind: string, at = 'spec.template.spec'): KruiseRefusal[] {
  const refusals: KruiseRefusal[] = []
  const podSpec = template.spec as unknown as { restartPolicy?: unknown; activeDeadlineSeconds?: unknown }
  if (typeof podSpec.restartPolicy === 'string' && podSpec.restartPolicy !== '' && podSpec.restartPolicy !== 'Always') {
    refusals.push({ field: `${at}.restartPolicy`, rule: `a ${kind}'s Pods must restart Always (supported values: "Always")`, remedy: 'remove restartPolicy or set it to Always' })
  }
  if (podSpec.activeDeadlineSeconds !== undefined && podSpec.activeDeadlineSeconds !== null) {
    refusals.push({ field: `${at}.activeDeadlineSeconds`, rule: `activeDeadlineSeconds in a ${kind} is not supported`, remedy: 'remove activeDeadlineSeconds' })
  }
  return refusals
}

/**
 * Kubernetes' Pod validation (kube/podSpecValidation.ts), which the CloneSet and Advanced DaemonSet webhooks run on the
 * template after Kruise's defaults (`ValidatePodTemplateSpec`), and the UnitedDeployment webhook on a Deployment
 * child's; an Advanced StatefulSet's webhook does not.
 */
export function podValidationRefusals(template: PodTemplate, place: PodSpecPlace = { at: 'spec.template.spec' }): KruiseRefusal[] {
  return podSpecProblems(template.spec, place).map(({ field, problem }) => ({
    field, rule: problem, remedy: "correct each such field in the template (Kubernetes' own Pod validation, which Kruise's webhook runs on it)",
  }))
}
