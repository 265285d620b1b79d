import type { FeatureGates } from '../kruise/gates.js';
import type { KruiseRelease } from '../kruise/releases.js';
import { type JsonObject } from '../kube/json.js';
import type { PodTemplate } from '../kube/podTemplate.js';
import { type UnitedDeploymentView } from './unitedDeployment.js';
export interface RevisionDataOptions {
    gates: Pick<FeatureGates, 'TemplateNoDefaults'>;
    release?: KruiseRelease;
}
/**
 * The name of the ControllerRevision the UnitedDeployment controller keeps for the object (`newRevision` in
 * revision.go): `<name>-<hash>`, the hash Kubernetes' HashControllerRevision of the data
 * `{"spec":{"template":{...spec.template,"$patch":"replace"}}}` and `status.collisionCount`. The revision covers all of
 * `spec.template` (the child's strategy, replicas and claim templates too), and its name is the
 * `apps.kruise.io/controller-revision-hash` label of every child's pod template: any template change reaches every
 * subset's Pods. The data is the template as Kruise stores and Go encodes it: the pod template as the release's Go types
 * decode it (unknown fields dropped, quantities canonical), with Kruise's pod defaults for a StatefulSet template (the
 * only one the UnitedDeployment webhook defaults, unless TemplateNoDefaults), metadata with `creationTimestamp: null`.
 * Fields outside the pod template are taken as written, so the name can differ from Kruise's where Go would encode
 * them otherwise; whether it changes follows the template.
 */
export declare function unitedDeploymentRevisionName(view: Pick<UnitedDeploymentView, 'name' | 'template' | 'collisionCount'>, options: RevisionDataOptions): string;
export declare function unitedDeploymentRevisionData(template: JsonObject, options: RevisionDataOptions): {
    spec: {
        template: JsonObject;
    };
};
/** A child's pod template as Kruise's Go types hold it (with its pod defaults where `defaults`). */
export declare function storedPodTemplate(template: unknown, defaults: boolean, release?: KruiseRelease): PodTemplate;
