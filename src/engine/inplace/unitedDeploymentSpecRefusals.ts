import { type KruiseRelease, kruiseRelease } from '../kruise/releases.js'
import { DNS_LABEL_WORDS, isDnsLabel } from '../kube/nameSyntax.js'
import { isJsonObject } from '../kube/json.js'
import type { JsonObject } from '../kube/json.js'
import { isEmptySelector, matchesSelector } from '../kube/labelSelector.js'
import { nodeFieldRequirementProblems, nodeSelectorRequirementProblems, tolerationProblems } from '../kube/placementValidation.js'
import type { UnitedDeploymentView } from '../workloads/unitedDeployment.js'
import { type KruiseRefusal, refusedByApiServer } from './kruiseRefusal.js'
import { selectorSyntaxRefusals } from './selectorRefusals.js'
import { subsetReplicasRefusals } from './subsetReplicasRefusals.js'
import { subdomainNameRefusals } from './subdomainNameRefusals.js'
import { metadataRefusals } from './metadataRefusals.js'
import { podSpecRefusals, podValidationRefusals } from './podSpecRefusals.js'

/**
 * `validateUnitedDeploymentSpec` of Kruise's UnitedDeployment webhook, which runs on CREATE and on every UPDATE:
 * spec.replicas not negative; a selector that selects something; a (Advanced) StatefulSet or Deployment template whose
 * labels and pod-template labels the selector matches, and which sets no replicas (nor, for a StatefulSet under
 * RollingUpdate, a partition) of its own; subset names that are DNS labels, each used once; partitions that name a
 * subset; each subset's node selector requirements (matchFields too) and tolerations as Kubernetes validates them; the
 * subsets' replicas (`subsetReplicasRefusals`); and in Kruise 1.9 only, no subset replicas under an Adaptive schedule and no reserved
 * unschedulable Pods with a StatefulSet template. Not modelled: Kubernetes' own pod-template validation.
 */
export function unitedDeploymentSpecRefusals(view: UnitedDeploymentView, release: KruiseRelease): KruiseRefusal[] {
  const selector = selectorRefusals(view)
  // LabelSelectorAsSelector fails where the syntax does, and Kruise then checks no child template.
  const malformed = selector.length > 0 && !isEmptySelector(view.selector)
  return [
    ...subdomainNameRefusals('UnitedDeployment', view.name), ...refusedByApiServer(metadataRefusals(view.raw.metadata, 'metadata')),
    ...replicasRefusals(view), ...selector, ...(malformed ? [] : childTemplateRefusals(view)), ...subsetRefusals(view, release), ...partitionRefusals(view),
    ...placementRefusals(view), ...subsetReplicasRefusals(view), ...scheduleStrategyRefusals(view, release),
  ]
}

function replicasRefusals(view: UnitedDeploymentView): KruiseRefusal[] {
  if (view.replicas === undefined || view.replicas >= 0) return []
  return [{ field: 'spec.replicas', rule: 'spec.replicas must not be negative', remedy: 'set spec.replicas to 0 or more' }]
}

function selectorRefusals(view: UnitedDeploymentView): KruiseRefusal[] {
  const syntax = selectorSyntaxRefusals(isJsonObject(view.raw.spec) ? view.raw.spec.selector : undefined)
  if (!isEmptySelector(view.selector)) return syntax
  return [{
    field: 'spec.selector', rule: 'an empty spec.selector (no matchLabels, no matchExpressions) is invalid',
    remedy: 'select the Pods by the labels of the child template, e.g. spec.selector.matchLabels.app',
  }]
}

const CHILD_WORDS = { StatefulSet: 'statefulSetTemplate', AdvancedStatefulSet: 'advancedStatefulSetTemplate', Deployment: 'deploymentTemplate' } as const

/** validateSubsetTemplate and validateStatefulSet / validateAdvancedStatefulSet / validateDeployment; a CloneSet template is left to CloneSet's webhook. */
function childTemplateRefusals(view: UnitedDeploymentView): KruiseRefusal[] {
  if (view.childKind === 'CloneSet') return []
  const word = CHILD_WORDS[view.childKind]
  const at = view.templateField
  const { metadata, spec } = view.childTemplate
  const refusals: KruiseRefusal[] = []
  const unmatched = (labels: unknown, field: string): void => {
    if (matchesSelector(view.selector, isJsonObject(labels) ? (labels as Record<string, string>) : {})) return
    refusals.push({ field, rule: '`selector` does not match template `labels`', remedy: `give ${field} every label spec.selector requires` })
  }
  unmatched(metadata.labels, `${at}.metadata.labels`)
  const podTemplate = isJsonObject(spec.template) ? spec.template : {}
  const podMetadata = isJsonObject(podTemplate.metadata) ? podTemplate.metadata : {}
  // ValidatePodTemplateSpecForStatefulSet / ForReplicaSet: only a selector with terms is matched against the Pods' labels.
  if (!isEmptySelector(view.selector)) unmatched(podMetadata.labels, `${at}.spec.template.metadata.labels`)
  // Both read the Pods' labels and annotations; ForReplicaSet (a Deployment child) runs the whole Pod validation too.
  refusals.push(...metadataRefusals(podMetadata, `${at}.spec.template.metadata`))
  if (view.childKind === 'Deployment') {
    const template = { spec: isJsonObject(podTemplate.spec) ? podTemplate.spec : {} }
    refusals.push(...podSpecRefusals(template, 'Deployment', `${at}.spec.template.spec`), ...podValidationRefusals(template, { at: `${at}.spec.template.spec` }))
  }
  if (spec.replicas !== undefined && spec.replicas !== null) {
    refusals.push({
      field: `${at}.spec.replicas`, rule: `replicas in ${word} will not be used`,
      remedy: 'remove it: the UnitedDeployment sets each subset\'s replicas from spec.replicas and the subsets\' replicas',
    })
  }
  const partition = statefulSetPartition(spec)
  if (view.childKind !== 'Deployment' && partition !== undefined) {
    refusals.push({
      field: `${at}.spec.updateStrategy.rollingUpdate.partition`, rule: `partition in ${word} will not be used`,
      remedy: 'remove it, and stage the rollout with spec.updateStrategy.manualUpdate.partitions per subset',
    })
  }
  return refusals
}

