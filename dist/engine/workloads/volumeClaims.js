import { fnv32a } from '../kube/fnv.js';
import { canonicalJson } from '../kube/goEncoding.js';
import { isJsonObject } from '../kube/json.js';
import { canonicalQuantity, canonicalQuantityRoundedToMilli } from '../kube/quantity.js';
/**
 * A hash of a CloneSet's volumeClaimTemplates reduced to `{metadata.name, spec}` and sorted by name, as Kruise stores
 * it on each revision (spec §2.1). Only equality matters for prediction, so this is FNV-32a over canonical JSON;
 * `''` when there are no templates, as Kruise writes. Kruise hashes the claims after its webhook defaulted them
 * (SetDefaults_PersistentVolumeClaim, which only sets the status phase, and resource lists rounded up to milli units;
 * both skipped with TemplateNoDefaults) and Go decoded them (canonical quantities, empty fields omitted), so the spec
 * is normalised the same way first.
 */
export function volumeClaimTemplatesHash(templates, gates = { TemplateNoDefaults: false }) {
    if (templates.length === 0)
        return '';
    const reduced = templates
        .map((t) => ({ name: isJsonObject(t.metadata) ? String(t.metadata.name ?? '') : '', spec: claimSpec(t.spec, !gates.TemplateNoDefaults) }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return String(fnv32a(canonicalJson(reduced)));
}
function claimSpec(spec, defaults) {
    if (!isJsonObject(spec))
        return spec ?? null;
    const result = withoutEmpty(spec);
    const resources = result.resources;
    if (isJsonObject(resources)) {
        for (const kind of ['limits', 'requests']) {
            const list = resources[kind];
            if (!isJsonObject(list))
                continue;
            resources[kind] = Object.fromEntries(Object.entries(list).map(([name, q]) => [name, claimQuantity(q, defaults)]));
        }
    }
    return result;
}
/** The stored string of a claim quantity; an unparseable one stays as written (the apiserver would refuse it). */
function claimQuantity(value, roundUpToMilli) {
    if (typeof value !== 'string' && typeof value !== 'number')
        return value;
    try {
        return roundUpToMilli ? canonicalQuantityRoundedToMilli(value) : canonicalQuantity(value);
    }
    catch {
        return value;
    }
}
/** Go omitempty, roughly: null, empty lists and empty maps are the same as absent. */
function withoutEmpty(value) {
    if (Array.isArray(value))
        return value.map(withoutEmpty);
    if (!isJsonObject(value))
        return value;
    const result = {};
    for (const [key, child] of Object.entries(value)) {
        const v = withoutEmpty(child);
        if (v === null || v === undefined || (Array.isArray(v) && v.length === 0) || (isJsonObject(v) && Object.keys(v).length === 0))
            continue;
        result[key] = v;
    }
    return result;
}
//# sourceMappingURL=volumeClaims.js.map