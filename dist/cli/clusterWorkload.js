import { GUARDED_KINDS } from '../engine/workloads/workload.js';
import { GuardError, isGuardError } from '../errors.js';
/**
 * One guarded workload read from a cluster (`diagnose`, `check --live`). A CloneSet at the version API discovery finds
 * (released Kruise serves it at v1alpha1 only); any other kind at `version`, else at v1beta1, the version Kruise stores
 * Advanced StatefulSets and DaemonSets at and serves in every release.
 */
export async function getWorkload(cluster, kind, namespace, name, version) {
    if (kind === 'CloneSet')
        return (await cluster.getCloneSet(namespace, name));
    const served = version ?? 'v1beta1';
    // Resource names are the kind's lower-cased plural, as for every apps.kruise.io kind (statefulsets, daemonsets).
    const path = `/apis/apps.kruise.io/${served}/namespaces/${encodeURIComponent(namespace)}/${kind.toLowerCase()}s/${encodeURIComponent(name)}`;
    const stored = await cluster.rest.request('GET', path);
    // A list item may leave out apiVersion and kind; a single GET has them, but the readers need both.
    return { ...stored, apiVersion: stored.apiVersion ?? `apps.kruise.io/${served}`, kind: stored.kind ?? kind };
}
export const DIAGNOSED_KINDS = [...GUARDED_KINDS, 'UnitedDeployment', 'SidecarSet'];
/** kubectl's short names. */
const SHORT_NAMES = { ud: 'UnitedDeployment' };
/**
 * A SidecarSet (cluster-scoped) at `version`; else, with Kruise 1.8 (which serves v1alpha1 only), at v1alpha1; else at
 * v1beta1 and, when the apiserver has none there (Kruise before 1.9 serves only v1alpha1), at v1alpha1.
 */
export async function getSidecarSet(cluster, name, options = {}) {
    const versions = options.version ? [options.version] : options.kruise === '1.8' ? ['v1alpha1'] : ['v1beta1', 'v1alpha1'];
    for (const [i, served] of versions.entries()) {
        try {
            const stored = await cluster.rest.request('GET', `/apis/apps.kruise.io/${served}/sidecarsets/${encodeURIComponent(name)}`);
            return { ...stored, apiVersion: stored.apiVersion ?? `apps.kruise.io/${served}`, kind: stored.kind ?? 'SidecarSet' };
        }
        catch (err) {
            if (!isGuardError(err) || err.code !== 'IPG_ERR_NOT_FOUND' || i === versions.length - 1)
                throw notFound(err, `no SidecarSet "${name}" found`);
        }
    }
    throw new GuardError('IPG_ERR_NOT_FOUND', `no SidecarSet "${name}" found`);
}
/** A UnitedDeployment: apps.kruise.io/v1alpha1, the one version every Kruise release serves it at. */
export async function getUnitedDeployment(cluster, namespace, name) {
    const path = `/apis/apps.kruise.io/v1alpha1/namespaces/${encodeURIComponent(namespace)}/uniteddeployments/${encodeURIComponent(name)}`;
    try {
        const stored = await cluster.rest.request('GET', path);
        return { ...stored, apiVersion: stored.apiVersion ?? 'apps.kruise.io/v1alpha1', kind: stored.kind ?? 'UnitedDeployment' };
    }
    catch (err) {
        throw notFound(err, `no UnitedDeployment "${name}" found in namespace ${namespace}`);
    }
}
/** A 404 said in the user's words (the apiserver's own text names a resource path); any other error as it is. */
function notFound(err, message) {
    return isGuardError(err) && err.code === 'IPG_ERR_NOT_FOUND' ? new GuardError('IPG_ERR_NOT_FOUND', message) : err;
}
export function parseWorkloadArgument(value) {
    const parts = value.split('/');
    if (parts.length > 2 || parts.some((p) => p === ''))
        throw new GuardError('IPG_ERR_USAGE', `"${value}" is not KIND/NAME or NAME`);
    if (parts.length === 1)
        return { name: value };
    const spelled = parts[0].toLowerCase();
    const kind = SHORT_NAMES[spelled] ?? DIAGNOSED_KINDS.find((k) => spelled === k.toLowerCase() || spelled === `${k.toLowerCase()}s`);
    if (kind === undefined)
        throw new GuardError('IPG_ERR_USAGE', `"${parts[0]}" is not a kind the guard checks (${DIAGNOSED_KINDS.join(', ')})`);
    return { kind, name: parts[1] };
}
/** One object of a kind `diagnose` reads: a SidecarSet by its name alone (it has no namespace). */
export function getDiagnosed(cluster, kind, namespace, name, options = {}) {
    if (kind === 'SidecarSet')
        return getSidecarSet(cluster, name, options);
    if (kind === 'UnitedDeployment')
        return getUnitedDeployment(cluster, namespace, name);
    return getWorkload(cluster, kind, namespace, name, options.version);
}
/**
 * The object named: of its kind when one is given, else of the one kind that has an object of that name (a
 * SidecarSet of that name anywhere in the cluster counts). A kind the cluster does not serve, or the user may not
 * read, has none as long as another kind has one; when none has, the first such failure is the answer (a missing
 * OpenKruise, a missing permission). Two kinds with one name are ambiguous: the error lists them.
 */
export async function findWorkload(cluster, wanted, namespace, options = {}) {
    if (wanted.kind !== undefined)
        return getDiagnosed(cluster, wanted.kind, namespace, wanted.name, options);
    const found = [];
    const failures = [];
    for (const kind of DIAGNOSED_KINDS) {
        try {
            found.push(await getDiagnosed(cluster, kind, namespace, wanted.name, options));
        }
        catch (err) {
            if (!isGuardError(err))
                throw err;
            if (err.code !== 'IPG_ERR_NOT_FOUND')
                failures.push(err);
        }
    }
    if (found.length === 0) {
        const namespaced = DIAGNOSED_KINDS.filter((k) => k !== 'SidecarSet');
        throw failures[0] ?? new GuardError('IPG_ERR_NOT_FOUND', `no ${namespaced.join(' or ')} "${wanted.name}" found in namespace ${namespace}, and no SidecarSet "${wanted.name}"`);
    }
    if (found.length > 1) {
        const kinds = found.map((w) => String(w.kind));
        const described = kinds.map((k) => (k === 'SidecarSet' ? 'a SidecarSet (cluster-scoped)' : `a ${k}`));
        throw new GuardError('IPG_ERR_AMBIGUOUS_WORKLOAD', `namespace ${namespace} has ${described.join(' and ')} named "${wanted.name}": name one as KIND/NAME, e.g. ${kinds[0].toLowerCase()}/${wanted.name}`);
    }
    return found[0];
}
//# sourceMappingURL=clusterWorkload.js.map