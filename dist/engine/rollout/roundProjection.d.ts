import { type Pod } from '../kube/pod.js';
import type { Workload } from '../workloads/workload.js';
import { type RolloutOptions } from './rolloutPlan.js';
export interface ProjectionOptions extends RolloutOptions {
    /**
     * Pods at the target revision that are not available yet (their update in flight) count as available from the first
     * round on, as they are once their update completes: the rounds from a moment in the middle of a rollout.
     */
    inFlightCompletes?: boolean;
    /** At most this many rounds (default: as many as there are Pods). */
    maxRounds?: number;
}
/**
 * The rounds the rollout takes if every updated Pod becomes available again (and no other Pod changes state):
 * rolloutPlan applied repeatedly, each round's Pods moved to the target revision. Pods that were unavailable stay
 * unavailable (unless `inFlightCompletes`), so a budget they exhaust shows up as the projection stopping early.
 */
export declare function projectRounds(view: Workload, pods: readonly Pod[], now: number, options?: ProjectionOptions): string[][];
