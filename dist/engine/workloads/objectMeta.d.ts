import type { JsonObject } from '../kube/json.js';
import type { WorkloadView } from './workloadView.js';
/** The workload's `metadata` as every reader puts it in the view. */
export type ObjectMetaFields = Pick<WorkloadView, 'namespace' | 'name' | 'uid' | 'generation' | 'resourceVersion' | 'labels' | 'annotations'>;
/**
 * `metadata` of a workload object, each field checked and named on error; the name falls back to generateName (an
 * object being created may have only that). Readers copy these fields into their view one by one, never by spreading:
 * a spread makes the view a slow copy.
 */
export declare function readObjectMeta(obj: JsonObject): ObjectMetaFields;
