import type { FeatureGates } from '../engine/kruise/gates.js'
import type { KruiseRelease } from '../engine/kruise/releases.js'
import type { Cluster } from './cluster.js'
import type { ReconcilerMetrics } from './metrics.js'

/** What observe mode's SidecarSet and UnitedDeployment observers are given, and what they report. */
export interface ViewObserverContext {
  cluster: Cluster
  gates?: FeatureGates
  kruise?: KruiseRelease
  metrics?: ReconcilerMetrics
}

export interface ViewObservation {
  writes: number
  /** The object could not be read; nothing was published. */
  error?: string
}
