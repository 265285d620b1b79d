import { type IntOrString } from '../kube/intOrPercent.js';
import type { RolloutNumbers, WorkloadView } from './workloadView.js';
export type { RolloutNumbers };
type DeclaredNumbers = Pick<WorkloadView, 'hasRollingUpdate' | 'strategyField' | 'partition' | 'maxUnavailable' | 'maxSurge' | 'paused'>;
/** partition, maxSurge and maxUnavailable as the CloneSet controller resolves them (spec §1.3 table). */
export declare function cloneSetRolloutNumbers(declared: DeclaredNumbers, replicas: number): RolloutNumbers;
/**
 * partition and maxUnavailable as the Advanced StatefulSet controller resolves them (`rollingUpdateStatefulsetPods`,
 * `sortPodsToUpdate`): partition is an ordinal count, nothing updates once it reaches replicas; maxUnavailable goes
 * through intstr.GetValueFromIntOrPercent rounding down, and never below 1. There is no surge.
 */
export declare function statefulSetRolloutNumbers(declared: Pick<WorkloadView, 'hasRollingUpdate' | 'maxUnavailable'> & {
    partition?: number;
}, replicas: number): RolloutNumbers;
/**
 * partition, maxSurge and maxUnavailable as the Advanced DaemonSet controller resolves them against the nodes that should
 * run a Pod (`status.desiredNumberScheduled`): `updatedDesiredNodeCounts` scales maxSurge and maxUnavailable rounding up
 * (an unset one is 0) and, with nodes, lifts two zeros to maxUnavailable 1; `filterDaemonPodsNodeToUpdate` scales a
 * partition rounding down. Nothing rolls under OnDelete.
 */
export declare function daemonSetRolloutNumbers(declared: Pick<WorkloadView, 'hasRollingUpdate'> & {
    partition?: IntOrString;
    maxSurge?: IntOrString;
    maxUnavailable?: IntOrString;
}, nodes: number): RolloutNumbers;
