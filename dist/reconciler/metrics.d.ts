import { Counter, type Registry } from 'prom-client';
import type { WorkloadView } from '../engine/workloads/workloadView.js';
import type { Diagnosis } from '../engine/rollout/diagnosis.js';
import type { RolloutPlan } from '../engine/rollout/rolloutPlan.js';
import type { SidecarSetCensus } from '../engine/rollout/sidecarSetCensus.js';
import type { UnitedDeploymentChildren } from '../engine/rollout/unitedDeploymentChildren.js';
/** Prometheus metrics of the reconciler: what it did, and where each workload's rollout stands. */
export interface ReconcilerMetrics {
    reconciles: Counter<'mode'>;
    podUpdates: Counter<'path'>;
    /** A planned workload's Pods, budget and stall (a CloneSet, an Advanced StatefulSet or DaemonSet, by kind: names repeat across kinds). */
    observe(view: Pick<WorkloadView, 'kind' | 'namespace' | 'name'>, plan: RolloutPlan, diagnosis?: Diagnosis): void;
    /** A SidecarSet's Pods by state (observe mode); undefined: it is gone, its series are removed. */
    observeSidecarSet(name: string, census: SidecarSetCensus | undefined): void;
    /** A UnitedDeployment's subsets (observe mode); undefined: it is gone, its series are removed. */
    observeUnitedDeployment(namespace: string, name: string, children: UnitedDeploymentChildren | undefined): void;
}
export declare function createReconcilerMetrics(registry?: Registry): ReconcilerMetrics;
