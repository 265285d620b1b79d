import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { PodUpdatePolicy } from '../engine/workloads/workloadView.js';
import { type FeatureGates } from '../engine/kruise/gates.js';
import { type KruiseRelease } from '../engine/kruise/releases.js';
/** node:util parseArgs with our error code, so every command reports bad flags the same way (exit 2). */
export declare function parseCommandLine<T extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: T, allowPositionals?: boolean): ReturnType<typeof parseArgs<{
    args: string[];
    options: T;
    allowPositionals: boolean;
    strict: true;
}>>;
export declare function gatesOption(value: string | undefined): Partial<FeatureGates>;
export declare function denyStrategiesOption(value: string | undefined): (PodUpdatePolicy | 'SidecarSetNotUpgradable')[];
export declare function choiceOption<T extends string>(flag: string, value: string | undefined, choices: readonly T[], fallback: T): T;
/** Every format `check` and `diff` write; `github` is what the GitHub Action runs. */
export declare const OUTPUT_FORMATS: readonly ["text", "json", "junit", "sarif", "github", "markdown"];
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];
/**
 * The flags every prediction command (check, diff) shares, declared once: a new one is one line here and one in
 * `predictionSettings`.
 */
export declare const PREDICTION_OPTIONS: {
    readonly gates: {
        readonly type: "string";
    };
    readonly 'kruise-version': {
        readonly type: "string";
    };
    readonly 'deny-strategies': {
        readonly type: "string";
    };
    readonly output: {
        readonly type: "string";
    };
    readonly 'fail-on': {
        readonly type: "string";
    };
    readonly namespace: {
        readonly type: "string";
    };
    readonly 'max-file-size': {
        readonly type: "string";
    };
    readonly 'changed-only': {
        readonly type: "boolean";
    };
    readonly help: {
        readonly type: "boolean";
        readonly short: "h";
    };
};
export interface PredictionSettings {
    gates: Partial<FeatureGates>;
    kruise: KruiseRelease;
    denyStrategies: (PodUpdatePolicy | 'SidecarSetNotUpgradable')[];
    output: OutputFormat;
    failOn: 'deny' | 'warn';
    /** The namespace of a manifest that names none (as `kubectl apply -n`). */
    namespace: string;
    maxFileBytes: number;
    /** Leave out workloads allowed with no Pod change: the default for the formats a pull request shows. */
    changedOnly: boolean;
}
export declare function predictionSettings(values: {
    [K in keyof typeof PREDICTION_OPTIONS]?: string | boolean;
}): PredictionSettings;
/** --max-file-size, refused at once above the ceiling rather than after minutes of parsing and gigabytes of memory. */
export declare function maxFileSizeOption(value: string | undefined): number;
/** `4MiB`, `512KiB`, `1000000`: a byte count. */
export declare function sizeOption(flag: string, value: string | undefined, fallback: number): number;
/** The help line of `--kruise-version`, the same in every command that predicts. */
export declare const KRUISE_VERSION_HELP = "  --kruise-version R         OpenKruise release of the cluster: 1.8, 1.9 (default) or next (main branch, v1beta1 CloneSet)";
export declare function kruiseVersionOption(value: string | undefined): KruiseRelease;
