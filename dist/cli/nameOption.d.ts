import { type CheckedKind as WorkloadKind } from './checkedKind.js';
import { GuardError } from '../errors.js';
import { type WorkloadIdentity } from './workloadIdentity.js';
/** What `--name` asks for: a namespace and a name, and the kind when it was given. */
export interface NameFilter {
    kind?: WorkloadKind;
    namespace: string;
    name: string;
    /** Written as NAME alone: it also names a cluster-scoped object (a SidecarSet). */
    bare?: true;
}
/**
 * `--name KIND/NAMESPACE/NAME`, `NAMESPACE/NAME`, `SidecarSet/NAME` (cluster-scoped) or `NAME` (in the default
 * namespace). The kind is matched without
 * regard to case, as kubectl does (`statefulset/shop/web`).
 */
export declare function parseNameOption(value: string, defaultNamespace: string): NameFilter;
export declare function nameMatches(filter: NameFilter, id: WorkloadIdentity): boolean;
/** `--name shop/web` as the user wrote it, normalised: `StatefulSet/shop/web` or `shop/web`. */
export declare function filterText(filter: NameFilter): string;
/** The filter narrowed to one kind (the kind of the object it picked). */
export declare function withKind(filter: NameFilter, kind: WorkloadKind): NameFilter;
/**
 * A name without a kind that fits objects of several kinds picks none: the error lists them and how to name one.
 * `found` are the identities it fits.
 */
export declare function ambiguousName(filter: NameFilter, found: WorkloadIdentity[], where: string): GuardError;
/** Whether the identities a kind-less filter fits are of several kinds. */
export declare function spansKinds(found: WorkloadIdentity[]): boolean;
