import { type MetadataProblem, annotationProblems, labelProblems } from '../kube/objectMetaValidation.js'
import { isJsonObject } from '../kube/json.js'
import type { KruiseRefusal } from './kruiseRefusal.js'

/**
 * The labels and annotations under `at` (`metadata`, or a pod template's `spec.template.metadata`), as Kubernetes
 * validates them: the API server on every object's own metadata, and Kruise's webhooks again there and on the pod
 * template (`ValidateObjectMeta`, `ValidatePodTemplateSpec`). The rule names the key, never a value.
 */
export function metadataRefusals(metadata: unknown, at: string): KruiseRefusal[] {
  const meta = isJsonObject(metadata) ? metadata : {}
  return [
    ...labelProblems(meta.labels).map((p) => refusal(`${at}.labels`, 'label', p, 'shorten or respell the label (a selector that reads it must change with it)')),
    ...annotationProblems(meta.annotations).map((p) => refusal(`${at}.annotations`, 'annotation', p, 'respell the key, or move large data into a ConfigMap')),
  ]
}

function refusal(field: string, what: string, p: MetadataProblem, remedy: string): KruiseRefusal {
  if (p.key === undefined) return { field, rule: p.problem, remedy }
  return { field, rule: `${what} ${JSON.stringify(p.key)}: ${p.problem}`, remedy, key: p.key }
}
