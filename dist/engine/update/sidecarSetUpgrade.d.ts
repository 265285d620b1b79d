import type { Pod } from '../kube/pod.js';
import { type SidecarSetView } from '../workloads/sidecarSet.js';
export declare const SIDECARSET_INPLACE_UPDATE_STATE_ANNOTATION = "kruise.io/sidecarset-inplace-update-state";
export declare const SIDECARSET_UPGRADABLE_CONDITION = "SidecarSetUpgradable";
export interface SidecarUpgrade {
    pod: Pod;
    /** The Pod containers whose image changed (each restarts once). */
    changed: string[];
}
/** The Pod as the controller writes it when it upgrades its sidecars to `view`'s at `now`. */
export declare function upgradePodSidecars(view: SidecarSetView, pod: Pod, now: number): SidecarUpgrade;
/** The Pod's status with condition SidecarSetUpgradable=False for `view` (unchanged, and undefined, when it already says so). */
export declare function notUpgradableStatus(view: SidecarSetView, pod: Pod, now: number): Pod['status'] | undefined;
