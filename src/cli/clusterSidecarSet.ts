import type { Pod } from '../engine/kube/pod.js'
import { selectorString } from '../engine/kube/labelSelector.js'
import { type NamespaceFacts, sidecarSetNamespaceScope, sidecarSetReachesNamespace } from '../engine/rollout/sidecarSetCensus.js'
import type { SidecarSetView } from '../engine/workloads/sidecarSet.js'
import type { KubeCluster } from '../reconciler/kubeCluster.js'

/** Where the Pods of a SidecarSet were looked for: one namespace, the namespaces its namespaceSelector matches, or all. */
export type SidecarSetReach = { namespace: string } | { namespaces: string[] } | { allNamespaces: true }

export interface SidecarSetPods {
  reach: SidecarSetReach
  pods: Pod[]
}

const PAGE = 500

/**
 * The Pods Kruise's SidecarSet controller looks at: those with spec.selector's labels in the SidecarSet's namespace
 * scope (one namespace; the namespaces whose labels its namespaceSelector matches, from a list of the Namespaces; or
 * every namespace). The census filters them again; listing narrows what travels.
 */
export async function listSidecarSetPods(cluster: KubeCluster, view: SidecarSetView): Promise<SidecarSetPods> {
  // A SidecarSet without spec.selector selects no Pod (Kruise's webhook requires one).
  if (view.selector === undefined) return { reach: { allNamespaces: true }, pods: [] }
  const scope = sidecarSetNamespaceScope(view)
  if (scope.namespace !== undefined) return { reach: { namespace: scope.namespace }, pods: await cluster.listPods(scope.namespace, view.selector) }
  if (scope.namespaceSelector !== undefined) {
    const listed = await listAll<{ metadata: NamespaceFacts }>(cluster, '/api/v1/namespaces')
    const namespaces = listed.map((n) => n.metadata).filter((n) => sidecarSetReachesNamespace(view, n)).map((n) => n.name).sort()
    const pods: Pod[] = []
    for (const namespace of namespaces) pods.push(...(await cluster.listPods(namespace, view.selector)))
    return { reach: { namespaces }, pods }
  }
  return { reach: { allNamespaces: true }, pods: await listAll<Pod>(cluster, '/api/v1/pods', selectorString(view.selector)) }
}

/** Every page of a list (limit/continue). */
async function listAll<T>(cluster: KubeCluster, path: string, labelSelector?: string): Promise<T[]> {
  const items: T[] = []
  let token: string | undefined
  do {
    const page = await cluster.rest.request<{ items: T[]; metadata?: { continue?: string } }>('GET', path, { query: { labelSelector, limit: PAGE, continue: token } })
    items.push(...page.items)
    token = page.metadata?.continue || undefined
  } while (token)
  return items
}

/** `namespace shop`, `namespaces a, b (spec.namespaceSelector)`, `all namespaces`. */
export function reachWords(reach: SidecarSetReach): string {
  if ('namespace' in reach) return `namespace ${reach.namespace}`
  if ('namespaces' in reach) return reach.namespaces.length === 0 ? 'no namespace (spec.namespaceSelector matches none)' : `namespaces ${reach.namespaces.join(', ')} (spec.namespaceSelector)`
  return 'all namespaces'
}
