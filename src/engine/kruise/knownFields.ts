/**
 * The pod-template and claim-template fields each Kruise release line's Go types know (generated from its
 * k8s.io/api, see podSchema.*.ts), and the templates as Kruise decodes them: every other field dropped.
 */
import { type JsonObject, isJsonObject } from '../kube/json.js'
import type { PodTemplate } from '../kube/podTemplate.js'
import { readablePath } from '../kube/readablePath.js'
import { type GoType, type GoTypeSchema, type Trail, goType, pruneUnknownFields } from './goTypeSchema.js'
import { schema as v0_30_10 } from './podSchema.v0.30.10.js'
import { schema as v0_32_10 } from './podSchema.v0.32.10.js'
import { type KruiseRelease, kruiseRelease } from './releases.js'

const SCHEMAS: Readonly<Record<string, GoTypeSchema>> = { [v0_30_10.kubernetesApi]: v0_30_10, [v0_32_10.kubernetesApi]: v0_32_10 }

/** The Go type Kruise's release decodes a pod template as (v1.PodTemplateSpec of its k8s.io/api). */
export function podTemplateType(release?: KruiseRelease): GoType {
  const schema = goTypeSchema(release)
  return goType(schema, schema.roots.podTemplate!)
}

/** A field of the CloneSet that Kruise's Go types do not know, by its readable path. */
export interface DroppedField {
  path: string
}

export function goTypeSchema(release?: KruiseRelease): GoTypeSchema {
  const api = kruiseRelease(release).kubernetesApi
  const schema = SCHEMAS[api]
  // releases.ts and the generated schemas are committed together; a missing one is a build mistake, not input.
  if (schema === undefined) throw new Error(`no generated pod schema for k8s.io/api ${api}`)
  return schema
}

/**
 * The pod template as Kruise's Go types read it, and the fields they dropped. A GuardError (IPG_ERR_QUANTITY) for a
 * resource quantity they cannot decode, wherever it is: the diff then reads only quantities that decode.
 */
export function knownTemplate(template: PodTemplate, schema: GoTypeSchema): { template: PodTemplate; dropped: DroppedField[] } {
  const pathOf = (pointer: string) => readablePath(pointer, 'remove', template, template)
  const { value, dropped } = pruneUnknownFields(template, schema.roots.podTemplate!, schema, pathOf, templateFieldPath)
  return { template: value, dropped: dropped.map((pointer) => ({ path: pathOf(pointer) })) }
}

/** `spec.template.spec.containers[0].resources.limits.cpu`: indexes, as the field is found in the manifest. */
function templateFieldPath(trail: Trail): string {
  return fieldPathFrom('spec.template', trail)
}

function fieldPathFrom(root: string, trail: Trail): string {
  let path = root
  for (const step of trail) path += typeof step === 'number' ? `[${step}]` : `.${step}`
  return path
}

/**
 * The claim templates as Kruise's Go types read them, and the fields they dropped. Kruise's CRDs leave them unchecked
 * as they do the pod template, so a value Go cannot decode (a quantity, a JSON type) is a GuardError here too.
 */
export function knownClaimTemplates(claims: JsonObject[], schema: GoTypeSchema): { claims: JsonObject[]; dropped: DroppedField[] } {
  const dropped: DroppedField[] = []
  const known = claims.map((claim, index) => {
    const name = isJsonObject(claim.metadata) && typeof claim.metadata.name === 'string' && claim.metadata.name !== '' ? claim.metadata.name : String(index)
    const at = `spec.volumeClaimTemplates[${name}]`
    const pathOf = (pointer: string) => `${at}${readablePath(pointer, 'remove', claim, claim).slice('spec.template'.length)}`
    const pruned = pruneUnknownFields(claim, schema.roots.persistentVolumeClaim!, schema, pathOf, (trail) => fieldPathFrom(at, trail))
    for (const pointer of pruned.dropped) dropped.push({ path: pathOf(pointer) })
    return pruned.value
  })
  return { claims: known, dropped }
}

/**
 * The pod template and claim templates as Kruise's Go types for `release` decode them (the default release when left
 * out), and every field dropped on the way. readCloneSet applies it: the one place Kruise's decode is modelled.
 */
export function asKruiseDecodes(template: PodTemplate, claims: JsonObject[], release?: KruiseRelease): { template: PodTemplate; volumeClaimTemplates: JsonObject[]; dropped: DroppedField[] } {
  const schema = goTypeSchema(release)
  const known = knownTemplate(template, schema)
  const knownClaims = knownClaimTemplates(claims, schema)
  const dropped = known.dropped.length === 0 ? knownClaims.dropped : [...known.dropped, ...knownClaims.dropped]
  return { template: known.template, volumeClaimTemplates: knownClaims.claims, dropped }
}
