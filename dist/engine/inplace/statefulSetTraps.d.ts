import type { FeatureGates } from '../kruise/gates.js';
import { carriesReadinessGate } from '../kruise/podReadiness.js';
import type { StatefulSetView } from '../workloads/statefulSet.js';
import type { Change } from './diff.js';
import type { TemplateClassification } from './eligibility.js';
import type { Trap } from './trap.js';
/** Kruise's `appspub.InPlaceUpdateReady` condition type. */
export declare const IN_PLACE_UPDATE_READY = "InPlaceUpdateReady";
export { carriesReadinessGate };
export interface StatefulSetTrapContext {
    /** Absent on CREATE. */
    classification?: TemplateClassification;
    /** The template changes Kruise's webhook rejects under InPlaceOnly (inPlaceOnlyRejections). */
    kruiseWebhookRejects: readonly Change[];
    /** The claim templates differ from the previous object's. */
    vctChanged: boolean;
    gates: FeatureGates;
}
export declare function statefulSetTraps(view: StatefulSetView, ctx: StatefulSetTrapContext): Trap[];
