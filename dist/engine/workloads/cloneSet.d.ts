import type { KruiseApiVersion, KruiseRelease } from '../kruise/releases.js';
import { type PreviousWorkload } from './previousWorkload.js';
import { type PriorityStrategy } from './priorityStrategy.js';
import type { PodUpdatePolicy, UpdateType, WorkloadView } from './workloadView.js';
/** Both served CloneSet API versions read into the workload view (spec §1.1, defaults §1.2). */
export type CloneSetVersion = KruiseApiVersion;
export type { PodUpdatePolicy, PriorityStrategy, UpdateType };
export interface ScatterTerm {
    key: string;
    value: string;
}
/** A CloneSet: the workload view, and the order of its updates (priority, scatter). */
export interface CloneSetView extends WorkloadView {
    kind: 'CloneSet';
    priorityStrategy?: PriorityStrategy;
    scatterStrategy?: ScatterTerm[];
}
/** Which Kruise release decodes the CloneSet (its k8s.io/api Go types); the default release when left out. */
export interface ReadCloneSetOptions {
    kruise?: KruiseRelease;
}
/** True when the object says it is an apps.kruise.io CloneSet (any version). */
export declare function isCloneSetKind(obj: unknown): boolean;
/** The parts of the CloneSet before an update that the update is compared against. */
export type PreviousCloneSet = PreviousWorkload;
/**
 * The CloneSet before an update, read only as far as the update is compared with it: its template and claim templates.
 * Its strategy, metadata and the rest are not read, so a stored object whose strategy no longer reads (an update may be
 * fixing it) does not stop the prediction of the update.
 */
export declare function readPreviousCloneSet(obj: unknown, options?: ReadCloneSetOptions): PreviousCloneSet;
/**
 * The CloneSet as Kruise reads it: decoded into the release's Go types, so its template and claim templates hold only
 * the fields those types know. Prediction, UpdateSpec, revisions and new Pods all start from this one decode.
 */
export declare function readCloneSet(value: unknown, options?: ReadCloneSetOptions): CloneSetView;
/**
 * The pod update policy a CloneSet declares, read on its own and leniently (the rest of the object may be
 * unreadable); undefined when the object or that one field cannot be read. Never throws: it is what an admission
 * decision falls back on when the engine failed on the object.
 */
export declare function declaredPodUpdatePolicy(value: unknown): PodUpdatePolicy | undefined;
