import { type Pod } from '../kube/pod.js';
import { type SubsetChildKind, type UnitedDeploymentView } from '../workloads/unitedDeployment.js';
export interface SubsetChildState {
    subset: string;
    childKind: SubsetChildKind;
    /** The child as messages name it: `CloneSet shop/ud-zone-a-x7k2p`, or `CloneSet shop/ud-zone-a-*` when none exists yet. */
    child: string;
    /** metadata.name of the child, undefined when the subset has none yet (the controller creates it). */
    name: string | undefined;
    /** The child's apps.kruise.io/controller-revision-hash label: the UnitedDeployment revision it was last written at. */
    revision: string | undefined;
    /** revision is the UnitedDeployment's updated revision (else the controller still has to write the child). */
    atUpdatedRevision: boolean;
    replicas: number | undefined;
    partition: number | undefined;
    readyReplicas: number | undefined;
    /** Active Pods of the subset (label apps.kruise.io/subset-name), and how many carry the updated revision. */
    pods: number;
    updatedPods: number;
    /** One line naming the subset and its child. */
    message: string;
}
export interface UnitedDeploymentChildren {
    /** `ns/name`. */
    unitedDeployment: string;
    currentRevision: string | undefined;
    updatedRevision: string | undefined;
    subsets: SubsetChildState[];
    /** Children whose subset is no longer in spec.topology.subsets, or a second child of one subset: Kruise deletes them. */
    extra: string[];
    /** The UnitedDeployment's False conditions (SubsetUpdated: a child's webhook refused the write), as `Type: reason: message`. */
    failing: string[];
    messages: string[];
}
/**
 * `children`: objects listed in the UnitedDeployment's namespace with its spec.selector (any kind; only its template's
 * kind counts); `pods`: Pods listed there with the same selector.
 */
export declare function unitedDeploymentChildren(view: UnitedDeploymentView, raw: unknown, children: readonly unknown[], pods: readonly Pod[]): UnitedDeploymentChildren;
