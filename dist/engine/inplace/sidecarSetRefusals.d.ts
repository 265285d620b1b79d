import type { SidecarSetView } from '../workloads/sidecarSet.js';
export type SidecarSetRefusalId = 'native-sidecar-rolling-update' | 'selector-missing' | 'no-containers' | 'partition-with-selector' | 'int-or-percent' | 'inject-policy' | 'share-volume-policy' | 'upgrade-type-immutable' | 'container-added' | 'duplicate-name';
export interface SidecarSetRefusal {
    id: SidecarSetRefusalId;
    /** The field Kruise's webhook names. */
    field: string;
    /** What it refuses, in plain words. */
    rule: string;
    /** What to do instead. */
    remedy: string;
}
export declare function sidecarSetRefusals(view: SidecarSetView, previous?: SidecarSetView): SidecarSetRefusal[];
/** Kruise's message for one refusal, as our webhook repeats it. */
export declare function sidecarSetRefusalMessage(view: SidecarSetView, refusal: SidecarSetRefusal): string;
