import type { SidecarSetView } from '../workloads/sidecarSet.js';
/** What the controller does to a running Pod injected by the old SidecarSet. */
export type SidecarSetOutcome = 'unchanged' | 'in-place' | 'not-upgradable' | 'not-updated' | 'paused';
export interface SidecarImageChange {
    container: string;
    path: string;
    before: string;
    after: string;
    hotUpgrade: boolean;
    /** The Pod containers that start the new image: the container itself, or for a hot upgrade the idle one of `<name>-1`/`<name>-2`. */
    restarted: string[];
}
/** A sidecar container whose change blocks the in-place upgrade, and each field that changed besides the image. */
export interface SidecarBlockingChange {
    container: string;
    path: string;
    /** `env`, `resources`, …; `(added)`, `(removed)` or `(order)` for the list itself. */
    fields: string[];
}
export interface SidecarSetCondition {
    type: 'SidecarSetUpgradable';
    status: 'False';
    reason: 'UpdateImmutableField';
}
export interface SidecarSetUpdatePrediction {
    kind: 'SidecarSet';
    name: string;
    outcome: SidecarSetOutcome;
    /** True when only images changed (the hashes without image are equal). */
    upgradable: boolean;
    hashes: {
        old: SidecarSetView['hashes'];
        new: SidecarSetView['hashes'];
    };
    imageChanges: SidecarImageChange[];
    blocking: SidecarBlockingChange[];
    /** The condition the controller sets on each running Pod it cannot upgrade (RollingUpdate, not paused). */
    condition: SidecarSetCondition | undefined;
    /** One sentence per consequence, naming the SidecarSet and its fields, and what to do. */
    messages: string[];
}
export declare const NOT_UPGRADABLE_CONDITION: SidecarSetCondition;
/** The prediction for Pods injected by `previous` once the SidecarSet is `next` (both read at the same release). */
export declare function predictSidecarSetUpdate(previous: SidecarSetView, next: SidecarSetView): SidecarSetUpdatePrediction;
export declare function describeBlocking(blocking: SidecarBlockingChange[]): string;
