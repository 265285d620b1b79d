import type { FeatureGates } from '../kruise/gates.js'
import { volumeClaimTemplatesHash } from '../workloads/volumeClaims.js'
import type { WorkloadView } from '../workloads/workloadView.js'
import type { ClassifyOptions } from './eligibility.js'

/**
 * The options the workload's controller passes to Kruise's in-place calculation (`inplaceupdate.UpdateOptions`), as
 * ClassifyOptions for an update from a template whose claim templates hash to `oldClaimTemplateHash`: the grace period,
 * and the claim-template hashes where the controller compares them (CloneSet; ignored under InPlaceOnly).
 */
export function updateOptionsFor(
  view: Pick<WorkloadView, 'updateOptions' | 'volumeClaimTemplates'>, oldClaimTemplateHash: string | undefined,
  hashGates?: Pick<FeatureGates, 'TemplateNoDefaults'>,
): ClassifyOptions {
  const o = view.updateOptions
  if (!o.comparesClaimTemplates) return { graceSeconds: o.gracePeriodSeconds }
  return {
    graceSeconds: o.gracePeriodSeconds,
    oldVctHash: oldClaimTemplateHash,
    newVctHash: volumeClaimTemplatesHash(view.volumeClaimTemplates, hashGates),
    ignoreVctHashDiff: o.ignoreClaimTemplateHashDiff,
  }
}
