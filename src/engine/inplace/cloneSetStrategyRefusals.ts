import type { KruiseReleaseFacts } from '../kruise/releases.js'
import { type IntOrString, kruiseScaledValueOrProblem, legacyScaledValueOrProblem } from '../kube/intOrPercent.js'
import type { CloneSetView } from '../workloads/cloneSet.js'
import type { KruiseRefusal } from './kruiseRefusal.js'
import { priorityStrategyRefusals, scatterStrategyRefusals } from './orderStrategyRefusals.js'

/**
 * Kruise's CloneSet webhook on the update strategy (`validateUpdateStrategy`, v1.8.3 and v1.9.1), after its mutating
 * webhook filled in partition 0, maxUnavailable "20%" and maxSurge 0: a partition Kruise's parser reads, not
 * negative; maxUnavailable and maxSurge readable by the release's parser; no surge under InPlaceOnly; room for at
 * least 1 Pod; the priority and scatter strategies well formed (orderStrategyRefusals.ts).
 */
export function cloneSetStrategyRefusals(view: CloneSetView, facts: KruiseReleaseFacts): KruiseRefusal[] {
  if (!view.hasRollingUpdate) return []
  const field = (name: string) => `${view.strategyField}.${name}`
  const refusals: KruiseRefusal[] = []
  const partition = view.partition === undefined ? 0 : kruiseScaledValueOrProblem(view.partition, view.replicas, true)
  if (typeof partition === 'string') {
    refusals.push({ field: field('partition'), rule: partition, remedy: `write ${field('partition')} as an integer or a percentage such as "20%"` })
  } else if (partition < 0) {
    refusals.push({ field: field('partition'), rule: `partition ${JSON.stringify(view.partition)} is negative`, remedy: `set ${field('partition')} to 0 or more` })
  }
  const maxUnavailable = webhookValue(view.maxUnavailable, view.replicas, facts, field, 'maxUnavailable', refusals)
  const maxSurge = webhookValue(view.maxSurge, view.replicas, facts, field, 'maxSurge', refusals)
  if (view.podUpdatePolicy === 'InPlaceOnly' && maxSurge > 0) {
    refusals.push({
      field: field('maxSurge'), rule: `maxSurge ${JSON.stringify(view.maxSurge)} cannot be used with the InPlaceOnly strategy`,
      remedy: `set ${field('maxSurge')} to 0 (or remove it), or use InPlaceIfPossible where surge Pods are wanted`,
    })
  }
  if (view.replicas > 0 && maxUnavailable < 1 && maxSurge < 1) {
    refusals.push({
      field: field('maxUnavailable'),
      rule: `maxUnavailable ${JSON.stringify(view.maxUnavailable)} and maxSurge ${JSON.stringify(view.maxSurge)} both come to less than 1 of ${view.replicas} Pods`,
      remedy: `set ${field('maxUnavailable')} (or ${field('maxSurge')}, outside InPlaceOnly) to 1 or more`,
    })
  }
  // Most CloneSets have neither: their paths are spelled only for one that does.
  if (view.priorityStrategy !== undefined) refusals.push(...priorityStrategyRefusals(view.priorityStrategy, field('priorityStrategy')))
  if (view.scatterStrategy !== undefined) refusals.push(...scatterStrategyRefusals(view.scatterStrategy, field('scatterStrategy')))
  return refusals
}

/** The value as the release's webhook reads it against replicas, rounding up; 0 (and a refusal) where it cannot. */
function webhookValue(
  value: IntOrString, replicas: number, facts: KruiseReleaseFacts, fieldOf: (name: string) => string, name: string, refusals: KruiseRefusal[],
): number {
  const scaled = facts.cloneSetWebhookPercentParser === 'kruise'
    ? kruiseScaledValueOrProblem(value, replicas, true)
    : legacyScaledValueOrProblem(value, replicas, true)
  if (typeof scaled === 'number') return scaled
  const field = fieldOf(name)
  const remedy = facts.cloneSetWebhookPercentParser === 'kruise'
    ? `write ${field} as an integer or a percentage such as "20%"`
    : `write ${field} as an integer or a whole-number percentage such as "20%" (Kruise ${facts.release} reads no decimals)`
  refusals.push({ field, rule: scaled, remedy })
  return 0
}
