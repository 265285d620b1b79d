import { type JsonObject, isJsonObject } from '../kube/json.js'
import { revisionHash } from './revision.js'
import type { UnitedDeploymentView } from './unitedDeployment.js'

/**
 * The name of the ControllerRevision the UnitedDeployment controller keeps for the object (`newRevision` in
 * revision.go): `<name>-<hash>`, the hash Kubernetes' HashControllerRevision of the data
 * `{"spec":{"template":{...spec.template,"$patch":"replace"}}}` and `status.collisionCount`. The revision covers all of
 * `spec.template` (the child's strategy, replicas and claim templates too), and its name is the
 * `apps.kruise.io/controller-revision-hash` label of every child's pod template: any template change reaches every
 * subset's Pods. The data is the template as Go encodes it: metadata carries `creationTimestamp: null`; other fields
 * Go's types would add or drop are left as written, so the name can differ from Kruise's where they matter.
 */
export function unitedDeploymentRevisionName(view: Pick<UnitedDeploymentView, 'name' | 'template' | 'collisionCount'>): string {
  return `${view.name}-${revisionHash(unitedDeploymentRevisionData(view.template), view.collisionCount)}`
}

export function unitedDeploymentRevisionData(template: JsonObject): { spec: { template: JsonObject } } {
  const encoded: JsonObject = {}
  for (const [field, child] of Object.entries(template)) {
    if (child === null || child === undefined) continue
    encoded[field] = isJsonObject(child) ? encodedChildTemplate(child) : child
  }
  return { spec: { template: { ...encoded, $patch: 'replace' } } }
}

function encodedChildTemplate(child: JsonObject): JsonObject {
  const spec = isJsonObject(child.spec) ? child.spec : undefined
  const podTemplate = spec !== undefined && isJsonObject(spec.template) ? spec.template : undefined
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
