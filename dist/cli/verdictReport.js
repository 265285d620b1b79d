import { styleText } from 'node:util';
import { documentLabel } from './manifests.js';
export function verdictReport(prediction, policy, operation, source) {
    const changeLine = (pointer) => source?.doc.lineOf(pointer.startsWith('/volumeClaimTemplates') ? `/spec${pointer}` : `/spec/template${pointer}`);
    const fieldLine = (path) => source?.doc.lineOf(dottedPointer(path));
    const located = (item, line) => (line === undefined ? item : { ...item, line });
    const report = {
        kind: prediction.kind,
        workload: displayName(prediction.namespace || (source?.namespace ?? ''), prediction.name),
        ...(source ? { file: source.doc.file, document: documentLabel(source.doc), line: source.doc.line } : {}),
        operation,
        outcome: prediction.outcome,
        eligibility: prediction.eligibility,
        strategy: prediction.strategy,
        policyField: prediction.policyField,
        strategyDefault: !prediction.strategyDeclared,
        consequence: prediction.consequence,
        decision: policy.decision,
        blocking: prediction.blocking.map((v) => located({ path: v.change.path, rule: v.rule, message: v.explanation }, changeLine(v.change.pointer))),
        changes: prediction.verdicts.map((v) => located({ path: v.change.path, effect: v.effect, rule: v.rule, message: v.explanation }, changeLine(v.change.pointer))),
        restartedContainers: prediction.restartedContainers,
        warnings: policy.warnings.map((w) => located(w, warningLine(w))),
        notes: prediction.notes,
        traps: prediction.traps.map((t) => located({ id: t.id, severity: t.severity, field: t.field, message: t.message }, fieldLine(t.field))),
        annotations: policy.annotations,
    };
    if (policy.denyMessage !== undefined)
        report.denyMessage = policy.denyMessage;
    return report;
    /** A change's warning at the change, a trap's at its field; the others belong to the whole workload. */
    function warningLine(w) {
        if (w.path === undefined)
            return undefined;
        if (w.code === 'recreate-change') {
            const verdict = prediction.verdicts.find((v) => v.change.path === w.path);
            return verdict === undefined ? undefined : changeLine(verdict.change.pointer);
        }
        return w.code.startsWith('trap/') ? fieldLine(w.path) : undefined;
    }
}
/** `spec.updateStrategy.maxUnavailable` as a pointer; a readable path's `[key]` parts stop it (their parent is close). */
function dottedPointer(path) {
    const parts = [];
    for (const part of path.split('.')) {
        const bracket = part.indexOf('[');
        if (bracket >= 0) {
            if (bracket > 0)
                parts.push(part.slice(0, bracket));
            break;
        }
        parts.push(part);
    }
    return parts.map((p) => `/${p}`).join('');
}
/** `StatefulSet shop/web`: how every format names the workload of a report. */
export function subjectWords(r) {
    return `${r.kind} ${r.workload}`;
}
export function displayName(namespace, name) {
    return namespace ? `${namespace}/${name}` : name;
}
/** `InPlaceOnly from spec.updateStrategy.type`, or `ReCreate (default)` when the manifest declares no strategy. */
export function strategyWords(r) {
    return r.strategyDefault ? `${r.strategy} (default)` : `${r.strategy} from ${r.policyField}`;
}
const CONSEQUENCE_WORDS = {
    none: 'no Pod changes',
    'in-place': 'Pods are updated in place',
    'rollout-fails': 'the rollout would fail: InPlaceOnly cannot recreate Pods',
    'silent-recreate': 'Pods would be deleted and recreated (InPlaceIfPossible falls back silently)',
    recreate: 'Pods are deleted and recreated (ReCreate)',
    'on-delete': 'Pods pick up the change only when they are deleted',
};
/** What the verdict means for the Pods, in a few words (text, markdown and JUnit say the same). */
export function consequenceWords(r) {
    return r.operation === 'CREATE' ? `new ${r.kind}, its Pods are created from this template` : CONSEQUENCE_WORDS[r.consequence];
}
/** A note only the text output gives: ReCreate recreated Pods that InPlaceIfPossible would have kept. */
export function strategyHint(r) {
    if (r.operation !== 'UPDATE' || r.strategy !== 'ReCreate' || r.consequence !== 'recreate' || r.eligibility !== 'in-place')
        return undefined;
    return 'this change is eligible for an in-place update: with InPlaceIfPossible the Pods would be kept (ReCreate recreates them, as it asks)';
}
const DECISION_STYLE = { deny: 'red', warn: 'yellow', allow: 'green' };
/**
 * The line to point a reader at: the first change that blocks an in-place update, else the first change, else the
 * field of the first warning, else where the workload starts (what json, sarif and github give per item).
 */
export function focusLine(r) {
    return r.blocking.find((b) => b.line !== undefined)?.line
        ?? r.changes.find((c) => c.line !== undefined)?.line
        ?? r.traps.find((t) => t.severity === 'warning' && t.line !== undefined)?.line
        ?? r.line;
}
/** Human text: where, one line per change (path, effect, rule), then the verdict and what to do about it. */
export function formatVerdictText(r, options = {}) {
    const where = r.file === undefined ? '' : `${r.file}:${focusLine(r)}: `;
    const lines = [`${where}${subjectWords(r)} (${r.operation.toLowerCase()}, ${strategyWords(r)})`];
    const width = Math.max(0, ...r.changes.map((c) => c.path.length));
    const effectWidth = Math.max(0, ...r.changes.map((c) => c.effect.length));
    for (const c of r.changes)
        lines.push(`  ${c.path.padEnd(width)}  ${c.effect.padEnd(effectWidth)}  ${c.rule}`);
    for (const c of r.blocking)
        lines.push(`  why ${c.path}: ${c.message}`);
    for (const note of r.notes)
        lines.push(`  note: ${note}`);
    const hint = strategyHint(r);
    if (hint)
        lines.push(`  note: ${hint}`);
    for (const trap of r.traps.filter((t) => t.severity === 'info'))
        lines.push(`  info: ${trap.message}`);
    const restarts = r.restartedContainers.length > 0 ? `; containers restarted: ${r.restartedContainers.join(', ')}` : '';
    const word = r.decision.toUpperCase();
    const decision = options.colour ? styleText(['bold', DECISION_STYLE[r.decision]], word, { validateStream: false }) : word;
    lines.push(`  verdict: ${decision}: ${consequenceWords(r)}${r.outcome === 'in-place' ? restarts : ''}`);
    if (r.denyMessage)
        lines.push(`  ${r.denyMessage}`);
    for (const warning of r.warnings)
        lines.push(`  warning: ${warning.text}`);
    return `${lines.join('\n')}\n`;
}
//# sourceMappingURL=verdictReport.js.map