import { isJsonObject } from '../engine/kube/json.js';
import { checkedKindOf as workloadKindOf, isClusterScoped } from './checkedKind.js';
import { GuardError } from '../errors.js';
import { documentLabel } from './manifests.js';
export const DEFAULT_NAMESPACE = 'default';
/** `shop/web`: the object within its kind. */
export function namespacedName(id) {
    return id.namespace === '' ? id.name : `${id.namespace}/${id.name}`;
}
/** `StatefulSet shop/web`: how messages name a workload. */
export function identityWords(id) {
    return `${id.kind} ${namespacedName(id)}`;
}
/** `StatefulSet/shop/web`: one key per object, and the form --name accepts to pick it. */
export function identityKey(id) {
    return `${id.kind}/${namespacedName(id)}`;
}
export function sameIdentity(a, b) {
    return a.kind === b.kind && a.namespace === b.namespace && a.name === b.name;
}
/** The identity of a guarded workload's document; one without a name cannot be matched with anything (an error). */
export function identityOf(doc, defaultNamespace) {
    const kind = workloadKindOf(doc.value);
    if (kind === undefined)
        throw new GuardError('IPG_ERR_NO_WORKLOAD', `${doc.file}: ${documentLabel(doc)} (line ${doc.line}): not a workload the guard checks`);
    const metadata = isJsonObject(doc.value) && isJsonObject(doc.value.metadata) ? doc.value.metadata : {};
    const name = typeof metadata.name === 'string' ? metadata.name : '';
    if (name === '') {
        const generated = typeof metadata.generateName === 'string' && metadata.generateName !== '' ? ` (generateName "${metadata.generateName}" names only objects the apiserver creates)` : '';
        throw new GuardError('IPG_ERR_WORKLOAD_NAME', `${doc.file}: ${documentLabel(doc)} (line ${doc.line}): the ${kind} has no metadata.name${generated}`);
    }
    if (isClusterScoped(kind))
        return { kind, namespace: '', name };
    const namespace = typeof metadata.namespace === 'string' && metadata.namespace !== '' ? metadata.namespace : defaultNamespace;
    return { kind, namespace, name };
}
//# sourceMappingURL=workloadIdentity.js.map