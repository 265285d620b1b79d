import { type RunReport } from '../runReport.js';
/**
 * JUnit XML (Jenkins, GitLab, Azure DevOps test reports): one test case per workload, a failure where the run fails
 * (deny, or warn with --fail-on warn), warnings as system-out otherwise; removed workloads and skipped files too.
 */
export declare function formatJunit(run: RunReport): string;
