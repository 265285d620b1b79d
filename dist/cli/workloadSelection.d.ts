import { type ManifestDocument } from './manifests.js';
import { type NameFilter } from './nameOption.js';
import { type WorkloadIdentity } from './workloadIdentity.js';
/** Which guarded workload to take from a file: one --name asks for, or the one the other file names. */
export type Wanted = {
    by: 'name';
    filter: NameFilter;
} | {
    by: 'identity';
    id: WorkloadIdentity;
};
/**
 * The one guarded workload of a file: other objects (a Service next to it, a ConfigMap, an apps/v1 StatefulSet) are
 * passed over; several workloads need `--name` to pick one, and the error lists them.
 */
export declare function pickWorkload(docs: ManifestDocument[], file: string, wanted: Wanted | undefined, defaultNamespace: string): ManifestDocument;
