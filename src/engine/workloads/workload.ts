import type { KruiseRelease } from '../kruise/releases.js'
import { isJsonObject } from '../kube/json.js'
import { type CloneSetView, declaredPodUpdatePolicy as declaredCloneSetPolicy, readCloneSet, readPreviousCloneSet } from './cloneSet.js'
import { type DaemonSetView, declaredDaemonSetPolicy, readDaemonSet, readPreviousDaemonSet } from './daemonSet.js'
import { isKruiseKind } from './kruiseObject.js'
import type { PreviousWorkload } from './previousWorkload.js'
import { type StatefulSetView, declaredStatefulSetPolicy, readPreviousStatefulSet, readStatefulSet } from './statefulSet.js'
import type { PodUpdatePolicy, WorkloadKind } from './workloadView.js'

/** Every workload the engine reads, told apart by `kind`: a new kind adds its view here. */
export type Workload = CloneSetView | StatefulSetView | DaemonSetView
export type { PreviousWorkload }

export interface ReadWorkloadOptions {
  kruise?: KruiseRelease
}

/** One kind's readers. */
interface WorkloadReader {
  read(obj: unknown, options: ReadWorkloadOptions): Workload
  readPrevious(obj: unknown, options: ReadWorkloadOptions): PreviousWorkload
  /** The pod update policy the object declares, read as loosely as possible; undefined when it cannot be told. */
  declaredPolicy(obj: unknown): PodUpdatePolicy | undefined
}

/** The reader of each apps.kruise.io kind the engine knows: a new kind (Advanced DaemonSet) joins by its entry here. */
const READERS: Readonly<Record<WorkloadKind, WorkloadReader>> = {
  CloneSet: { read: readCloneSet, readPrevious: readPreviousCloneSet, declaredPolicy: declaredCloneSetPolicy },
  StatefulSet: { read: readStatefulSet, readPrevious: readPreviousStatefulSet, declaredPolicy: declaredStatefulSetPolicy },
  DaemonSet: { read: readDaemonSet, readPrevious: readPreviousDaemonSet, declaredPolicy: declaredDaemonSetPolicy },
}

/** The apps.kruise.io kinds the engine reads and predicts: the kinds the webhook guards. */
export const GUARDED_KINDS: readonly WorkloadKind[] = Object.keys(READERS) as WorkloadKind[]

export function isGuardedKind(kind: string): kind is WorkloadKind {
  return Object.hasOwn(READERS, kind)
}

/** The kind of an apps.kruise.io object of a guarded kind; undefined for any other object (apps/v1 too). */
export function workloadKindOf(obj: unknown): WorkloadKind | undefined {
  return GUARDED_KINDS.find((kind) => isKruiseKind(obj, kind))
}

/**
 * The object read by its kind's reader (a `StatefulSet` by the Advanced StatefulSet reader, which refuses one outside
 * apps.kruise.io); an object of no known kind by the CloneSet reader, which names what it expected.
 */
export function readWorkload(obj: unknown, options: ReadWorkloadOptions = {}): Workload {
  return readerOf(obj).read(obj, options)
}

/** The workload before an update, read only as far as the update is compared with it (its kind's reader). */
export function readPreviousWorkload(obj: unknown, options: ReadWorkloadOptions = {}): PreviousWorkload {
  return readerOf(obj).readPrevious(obj, options)
}

/** The pod update policy an object declares, for an object the engine could not read: its kind's own reading. */
export function declaredWorkloadPolicy(obj: unknown): PodUpdatePolicy | undefined {
  return readerOf(obj).declaredPolicy(obj)
}

function readerOf(obj: unknown): WorkloadReader {
  const kind = isJsonObject(obj) && typeof obj.kind === 'string' ? obj.kind : ''
  return isGuardedKind(kind) ? READERS[kind] : READERS.CloneSet
}
