import type { Decision } from '../admission/policy.js';
import type { CheckedKind as WorkloadKind } from './checkedKind.js';
import { type WorkloadIdentity } from './workloadIdentity.js';
import type { SkippedFile } from './manifestTree.js';
import type { InputError, PassedOver } from './manifestSet.js';
import type { VerdictReport } from './verdictReport.js';
/** A workload in the old tree that the new tree no longer has: deleting it deletes its Pods (a warning). */
export interface RemovedReport {
    kind: WorkloadKind;
    /** `namespace/name`. */
    workload: string;
    file: string;
    line: number;
    decision: 'warn';
    message: string;
}
export interface DiffSummary {
    /** Workloads judged as updates (an old version was found). */
    compared: number;
    /** Workloads judged as new (no old version): every workload `check` lints. */
    added: number;
    removed: number;
    unchanged: number;
    skipped: number;
    passedOver: number;
    errors: number;
    allow: number;
    warn: number;
    deny: number;
}
/** Everything one `check` or `diff` run found, which every output format writes. */
export interface RunReport {
    command: 'check' | 'diff';
    /** `check FILE|DIR...`: a lint over everything read, reported as a run (not one --old/--new verdict). */
    lint?: boolean;
    results: VerdictReport[];
    removed: RemovedReport[];
    skipped: SkippedFile[];
    /** Objects and files read and left alone (other kinds, kustomizations, chart values), with why. */
    passedOver: PassedOver[];
    /** Input that could not be checked (the run exits 2). */
    errors: InputError[];
    failOn: 'deny' | 'warn';
    /** --strict: a skipped file fails the run (exit 2). */
    strict: boolean;
    /** --changed-only: leave out workloads allowed with no Pod change (the default for markdown and github). */
    changedOnly?: boolean;
    /** --verbose: the text output lists what was passed over. */
    verbose?: boolean;
}
/** A removed workload, from its identity. */
export declare function removedReport(id: WorkloadIdentity, file: string, line: number): RemovedReport;
export declare function summarize(run: RunReport): DiffSummary;
export declare function worstDecision(run: RunReport): Decision;
/** Whether a decision fails the run under --fail-on. */
export declare function fails(decision: Decision, failOn: 'deny' | 'warn'): boolean;
/** An update the guard allows that leaves every Pod as it is: what --changed-only leaves out. */
export declare function changesNothing(r: VerdictReport): boolean;
/** The verdicts a format lists: all, or under --changed-only those whose Pods change or that warn or deny. */
export declare function shownResults(run: RunReport): VerdictReport[];
/** 2 for input that could not be checked (or a skipped file under --strict), else 1 when the run fails, else 0. */
export declare function runExitCode(run: RunReport): 0 | 1 | 2;
