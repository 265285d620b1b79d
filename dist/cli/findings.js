import { consequenceWords, focusLine, subjectWords } from './verdictReport.js';
export const RULES = {
    'recreate-denied': 'The update would delete and recreate Pods under a strategy this guard denies',
    recreate: 'The update deletes and recreates the Pods instead of updating them in place',
    'workload-removed': 'A workload is removed: its Pods are deleted with it',
    'file-skipped': 'A file was not read as a manifest',
    'input-error': 'A file or object could not be checked (bad input)',
    'pods-change': 'An allowed change that updates or creates Pods',
};
export function findings(run) {
    const out = [];
    for (const r of run.results)
        out.push(...resultFindings(r));
    for (const r of run.removed) {
        out.push({ level: 'warning', rule: 'workload-removed', workload: about(r), file: r.file, line: r.line, title: `${subjectWords(r)} removed`, message: r.message });
    }
    for (const s of run.skipped) {
        out.push({ level: run.strict ? 'error' : 'note', rule: 'file-skipped', file: s.file, title: 'file skipped', message: `skipped: ${s.reason}` });
    }
    for (const e of run.errors) {
        out.push({ level: 'error', rule: 'input-error', file: e.file, title: `cannot be checked [${e.code}]`, message: `${e.message} [${e.code}]` });
    }
    return out;
}
/**
 * A note for every allowed workload whose Pods change (updated in place, recreated under ReCreate, created): what a
 * reviewer of a pull request wants to see at the changed line even when nothing is wrong. Only the github format adds
 * them; code-scanning formats (SARIF) report problems only.
 */
export function changeNotes(run) {
    return run.results
        .filter((r) => r.decision === 'allow' && (r.operation === 'CREATE' || r.consequence !== 'none'))
        .map((r) => {
        const restarts = r.outcome === 'in-place' && r.restartedContainers.length > 0 ? `; containers restarted: ${r.restartedContainers.join(', ')}` : '';
        return { level: 'note', rule: 'pods-change', workload: about(r), file: r.file ?? '', line: focusLine(r), title: `${subjectWords(r)}: ALLOW`, message: `${consequenceWords(r)}${restarts}` };
    });
}
function resultFindings(r) {
    const file = r.file ?? '';
    const subject = subjectWords(r);
    const out = [];
    if (r.denyMessage !== undefined) {
        out.push({ level: 'error', rule: 'recreate-denied', workload: about(r), file, line: r.blocking[0]?.line ?? r.line, title: `${subject}: DENY`, message: r.denyMessage });
    }
    for (const w of r.warnings) {
        const line = w.line ?? r.line;
        if (w.code.startsWith('trap/')) {
            out.push({ level: 'warning', rule: w.code, workload: about(r), file, line, title: `${subject}: ${w.path}`, message: w.text });
        }
        else {
            out.push({ level: 'warning', rule: 'recreate', workload: about(r), file, line, title: `${subject}: WARN`, message: w.text });
        }
    }
    for (const trap of r.traps.filter((t) => t.severity === 'info')) {
        out.push({ level: 'note', rule: `trap/${trap.id}`, workload: about(r), file, line: trap.line ?? r.line, title: `${subject}: ${trap.field}`, message: trap.message });
    }
    return out;
}
function about(r) {
    return { kind: r.kind, workload: r.workload };
}
//# sourceMappingURL=findings.js.map