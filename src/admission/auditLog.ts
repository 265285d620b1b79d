import {
  AUDIT_DECISION, AUDIT_ERROR, AUDIT_PREDICTED_UPDATE, AUDIT_RECREATE_REASONS, AUDIT_RESTART_CONTAINERS, AUDIT_TRAPS,
  AUDIT_UPDATE_STRATEGY,
} from './policy.js'
import { AUDIT_BLOCKED_REVISIONS } from './heldBack.js'
import { AUDIT_SIDECAR_BLOCKING } from './sidecarSetPolicy.js'
import { oneLine } from './text.js'

/**
 * Reading our decisions back out of kube-apiserver audit logs (`audit.k8s.io/v1` Event, one JSON object per line).
 * The apiserver stores each audit annotation of a webhook response as `<webhook name>/<key>` (spec §2.5), so a
 * decision of ours is an event with a `<something>/predicted-update` annotation (or, for a new SidecarSet, which has
 * no update to predict, `<something>/decision` beside `<something>/update-strategy`). Pure: lines in, report out.
 */
export interface AuditDecision {
  auditID: string
  /** requestReceivedTimestamp (RFC 3339). */
  time: string
  user: string
  verb: string
  /** The workload's kind (CloneSet, StatefulSet, DaemonSet, SidecarSet, UnitedDeployment), from the event's resource. */
  kind: string
  namespace: string
  name: string
  apiVersion: string
  /** The webhook name the annotations were stored under. */
  webhook: string
  predictedUpdate: string
  /** Our decision: deny, warn, allow ('' when the event predates the decision annotation). */
  decision: string
  updateStrategy?: string
  recreateReasons?: string
  restartContainers?: string
  traps?: string
  /** A SidecarSet update that leaves Pods behind: the sidecar fields that keep them. */
  sidecarBlocking?: string
  /** Revisions whose Pods the update would strand (revision:pods, ...). */
  blockedRevisions?: string
  error?: string
  /** HTTP code the client got (403 for our denials); undefined when the event has no responseStatus. */
  responseCode?: number
  /** True when the request was rejected, by us or anyone else. */
  denied: boolean
  dryRun: boolean
}

export type AuditLine =
  | { kind: 'decision'; decision: AuditDecision; stage: string }
  | { kind: 'foreign' }
  | { kind: 'broken' }
  | { kind: 'blank' }

export interface AuditTotals {
  decisions: number
  deny: number
  warn: number
  allow: number
  recreate: number
}

export interface AuditReport {
  decisions: AuditDecision[]
  totals: { all: AuditTotals; byKind: Record<string, AuditTotals>; byNamespace: Record<string, AuditTotals>; byUser: Record<string, AuditTotals> }
  skipped: { foreign: number; broken: number; beforeSince: number }
}

/** The apps.kruise.io resources the webhook decides on, by the kind users write. */
const KINDS: Record<string, string> = {
  clonesets: 'CloneSet', statefulsets: 'StatefulSet', daemonsets: 'DaemonSet', sidecarsets: 'SidecarSet', uniteddeployments: 'UnitedDeployment',
}

