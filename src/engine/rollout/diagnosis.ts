import { calculateInPlaceUpdateSpec } from '../inplace/eligibility.js'
import { updateOptionsFor } from '../inplace/updateOptions.js'
import { CONDITION_IN_PLACE_READY, CONDITION_KRUISE_POD_READY } from '../kruise/apiNames.js'
import { resolveGates } from '../kruise/gates.js'
import { lifecycleState } from '../kruise/lifecycle.js'
import { parseMetaTime } from '../kube/metaTime.js'
import { type Pod, getCondition, hasReadinessGate, isActive, podLabels, podVerb } from '../kube/pod.js'
import { isPodReady } from '../kruise/podReadiness.js'
import { parseUpdateSpec } from '../update/inPlaceUpdateState.js'
import { inPlaceEntry } from '../update/podLifecycle.js'
import {
    checkContainersUpdated, graceAnnotation, inPlaceOnlyError, readInPlaceUpdateState, withLatestTag,
} from '../update/podUpdate.js'
import {
    type ControllerRevision, claimTemplateHashOf, isAtRevision, revisionNamed, shortHash, templateOfRevision,
} from '../workloads/revision.js'
import type { Workload } from '../workloads/workload.js'
import type { WorkloadView } from '../workloads/workloadView.js'
import { type DaemonSetStallReasonId, daemonSetStallReasons } from './daemonSetDiagnosis.js'
import { type RolloutOptions, type RolloutPlan, rolloutPlan } from './rolloutPlan.js'
import type { ClusterEvent } from './clusterEvent.js'
import { podCreateFailure } from './podCreateFailure.js'
import { type RolloutQuota, unavailableNames } from './quota.js'

/**
 * Why a workload's rollout is not progressing, in the terms of spec §6 and of the five stall symptoms practitioners
 * meet (image pull failing, a negative maxUnavailable budget, a Pod update refused, an app that never becomes
 * ready, a higher-priority container blocking the next batch). Each reason names the Pods and the field to read.
 */

export type StallReasonId =
  | 'paused' | 'on-delete' | 'partition-holding' | 'negative-budget' | 'budget-exhausted' | 'max-unavailable-zero'
  | 'surge-floor' | 'image-pull-failing' | 'container-not-ready' | 'higher-priority-container-not-ready'
  | 'grace-pending' | 'grace-without-state' | 'state-annotation-corrupt' | 'next-resources-only' | 'image-id-unchanged'
  | 'runtime-meta-missing' | 'resources-not-applied' | 'in-place-only-impossible' | 'old-revision-missing'
  | 'hook-pending' | 'kruise-pod-ready-stuck' | 'spec-not-applied' | 'pod-update-refused' | 'in-place-ready-not-set'
  | 'failed-update' | 'pod-create-refused' | 'waiting-for-kubelet' | 'ordered-ready'
  | DaemonSetStallReasonId

export interface StallReason {
  reason: StallReasonId
  pods: string[]
  /** Where to look: a field of the workload or of the named Pods. */
  field: string
  message: string
  /** The row of spec §6 this is. */
  pitfall?: number
  /** Which of the five stall symptoms (image pull, negative budget, refused Pod update, app not ready, launch priority). */
  symptom?: 1 | 2 | 3 | 4 | 5
  /** False for a reason that is normal progress (grace period running, kubelet still restarting a container). */
  blocking: boolean
}

export interface Diagnosis {
  namespace: string
  name: string
  /** Every Pod that should be at the target revision is there, ready and available. */
  completed: boolean
  /** Not completed, nothing is updated this round, and no Pod is making normal progress. */
  stalled: boolean
  replicas: number
  expectedUpdatedReplicas: number
  updatedReplicas: number
  updatedReadyReplicas: number
  updatedAvailableReplicas: number
  readyReplicas: number
  availableReplicas: number
  reasons: StallReason[]
  plan: RolloutPlan
}

export type { ClusterEvent }

