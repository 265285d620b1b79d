import { deepEqual } from '../kube/json.js'
import { metaTime } from '../kube/metaTime.js'
import type { WorkloadView } from '../workloads/workloadView.js'
import type { RolloutPlan } from './rolloutPlan.js'

export interface CloneSetCondition {
  type: string
  status: string
  reason?: string
  message?: string
  lastTransitionTime?: string
  lastUpdateTime?: string
}

/** A CloneSet's status as the API stores it (CloneSetStatus in Kruise's apps/v1alpha1 and v1beta1). */
export interface CloneSetStatus {
  observedGeneration?: number
  replicas: number
  readyReplicas: number
  availableReplicas: number
  updatedReplicas: number
  updatedReadyReplicas: number
  updatedAvailableReplicas?: number
  expectedUpdatedReplicas?: number
  updateRevision?: string
  currentRevision?: string
  collisionCount?: number
  labelSelector?: string
  conditions?: CloneSetCondition[]
}

/** The status the controller computes from the classified Pods (spec §5.6): every count and both revisions set. */
export type ComputedCloneSetStatus = CloneSetStatus & Required<Pick<CloneSetStatus, 'updatedAvailableReplicas' | 'expectedUpdatedReplicas' | 'updateRevision' | 'currentRevision'>>

export interface StatusInputs {
  previous?: Partial<ComputedCloneSetStatus>
  collisionCount: number
  labelSelector: string
  now: number
  /** The error of this round's update phase (condition FailedUpdate), or null when it succeeded. undefined: unchanged. */
  failedUpdate?: string | null
}

export function cloneSetStatus(view: WorkloadView, plan: RolloutPlan, inputs: StatusInputs): ComputedCloneSetStatus {
  const { counts, numbers } = plan
  const previousCurrent = inputs.previous?.currentRevision
  const converged = counts.updated === counts.active && counts.active === view.replicas
  const status: ComputedCloneSetStatus = {
    observedGeneration: view.generation,
    replicas: counts.active,
    readyReplicas: counts.ready,
    availableReplicas: counts.available,
    updatedReplicas: counts.updated,
    updatedReadyReplicas: counts.updatedReady,
    updatedAvailableReplicas: counts.updatedAvailable,
    expectedUpdatedReplicas: view.hasRollingUpdate ? numbers.replicas - numbers.partition : numbers.replicas,
    updateRevision: plan.updateRevision,
    currentRevision: converged || !previousCurrent ? plan.updateRevision : previousCurrent,
    collisionCount: inputs.collisionCount,
    labelSelector: inputs.labelSelector,
  }
  const conditions = [...(inputs.previous?.conditions ?? [])].filter((c) => c.type !== 'FailedUpdate' || inputs.failedUpdate === undefined)
  if (inputs.failedUpdate) {
    const old = inputs.previous?.conditions?.find((c) => c.type === 'FailedUpdate')
    const at = metaTime(inputs.now)
    conditions.push({
      type: 'FailedUpdate', status: 'True', message: inputs.failedUpdate,
      lastTransitionTime: old?.status === 'True' ? old.lastTransitionTime ?? at : at,
      lastUpdateTime: old?.message === inputs.failedUpdate ? old.lastUpdateTime ?? at : at,
    })
  }
  if (conditions.length > 0) status.conditions = conditions
  return status
}

/** The controller writes status only when something it tracks changed. */
export function statusChanged(previous: Partial<ComputedCloneSetStatus> | undefined, next: ComputedCloneSetStatus): boolean {
  if (!previous) return true
  const keys = Object.keys(next) as (keyof ComputedCloneSetStatus)[]
  return keys.some((k) => !deepEqual(previous[k] ?? null, next[k] ?? null)) ||
    (previous.conditions !== undefined && next.conditions === undefined)
}
