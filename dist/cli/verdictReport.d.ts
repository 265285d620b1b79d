import type { Decision, PolicyResult } from '../admission/policy.js';
import type { Warning } from '../admission/warning.js';
import type { Prediction } from '../engine/inplace/prediction.js';
import type { CheckedKind as WorkloadKind } from './checkedKind.js';
import { type ManifestDocument } from './manifests.js';
/** The machine-readable result of one workload decision, shared by `check` and `diff` and every output format. */
export interface VerdictReport {
    /** The workload's kind: CloneSet, StatefulSet (apps.kruise.io, an Advanced StatefulSet), ... */
    kind: WorkloadKind;
    /** `namespace/name`. */
    workload: string;
    /** The manifest file, the document in it and the line where the workload starts. */
    file?: string;
    document?: string;
    line?: number;
    operation: 'CREATE' | 'UPDATE' | 'DELETE';
    outcome: Prediction['outcome'];
    eligibility: Prediction['eligibility'];
    /** The update strategy (a SidecarSet's spec.updateStrategy.type; a UnitedDeployment's subsets' strategies). */
    strategy: Prediction['strategy'] | string;
    /** Where the strategy is declared. */
    policyField: string;
    /** True when the manifest does not set policyField: the strategy is OpenKruise's default. */
    strategyDefault: boolean;
    consequence: Prediction['consequence'];
    decision: Decision;
    blocking: {
        path: string;
        rule: string;
        message: string;
        line?: number;
    }[];
    changes: {
        path: string;
        effect: string;
        rule: string;
        message: string;
        line?: number;
    }[];
    restartedContainers: string[];
    /** The webhook's warnings, each with the line of its field when the manifest has it. */
    warnings: (Warning & {
        line?: number;
    })[];
    notes: string[];
    traps: {
        id: string;
        severity: string;
        field: string;
        message: string;
        line?: number;
    }[];
    denyMessage?: string;
    annotations: Record<string, string>;
    /** check --live on a SidecarSet: what the update does to the Pods running in the cluster (`ns/name` lists). */
    livePods?: {
        matched: number;
        updated: number;
        upgradable: number;
        thisRound: number;
        neverUpgradable: string[];
        markedNotUpgradable: string[];
        notInjected: string[];
    };
}
/** Where a report's workload was read: its document, and the namespace a manifest without one lands in. */
export interface ReportSource {
    doc: ManifestDocument;
    namespace: string;
}
export declare function verdictReport(prediction: Prediction, policy: PolicyResult, operation: 'CREATE' | 'UPDATE', source?: ReportSource): VerdictReport;
/** `StatefulSet shop/web`: how every format names the workload of a report. */
export declare function subjectWords(r: Pick<VerdictReport, 'kind' | 'workload'>): string;
export declare function displayName(namespace: string, name: string): string;
/** `InPlaceOnly from spec.updateStrategy.type`, or `ReCreate (default)` when the manifest declares no strategy. */
export declare function strategyWords(r: Pick<VerdictReport, 'strategy' | 'policyField' | 'strategyDefault'>): string;
/** What the verdict means for the Pods, in a few words (text, markdown and JUnit say the same). */
export declare function consequenceWords(r: VerdictReport): string;
/** A note only the text output gives: ReCreate recreated Pods that InPlaceIfPossible would have kept. */
export declare function strategyHint(r: VerdictReport): string | undefined;
export interface TextOptions {
    colour?: boolean;
}
/**
 * The line to point a reader at: the first change that blocks an in-place update, else the first change, else the
 * field of the first warning, else where the workload starts (what json, sarif and github give per item).
 */
export declare function focusLine(r: VerdictReport): number | undefined;
/** Human text: where, one line per change (path, effect, rule), then the verdict and what to do about it. */
export declare function formatVerdictText(r: VerdictReport, options?: TextOptions): string;
