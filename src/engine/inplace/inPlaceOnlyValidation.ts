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
import type { FeatureGates } from '../kruise/gates.js'
import type { KruiseApiVersion } from '../kruise/releases.js'
import { defaultedTemplate } from '../kruise/templateDefaults.js'
import type { PodTemplate } from '../kube/podTemplate.js'
import type { WorkloadKind, WorkloadView } from '../workloads/workloadView.js'
import { type Change, diffTemplates } from './diff.js'

interface InPlaceOnlyRule {
  /** The API versions Kruise's webhook checks. */
  versions: readonly KruiseApiVersion[]
  /** The replace paths it lets through, relative to `spec.template.spec` as Kruise writes them. */
  allowed: RegExp
  /**
   * The webhook defaults the NEW template before it diffs (Advanced StatefulSet: validateStatefulSet runs first, and its
   * ConvertPodTemplateSpec applies SetDefaultPodSpec to the new template in place), whatever the mutating webhook did.
   */
  defaultsNewTemplate: boolean
}

const RULES: Readonly<Record<WorkloadKind, InPlaceOnlyRule>> = {
  CloneSet: { versions: ['v1alpha1'], allowed: /^\/containers\/[0-9]+\/image$/, defaultsNewTemplate: false },
  StatefulSet: { versions: ['v1alpha1', 'v1beta1'], allowed: /\/containers\/[0-9]+\/image/, defaultsNewTemplate: true },
  // Advanced DaemonSet has no InPlaceOnly: its webhook has no such rule.
  DaemonSet: { versions: [], allowed: /$^/, defaultsNewTemplate: false },
}

/** What the rejections are computed from: the update's own template changes, and the templates for the cases Kruise diffs others. */
export interface InPlaceOnlyInput {
  /** The template changes the controller sees (the classification's verdicts, or their changes). */
  changes: readonly { change: Change }[]
  /** The old template as stored and the new one as written, both as Kruise's Go types decode them. */
  oldTemplate: PodTemplate
  newTemplate: PodTemplate
  gates: Pick<FeatureGates, 'TemplateNoDefaults'>
}

/** The template changes Kruise's own webhook rejects for this update, in the diff's order; empty when it accepts it. */
export function inPlaceOnlyRejections(view: Pick<WorkloadView, 'kind' | 'version' | 'podUpdatePolicy'>, input: InPlaceOnlyInput): Change[] {
  const rule = RULES[view.kind]
  if (view.podUpdatePolicy !== 'InPlaceOnly' || !rule.versions.includes(view.version)) return []
  const rejected: Change[] = []
  for (const { change } of webhookChanges(rule, input)) {
    if (!change.pointer.startsWith('/spec/')) continue
    if (change.op === 'replace' && rule.allowed.test(kruisePath(change))) continue
    rejected.push(change)
  }
  return rejected
}

/**
 * The changes Kruise's webhook diffs. Without TemplateNoDefaults both templates hold Kruise's defaults (the stored one
 * from its CREATE, the new one from the mutating webhook), so they are the update's own changes. With it, the stored
 * template holds none, and a webhook that defaults the new template before diffing sees every default the old one
 * does not write as an `add`: an InPlaceOnly update is then refused even for an image alone.
 */
function webhookChanges(rule: InPlaceOnlyRule, input: InPlaceOnlyInput): readonly { change: Change }[] {
  if (!rule.defaultsNewTemplate || !input.gates.TemplateNoDefaults) return input.changes
  const defaulted = defaultedTemplate(input.newTemplate, { TemplateNoDefaults: false })
  return diffTemplates(input.oldTemplate, defaulted, { TemplateNoDefaults: true }).map((change) => ({ change }))
}

/** The operation as Kruise's message names it: `replace /containers/0/resources/limits/cpu`. */
export function kruiseWebhookOperation(change: Change): string {
  return `${change.op} ${kruisePath(change)}`
}

/** The change's pointer relative to `spec.template.spec`, as Kruise's webhook diffs it. */
function kruisePath(change: Change): string {
  return change.pointer.slice('/spec'.length)
}
