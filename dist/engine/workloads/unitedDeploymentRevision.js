import { asKruiseDecodes } from '../kruise/knownFields.js';
import { defaultedTemplate } from '../kruise/templateDefaults.js';
import { isJsonObject } from '../kube/json.js';
import { revisionHash } from './revision.js';
import { SUBSET_TEMPLATE_FIELDS } from './unitedDeployment.js';
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
export function unitedDeploymentRevisionName(view, options) {
    return `${view.name}-${revisionHash(unitedDeploymentRevisionData(view.template, options), view.collisionCount)}`;
}
export function unitedDeploymentRevisionData(template, options) {
    const encoded = {};
    for (const [field, child] of Object.entries(template)) {
        if (child === null || child === undefined)
            continue;
        const defaults = field === statefulSetField && !options.gates.TemplateNoDefaults;
        encoded[field] = isJsonObject(child) ? encodedChildTemplate(child, defaults, options.release) : child;
    }
    return { spec: { template: { ...encoded, $patch: 'replace' } } };
}
const statefulSetField = SUBSET_TEMPLATE_FIELDS.find(([kind]) => kind === 'StatefulSet')[1];
/** A child's pod template as Kruise's Go types hold it (with its pod defaults where `defaults`). */
export function storedPodTemplate(template, defaults, release) {
    const decoded = asKruiseDecodes((isJsonObject(template) ? template : {}), [], release).template;
    return defaultedTemplate(decoded, { TemplateNoDefaults: !defaults });
}
function encodedChildTemplate(child, defaults, release) {
    const spec = isJsonObject(child.spec) ? child.spec : undefined;
    const podTemplate = spec !== undefined && isJsonObject(spec.template) ? storedPodTemplate(spec.template, defaults, release) : undefined;
    return {
        ...child,
        metadata: withCreationTimestamp(child.metadata),
        ...(spec === undefined ? {} : { spec: podTemplate === undefined ? spec : { ...spec, template: { ...podTemplate, metadata: withCreationTimestamp(podTemplate.metadata) } } }),
    };
}
function withCreationTimestamp(metadata) {
    const meta = isJsonObject(metadata) ? metadata : {};
    return { ...meta, creationTimestamp: meta.creationTimestamp ?? null };
}
//# sourceMappingURL=unitedDeploymentRevision.js.map