export interface DiagnoseOptions extends RolloutOptions {
  /** ControllerRevisions of the workload: needed to tell whether an old Pod can still be updated in place. */
  revisions?: readonly ControllerRevision[]
  /** Recent Kubernetes Events about the CloneSet and its Pods (FailedUpdatePodInPlace carries the apiserver's refusal). */
  events?: readonly ClusterEvent[]
  /** An in-place update running longer than this is a stall rather than a kubelet still at work. Default 300. */
  stallAfterSeconds?: number
}

/** Non-blocking reasons that mean a Pod is moving right now (as opposed to notes such as partition-holding). */
const IN_FLIGHT = new Set<StallReasonId>(['grace-pending', 'waiting-for-kubelet', 'higher-priority-container-not-ready', 'container-not-ready', 'in-place-ready-not-set'])
/** Blocking reasons that more time does not clear: a Pod or the controller has failed, not fallen behind. */
const FAILED = new Set<StallReasonId>([
  'image-pull-failing', 'pod-update-refused', 'failed-update', 'pod-create-refused', 'in-place-only-impossible', 'state-annotation-corrupt', 'grace-without-state',
])
const PULL_FAILURES = new Set(['ErrImagePull', 'ImagePullBackOff', 'InvalidImageName', 'ErrImageNeverPull', 'RegistryUnavailable'])
const ORDER: StallReasonId[] = [
  'in-place-only-impossible', 'old-revision-missing', 'failed-update', 'pod-create-refused', 'grace-without-state', 'state-annotation-corrupt',
  'pod-update-refused', 'spec-not-applied', 'image-pull-failing', 'negative-budget', 'max-unavailable-zero', 'surge-floor',
  'higher-priority-container-not-ready', 'next-resources-only', 'image-id-unchanged', 'runtime-meta-missing',
  'resources-not-applied', 'container-not-ready', 'in-place-ready-not-set', 'hook-pending', 'kruise-pod-ready-stuck',
  'budget-exhausted', 'ordered-ready', 'paused', 'on-delete', 'partition-holding', 'grace-pending', 'waiting-for-kubelet',
  'selector-matches-no-node', 'surge-exhausted', 'surge-recreates', 'no-readiness-gate-recreates', 'selector-holding',
]

export function diagnose(view: Workload, pods: readonly Pod[], now: number, options: DiagnoseOptions = {}): Diagnosis {
  const plan = rolloutPlan(view, pods, now, options)
  const collector = new ReasonCollector()
  const active = pods.filter(isActive)
  const stallAfter = (options.stallAfterSeconds ?? 300) * 1000
  for (const pod of active) diagnosePod(pod, view, plan, now, stallAfter, collector, options)
  diagnoseWorkload(view, plan, collector, options)
  if (view.kind === 'DaemonSet') {
    for (const { pods: named, ...reason } of daemonSetStallReasons(view, plan, active, options.nodes)) {
      if (named.length === 0) collector.add(reason)
      for (const pod of named) collector.add(reason, pod)
    }
  }
  const reasons = collector.list()
  const expected = expectedUpdated(view, plan)
  const completed = isRolloutComplete(view, plan)
  // A Pod InPlaceOnly cannot update is not progress: Kruise's controller fails on it (FailedUpdate) every round.
  const impossible = new Set(reasons.find((r) => r.reason === 'in-place-only-impossible')?.pods ?? [])
  const progressing = plan.updateNow.some((p) => !impossible.has(p.name)) || reasons.some((r) => !r.blocking && IN_FLIGHT.has(r.reason))
  const blocking = reasons.some((r) => r.blocking && r.reason !== 'partition-holding')
  return {
    namespace: view.namespace,
    name: view.name,
    completed,
    stalled: !completed && !progressing && (blocking || plan.waiting.length > 0 || plan.inProgress.length > 0),
    replicas: plan.counts.active,
    expectedUpdatedReplicas: expected,
    updatedReplicas: plan.counts.updated,
    updatedReadyReplicas: plan.counts.updatedReady,
    updatedAvailableReplicas: plan.counts.updatedAvailable,
    readyReplicas: plan.counts.ready,
    availableReplicas: plan.counts.available,
    reasons,
    plan,
  }
}

