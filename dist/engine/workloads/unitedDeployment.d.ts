import type { IntOrString } from '../kube/intOrPercent.js';
import { type JsonObject } from '../kube/json.js';
/** The workload a UnitedDeployment writes per subset, by the template it declares. */
export type SubsetChildKind = 'StatefulSet' | 'AdvancedStatefulSet' | 'CloneSet' | 'Deployment';
/**
 * `spec.template`'s fields in the order Kruise's controller picks them (`getSubsetControls`): the first one set wins,
 * though Kruise's validating webhook refuses more than one.
 */
export declare const SUBSET_TEMPLATE_FIELDS: readonly (readonly [SubsetChildKind, string])[];
/** What the child object is: its apiVersion and kind. */
export declare const CHILD_TYPES: Readonly<Record<SubsetChildKind, {
    apiVersion: string;
    kind: string;
}>>;
export interface UnitedDeploymentSubset {
    name: string;
    /** `nodeSelectorTerm.matchExpressions`, appended to every required node selector term of the child's Pods. */
    matchExpressions: JsonObject[];
    /** `tolerations`, appended to the child's; undefined when unset (an empty list changes nothing either). */
    tolerations: JsonObject[] | undefined;
    /** `patch`: a strategic merge patch of the child's pod template. */
    patch: JsonObject | undefined;
    replicas: IntOrString | undefined;
}
/** What Kruise's UnitedDeployment controller reads from its object. */
export interface UnitedDeploymentView {
    kind: 'UnitedDeployment';
    namespace: string;
    name: string;
    uid: string | undefined;
    replicas: number | undefined;
    /** `spec.selector`, its matchLabels always an object (the adapters add the subset name to it). */
    selector: JsonObject & {
        matchLabels: Record<string, string>;
    };
    childKind: SubsetChildKind;
    /** `spec.template.<childKind's field>`, e.g. `spec.template.cloneSetTemplate`. */
    templateField: string;
    /** That template: `{metadata, spec}`. */
    childTemplate: {
        metadata: JsonObject;
        spec: JsonObject;
    };
    /** `spec.template` whole: the revision covers all of it. */
    template: JsonObject;
    subsets: UnitedDeploymentSubset[];
    /** `spec.updateStrategy.manualUpdate.partitions`. */
    partitions: Record<string, number>;
    collisionCount: number;
    currentRevision: string | undefined;
    updatedRevision: string | undefined;
    raw: JsonObject;
}
export declare const UNITED_DEPLOYMENT_API_VERSION = "apps.kruise.io/v1alpha1";
export declare function isUnitedDeployment(obj: unknown): boolean;
/** A UnitedDeployment read into its view; a GuardError naming the bad field for anything Kruise could not read. */
export declare function readUnitedDeployment(obj: unknown): UnitedDeploymentView;
