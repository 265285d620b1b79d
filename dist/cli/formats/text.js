import { styleText } from 'node:util';
import { shownResults, summarize } from '../runReport.js';
import { formatVerdictText, subjectWords } from '../verdictReport.js';
import { count } from '../words.js';
// validateStream: false, because the CLI has already decided on colour (useColour); Node 24's styleText would
// otherwise look at process.stdout itself.
/**
 * The terminal view: each verdict, then removed workloads and skipped files, what was passed over (--verbose), and
 * for a run over many files the summary. Input errors go to standard error, one line each (see reportInputErrors).
 */
export function formatText(run, options = {}) {
    let out = textResults(run).map((r) => formatVerdictText(r, options)).join('');
    const warn = options.colour ? styleText(['bold', 'yellow'], 'WARN', { validateStream: false }) : 'WARN';
    for (const r of run.removed)
        out += `${r.file}:${r.line}: ${subjectWords(r)} (removed)\n  verdict: ${warn}: ${r.message}\n`;
    for (const s of run.skipped)
        out += `skipped: ${s.file}: ${s.reason}\n`;
    if (run.verbose) {
        for (const p of run.passedOver) {
            const where = p.line === undefined ? p.file : `${p.file}:${p.line}`;
            const what = [p.kind, p.name].filter(Boolean).join(' ');
            out += `passed over: ${where}: ${what ? `${what}: ` : ''}${p.reason}\n`;
        }
    }
    if (run.command === 'diff' || run.lint)
        out += `summary: ${summaryLine(run)}\n`;
    return out;
}
/**
 * A lint prints what a reader must see, as linters do: denies, warnings and updates that change Pods; new workloads
 * allowed as they are are counted in the summary (--verbose lists them too).
 */
function textResults(run) {
    const shown = shownResults(run);
    if (!run.lint || run.verbose)
        return shown;
    return shown.filter((r) => r.decision !== 'allow' || (r.operation === 'UPDATE' && r.consequence !== 'none'));
}
/** One line for a run over many files: `2 workloads compared (1 unchanged), 1 added, ...; 1 deny, 0 warn, 2 allow`. */
export function summaryLine(run) {
    const s = summarize(run);
    const hidden = run.changedOnly ? run.results.length - shownResults(run).length : 0;
    const read = run.command === 'diff'
        ? [`${count(s.compared, 'workload')} compared (${s.unchanged} unchanged)`, `${s.added} added`, `${s.removed} removed`]
        : [`${count(s.compared + s.added, 'workload')} checked (${s.added} new, ${s.compared} updated)`, ...(s.removed > 0 ? [`${s.removed} removed`] : [])];
    const left = [
        ...(hidden > 0 ? [`${count(hidden, 'workload')} with no Pod change not shown`] : []),
        ...(run.command === 'check' || s.passedOver > 0 ? [`${s.passedOver} passed over`] : []),
        `${count(s.skipped, 'file')} skipped`,
        ...(s.errors > 0 ? [count(s.errors, 'error')] : []),
    ];
    return `${[...read, ...left].join(', ')}; ${s.deny} deny, ${s.warn} warn, ${s.allow} allow`;
}
//# sourceMappingURL=text.js.map