function expectedUpdated(view: WorkloadView, plan: RolloutPlan): number {
  // An Advanced DaemonSet's rollingUpdate.selector keeps the Pods of the nodes it does not select, as a partition does;
  // a rollout where it keeps every Pod and none is updated has not begun, it is not complete.
  const unselected = plan.counts.updated > 0 ? plan.waiting.filter((w) => w.cause === 'not-selected').length : 0
  return view.hasRollingUpdate ? plan.numbers.replicas - plan.numbers.partition - unselected : plan.numbers.replicas
}

/** The reasons of `d` that waiting longer will not clear (a rollout cut off while moving may already have some). */
export function failuresOf(d: Diagnosis): StallReason[] {
  return d.reasons.filter((r) => r.blocking && FAILED.has(r.reason))
}

/** The rollout reached its target: the expected Pods are at the target revision and available, nothing in flight. */
export function isRolloutComplete(view: WorkloadView, plan: RolloutPlan): boolean {
  return plan.counts.updatedAvailable >= expectedUpdated(view, plan) && plan.inProgress.length === 0 &&
    plan.counts.active === plan.numbers.replicas && plan.updateNow.length === 0
}

class ReasonCollector {
  private readonly byKey = new Map<string, StallReason>()

  add(reason: Omit<StallReason, 'pods'>, pod?: string): void {
    const key = `${reason.reason}\u0000${reason.message}`
    const existing = this.byKey.get(key)
    if (existing) {
      if (pod && !existing.pods.includes(pod)) existing.pods.push(pod)
      return
    }
    this.byKey.set(key, { ...reason, pods: pod ? [pod] : [] })
  }

  has(id: StallReasonId): boolean {
    for (const r of this.byKey.values()) if (r.reason === id) return true
    return false
  }

  list(): StallReason[] {
    const merged = new Map<string, StallReason>()
    // Pod-level reasons with per-pod wording are merged per reason id when their message template is shared.
    for (const r of this.byKey.values()) {
      const key = `${r.reason}\u0000${r.field}\u0000${r.message}`
      const m = merged.get(key)
      if (m) m.pods.push(...r.pods.filter((p) => !m.pods.includes(p)))
      else merged.set(key, { ...r, pods: [...r.pods] })
    }
    return [...merged.values()].sort((a, b) => ORDER.indexOf(a.reason) - ORDER.indexOf(b.reason))
  }
}

function podField(field: string): string {
  return `pod ${field}`
}

