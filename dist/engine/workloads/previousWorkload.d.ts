import type { KruiseRelease } from '../kruise/releases.js';
import type { JsonObject } from '../kube/json.js';
import type { PodTemplate } from '../kube/podTemplate.js';
/** The parts of a workload before an update that the update is compared against. */
export interface PreviousWorkload {
    /**
     * The pod template as Kruise's Go types decode it. Decoded here, not only read through the diff's templateType: the
     * diff skips what both sides write alike and never reads a removed subtree, and Kruise refuses an old template its
     * types cannot decode wherever the bad value sits.
     */
    template: PodTemplate;
    /** The claim templates as Kruise's Go types decode them. */
    volumeClaimTemplates: JsonObject[];
    /**
     * Whether the Pods made from this workload carry Kruise's InPlaceUpdateReady readiness gate, where the controller
     * adds it only under some strategies (Advanced DaemonSet); left out where every Pod gets it or none needs it.
     */
    podsCarryReadinessGate?: boolean;
}
/**
 * The template and claim templates of a workload before an update (its kind and version already checked). Its strategy,
 * metadata and the rest are not read, so a stored object whose strategy no longer reads (an update may be fixing it)
 * does not stop the prediction of the update.
 */
export declare function readPreviousTemplates(obj: JsonObject, release: KruiseRelease | undefined): PreviousWorkload;
