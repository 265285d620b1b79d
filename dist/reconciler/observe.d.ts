import type { Diagnosis } from '../engine/rollout/diagnosis.js';
import type { Cluster, WorkloadObject } from './cluster.js';
import type { ReconcilerMetrics } from './metrics.js';
/**
 * Observe mode's output: the plan and the diagnosis as annotations on the workload (CloneSet, Advanced StatefulSet) (written only when they change, so a
 * steady rollout causes no writes), a Warning Event when the rollout stalls for a new reason, and metrics.
 */
export declare const ANNOTATION_ROLLOUT_PLAN = "inplace-guard.io/rollout-plan";
export declare const ANNOTATION_ROLLOUT_DIAGNOSIS = "inplace-guard.io/rollout-diagnosis";
/** Rounds ahead named in the plan. */
export declare const MAX_PLANNED_ROUNDS = 5;
/**
 * The plan: this round's numbers and the Pods it updates now, and `rounds`, the Pods the controller updates in each
 * round from here (rollout.ts projectRounds, the updates in flight completing first), up to MAX_PLANNED_ROUNDS.
 */
export declare function planAnnotation(diagnosis: Diagnosis, rounds?: string[][]): string;
export declare function diagnosisAnnotation(diagnosis: Diagnosis): string;
export declare function publishObservation(cluster: Cluster, raw: WorkloadObject, diagnosis: Diagnosis, metrics?: ReconcilerMetrics, rounds?: string[][]): Promise<number>;
