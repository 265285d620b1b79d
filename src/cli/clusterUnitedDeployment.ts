import type { LabelSelector } from '../engine/kube/labelSelector.js'
import { selectorString } from '../engine/kube/labelSelector.js'
import type { Pod } from '../engine/kube/pod.js'
import { CHILD_TYPES, type SubsetChildKind, type UnitedDeploymentView } from '../engine/workloads/unitedDeployment.js'
import type { KubeCluster } from '../reconciler/kubeCluster.js'
import type { StoredWorkload } from './clusterWorkload.js'

/** What a UnitedDeployment's subsets are in the cluster: its children (of its child kind) and their Pods. */
export interface UnitedDeploymentObjects {
  children: StoredWorkload[]
  pods: Pod[]
}

/**
 * The UnitedDeployment's children and Pods, listed in its namespace with its spec.selector (the engine checks each
 * child's controller ownerReference). Children of the kind its template declares: a CloneSet at the version the
 * apiserver serves CloneSets at, an Advanced StatefulSet at apps.kruise.io/v1beta1, apps/v1 StatefulSets and
 * Deployments.
 */
export async function listUnitedDeploymentObjects(cluster: KubeCluster, view: UnitedDeploymentView): Promise<UnitedDeploymentObjects> {
  const selector = view.selector as LabelSelector
  const [children, pods] = await Promise.all([listChildren(cluster, view.namespace, view.childKind, selector), cluster.listPods(view.namespace, selector)])
  return { children, pods }
}

async function listChildren(cluster: KubeCluster, namespace: string, kind: SubsetChildKind, selector: LabelSelector): Promise<StoredWorkload[]> {
  const { group, version, resource } = await childResource(cluster, kind)
  const path = `/${group === '' ? 'api' : `apis/${group}`}/${version}/namespaces/${encodeURIComponent(namespace)}/${resource}`
  const list = await cluster.rest.request<{ items: StoredWorkload[] }>('GET', path, { query: { labelSelector: selectorString(selector) } })
  const apiVersion = `${group}/${version}`
  // List items may leave out apiVersion and kind; the readers need both.
  return list.items.map((c) => ({ ...c, apiVersion: c.apiVersion ?? apiVersion, kind: c.kind ?? CHILD_TYPES[kind].kind }))
}

async function childResource(cluster: KubeCluster, kind: SubsetChildKind): Promise<{ group: string; version: string; resource: string }> {
  switch (kind) {
    case 'CloneSet': return { group: 'apps.kruise.io', version: await cluster.cloneSetVersion(), resource: 'clonesets' }
    case 'AdvancedStatefulSet': return { group: 'apps.kruise.io', version: 'v1beta1', resource: 'statefulsets' }
    case 'StatefulSet': return { group: 'apps', version: 'v1', resource: 'statefulsets' }
    case 'Deployment': return { group: 'apps', version: 'v1', resource: 'deployments' }
  }
}
