import type { FeatureGates } from '../kruise/gates.js';
import type { GoType } from '../kruise/goTypeSchema.js';
import type { WorkloadView } from '../workloads/workloadView.js';
import type { ClassifyOptions } from './eligibility.js';
/**
 * The options the workload's controller passes to Kruise's in-place calculation (`inplaceupdate.UpdateOptions`), as
 * ClassifyOptions for an update from a template whose claim templates hash to `oldClaimTemplateHash`: the grace period,
 * and the claim-template hashes where the controller compares them (CloneSet; ignored under InPlaceOnly). `templateType`:
 * ClassifyOptions.templateType.
 */
export declare function updateOptionsFor(view: Pick<WorkloadView, 'updateOptions' | 'volumeClaimTemplates'>, oldClaimTemplateHash: string | undefined, hashGates?: Pick<FeatureGates, 'TemplateNoDefaults'>, templateType?: GoType): ClassifyOptions;
