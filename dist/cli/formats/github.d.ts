import type { RunReport } from '../runReport.js';
/**
 * GitHub Actions workflow commands: one `::error`/`::warning`/`::notice` per finding, which GitHub shows as an
 * annotation on the file and line of the pull request (a `::notice` too for each allowed change of Pods); then a
 * one-line summary.
 * Escaping follows @actions/core: `%`, CR and LF in data; also `:` and `,` in properties.
 */
export declare function formatGithub(run: RunReport): string;
export declare function escapeData(text: string): string;
export declare function escapeProperty(text: string): string;
