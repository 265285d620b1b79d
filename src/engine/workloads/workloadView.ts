import type { DroppedField } from '../kruise/knownFields.js'
import type { Lifecycle } from '../kruise/lifecycle.js'
import type { KruiseApiVersion } from '../kruise/releases.js'
import type { IntOrString } from '../kube/intOrPercent.js'
import type { JsonObject } from '../kube/json.js'
import type { LabelSelector } from '../kube/labelSelector.js'
import type { PodTemplate } from '../kube/podTemplate.js'
import type { UnsupportedValue } from './unsupportedValue.js'

/**
 * One Kruise workload as its controller reads it: what the in-place rules, the rollout plan, the diagnosis and every
 * message need, whatever the kind. Each kind has its reader in this room (cloneSet.ts, statefulSet.ts, daemonSet.ts);
 * nothing above reads the object itself.
 */
export type WorkloadKind = 'CloneSet' | 'StatefulSet' | 'DaemonSet'
export type PodUpdatePolicy = 'ReCreate' | 'InPlaceIfPossible' | 'InPlaceOnly'
export type UpdateType = 'RollingUpdate' | 'OnDelete'
/** The values of each, in the order Kruise's webhooks name them. */
export const POD_UPDATE_POLICIES: readonly PodUpdatePolicy[] = ['ReCreate', 'InPlaceIfPossible', 'InPlaceOnly']
export const UPDATE_TYPES: readonly UpdateType[] = ['RollingUpdate', 'OnDelete']

/** partition, maxSurge and maxUnavailable as the workload's controller resolves them against replicas. */
export interface RolloutNumbers {
  replicas: number
  partition: number
  maxSurge: number
  maxUnavailable: number
}

/** How the workload's ControllerRevisions are named and how a Pod says which one it runs. */
export interface RevisionNaming {
  /** The Pod label that carries the revision. */
  podLabel: string
  /** A Pod is at revision R when its label has R's short hash (CloneSet's `EqualToRevisionHash`), not only R's name. */
  shortHashMatches: boolean
  /** With this gate on, the label carries only the short hash (CloneSet's revision adapter, `WriteRevisionHash`). */
  shortLabelGate?: 'CloneSetShortHash'
  /** The label always carries only the hash, never the revision's name (Advanced DaemonSet). */
  labelIsHash?: boolean
  /**
   * How the name's hash is computed: from the revision's JSON data (CloneSet, Advanced StatefulSet), or Kubernetes'
   * `ComputeHash` over the Go struct of the template (Advanced DaemonSet: `daemonSetRevisionName`).
   */
  hashOf: 'revision-data' | 'go-template-struct'
  /** The revision annotation holding the claim-template hash the controller compares (CloneSet's vct hash). */
  claimTemplateHashAnnotation?: string
}

/** What the controller passes to Kruise's in-place calculation (`inplaceupdate.UpdateOptions`). */
export interface InPlaceUpdateOptions {
  /** `GracePeriodSeconds`: how long the Pod stays not-ready before its spec changes. */
  gracePeriodSeconds: number
  /** Where the grace period is declared; empty where the workload has no such field (Advanced DaemonSet). */
  gracePeriodField: string
  /** The claim templates' hash enters the comparison (CloneSet); false when the controller passes none (ASTS). */
  comparesClaimTemplates: boolean
  /** `IgnoreVolumeClaimTemplatesHashDiff`: CloneSet sets it under InPlaceOnly. */
  ignoreClaimTemplateHashDiff: boolean
}

/** What the controller last wrote in the workload's status and the rules read back. */
export interface WorkloadStatus {
  updateRevision?: string
  currentRevision?: string
  collisionCount: number
  conditions: { type: string; status: string; message?: string }[]
}

export interface WorkloadView {
  kind: WorkloadKind
  version: KruiseApiVersion
  apiVersion: string
  namespace: string
  name: string
  uid?: string
  generation?: number
  resourceVersion?: string
  labels: Record<string, string>
  annotations: Record<string, string>
  replicas: number
  selector: LabelSelector
  minReadySeconds: number
  updateType: UpdateType
  podUpdatePolicy: PodUpdatePolicy
  /** Where the policy is declared, e.g. `spec.updateStrategy.rollingUpdate.podUpdatePolicy`. */
  policyField: string
  /** False when the object leaves policyField unset: podUpdatePolicy is Kruise's default (ReCreate). */
  strategyDeclared: boolean
  /** The object holding partition, maxUnavailable, maxSurge and paused, e.g. `spec.updateStrategy.rollingUpdate`. */
  strategyField: string
  /** The field whose OnDelete value stops updates, e.g. `spec.updateStrategy.type`. */
  updateTypeField: string
  /** Strategy fields written with a value Kruise's webhook refuses; the fields above read them as its controller does. */
  unsupportedValues: UnsupportedValue[]
  /** False when the strategy has no rolling part (partition and friends do not exist then). */
  hasRollingUpdate: boolean
  /** As declared (messages quote them); `numbers` holds what the controller resolves them to. */
  partition?: IntOrString
  maxUnavailable: IntOrString
  maxSurge: IntOrString
  paused: boolean
  numbers: RolloutNumbers
  /** The pod template as Kruise's Go types decode it: fields they do not know are dropped (droppedFields). */
  template: PodTemplate
  /**
   * True where Kruise's mutating webhook leaves the pod template as written (Advanced DaemonSet): its revisions, and so
   * the in-place comparison, hold no pod defaults. CloneSet and Advanced StatefulSet default it.
   */
  templateUndefaulted?: boolean
  volumeClaimTemplates: JsonObject[]
  /** Fields of the template and claim templates the Kruise release's Go types do not know: no Pod ever gets them. */
  droppedFields: DroppedField[]
  /** The lifecycle hooks the controller honours around an update (`spec.lifecycle`). */
  lifecycle?: Lifecycle
  revisions: RevisionNaming
  updateOptions: InPlaceUpdateOptions
  status: WorkloadStatus
  /** The object as given. */
  raw: JsonObject
}

