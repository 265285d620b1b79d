import { isJsonObject } from '../kube/json.js'
import type { JsonObject } from '../kube/json.js'
import { isEmptySelector, matchesSelector, sameSelector } from '../kube/labelSelector.js'
import type { CloneSetView } from '../workloads/cloneSet.js'
import type { KruiseRefusal } from './kruiseRefusal.js'

/**
 * Rules of Kruise's CloneSet validating webhook (`validateCloneSetSpec`, `validateCloneSetUpdate`; the same for both
 * API versions in v1.8.3 and v1.9.1) beside its InPlaceOnly template diff and the strategy rules the traps name: a
 * selector with terms that matches the template's labels; restartPolicy Always (or unset); no activeDeadlineSeconds;
 * and on an update, the selector as stored (the one spec field outside replicas, template, volumeClaimTemplates, the
 * strategies, minReadySeconds, lifecycle, revisionHistoryLimit and progressDeadlineSeconds). A negative spec.replicas
 * is a read error (workloads/cloneSet.ts); Kubernetes' own pod-template validation is not modelled.
 */
export function cloneSetRefusals(view: CloneSetView, previous: unknown): KruiseRefusal[] {
  const refusals: KruiseRefusal[] = []
  if (isEmptySelector(view.selector)) {
    refusals.push({ field: 'spec.selector', rule: 'an empty (or missing) spec.selector is invalid for a CloneSet', remedy: 'select the Pods by a label of spec.template.metadata.labels' })
  } else if (!matchesSelector(view.selector, labelsOf(view.template.metadata))) {
    refusals.push({
      field: 'spec.template.metadata.labels', rule: '`selector` does not match template `labels`',
      remedy: 'give spec.template.metadata.labels every label spec.selector requires (the selector cannot change once the CloneSet exists)',
    })
  }
  const podSpec: JsonObject = isJsonObject(view.template.spec) ? view.template.spec : {}
  if (typeof podSpec.restartPolicy === 'string' && podSpec.restartPolicy !== '' && podSpec.restartPolicy !== 'Always') {
    refusals.push({ field: 'spec.template.spec.restartPolicy', rule: 'a CloneSet\'s Pods must restart Always', remedy: 'remove restartPolicy or set it to Always' })
  }
  if (podSpec.activeDeadlineSeconds !== undefined && podSpec.activeDeadlineSeconds !== null) {
    refusals.push({ field: 'spec.template.spec.activeDeadlineSeconds', rule: 'activeDeadlineSeconds in cloneset is not Supported', remedy: 'remove activeDeadlineSeconds' })
  }
  const stored = isJsonObject(previous) && isJsonObject(previous.spec) ? previous.spec.selector : undefined
  if (previous !== undefined && !sameSelector(isJsonObject(stored) ? stored : {}, view.selector)) {
    refusals.push({
      field: 'spec.selector', rule: 'updates to a CloneSet\'s spec.selector are forbidden',
      remedy: 'keep spec.selector as stored, or create a new CloneSet and move the workload to it',
    })
  }
  return refusals
}

function labelsOf(metadata: unknown): Record<string, string> {
  return isJsonObject(metadata) && isJsonObject(metadata.labels) ? (metadata.labels as Record<string, string>) : {}
}
