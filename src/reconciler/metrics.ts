import { Counter, Gauge, type Registry, register as defaultRegistry } from 'prom-client'
import type { WorkloadView } from '../engine/workloads/workloadView.js'
import type { Diagnosis } from '../engine/rollout/diagnosis.js'
import type { RolloutPlan } from '../engine/rollout/rolloutPlan.js'
import type { SidecarSetCensus } from '../engine/rollout/sidecarSetCensus.js'
import type { UnitedDeploymentChildren } from '../engine/rollout/unitedDeploymentChildren.js'

/** Prometheus metrics of the reconciler: what it did, and where each workload's rollout stands. */
export interface ReconcilerMetrics {
  reconciles: Counter<'mode'>
  podUpdates: Counter<'path'>
  /** A planned workload's Pods, budget and stall (a CloneSet, an Advanced StatefulSet or DaemonSet, by kind: names repeat across kinds). */
  observe(view: Pick<WorkloadView, 'kind' | 'namespace' | 'name'>, plan: RolloutPlan, diagnosis?: Diagnosis): void
  /** A SidecarSet's Pods by state (observe mode); undefined: it is gone, its series are removed. */
  observeSidecarSet(name: string, census: SidecarSetCensus | undefined): void
  /** A UnitedDeployment's subsets (observe mode); undefined: it is gone, its series are removed. */
  observeUnitedDeployment(namespace: string, name: string, children: UnitedDeploymentChildren | undefined): void
}

const SIDECAR_STATES = ['selected', 'matched', 'updated', 'upgradable', 'this_round', 'held_back', 'never_upgradable', 'marked_not_upgradable', 'not_injected'] as const

function counter<T extends string>(registry: Registry, name: string, help: string, labelNames: T[]): Counter<T> {
  return (registry.getSingleMetric(name) as Counter<T> | undefined) ?? new Counter({ name, help, labelNames, registers: [registry] })
}

/** The gauge `name` of `registry`, made once (a second start on the same registry reuses it). */
export function gauge<T extends string>(registry: Registry, name: string, help: string, labelNames: T[]): Gauge<T> {
  return (registry.getSingleMetric(name) as Gauge<T> | undefined) ?? new Gauge({ name, help, labelNames, registers: [registry] })
}

