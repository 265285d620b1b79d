import { type Verdict } from '../inplace/eligibility.js';
import type { DecodedPrediction } from '../inplace/prediction.js';
import { type FeatureGates } from '../kruise/gates.js';
import { type Pod } from '../kube/pod.js';
import type { PodTemplate } from '../kube/podTemplate.js';
import { type ControllerRevision } from '../workloads/revision.js';
import type { RevisionNaming, WorkloadKind, WorkloadView } from '../workloads/workloadView.js';
/**
 * The revisions a CloneSet's Pods actually run, checked against the new template (spec §2.1, §5.1). An old/new diff
 * sees only the previous template; Pods held back at an older revision (by a partition, a pause, a stalled rollout)
 * are updated from the revision they run, and Kruise decides in place or recreate from THAT template. A revision
 * whose template cannot reach the new one in place is "blocked": under InPlaceOnly the controller stalls on it with
 * FailedUpdate, under InPlaceIfPossible its Pods are recreated.
 */
export interface RevisionPods {
    /** The ControllerRevision's name (or the Pods' label value when no stored revision matches it). */
    revision: string;
    pods: number;
}
export interface BlockedRevision extends RevisionPods {
    /** The changes from the revision's template to the new template that cannot be applied in place. */
    blocking: Verdict[];
}
export interface HeldBackInput {
    /** The template being admitted. */
    newTemplate: PodTemplate;
    /** The revision the previous template is stored as (the old object's status.updateRevision): the plain diff covers it. */
    currentRevision?: string;
    /** The CloneSet's active Pods (the caller selects them by owner). */
    pods: readonly Pod[];
    revisions: readonly ControllerRevision[];
    gates?: Partial<FeatureGates>;
    /** InPlaceOnly ignores a volumeClaimTemplates difference. */
    ignoreVctHashDiff?: boolean;
    /** How the workload's Pods name their revision (default: CloneSet's). */
    naming?: RevisionNaming;
}
/** Pods per revision label, in label order (most Pods first would reorder between calls; names are stable). */
export declare function podsByRevision(pods: readonly Pod[], naming?: Pick<RevisionNaming, 'podLabel'>): RevisionPods[];
/**
 * The revisions Pods run, other than the current one, that cannot be updated in place to `newTemplate`. A label with
 * no stored ControllerRevision is skipped: without its template nothing can be said (diagnose reports it).
 */
export declare function blockedRevisions(input: HeldBackInput): BlockedRevision[];
/**
 * blockedRevisions for a workload: its template as Kruise decoded it, its revision naming and its controller's
 * options; the current revision is the one its status names unless given.
 */
export declare function blockedRevisionsOf(view: Pick<WorkloadView, 'template' | 'revisions' | 'updateOptions' | 'status'>, running: {
    pods: readonly Pod[];
    revisions: readonly ControllerRevision[];
}, options?: {
    currentRevision?: string;
    gates?: Partial<FeatureGates>;
}): BlockedRevision[];
/** A CloneSet's active Pods and its own ControllerRevisions (workloads/ownership.ts selects both). */
export interface RunningRevisions {
    pods: readonly Pod[];
    revisions: readonly ControllerRevision[];
    /** status.updateRevision of the CloneSet as the view read it, when the update's previous object is not the stored one. */
    updateRevision?: string;
}
/** What the guard knows of a CloneSet's Pods and revisions; undefined when it has not seen the CloneSet (yet). */
export interface ClusterView {
    /** Undefined when the view has not seen that workload (or does not watch its kind). */
    runningRevisions(namespace: string, name: string, kind: WorkloadKind): RunningRevisions | undefined;
}
/**
 * The revisions of an update that the Pods held back at them cannot leave in place, for the update `decoded`
 * predicts from `previousCloneSet`: checked against the template the prediction compared (the release's Go types
 * decode it, so a field Kruise drops changes nothing), with the update's own strategy. None under ReCreate (every
 * Pod is recreated anyway) or OnDelete (the controller moves no Pod), and none without running Pods.
 */
export declare function heldBackRevisions(decoded: DecodedPrediction, previousCloneSet: unknown, running: RunningRevisions | undefined): BlockedRevision[];
