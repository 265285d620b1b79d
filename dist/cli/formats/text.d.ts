import { type RunReport } from '../runReport.js';
import { type TextOptions } from '../verdictReport.js';
/**
 * The terminal view: each verdict, then removed workloads and skipped files, what was passed over (--verbose), and
 * for a run over many files the summary. Input errors go to standard error, one line each (see reportInputErrors).
 */
export declare function formatText(run: RunReport, options?: TextOptions): string;
/** One line for a run over many files: `2 workloads compared (1 unchanged), 1 added, ...; 1 deny, 0 warn, 2 allow`. */
export declare function summaryLine(run: RunReport): string;
