import { fails, summarize } from '../runReport.js';
import { consequenceWords, subjectWords } from '../verdictReport.js';
/**
 * JUnit XML (Jenkins, GitLab, Azure DevOps test reports): one test case per workload, a failure where the run fails
 * (deny, or warn with --fail-on warn), warnings as system-out otherwise; removed workloads and skipped files too.
 */
export function formatJunit(run) {
    const cases = [];
    let failures = 0;
    for (const r of run.results) {
        const failed = fails(r.decision, run.failOn);
        if (failed)
            failures++;
        cases.push(testCase(r.file ?? '', `${subjectWords(r)} (${r.operation.toLowerCase()})`, r.line, failed ? failure(r) : output(r)));
    }
    for (const r of run.removed) {
        const failed = fails('warn', run.failOn);
        if (failed)
            failures++;
        const body = failed ? `<failure type="warn" message="${attr(r.message)}">${text(r.message)}</failure>` : `<system-out>${text(`warning: ${r.message}`)}</system-out>`;
        cases.push(testCase(r.file, `${subjectWords(r)} (removed)`, r.line, body));
    }
    for (const e of run.errors) {
        failures++;
        cases.push(testCase(e.file, `${e.file} (cannot be checked)`, undefined, `<error type="${attr(e.code)}" message="${attr(e.message)}"/>`));
    }
    for (const s of run.skipped) {
        if (run.strict)
            failures++;
        const body = run.strict ? `<error type="skipped" message="${attr(s.reason)}"/>` : `<skipped message="${attr(s.reason)}"/>`;
        cases.push(testCase(s.file, `${s.file} (skipped)`, undefined, body));
    }
    const s = summarize(run);
    const errors = (run.strict ? s.skipped : 0) + s.errors;
    const skipped = run.strict ? 0 : s.skipped;
    const total = cases.length;
    const suite = `  <testsuite name="inplace-guard ${run.command}" tests="${total}" failures="${failures - errors}" errors="${errors}" skipped="${skipped}">\n${cases.join('')}  </testsuite>\n`;
    return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="inplace-guard" tests="${total}" failures="${failures - errors}" errors="${errors}" skipped="${skipped}">\n${suite}</testsuites>\n`;
}
function testCase(file, name, line, body) {
    const at = line === undefined ? '' : ` line="${line}"`;
    return `    <testcase classname="${attr(file)}" name="${attr(name)}" file="${attr(file)}"${at}>${body ? `\n      ${body}\n    ` : ''}</testcase>\n`;
}
function failure(r) {
    const summary = `${r.decision.toUpperCase()}: ${consequenceWords(r)}`;
    const details = [r.denyMessage, ...r.warnings.map((w) => `warning: ${w.text}`)].filter((x) => x !== undefined);
    return `<failure type="${r.decision}" message="${attr(summary)}">${text(details.join('\n'))}</failure>`;
}
function output(r) {
    return r.warnings.length === 0 ? '' : `<system-out>${text(r.warnings.map((w) => `warning: ${w.text}`).join('\n'))}</system-out>`;
}
// XML 1.0 has no escape for most control characters: they are dropped.
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
function text(value) {
    return value.replace(XML_INVALID, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
function attr(value) {
    return text(value).replace(/"/g, '&quot;').replace(/\n/g, '&#10;');
}
//# sourceMappingURL=junit.js.map