import type { Workload } from '../engine/workloads/workload.js';
/**
 * Refuses, before any work, a workload the command cannot play: `diagnose` one whose rollout order the engine does not
 * model (its planner, asked about no Pods, says so: IPG_ERR_KIND_NOT_PLANNED); `simulate` also any kind the embedded
 * cluster does not play (RECONCILED_KINDS). The message says what the command cannot do and what still works.
 */
export declare function requirePlannedKind(view: Workload, command: 'simulate' | 'diagnose'): void;