/** Classifies one line; never throws. `webhookName` restricts decisions to one webhook's annotations. */
export function readAuditLine(line: string, webhookName?: string): AuditLine {
  if (line.trim() === '') return { kind: 'blank' }
  let event: unknown
  try {
    event = JSON.parse(line)
  } catch {
    return { kind: 'broken' }
  }
  if (!isObject(event)) return { kind: 'broken' }
  if (event.kind !== 'Event' || typeof event.apiVersion !== 'string' || !event.apiVersion.startsWith('audit.k8s.io/')) return { kind: 'foreign' }
  const annotations = isObject(event.annotations) ? event.annotations : {}
  const webhook = ourWebhook(annotations, webhookName)
  if (webhook === undefined) return { kind: 'foreign' }
  const annotation = (name: string): string | undefined => {
    const value = annotations[`${webhook}/${name}`]
    return typeof value === 'string' ? value : undefined
  }
  const objectRef = isObject(event.objectRef) ? event.objectRef : {}
  const user = isObject(event.user) ? event.user : {}
  const responseStatus = isObject(event.responseStatus) ? event.responseStatus : {}
  const responseCode = typeof responseStatus.code === 'number' ? responseStatus.code : undefined
  const group = text(objectRef.apiGroup)
  const version = text(objectRef.apiVersion)
  const decision: AuditDecision = {
    auditID: text(event.auditID),
    time: text(event.requestReceivedTimestamp) || text(event.stageTimestamp),
    user: text(user.username) || '<unknown>',
    verb: text(event.verb),
    kind: KINDS[text(objectRef.resource)] ?? text(objectRef.resource),
    namespace: text(objectRef.namespace),
    name: text(objectRef.name),
    apiVersion: group ? `${group}/${version}` : version,
    webhook,
    predictedUpdate: annotation(AUDIT_PREDICTED_UPDATE) ?? '',
    decision: annotation(AUDIT_DECISION) ?? '',
    denied: responseCode !== undefined && responseCode >= 400,
    dryRun: /[?&]dryRun=All(&|$)/.test(text(event.requestURI)),
  }
  const optional: [keyof AuditDecision, string][] = [
    ['updateStrategy', AUDIT_UPDATE_STRATEGY], ['recreateReasons', AUDIT_RECREATE_REASONS], ['restartContainers', AUDIT_RESTART_CONTAINERS],
    ['traps', AUDIT_TRAPS], ['sidecarBlocking', AUDIT_SIDECAR_BLOCKING], ['blockedRevisions', AUDIT_BLOCKED_REVISIONS], ['error', AUDIT_ERROR],
  ]
  for (const [field, name] of optional) {
    const value = annotation(name)
    if (value !== undefined) (decision as unknown as Record<string, unknown>)[field] = value
  }
  if (responseCode !== undefined) decision.responseCode = responseCode
  return { kind: 'decision', decision, stage: text(event.stage) }
}

/** The webhook name our annotations are stored under, if the event holds a decision of ours. */
function ourWebhook(annotations: Record<string, unknown>, only: string | undefined): string | undefined {
  const prefixes = Object.keys(annotations).map((key) => key.slice(0, key.lastIndexOf('/'))).filter((prefix) => only === undefined || prefix === only)
  return prefixes.find((p) => `${p}/${AUDIT_PREDICTED_UPDATE}` in annotations)
    ?? prefixes.find((p) => `${p}/${AUDIT_DECISION}` in annotations && `${p}/${AUDIT_UPDATE_STRATEGY}` in annotations)
}

/** Collects lines from any number of files into one report, newest events last, one entry per auditID. */
export class AuditCollector {
  private readonly byId = new Map<string, { decision: AuditDecision; stage: string }>()
  private readonly anonymous: AuditDecision[] = []
  private readonly skipped = { foreign: 0, broken: 0, beforeSince: 0 }

  constructor(private readonly options: { webhookName?: string; sinceMs?: number } = {}) {}

  add(line: string): void {
    const result = readAuditLine(line, this.options.webhookName)
    if (result.kind === 'blank') return
    if (result.kind !== 'decision') {
      this.skipped[result.kind]++
      return
    }
    const { decision, stage } = result
    if (this.options.sinceMs !== undefined && !(Date.parse(decision.time) >= this.options.sinceMs)) {
      this.skipped.beforeSince++
      return
    }
    if (decision.auditID === '') {
      this.anonymous.push(decision)
      return
    }
    // One request can be logged at several stages; the final stage carries the response code.
    const previous = this.byId.get(decision.auditID)
    if (previous === undefined || previous.stage !== 'ResponseComplete' || stage === 'ResponseComplete') {
      this.byId.set(decision.auditID, { decision, stage })
    }
  }

  /** Counts a line that could not be read at all (e.g. a truncated gzip stream). */
  addBroken(): void {
    this.skipped.broken++
  }

