import type { FeatureGates } from '../kruise/gates.js'
import { asKruiseDecodes } from '../kruise/knownFields.js'
import type { KruiseRelease } from '../kruise/releases.js'
import { defaultedTemplate } from '../kruise/templateDefaults.js'
import { type JsonObject, isJsonObject } from '../kube/json.js'
import type { PodTemplate } from '../kube/podTemplate.js'
import { revisionHash } from './revision.js'
import { SUBSET_TEMPLATE_FIELDS, type UnitedDeploymentView } from './unitedDeployment.js'

export interface RevisionDataOptions {
  gates: Pick<FeatureGates, 'TemplateNoDefaults'>
  release?: KruiseRelease
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
export function unitedDeploymentRevisionName(view: Pick<UnitedDeploymentView, 'name' | 'template' | 'collisionCount'>, options: RevisionDataOptions): string {
  return `${view.name}-${revisionHash(unitedDeploymentRevisionData(view.template, options), view.collisionCount)}`
}

export function unitedDeploymentRevisionData(template: JsonObject, options: RevisionDataOptions): { spec: { template: JsonObject } } {
  const encoded: JsonObject = {}
  for (const [field, child] of Object.entries(template)) {
    if (child === null || child === undefined) continue
    const defaults = field === statefulSetField && !options.gates.TemplateNoDefaults
    encoded[field] = isJsonObject(child) ? encodedChildTemplate(child, defaults, options.release) : child
  }
  return { spec: { template: { ...encoded, $patch: 'replace' } } }
}

const statefulSetField = SUBSET_TEMPLATE_FIELDS.find(([kind]) => kind === 'StatefulSet')![1]

/** A child's pod template as Kruise's Go types hold it (with its pod defaults where `defaults`). */
export function storedPodTemplate(template: unknown, defaults: boolean, release?: KruiseRelease): PodTemplate {
  const decoded = asKruiseDecodes((isJsonObject(template) ? template : {}) as PodTemplate, [], release).template
  return defaultedTemplate(decoded, { TemplateNoDefaults: !defaults })
}

function encodedChildTemplate(child: JsonObject, defaults: boolean, release: KruiseRelease | undefined): JsonObject {
  const spec = isJsonObject(child.spec) ? child.spec : undefined
  const podTemplate = spec !== undefined && isJsonObject(spec.template) ? storedPodTemplate(spec.template, defaults, release) as JsonObject : undefined
  return {
    ...child,
    metadata: withCreationTimestamp(child.metadata),
    ...(spec === undefined ? {} : { spec: podTemplate === undefined ? spec : { ...spec, template: { ...podTemplate, metadata: withCreationTimestamp(podTemplate.metadata) } } }),
  }
}

function withCreationTimestamp(metadata: unknown): JsonObject {
  const meta = isJsonObject(metadata) ? metadata : {}
  return { ...meta, creationTimestamp: meta.creationTimestamp ?? null }
}
