import type { DaemonSetView } from '../workloads/daemonSet.js';
import type { PreviousWorkload } from '../workloads/previousWorkload.js';
import type { TemplateClassification } from './eligibility.js';
import type { Trap } from './trap.js';
export interface DaemonSetTrapContext {
    /** Absent on CREATE. */
    classification?: TemplateClassification;
    /** The DaemonSet before the update; absent on CREATE. */
    previous?: Pick<PreviousWorkload, 'podsCarryReadinessGate'>;
}
export declare function daemonSetTraps(view: DaemonSetView, ctx: DaemonSetTrapContext): Trap[];
