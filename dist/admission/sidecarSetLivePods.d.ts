import type { SidecarSetCensus } from '../engine/rollout/sidecarSetCensus.js';
import type { PolicyConfig } from './policy.js';
import { type Warning } from './warning.js';
/** What the guard says about running Pods a SidecarSet update can never upgrade in place: a denial or a warning. */
export type LivePodsVerdict = {
    decision: 'deny';
    denyMessage: string;
} | {
    decision: 'warn';
    warning: Warning;
} | {
    decision: 'allow';
};
/**
 * The policy for the running Pods an update leaves behind (the census of the NEW SidecarSet over the Pods as they run):
 * denied when --deny-strategies lists SidecarSetNotUpgradable, else a warning at spec.containers; nothing to say when
 * every Pod can be upgraded.
 */
export declare function liveSidecarSetPodsVerdict(census: SidecarSetCensus, policy: PolicyConfig): LivePodsVerdict;
