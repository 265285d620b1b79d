import { selectorString } from '../engine/kube/labelSelector.js';
import { sidecarSetNamespaceScope, sidecarSetReachesNamespace } from '../engine/rollout/sidecarSetCensus.js';
const PAGE = 500;
/**
 * The Pods Kruise's SidecarSet controller looks at: those with spec.selector's labels in the SidecarSet's namespace
 * scope (one namespace; the namespaces whose labels its namespaceSelector matches, from a list of the Namespaces; or
 * every namespace). The census filters them again; listing narrows what travels.
 */
export async function listSidecarSetPods(cluster, view) {
    // A SidecarSet without spec.selector selects no Pod (Kruise's webhook requires one).
    if (view.selector === undefined)
        return { reach: { allNamespaces: true }, pods: [] };
    const scope = sidecarSetNamespaceScope(view);
    if (scope.namespace !== undefined)
        return { reach: { namespace: scope.namespace }, pods: await cluster.listPods(scope.namespace, view.selector) };
    if (scope.namespaceSelector !== undefined) {
        const listed = await listAll(cluster, '/api/v1/namespaces');
        const namespaces = listed.map((n) => n.metadata).filter((n) => sidecarSetReachesNamespace(view, n)).map((n) => n.name).sort();
        const pods = [];
        for (const namespace of namespaces)
            pods.push(...(await cluster.listPods(namespace, view.selector)));
        return { reach: { namespaces }, pods };
    }
    return { reach: { allNamespaces: true }, pods: await listAll(cluster, '/api/v1/pods', selectorString(view.selector)) };
}
/** Every page of a list (limit/continue). */
async function listAll(cluster, path, labelSelector) {
    const items = [];
    let token;
    do {
        const page = await cluster.rest.request('GET', path, { query: { labelSelector, limit: PAGE, continue: token } });
        items.push(...page.items);
        token = page.metadata?.continue || undefined;
    } while (token);
    return items;
}
/** `namespace shop`, `namespaces a, b (spec.namespaceSelector)`, `all namespaces`. */
export function reachWords(reach) {
    if ('namespace' in reach)
        return `namespace ${reach.namespace}`;
    if ('namespaces' in reach)
        return reach.namespaces.length === 0 ? 'no namespace (spec.namespaceSelector matches none)' : `namespaces ${reach.namespaces.join(', ')} (spec.namespaceSelector)`;
    return 'all namespaces';
}
//# sourceMappingURL=clusterSidecarSet.js.map