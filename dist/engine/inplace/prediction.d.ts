import type { PodUpdatePolicy, UpdateType, WorkloadKind, WorkloadView } from '../workloads/workloadView.js';
import { type Verdict } from './eligibility.js';
import { type FeatureGates } from '../kruise/gates.js';
import { type Trap } from './traps.js';
import { type KruiseApiVersion, type KruiseRelease } from '../kruise/releases.js';
import { type DroppedField } from '../kruise/knownFields.js';
import { type KruiseRefusal } from './kruiseWebhookRefusals.js';
import type { Change } from './diff.js';
import type { PodTemplate } from '../kube/podTemplate.js';
export type Outcome = 'unchanged' | 'in-place' | 'recreate';
/**
 * What OpenKruise does with the outcome under the declared strategy: `rollout-fails` (InPlaceOnly cannot recreate:
 * the controller stops with "update strategy is InPlaceOnly but can not update in-place"), `silent-recreate`
 * (InPlaceIfPossible falls back without saying so), `recreate` (ReCreate recreates whatever changed).
 */
export type Consequence = 'none' | 'in-place' | 'rollout-fails' | 'silent-recreate' | 'recreate' | 'on-delete';
export interface Prediction {
    kind: WorkloadKind;
    namespace: string;
    name: string;
    version: KruiseApiVersion;
    /** What happens to the Pods under the declared strategy. */
    outcome: Outcome;
    /** What the template change allows (OpenKruise's CanUpdateInPlace). */
    eligibility: Outcome;
    strategy: PodUpdatePolicy;
    updateType: UpdateType;
    /** The object holding partition and friends: `spec.updateStrategy` or `spec.updateStrategy.rollingUpdate`. */
    strategyField: string;
    /** Where the policy is declared: `spec.updateStrategy.type` or `spec.updateStrategy.rollingUpdate.podUpdatePolicy`. */
    policyField: string;
    /** False when the CloneSet leaves policyField unset (the strategy is Kruise's default). */
    strategyDeclared: boolean;
    consequence: Consequence;
    verdicts: Verdict[];
    blocking: Verdict[];
    restartedContainers: string[];
    notes: string[];
    traps: Trap[];
    gates: FeatureGates;
    /**
     * The template changes OpenKruise's own validating webhook rejects: under InPlaceOnly every `spec.template.spec` change
     * but a replace its image pattern matches (inplace/inPlaceOnlyValidation.ts). Empty when it accepts.
     */
    kruiseWebhookRejects: Change[];
    /**
     * The other rules of OpenKruise's own validating webhook that refuse this write (inplace/kruiseWebhookRefusals.ts):
     * an Advanced StatefulSet's missing readiness gate, maxUnavailable or unorderedUpdate without Parallel, a field an
     * update may not change. Empty when it accepts.
     */
    kruiseWebhookRefusals: KruiseRefusal[];
    /** The Kruise release line the prediction is for. */
    kruiseRelease: KruiseRelease;
    /**
     * Fields of the new CloneSet's pod template and claim templates that this release's Go types (its k8s.io/api) do
     * not know: Kruise drops them on decoding, so they never reach a Pod, and the prediction is made without them.
     */
    droppedFields: DroppedField[];
}
/**
 * A prediction with the new pod template as the release's Go types decode it (droppedFields gone): what it compared,
 * and what the revisions Pods still run are checked against (rollout/heldBackRevisions.ts). The template holds the
 * CloneSet's values, so it is kept beside the Prediction, never in it (a Prediction carries no value).
 */
export interface DecodedPrediction {
    prediction: Prediction;
    template: PodTemplate;
    /** The new workload as read (template is its template): its revision naming and its controller's in-place options. */
    view: WorkloadView;
}
export interface PredictOptions {
    gates?: Partial<FeatureGates>;
    /**
     * The Kruise release line whose API and Go types apply (default DEFAULT_KRUISE_RELEASE in kruise/releases.ts).
     * When given, an object at an API version that release does not serve is refused (CloneSetVersionNotServedError for a CloneSet);
     * when left out, both versions are read (callers that model no particular cluster: tests, the embedded demo).
     */
    kruise?: KruiseRelease;
    /** False leaves `notes` empty: for callers that show no notes (the webhook), the walk that writes them is skipped. */
    notes?: boolean;
}
/**
 * Will OpenKruise update the Pods in place when the workload (a CloneSet, an Advanced StatefulSet or DaemonSet) goes from `oldObject`
 * to `newObject`, and if not, why?
 */
export declare function predictUpdate(oldObject: unknown, newObject: unknown, options?: PredictOptions): Prediction;
/** A new workload: nothing to update, but the rollout traps visible on the object. */
export declare function predictCreate(object: unknown, options?: PredictOptions): Prediction;
/** predictUpdate or predictCreate, with the decoded new template beside the prediction. */
export declare function predictDecoded(operation: 'CREATE' | 'UPDATE', oldObject: unknown, newObject: unknown, options?: PredictOptions): DecodedPrediction;
/**
 * The gates the template comparison runs under: where the workload's revisions hold the template as written (Advanced
 * DaemonSet), no pod defaults enter it, as under TemplateNoDefaults.
 */
export declare function comparisonGates(view: WorkloadView, gates: FeatureGates): FeatureGates;
