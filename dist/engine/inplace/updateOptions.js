import { volumeClaimTemplatesHash } from '../workloads/volumeClaims.js';
/**
 * The options the workload's controller passes to Kruise's in-place calculation (`inplaceupdate.UpdateOptions`), as
 * ClassifyOptions for an update from a template whose claim templates hash to `oldClaimTemplateHash`: the grace period,
 * and the claim-template hashes where the controller compares them (CloneSet; ignored under InPlaceOnly). `templateType`:
 * ClassifyOptions.templateType.
 */
export function updateOptionsFor(view, oldClaimTemplateHash, hashGates, templateType) {
    const o = view.updateOptions;
    // templateType is written into each literal: a spread copy with one more key was V8's slow path (microseconds).
    if (!o.comparesClaimTemplates)
        return { graceSeconds: o.gracePeriodSeconds, templateType };
    return {
        graceSeconds: o.gracePeriodSeconds,
        oldVctHash: oldClaimTemplateHash,
        newVctHash: volumeClaimTemplatesHash(view.volumeClaimTemplates, hashGates),
        ignoreVctHashDiff: o.ignoreClaimTemplateHashDiff,
        templateType,
    };
}
//# sourceMappingURL=updateOptions.js.map