export function createReconcilerMetrics(registry: Registry = defaultRegistry): ReconcilerMetrics {
  const reconciles = counter(registry, 'inplace_guard_reconciles_total', 'Workload reconciles run by the embedded reconciler', ['mode'])
  const podUpdates = counter(registry, 'inplace_guard_pod_updates_total', 'Pod updates started by the reconciler (active mode)', ['path'])
  const replicas = gauge(registry, 'inplace_guard_rollout_replicas', 'Pods of a workload by rollout state', ['namespace', 'kind', 'workload', 'state'])
  const budget = gauge(registry, 'inplace_guard_rollout_budget', 'maxUnavailable budget left for taking available Pods down (negative: Pods were already unavailable)', ['namespace', 'kind', 'workload'])
  const stalled = gauge(registry, 'inplace_guard_rollout_stalled', '1 when the rollout is not progressing', ['namespace', 'kind', 'workload'])
  const reasons = gauge(registry, 'inplace_guard_rollout_stall_reason', 'Pods affected by each stall reason', ['namespace', 'kind', 'workload', 'reason'])
  const shown = new Map<string, Set<string>>()
  // One series per state, never per Pod: the label values are the SidecarSet's name and a fixed set of states.
  const sidecarPods = gauge(registry, 'inplace_guard_sidecarset_pods', 'Pods a SidecarSet selects, by what its controller does to their sidecars', ['sidecarset', 'state'])
  const subsetPods = gauge(registry, 'inplace_guard_uniteddeployment_subset_pods', 'Pods of each UnitedDeployment subset, and of them at the updated revision', ['namespace', 'uniteddeployment', 'subset', 'state'])
  const subsetsBehind = gauge(registry, 'inplace_guard_uniteddeployment_subsets_behind', 'Subsets whose child is not yet written at the UnitedDeployment\'s updated revision', ['namespace', 'uniteddeployment'])
  const failing = gauge(registry, 'inplace_guard_uniteddeployment_failing_conditions', 'False conditions of the UnitedDeployment', ['namespace', 'uniteddeployment'])
  const refused = gauge(registry, 'inplace_guard_uniteddeployment_refused_writes', 'Subsets whose next child write Kruise\'s webhooks refuse (every reconcile of the UnitedDeployment fails there)', ['namespace', 'uniteddeployment'])
  const controllerFails = gauge(registry, 'inplace_guard_uniteddeployment_controller_failing', '1 when kruise-manager\'s controller fails on every write of the UnitedDeployment\'s children (e.g. spec.selector without matchLabels)', ['namespace', 'uniteddeployment'])
  const subsetsShown = new Map<string, Set<string>>()
  return {
    reconciles,
    podUpdates,
    observe(view, plan, diagnosis) {
      const labels = { namespace: view.namespace, kind: view.kind, workload: view.name }
      const c = plan.counts
      for (const [state, value] of Object.entries({ active: c.active, ready: c.ready, available: c.available, updated: c.updated, updated_ready: c.updatedReady, updated_available: c.updatedAvailable })) {
        replicas.set({ ...labels, state }, value)
      }
      budget.set(labels, plan.quota.budget)
      if (diagnosis) {
        stalled.set(labels, diagnosis.stalled ? 1 : 0)
        const key = `${view.kind}/${view.namespace}/${view.name}`
        const now = new Set<string>(diagnosis.reasons.map((r) => r.reason))
        for (const old of shown.get(key) ?? []) if (!now.has(old)) reasons.remove({ ...labels, reason: old })
        for (const r of diagnosis.reasons) reasons.set({ ...labels, reason: r.reason }, Math.max(1, r.pods.length))
        shown.set(key, now)
      }
    },
    observeSidecarSet(name, census) {
      if (census === undefined) {
        for (const state of SIDECAR_STATES) sidecarPods.remove({ sidecarset: name, state })
        return
      }
      const h = census.heldBack
      const states: Record<(typeof SIDECAR_STATES)[number], number> = {
        selected: census.selected, matched: census.matched, updated: census.updated, upgradable: census.upgradable, this_round: census.thisRound,
        held_back: h.notUpdate + h.paused + h.outsideSelector + h.partition + h.upgrading, never_upgradable: census.neverUpgradable.length,
        marked_not_upgradable: census.markedNotUpgradable.length, not_injected: census.notInjected.length,
      }
      for (const [state, value] of Object.entries(states)) sidecarPods.set({ sidecarset: name, state }, value)
    },
    observeUnitedDeployment(namespace, name, children) {
      const labels = { namespace, uniteddeployment: name }
      const key = `${namespace}/${name}`
      const now = new Set(children?.subsets.map((s) => s.subset) ?? [])
      for (const old of subsetsShown.get(key) ?? []) {
        if (!now.has(old)) for (const state of ['pods', 'updated']) subsetPods.remove({ ...labels, subset: old, state })
      }
      if (children === undefined) {
        subsetsShown.delete(key)
        subsetsBehind.remove(labels)
        failing.remove(labels)
        refused.remove(labels)
        controllerFails.remove(labels)
        return
      }
      subsetsShown.set(key, now)
      for (const s of children.subsets) {
        subsetPods.set({ ...labels, subset: s.subset, state: 'pods' }, s.pods)
        subsetPods.set({ ...labels, subset: s.subset, state: 'updated' }, s.updatedPods)
      }
      subsetsBehind.set(labels, children.subsets.filter((s) => !s.atUpdatedRevision).length)
      failing.set(labels, children.failing.length)
      refused.set(labels, children.subsets.filter((s) => s.writeRefusals.length > 0).length)
      controllerFails.set(labels, children.controllerFailure === undefined ? 0 : 1)
    },
  }
}
