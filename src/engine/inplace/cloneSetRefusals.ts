import { type KruiseRelease, type KruiseReleaseFacts, kruiseRelease } from '../kruise/releases.js'
import { isJsonObject } from '../kube/json.js'
import { sameSelector } from '../kube/labelSelector.js'
import type { CloneSetView } from '../workloads/cloneSet.js'
import { cloneSetStrategyRefusals } from './cloneSetStrategyRefusals.js'
import type { KruiseRefusal } from './kruiseRefusal.js'
import { podSpecRefusals } from './podSpecRefusals.js'
import { workloadSelectorRefusals } from './selectorRefusals.js'

/**
 * Rules of Kruise's CloneSet validating webhook (`validateCloneSetSpec`, `validateCloneSetUpdate`, v1.8.3 and
 * v1.9.1) beside its InPlaceOnly template diff: a selector with terms that matches the template's labels; restartPolicy
 * Always (or unset); no activeDeadlineSeconds; the update strategy (cloneSetStrategyRefusals.ts); in 1.9, a
 * progressDeadlineSeconds above minReadySeconds; podsToDelete without repeats; and on an update, the selector as stored
 * (the one spec field outside replicas, template, volumeClaimTemplates, the strategies, minReadySeconds, lifecycle,
 * revisionHistoryLimit and progressDeadlineSeconds). Not modelled: a negative spec.replicas (a read error of the view),
 * Kubernetes' own pod-template validation, and whether each newly listed podsToDelete Pod exists, is not terminating
 * and belongs to this CloneSet (Kruise asks the apiserver).
 */
export function cloneSetRefusals(view: CloneSetView, previous: unknown, release: KruiseRelease): KruiseRefusal[] {
  const facts = kruiseRelease(release)
  const refusals: KruiseRefusal[] = [
    ...workloadSelectorRefusals({
      kind: 'CloneSet', written: isJsonObject(view.raw.spec) ? view.raw.spec.selector : undefined, selector: view.selector, labels: view.template.metadata?.labels, missing: 'required',
    }),
    ...podSpecRefusals(view.template, 'CloneSet'),
  ]
  refusals.push(...cloneSetStrategyRefusals(view, facts), ...progressDeadlineRefusals(view, facts), ...podsToDeleteRefusals(view))
  const stored = isJsonObject(previous) && isJsonObject(previous.spec) ? previous.spec.selector : undefined
  if (previous !== undefined && !sameSelector(isJsonObject(stored) ? stored : {}, view.selector)) {
    refusals.push({
      field: 'spec.selector', rule: 'updates to a CloneSet\'s spec.selector are forbidden',
      remedy: 'keep spec.selector as stored, or create a new CloneSet and move the workload to it',
    })
  }
  return refusals
}

/** Go's math.MaxInt32: "no deadline", exempt from the comparison with minReadySeconds. */
const NO_DEADLINE = 2147483647

function progressDeadlineRefusals(view: CloneSetView, facts: KruiseReleaseFacts): KruiseRefusal[] {
  const deadline = view.progressDeadlineSeconds
  if (!facts.cloneSetProgressDeadline || deadline === undefined) return []
  const field = 'spec.progressDeadlineSeconds'
  const refusals: KruiseRefusal[] = []
  if (deadline < 0) refusals.push({ field, rule: `progressDeadlineSeconds ${deadline} is negative`, remedy: `set ${field} above minReadySeconds, or remove it` })
  if (deadline !== NO_DEADLINE && deadline <= view.minReadySeconds) {
    refusals.push({
      field, rule: `progressDeadlineSeconds ${deadline} must be greater than minReadySeconds (${view.minReadySeconds})`,
      remedy: `set ${field} above spec.minReadySeconds, or remove it`,
    })
  }
  return refusals
}

function podsToDeleteRefusals(view: CloneSetView): KruiseRefusal[] {
  if (view.podsToDelete.length < 2) return []
  const seen = new Set<string>()
  const repeated = new Set<string>()
  for (const name of view.podsToDelete) (seen.has(name) ? repeated : seen).add(name)
  if (repeated.size === 0) return []
  return [{
    field: 'spec.scaleStrategy.podsToDelete', rule: `lists ${[...repeated].map((n) => JSON.stringify(n)).join(', ')} more than once`,
    remedy: 'list each Pod once in spec.scaleStrategy.podsToDelete',
  }]
}
