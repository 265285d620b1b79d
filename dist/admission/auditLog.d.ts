/**
 * Reading our decisions back out of kube-apiserver audit logs (`audit.k8s.io/v1` Event, one JSON object per line).
 * The apiserver stores each audit annotation of a webhook response as `<webhook name>/<key>` (spec §2.5), so a
 * decision of ours (on a CloneSet or an Advanced StatefulSet) is an event with a `<something>/predicted-update`
 * annotation. Pure: lines in, report out.
 */
export interface AuditDecision {
    auditID: string;
    /** requestReceivedTimestamp (RFC 3339). */
    time: string;
    user: string;
    verb: string;
    namespace: string;
    name: string;
    apiVersion: string;
    /** The webhook name the annotations were stored under. */
    webhook: string;
    predictedUpdate: string;
    /** Our decision: deny, warn, allow ('' when the event predates the decision annotation). */
    decision: string;
    updateStrategy?: string;
    recreateReasons?: string;
    restartContainers?: string;
    traps?: string;
    error?: string;
    /** HTTP code the client got (403 for our denials); undefined when the event has no responseStatus. */
    responseCode?: number;
    /** True when the request was rejected, by us or anyone else. */
    denied: boolean;
    dryRun: boolean;
}
export type AuditLine = {
    kind: 'decision';
    decision: AuditDecision;
    stage: string;
} | {
    kind: 'foreign';
} | {
    kind: 'broken';
} | {
    kind: 'blank';
};
export interface AuditTotals {
    decisions: number;
    deny: number;
    warn: number;
    allow: number;
    recreate: number;
}
export interface AuditReport {
    decisions: AuditDecision[];
    totals: {
        all: AuditTotals;
        byNamespace: Record<string, AuditTotals>;
        byUser: Record<string, AuditTotals>;
    };
    skipped: {
        foreign: number;
        broken: number;
        beforeSince: number;
    };
}
/** Classifies one line; never throws. `webhookName` restricts decisions to one webhook's annotations. */
export declare function readAuditLine(line: string, webhookName?: string): AuditLine;
/** Collects lines from any number of files into one report, newest events last, one entry per auditID. */
export declare class AuditCollector {
    private readonly options;
    private readonly byId;
    private readonly anonymous;
    private readonly skipped;
    constructor(options?: {
        webhookName?: string;
        sinceMs?: number;
    });
    add(line: string): void;
    /** Counts a line that could not be read at all (e.g. a truncated gzip stream). */
    addBroken(): void;
    report(): AuditReport;
}
/** The human report: one line per decision, then totals by namespace and user, then what was skipped. */
export declare function formatAuditReport(report: AuditReport): string;
/** Go-style durations: 90s, 15m, 2h30m, 7d. */
export declare function parseDuration(input: string): number | undefined;
