/**
 * OpenKruise's validating-webhook rule for InPlaceOnly: when the NEW object's strategy is InPlaceOnly, Kruise marshals
 * both `spec.template.spec` (its Go types, after its mutating webhook's defaults: the stored old object was defaulted,
 * and a new template that differs is defaulted before validation), diffs them with appscode/jsonpatch, and rejects the
 * update unless every operation is a `replace` whose path its pattern matches. Template metadata and everything
 * outside the template are not compared. Kruise stops at the first other operation; this returns all of them, from
 * the engine's diff of the same defaulted templates.
 *
 * Each workload's webhook has its own pattern and versions (the same in v1.8.3 and v1.9.1):
 * - CloneSet (`ValidateCloneSetUpdate`, pkg/controller/cloneset/core): anchored `^/containers/([0-9]+)/image$`;
 *   released Kruise validates v1alpha1 CloneSets only.
 * - Advanced StatefulSet (`validateTemplateInPlaceOnly`, pkg/webhook/statefulset/validating): UNANCHORED
 *   `/containers/([0-9]+)/image`, so a replace of `/containers/N/imagePullPolicy` passes too; both served versions
 *   (v1alpha1 is converted to v1beta1 first). Its controller's anchored check then refuses that change in place.
 */
import type { FeatureGates } from '../kruise/gates.js';
import type { PodTemplate } from '../kube/podTemplate.js';
import type { WorkloadView } from '../workloads/workloadView.js';
import { type Change } from './diff.js';
/** What the rejections are computed from: the update's own template changes, and the templates for the cases Kruise diffs others. */
export interface InPlaceOnlyInput {
    /** The template changes the controller sees (the classification's verdicts, or their changes). */
    changes: readonly {
        change: Change;
    }[];
    /** The old template as stored and the new one as written, both as Kruise's Go types decode them. */
    oldTemplate: PodTemplate;
    newTemplate: PodTemplate;
    gates: Pick<FeatureGates, 'TemplateNoDefaults'>;
}
/** The template changes Kruise's own webhook rejects for this update, in the diff's order; empty when it accepts it. */
export declare function inPlaceOnlyRejections(view: Pick<WorkloadView, 'kind' | 'version' | 'podUpdatePolicy'>, input: InPlaceOnlyInput): Change[];
/** The operation as Kruise's message names it: `replace /containers/0/resources/limits/cpu`. */
export declare function kruiseWebhookOperation(change: Change): string;
