import { shownResults, summarize } from '../runReport.js';
/**
 * `check --old/--new` prints its one verdict; a run over many files (diff, check FILE|DIR...) prints the summary,
 * every verdict (or, with --changed-only, those whose Pods change), removed workloads, skipped files, what was passed
 * over and the input errors.
 */
export function formatJson(run) {
    const body = run.command === 'check' && !run.lint && run.results.length === 1
        ? run.results[0]
        : { summary: summarize(run), results: shownResults(run), removed: run.removed, skipped: run.skipped, passedOver: run.passedOver, errors: run.errors };
    return `${JSON.stringify(body, null, 2)}\n`;
}
//# sourceMappingURL=json.js.map