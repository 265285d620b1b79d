import type { RunReport } from '../runReport.js';
/**
 * SARIF 2.1.0 (what GitHub code scanning and most CI dashboards import): one run, one result per finding, each at
 * the file and line of the manifest. Allowed workloads produce no result.
 */
export declare function formatSarif(run: RunReport): string;
