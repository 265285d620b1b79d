import type { KruiseRelease } from '../kruise/releases.js';
import { type CloneSetView } from './cloneSet.js';
import { type DaemonSetView } from './daemonSet.js';
import type { PreviousWorkload } from './previousWorkload.js';
import { type StatefulSetView } from './statefulSet.js';
import type { PodUpdatePolicy, WorkloadKind } from './workloadView.js';
/** Every workload the engine reads, told apart by `kind`: a new kind adds its view here. */
export type Workload = CloneSetView | StatefulSetView | DaemonSetView;
export type { PreviousWorkload };
export interface ReadWorkloadOptions {
    kruise?: KruiseRelease;
}
/** The apps.kruise.io kinds the engine reads and predicts: the kinds the webhook guards. */
export declare const GUARDED_KINDS: readonly WorkloadKind[];
export declare function isGuardedKind(kind: string): kind is WorkloadKind;
/** The kind of an apps.kruise.io object of a guarded kind; undefined for any other object (apps/v1 too). */
export declare function workloadKindOf(obj: unknown): WorkloadKind | undefined;
/**
 * The object read by its kind's reader (a `StatefulSet` by the Advanced StatefulSet reader, which refuses one outside
 * apps.kruise.io); an object of no known kind by the CloneSet reader, which names what it expected.
 */
export declare function readWorkload(obj: unknown, options?: ReadWorkloadOptions): Workload;
/** The workload before an update, read only as far as the update is compared with it (its kind's reader). */
export declare function readPreviousWorkload(obj: unknown, options?: ReadWorkloadOptions): PreviousWorkload;
/** The pod update policy an object declares, for an object the engine could not read: its kind's own reading. */
export declare function declaredWorkloadPolicy(obj: unknown): PodUpdatePolicy | undefined;
