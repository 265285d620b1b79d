import { namespacedName } from './workloadIdentity.js';
/** A removed workload, from its identity. */
export function removedReport(id, file, line) {
    const workload = namespacedName(id);
    return { kind: id.kind, workload, file, line, decision: 'warn', message: `${id.kind} ${workload} is removed: deleting it deletes all its Pods` };
}
export function summarize(run) {
    const r = run.results;
    return {
        compared: r.filter((x) => x.operation === 'UPDATE').length,
        added: r.filter((x) => x.operation === 'CREATE').length,
        removed: run.removed.length,
        unchanged: r.filter((x) => x.operation === 'UPDATE' && x.outcome === 'unchanged').length,
        skipped: run.skipped.length,
        passedOver: run.passedOver.length,
        errors: run.errors.length,
        allow: r.filter((x) => x.decision === 'allow').length,
        warn: r.filter((x) => x.decision === 'warn').length + run.removed.length,
        deny: r.filter((x) => x.decision === 'deny').length,
    };
}
export function worstDecision(run) {
    const s = summarize(run);
    return s.deny > 0 ? 'deny' : s.warn > 0 ? 'warn' : 'allow';
}
/** Whether a decision fails the run under --fail-on. */
export function fails(decision, failOn) {
    return decision === 'deny' || (decision === 'warn' && failOn === 'warn');
}
/** An update the guard allows that leaves every Pod as it is: what --changed-only leaves out. */
export function changesNothing(r) {
    return r.operation === 'UPDATE' && r.consequence === 'none' && r.decision === 'allow';
}
/** The verdicts a format lists: all, or under --changed-only those whose Pods change or that warn or deny. */
export function shownResults(run) {
    return run.changedOnly ? run.results.filter((r) => !changesNothing(r)) : run.results;
}
/** 2 for input that could not be checked (or a skipped file under --strict), else 1 when the run fails, else 0. */
export function runExitCode(run) {
    if (run.errors.length > 0 || (run.strict && run.skipped.length > 0))
        return 2;
    return fails(worstDecision(run), run.failOn) ? 1 : 0;
}
//# sourceMappingURL=runReport.js.map