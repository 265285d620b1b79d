import { type FeatureGates } from '../kruise/gates.js';
import { type KruiseRelease } from '../kruise/releases.js';
import { type JsonObject } from '../kube/json.js';
import { type SubsetChildKind, type UnitedDeploymentSubset, type UnitedDeploymentView } from '../workloads/unitedDeployment.js';
import type { KruiseRefusal } from './kruiseWebhookRefusals.js';
import { type Consequence, type Outcome, type Prediction } from './prediction.js';
/** What happens to one subset's child workload. */
export type SubsetChange = 'updated' | 'created' | 'deleted' | 'replaced';
export interface SubsetPrediction {
    subset: string;
    childKind: SubsetChildKind;
    /** How messages name the child: `CloneSet shop/ud-zone-a-*`. */
    child: string;
    change: SubsetChange;
    /** What happens to the subset's Pods: a deleted or replaced child's Pods are deleted (`recreate`). */
    outcome: Outcome;
    consequence: Consequence;
    /** The child's own prediction (CloneSet and Advanced StatefulSet children). */
    prediction?: Prediction;
    /**
     * Why the child's Kruise webhook refuses the controller's write: the controller records a `FailedUpdateSubset`
     * Event and sets `SubsetUpdated=False`, and the subset keeps its old template.
     */
    childRefusals: string[];
    /** One line per fact, each naming the subset and its child. */
    messages: string[];
}
export interface UnitedDeploymentPrediction {
    kind: 'UnitedDeployment';
    namespace: string;
    name: string;
    childKind: SubsetChildKind;
    revisions: {
        old: string;
        new: string;
    };
    subsets: SubsetPrediction[];
    /** Kruise's UnitedDeployment webhook refuses the update itself. */
    kruiseWebhookRefusals: KruiseRefusal[];
    /** The worst outcome over the subsets. */
    outcome: Outcome;
    gates: FeatureGates;
    kruiseRelease: KruiseRelease;
}
export interface UnitedDeploymentPredictOptions {
    gates?: Partial<FeatureGates>;
    kruise?: KruiseRelease;
}
/**
 * What Kruise does to every subset's Pods when the UnitedDeployment goes from `oldObject` to `newObject`: each child
 * is rendered as the controller writes it (before and after), then judged by its own kind's rules: CloneSet and
 * Advanced StatefulSet by their in-place prediction, apps/v1 StatefulSet and Deployment recreate on any pod-template
 * change (a StatefulSet on OnDelete waits for each Pod's deletion).
 */
export declare function predictUnitedDeploymentUpdate(oldObject: unknown, newObject: unknown, options?: UnitedDeploymentPredictOptions): UnitedDeploymentPrediction;
/** A new UnitedDeployment: every subset's child is created (Kruise's webhooks of the child kind may refuse one). */
export declare function predictUnitedDeploymentCreate(object: unknown, options?: UnitedDeploymentPredictOptions): UnitedDeploymentPrediction;
/** The replicas and partition the controller writes: replicas do not change the decision; partition from manualUpdate. */
export declare function subsetNumbers(view: UnitedDeploymentView, subset: UnitedDeploymentSubset): {
    replicas: number;
    partition: number;
};
/** Both renderings of a subset's child: as stored before, and as the controller rewrites it. */
export declare function renderSubsetChildren(before: UnitedDeploymentView, after: UnitedDeploymentView, oldSubset: UnitedDeploymentSubset, subset: UnitedDeploymentSubset, revisions: {
    old: string;
    new: string;
}): {
    oldChild: JsonObject;
    newChild: JsonObject;
};
export declare function kindWord(kind: SubsetChildKind): string;
