/**
 * A SidecarSet's running Pods as its controller sees them (sidecarset_processor.go getMatchingPods and
 * updatePodSidecarSetUpgradableCondition, v1.8.3 and v1.9.1): which Pods it reaches, which already run its sidecars,
 * which it upgrades in place, which it holds back, and which it can never upgrade. The cluster view of `diagnose`,
 * `check --live` and observe mode.
 */
import { type LabelSelector, matchesSelector } from '../kube/labelSelector.js'
import { type Pod, getCondition, isActive, podCount, podVerb } from '../kube/pod.js'
import { SIDECARSET_INJECTED_LIST_ANNOTATION, type SidecarSetView } from '../workloads/sidecarSet.js'
import { type SidecarPodVerdict, predictSidecarSetRound } from './sidecarSetPods.js'

export interface NamespaceFacts {
  name: string
  labels?: Record<string, string>
}

/**
 * Where the controller looks for Pods: one namespace (v1alpha1 `spec.namespace` wins; Kruise 1.9's conversion turns it
 * into a namespaceSelector on `kubernetes.io/metadata.name`), the namespaces `spec.namespaceSelector` matches, or
 * (both undefined) every namespace.
 */
export interface SidecarSetNamespaceScope {
  namespace?: string
  namespaceSelector?: LabelSelector
}

export interface SidecarSetCensus {
  sidecarSet: string
  /** Active Pods in scope whose labels match spec.selector. */
  selected: number
  /** Of those, the Pods the controller acts on (injected by this SidecarSet, its sidecars present). */
  matched: number
  /** Matched Pods already running the current sidecars. */
  updated: number
  /** Matched Pods whose sidecars differ only in images: upgraded in place, `thisRound` of them this round. */
  upgradable: number
  thisRound: number
  /** Matched Pods left alone this round, by why. */
  heldBack: { notUpdate: number; paused: number; outsideSelector: number; partition: number; upgrading: number }
  /** `ns/name` of matched Pods Kruise never upgrades in place (their kruise.io/sidecarset-hash-without-image differs). */
  neverUpgradable: string[]
  /** `ns/name` of Pods whose SidecarSetUpgradable condition is False for this SidecarSet (what Kruise has recorded). */
  markedNotUpgradable: string[]
  /** `ns/name` of selected Pods this SidecarSet never injected (created before it): only a new Pod gets its sidecars. */
  notInjected: string[]
  /** One line per fact, naming the SidecarSet, its fields and Pods (bounded lists). */
  messages: string[]
}

const NAMES_IN_MESSAGE = 5
const UPGRADABLE_CONDITION = 'SidecarSetUpgradable'

export function sidecarSetNamespaceScope(view: SidecarSetView): SidecarSetNamespaceScope {
  if (view.namespace !== undefined) return { namespace: view.namespace }
  if (view.namespaceSelector !== undefined) return { namespaceSelector: view.namespaceSelector }
  return {}
}

export function sidecarSetReachesNamespace(view: SidecarSetView, namespace: NamespaceFacts): boolean {
  const scope = sidecarSetNamespaceScope(view)
  if (scope.namespace !== undefined) return namespace.name === scope.namespace
  if (scope.namespaceSelector !== undefined) return matchesSelector(scope.namespaceSelector, namespace.labels ?? {})
  return true
}

/** `pods`: the Pods listed in the scope's namespaces with spec.selector; Pods outside `spec.namespace` or the selector are left out again here. */
export function sidecarSetCensus(view: SidecarSetView, pods: readonly Pod[]): SidecarSetCensus {
  const selected = pods.filter((pod) => inScope(view, pod) && isActive(pod) && matchesSelector(view.selector, pod.metadata.labels ?? {}))
  const round = predictSidecarSetRound(view, selected)
  const verdicts = new Map<SidecarPodVerdict, string[]>()
  round.pods.forEach((prediction, i) => {
    const list = verdicts.get(prediction.verdict) ?? []
    list.push(podRef(selected[i]!))
    verdicts.set(prediction.verdict, list)
  })
  const names = (verdict: SidecarPodVerdict) => verdicts.get(verdict) ?? []
  const census: SidecarSetCensus = {
    sidecarSet: view.name,
    selected: selected.length,
    matched: round.matched,
    updated: names('updated').length,
    upgradable: names('upgrade').length + names('waiting').length,
    thisRound: round.thisRound,
    heldBack: {
      notUpdate: names('not-updated').length,
      paused: names('paused').length,
      outsideSelector: names('outside-selector').length,
      partition: round.heldByPartition,
      upgrading: names('upgrading').length,
    },
    neverUpgradable: names('not-upgradable'),
    markedNotUpgradable: selected.filter((pod) => markedNotUpgradable(pod, view.name)).map(podRef),
    notInjected: selected.filter((pod) => !injectedBy(pod, view.name)).map(podRef),
    messages: [],
  }
  census.messages = censusMessages(view, census)
  return census
}

