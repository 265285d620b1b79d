import { selectorString } from '../engine/kube/labelSelector.js';
import { CHILD_TYPES } from '../engine/workloads/unitedDeployment.js';
/**
 * The UnitedDeployment's children and Pods, listed in its namespace with its spec.selector (the engine checks each
 * child's controller ownerReference). Children of the kind its template declares: a CloneSet at the version the
 * apiserver serves CloneSets at, an Advanced StatefulSet at apps.kruise.io/v1beta1, apps/v1 StatefulSets and
 * Deployments.
 */
export async function listUnitedDeploymentObjects(cluster, view) {
    const selector = view.selector;
    const [children, pods] = await Promise.all([listChildren(cluster, view.namespace, view.childKind, selector), cluster.listPods(view.namespace, selector)]);
    return { children, pods };
}
async function listChildren(cluster, namespace, kind, selector) {
    const { group, version, resource } = await childResource(cluster, kind);
    const path = `/${group === '' ? 'api' : `apis/${group}`}/${version}/namespaces/${encodeURIComponent(namespace)}/${resource}`;
    const list = await cluster.rest.request('GET', path, { query: { labelSelector: selectorString(selector) } });
    const apiVersion = `${group}/${version}`;
    // List items may leave out apiVersion and kind; the readers need both.
    return list.items.map((c) => ({ ...c, apiVersion: c.apiVersion ?? apiVersion, kind: c.kind ?? CHILD_TYPES[kind].kind }));
}
async function childResource(cluster, kind) {
    switch (kind) {
        case 'CloneSet': return { group: 'apps.kruise.io', version: await cluster.cloneSetVersion(), resource: 'clonesets' };
        case 'AdvancedStatefulSet': return { group: 'apps.kruise.io', version: 'v1beta1', resource: 'statefulsets' };
        case 'StatefulSet': return { group: 'apps', version: 'v1', resource: 'statefulsets' };
        case 'Deployment': return { group: 'apps', version: 'v1', resource: 'deployments' };
    }
}
//# sourceMappingURL=clusterUnitedDeployment.js.map