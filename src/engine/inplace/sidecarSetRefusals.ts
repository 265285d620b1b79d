/**
 * The rules of OpenKruise's SidecarSet validating webhook (pkg/webhook/sidecarset/validating, v1.8.3 and v1.9.1) that
 * refuse a write outright, read from the defaulted objects: `validateSidecarSetName` (at most 63 letters, digits and
 * '-': no dot, which the apiserver takes in a name), `validateSidecarSetSpec` (a native sidecar init container
 * under RollingUpdate, the selector and namespaceSelector (present, well formed, not empty), no containers at all, inject
 * and share-volume policies),
 * `validateSidecarSetUpdateStrategy` (partition with selector, the selector, the int-or-percent values, the priority and
 * scatter strategies) and, on an update,
 * `validateSidecarContainerConflict` (a container's upgradeType is immutable, and a new container name is refused).
 * Kruise's full Pod validation of the containers is not repeated here.
 */
import { type IntOrString, isWholePercent } from '../kube/intOrPercent.js'
import { type LabelSelector, isEmptySelector } from '../kube/labelSelector.js'
import { isDnsSubdomain } from '../kube/nameSyntax.js'
import type { SidecarSetView } from '../workloads/sidecarSet.js'
import { priorityStrategyRefusals, scatterStrategyRefusals } from './orderStrategyRefusals.js'
import { metadataRefusals } from './metadataRefusals.js'
import { selectorSyntaxRefusals } from './selectorRefusals.js'

export type SidecarSetRefusalId =
  | 'name' | 'metadata' | 'native-sidecar-rolling-update' | 'selector-missing' | 'selector-invalid' | 'no-containers' | 'partition-with-selector' | 'int-or-percent'
  | 'inject-policy' | 'share-volume-policy' | 'upgrade-type-immutable' | 'container-added' | 'duplicate-name' | 'priority-strategy' | 'scatter-strategy'

export interface SidecarSetRefusal {
  id: SidecarSetRefusalId
  /** The field Kruise's webhook names. */
  field: string
  /** What it refuses, in plain words. */
  rule: string
  /** What to do instead. */
  remedy: string
  /** The API server's own validation refuses it as well, and first (kruiseRefusal.ts). */
  apiServer?: true
}

export function sidecarSetRefusals(view: SidecarSetView, previous?: SidecarSetView): SidecarSetRefusal[] {
  const refusals: SidecarSetRefusal[] = [...specRefusals(view)]
  if (view.updateStrategy.type === 'RollingUpdate') refusals.push(...strategyRefusals(view))
  if (previous !== undefined) refusals.push(...conflictRefusals(view, previous))
  return refusals
}

const NAME = /^[a-zA-Z0-9-]+$/
const NAME_MAX = 63

