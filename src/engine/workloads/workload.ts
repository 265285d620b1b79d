import type { KruiseRelease } from '../kruise/releases.js'
import { isJsonObject } from '../kube/json.js'
import { type CloneSetView, declaredPodUpdatePolicy as declaredCloneSetPolicy, readCloneSet, readPreviousCloneSet } from './cloneSet.js'
import type { PreviousWorkload } from './previousWorkload.js'
import { type StatefulSetView, declaredStatefulSetPolicy, readPreviousStatefulSet, readStatefulSet } from './statefulSet.js'
import type { PodUpdatePolicy, WorkloadKind } from './workloadView.js'

/** Every workload the engine reads, told apart by `kind`: a new kind adds its view here. */
export type Workload = CloneSetView | StatefulSetView

/** The apps.kruise.io kinds the engine reads and predicts: the kinds the webhook guards. A new kind joins here. */
export const GUARDED_KINDS: readonly WorkloadKind[] = ['CloneSet', 'StatefulSet']

export function isGuardedKind(kind: string): kind is WorkloadKind {
  return (GUARDED_KINDS as readonly string[]).includes(kind)
}

/**
 * The pod update policy an object declares, read as loosely as possible (for an object the engine could not read):
 * its kind's own reading, undefined when it cannot be told.
 */
export function declaredWorkloadPolicy(obj: unknown): PodUpdatePolicy | undefined {
  return isStatefulSet(obj) ? declaredStatefulSetPolicy(obj) : declaredCloneSetPolicy(obj)
}
export type { PreviousWorkload }

export interface ReadWorkloadOptions {
  kruise?: KruiseRelease
}

/**
 * The object read by its kind's reader. A `StatefulSet` goes to the Advanced StatefulSet reader (which refuses one
 * outside apps.kruise.io); everything else to the CloneSet reader, which names what it expected.
 */
export function readWorkload(obj: unknown, options: ReadWorkloadOptions = {}): Workload {
  return isStatefulSet(obj) ? readStatefulSet(obj, options) : readCloneSet(obj, options)
}

/** The workload before an update, read only as far as the update is compared with it (its kind's reader). */
export function readPreviousWorkload(obj: unknown, options: ReadWorkloadOptions = {}): PreviousWorkload {
  return isStatefulSet(obj) ? readPreviousStatefulSet(obj, options) : readPreviousCloneSet(obj, options)
}

function isStatefulSet(obj: unknown): boolean {
  return isJsonObject(obj) && obj.kind === 'StatefulSet'
}
