import { isJsonObject } from '../engine/kube/json.js';
import { CHECKED_KINDS as GUARDED_KINDS, checkedKindOf as workloadKindOf } from './checkedKind.js';
import { GuardError } from '../errors.js';
import { documentLabel } from './manifests.js';
import { ambiguousName, filterText, nameMatches, spansKinds } from './nameOption.js';
import { identityOf, identityWords, namespacedName, sameIdentity } from './workloadIdentity.js';
/**
 * The one guarded workload of a file: other objects (a Service next to it, a ConfigMap, an apps/v1 StatefulSet) are
 * passed over; several workloads need `--name` to pick one, and the error lists them.
 */
export function pickWorkload(docs, file, wanted, defaultNamespace) {
    const workloads = docs.filter((d) => workloadKindOf(d.value) !== undefined);
    if (workloads.length === 0) {
        const kinds = docs.map((d) => `${kindOf(d.value)} (${documentLabel(d)})`);
        const found = kinds.length === 0 ? 'it holds no object' : `found ${kinds.slice(0, 5).join(', ')}${kinds.length > 5 ? ` and ${kinds.length - 5} more` : ''}`;
        throw new GuardError('IPG_ERR_NO_WORKLOAD', `${file}: no apps.kruise.io ${GUARDED_KINDS.join(' or ')}: ${found}`);
    }
    const named = workloads.map((doc) => ({ doc, id: identityOf(doc, defaultNamespace) }));
    const listing = () => named.map((n) => `${identityWords(n.id)} (${documentLabel(n.doc)})`).join(', ');
    if (wanted) {
        const match = named.filter((n) => (wanted.by === 'name' ? nameMatches(wanted.filter, n.id) : sameIdentity(wanted.id, n.id)));
        const asked = wanted.by === 'name' ? `workload ${filterText(wanted.filter)}` : identityWords(wanted.id);
        if (match.length === 0)
            throw new GuardError('IPG_ERR_NO_WORKLOAD', `${file}: no ${asked}; it holds ${listing()}`);
        if (wanted.by === 'name' && spansKinds(match.map((m) => m.id)))
            throw ambiguousName(wanted.filter, match.map((m) => m.id), file);
        if (match.length > 1) {
            throw new GuardError('IPG_ERR_AMBIGUOUS_WORKLOAD', `${file}: ${identityWords(match[0].id)} is defined ${match.length} times (${match.map((m) => documentLabel(m.doc)).join(', ')})`);
        }
        return match[0].doc;
    }
    if (named.length > 1) {
        const names = new Set(named.map((n) => namespacedName(n.id)));
        const how = names.size < named.length ? 'KIND/NAMESPACE/NAME' : 'NAMESPACE/NAME';
        throw new GuardError('IPG_ERR_AMBIGUOUS_WORKLOAD', `${file}: holds ${named.length} workloads: ${listing()}; pick one with --name ${how}`);
    }
    return named[0].doc;
}
function kindOf(value) {
    if (!isJsonObject(value))
        return 'not an object';
    const kind = typeof value.kind === 'string' ? value.kind : 'an object without kind';
    return typeof value.apiVersion === 'string' && typeof value.kind === 'string' ? `${value.apiVersion} ${kind}` : kind;
}
//# sourceMappingURL=workloadSelection.js.map