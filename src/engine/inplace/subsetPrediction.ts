import type { SubsetChildKind } from '../workloads/unitedDeployment.js'
import type { Consequence, Outcome, Prediction } from './prediction.js'
import type { Trap } from './trap.js'

/** What happens to one subset's child workload. */
export type SubsetChange = 'updated' | 'created' | 'deleted' | 'replaced'

export interface SubsetPrediction {
  subset: string
  childKind: SubsetChildKind
  /** How messages name the child: `CloneSet shop/ud-zone-a-*`. */
  child: string
  change: SubsetChange
  /** What happens to the subset's Pods: a deleted or replaced child's Pods are deleted (`recreate`). */
  outcome: Outcome
  consequence: Consequence
  /** The child's own prediction (CloneSet and Advanced StatefulSet children). */
  prediction?: Prediction
  /**
   * Why the child's Kruise webhook refuses the controller's write of the child (its update, or the creation of a new
   * or replaced subset's child): the controller records a `FailedUpdateSubset` Event; `childRefusalEffect` says
   * what follows.
   */
  childRefusals: string[]
  /** The child's rollout traps that hold for the subset (subsetTraps.ts): fields under the UnitedDeployment's template field. */
  traps: Trap[]
  /** Why Kruise does not write this child while another child's write is refused (the line among `messages`). */
  heldBackBecause?: string
  /** One line per fact, each naming the subset and its child. */
  messages: string[]
}