function diagnosePod(
  pod: Pod, view: WorkloadView, plan: RolloutPlan, now: number, stallAfter: number, out: ReasonCollector, options: DiagnoseOptions,
): void {
  const name = pod.metadata.name
  const atTarget = isAtRevision(pod, plan.targetRevision, view.revisions)
  const grace = graceAnnotation(pod)
  const read = readInPlaceUpdateState(pod)
  if (grace !== undefined) {
    if (read.kind === 'absent') {
      out.add({
        reason: 'grace-without-state', pitfall: 2, blocking: true,
        field: podField('metadata.annotations[apps.kruise.io/inplace-update-state]'),
        message: 'the grace annotation is set but the in-place-update-state annotation is missing: Refresh fails on every reconcile and aborts the whole update phase (condition FailedUpdate)',
      }, name)
    } else if (read.kind === 'corrupt') {
      out.add({
        reason: 'state-annotation-corrupt', pitfall: 3, blocking: true,
        field: podField('metadata.annotations[apps.kruise.io/inplace-update-state]'),
        message: 'the in-place-update-state annotation is not valid JSON while a grace period is pending: the grace period never finishes and the Pod stays Updating',
      }, name)
    } else {
      let seconds = 0
      try {
        seconds = parseUpdateSpec(grace).graceSeconds ?? 0
      } catch {
        seconds = 0
      }
      const started = parseMetaTime(read.state.updateTimestamp) ?? now
      const left = Math.max(0, Math.ceil((started + seconds * 1000 - now) / 1000))
      out.add({
        reason: 'grace-pending', pitfall: 1, blocking: false,
        field: podField('metadata.annotations[apps.kruise.io/inplace-update-grace]'),
        message: `the in-place grace period (${view.updateOptions.gracePeriodField} ${seconds}) is running: the spec changes ${left === 0 ? 'at the next reconcile' : `in ${left}s`}`,
      }, name)
    }
    return
  }
  if (read.kind === 'corrupt') {
    out.add({
      reason: 'state-annotation-corrupt', pitfall: 3, blocking: true,
      field: podField('metadata.annotations[apps.kruise.io/inplace-update-state]'),
      message: `the in-place-update-state annotation cannot be read (${read.message}): Refresh fails for this Pod`,
    }, name)
    return
  }
  const state = lifecycleState(pod)
  if (state === 'PreparingUpdate' && inPlaceEntry(pod, view).kind === 'wait-hook') {
    const hook = view.lifecycle?.inPlaceUpdate
    const what = [...Object.keys(hook?.labelsHandler ?? {}).map((k) => `label ${k}`), ...(hook?.finalizersHandler ?? []).map((f) => `finalizer ${f}`)]
    out.add({
      reason: 'hook-pending', pitfall: 14, blocking: true,
      field: podField(`metadata.labels[lifecycle.apps.kruise.io/state]=PreparingUpdate; spec.lifecycle.inPlaceUpdate`),
      message: `the inPlaceUpdate lifecycle hook has not been released (${what.join(', ') || 'hook'} still on the Pod): the Pod waits in PreparingUpdate, unavailable`,
    }, name)
  }
  const kruiseReady = getCondition(pod, CONDITION_KRUISE_POD_READY)
  if (kruiseReady?.status === 'False' && (kruiseReady.message ?? '').includes('preUpdateHook') && (state === 'Normal' || state === '')) {
    out.add({
      reason: 'kruise-pod-ready-stuck', pitfall: 15, blocking: true,
      field: podField('status.conditions[KruisePodReady]'),
      message: 'KruisePodReady is still False with the preUpdateHook key although the Pod is Normal: the hook was re-added before Updating completed, so the key is never removed',
    }, name)
  }
  if (!atTarget) {
    diagnoseOldPod(pod, view, plan, out, options)
    return
  }
  if (read.kind === 'ok' && read.state.revision !== '' && shortHash(read.state.revision) === shortHash(podLabels(pod)[view.revisions.podLabel] ?? '')) {
    const notDone = checkContainersUpdated(pod, read.state, options.gates ? resolveGates(options.gates) : resolveGates())
    const next = read.state
    const hasNext = [next.nextContainerImages, next.nextContainerRefMetadata, next.nextContainerResources].some((m) => m && Object.keys(m).length > 0)
    const started = parseMetaTime(next.updateTimestamp) ?? now
    const overdue = now - started >= stallAfter
    if (notDone) {
      explainContainersNotDone(pod, view, notDone, overdue, out)
      return
    }
    if (hasNext) {
      explainNextBatch(pod, next, out)
      return
    }
  }
  if (!isPodReady(pod)) explainNotReady(pod, view, now, stallAfter, out)
}

