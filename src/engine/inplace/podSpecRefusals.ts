import { type PodSpecPlace, podSpecProblems } from '../kube/podSpecValidation.js'
import type { PodTemplate } from '../kube/podTemplate.js'
import type { KruiseRefusal } from './kruiseRefusal.js'

/**
 * The pod-template rules the CloneSet, Advanced StatefulSet and Advanced DaemonSet webhooks share: Pods that restart
 * Always (an unset policy passes) and no activeDeadlineSeconds.
 */
export function podSpecRefusals(template: PodTemplate, kind: string): KruiseRefusal[] {
  const refusals: KruiseRefusal[] = []
  const podSpec = template.spec as unknown as { restartPolicy?: unknown; activeDeadlineSeconds?: unknown }
  if (typeof podSpec.restartPolicy === 'string' && podSpec.restartPolicy !== '' && podSpec.restartPolicy !== 'Always') {
    refusals.push({ field: 'spec.template.spec.restartPolicy', rule: `a ${kind}'s Pods must restart Always (supported values: "Always")`, remedy: 'remove restartPolicy or set it to Always' })
  }
  if (podSpec.activeDeadlineSeconds !== undefined && podSpec.activeDeadlineSeconds !== null) {
    refusals.push({ field: 'spec.template.spec.activeDeadlineSeconds', rule: `activeDeadlineSeconds in a ${kind} is not supported`, remedy: 'remove activeDeadlineSeconds' })
  }
  return refusals
}

/**
 * Kubernetes' Pod validation (kube/podSpecValidation.ts), which the CloneSet and Advanced DaemonSet webhooks run on the
 * template after Kruise's defaults (`ValidatePodTemplateSpec`); an Advanced StatefulSet's webhook does not.
 */
export function podValidationRefusals(template: PodTemplate, claims?: PodSpecPlace['claims']): KruiseRefusal[] {
  return podSpecProblems(template.spec, { at: 'spec.template.spec', ...(claims ? { claims } : {}) }).map(({ field, problem }) => ({
    field, rule: problem, remedy: "correct each such field in the template (Kubernetes' own Pod validation, which Kruise's webhook runs on it)",
  }))
}
