import { Counter, Gauge, type Registry, register as defaultRegistry } from 'prom-client'
import type { CloneSetView } from '../engine/workloads/cloneSet.js'
import type { Diagnosis } from '../engine/rollout/diagnosis.js'
import type { RolloutPlan } from '../engine/rollout/rolloutPlan.js'

/** Prometheus metrics of the reconciler: what it did, and where each CloneSet's rollout stands. */
export interface ReconcilerMetrics {
  reconciles: Counter<'mode'>
  podUpdates: Counter<'path'>
  observe(view: Pick<CloneSetView, 'namespace' | 'name'>, plan: RolloutPlan, diagnosis?: Diagnosis): void
}

function counter<T extends string>(registry: Registry, name: string, help: string, labelNames: T[]): Counter<T> {
  return (registry.getSingleMetric(name) as Counter<T> | undefined) ?? new Counter({ name, help, labelNames, registers: [registry] })
}

function gauge<T extends string>(registry: Registry, name: string, help: string, labelNames: T[]): Gauge<T> {
  return (registry.getSingleMetric(name) as Gauge<T> | undefined) ?? new Gauge({ name, help, labelNames, registers: [registry] })
}

export function createReconcilerMetrics(registry: Registry = defaultRegistry): ReconcilerMetrics {
  const reconciles = counter(registry, 'inplace_guard_reconciles_total', 'CloneSet reconciles run by the embedded reconciler', ['mode'])
  const podUpdates = counter(registry, 'inplace_guard_pod_updates_total', 'Pod updates started by the reconciler (active mode)', ['path'])
  const replicas = gauge(registry, 'inplace_guard_rollout_replicas', 'CloneSet Pods by rollout state', ['namespace', 'cloneset', 'state'])
  const budget = gauge(registry, 'inplace_guard_rollout_budget', 'maxUnavailable budget left for taking available Pods down (negative: Pods were already unavailable)', ['namespace', 'cloneset'])
  const stalled = gauge(registry, 'inplace_guard_rollout_stalled', '1 when the rollout is not progressing', ['namespace', 'cloneset'])
  const reasons = gauge(registry, 'inplace_guard_rollout_stall_reason', 'Pods affected by each stall reason', ['namespace', 'cloneset', 'reason'])
  const shown = new Map<string, Set<string>>()
  return {
    reconciles,
    podUpdates,
    observe(view, plan, diagnosis) {
      const labels = { namespace: view.namespace, cloneset: view.name }
      const c = plan.counts
      for (const [state, value] of Object.entries({ active: c.active, ready: c.ready, available: c.available, updated: c.updated, updated_ready: c.updatedReady, updated_available: c.updatedAvailable })) {
        replicas.set({ ...labels, state }, value)
      }
      budget.set(labels, plan.quota.budget)
      if (diagnosis) {
        stalled.set(labels, diagnosis.stalled ? 1 : 0)
        const key = `${view.namespace}/${view.name}`
        const now = new Set<string>(diagnosis.reasons.map((r) => r.reason))
        for (const old of shown.get(key) ?? []) if (!now.has(old)) reasons.remove({ ...labels, reason: old })
        for (const r of diagnosis.reasons) reasons.set({ ...labels, reason: r.reason }, Math.max(1, r.pods.length))
        shown.set(key, now)
      }
    },
  }
}