function explainContainersNotDone(pod: Pod, view: WorkloadView, notDone: string, overdue: boolean, out: ReasonCollector): void {
  const name = pod.metadata.name
  for (const s of pod.status?.containerStatuses ?? []) {
    const waiting = s.state?.waiting?.reason
    if (waiting && PULL_FAILURES.has(waiting)) {
      const image = pod.spec.containers.find((c) => c.name === s.name)?.image ?? ''
      out.add({
        reason: 'image-pull-failing', pitfall: 7, symptom: 1, blocking: true,
        field: podField(`status.containerStatuses[${s.name}].state.waiting.reason`),
        message: `the kubelet cannot pull ${image} (${waiting}): the imageID never changes, the Pod stays NotReady and holds maxUnavailable, so the rollout halts. Check the image name and tag, imagePullSecrets and the node's access to the registry (kubectl describe pod)`,
      }, name)
      return
    }
  }
  if (notDone.includes('imageID not changed')) {
    const container = /container (\S+) imageID/.exec(notDone)?.[1] ?? ''
    const specImage = pod.spec.containers.find((c) => c.name === container)?.image ?? ''
    const target = templateImage(view, container)
    const status = pod.status?.containerStatuses?.find((s) => s.name === container)
    if (target !== undefined && specImage !== target) {
      out.add({
        reason: 'spec-not-applied', symptom: 3, blocking: true,
        field: podField(`spec.containers[${container}].image`),
        message: `the in-place-update-state annotation is written for this revision but spec.containers[${container}].image is ${specImage}, not ${target}: something changed or refused the Pod update (another mutating admission webhook, or RBAC). Look at the Pod's managedFields and the reconciler's log and events`,
      }, name)
      return
    }
    if (status && sameImageDifferentName(status.image, specImage) && status.state?.running) {
      out.add({
        reason: 'image-id-unchanged', pitfall: 6, blocking: true,
        field: podField(`status.containerStatuses[${container}].image`),
        message: `the container runs image ${status.image} with an unchanged imageID, and the spec says ${specImage}: the two names differ only in spelling, so "container ${container} imageID not changed" never clears. Write the image fully qualified in the template`,
      }, name)
      return
    }
  }
  if (notDone.includes('runtime-container-meta not found')) {
    out.add({
      reason: 'runtime-meta-missing', pitfall: 8, blocking: true,
      field: podField('metadata.annotations[apps.kruise.io/runtime-containers-meta]'),
      message: 'an env-from-metadata update waits for kruise-daemon to report container hashes, and there are none: is kruise-daemon running on the node?',
    }, name)
    return
  }
  if (notDone.includes('resources not changed') || notDone.includes('status is not reported')) {
    out.add({
      reason: 'resources-not-applied', pitfall: 9, blocking: true,
      field: podField('status.containerStatuses[*].resources'),
      message: `${notDone}: the node has not applied the resize (no in-place resize support, or resources other than cpu/memory in the spec)`,
    }, name)
    return
  }
  out.add({
    reason: 'waiting-for-kubelet', blocking: overdue,
    field: podField('status.containerStatuses[*].imageID'),
    message: overdue
      ? `the kubelet has not restarted the updated containers for a long time (${notDone})`
      : `the kubelet is restarting the updated containers (${notDone})`,
  }, pod.metadata.name)
}

function explainNextBatch(pod: Pod, state: NonNullable<ReturnType<typeof readState>>, out: ReasonCollector): void {
  const name = pod.metadata.name
  const onlyResources = !nonEmpty(state.nextContainerImages) && !nonEmpty(state.nextContainerRefMetadata) && nonEmpty(state.nextContainerResources)
  if (onlyResources) {
    out.add({
      reason: 'next-resources-only', pitfall: 5, blocking: true,
      field: podField('metadata.annotations[apps.kruise.io/inplace-update-state].nextContainerResources'),
      message: 'only nextContainerResources is left: OpenKruise never applies such a batch, so the Pod stays Updating and unavailable',
    }, name)
    return
  }
  const required = state.preCheckBeforeNext?.containersRequiredReady ?? []
  const unready = required.filter((c) => pod.status?.containerStatuses?.find((s) => s.name === c)?.ready !== true)
  const waitingFor = Object.keys(state.nextContainerImages ?? {}).concat(Object.keys(state.nextContainerRefMetadata ?? {}))
  out.add({
    reason: 'higher-priority-container-not-ready', pitfall: 4, symptom: 5, blocking: unready.length > 0,
    field: podField(`status.containerStatuses[${unready[0] ?? required[0] ?? ''}].ready; metadata.annotations[apps.kruise.io/inplace-update-state].preCheckBeforeNext`),
    message: unready.length > 0
      ? `container launch priority: ${unready.join(', ')} must be ready before ${[...new Set(waitingFor)].join(', ')} is updated, and it is not: the next batch never starts`
      : `container launch priority: the next batch (${[...new Set(waitingFor)].join(', ')}) starts at the next reconcile`,
  }, name)
}

function readState(pod: Pod) {
  const r = readInPlaceUpdateState(pod)
  return r.kind === 'ok' ? r.state : undefined
}

function nonEmpty(map: Record<string, unknown> | undefined | null): boolean {
  return !!map && Object.keys(map).length > 0
}

