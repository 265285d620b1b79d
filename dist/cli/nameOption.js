import { CHECKED_KINDS as GUARDED_KINDS, isClusterScoped } from './checkedKind.js';
import { GuardError } from '../errors.js';
import { identityKey, identityWords, namespacedName } from './workloadIdentity.js';
/**
 * `--name KIND/NAMESPACE/NAME`, `NAMESPACE/NAME`, `SidecarSet/NAME` (cluster-scoped) or `NAME` (in the default
 * namespace). The kind is matched without
 * regard to case, as kubectl does (`statefulset/shop/web`).
 */
export function parseNameOption(value, defaultNamespace) {
    const parts = value.split('/');
    if (parts.length > 3 || parts.some((p) => p === ''))
        throw new GuardError('IPG_ERR_USAGE', `--name: "${value}" is not KIND/NAMESPACE/NAME, NAMESPACE/NAME or NAME`);
    if (parts.length === 1)
        return { namespace: defaultNamespace, name: parts[0], bare: true };
    if (parts.length === 2) {
        // `SidecarSet/NAME`: a cluster-scoped kind has no namespace (kubectl's KIND/NAME).
        const scoped = GUARDED_KINDS.find((k) => isClusterScoped(k) && k.toLowerCase() === parts[0].toLowerCase());
        return scoped === undefined ? { namespace: parts[0], name: parts[1] } : { kind: scoped, namespace: '', name: parts[1] };
    }
    const kind = GUARDED_KINDS.find((k) => k.toLowerCase() === parts[0].toLowerCase());
    if (kind === undefined)
        throw new GuardError('IPG_ERR_USAGE', `--name: "${parts[0]}" is not a kind the guard checks (${GUARDED_KINDS.join(', ')})`);
    return { kind, namespace: parts[1], name: parts[2] };
}
export function nameMatches(filter, id) {
    const namespace = filter.namespace === id.namespace || (filter.bare === true && id.namespace === '');
    return (filter.kind === undefined || filter.kind === id.kind) && namespace && filter.name === id.name;
}
/** `--name shop/web` as the user wrote it, normalised: `StatefulSet/shop/web` or `shop/web`. */
export function filterText(filter) {
    return filter.kind === undefined ? namespacedName(filter) : identityKey({ ...filter, kind: filter.kind });
}
/** The filter narrowed to one kind (the kind of the object it picked). */
export function withKind(filter, kind) {
    return { ...filter, kind };
}
/**
 * A name without a kind that fits objects of several kinds picks none: the error lists them and how to name one.
 * `found` are the identities it fits.
 */
export function ambiguousName(filter, found, where) {
    const kinds = [...new Set(found.map((id) => id.kind))];
    return new GuardError('IPG_ERR_AMBIGUOUS_WORKLOAD', `${where}: --name ${filterText(filter)} fits ${kinds.length} kinds: ${found.map(identityWords).join(', ')}; name one as KIND/NAMESPACE/NAME, e.g. --name ${identityKey(found[0])}`);
}
/** Whether the identities a kind-less filter fits are of several kinds. */
export function spansKinds(found) {
    return new Set(found.map((id) => id.kind)).size > 1;
}
//# sourceMappingURL=nameOption.js.map