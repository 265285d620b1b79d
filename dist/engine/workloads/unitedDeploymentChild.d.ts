import { type JsonObject } from '../kube/json.js';
import { type UnitedDeploymentSubset, type UnitedDeploymentView } from './unitedDeployment.js';
/** The label the UnitedDeployment writes on its children and their pod templates: its own revision's name. */
export declare const LABEL_UD_REVISION = "apps.kruise.io/controller-revision-hash";
export declare const LABEL_SUBSET_NAME = "apps.kruise.io/subset-name";
export declare const ANNOTATION_SUBSET_PATCH = "apps.kruise.io/subset-patch";
export interface SubsetChildInput {
    subset: UnitedDeploymentSubset;
    /** The UnitedDeployment revision the child is written at. */
    revision: string;
    replicas: number;
    partition: number;
    /** The child as stored before this write: the controller applies the template onto it (its metadata stays). */
    previous?: JsonObject;
}
/**
 * The child workload the UnitedDeployment controller writes for one subset (`ApplySubsetTemplate` of the subset's
 * adapter): the template's spec, the UnitedDeployment's selector narrowed to the subset, its revision on the pod
 * template, the subset's node affinity, tolerations and patch.
 */
export declare function renderSubsetChild(view: UnitedDeploymentView, input: SubsetChildInput): JsonObject;
/** `getSubsetPrefix`: `<ud>-<subset>-`, or `<ud>-` when that is no DNS subdomain. */
export declare function subsetPrefix(udName: string, subsetName: string): string;
/** How messages name a child whose name the apiserver generates: its prefix and `*` for the generated suffix. */
export declare function childDisplayName(view: Pick<UnitedDeploymentView, 'namespace' | 'name'>, subsetName: string): string;
