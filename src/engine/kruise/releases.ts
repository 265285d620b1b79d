/**
 * The OpenKruise release lines the engine knows, and what differs between them that a user can see first: which
 * CloneSet API versions the apiserver serves once that Kruise's CRD is installed, and the Kubernetes API
 * (k8s.io/api) its Go types are built on, which decides which pod-template fields reach the Pods.
 * `next` is Kruise's unreleased main branch (v1beta1 CloneSet).
 */
import { GuardError } from '../../errors.js'

/** The apps.kruise.io API versions a release may serve for a workload kind. */
export type KruiseApiVersion = 'v1alpha1' | 'v1beta1'

export type KruiseRelease = '1.8' | '1.9' | 'next'

export const KRUISE_RELEASES: readonly KruiseRelease[] = ['1.8', '1.9', 'next']

export const DEFAULT_KRUISE_RELEASE: KruiseRelease = '1.9'

export interface KruiseReleaseFacts {
  release: KruiseRelease
  /** The Kruise module version the conformance oracle pins for this line (empty for `next`). */
  pinnedModule: string
  /** CloneSet versions the release's CRD serves, storage version first. */
  servedCloneSetVersions: readonly KruiseApiVersion[]
  /** Advanced StatefulSet (`StatefulSet`) versions the release's CRD serves, storage version first. */
  servedStatefulSetVersions: readonly KruiseApiVersion[]
  /** Advanced DaemonSet (`DaemonSet`) versions the release's CRD serves, storage version first. */
  servedDaemonSetVersions: readonly KruiseApiVersion[]
  /** The k8s.io/api version Kruise's Go types are built on (its go.mod replace). */
  kubernetesApi: string
  /**
   * Kruise's UnitedDeployment webhook refuses a subset's replicas under the Adaptive schedule strategy, and reserved
   * unschedulable Pods (a field its types know from 1.9) with a (Advanced) StatefulSet template.
   */
  unitedDeploymentAdaptiveRules: boolean
  /**
   * How Kruise's CloneSet webhook reads maxUnavailable and maxSurge: `kruise`, its own parser (an integer, or a
   * percentage that may be a decimal, "12.5%"), from 1.9; `legacy`, Kubernetes' deprecated GetValueFromIntOrPercent
   * (every "%" dropped, the rest a whole number and always a percentage: "5" is 5 %, "12.5%" fails), in 1.8.
   */
  cloneSetWebhookPercentParser: 'kruise' | 'legacy'
  /** The CloneSet has spec.progressDeadlineSeconds (1.9's types), and the webhook checks it against minReadySeconds. */
  cloneSetProgressDeadline: boolean
  /**
   * How Kruise's priority sorter (updatesort prioritySort, CloneSet and SidecarSet update order) orders Pods of equal
   * priority: `later-listed-first` in 1.8 (`indexes[i] > indexes[j]`: the Pod later in the controller's Pod list goes
   * first, whatever the default order said), `kept` from 1.9 (`i < j`: they keep the default order).
   */
  priorityTies: PriorityTies
}

export type PriorityTies = 'later-listed-first' | 'kept'

