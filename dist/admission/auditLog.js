import { AUDIT_DECISION, AUDIT_ERROR, AUDIT_PREDICTED_UPDATE, AUDIT_RECREATE_REASONS, AUDIT_RESTART_CONTAINERS, AUDIT_TRAPS, AUDIT_UPDATE_STRATEGY, } from './policy.js';
const SUFFIX = `/${AUDIT_PREDICTED_UPDATE}`;
/** Classifies one line; never throws. `webhookName` restricts decisions to one webhook's annotations. */
export function readAuditLine(line, webhookName) {
    if (line.trim() === '')
        return { kind: 'blank' };
    let event;
    try {
        event = JSON.parse(line);
    }
    catch {
        return { kind: 'broken' };
    }
    if (!isObject(event))
        return { kind: 'broken' };
    if (event.kind !== 'Event' || typeof event.apiVersion !== 'string' || !event.apiVersion.startsWith('audit.k8s.io/'))
        return { kind: 'foreign' };
    const annotations = isObject(event.annotations) ? event.annotations : {};
    const key = Object.keys(annotations).find((k) => k.endsWith(SUFFIX) && (webhookName === undefined || k === `${webhookName}${SUFFIX}`));
    if (key === undefined)
        return { kind: 'foreign' };
    const webhook = key.slice(0, -SUFFIX.length);
    const annotation = (name) => {
        const value = annotations[`${webhook}/${name}`];
        return typeof value === 'string' ? value : undefined;
    };
    const objectRef = isObject(event.objectRef) ? event.objectRef : {};
    const user = isObject(event.user) ? event.user : {};
    const responseStatus = isObject(event.responseStatus) ? event.responseStatus : {};
    const responseCode = typeof responseStatus.code === 'number' ? responseStatus.code : undefined;
    const group = text(objectRef.apiGroup);
    const version = text(objectRef.apiVersion);
    const decision = {
        auditID: text(event.auditID),
        time: text(event.requestReceivedTimestamp) || text(event.stageTimestamp),
        user: text(user.username) || '<unknown>',
        verb: text(event.verb),
        namespace: text(objectRef.namespace),
        name: text(objectRef.name),
        apiVersion: group ? `${group}/${version}` : version,
        webhook,
        predictedUpdate: annotation(AUDIT_PREDICTED_UPDATE) ?? '',
        decision: annotation(AUDIT_DECISION) ?? '',
        denied: responseCode !== undefined && responseCode >= 400,
        dryRun: /[?&]dryRun=All(&|$)/.test(text(event.requestURI)),
    };
    const optional = [
        ['updateStrategy', AUDIT_UPDATE_STRATEGY], ['recreateReasons', AUDIT_RECREATE_REASONS], ['restartContainers', AUDIT_RESTART_CONTAINERS],
        ['traps', AUDIT_TRAPS], ['error', AUDIT_ERROR],
    ];
    for (const [field, name] of optional) {
        const value = annotation(name);
        if (value !== undefined)
            decision[field] = value;
    }
    if (responseCode !== undefined)
        decision.responseCode = responseCode;
    return { kind: 'decision', decision, stage: text(event.stage) };
}
/** Collects lines from any number of files into one report, newest events last, one entry per auditID. */
export class AuditCollector {
    options;
    byId = new Map();
    anonymous = [];
    skipped = { foreign: 0, broken: 0, beforeSince: 0 };
    constructor(options = {}) {
        this.options = options;
    }
    add(line) {
        const result = readAuditLine(line, this.options.webhookName);
        if (result.kind === 'blank')
            return;
        if (result.kind !== 'decision') {
            this.skipped[result.kind]++;
            return;
        }
        const { decision, stage } = result;
        if (this.options.sinceMs !== undefined && !(Date.parse(decision.time) >= this.options.sinceMs)) {
            this.skipped.beforeSince++;
            return;
        }
        if (decision.auditID === '') {
            this.anonymous.push(decision);
            return;
        }
        // One request can be logged at several stages; the final stage carries the response code.
        const previous = this.byId.get(decision.auditID);
        if (previous === undefined || previous.stage !== 'ResponseComplete' || stage === 'ResponseComplete') {
            this.byId.set(decision.auditID, { decision, stage });
        }
    }
    /** Counts a line that could not be read at all (e.g. a truncated gzip stream). */
    addBroken() {
        this.skipped.broken++;
    }
    report() {
        const decisions = [...[...this.byId.values()].map((entry) => entry.decision), ...this.anonymous].sort((a, b) => a.time.localeCompare(b.time));
        const all = emptyTotals();
        const byNamespace = {};
        const byUser = {};
        for (const decision of decisions) {
            for (const totals of [all, (byNamespace[decision.namespace || '<cluster>'] ??= emptyTotals()), (byUser[decision.user] ??= emptyTotals())]) {
                totals.decisions++;
                if (decision.decision === 'deny' || decision.decision === 'warn' || decision.decision === 'allow')
                    totals[decision.decision]++;
                if (decision.predictedUpdate === 'Recreate')
                    totals.recreate++;
            }
        }
        return { decisions, totals: { all, byNamespace: sortKeys(byNamespace), byUser: sortKeys(byUser) }, skipped: { ...this.skipped } };
    }
}
/** The human report: one line per decision, then totals by namespace and user, then what was skipped. */
export function formatAuditReport(report) {
    const rows = report.decisions.map((d) => [
        d.time,
        d.user,
        `${d.namespace ? `${d.namespace}/` : ''}${d.name}`,
        d.verb + (d.dryRun ? ' (dry-run)' : ''),
        d.predictedUpdate,
        d.decision || '-',
        d.responseCode === undefined ? '-' : String(d.responseCode),
        d.recreateReasons ?? d.error ?? (d.restartContainers ? `restarts ${d.restartContainers}` : ''),
    ]);
    const header = ['TIME', 'USER', 'CLONESET', 'VERB', 'PREDICTED', 'DECISION', 'CODE', 'BLOCKING / DETAIL'];
    const out = [];
    if (rows.length === 0)
        out.push('No decisions of inplace-guard found.');
    else
        out.push(...table([header, ...rows]));
    const totalsTable = (title, totals) => {
        out.push('', title);
        out.push(...table([['', 'DECISIONS', 'DENIED', 'WARNED', 'ALLOWED', 'RECREATE'],
            ...Object.entries(totals).map(([key, t]) => [key, t.decisions, t.deny, t.warn, t.allow, t.recreate].map(String))]).map((line) => `  ${line}`));
    };
    if (rows.length > 0) {
        totalsTable('By namespace:', report.totals.byNamespace);
        totalsTable('By user:', report.totals.byUser);
    }
    const { foreign, broken, beforeSince } = report.skipped;
    out.push('', `Skipped: ${foreign} other events, ${broken} unreadable lines${beforeSince > 0 ? `, ${beforeSince} decisions before --since` : ''}.`);
    return `${out.join('\n')}\n`;
}
/** Go-style durations: 90s, 15m, 2h30m, 7d. */
export function parseDuration(input) {
    const text = input.trim();
    if (!/^(\d+(\.\d+)?(ms|s|m|h|d))+$/.test(text))
        return undefined;
    const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
    let total = 0;
    for (const [, amount, , name] of text.matchAll(/(\d+(\.\d+)?)(ms|s|m|h|d)/g))
        total += Number(amount) * unit[name];
    return total;
}
function table(rows) {
    const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
    return rows.map((row) => row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]))).join('  ').trimEnd());
}
function emptyTotals() {
    return { decisions: 0, deny: 0, warn: 0, allow: 0, recreate: 0 };
}
function sortKeys(record) {
    return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function text(value) {
    return typeof value === 'string' ? value : '';
}
//# sourceMappingURL=auditLog.js.map