/** A partition Kruise reads in a StatefulSet template: under an explicit RollingUpdate type only (its webhook defaults nothing here). */
function statefulSetPartition(spec: JsonObject): unknown {
  const strategy = isJsonObject(spec.updateStrategy) ? spec.updateStrategy : {}
  if (strategy.type !== 'RollingUpdate' || !isJsonObject(strategy.rollingUpdate)) return undefined
  const partition = strategy.rollingUpdate.partition
  return partition === null ? undefined : partition
}

function subsetRefusals(view: UnitedDeploymentView, release: KruiseRelease): KruiseRefusal[] {
  const refusals: KruiseRefusal[] = []
  const seen = new Set<string>()
  view.subsets.forEach((subset, i) => {
    const field = `spec.topology.subsets[${i}].name`
    if (seen.has(subset.name)) refusals.push({ field, rule: `duplicated subset name ${subset.name}`, remedy: 'give every subset its own name' })
    seen.add(subset.name)
    if (!isDnsLabel(subset.name)) {
      refusals.push({
        field, rule: `subset name ${subset.name} is not a DNS label (${DNS_LABEL_WORDS})`,
        remedy: 'rename the subset, e.g. zone-a (a renamed subset is a new one: its Pods are recreated)',
      })
    }
    if (kruiseRelease(release).unitedDeploymentAdaptiveRules && subset.replicas !== undefined && view.scheduleStrategy.adaptive) {
      refusals.push({
        field: `spec.topology.subsets[${i}].replicas`, rule: 'a subset\'s replicas cannot be set under the Adaptive schedule strategy',
        remedy: 'use minReplicas and maxReplicas to bound an Adaptive subset, or switch spec.topology.scheduleStrategy.type to Fixed',
      })
    }
  })
  return refusals
}

/** ValidateNodeSelectorTerm (its matchExpressions) and ValidateTolerations of each subset. */
function placementRefusals(view: UnitedDeploymentView): KruiseRefusal[] {
  const refusals: KruiseRefusal[] = []
  view.subsets.forEach((subset, i) => {
    const at = `spec.topology.subsets[${i}]`
    subset.matchExpressions.forEach((requirement, j) => {
      for (const problem of nodeSelectorRequirementProblems(requirement)) {
        refusals.push({ field: `${at}.nodeSelectorTerm.matchExpressions[${j}]`, rule: `subset ${subset.name}: ${problem}`, remedy: 'fix the requirement; a kept subset\'s node selector cannot change, so give a new subset the corrected one' })
      }
    })
    const fields = Array.isArray(subset.nodeSelectorTerm.matchFields) ? subset.nodeSelectorTerm.matchFields : []
    fields.forEach((requirement, j) => {
      for (const problem of nodeFieldRequirementProblems(isJsonObject(requirement) ? requirement : {})) {
        refusals.push({ field: `${at}.nodeSelectorTerm.matchFields[${j}]`, rule: `subset ${subset.name}: ${problem}`, remedy: 'fix the requirement; a kept subset\'s node selector cannot change, so give a new subset the corrected one' })
      }
    })
    ;(subset.tolerations ?? []).forEach((toleration, j) => {
      for (const problem of tolerationProblems(toleration)) {
        refusals.push({ field: `${at}.tolerations[${j}]`, rule: `subset ${subset.name}: ${problem}`, remedy: 'fix the toleration; a kept subset\'s tolerations cannot change, so give a new subset the corrected one' })
      }
    })
  })
  return refusals
}

function partitionRefusals(view: UnitedDeploymentView): KruiseRefusal[] {
  const names = new Set(view.subsets.map((s) => s.name))
  return Object.keys(view.partitions).sort().filter((name) => !names.has(name)).map((name) => ({
    field: 'spec.updateStrategy.manualUpdate.partitions', rule: `subset ${name} does not exist`,
    remedy: `remove the partition of ${name} together with its subset, or keep the subset`,
  }))
}

function scheduleStrategyRefusals(view: UnitedDeploymentView, release: KruiseRelease): KruiseRefusal[] {
  const strategy = view.scheduleStrategy
  if (!kruiseRelease(release).unitedDeploymentAdaptiveRules || !strategy.adaptive || !strategy.reserveUnschedulablePods) return []
  if (view.childKind !== 'StatefulSet' && view.childKind !== 'AdvancedStatefulSet') return []
  return [{
    field: 'spec.topology.scheduleStrategy', rule: 'only stateless workloads (Deployment and CloneSet) are supported by reserved rescheduling',
    remedy: 'remove spec.topology.scheduleStrategy.adaptive.reserveUnschedulablePods for a StatefulSet template',
  }]
}
