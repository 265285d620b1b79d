import type { CheckedKind as WorkloadKind } from './checkedKind.js';
import { type ManifestDocument } from './manifests.js';
/**
 * A guarded workload's identity as the apiserver sees it: kind, namespace and name (a CloneSet and an Advanced
 * StatefulSet named alike are two objects); an omitted namespace is the default namespace.
 */
export interface WorkloadIdentity {
    kind: WorkloadKind;
    namespace: string;
    name: string;
}
export declare const DEFAULT_NAMESPACE = "default";
/** `shop/web`: the object within its kind. */
export declare function namespacedName(id: Pick<WorkloadIdentity, 'namespace' | 'name'>): string;
/** `StatefulSet shop/web`: how messages name a workload. */
export declare function identityWords(id: WorkloadIdentity): string;
/** `StatefulSet/shop/web`: one key per object, and the form --name accepts to pick it. */
export declare function identityKey(id: WorkloadIdentity): string;
export declare function sameIdentity(a: WorkloadIdentity, b: WorkloadIdentity): boolean;
/** The identity of a guarded workload's document; one without a name cannot be matched with anything (an error). */
export declare function identityOf(doc: ManifestDocument, defaultNamespace: string): WorkloadIdentity;
