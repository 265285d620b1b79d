import type { KruiseRelease } from '../kruise/releases.js'
import { isJsonObject } from '../kube/json.js'
import { type CloneSetView, readCloneSet, readPreviousCloneSet } from './cloneSet.js'
import { isKruiseKind } from './kruiseObject.js'
import type { PreviousWorkload } from './previousWorkload.js'
import { type StatefulSetView, readPreviousStatefulSet, readStatefulSet } from './statefulSet.js'
import type { WorkloadKind } from './workloadView.js'

/** Every workload the engine reads, told apart by `kind`: a new kind adds its view here. */
export type Workload = CloneSetView | StatefulSetView
export type { PreviousWorkload }

/** Keyed by kind, so that a kind added to WorkloadKind is not left out of the list below. */
const READ_KINDS: Readonly<Record<WorkloadKind, true>> = { CloneSet: true, StatefulSet: true }

/** The apps.kruise.io kinds readWorkload reads (any served version): the workloads the guard checks. */
export const WORKLOAD_KINDS = Object.keys(READ_KINDS) as readonly WorkloadKind[]

/** The kind of an apps.kruise.io object of a kind readWorkload reads; undefined for any other object (apps/v1 too). */
export function workloadKindOf(obj: unknown): WorkloadKind | undefined {
  return WORKLOAD_KINDS.find((kind) => isKruiseKind(obj, kind))
}

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