/**
 * A Pod at the target revision that is not Ready. Right after an in-place update that is the update itself (the new
 * container starting, the controller about to set InPlaceUpdateReady), so it blocks only once it has lasted
 * stallAfter since the Pod last changed (its update started or its readiness flipped), when a container is waiting
 * or terminated rather than running, or when the Pod was NotReady before its update started.
 */
function explainNotReady(pod: Pod, view: Pick<WorkloadView, 'kind'>, now: number, stallAfter: number, out: ReasonCollector): void {
  const name = pod.metadata.name
  const inPlace = getCondition(pod, CONDITION_IN_PLACE_READY)
  const containersReady = getCondition(pod, 'ContainersReady')?.status === 'True'
  const state = readState(pod)
  const readySince = parseMetaTime(getCondition(pod, 'Ready')?.lastTransitionTime)
  const started = parseMetaTime(state?.updateTimestamp)
  const changed = Math.max(readySince ?? -Infinity, started ?? -Infinity, parseMetaTime(inPlace?.lastTransitionTime) ?? -Infinity)
  const overdue = now - changed >= stallAfter
  if (containersReady && hasReadinessGate(pod, CONDITION_IN_PLACE_READY) && inPlace?.status !== 'True') {
    out.add({
      reason: 'in-place-ready-not-set', pitfall: 20, blocking: overdue,
      field: podField('status.conditions[InPlaceUpdateReady]'),
      message: overdue
        ? `the containers are ready but InPlaceUpdateReady is not True: no controller is running Refresh for this ${view.kind} (is the OpenKruise manager or our reconciler running?)`
        : 'the containers are ready; the controller sets InPlaceUpdateReady at its next reconcile',
    }, name)
    return
  }
  const bad = (pod.status?.containerStatuses ?? []).filter((s) => !s.ready)
  const detail = bad.map((s) => `${s.name}${s.state?.waiting?.reason ? ` ${s.state.waiting.reason}` : s.state?.terminated?.reason ? ` ${s.state.terminated.reason}` : ' running, readiness probe failing'}`)
  const failing = bad.some((s) => s.state?.waiting?.reason || s.state?.terminated)
  const blocking = overdue || failing
  const field = podField(`status.containerStatuses[${bad[0]?.name ?? '*'}].ready`)
  // NotReady before the update began is no part of the update: it blocks at once.
  if (readySince !== undefined && started !== undefined && readySince < started) {
    out.add({
      reason: 'container-not-ready', symptom: 2, blocking: true, field,
      message: `the Pod was already NotReady before its update started and still is (${detail.join('; ') || 'not Running'}): ` +
        'the new image did not fix it. It holds the maxUnavailable budget; look at its readiness probe and logs',
    }, name)
    return
  }
  out.add({
    reason: 'container-not-ready', symptom: 4, blocking, field,
    message: blocking
      ? `the Pod is at the new revision but not Ready (${detail.join('; ') || 'not Running'}): updatedReplicas counts it, updatedReadyReplicas does not. The image was replaced; look at the application's logs and the readiness probe`
      : `the Pod is at the new revision and its containers are starting (${detail.join('; ') || 'not Running'}); it counts against maxUnavailable until Ready`,
  }, name)
}

