import type { ClusterView } from '../../engine/rollout/heldBackRevisions.js';
import { type CliCommand, type CliIO } from '../io.js';
import { type ManifestDocument } from '../manifests.js';
import { type PredictionSettings } from '../options.js';
import { type RunReport } from '../runReport.js';
import { type VerdictReport } from '../verdictReport.js';
export declare const HELP: string;
export declare const run: CliCommand;
/** Old and new, or (old absent) a new workload: the webhook's UPDATE and CREATE paths. */
export declare function predict(before: ManifestDocument | undefined, after: ManifestDocument, settings: PredictionSettings, live?: {
    kubeconfig?: string;
}): Promise<VerdictReport>;
/** The webhook's decision (admission/decision.ts) on one workload's manifests, as a report. */
export declare function decideManifests(before: ManifestDocument | undefined, after: ManifestDocument, settings: PredictionSettings, clusterView?: ClusterView): VerdictReport;
/** Engine errors name a field; say which file (and document) it is in, in one line. */
export declare function withFile<T>(file: string, fn: () => T): T;
export declare function exitCodeFor(decision: 'allow' | 'warn' | 'deny', failOn: 'deny' | 'warn'): number;
/** Input that could not be checked, one line each on standard error (the report on standard output goes on). */
export declare function reportInputErrors(run: RunReport, io: CliIO): void;
export declare function reportError(err: unknown, io: CliIO): number;
