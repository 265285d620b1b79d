import { type RunReport } from '../runReport.js';
/**
 * `check --old/--new` prints its one verdict; a run over many files (diff, check FILE|DIR...) prints the summary,
 * every verdict (or, with --changed-only, those whose Pods change), removed workloads, skipped files, what was passed
 * over and the input errors.
 */
export declare function formatJson(run: RunReport): string;