function diagnoseOldPod(pod: Pod, view: WorkloadView, plan: RolloutPlan, out: ReasonCollector, options: DiagnoseOptions): void {
  const name = pod.metadata.name
  for (const e of options.events ?? []) {
    // Kruise records these on the CloneSet: "failed to update pod <name> in-place: <error>".
    const aboutPod = e.object === name || [' ', ':', ',', '\n'].some((end) => `${e.message}\n`.includes(`pod ${name}${end}`))
    if (aboutPod && (e.reason === 'FailedUpdatePodInPlace' || e.reason === 'FailedUpdatePodReCreate')) {
      out.add({
        reason: 'pod-update-refused', symptom: 3, blocking: true,
        field: podField('metadata.labels[controller-revision-hash]; events FailedUpdatePodInPlace'),
        message: `the Pod update is refused: ${e.message}. Another admission webhook, a policy engine or RBAC is rejecting the controller's write`,
      }, name)
      break
    }
  }
  // No revisions visible at all (not listed, or no RBAC for them): nothing to compare against.
  if (view.podUpdatePolicy === 'ReCreate' || !options.revisions || options.revisions.length === 0) return
  const label = podLabels(pod)[view.revisions.podLabel] ?? ''
  const old = revisionNamed(label, options.revisions, view.revisions)
  const gates = resolveGates(options.gates)
  if (!old) {
    out.add({
      reason: 'old-revision-missing', pitfall: 11, blocking: view.podUpdatePolicy === 'InPlaceOnly',
      field: podField('metadata.labels[controller-revision-hash]'),
      message: view.podUpdatePolicy === 'InPlaceOnly'
        ? `no ControllerRevision matches the Pods' revision ${label || '(none)'}, so they cannot be updated in place and InPlaceOnly never recreates: the controller stops with "${inPlaceOnlyError('…', view.kind)}"`
        : `no ControllerRevision matches the Pods' revision ${label || '(none)'}: they will be recreated instead of updated in place`,
    }, name)
    return
  }
  if (view.podUpdatePolicy !== 'InPlaceOnly') return
  const spec = calculateInPlaceUpdateSpec(templateOfRevision(old), view.template, {
    ...updateOptionsFor(view, claimTemplateHashOf(view, old)), gates, revision: plan.targetRevision,
  })
  if (spec === null) {
    out.add({
      reason: 'in-place-only-impossible', pitfall: 10, blocking: true,
      field: view.policyField,
      message: `the change from revision ${label} to ${plan.targetRevision} cannot be applied in place and InPlaceOnly never recreates: ` +
        `the controller stops with "${inPlaceOnlyError('…', view.kind)}" ${stallSignal(view)}. Revert the template change, or use InPlaceIfPossible knowingly`,
    }, name)
  }
}

/** Where the controller shows an InPlaceOnly stall: CloneSet sets a condition; Advanced StatefulSet only retries. */
function stallSignal(view: WorkloadView): string {
  return view.kind === 'StatefulSet' ? '(every reconcile, with no Event and no condition)' : '(condition FailedUpdate)'
}

