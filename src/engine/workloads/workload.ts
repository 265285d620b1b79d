import type { KruiseRelease } from '../kruise/releases.js'
import { isJsonObject } from '../kube/json.js'
import { type CloneSetView, readCloneSet, readPreviousCloneSet } from './cloneSet.js'
import { type DaemonSetView, readDaemonSet, readPreviousDaemonSet } from './daemonSet.js'
import type { PreviousWorkload } from './previousWorkload.js'
import { type StatefulSetView, readPreviousStatefulSet, readStatefulSet } from './statefulSet.js'

/** Every workload the engine reads, told apart by `kind`: a new kind adds its view here. */
export type Workload = CloneSetView | StatefulSetView | DaemonSetView
export type { PreviousWorkload }

export interface ReadWorkloadOptions {
  kruise?: KruiseRelease
}

/**
 * The object read by its kind's reader. A `StatefulSet` or a `DaemonSet` goes to the Advanced StatefulSet or
 * DaemonSet reader (which refuses one outside apps.kruise.io); everything else to the CloneSet reader, which names
 * what it expected.
 */
export function readWorkload(obj: unknown, options: ReadWorkloadOptions = {}): Workload {
  switch (kindOf(obj)) {
    case 'StatefulSet':
      return readStatefulSet(obj, options)
    case 'DaemonSet':
      return readDaemonSet(obj, options)
    default:
      return readCloneSet(obj, options)
  }
}

/** The workload before an update, read only as far as the update is compared with it (its kind's reader). */
export function readPreviousWorkload(obj: unknown, options: ReadWorkloadOptions = {}): PreviousWorkload {
  switch (kindOf(obj)) {
    case 'StatefulSet':
      return readPreviousStatefulSet(obj, options)
    case 'DaemonSet':
      return readPreviousDaemonSet(obj, options)
    default:
      return readPreviousCloneSet(obj, options)
  }
}

function kindOf(obj: unknown): unknown {
  return isJsonObject(obj) ? obj.kind : undefined
}