function inScope(view: SidecarSetView, pod: Pod): boolean {
  return view.namespace === undefined || (pod.metadata.namespace ?? 'default') === view.namespace
}

function podRef(pod: Pod): string {
  return `${pod.metadata.namespace ?? 'default'}/${pod.metadata.name}`
}

function injectedBy(pod: Pod, name: string): boolean {
  return (pod.metadata.annotations?.[SIDECARSET_INJECTED_LIST_ANNOTATION] ?? '').split(',').includes(name)
}

/** The condition's message is a JSON object of SidecarSet name → upgradable (controller/util GetMessageKvFromCondition). */
function markedNotUpgradable(pod: Pod, name: string): boolean {
  const condition = getCondition(pod, UPGRADABLE_CONDITION)
  if (condition === undefined || condition.status !== 'False' || !condition.message) return false
  try {
    return (JSON.parse(condition.message) as Record<string, unknown>)[name] === false
  } catch {
    return false
  }
}

function censusMessages(view: SidecarSetView, c: SidecarSetCensus): string[] {
  const who = `SidecarSet ${view.name}`
  const lines = [`${who}: ${podCount(c.selected)} ${c.selected === 1 ? 'matches' : 'match'} spec.selector; ${c.matched} ${c.matched === 1 ? 'runs' : 'run'} its sidecars, ${c.updated} of them the current ones`]
  if (c.upgradable > 0) lines.push(`${who}: ${podCount(c.upgradable)} ${c.upgradable === 1 ? 'differs only in sidecar images and is' : 'differ only in sidecar images and are'} upgraded in place, ${c.thisRound} this round`)
  const held = c.heldBack
  if (held.notUpdate > 0) lines.push(`${who}: ${podVerb(held.notUpdate, 'keeps its', 'keep their')} sidecars: spec.updateStrategy.type is NotUpdate`)
  if (held.paused > 0) lines.push(`${who}: ${podVerb(held.paused, 'waits', 'wait')}: spec.updateStrategy.paused is true`)
  if (held.outsideSelector > 0) lines.push(`${who}: ${podVerb(held.outsideSelector, 'keeps its', 'keep their')} sidecars: the labels do not match spec.updateStrategy.selector`)
  if (held.partition > 0) lines.push(`${who}: spec.updateStrategy.partition keeps ${podCount(held.partition)} on the old sidecars`)
  if (held.upgrading > 0) lines.push(`${who}: ${podVerb(held.upgrading, 'is still starting its', 'are still starting their')} last in-place sidecar upgrade`)
  if (c.neverUpgradable.length > 0) {
    lines.push(`${who}: ${podCount(c.neverUpgradable.length)} (${listed(c.neverUpgradable)}) can never be upgraded in place: more than sidecar images changed since they were injected (their kruise.io/sidecarset-hash-without-image differs). Kruise sets SidecarSetUpgradable=False on them and only Pods created from now on get the new sidecars; recreate them, or change only images`)
  }
  const unrecorded = c.markedNotUpgradable.filter((p) => !c.neverUpgradable.includes(p))
  const marked = c.markedNotUpgradable.length
  if (marked > 0) lines.push(`${who}: ${podCount(marked)} (${listed(c.markedNotUpgradable)}) ${marked === 1 ? 'carries' : 'carry'} SidecarSetUpgradable=False for it${unrecorded.length > 0 ? `; ${unrecorded.length} of them can be upgraded again and Kruise sets the condition back to True when it upgrades them` : ''}`)
  const fresh = c.notInjected.length
  if (fresh > 0) lines.push(`${who}: ${podCount(fresh)} (${listed(c.notInjected)}) ${fresh === 1 ? 'matches spec.selector but was' : 'match spec.selector but were'} created before it: sidecars are injected only into new Pods`)
  return lines
}

function listed(names: string[]): string {
  const shown = names.slice(0, NAMES_IN_MESSAGE).join(', ')
  return names.length > NAMES_IN_MESSAGE ? `${shown} and ${names.length - NAMES_IN_MESSAGE} more` : shown
}
