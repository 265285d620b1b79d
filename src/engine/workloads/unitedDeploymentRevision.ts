import { GuardError } from '../../errors.js'
import type { FeatureGates } from '../kruise/gates.js'
import { asKruiseDecodes } from '../kruise/knownFields.js'
import type { KruiseRelease } from '../kruise/releases.js'
import { goMarshal } from '../kruise/goMarshal.js'
import { subsetTemplateLayout } from '../kruise/subsetTemplateLayout.js'
import { defaultedTemplate } from '../kruise/templateDefaults.js'
import { type JsonObject, isJsonObject } from '../kube/json.js'
import type { PodTemplate } from '../kube/podTemplate.js'
import { storedQuantity } from '../kube/quantity.js'
import { revisionHash } from './revision.js'
import { SUBSET_TEMPLATE_FIELDS, type SubsetChildKind, type UnitedDeploymentView } from './unitedDeployment.js'

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
 * subset's Pods. The data is the template as Kruise stores and Go encodes it: read into the release's `SubsetTemplate`
 * (unknown fields dropped; null, empty lists and omitempty zeros gone; quantities canonical), with Kruise's pod
 * defaults for a StatefulSet template's pod template (the only one the UnitedDeployment webhook defaults, unless
 * TemplateNoDefaults).
 */
export function unitedDeploymentRevisionName(view: Pick<UnitedDeploymentView, 'name' | 'template' | 'collisionCount'>, options: RevisionDataOptions): string {
  return `${view.name}-${revisionHash(unitedDeploymentRevisionData(view.template, options), view.collisionCount)}`
}

export function unitedDeploymentRevisionData(template: JsonObject, options: RevisionDataOptions): { spec: { template: JsonObject } } {
  const stored: JsonObject = { ...template }
  for (const [kind, field] of SUBSET_TEMPLATE_FIELDS) {
    const child = template[field]
    if (!isJsonObject(child) || !isJsonObject(child.spec) || !isJsonObject(child.spec.template)) continue
    const defaults = kruiseDefaultsChild(kind, options.gates)
    const podTemplate = child.spec.template
    stored[field] = {
      ...child,
      spec: { ...withStoredClaims(kind, child.spec, options.gates), template: inChildTemplate(field, () => storedPodTemplate(podTemplate, defaults, options.release)) },
    }
  }
  const layout = subsetTemplateLayout(options.release)
  const encoded = JSON.parse(goMarshal(layout.root, stored, layout, 'spec.template')) as JsonObject
  return { spec: { template: { ...encoded, $patch: 'replace' } } }
}

/** Decodes a child template's pod template: an error about one of its fields names it in the UnitedDeployment. */
function inChildTemplate<T>(field: string, read: () => T): T {
  try {
    return read()
  } catch (err) {
    throw err instanceof GuardError ? err.under(`spec.template.${field}`) : err
  }
}

/**
 * A child template's spec with its claim templates as Kruise stores them: `SetDefaultsUnitedDeployment` defaults a
 * StatefulSet template's claims (not an Advanced StatefulSet's) unless TemplateNoDefaults. The stored object has them
 * (a `status.phase` of Pending), a manifest not: compared as they are, the two would differ.
 */
export function withStoredClaims(kind: SubsetChildKind, spec: JsonObject, gates: Pick<FeatureGates, 'TemplateNoDefaults'>): JsonObject {
  const claims = spec.volumeClaimTemplates
  if (!kruiseDefaultsChild(kind, gates) || !Array.isArray(claims)) return spec
  return { ...spec, volumeClaimTemplates: claims.map(defaultedClaim) }
}

/** `SetDefaultsUnitedDeployment` defaults a StatefulSet template (its pod template and claims) only, unless TemplateNoDefaults. */
function kruiseDefaultsChild(kind: SubsetChildKind, gates: Pick<FeatureGates, 'TemplateNoDefaults'>): boolean {
  return kind === 'StatefulSet' && !gates.TemplateNoDefaults
}

/**
 * A StatefulSet template's claim as `SetDefaultsUnitedDeployment` leaves it: Kubernetes' SetDefaults_PersistentVolumeClaim
 * (status.phase Pending) and its quantities rounded up to milli units (SetDefaults_ResourceList). A claim Go cannot
 * read is left for the encoder to name.
 */
function defaultedClaim(claim: unknown): unknown {
  if (!isJsonObject(claim)) return claim
  const spec = isJsonObject(claim.spec) ? claim.spec : {}
  const resources = isJsonObject(spec.resources) ? spec.resources : undefined
  const status = isJsonObject(claim.status) ? claim.status : {}
  return {
    ...claim,
    ...(resources === undefined ? {} : { spec: { ...spec, resources: { ...resources, limits: roundedToMilli(resources.limits), requests: roundedToMilli(resources.requests) } } }),
    status: { ...status, phase: typeof status.phase === 'string' && status.phase !== '' ? status.phase : 'Pending', capacity: roundedToMilli(status.capacity) },
  }
}

function roundedToMilli(list: unknown): unknown {
  if (!isJsonObject(list)) return list
  return Object.fromEntries(Object.entries(list).map(([name, value]) => [name, storedQuantity(value, true) ?? value]))
}

/** A child's pod template as Kruise's Go types hold it (with its pod defaults where `defaults`). */
export function storedPodTemplate(template: unknown, defaults: boolean, release?: KruiseRelease): PodTemplate {
  const decoded = asKruiseDecodes((isJsonObject(template) ? template : {}) as PodTemplate, [], release).template
  return defaultedTemplate(decoded, { TemplateNoDefaults: !defaults })
}