function diagnoseWorkload(view: WorkloadView, plan: RolloutPlan, out: ReasonCollector, options: DiagnoseOptions): void {
  const failed = view.status.conditions.find((c) => c.type === 'FailedUpdate' && c.status === 'True')
  // The condition is the controller's own word on the stall: named even beside the reason we found for it.
  if (failed) {
    out.add({ reason: 'failed-update', blocking: true, field: 'status.conditions[FailedUpdate]', message: `the controller reports: ${failed.message ?? 'FailedUpdate'}` })
  }
  for (const e of options.events ?? []) {
    if (e.object === view.name && e.reason === 'FailedUpdate' && !failed && !out.has('in-place-only-impossible')) {
      out.add({ reason: 'failed-update', blocking: true, field: 'events', message: `the controller reports: ${e.message}` })
    }
  }
  const createRefused = podCreateFailure(view, options.events ?? [])
  if (createRefused !== undefined) out.add(createRefused)
  const field = view.strategyField
  const waitingCount = plan.waiting.length
  if (plan.paused && waitingCount > 0) {
    out.add({ reason: 'paused', pitfall: 21, blocking: true, field: `${field}.paused`, message: `the rollout is paused: ${podVerb(waitingCount, 'waits', 'wait')}; refresh and lifecycle handling still run` })
    return
  }
  if (plan.onDelete && waitingCount > 0) {
    out.add({ reason: 'on-delete', pitfall: 21, blocking: true, field: view.updateTypeField, message: `updateStrategy.type is OnDelete: ${podVerb(waitingCount, 'changes', 'change')} only when someone deletes ${waitingCount === 1 ? 'it' : 'them'}` })
    return
  }
  const { numbers, quota } = plan
  const byReason = (r: string) => plan.waiting.filter((w) => w.reason === r)
  const ordered = byReason('ordered-ready')
  if (ordered.length > 0) {
    out.add({ reason: 'ordered-ready', blocking: true, field: 'spec.podManagementPolicy', message: `${plan.waitDetails['ordered-ready']}: ${podVerb(ordered.length, 'waits', 'wait')}` })
    return
  }
  // A cause (an Advanced DaemonSet's selector, surge or burst) is explained by its own reason.
  const partition = byReason('partition').filter((w) => w.cause === undefined)
  if (partition.length > 0 && plan.updateNum === 0) {
    out.add({
      reason: 'partition-holding', blocking: false, field: `${field}.partition`,
      message: `${field}.partition resolves to ${numbers.partition}: ${podVerb(partition.length, 'stays', 'stay')} at the old revision by design; lower the partition to continue`,
    })
  }
  const budgetBlocked = [...byReason('max-unavailable'), ...byReason('target-unavailable')].filter((w) => w.cause === undefined)
  if (budgetBlocked.length === 0 || plan.updateNow.length > 0) return
  if (numbers.maxUnavailable <= 0 && numbers.maxSurge === 0) {
    out.add({
      reason: 'max-unavailable-zero', pitfall: 12, blocking: true, field: `${field}.maxUnavailable`,
      message: `${field}.maxUnavailable ${String(view.maxUnavailable)} resolves to 0 in the controller (a fractional percentage parses as 0): no Pod may ever be taken down`,
    })
    return
  }
  if (numbers.maxUnavailable <= 0 && numbers.maxSurge > 0) {
    out.add({
      reason: 'surge-floor', pitfall: 13, blocking: true, field: `${field}.maxUnavailable`,
      message: `with maxSurge ${numbers.maxSurge} the controller floors maxUnavailable ${String(view.maxUnavailable)} to 0 for ${numbers.replicas} replicas: progress depends on surge Pods only`,
    })
  }
  const already = unavailableNames(quota)
  if (quota.budget < 0) {
    out.add({
      reason: 'negative-budget', symptom: 2, blocking: true, field: `${field}.maxUnavailable`,
      message: `maxUnavailable is ${quota.updateMaxUnavailable} but ${podVerb(quota.unavailable, 'is', 'are')} already unavailable (${already.join(', ')}): ` +
        `the budget is ${quota.budget}, so no available Pod may be taken down. Fix the NotReady Pods (readiness probe, crash) or raise maxUnavailable temporarily`,
    })
    return
  }
  out.add({
    reason: 'budget-exhausted', blocking: true, field: `${field}.maxUnavailable`,
    message: `maxUnavailable ${quota.updateMaxUnavailable} is used up by ${budgetTakers(quota)}: the rollout waits until ${quota.unavailableElse.length === 0 ? 'they become available' : 'the missing Pods are created and every one is available'}`,
  })
}

/** `2 unavailable Pods (web-1, web-2; 1 of them at the new revision) and node n4 without its Pod`. */
function budgetTakers(quota: RolloutQuota): string {
  const pods = quota.unavailablePods
  const parts = pods.length === 0 ? [] : [`${pods.length} unavailable ${pods.length === 1 ? 'Pod' : 'Pods'} (${pods.join(', ')}; ${quota.targetUnavailable} of them at the new revision)`]
  return [...parts, ...quota.unavailableElse].join(' and ')
}

function templateImage(view: WorkloadView, container: string): string | undefined {
  const containers = (view.template.spec.containers ?? []) as { name?: string; image?: string }[]
  return containers.find((c) => c.name === container)?.image
}

/** `nginx:1.25` and `docker.io/library/nginx:1.25` name the same image (pitfall #6). */
function sameImageDifferentName(a: string, b: string): boolean {
  if (a === b || a === withLatestTag(b)) return false
  return normalizeImage(a) === normalizeImage(b)
}

function normalizeImage(image: string): string {
  let ref = withLatestTag(image)
  const slash = ref.indexOf('/')
  const first = slash < 0 ? '' : ref.slice(0, slash)
  const hasRegistry = first.includes('.') || first.includes(':') || first === 'localhost'
  if (!hasRegistry) ref = `docker.io/${ref}`
  if (/^docker\.io\/[^/]+(:|@|$)/.test(ref)) ref = ref.replace(/^docker\.io\//, 'docker.io/library/')
  return ref
}
