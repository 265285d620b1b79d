import type { DaemonSetView } from '../workloads/daemonSet.js';
import type { TrapId } from './trap.js';
export interface DaemonSetRefusal {
    id: TrapId;
    /** The field Kruise's webhook names. */
    field: string;
    /** What it refuses, in plain words, with Kruise's own message. */
    rule: string;
    /** What to do instead. */
    remedy: string;
}
export declare function daemonSetRefusals(view: DaemonSetView): DaemonSetRefusal[];
