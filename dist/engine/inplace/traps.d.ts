import type { FeatureGates } from '../kruise/gates.js';
import type { PreviousWorkload } from '../workloads/previousWorkload.js';
import type { Workload } from '../workloads/workload.js';
import type { Change } from './diff.js';
import type { TemplateClassification } from './eligibility.js';
import type { Trap } from './trap.js';
export type { Trap, TrapId } from './trap.js';
export interface TrapContext {
    /** Absent on CREATE. */
    classification?: TemplateClassification;
    vctChanged: boolean;
    gates: FeatureGates;
    /** The template changes Kruise's webhook rejects under InPlaceOnly; none when left out. */
    kruiseWebhookRejects?: readonly Change[];
    /** The workload before the update; absent on CREATE. */
    previous?: Pick<PreviousWorkload, 'podsCarryReadinessGate'>;
}
export declare function detectTraps(view: Workload, ctx: TrapContext): Trap[];
