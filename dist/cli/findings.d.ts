import type { RunReport } from './runReport.js';
import { type VerdictReport } from './verdictReport.js';
/**
 * One thing a CI system annotates: a deny, a warning, a note, a removed workload or a skipped file, each at a file and
 * line. The github, sarif and junit formats are views of this list, so they never disagree.
 */
export interface Finding {
    level: 'error' | 'warning' | 'note';
    /** A stable id: `recreate-denied`, `recreate`, `trap/<id>`, `workload-removed`, `file-skipped`, `input-error`, `pods-change`. */
    rule: string;
    /** The workload it is about. */
    workload?: Pick<VerdictReport, 'kind' | 'workload'>;
    file: string;
    line?: number;
    title: string;
    message: string;
}
export declare const RULES: Record<string, string>;
export declare function findings(run: RunReport): Finding[];
/**
 * A note for every allowed workload whose Pods change (updated in place, recreated under ReCreate, created): what a
 * reviewer of a pull request wants to see at the changed line even when nothing is wrong. Only the github format adds
 * them; code-scanning formats (SARIF) report problems only.
 */
export declare function changeNotes(run: RunReport): Finding[];
