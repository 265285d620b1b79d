import type { KruiseRelease } from '../engine/kruise/releases.js';
import { type SidecarSetUpdatePrediction } from '../engine/inplace/sidecarSetUpdate.js';
import { type SidecarSetRefusal } from '../engine/inplace/sidecarSetRefusals.js';
import { type SidecarSetView } from '../engine/workloads/sidecarSet.js';
import { type PolicyConfig, type PolicyResult } from './policy.js';
/**
 * The policy for a SidecarSet write: its update never recreates a Pod, but a change to anything but sidecar images
 * leaves every running Pod behind for good (Kruise marks them SidecarSetUpgradable=False). That is warned about, and
 * denied when `--deny-strategies` lists SidecarSetNotUpgradable. OpenKruise's own SidecarSet webhook refusals are
 * denied first, naming the field.
 */
export declare const SIDECARSET_NOT_UPGRADABLE = "SidecarSetNotUpgradable";
/** The audit annotation naming the sidecar fields that block the in-place upgrade (field paths only, never values). */
export declare const AUDIT_SIDECAR_BLOCKING = "sidecar-blocking-fields";
export interface SidecarSetDecided {
    view: SidecarSetView;
    /** Set for an UPDATE. */
    prediction: SidecarSetUpdatePrediction | undefined;
    refusals: SidecarSetRefusal[];
    result: PolicyResult;
}
/** The decision on a SidecarSet CREATE or UPDATE; throws the engine's GuardError when an object cannot be read. */
export declare function decideSidecarSet(operation: 'CREATE' | 'UPDATE', object: unknown, oldObject: unknown, policy: PolicyConfig, kruise?: KruiseRelease): SidecarSetDecided;
