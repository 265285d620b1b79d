import { type RunReport } from '../runReport.js';
/**
 * A pull-request comment (and the GitHub Action's step summary): a headline, a table of workloads and verdicts
 * (under --changed-only, the default here, only those whose Pods change or that warn or deny), then what to look at
 * for each deny or warning, and the files that could not be checked.
 */
export declare function formatMarkdown(run: RunReport): string;
