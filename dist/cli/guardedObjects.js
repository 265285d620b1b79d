import { isJsonObject } from '../engine/kube/json.js';
import { checkedKindOf as workloadKindOf } from './checkedKind.js';
import { isGuardError } from '../errors.js';
import { documentLabel } from './manifests.js';
import { objectWords } from './manifestSet.js';
import { filterText, nameMatches } from './nameOption.js';
import { identityKey, identityOf, identityWords } from './workloadIdentity.js';
/**
 * The guarded workloads of a set (the apps.kruise.io kinds the engine reads), in order. Other objects are passed over
 * (listed, never an error), Kubernetes' own apps/v1 StatefulSets and DaemonSets among them; a workload without
 * spec.template or spec.selector is a fragment (a patch kustomize completes, a snippet) and is skipped: every one the
 * apiserver stores has both.
 */
export function guardedWorkloads(set, options) {
    const out = [];
    for (const doc of set.objects) {
        if (workloadKindOf(doc.value) === undefined) {
            set.passedOver.push({ file: doc.file, document: documentLabel(doc), line: doc.line, ...objectWords(doc), reason: 'not a kind the guard checks' });
            continue;
        }
        let id;
        try {
            id = identityOf(doc, options.namespace);
            if (options.wanted && !nameMatches(options.wanted, id)) {
                set.passedOver.push({ file: doc.file, document: documentLabel(doc), line: doc.line, kind: id.kind, name: `${id.namespace}/${id.name}`, reason: `not the workload --name ${filterText(options.wanted)} asks for` });
                continue;
            }
        }
        catch (err) {
            if (!isGuardError(err))
                throw err;
            if (options.nameless === 'error')
                set.errors.push({ file: doc.file, code: err.code, message: err.message });
            else
                set.skipped.push({ file: doc.file, reason: `${err.message.slice(doc.file.length + 2)} [${err.code}]`, code: err.code });
            continue;
        }
        const missing = fragmentFields(doc.value, id.kind);
        if (missing.length > 0) {
            set.skipped.push({ file: doc.file, reason: `${documentLabel(doc)} (line ${doc.line}): ${identityWords(id)} has no ${missing.join(' and ')}: a fragment (a Kustomize patch or an unrendered part), checked where it is complete` });
            continue;
        }
        out.push({ doc, id, key: identityKey(id) });
    }
    return out;
}
function fragmentFields(value, kind) {
    const spec = isJsonObject(value) && isJsonObject(value.spec) ? value.spec : {};
    if (kind === 'SidecarSet')
        return Array.isArray(spec.containers) ? [] : ['spec.containers'];
    return ['template', 'selector'].filter((field) => !isJsonObject(spec[field])).map((field) => `spec.${field}`);
}
//# sourceMappingURL=guardedObjects.js.map