import { classifyWithGates, type Verdict } from '../inplace/eligibility.js'
import type { DecodedPrediction } from '../inplace/prediction.js'
import { type FeatureGates, resolveGates } from '../kruise/gates.js'
import { isActive, type Pod } from '../kube/pod.js'
import { isJsonObject } from '../kube/json.js'
import type { PodTemplate } from '../kube/podTemplate.js'
import { CLONESET_REVISIONS, type ControllerRevision, labelIsAtRevision, revisionNamed, templateOfRevision } from '../workloads/revision.js'
import type { RevisionNaming, WorkloadKind, WorkloadView } from '../workloads/workloadView.js'

/**
 * The revisions a CloneSet's Pods actually run, checked against the new template (spec §2.1, §5.1). An old/new diff
 * sees only the previous template; Pods held back at an older revision (by a partition, a pause, a stalled rollout)
 * are updated from the revision they run, and Kruise decides in place or recreate from THAT template. A revision
 * whose template cannot reach the new one in place is "blocked": under InPlaceOnly the controller stalls on it with
 * FailedUpdate, under InPlaceIfPossible its Pods are recreated.
 */
export interface RevisionPods {
  /** The ControllerRevision's name (or the Pods' label value when no stored revision matches it). */
  revision: string
  pods: number
}

export interface BlockedRevision extends RevisionPods {
  /** The changes from the revision's template to the new template that cannot be applied in place. */
  blocking: Verdict[]
}

export interface HeldBackInput {
  /** The template being admitted. */
  newTemplate: PodTemplate
  /** The revision the previous template is stored as (the old object's status.updateRevision): the plain diff covers it. */
  currentRevision?: string
  /** The CloneSet's active Pods (the caller selects them by owner). */
  pods: readonly Pod[]
  revisions: readonly ControllerRevision[]
  gates?: Partial<FeatureGates>
  /** InPlaceOnly ignores a volumeClaimTemplates difference. */
  ignoreVctHashDiff?: boolean
  /** How the workload's Pods name their revision (default: CloneSet's). */
  naming?: RevisionNaming
}

/** Pods per revision label, in label order (most Pods first would reorder between calls; names are stable). */
export function podsByRevision(pods: readonly Pod[], naming: Pick<RevisionNaming, 'podLabel'> = CLONESET_REVISIONS): RevisionPods[] {
  const counts = new Map<string, number>()
  for (const pod of pods) {
    if (!isActive(pod)) continue
    const label = pod.metadata.labels?.[naming.podLabel]
    if (label !== undefined) counts.set(label, (counts.get(label) ?? 0) + 1)
  }
  return [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([revision, pods]) => ({ revision, pods }))
}

/**
 * The revisions Pods run, other than the current one, that cannot be updated in place to `newTemplate`. A label with
 * no stored ControllerRevision is skipped: without its template nothing can be said (diagnose reports it).
 */
export function blockedRevisions(input: HeldBackInput): BlockedRevision[] {
  const gates = resolveGates(input.gates)
  const naming = input.naming ?? CLONESET_REVISIONS
  const blocked: BlockedRevision[] = []
  for (const running of podsByRevision(input.pods, naming)) {
    if (input.currentRevision !== undefined && labelIsAtRevision(running.revision, input.currentRevision, naming)) continue
    const stored = revisionNamed(running.revision, input.revisions, naming)
    if (stored === undefined) continue
    const classification = classifyWithGates(templateOfRevision(stored), input.newTemplate, gates, { ignoreVctHashDiff: input.ignoreVctHashDiff })
    if (classification.eligibility !== 'recreate') continue
    const blocking = classification.verdicts.filter((v) => v.effect === 'recreate')
    blocked.push({ revision: stored.metadata.name, pods: running.pods, blocking })
  }
  return blocked
}

/**
 * blockedRevisions for a workload: its template as Kruise decoded it, its revision naming and its controller's
 * options; the current revision is the one its status names unless given.
 */
export function blockedRevisionsOf(
  view: Pick<WorkloadView, 'template' | 'revisions' | 'updateOptions' | 'status'>,
  running: { pods: readonly Pod[]; revisions: readonly ControllerRevision[] },
  options: { currentRevision?: string; gates?: Partial<FeatureGates> } = {},
): BlockedRevision[] {
  return blockedRevisions({
    newTemplate: view.template, currentRevision: options.currentRevision ?? view.status.updateRevision, pods: running.pods,
    revisions: running.revisions, gates: options.gates, ignoreVctHashDiff: view.updateOptions.ignoreClaimTemplateHashDiff, naming: view.revisions,
  })
}

/** A CloneSet's active Pods and its own ControllerRevisions (workloads/ownership.ts selects both). */
export interface RunningRevisions {
  pods: readonly Pod[]
  revisions: readonly ControllerRevision[]
  /** status.updateRevision of the CloneSet as the view read it, when the update's previous object is not the stored one. */
  updateRevision?: string
}

/** What the guard knows of a CloneSet's Pods and revisions; undefined when it has not seen the CloneSet (yet). */
export interface ClusterView {
  /** Undefined when the view has not seen that workload (or does not watch its kind). */
  runningRevisions(namespace: string, name: string, kind: WorkloadKind): RunningRevisions | undefined
}

/**
 * The revisions of an update that the Pods held back at them cannot leave in place, for the update `decoded`
 * predicts from `previousCloneSet`: checked against the template the prediction compared (the release's Go types
 * decode it, so a field Kruise drops changes nothing), with the update's own strategy. None under ReCreate (every
 * Pod is recreated anyway) or OnDelete (the controller moves no Pod), and none without running Pods.
 */
export function heldBackRevisions(decoded: DecodedPrediction, previousCloneSet: unknown, running: RunningRevisions | undefined): BlockedRevision[] {
  const { prediction } = decoded
  if (running === undefined || prediction.strategy === 'ReCreate' || prediction.updateType === 'OnDelete') return []
  return blockedRevisionsOf(decoded.view, running, { currentRevision: running.updateRevision ?? storedUpdateRevision(previousCloneSet), gates: prediction.gates })
}

/** status.updateRevision of the CloneSet as stored: the revision the previous template is saved as. */
function storedUpdateRevision(cloneSet: unknown): string | undefined {
  const status = isJsonObject(cloneSet) ? cloneSet.status : undefined
  const revision = isJsonObject(status) ? status.updateRevision : undefined
  return typeof revision === 'string' ? revision : undefined
}