  report(): AuditReport {
    const decisions = [...[...this.byId.values()].map((entry) => entry.decision), ...this.anonymous].sort((a, b) => a.time.localeCompare(b.time))
    const all = emptyTotals()
    const byKind: Record<string, AuditTotals> = {}
    const byNamespace: Record<string, AuditTotals> = {}
    const byUser: Record<string, AuditTotals> = {}
    for (const decision of decisions) {
      for (const totals of [all, (byKind[decision.kind || '<unknown>'] ??= emptyTotals()), (byNamespace[decision.namespace || '<cluster>'] ??= emptyTotals()), (byUser[decision.user] ??= emptyTotals())]) {
        totals.decisions++
        if (decision.decision === 'deny' || decision.decision === 'warn' || decision.decision === 'allow') totals[decision.decision]++
        if (decision.predictedUpdate === 'Recreate') totals.recreate++
      }
    }
    return { decisions, totals: { all, byKind: sortKeys(byKind), byNamespace: sortKeys(byNamespace), byUser: sortKeys(byUser) }, skipped: { ...this.skipped } }
  }
}

/** The human report: one line per decision, then totals by kind, namespace and user, then what was skipped. */
export function formatAuditReport(report: AuditReport): string {
  const rows = report.decisions.map((d) => [
    d.time,
    d.user,
    `${d.kind ? `${d.kind} ` : ''}${d.namespace ? `${d.namespace}/` : ''}${d.name}`,
    d.verb + (d.dryRun ? ' (dry-run)' : ''),
    d.predictedUpdate,
    d.decision || '-',
    d.responseCode === undefined ? '-' : String(d.responseCode),
    detail(d),
  ])
  const header = ['TIME', 'USER', 'WORKLOAD', 'VERB', 'PREDICTED', 'DECISION', 'CODE', 'BLOCKING / DETAIL']
  const out: string[] = []
  if (rows.length === 0) out.push('No decisions of inplace-guard found.')
  else out.push(...table([header, ...rows]))
  const totalsTable = (title: string, totals: Record<string, AuditTotals>): void => {
    out.push('', title)
    out.push(...table([['', 'DECISIONS', 'DENIED', 'WARNED', 'ALLOWED', 'RECREATE'],
      ...Object.entries(totals).map(([key, t]) => [key, t.decisions, t.deny, t.warn, t.allow, t.recreate].map(String))]).map((line) => `  ${line}`))
  }
  if (rows.length > 0) {
    totalsTable('By kind:', report.totals.byKind)
    totalsTable('By namespace:', report.totals.byNamespace)
    totalsTable('By user:', report.totals.byUser)
  }
  const { foreign, broken, beforeSince } = report.skipped
  out.push('', `Skipped: ${foreign} other events, ${broken} unreadable lines${beforeSince > 0 ? `, ${beforeSince} decisions before --since` : ''}.`)
  return `${out.join('\n')}\n`
}

function detail(d: AuditDecision): string {
  if (d.recreateReasons !== undefined) return d.recreateReasons
  if (d.sidecarBlocking !== undefined) return d.sidecarBlocking
  if (d.error !== undefined) return d.error
  if (d.blockedRevisions !== undefined) return `not in place from ${d.blockedRevisions.split(',').map(podsAtRevision).join(', ')}`
  return d.restartContainers ? `restarts ${d.restartContainers}` : ''
}

/** `web-5d4f:3` as `3 Pods at web-5d4f`. */
function podsAtRevision(entry: string): string {
  const at = entry.lastIndexOf(':')
  const pods = entry.slice(at + 1)
  return at < 0 ? entry : `${pods} ${pods === '1' ? 'Pod' : 'Pods'} at ${entry.slice(0, at)}`
}

/** Go-style durations: 90s, 15m, 2h30m, 7d. */
export function parseDuration(input: string): number | undefined {
  const text = input.trim()
  if (!/^(\d+(\.\d+)?(ms|s|m|h|d))+$/.test(text)) return undefined
  const unit: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }
  let total = 0
  for (const [, amount, , name] of text.matchAll(/(\d+(\.\d+)?)(ms|s|m|h|d)/g)) total += Number(amount) * unit[name]
  return total
}

/** Cells come from the audit log (user names, verbs, annotation values): no control character reaches the terminal. */
function table(cells: string[][]): string[] {
  const rows = cells.map((row) => row.map((cell) => oneLine(cell, Infinity)))
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  return rows.map((row) => row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]))).join('  ').trimEnd())
}

function emptyTotals(): AuditTotals {
  return { decisions: 0, deny: 0, warn: 0, allow: 0, recreate: 0 }
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)))
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}