const FACTS: Readonly<Record<KruiseRelease, KruiseReleaseFacts>> = Object.freeze({
  // apps.kruise.io_statefulsets.yaml serves v1alpha1 and v1beta1 (storage) in both released lines; the DaemonSet
  // v1beta1 type (storage) arrived in 1.9, 1.8's CRD has v1alpha1 alone.
  '1.8': {
    release: '1.8', pinnedModule: 'v1.8.3', servedCloneSetVersions: ['v1alpha1'], servedStatefulSetVersions: ['v1beta1', 'v1alpha1'],
    servedDaemonSetVersions: ['v1alpha1'], kubernetesApi: 'v0.30.10', unitedDeploymentAdaptiveRules: false,
    cloneSetWebhookPercentParser: 'legacy', cloneSetProgressDeadline: false, priorityTies: 'later-listed-first',
  },
  '1.9': {
    release: '1.9', pinnedModule: 'v1.9.1', servedCloneSetVersions: ['v1alpha1'], servedStatefulSetVersions: ['v1beta1', 'v1alpha1'],
    servedDaemonSetVersions: ['v1beta1', 'v1alpha1'], kubernetesApi: 'v0.32.10', unitedDeploymentAdaptiveRules: true,
    cloneSetWebhookPercentParser: 'kruise', cloneSetProgressDeadline: true, priorityTies: 'kept',
  },
  next: {
    release: 'next', pinnedModule: '', servedCloneSetVersions: ['v1alpha1', 'v1beta1'], servedStatefulSetVersions: ['v1beta1', 'v1alpha1'],
    servedDaemonSetVersions: ['v1beta1', 'v1alpha1'], kubernetesApi: 'v0.32.10', unitedDeploymentAdaptiveRules: true,
    cloneSetWebhookPercentParser: 'kruise', cloneSetProgressDeadline: true, priorityTies: 'kept',
  },
})

export function kruiseRelease(release: KruiseRelease = DEFAULT_KRUISE_RELEASE): KruiseReleaseFacts {
  return FACTS[release]
}

export function isKruiseRelease(text: string): text is KruiseRelease {
  return (KRUISE_RELEASES as readonly string[]).includes(text)
}

/** True when the release's CRD serves CloneSets at `version`. */
export function servesCloneSetVersion(release: KruiseRelease, version: KruiseApiVersion): boolean {
  return FACTS[release].servedCloneSetVersions.includes(version)
}

/**
 * A CloneSet at an API version the chosen Kruise release does not serve (a v1beta1 CloneSet for Kruise 1.8 or 1.9):
 * no apiserver with that Kruise accepts it. Carries the facts; the sentence a person reads is written by the
 * admission and CLI layers (src/admission/kruiseVersion.ts).
 */
export class CloneSetVersionNotServedError extends GuardError {
  constructor(readonly version: KruiseApiVersion, readonly release: KruiseRelease, readonly served: readonly KruiseApiVersion[]) {
    super('IPG_ERR_VERSION_NOT_SERVED', `Kruise ${release} serves no apps.kruise.io/${version} CloneSet (it serves ${served.join(', ')})`, 'apiVersion')
    this.name = 'CloneSetVersionNotServedError'
  }
}

/** Throws CloneSetVersionNotServedError unless `release` serves CloneSets at `version`. */
export function requireServedCloneSetVersion(version: KruiseApiVersion, release: KruiseRelease): void {
  if (!servesCloneSetVersion(release, version)) throw new CloneSetVersionNotServedError(version, release, FACTS[release].servedCloneSetVersions)
}

/** The workload kinds whose served versions the releases list. */
export type ServedKind = 'CloneSet' | 'StatefulSet' | 'DaemonSet'

/** The versions `release` serves for `kind`, storage version first. */
export function servedVersions(kind: ServedKind, release: KruiseRelease): readonly KruiseApiVersion[] {
  const facts = FACTS[release]
  switch (kind) {
    case 'CloneSet':
      return facts.servedCloneSetVersions
    case 'StatefulSet':
      return facts.servedStatefulSetVersions
    case 'DaemonSet':
      return facts.servedDaemonSetVersions
  }
}

/**
 * Throws unless `release` serves `kind` at `version`: CloneSetVersionNotServedError for a CloneSet, a GuardError with
 * the same code for another kind.
 */
export function requireServedVersion(kind: ServedKind, version: KruiseApiVersion, release: KruiseRelease): void {
  if (kind === 'CloneSet') return requireServedCloneSetVersion(version, release)
  const served = servedVersions(kind, release)
  if (!served.includes(version)) {
    throw new GuardError('IPG_ERR_VERSION_NOT_SERVED', `Kruise ${release} serves no apps.kruise.io/${version} ${kind} (it serves ${served.join(', ')})`, 'apiVersion')
  }
}
