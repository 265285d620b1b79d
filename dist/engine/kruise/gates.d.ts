/** OpenKruise feature gates that change in-place behaviour, with Kruise's defaults (spec §0). */
export interface FeatureGates {
    InPlaceUpdateEnvFromMetadata: boolean;
    InPlaceWorkloadVerticalScaling: boolean;
    RecreatePodWhenChangeVCTInCloneSetGate: boolean;
    CloneSetPartitionRollback: boolean;
    CloneSetShortHash: boolean;
    PreparingUpdateAsUpdate: boolean;
    PodUnavailableBudgetUpdateGate: boolean;
    PreDownloadImageForInPlaceUpdate: boolean;
    TemplateNoDefaults: boolean;
    KruiseDaemon: boolean;
}
export type GateName = keyof FeatureGates;
export declare const DEFAULT_GATES: Readonly<FeatureGates>;
export declare const GATE_NAMES: GateName[];
/** Kruise's defaults overlaid with `overrides`; env-from-metadata is forced off without kruise-daemon, as Kruise does. */
export declare function resolveGates(overrides?: Partial<FeatureGates>): FeatureGates;
/** Parses `Name=true,Other=false` (the kruise-manager `--feature-gates` syntax). */
export declare function parseGates(text: string): Partial<FeatureGates>;
