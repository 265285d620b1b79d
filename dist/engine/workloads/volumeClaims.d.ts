import type { FeatureGates } from '../kruise/gates.js';
import type { JsonObject } from '../kube/json.js';
/**
 * A hash of a CloneSet's volumeClaimTemplates reduced to `{metadata.name, spec}` and sorted by name, as Kruise stores
 * it on each revision (spec §2.1). Only equality matters for prediction, so this is FNV-32a over canonical JSON;
 * `''` when there are no templates, as Kruise writes. Kruise hashes the claims after its webhook defaulted them
 * (SetDefaults_PersistentVolumeClaim, which only sets the status phase, and resource lists rounded up to milli units;
 * both skipped with TemplateNoDefaults) and Go decoded them (canonical quantities, empty fields omitted), so the spec
 * is normalised the same way first.
 */
export declare function volumeClaimTemplatesHash(templates: JsonObject[], gates?: Pick<FeatureGates, 'TemplateNoDefaults'>): string;
