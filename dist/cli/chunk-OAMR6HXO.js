import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  EXIT_OK,
  EXIT_USAGE
} from "./chunk-DBAETZ3J.js";
import {
  AUDIT_DECISION,
  AUDIT_ERROR,
  AUDIT_PREDICTED_UPDATE,
  AUDIT_RECREATE_REASONS,
  AUDIT_RESTART_CONTAINERS,
  AUDIT_TRAPS,
  AUDIT_UPDATE_STRATEGY
} from "./chunk-5PWZHMIU.js";
import "./chunk-GPAOY5QV.js";
import "./chunk-XCLU624G.js";
import "./chunk-3SJVJNMC.js";

// dist/cli/commands/audit.js
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { resolve } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { createGunzip } from "node:zlib";

// dist/admission/auditLog.js
var SUFFIX = `/${AUDIT_PREDICTED_UPDATE}`;
function readAuditLine(line, webhookName) {
  if (line.trim() === "")
    return { kind: "blank" };
  let event;
  try {
    event = JSON.parse(line);
  } catch {
    return { kind: "broken" };
  }
  if (!isObject(event))
    return { kind: "broken" };
  if (event.kind !== "Event" || typeof event.apiVersion !== "string" || !event.apiVersion.startsWith("audit.k8s.io/"))
    return { kind: "foreign" };
  const annotations = isObject(event.annotations) ? event.annotations : {};
  const key = Object.keys(annotations).find((k) => k.endsWith(SUFFIX) && (webhookName === void 0 || k === `${webhookName}${SUFFIX}`));
  if (key === void 0)
    return { kind: "foreign" };
  const webhook = key.slice(0, -SUFFIX.length);
  const annotation = (name) => {
    const value = annotations[`${webhook}/${name}`];
    return typeof value === "string" ? value : void 0;
  };
  const objectRef = isObject(event.objectRef) ? event.objectRef : {};
  const user = isObject(event.user) ? event.user : {};
  const responseStatus = isObject(event.responseStatus) ? event.responseStatus : {};
  const responseCode = typeof responseStatus.code === "number" ? responseStatus.code : void 0;
  const group = text(objectRef.apiGroup);
  const version = text(objectRef.apiVersion);
  const decision = {
    auditID: text(event.auditID),
    time: text(event.requestReceivedTimestamp) || text(event.stageTimestamp),
    user: text(user.username) || "<unknown>",
    verb: text(event.verb),
    namespace: text(objectRef.namespace),
    name: text(objectRef.name),
    apiVersion: group ? `${group}/${version}` : version,
    webhook,
    predictedUpdate: annotation(AUDIT_PREDICTED_UPDATE) ?? "",
    decision: annotation(AUDIT_DECISION) ?? "",
    denied: responseCode !== void 0 && responseCode >= 400,
    dryRun: /[?&]dryRun=All(&|$)/.test(text(event.requestURI))
  };
  const optional = [
    ["updateStrategy", AUDIT_UPDATE_STRATEGY],
    ["recreateReasons", AUDIT_RECREATE_REASONS],
    ["restartContainers", AUDIT_RESTART_CONTAINERS],
    ["traps", AUDIT_TRAPS],
    ["error", AUDIT_ERROR]
  ];
  for (const [field, name] of optional) {
    const value = annotation(name);
    if (value !== void 0)
      decision[field] = value;
  }
  if (responseCode !== void 0)
    decision.responseCode = responseCode;
  return { kind: "decision", decision, stage: text(event.stage) };
}
var AuditCollector = class {
  options;
  byId = /* @__PURE__ */ new Map();
  anonymous = [];
  skipped = { foreign: 0, broken: 0, beforeSince: 0 };
  constructor(options = {}) {
    this.options = options;
  }
  add(line) {
    const result = readAuditLine(line, this.options.webhookName);
    if (result.kind === "blank")
      return;
    if (result.kind !== "decision") {
      this.skipped[result.kind]++;
      return;
    }
    const { decision, stage } = result;
    if (this.options.sinceMs !== void 0 && !(Date.parse(decision.time) >= this.options.sinceMs)) {
      this.skipped.beforeSince++;
      return;
    }
    if (decision.auditID === "") {
      this.anonymous.push(decision);
      return;
    }
    const previous = this.byId.get(decision.auditID);
    if (previous === void 0 || previous.stage !== "ResponseComplete" || stage === "ResponseComplete") {
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
      for (const totals of [all, byNamespace[decision.namespace || "<cluster>"] ??= emptyTotals(), byUser[decision.user] ??= emptyTotals()]) {
        totals.decisions++;
        if (decision.decision === "deny" || decision.decision === "warn" || decision.decision === "allow")
          totals[decision.decision]++;
        if (decision.predictedUpdate === "Recreate")
          totals.recreate++;
      }
    }
    return { decisions, totals: { all, byNamespace: sortKeys(byNamespace), byUser: sortKeys(byUser) }, skipped: { ...this.skipped } };
  }
};
function formatAuditReport(report) {
  const rows = report.decisions.map((d) => [
    d.time,
    d.user,
    `${d.namespace ? `${d.namespace}/` : ""}${d.name}`,
    d.verb + (d.dryRun ? " (dry-run)" : ""),
    d.predictedUpdate,
    d.decision || "-",
    d.responseCode === void 0 ? "-" : String(d.responseCode),
    d.recreateReasons ?? d.error ?? (d.restartContainers ? `restarts ${d.restartContainers}` : "")
  ]);
  const header = ["TIME", "USER", "CLONESET", "VERB", "PREDICTED", "DECISION", "CODE", "BLOCKING / DETAIL"];
  const out = [];
  if (rows.length === 0)
    out.push("No decisions of inplace-guard found.");
  else
    out.push(...table([header, ...rows]));
  const totalsTable = (title, totals) => {
    out.push("", title);
    out.push(...table([
      ["", "DECISIONS", "DENIED", "WARNED", "ALLOWED", "RECREATE"],
      ...Object.entries(totals).map(([key, t]) => [key, t.decisions, t.deny, t.warn, t.allow, t.recreate].map(String))
    ]).map((line) => `  ${line}`));
  };
  if (rows.length > 0) {
    totalsTable("By namespace:", report.totals.byNamespace);
    totalsTable("By user:", report.totals.byUser);
  }
  const { foreign, broken, beforeSince } = report.skipped;
  out.push("", `Skipped: ${foreign} other events, ${broken} unreadable lines${beforeSince > 0 ? `, ${beforeSince} decisions before --since` : ""}.`);
  return `${out.join("\n")}
`;
}
function parseDuration(input) {
  const text2 = input.trim();
  if (!/^(\d+(\.\d+)?(ms|s|m|h|d))+$/.test(text2))
    return void 0;
  const unit = { ms: 1, s: 1e3, m: 6e4, h: 36e5, d: 864e5 };
  let total = 0;
  for (const [, amount, , name] of text2.matchAll(/(\d+(\.\d+)?)(ms|s|m|h|d)/g))
    total += Number(amount) * unit[name];
  return total;
}
function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => row.map((cell, column) => column === row.length - 1 ? cell : cell.padEnd(widths[column])).join("  ").trimEnd());
}
function emptyTotals() {
  return { decisions: 0, deny: 0, warn: 0, allow: 0, recreate: 0 };
}
function sortKeys(record) {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function text(value) {
  return typeof value === "string" ? value : "";
}

// dist/cli/commands/audit.js
var USAGE = `usage: inplace-guard audit AUDIT_LOG... [--since DURATION] [--output text|json] [--webhook-name NAME]

Reports every CloneSet decision of inplace-guard found in kube-apiserver audit logs (audit.k8s.io/v1 events,
one JSON object per line, plain or gzip): when, who, which CloneSet, the predicted update, the decision, the HTTP
code the client got and the blocking paths; then totals by namespace and by user. Lines that are not our
decisions or cannot be read are counted and skipped.

options:
  --since DURATION     only requests received in the last DURATION (e.g. 90m, 24h, 7d)
  --now TIMESTAMP      the reference time for --since (default: now)
  --output text|json   report format (default: text)
  --webhook-name NAME  only this webhook's annotations (default: any key ending in /predicted-update)
  -h, --help           show this help
`;
var run = async (argv, io) => {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        since: { type: "string" },
        now: { type: "string" },
        output: { type: "string" },
        "webhook-name": { type: "string" },
        help: { type: "boolean", short: "h" }
      },
      allowPositionals: true,
      strict: true
    });
  } catch (err) {
    return usageError(io, err instanceof Error ? err.message : String(err));
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(USAGE);
    return EXIT_OK;
  }
  if (positionals.length === 0)
    return usageError(io, "give at least one audit log file");
  const output = values.output ?? "text";
  if (output !== "text" && output !== "json")
    return usageError(io, `--output must be text or json`);
  let sinceMs;
  if (values.since !== void 0) {
    const duration = parseDuration(values.since);
    if (duration === void 0)
      return usageError(io, `--since ${JSON.stringify(values.since)} is not a duration such as 90m, 24h or 7d`);
    const now = values.now === void 0 ? Date.now() : Date.parse(values.now);
    if (Number.isNaN(now))
      return usageError(io, `--now ${JSON.stringify(values.now)} is not an RFC 3339 timestamp`);
    sinceMs = now - duration;
  }
  const collector = new AuditCollector({ webhookName: values["webhook-name"], sinceMs });
  for (const file of positionals) {
    const path = resolve(io.cwd, file);
    const problem = await readLines(path, (line) => collector.add(line));
    if (problem === "unreadable") {
      io.stderr(`inplace-guard audit: cannot read ${file}
`);
      return EXIT_USAGE;
    }
    if (problem === "truncated") {
      collector.addBroken();
      io.stderr(`inplace-guard audit: ${file} ends early (truncated or corrupt gzip); the lines before it were read
`);
    }
  }
  const report = collector.report();
  io.stdout(output === "json" ? `${JSON.stringify(report, null, 2)}
` : formatAuditReport(report));
  return EXIT_OK;
};
function usageError(io, message) {
  io.stderr(`inplace-guard audit: ${message}

${USAGE}`);
  return EXIT_USAGE;
}
async function readLines(path, onLine) {
  let gzip;
  try {
    const handle = await open(path, "r");
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
      gzip = bytesRead === 2 && buffer[0] === 31 && buffer[1] === 139;
    } finally {
      await handle.close();
    }
  } catch {
    return "unreadable";
  }
  const file = createReadStream(path);
  const source = gzip ? file.pipe(createGunzip()) : file;
  let failed = false;
  const onError = () => {
    failed = true;
    source.destroy();
  };
  file.on("error", onError);
  source.on("error", onError);
  const lines = createInterface({ input: source, crlfDelay: Infinity });
  try {
    for await (const line of lines)
      onLine(line);
  } catch {
    failed = true;
  }
  return failed ? "truncated" : void 0;
}
export {
  USAGE,
  run
};
