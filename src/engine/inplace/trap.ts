/** Rollout traps visible from the object alone (spec §1.3, §5, §6): the update is legal but will not go as expected. */
export type TrapId =
  | 'max-unavailable-zero' | 'max-unavailable-floored' | 'surge-with-in-place'
  | 'partition-holds-all' | 'paused' | 'on-delete' | 'vct-only' | 'vct-with-in-place' | 'env-metadata-stale' | 'env-metadata-needs-daemon' | 'metadata-blip'
  | 'revision-label-too-long'
  // Advanced StatefulSet (statefulSetTraps.ts)
  | 'readiness-gate-missing' | 'readiness-gate-added' | 'needs-parallel' | 'in-place-only-stall' | 'claim-templates-unapplied' | 'pods-refused'
  // Advanced DaemonSet (daemonSetTraps.ts)
  | 'pods-lack-readiness-gate' | 'node-selector-holds'

export interface Trap {
  id: TrapId
  severity: 'warning' | 'info'
  /** The field to look at. */
  field: string
  message: string
}