function specRefusals(view: SidecarSetView): SidecarSetRefusal[] {
  const out: SidecarSetRefusal[] = []
  // Kruise allows capitals; the API server's rule for every custom resource's name (a DNS subdomain) does not.
  if (!NAME.test(view.name) || view.name.length > NAME_MAX || !isDnsSubdomain(view.name)) {
    out.push({
      ...(isDnsSubdomain(view.name) ? {} : { apiServer: true as const }),
      id: 'name', field: 'metadata.name',
      rule: `the name ${JSON.stringify(view.name)}: a SidecarSet's name is at most ${NAME_MAX} lowercase letters, digits and '-', starting and ending with a letter or digit ("sidecarset name must consist of alphanumeric characters or '-'", and the API server's own rule for names)`,
      remedy: `choose a name without dots of at most ${NAME_MAX} characters (a SidecarSet cannot be renamed: create it under the new name)`,
    })
  }
  for (const r of metadataRefusals({ labels: view.labels, annotations: view.annotations }, 'metadata')) out.push({ id: 'metadata', field: r.field, rule: r.rule, remedy: r.remedy, apiServer: true })
  for (const c of view.initContainers) {
    if (c.nativeSidecar && view.updateStrategy.type === 'RollingUpdate') {
      out.push({
        id: 'native-sidecar-rolling-update', field: 'spec.updateStrategy',
        rule: `init container "${c.name}" has restartPolicy Always (a native sidecar) under updateStrategy RollingUpdate: Kruise cannot upgrade it in place ("The initContainer in-place upgrade is not currently supported")`,
        remedy: 'set spec.updateStrategy.type to NotUpdate, or drop restartPolicy Always from the init container',
      })
    }
  }
  const selector = view.selector
  if (selector === undefined || Object.keys(selector.matchLabels ?? {}).length + (selector.matchExpressions ?? []).length === 0) {
    out.push({
      id: 'selector-missing', field: 'spec.selector',
      rule: selector === undefined ? 'no spec.selector ("no selector defined for SidecarSet")' : 'an empty spec.selector ("empty selector is not valid for sidecarset.")',
      remedy: 'set spec.selector to the labels of the Pods that should get the sidecars',
    })
  }
  if (selector !== undefined) out.push(...selectorRefusals(selector, 'spec.selector', false))
  if (view.namespaceSelector !== undefined) out.push(...selectorRefusals(view.namespaceSelector, 'spec.namespaceSelector', true))
  if (view.containers.length === 0 && view.initContainers.length === 0) {
    out.push({ id: 'no-containers', field: 'spec', rule: 'no containers and no initContainers ("no initContainer or container defined for SidecarSet")', remedy: 'add a sidecar container' })
  }
  out.push(...duplicates([...view.initContainers, ...view.containers].map((c) => ({ name: c.name, path: `${c.path}.name` })), 'container'))
  out.push(...duplicates(view.volumeNames.map((name) => ({ name, path: `spec.volumes[${name}].name` })), 'volume'))
  for (const c of view.containers) {
    const policy = c.defaulted.podInjectPolicy
    if (policy !== 'BeforeAppContainer' && policy !== 'AfterAppContainer') {
      out.push({ id: 'inject-policy', field: `${c.path}.podInjectPolicy`, rule: `podInjectPolicy ${JSON.stringify(policy)} ("unsupported pod inject policy")`, remedy: 'use BeforeAppContainer or AfterAppContainer' })
    }
    const share = (c.defaulted.shareVolumePolicy as { type?: unknown } | undefined)?.type
    if (share !== 'enabled' && share !== 'disabled') {
      out.push({ id: 'share-volume-policy', field: `${c.path}.shareVolumePolicy`, rule: `shareVolumePolicy.type ${JSON.stringify(share)} ("unsupported share volume policy")`, remedy: 'use enabled or disabled' })
    }
  }
  return out
}

/** Kruise validates the sidecars as one Pod: container names (init and app) and volume names must be unique. */
function duplicates(items: { name: string; path: string }[], what: string): SidecarSetRefusal[] {
  const seen = new Set<string>()
  const out: SidecarSetRefusal[] = []
  for (const item of items) {
    if (seen.has(item.name)) {
      out.push({ id: 'duplicate-name', field: item.path, rule: `${what} name "${item.name}" twice ("Duplicate value")`, remedy: `give each ${what} its own name` })
    }
    seen.add(item.name)
  }
  return out
}

