import { goMarshal } from '../kruise/goMarshal.js'
import type { KruiseRelease } from '../kruise/releases.js'
import { childSpecType, subsetTemplateLayout } from '../kruise/subsetTemplateLayout.js'
import { GENERATED_SUFFIX_LENGTH, generatedName, generatedNameBase } from '../kube/generatedName.js'
import { isDnsSubdomain } from '../kube/nameSyntax.js'
import { type JsonObject, isJsonObject } from '../kube/json.js'
import { applySubsetPatch } from './subsetPatch.js'
import { CHILD_TYPES, UNITED_DEPLOYMENT_API_VERSION, type UnitedDeploymentSubset, type UnitedDeploymentView } from './unitedDeployment.js'

/** The label the UnitedDeployment writes on its children and their pod templates: its own revision's name. */
export const LABEL_UD_REVISION = 'apps.kruise.io/controller-revision-hash'
export const LABEL_SUBSET_NAME = 'apps.kruise.io/subset-name'
export const ANNOTATION_SUBSET_PATCH = 'apps.kruise.io/subset-patch'

export interface SubsetChildInput {
  subset: UnitedDeploymentSubset
  /** The UnitedDeployment revision the child is written at. */
  revision: string
  replicas: number
  partition: number
  /** The child as stored before this write: the controller applies the template onto it (its metadata stays). */
  previous?: JsonObject
  /** The Kruise release whose Go types read the template (the default release's when unset). */
  release?: KruiseRelease
}

/**
 * The child workload the UnitedDeployment controller writes for one subset (`ApplySubsetTemplate` of the subset's
 * adapter): the template's spec, the UnitedDeployment's selector narrowed to the subset, its revision on the pod
 * template, the subset's node affinity, tolerations and patch.
 */
export function renderSubsetChild(view: UnitedDeploymentView, input: SubsetChildInput): JsonObject {
  const { subset, revision } = input
  const previousMeta = isJsonObject(input.previous?.metadata) ? input.previous.metadata : {}
  const templateMeta = view.childTemplate.metadata
  const labels = {
    ...(isJsonObject(previousMeta.labels) ? previousMeta.labels : {}),
    ...(isJsonObject(templateMeta.labels) ? templateMeta.labels : {}),
    ...view.selector.matchLabels,
    [LABEL_UD_REVISION]: revision,
    [LABEL_SUBSET_NAME]: subset.name,
  }
  const annotations = {
    ...(isJsonObject(previousMeta.annotations) ? previousMeta.annotations : {}),
    ...(isJsonObject(templateMeta.annotations) ? templateMeta.annotations : {}),
    [ANNOTATION_SUBSET_PATCH]: subset.patch === undefined ? '' : JSON.stringify(subset.patch),
  }
  const prefix = subsetPrefix(view.name, subset.name)
  const metadata: JsonObject = {
    ...previousMeta,
    namespace: view.namespace,
    name: typeof previousMeta.name === 'string' ? previousMeta.name : generatedName(prefix, childSuffix(subset.name)),
    generateName: prefix,
    labels,
    annotations,
    ownerReferences: [{
      apiVersion: UNITED_DEPLOYMENT_API_VERSION, kind: 'UnitedDeployment', name: view.name, uid: view.uid ?? '', controller: true, blockOwnerDeletion: true,
    }],
  }
  const spec = decodedChildSpec(view, input.release)
  spec.selector = { ...view.selector, matchLabels: { ...view.selector.matchLabels, [LABEL_SUBSET_NAME]: subset.name } }
  spec.replicas = input.replicas
  applyPartition(view, spec, input.partition)
  spec.template = subsetPodTemplate(isJsonObject(spec.template) ? spec.template : {}, subset, revision)
  const { apiVersion, kind } = CHILD_TYPES[view.childKind]
  return { apiVersion, kind, metadata, spec }
}

/**
 * The template's spec as the controller holds it: read into the release's Go type of the child spec (a field it does
 * not know is gone, as the UnitedDeployment's schemaless template keeps it and Go drops it) and written back as Go
 * writes it; the pod template as written, which the child's own prediction decodes.
 */
function decodedChildSpec(view: UnitedDeploymentView, release: KruiseRelease | undefined): JsonObject {
  const layout = subsetTemplateLayout(release)
  const { template, ...rest } = view.childTemplate.spec
  const at = `${view.templateField}.spec`
  const spec = JSON.parse(goMarshal(childSpecType(layout, view.templateField.slice('spec.template.'.length)), rest, layout, at)) as JsonObject
  if (template === undefined) delete spec.template
  else spec.template = structuredClone(template)
  return spec
}

