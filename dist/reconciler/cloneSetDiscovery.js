import { ApisApi, CustomObjectsApi } from '@kubernetes/client-node';
import { GuardError } from '../errors.js';
/**
 * Which apps.kruise.io version the apiserver serves CloneSets at, from API discovery. The group's preferred version
 * alone is not the answer: released Kruise serves apps.kruise.io/v1beta1 for other kinds (Advanced StatefulSet) but
 * CloneSet only at v1alpha1. So the group's versions are tried in the apiserver's preference order (preferred first)
 * and the first whose resource list has `clonesets` wins.
 */
const GROUP = 'apps.kruise.io';
const KNOWN = ['v1alpha1', 'v1beta1'];
export async function discoverCloneSetVersion(kc) {
    return discoverServedVersion(kc, 'clonesets', 'CloneSet');
}
/**
 * The apps.kruise.io version that serves `resource` (e.g. `sidecarsets`: Kruise 1.8 serves SidecarSets at v1alpha1
 * only, 1.9 at v1beta1 too), found as for CloneSets: the group's versions in preference order, the first that lists it.
 */
export async function discoverServedVersion(kc, resource, kind) {
    const groups = await discovery(() => kc.makeApiClient(ApisApi).getAPIVersions(), '/apis');
    const group = groups.groups.find((g) => g.name === GROUP);
    if (!group)
        throw notServed('the apiserver serves no apps.kruise.io API group (is OpenKruise installed?)');
    const preferred = group.preferredVersion?.version;
    const versions = [...new Set([preferred, ...group.versions.map((v) => v.version)])].filter((v) => v !== undefined);
    const customObjects = kc.makeApiClient(CustomObjectsApi);
    for (const version of versions) {
        if (!KNOWN.includes(version))
            continue;
        const resources = await discovery(() => customObjects.getAPIResources({ group: GROUP, version }), `/apis/${GROUP}/${version}`);
        if (resources.resources.some((r) => r.name === resource))
            return version;
    }
    throw notServed(`the apiserver serves apps.kruise.io (${versions.join(', ')}) but no ${kind} resource at ${KNOWN.join(' or ')}`);
}
async function discovery(call, path) {
    try {
        return await call();
    }
    catch (err) {
        const status = err.code;
        throw new GuardError('IPG_ERR_CLUSTER', `API discovery GET ${path} failed${typeof status === 'number' ? ` (HTTP ${status})` : ''}: ${err.message.split('\n')[0]}`);
    }
}
function notServed(message) {
    return new GuardError('IPG_ERR_NOT_FOUND', message);
}
//# sourceMappingURL=cloneSetDiscovery.js.map