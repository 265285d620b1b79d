/** Why a Pod that is not at the target revision does not move this round. The reason's words are in `RolloutPlan.waitDetails`. */
export type WaitReason =
  | 'paused' | 'on-delete' | 'partition' | 'max-unavailable' | 'target-unavailable' | 'grace-pending' | 'preparing-delete'
  /** Advanced StatefulSet with OrderedReady: a lower ordinal is missing or not available yet. */
  | 'ordered-ready'

export interface WaitingPod {
  name: string
  reason: WaitReason
}