/** `getSubsetPrefix`: `<ud>-<subset>-`, or `<ud>-` when that is no DNS subdomain. */
export function subsetPrefix(udName: string, subsetName: string): string {
  const prefix = `${udName}-${subsetName}-`
  return isDnsSubdomainPrefix(prefix) ? prefix : `${udName}-`
}

/** How messages name a child whose name the apiserver generates: its prefix and `*` for the generated suffix. */
export function childDisplayName(view: Pick<UnitedDeploymentView, 'namespace' | 'name'>, subsetName: string): string {
  return `${view.namespace === '' ? '' : `${view.namespace}/`}${generatedNameBase(subsetPrefix(view.name, subsetName))}*`
}

function childSuffix(subsetName: string): string {
  let h = 0
  for (const ch of subsetName) h = (h * 31 + ch.charCodeAt(0)) >>> 0
  return h.toString(36).padStart(GENERATED_SUFFIX_LENGTH, '0').slice(0, GENERATED_SUFFIX_LENGTH)
}

function isDnsSubdomainPrefix(prefix: string): boolean {
  // NameIsDNSSubdomain(prefix, true): the prefix with a trailing character appended must be a DNS-1123 subdomain.
  return isDnsSubdomain(`${prefix}a`)
}

function applyPartition(view: UnitedDeploymentView, spec: JsonObject, partition: number): void {
  const strategy: JsonObject = isJsonObject(spec.updateStrategy) ? { ...spec.updateStrategy } : {}
  switch (view.childKind) {
    case 'CloneSet':
      spec.updateStrategy = { ...strategy, partition }
      return
    case 'AdvancedStatefulSet':
    case 'StatefulSet': {
      const type = strategy.type
      if (type !== undefined && type !== null && type !== '' && type !== 'RollingUpdate') return
      if (view.childKind === 'StatefulSet') strategy.type = 'RollingUpdate'
      strategy.rollingUpdate = { ...(isJsonObject(strategy.rollingUpdate) ? strategy.rollingUpdate : {}), partition }
      spec.updateStrategy = strategy
      return
    }
    case 'Deployment':
      return
  }
}

function subsetPodTemplate(template: JsonObject, subset: UnitedDeploymentSubset, revision: string): JsonObject {
  const metadata: JsonObject = isJsonObject(template.metadata) ? { ...template.metadata } : {}
  metadata.labels = { ...(isJsonObject(metadata.labels) ? metadata.labels : {}), [LABEL_SUBSET_NAME]: subset.name, [LABEL_UD_REVISION]: revision }
  const podSpec: JsonObject = isJsonObject(template.spec) ? { ...template.spec } : {}
  attachNodeAffinity(podSpec, subset)
  if (subset.tolerations !== undefined) podSpec.tolerations = [...(Array.isArray(podSpec.tolerations) ? podSpec.tolerations : []), ...subset.tolerations]
  const rendered = { ...template, metadata, spec: podSpec }
  return subset.patch === undefined ? rendered : applySubsetPatch(rendered, subset.patch, `subset ${subset.name} patch`)
}

function attachNodeAffinity(podSpec: JsonObject, subset: UnitedDeploymentSubset): void {
  if (subset.matchExpressions.length === 0) return
  const affinity: JsonObject = isJsonObject(podSpec.affinity) ? { ...podSpec.affinity } : {}
  const nodeAffinity: JsonObject = isJsonObject(affinity.nodeAffinity) ? { ...affinity.nodeAffinity } : {}
  const required: JsonObject = isJsonObject(nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution)
    ? { ...nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution } : {}
  const terms = Array.isArray(required.nodeSelectorTerms) && required.nodeSelectorTerms.length > 0 ? required.nodeSelectorTerms : [{}]
  required.nodeSelectorTerms = terms.map((term) => {
    const t: JsonObject = isJsonObject(term) ? term : {}
    return { ...t, matchExpressions: [...(Array.isArray(t.matchExpressions) ? t.matchExpressions : []), ...subset.matchExpressions] }
  })
  nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution = required
  affinity.nodeAffinity = nodeAffinity
  podSpec.affinity = affinity
}
