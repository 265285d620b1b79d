import { type ManifestDocument } from './manifests.js';
import { type ManifestSet } from './manifestSet.js';
import { type NameFilter } from './nameOption.js';
import { type WorkloadIdentity } from './workloadIdentity.js';
/** A guarded workload found in a set of manifests, with its identity and the key it is matched by (kind/namespace/name). */
export interface Located {
    doc: ManifestDocument;
    id: WorkloadIdentity;
    key: string;
}
export interface GuardedOptions {
    /** The namespace of a manifest that names none. */
    namespace: string;
    /** --name: only the workloads it fits are checked; the others are passed over. */
    wanted?: NameFilter;
    /** A workload without a name: skipped (diff) or an input error (check). */
    nameless: 'skip' | 'error';
}
/**
 * The guarded workloads of a set (the apps.kruise.io kinds the engine reads), in order. Other objects are passed over
 * (listed, never an error), Kubernetes' own apps/v1 StatefulSets and DaemonSets among them; a workload without
 * spec.template or spec.selector is a fragment (a patch kustomize completes, a snippet) and is skipped: every one the
 * apiserver stores has both.
 */
export declare function guardedWorkloads(set: ManifestSet, options: GuardedOptions): Located[];