function strategyRefusals(view: SidecarSetView): SidecarSetRefusal[] {
  const s = view.updateStrategy
  const out: SidecarSetRefusal[] = []
  if (s.partitionSet && s.selector !== undefined) {
    out.push({
      id: 'partition-with-selector', field: 'spec.updateStrategy',
      rule: `spec.updateStrategy.partition ${JSON.stringify(s.partition)} together with spec.updateStrategy.selector ("Partition and Selector cannot be used together")`,
      remedy: 'use either partition or selector to stage the rollout, not both',
    })
  }
  if (s.selector !== undefined) out.push(...selectorRefusals(s.selector, 'spec.updateStrategy.selector', true))
  for (const [name, value] of [['partition', s.partition], ['maxUnavailable', s.maxUnavailable]] as const) {
    const problem = intOrPercentProblem(value)
    if (problem !== undefined) {
      out.push({ id: 'int-or-percent', field: `spec.updateStrategy.${name}`, rule: `spec.updateStrategy.${name} ${JSON.stringify(value)} (${problem})`, remedy: 'use a non-negative integer or a percentage such as "20%"' })
    }
  }
  if (s.priorityStrategy !== undefined) {
    out.push(...priorityStrategyRefusals(s.priorityStrategy, 'spec.updateStrategy.priorityStrategy').map((r) => ({ id: 'priority-strategy' as const, ...r })))
  }
  if (s.scatterStrategy !== undefined) {
    out.push(...scatterStrategyRefusals(s.scatterStrategy, 'spec.updateStrategy.scatterStrategy').map((r) => ({ id: 'scatter-strategy' as const, ...r })))
  }
  return out
}

/** Kubernetes' ValidatePositiveIntOrPercent as Kruise calls it. */
function intOrPercentProblem(value: IntOrString): string | undefined {
  if (typeof value === 'number') return value < 0 ? '"must be greater than or equal to 0"' : undefined
  return isWholePercent(value) ? undefined : '"a valid percent string must be a numeric string followed by an ending \'%\'"'
}

function conflictRefusals(view: SidecarSetView, previous: SidecarSetView): SidecarSetRefusal[] {
  const before = new Map(previous.containers.map((c) => [c.name, c.defaulted]))
  const out: SidecarSetRefusal[] = []
  for (const c of view.containers) {
    const old = before.get(c.name)
    if (old === undefined) {
      out.push({
        id: 'container-added', field: 'spec.containers.name',
        rule: `sidecar container "${c.name}" is new ("container ${c.name} is not found"): Kruise does not let an update add a sidecar container`,
        remedy: 'create a second SidecarSet for the new sidecar, or recreate this one',
      })
      continue
    }
    const was = (old.upgradeStrategy as { upgradeType?: string } | undefined)?.upgradeType ?? ''
    const now = (c.defaulted.upgradeStrategy as { upgradeType?: string } | undefined)?.upgradeType ?? ''
    if (was !== '' && was !== now) {
      out.push({
        id: 'upgrade-type-immutable', field: 'spec.containers.upgradeStrategy.upgradeType',
        rule: `${c.path}.upgradeStrategy.upgradeType changes from ${was} to ${now} ("container ${c.name} upgradeType is immutable")`,
        remedy: `keep upgradeType ${was}, or recreate the SidecarSet`,
      })
    }
  }
  return out
}

/** Kruise's message for one refusal, as our webhook repeats it. */
export function sidecarSetRefusalMessage(view: SidecarSetView, refusal: SidecarSetRefusal): string {
  const who = refusal.apiServer ? 'the API server refuses' : "OpenKruise's webhook refuses"
  return `SidecarSet "${view.name}": ${who} ${refusal.rule}; ${refusal.remedy}.`
}

/**
 * The webhook's validateSelector: Kubernetes' ValidateLabelSelector, and no empty selector (`withEmpty`; spec.selector's
 * emptiness is refused with its absence above).
 */
function selectorRefusals(selector: LabelSelector, field: string, withEmpty: boolean): SidecarSetRefusal[] {
  const refusals: SidecarSetRefusal[] = selectorSyntaxRefusals(selector, field).map((r) => ({ id: 'selector-invalid', ...r }))
  if (withEmpty && isEmptySelector(selector)) {
    refusals.push({ id: 'selector-invalid', field, rule: `an empty ${field} ("empty selector is not valid for sidecarset.")`, remedy: `remove ${field}, or give it a label to select` })
  }
  return refusals
}
