import type { Pod } from '../engine/kube/pod.js';
import type { SidecarSetView } from '../engine/workloads/sidecarSet.js';
import type { KubeCluster } from '../reconciler/kubeCluster.js';
/** Where the Pods of a SidecarSet were looked for: one namespace, the namespaces its namespaceSelector matches, or all. */
export type SidecarSetReach = {
    namespace: string;
} | {
    namespaces: string[];
} | {
    allNamespaces: true;
};
export interface SidecarSetPods {
    reach: SidecarSetReach;
    pods: Pod[];
}
/**
 * The Pods Kruise's SidecarSet controller looks at: those with spec.selector's labels in the SidecarSet's namespace
 * scope (one namespace; the namespaces whose labels its namespaceSelector matches, from a list of the Namespaces; or
 * every namespace). The census filters them again; listing narrows what travels.
 */
export declare function listSidecarSetPods(cluster: KubeCluster, view: SidecarSetView): Promise<SidecarSetPods>;
/** `namespace shop`, `namespaces a, b (spec.namespaceSelector)`, `all namespaces`. */
export declare function reachWords(reach: SidecarSetReach): string;
