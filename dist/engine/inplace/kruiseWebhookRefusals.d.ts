import type { Workload } from '../workloads/workload.js';
export interface KruiseRefusal {
    /** The field Kruise's webhook names. */
    field: string;
    /** Why it refuses, in plain words (no value of the object). */
    rule: string;
    /** What to do instead. */
    remedy: string;
}
/** Kruise's refusals of the write: a CREATE (`previous` undefined) or an UPDATE from `previous`, the object as stored. */
export declare function kruiseWebhookRefusals(view: Workload, previous?: unknown): KruiseRefusal[];
