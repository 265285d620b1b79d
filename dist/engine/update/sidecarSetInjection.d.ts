import type { Pod } from '../kube/pod.js';
import { type SidecarSetView } from '../workloads/sidecarSet.js';
/** `sidecarcontrol.SidecarEnvKey`: the env Kruise's Pod webhook adds to every sidecar it injects. */
export declare const SIDECAR_ENV_KEY = "IS_INJECTED";
/** One entry of the hash annotations, in SidecarSetUpgradeSpec's field order (Go's encoding/json). */
export interface SidecarSetUpgradeSpec {
    updateTimestamp: string;
    hash: string;
    sidecarSetName: string;
    sidecarList: string[];
    controllerRevision?: string;
}
/** The Pod `pod` becomes when Kruise's Pod webhook injects `view` at its creation, at `now`. */
export declare function injectSidecarSet(view: SidecarSetView, pod: Pod, now: number): Pod;
/**
 * `listSidecarNameInSidecarSet`: the native sidecar init containers and every container, sorted (sets.String.List);
 * the `sidecarList` both the webhook and the controller record.
 */
export declare function sidecarListOf(view: SidecarSetView): string[];
