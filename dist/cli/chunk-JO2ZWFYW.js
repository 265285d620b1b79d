import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  ensureDevelopmentCertificates
} from "./chunk-TFUBBEJK.js";
import {
  startEmbeddedReconciler,
  startRevisionView
} from "./chunk-PM4NBESH.js";
import "./chunk-KBGRAQHT.js";
import "./chunk-YJD6HLME.js";
import "./chunk-NSOFFFHT.js";
import {
  applyUnitedDeploymentPolicy,
  engineErrorMessage
} from "./chunk-JAPPUUZC.js";
import {
  EXIT_OK,
  EXIT_USAGE
} from "./chunk-DBAETZ3J.js";
import {
  decideSidecarSet
} from "./chunk-WNLQ7F44.js";
import {
  decide
} from "./chunk-KEIDEXSE.js";
import {
  AUDIT_DECISION,
  AUDIT_ERROR,
  AUDIT_PREDICTED_UPDATE,
  GUARD_ANNOTATIONS,
  engineFailurePolicy,
  oneLine,
  predictedUpdate
} from "./chunk-5PWZHMIU.js";
import {
  GUARDED_KINDS,
  KRUISE_GROUP,
  declaredWorkloadPolicy,
  isGuardedKind,
  parseGates,
  predictUnitedDeploymentCreate,
  predictUnitedDeploymentUpdate,
  resolveGates
} from "./chunk-K6DPC5DB.js";
import {
  DEFAULT_KRUISE_RELEASE,
  KRUISE_RELEASES
} from "./chunk-GPAOY5QV.js";
import "./chunk-72BLB5EG.js";
import {
  GuardError,
  isGuardError
} from "./chunk-XCLU624G.js";
import "./chunk-3SJVJNMC.js";

// dist/config.js
import { parseArgs } from "node:util";
var POLICIES = ["InPlaceOnly", "InPlaceIfPossible", "ReCreate", "SidecarSetNotUpgradable"];
var LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
var MODES = ["observe", "active", "off"];
var MIB = 1024 * 1024;
var DEFAULT_WEBHOOK_NAME = "validate.inplace-guard.kruise.io";
var DEFAULT_MAX_BODY_BYTES = 7 * MIB;
var OPTIONS = [
  { field: "host", flag: "host", env: "IPG_HOST", value: "HOST", defaultText: "127.0.0.1", help: "address to listen on (0.0.0.0 inside a cluster)" },
  { field: "port", flag: "port", env: "IPG_PORT", value: "PORT", defaultText: "8443", help: "HTTPS port (0 picks a free one)" },
  { field: "tlsCert", flag: "tls-cert", env: "IPG_TLS_CERT", value: "FILE", defaultText: "generated", help: "serving certificate (PEM); re-read when the file changes" },
  { field: "tlsKey", flag: "tls-key", env: "IPG_TLS_KEY", value: "FILE", defaultText: "generated", help: "private key of the serving certificate (PEM)" },
  { field: "clientCa", flag: "client-ca", env: "IPG_CLIENT_CA", value: "FILE", defaultText: "none", help: "CA bundle; when set, /validate and /mutate require a client certificate it signed" },
  { field: "gates", flag: "gates", env: "IPG_GATES", value: "Name=bool,...", defaultText: "Kruise's defaults", help: "OpenKruise feature gates of the cluster's kruise-manager" },
  { field: "kruise", flag: "kruise-version", env: "IPG_KRUISE_VERSION", value: "RELEASE", defaultText: DEFAULT_KRUISE_RELEASE, help: `OpenKruise release of the cluster (${KRUISE_RELEASES.join(", ")}; next: Kruise's main branch, v1beta1 CloneSet)` },
  { field: "denyStrategies", flag: "deny-strategies", env: "IPG_DENY_STRATEGIES", value: "LIST", defaultText: "InPlaceOnly", help: "strategies whose recreate updates are denied (InPlaceOnly,InPlaceIfPossible,ReCreate; SidecarSetNotUpgradable: SidecarSet updates that leave running Pods behind; empty: warn only)" },
  { field: "onError", flag: "on-error", env: "IPG_ON_ERROR", value: "allow|deny", defaultText: "allow", help: "answer when the engine cannot read a CloneSet (allow adds a warning)" },
  { field: "maxBodyBytes", flag: "max-body-bytes", env: "IPG_MAX_BODY_BYTES", value: "BYTES", defaultText: "7Mi", help: "largest AdmissionReview accepted (suffixes Ki, Mi)" },
  { field: "logLevel", flag: "log-level", env: "IPG_LOG_LEVEL", value: "LEVEL", defaultText: "info", help: `log level (${LOG_LEVELS.join(", ")})` },
  { field: "mode", flag: "mode", env: "IPG_MODE", value: "MODE", defaultText: "active, observe with --kubeconfig", help: "embedded reconciler: observe, active or off" },
  { field: "kubeconfig", flag: "kubeconfig", env: "IPG_KUBECONFIG", value: "FILE", defaultText: "in-memory cluster", help: "reconcile a real cluster instead of the embedded one" },
  { field: "webhookName", flag: "webhook-name", env: "IPG_WEBHOOK_NAME", value: "NAME", defaultText: DEFAULT_WEBHOOK_NAME, help: "name of the registered validating webhook (messages, audit annotation prefix)" },
  { field: "certDir", flag: "cert-dir", env: "IPG_CERT_DIR", value: "DIR", defaultText: "./certs/dev", help: "where the development CA and certificate go when no --tls-cert is given" },
  { field: "selfManagedSecret", flag: "self-managed-secret", env: "IPG_SELF_MANAGED_SECRET", value: "NS/NAME", defaultText: "none", help: "keep the CA and serving certificate in this Secret (created when missing); needs --kubeconfig" },
  { field: "selfManagedHosts", flag: "self-managed-hosts", env: "IPG_SELF_MANAGED_HOSTS", value: "LIST", defaultText: "none", help: "DNS names of the serving certificate kept in --self-managed-secret (the Service)" },
  { field: "injectCaInto", flag: "inject-ca-into", env: "IPG_INJECT_CA_INTO", value: "KIND/NAME,...", defaultText: "none", help: "webhook configurations (mutating/NAME, validating/NAME) whose caBundle is set to that CA at startup" },
  { field: "certReloadMs", flag: "cert-reload-ms", env: "IPG_CERT_RELOAD_MS", value: "MS", defaultText: "10000", help: "how often the certificate files are checked for changes (also on file events)" },
  { field: "shutdownGraceMs", flag: "shutdown-grace-ms", env: "IPG_SHUTDOWN_GRACE_MS", value: "MS", defaultText: "10000", help: "on SIGTERM, how long in-flight requests may take before the process exits" },
  { field: "drainMs", flag: "drain-ms", env: "IPG_DRAIN_MS", value: "MS", defaultText: "5000", help: "on SIGTERM, how long to keep answering (readiness false, connections closed after each answer) before closing" }
];
function loadConfig(argv, env = {}) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        help: { type: "boolean", short: "h" },
        ...Object.fromEntries(OPTIONS.map((o) => [o.flag, { type: "string" }]))
      },
      allowPositionals: true,
      strict: true
    });
  } catch (err) {
    throw new GuardError("IPG_ERR_USAGE", err instanceof Error ? err.message : String(err));
  }
  if (parsed.positionals.length > 0) {
    throw new GuardError("IPG_ERR_USAGE", `unexpected argument ${JSON.stringify(parsed.positionals[0])}`);
  }
  const raw = {};
  const source = {};
  for (const option of OPTIONS) {
    const fromFlag = parsed.values[option.flag];
    const fromEnv = env[option.env];
    if (typeof fromFlag === "string") {
      raw[option.field] = fromFlag;
      source[option.field] = `--${option.flag}`;
    } else if (fromEnv !== void 0 && fromEnv !== "") {
      raw[option.field] = fromEnv;
      source[option.field] = option.env;
    }
  }
  return { config: buildConfig(raw, source), help: parsed.values.help === true };
}
function configHelp() {
  const left = OPTIONS.map((o) => `  --${o.flag} ${o.value}`);
  const width = Math.max(...left.map((l) => l.length));
  const lines = OPTIONS.map((o, i) => `${left[i].padEnd(width)}  ${o.help} [${o.env}; default: ${o.defaultText}]`);
  return `options (flags win over environment variables):
${lines.join("\n")}
  ${"-h, --help".padEnd(width - 2)}  show this help
`;
}
function buildConfig(raw, source) {
  const where = (field) => source[field] ?? `--${OPTIONS.find((o) => o.field === field)?.flag}`;
  const fail = (field, expected) => {
    throw new GuardError("IPG_ERR_CONFIG", `${where(field)}: ${quote(raw[field])} ${expected}`);
  };
  const integer = (field, fallback, min, max) => {
    const text = raw[field];
    if (text === void 0)
      return fallback;
    const value = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max)
      fail(field, `is not an integer from ${min} to ${max}`);
    return value;
  };
  const oneOf = (field, allowed, fallback) => {
    const text = raw[field]?.trim();
    if (text === void 0)
      return fallback;
    if (!allowed.includes(text))
      fail(field, `is not one of ${allowed.join(", ")}`);
    return text;
  };
  const tlsCert = path(raw.tlsCert);
  const tlsKey = path(raw.tlsKey);
  if (tlsCert === void 0 !== (tlsKey === void 0)) {
    const missing2 = tlsCert === void 0 ? "--tls-cert" : "--tls-key";
    throw new GuardError("IPG_ERR_CONFIG", `${missing2} is required when ${missing2 === "--tls-cert" ? "--tls-key" : "--tls-cert"} is given`);
  }
  const kubeconfig = path(raw.kubeconfig);
  const host = raw.host?.trim() ?? "127.0.0.1";
  if (host === "")
    fail("host", "is not a host name or address");
  return {
    host,
    port: integer("port", 8443, 0, 65535),
    tlsCert,
    tlsKey,
    clientCa: path(raw.clientCa),
    gates: gates(raw.gates, where("gates")),
    kruise: oneOf("kruise", KRUISE_RELEASES, DEFAULT_KRUISE_RELEASE),
    denyStrategies: denyStrategies(raw.denyStrategies, where("denyStrategies")),
    onError: oneOf("onError", ["allow", "deny"], "allow"),
    maxBodyBytes: byteSize(raw.maxBodyBytes, where("maxBodyBytes")),
    logLevel: oneOf("logLevel", LOG_LEVELS, "info"),
    mode: oneOf("mode", MODES, kubeconfig === void 0 ? "active" : "observe"),
    kubeconfig,
    webhookName: webhookName(raw.webhookName, where("webhookName")),
    certDir: path(raw.certDir) ?? "certs/dev",
    ...selfManaged(raw, where, kubeconfig),
    certReloadMs: integer("certReloadMs", 1e4, 100, 864e5),
    shutdownGraceMs: integer("shutdownGraceMs", 1e4, 0, 6e5),
    drainMs: integer("drainMs", 5e3, 0, 6e5)
  };
}
function selfManaged(raw, where, kubeconfig) {
  const list = (text) => (text ?? "").split(",").map((item) => item.trim()).filter((item) => item !== "");
  const secretText = path(raw.selfManagedSecret);
  const secret = secretText === void 0 ? void 0 : /^([a-z0-9][-a-z0-9]*)\/([a-z0-9][-a-z0-9.]*)$/.exec(secretText);
  if (secretText !== void 0 && !secret)
    throw new GuardError("IPG_ERR_CONFIG", `${where("selfManagedSecret")}: ${quote(secretText)} is not NAMESPACE/NAME`);
  const hosts = list(raw.selfManagedHosts);
  const injectCaInto = list(raw.injectCaInto).map((item) => {
    const match = /^(mutating|validating)\/([a-z0-9][-a-z0-9.]*)$/.exec(item);
    if (!match)
      throw new GuardError("IPG_ERR_CONFIG", `${where("injectCaInto")}: ${quote(item)} is not mutating/NAME or validating/NAME`);
    return { kind: match[1], name: match[2] };
  });
  if (secret && hosts.length === 0)
    throw new GuardError("IPG_ERR_CONFIG", `${where("selfManagedSecret")} needs --self-managed-hosts (the Service's DNS names)`);
  if (secret && kubeconfig === void 0)
    throw new GuardError("IPG_ERR_CONFIG", `${where("selfManagedSecret")} needs --kubeconfig (the Secret lives in the cluster)`);
  if (secret && raw.tlsCert !== void 0)
    throw new GuardError("IPG_ERR_CONFIG", `${where("selfManagedSecret")} and --tls-cert exclude each other`);
  if (!secret && injectCaInto.length > 0)
    throw new GuardError("IPG_ERR_CONFIG", `${where("injectCaInto")} needs --self-managed-secret (the CA it injects)`);
  return { selfManagedSecret: secret ? { namespace: secret[1], name: secret[2] } : void 0, selfManagedHosts: hosts, injectCaInto };
}
function gates(text, where) {
  if (text === void 0)
    return resolveGates();
  try {
    return resolveGates(parseGates(text));
  } catch (err) {
    throw new GuardError("IPG_ERR_CONFIG", `${where}: ${isGuardError(err) ? err.message : String(err)}`);
  }
}
function denyStrategies(text, where) {
  if (text === void 0)
    return ["InPlaceOnly"];
  const items = text.split(",").map((item) => item.trim()).filter((item) => item !== "");
  for (const item of items) {
    if (!POLICIES.includes(item)) {
      throw new GuardError("IPG_ERR_CONFIG", `${where}: ${quote(item)} is not one of ${POLICIES.join(", ")}`);
    }
  }
  return [...new Set(items)];
}
function byteSize(text, where) {
  if (text === void 0)
    return DEFAULT_MAX_BODY_BYTES;
  const match = /^(\d+)\s*(Ki|Mi)?$/.exec(text.trim());
  const value = match ? Number(match[1]) * (match[2] === "Mi" ? MIB : match[2] === "Ki" ? 1024 : 1) : NaN;
  if (!Number.isSafeInteger(value) || value < 1024 || value > 64 * MIB) {
    throw new GuardError("IPG_ERR_CONFIG", `${where}: ${quote(text)} is not a size from 1Ki to 64Mi (bytes, or with suffix Ki or Mi)`);
  }
  return value;
}
function webhookName(text, where) {
  if (text === void 0)
    return DEFAULT_WEBHOOK_NAME;
  const name = text.trim();
  const subdomain = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
  if (!subdomain.test(name) || name.length > 253 || name.split(".").length < 3) {
    throw new GuardError("IPG_ERR_CONFIG", `${where}: ${quote(text)} is not a DNS subdomain with at least three segments`);
  }
  return name;
}
function path(text) {
  const trimmed = text?.trim();
  return trimmed === void 0 || trimmed === "" ? void 0 : trimmed;
}
function quote(text) {
  const value = text ?? "";
  return JSON.stringify(value.length > 64 ? `${value.slice(0, 64)}\u2026` : value);
}

// dist/server/logger.js
import pino from "pino";
function createLogger(level, write = (text) => process.stdout.write(text)) {
  let pending = "";
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending === "")
      return;
    const text = pending;
    pending = "";
    write(text);
  };
  const destination = {
    write(line) {
      pending += line;
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    }
  };
  return { logger: pino({ level }, destination), flush };
}

// dist/server/run.js
import { resolve } from "node:path";

// dist/server/app.js
import { readFile as readFile2 } from "node:fs/promises";
import { STATUS_CODES } from "node:http";
import Fastify, { LogController } from "fastify";

// dist/admission/patch.js
import jsonPatch from "fast-json-patch";
function annotationPatch(object, desired, owned) {
  const metadata = isObject(object) ? object.metadata : void 0;
  if (!isObject(metadata))
    return Object.keys(desired).length > 0 ? [{ op: "add", path: "/metadata", value: { annotations: { ...desired } } }] : [];
  const current = metadata.annotations;
  if (!isObject(current))
    return Object.keys(desired).length > 0 ? [{ op: "add", path: "/metadata/annotations", value: { ...desired } }] : [];
  const ops = [];
  for (const key of owned) {
    const path2 = `/metadata/annotations/${jsonPatch.escapePathComponent(key)}`;
    const has = Object.hasOwn(current, key);
    if (Object.hasOwn(desired, key)) {
      if (!has)
        ops.push({ op: "add", path: path2, value: desired[key] });
      else if (current[key] !== desired[key])
        ops.push({ op: "replace", path: path2, value: desired[key] });
    } else if (has) {
      ops.push({ op: "remove", path: path2 });
    }
  }
  return ops;
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// dist/admission/review.js
var REVIEW_V1 = "admission.k8s.io/v1";
var REVIEW_V1BETA1 = "admission.k8s.io/v1beta1";
var ADMISSION_REVIEW_RESPONSE_SCHEMA = {
  type: "object",
  properties: {
    apiVersion: { type: "string" },
    kind: { type: "string" },
    response: {
      type: "object",
      properties: {
        uid: { type: "string" },
        allowed: { type: "boolean" },
        status: {
          type: "object",
          properties: { code: { type: "integer" }, reason: { type: "string" }, message: { type: "string" }, status: { type: "string" } }
        },
        warnings: { type: "array", items: { type: "string" } },
        auditAnnotations: { type: "object", additionalProperties: { type: "string" } },
        patch: { type: "string" },
        patchType: { type: "string" }
      }
    }
  }
};
var OPERATIONS = ["CREATE", "UPDATE", "DELETE", "CONNECT"];
var KRUISE_GROUP2 = "apps.kruise.io";
function parseAdmissionReview(body) {
  if (!isObject2(body))
    throw malformed(`the body must be a JSON object (an AdmissionReview), got ${jsonType(body)}`);
  const apiVersion = body.apiVersion;
  if (apiVersion !== REVIEW_V1 && apiVersion !== REVIEW_V1BETA1) {
    throw new GuardError("IPG_ERR_REVIEW_VERSION", `must be ${REVIEW_V1} or ${REVIEW_V1BETA1}${shown(apiVersion)}`, "apiVersion");
  }
  if (body.kind !== "AdmissionReview")
    throw malformed(`must be AdmissionReview${shown(body.kind)}`, "kind");
  const request = body.request;
  if (!isObject2(request))
    throw malformed(`expected a JSON object, got ${jsonType(request)}`, "request");
  if (typeof request.uid !== "string" || request.uid === "") {
    throw new GuardError("IPG_ERR_REVIEW_NO_UID", "must be a non-empty string", "request.uid");
  }
  const operation = request.operation;
  if (!OPERATIONS.includes(operation))
    throw malformed(`must be one of ${OPERATIONS.join(", ")}${shown(operation)}`, "request.operation");
  const kind = request.kind;
  if (!isObject2(kind) || typeof kind.group !== "string" || typeof kind.version !== "string" || typeof kind.kind !== "string") {
    throw malformed("must be an object with string group, version and kind", "request.kind");
  }
  for (const field of ["object", "oldObject"]) {
    const value = request[field];
    if (value !== void 0 && value !== null && !isObject2(value))
      throw malformed(`expected a JSON object or null, got ${jsonType(value)}`, `request.${field}`);
  }
  if (request.dryRun !== void 0 && request.dryRun !== null && typeof request.dryRun !== "boolean") {
    throw malformed(`expected a boolean, got ${jsonType(request.dryRun)}`, "request.dryRun");
  }
  const userInfo = isObject2(request.userInfo) ? request.userInfo : {};
  return {
    apiVersion,
    request: {
      uid: request.uid,
      kind: { group: kind.group, version: kind.version, kind: kind.kind },
      subResource: optionalString(request.subResource),
      namespace: optionalString(request.namespace),
      name: optionalString(request.name),
      operation,
      username: optionalString(userInfo.username),
      dryRun: request.dryRun === true,
      object: request.object ?? void 0,
      oldObject: request.oldObject ?? void 0
    }
  };
}
function isGuardedWrite(request) {
  return request.kind.group === KRUISE_GROUP2 && isGuardedKind(request.kind.kind) && request.subResource === "" && (request.operation === "CREATE" || request.operation === "UPDATE");
}
function reviewResponse(review, response) {
  return { apiVersion: review.apiVersion, kind: "AdmissionReview", response: Object.assign({ uid: review.request.uid }, response) };
}
function denialStatus(status) {
  return { ...status, status: "Failure" };
}
function malformed(message, path2) {
  return new GuardError("IPG_ERR_REVIEW_MALFORMED", message, path2);
}
function isObject2(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function optionalString(value) {
  return typeof value === "string" ? value : "";
}
function jsonType(value) {
  if (value === void 0)
    return "nothing";
  if (value === null)
    return "null";
  if (Array.isArray(value))
    return "an array";
  return `a ${typeof value}`;
}
function shown(value) {
  if (value === void 0)
    return ", but it is missing";
  const identifier = typeof value === "string" && (/^[a-z0-9.-]{1,200}\/v\d+[a-z0-9]{0,20}$/.test(value) || /^[A-Za-z]{1,32}$/.test(value));
  return identifier ? `, got "${value}"` : `, got ${jsonType(value)}`;
}

// dist/admission/predict.js
var MAX_FAILURE_RUNES = 300;
function decideRequest(request, settings) {
  if (request.object === void 0)
    return missing("request.object");
  if (request.operation === "UPDATE" && request.oldObject === void 0)
    return missing("request.oldObject");
  try {
    return { ok: true, decided: decide({ operation: request.operation, object: request.object, oldObject: request.oldObject }, settings) };
  } catch (err) {
    return { ok: false, failure: describeFailure(err) };
  }
}
function describeFailure(err) {
  if (isGuardError(err))
    return { code: err.code, path: err.path, message: oneLine(engineErrorMessage(err), MAX_FAILURE_RUNES), internal: false };
  const frames2 = err instanceof Error && err.stack ? err.stack.split("\n").slice(1).join("\n") : void 0;
  return { code: "IPG_ERR_ENGINE", message: "internal error in the prediction engine", internal: true, frames: frames2 };
}
function missing(path2) {
  return { ok: false, failure: { code: "IPG_ERR_REVIEW_MALFORMED", path: path2, message: `${path2} is missing`, internal: false } };
}

// dist/admission/unitedDeploymentReview.js
function isUnitedDeploymentWrite(request) {
  return request.kind.group === KRUISE_GROUP && request.kind.kind === "UnitedDeployment" && request.subResource === "" && (request.operation === "CREATE" || request.operation === "UPDATE");
}
function decideUnitedDeployment(request, settings) {
  if (request.object === void 0)
    return { ok: false, failure: { code: "IPG_ERR_REVIEW_MALFORMED", path: "request.object", message: "request.object is missing", internal: false } };
  const operation = request.operation;
  if (operation === "UPDATE" && request.oldObject === void 0) {
    return { ok: false, failure: { code: "IPG_ERR_REVIEW_MALFORMED", path: "request.oldObject", message: "request.oldObject is missing", internal: false } };
  }
  try {
    const options = { gates: settings.gates, kruise: settings.kruise };
    const prediction = operation === "UPDATE" ? predictUnitedDeploymentUpdate(request.oldObject, request.object, options) : predictUnitedDeploymentCreate(request.object, options);
    return { ok: true, prediction, result: applyUnitedDeploymentPolicy(prediction, settings.policy, operation) };
  } catch (err) {
    if (isGuardError(err))
      return { ok: false, failure: { code: err.code, path: err.path, message: oneLine(engineErrorMessage(err), 300), internal: false } };
    const frames2 = err instanceof Error && err.stack ? err.stack.split("\n").slice(1).join("\n") : void 0;
    return { ok: false, failure: { code: "IPG_ERR_ENGINE", message: "internal error in the prediction engine", internal: true, frames: frames2 } };
  }
}
function validateUnitedDeploymentReview(review, settings) {
  const { request } = review;
  const attempt2 = decideUnitedDeployment(request, settings);
  if (!attempt2.ok)
    return engineFailure(review, attempt2.failure, settings);
  const { prediction, result } = attempt2;
  const response = { allowed: result.decision !== "deny" };
  if (result.decision === "deny")
    response.status = denialStatus({ code: 403, reason: "Forbidden", message: result.denyMessage ?? "" });
  if (result.warnings.length > 0)
    response.warnings = result.warnings.map((w) => w.text);
  response.auditAnnotations = result.auditAnnotations;
  return { review: reviewResponse(review, response), record: record(request, prediction, result.decision) };
}
function mutateUnitedDeploymentReview(review, settings) {
  const { request } = review;
  const attempt2 = decideUnitedDeployment(request, settings);
  if (!attempt2.ok) {
    return {
      review: reviewResponse(review, { allowed: true }),
      record: { ...identity(request), outcome: "Error", decision: "allow", errorCode: attempt2.failure.code, ...attempt2.failure.internal ? { internalError: attempt2.failure.frames ?? "" } : {} }
    };
  }
  const ops = annotationPatch(request.object, attempt2.result.annotations, GUARD_ANNOTATIONS);
  const patch = ops.length > 0 ? { patch: Buffer.from(JSON.stringify(ops)).toString("base64"), patchType: "JSONPatch" } : {};
  return { review: reviewResponse(review, { allowed: true, ...patch }), record: record(request, attempt2.prediction, "allow") };
}
function record(request, prediction, decision) {
  return { ...identity(request), name: request.name || prediction.name, outcome: predictedUpdate(prediction.outcome), decision };
}
function identity(request) {
  return {
    uid: request.uid,
    kind: request.kind.kind,
    namespace: request.namespace,
    name: request.name,
    operation: request.subResource ? `${request.operation}/${request.subResource}` : request.operation,
    dryRun: request.dryRun
  };
}
function engineFailure(review, failure, settings) {
  const { request } = review;
  const { decision, denyReason } = engineFailurePolicy(void 0, request.operation, settings.onError, settings.policy, "UnitedDeployment");
  const problem = `${failure.message} (${failure.code})`;
  const auditAnnotations = { [AUDIT_PREDICTED_UPDATE]: "Unknown", [AUDIT_DECISION]: decision, [AUDIT_ERROR]: failure.code };
  const response = decision === "deny" ? { allowed: false, status: denialStatus({ code: 403, reason: "Forbidden", message: `inplace-guard cannot predict this UnitedDeployment update: ${problem}. ${denyReason}` }), auditAnnotations } : { allowed: true, warnings: [oneLine(`inplace-guard allowed this UnitedDeployment update without a prediction: ${problem}`)], auditAnnotations };
  return {
    review: reviewResponse(review, response),
    record: { ...identity(request), outcome: "Error", decision, errorCode: failure.code, ...failure.internal ? { internalError: failure.frames ?? "" } : {} }
  };
}

// dist/admission/validation.js
function validateReview(review, settings) {
  const { request } = review;
  if (isUnitedDeploymentWrite(request))
    return validateUnitedDeploymentReview(review, settings);
  if (!isGuardedWrite(request))
    return { review: reviewResponse(review, { allowed: true }), record: skipped(request) };
  const attempt2 = decideRequest(request, settings);
  if (!attempt2.ok)
    return onEngineFailure(review, attempt2.failure, settings.onError, settings.policy);
  const { prediction, result } = attempt2.decided;
  const response = { allowed: result.decision !== "deny" };
  if (result.decision === "deny")
    response.status = denialStatus({ code: 403, reason: "Forbidden", message: result.denyMessage ?? "" });
  if (result.warnings.length > 0)
    response.warnings = result.warnings.map((w) => w.text);
  response.auditAnnotations = result.auditAnnotations;
  return { review: reviewResponse(review, response), record: decided(request, prediction, result.decision) };
}
function onEngineFailure(review, failure, onError, policy = { denyStrategies: [] }) {
  const problem = `${failure.message} (${failure.code})`;
  const { request } = review;
  const kind = request.kind.kind;
  const { decision, denyReason } = engineFailurePolicy(declaredWorkloadPolicy(request.object), request.operation, onError, policy, kind);
  const auditAnnotations = { [AUDIT_PREDICTED_UPDATE]: "Unknown", [AUDIT_DECISION]: decision, [AUDIT_ERROR]: failure.code };
  const response = decision === "deny" ? {
    allowed: false,
    status: denialStatus({ code: 403, reason: "Forbidden", message: `inplace-guard cannot predict this ${kind} update: ${problem}. ${denyReason}` }),
    auditAnnotations
  } : { allowed: true, warnings: [oneLine(`inplace-guard allowed this ${kind} update without a prediction: ${problem}`)], auditAnnotations };
  return {
    review: reviewResponse(review, response),
    record: {
      ...identity2(review.request, "Error", decision),
      errorCode: failure.code,
      ...failure.internal ? { internalError: failure.frames ?? "" } : {}
    }
  };
}
function skipped(request) {
  return identity2(request, "Skipped", "allow");
}
function decided(request, prediction, decision) {
  const record3 = identity2(request, predictedUpdate(prediction.outcome), decision);
  if (record3.name === "")
    record3.name = prediction.name;
  return record3;
}
function identity2(request, outcome, decision) {
  return {
    uid: request.uid,
    kind: request.kind.kind,
    namespace: request.namespace,
    name: request.name,
    operation: request.subResource ? `${request.operation}/${request.subResource}` : request.operation,
    dryRun: request.dryRun,
    outcome,
    decision
  };
}

// dist/admission/mutation.js
function mutateReview(review, settings) {
  const { request } = review;
  if (isUnitedDeploymentWrite(request))
    return mutateUnitedDeploymentReview(review, settings);
  if (!isGuardedWrite(request))
    return { review: reviewResponse(review, { allowed: true }), record: skipped(request) };
  const attempt2 = decideRequest(request, { policy: settings.policy, gates: settings.gates, kruise: settings.kruise });
  if (!attempt2.ok) {
    return {
      review: reviewResponse(review, { allowed: true }),
      record: {
        ...skipped(request),
        outcome: "Error",
        errorCode: attempt2.failure.code,
        ...attempt2.failure.internal ? { internalError: attempt2.failure.frames ?? "" } : {}
      }
    };
  }
  const { prediction, result } = attempt2.decided;
  const ops = annotationPatch(request.object, result.annotations, GUARD_ANNOTATIONS);
  const patch = ops.length > 0 ? { patch: Buffer.from(JSON.stringify(ops)).toString("base64"), patchType: "JSONPatch" } : {};
  return {
    review: reviewResponse(review, { allowed: true, ...patch }),
    record: { ...decided(request, prediction, "allow") }
  };
}

// dist/admission/sidecarSetReview.js
function isSidecarSetWrite(request) {
  return request.kind.group === KRUISE_GROUP && request.kind.kind === "SidecarSet" && request.subResource === "" && (request.operation === "CREATE" || request.operation === "UPDATE");
}
function attempt(review, settings) {
  const { request } = review;
  try {
    if (request.object === void 0 || request.operation === "UPDATE" && request.oldObject === void 0) {
      const path2 = request.object === void 0 ? "request.object" : "request.oldObject";
      return { ok: false, admission: onEngineFailure(review, { code: "IPG_ERR_REVIEW_MALFORMED", path: path2, message: `${path2} is missing`, internal: false }, settings.onError, settings.policy) };
    }
    return { ok: true, decided: decideSidecarSet(request.operation, request.object, request.oldObject, settings.policy, settings.kruise) };
  } catch (err) {
    const failure = isGuardError(err) ? { code: err.code, path: err.path, message: oneLine(err.message, 300), internal: false } : { code: "IPG_ERR_ENGINE", message: "internal error in the prediction engine", internal: true, frames: err instanceof Error ? err.stack?.split("\n").slice(1).join("\n") : void 0 };
    return { ok: false, admission: onEngineFailure(review, failure, settings.onError, settings.policy) };
  }
}
function validateSidecarSetReview(review, settings) {
  const tried = attempt(review, settings);
  if (!tried.ok)
    return tried.admission;
  const { result } = tried.decided;
  const response = { allowed: result.decision !== "deny" };
  if (result.decision === "deny")
    response.status = denialStatus({ code: 403, reason: "Forbidden", message: result.denyMessage ?? "" });
  if (result.warnings.length > 0)
    response.warnings = result.warnings.map((w) => w.text);
  response.auditAnnotations = result.auditAnnotations;
  return { review: reviewResponse(review, response), record: record2(review.request, tried.decided, result.decision) };
}
function mutateSidecarSetReview(review, settings) {
  const tried = attempt(review, settings);
  if (!tried.ok)
    return { review: reviewResponse(review, { allowed: true }), record: { ...skipped(review.request), outcome: "Error" } };
  const ops = annotationPatch(review.request.object, tried.decided.result.annotations, GUARD_ANNOTATIONS);
  const patch = ops.length > 0 ? { patch: Buffer.from(JSON.stringify(ops)).toString("base64"), patchType: "JSONPatch" } : {};
  return { review: reviewResponse(review, { allowed: true, ...patch }), record: record2(review.request, tried.decided, "allow") };
}
function record2(request, decided2, decision) {
  const outcome = decided2.prediction?.outcome === "in-place" ? "InPlace" : "Unchanged";
  return { ...skipped(request), name: request.name || decided2.view.name, outcome, decision };
}
function validateAnyReview(review, settings) {
  return isSidecarSetWrite(review.request) ? validateSidecarSetReview(review, settings) : validateReview(review, settings);
}
function mutateAnyReview(review, settings) {
  return isSidecarSetWrite(review.request) ? mutateSidecarSetReview(review, settings) : mutateReview(review, settings);
}

// dist/server/certificates.js
import { createHash, createPrivateKey, X509Certificate } from "node:crypto";
import { watch } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname } from "node:path";
function servingCertificate(cert, key, source = "the serving certificate") {
  let x509;
  try {
    x509 = new X509Certificate(cert);
  } catch {
    throw new GuardError("IPG_ERR_TLS", `${source} is not a PEM certificate`);
  }
  let matches;
  try {
    matches = x509.checkPrivateKey(createPrivateKey(key));
  } catch {
    throw new GuardError("IPG_ERR_TLS", `the key of ${source} is not a PEM private key`);
  }
  if (!matches)
    throw new GuardError("IPG_ERR_TLS", `the key does not belong to ${source}`);
  return { cert, key, notAfter: new Date(x509.validTo), digest: createHash("sha256").update(cert).update("\0").update(key).digest("hex") };
}
async function readServingCertificate(certPath, keyPath) {
  let cert;
  let key;
  try {
    ;
    [cert, key] = await Promise.all([readFile(certPath, "utf8"), readFile(keyPath, "utf8")]);
  } catch (err) {
    const code = err.code ?? "unknown error";
    throw new GuardError("IPG_ERR_TLS", `cannot read ${certPath} or ${keyPath} (${code})`);
  }
  return servingCertificate(cert, key, certPath);
}
var CertificateWatcher = class {
  options;
  current;
  watchers = [];
  timer;
  debounce;
  checking;
  lastError;
  constructor(options) {
    this.options = options;
    this.current = options.current;
  }
  start() {
    for (const dir of /* @__PURE__ */ new Set([dirname(this.options.certPath), dirname(this.options.keyPath)])) {
      try {
        const watcher = watch(dir, { persistent: false }, () => this.soon());
        watcher.on("error", () => {
        });
        this.watchers.push(watcher);
      } catch {
      }
    }
    this.timer = setInterval(() => void this.check(), this.options.intervalMs);
    this.timer.unref();
  }
  stop() {
    for (const watcher of this.watchers.splice(0))
      watcher.close();
    clearInterval(this.timer);
    clearTimeout(this.debounce);
  }
  /** Reads the files now; resolves when the check (and any swap) is done. */
  check() {
    this.checking ??= this.load().finally(() => {
      this.checking = void 0;
    });
    return this.checking;
  }
  soon() {
    clearTimeout(this.debounce);
    this.debounce = setTimeout(() => void this.check(), 50);
    this.debounce.unref();
  }
  async load() {
    try {
      const next = await readServingCertificate(this.options.certPath, this.options.keyPath);
      this.lastError = void 0;
      if (next.digest === this.current.digest)
        return;
      this.current = next;
      this.options.onChange(next);
    } catch (err) {
      const error = err instanceof GuardError ? err : new GuardError("IPG_ERR_TLS", "the serving certificate cannot be reloaded");
      if (error.message !== this.lastError)
        this.options.onError(error);
      this.lastError = error.message;
    }
  }
};

// dist/server/logFields.js
var LIMITS = {
  /** A DNS subdomain: object names, and the longest namespace Kubernetes could accept. */
  name: 253,
  namespace: 253,
  /** UIDs are 36-character UUIDs; the apiserver does not check their length, so a generous bound. */
  uid: 128,
  /** A kind is a Go type name; 63 covers every built-in and CRD kind in practice. */
  kind: 63,
  /** An operation and a subresource (a path segment, up to a DNS subdomain). */
  operation: 16 + 253
};
var MARK = "\u2026";
function truncate(text, max) {
  return text.length <= max ? text : `${text.slice(0, max)}${MARK}`;
}
function decisionLogFields(webhook, record3, durationMs) {
  return {
    webhook,
    uid: truncate(record3.uid, LIMITS.uid),
    kind: truncate(record3.kind, LIMITS.kind),
    namespace: truncate(record3.namespace, LIMITS.namespace),
    name: truncate(record3.name, LIMITS.name),
    operation: truncate(record3.operation, LIMITS.operation),
    dryRun: record3.dryRun,
    outcome: record3.outcome,
    decision: record3.decision,
    errorCode: record3.errorCode,
    durationMs: Math.round(durationMs * 1e3) / 1e3
  };
}

// dist/server/metrics.js
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
var DURATION_BUCKETS = [25e-5, 5e-4, 1e-3, 25e-4, 5e-3, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
var OTHER = "other";
var KINDS = /* @__PURE__ */ new Set([...GUARDED_KINDS, "SidecarSet"]);
var OPERATIONS2 = /* @__PURE__ */ new Set(["CREATE", "UPDATE", "DELETE", "CONNECT"]);
var SUBRESOURCES = /* @__PURE__ */ new Set(["status", "scale"]);
var OUTCOMES = /* @__PURE__ */ new Set(["Unchanged", "InPlace", "Recreate", "Skipped", "Error"]);
var DECISIONS = /* @__PURE__ */ new Set(["allow", "warn", "deny"]);
var WEBHOOKS = /* @__PURE__ */ new Set(["validate", "mutate"]);
function createMetrics(options = {}) {
  const registry = new Registry();
  if (options.processMetrics)
    collectDefaultMetrics({ register: registry });
  return {
    registry,
    decisions: new Counter({
      name: "inplace_guard_admission_decisions_total",
      help: "Admission decisions by webhook (validate, mutate), object kind, operation, predicted outcome and decision; unexpected kinds and operations count as other.",
      labelNames: ["webhook", "kind", "operation", "outcome", "decision"],
      registers: [registry]
    }),
    duration: new Histogram({
      name: "inplace_guard_admission_request_duration_seconds",
      help: "Time from the start of an admission request to its answer, including body parsing.",
      labelNames: ["webhook"],
      buckets: DURATION_BUCKETS,
      registers: [registry]
    }),
    errors: new Counter({
      name: "inplace_guard_errors_total",
      help: "Rejected requests and engine failures, by error code.",
      labelNames: ["code"],
      registers: [registry]
    }),
    certificateExpiry: new Gauge({
      name: "inplace_guard_certificate_expiry_timestamp_seconds",
      help: "notAfter of the serving certificate in use, as a Unix timestamp.",
      registers: [registry]
    }),
    certificateReloads: new Counter({
      name: "inplace_guard_certificate_reloads_total",
      help: "Serving certificate reloads from disk, by result (success, failure).",
      labelNames: ["result"],
      registers: [registry]
    })
  };
}
function recordDecision(metrics, webhook, record3, seconds) {
  const webhookLabel = known(WEBHOOKS, webhook);
  metrics.decisions.inc({
    webhook: webhookLabel,
    kind: known(KINDS, record3.kind),
    operation: operationLabel(record3.operation),
    outcome: known(OUTCOMES, record3.outcome),
    decision: known(DECISIONS, record3.decision)
  });
  metrics.duration.observe({ webhook: webhookLabel }, seconds);
}
function operationLabel(operation) {
  const slash = operation.indexOf("/");
  if (slash === -1)
    return known(OPERATIONS2, operation);
  const [verb, subResource] = [operation.slice(0, slash), operation.slice(slash + 1)];
  return OPERATIONS2.has(verb) && SUBRESOURCES.has(subResource) ? operation : OTHER;
}
function known(values, value) {
  return values.has(value) ? value : OTHER;
}

// dist/server/tlsPolicy.js
var TLS12_SUITES = [
  "ECDHE-ECDSA-AES128-GCM-SHA256",
  "ECDHE-RSA-AES128-GCM-SHA256",
  "ECDHE-ECDSA-AES256-GCM-SHA384",
  "ECDHE-RSA-AES256-GCM-SHA384",
  "ECDHE-ECDSA-CHACHA20-POLY1305",
  "ECDHE-RSA-CHACHA20-POLY1305"
];
var TLS13_SUITES = ["TLS_AES_128_GCM_SHA256", "TLS_AES_256_GCM_SHA384", "TLS_CHACHA20_POLY1305_SHA256"];
var TLS_POLICY = {
  minVersion: "TLSv1.2",
  ciphers: [...TLS13_SUITES, ...TLS12_SUITES].join(":"),
  honorCipherOrder: true
};

// dist/server/app.js
var DEFAULT_TIMEOUTS = { requestTimeoutMs: 3e4, keepAliveTimeoutMs: 72e3, connectionTimeoutMs: 12e4, checkIntervalMs: 1e3 };
var REVIEWS = { validate: validateAnyReview, mutate: mutateAnyReview };
var MAX_LOGGED_URL = 512;
async function buildApp(config, deps = {}) {
  const logger = deps.logger ?? createLogger(config.logLevel).logger;
  const metrics = deps.metrics ?? createMetrics();
  const timeouts = { ...DEFAULT_TIMEOUTS, ...deps.timeouts };
  const certificate = await initialCertificate(config, deps);
  const clientCa = deps.clientCa ?? (config.clientCa ? await readClientCa(config.clientCa) : void 0);
  const tlsOptions = (current) => ({
    cert: current.cert,
    key: current.key,
    ...TLS_POLICY,
    ...clientCa ? { ca: clientCa } : {}
  });
  const app = Fastify({
    https: {
      ...tlsOptions(certificate),
      ...clientCa ? { requestCert: true, rejectUnauthorized: false } : {},
      connectionsCheckingInterval: timeouts.checkIntervalMs,
      // node derives this from requestTimeout only when both are given to its constructor (fastify sets requestTimeout
      // afterwards), and with the 60 s default in place it does not enforce a shorter request timeout.
      headersTimeout: Math.min(6e4, timeouts.requestTimeoutMs)
    },
    loggerInstance: logger,
    // One line per decision is ours to write; fastify's per-request lines would double the logging cost.
    logController: new LogController({ disableRequestLogging: true }),
    // No per-request child logger (a reqId binding we never use): it costs more than the decision log line itself.
    childLoggerFactory: (parent) => parent,
    bodyLimit: config.maxBodyBytes,
    // fastify's JSON parser (secure-json-parse) refuses both ways a body could set an object's prototype.
    onProtoPoisoning: "error",
    onConstructorPoisoning: "error",
    connectionTimeout: timeouts.connectionTimeoutMs,
    requestTimeout: timeouts.requestTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    return503OnClosing: true,
    forceCloseConnections: "idle"
  });
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    parseJson(request, body, (error, value) => done(null, error ? new UnreadableBody(error) : value));
  });
  const state = { shuttingDown: false, certificate };
  metrics.certificateExpiry.set(certificate.notAfter.getTime() / 1e3);
  const watcher = watchCertificate(config, deps, certificate, (next) => {
    app.server.setSecureContext(tlsOptions(next));
    state.certificate = next;
    metrics.certificateExpiry.set(next.notAfter.getTime() / 1e3);
    metrics.certificateReloads.inc({ result: "success" });
    logger.info({ notAfter: next.notAfter.toISOString() }, "serving certificate reloaded");
  }, (error) => {
    metrics.certificateReloads.inc({ result: "failure" });
    logger.warn({ code: error.code, reason: error.message }, "serving certificate not reloaded; the previous one stays in use");
  });
  app.decorate("guard", { state, metrics, reloadCertificate: () => watcher?.check() ?? Promise.resolve() });
  app.addHook("onClose", async () => watcher?.stop());
  app.addHook("onRequest", (_request, reply, done) => {
    if (state.shuttingDown)
      reply.header("connection", "close");
    done();
  });
  const settings = {
    policy: { denyStrategies: config.denyStrategies },
    gates: config.gates,
    kruise: config.kruise,
    onError: config.onError,
    clusterView: deps.clusterView
  };
  const admit = (webhook) => (request, reply) => {
    if (clientCa && !request.raw.socket.authorized) {
      throw new GuardError("IPG_ERR_CLIENT_CERT", "this endpoint requires a client certificate signed by --client-ca");
    }
    if (request.body instanceof UnreadableBody)
      throw request.body.error;
    const { review, record: record3 } = REVIEWS[webhook](parseAdmissionReview(request.body), settings);
    const durationMs = reply.elapsedTime;
    recordDecision(metrics, webhook, record3, durationMs / 1e3);
    if (record3.errorCode)
      metrics.errors.inc({ code: record3.errorCode });
    const fields = decisionLogFields(webhook, record3, durationMs);
    if (record3.internalError !== void 0)
      logger.error({ ...fields, frames: record3.internalError }, "engine failed: please report this as a bug");
    logger.info(fields, "admission decision");
    reply.send(review);
  };
  const answered = { schema: { response: { 200: ADMISSION_REVIEW_RESPONSE_SCHEMA } } };
  app.post("/validate", answered, admit("validate"));
  app.post("/mutate", answered, admit("mutate"));
  app.get("/healthz", (_request, reply) => {
    reply.send({ status: "ok" });
  });
  app.get("/readyz", (_request, reply) => {
    if (state.shuttingDown)
      reply.code(503).send({ status: "shutting down" });
    else
      reply.send({ status: "ready", certificateNotAfter: state.certificate.notAfter.toISOString() });
  });
  app.get("/metrics", async (_request, reply) => {
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
  app.setErrorHandler((error, request, reply) => {
    const guardError = asGuardError(error, config.maxBodyBytes);
    metrics.errors.inc({ code: guardError.code });
    const url = truncate(request.url, MAX_LOGGED_URL);
    if (guardError.status >= 500)
      logger.error({ code: guardError.code, url, frames: frames(error) }, "request failed");
    else
      logger.warn({ code: guardError.code, path: guardError.path, url }, "request rejected");
    const body = { statusCode: guardError.status, error: STATUS_CODES[guardError.status], code: guardError.code, message: guardError.message };
    reply.code(guardError.status).send(guardError.path ? { ...body, path: guardError.path } : body);
  });
  return app;
}
var UnreadableBody = class {
  error;
  constructor(error) {
    this.error = error;
  }
};
async function initialCertificate(config, deps) {
  if (deps.certificate)
    return servingCertificate(deps.certificate.cert, deps.certificate.key);
  if (!config.tlsCert || !config.tlsKey)
    throw new GuardError("IPG_ERR_TLS", "no serving certificate: give --tls-cert and --tls-key");
  return readServingCertificate(config.tlsCert, config.tlsKey);
}
function watchCertificate(config, deps, current, onChange, onError) {
  if (deps.certificate || !config.tlsCert || !config.tlsKey)
    return void 0;
  const watcher = new CertificateWatcher({ certPath: config.tlsCert, keyPath: config.tlsKey, intervalMs: config.certReloadMs, current, onChange, onError });
  watcher.start();
  return watcher;
}
async function readClientCa(path2) {
  try {
    return await readFile2(path2, "utf8");
  } catch (err) {
    throw new GuardError("IPG_ERR_TLS", `cannot read --client-ca ${path2} (${err.code ?? "unknown error"})`);
  }
}
function asGuardError(error, maxBodyBytes) {
  if (isGuardError(error))
    return error;
  const code = error.code;
  switch (code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return new GuardError("IPG_ERR_BODY_TOO_LARGE", `the request body is larger than ${maxBodyBytes} bytes (--max-body-bytes)`);
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return new GuardError("IPG_ERR_CONTENT_TYPE", "the Content-Type must be application/json");
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return new GuardError("IPG_ERR_REVIEW_NOT_JSON", "the request body is empty");
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return new GuardError("IPG_ERR_REVIEW_NOT_JSON", "the request body is not valid JSON (or holds a __proto__ or constructor.prototype key)");
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return new GuardError("IPG_ERR_REVIEW_MALFORMED", "the request body does not match its Content-Length");
  }
  const status = error.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    return new GuardError("IPG_ERR_REVIEW_MALFORMED", `the request cannot be read (${typeof code === "string" ? code : status})`);
  }
  return new GuardError("IPG_ERR_ENGINE", "internal error");
}
function frames(error) {
  return error instanceof Error && error.stack ? error.stack.split("\n").slice(1).join("\n") : void 0;
}

// dist/server/run.js
async function selfManagedCertificates(config, dir) {
  const secret = config.selfManagedSecret;
  const [{ ensureSelfManagedCertificates }, { loadKubeConfig }] = await Promise.all([import("./chunk-4DJRVXJ6.js"), import("./chunk-OQB4OEX3.js")]);
  return ensureSelfManagedCertificates(loadKubeConfig(config.kubeconfig), {
    namespace: secret.namespace,
    secretName: secret.name,
    hosts: config.selfManagedHosts,
    webhookConfigurations: config.injectCaInto,
    dir
  });
}
async function developmentCertificates(dir) {
  try {
    return await ensureDevelopmentCertificates(dir);
  } catch (err) {
    const code = err.code;
    if (code !== "EACCES" && code !== "EPERM" && code !== "EROFS")
      throw err;
    throw new GuardError("IPG_ERR_TLS", `cannot write a development certificate to ${dir} (${code}): pass --tls-cert FILE --tls-key FILE (IPG_TLS_CERT, IPG_TLS_KEY), or --cert-dir DIR (IPG_CERT_DIR) with a writable directory`);
  }
}
async function startServer(config, options) {
  const { logger } = options;
  let effective = config;
  let caPath;
  if (config.selfManagedSecret) {
    const own = await selfManagedCertificates(config, resolve(options.cwd, config.certDir));
    effective = { ...config, tlsCert: own.paths.cert, tlsKey: own.paths.key };
    logger.info({ secret: `${config.selfManagedSecret.namespace}/${config.selfManagedSecret.name}`, createdSecret: own.createdSecret, injected: own.injected, notAfter: own.notAfter.toISOString() }, "serving the self-managed certificate");
  } else if (!config.tlsCert) {
    const dev = await developmentCertificates(resolve(options.cwd, config.certDir));
    effective = { ...config, tlsCert: dev.paths.cert, tlsKey: dev.paths.key };
    caPath = dev.paths.caCert;
    options.say(`${dev.created ? "Generated" : "Using"} a development certificate for localhost and 127.0.0.1 (valid until ${dev.notAfter.toISOString()}).
Its CA, for a webhook configuration's caBundle or curl --cacert: ${caPath}
To see the guard at work without a cluster, run: npm run demo
`);
  }
  const metrics = createMetrics({ processMetrics: true });
  const view = config.kubeconfig && config.mode !== "off" ? await startRevisionView(config.kubeconfig, logger.child({ component: "revision-view" }), config.kruise) : void 0;
  const app = await buildApp(effective, { logger, metrics, clusterView: view });
  const url = await app.listen({ host: config.host, port: config.port });
  const reconciler = await startReconciler(config, logger, metrics.registry);
  logger.info({ url, denyStrategies: config.denyStrategies, onError: config.onError, mode: config.mode, webhookName: config.webhookName }, "inplace-guard serving");
  let stopping;
  const shutdown = (reason) => {
    stopping ??= (async () => {
      app.guard.state.shuttingDown = true;
      const drainMs = reason === "SIGINT" ? 0 : config.drainMs;
      logger.info({ reason, drainMs, graceMs: config.shutdownGraceMs }, "shutting down: readiness is false, finishing in-flight requests");
      if (drainMs > 0) {
        await new Promise((done) => setTimeout(done, drainMs));
        logger.info("drain period over: closing idle connections");
      }
      const grace = new Promise((done) => setTimeout(() => done("timeout"), config.shutdownGraceMs).unref());
      const result = await Promise.race([app.close().then(() => "closed"), grace]);
      if (result === "timeout") {
        logger.warn("grace period over: closing the remaining connections");
        app.server.closeAllConnections();
      }
      await reconciler.stop();
      view?.stop();
      logger.info("stopped");
    })();
    return stopping;
  };
  return { app, url, caPath, shutdown };
}
async function startReconciler(config, logger, registry) {
  return startEmbeddedReconciler({ logger: logger.child({ component: "reconciler" }), mode: config.mode, kubeconfig: config.kubeconfig, gates: config.gates, kruise: config.kruise, registry });
}

// dist/cli/commands/serve.js
var USAGE = `usage: inplace-guard serve [--host H] [--port P] [--tls-cert F --tls-key F] [--client-ca F] [--gates Name=bool,...] [options]

Runs the admission webhook over HTTPS (TLS 1.2+) and the embedded reconciler.
  POST /validate   ValidatingWebhook: deny, warn or allow CloneSet CREATE/UPDATE (AdmissionReview v1, v1beta1)
  POST /mutate     MutatingWebhook: stamps inplace-guard.io/* prediction annotations on CloneSets
  GET  /healthz    the process is alive
  GET  /readyz     a certificate is loaded and the server is not shutting down
  GET  /metrics    Prometheus metrics
Without --tls-cert/--tls-key a development CA and certificate (localhost, 127.0.0.1) are created in --cert-dir.
SIGTERM: readiness turns false, the server keeps answering for --drain-ms (each answer closing its connection),
then in-flight requests finish and the process exits 0. SIGINT: the same without the drain.

`;
function processStopSignal() {
  return new Promise((resolve2) => {
    const stop = (signal) => () => {
      process.off("SIGTERM", onTerm);
      process.off("SIGINT", onInt);
      resolve2(signal);
    };
    const onTerm = stop("SIGTERM");
    const onInt = stop("SIGINT");
    process.once("SIGTERM", onTerm);
    process.once("SIGINT", onInt);
  });
}
var run = (argv, io) => serve(argv, io, processStopSignal());
async function serve(argv, io, stopSignal) {
  let loaded;
  try {
    loaded = loadConfig(argv, io.env);
  } catch (err) {
    if (!isGuardError(err))
      throw err;
    io.stderr(`inplace-guard serve: ${err.message} (${err.code})

${USAGE}${configHelp()}`);
    return EXIT_USAGE;
  }
  if (loaded.help) {
    io.stdout(USAGE + configHelp());
    return EXIT_OK;
  }
  const { config } = loaded;
  const { logger, flush } = createLogger(config.logLevel, io.stdout);
  let server;
  try {
    server = await startServer(config, { logger, cwd: io.cwd, say: (text) => io.stderr(text) });
  } catch (err) {
    flush();
    const code = isGuardError(err) ? ` (${err.code})` : "";
    io.stderr(`inplace-guard serve: ${err instanceof Error ? err.message : String(err)}${code}
`);
    return EXIT_USAGE;
  }
  const signal = await stopSignal;
  await server.shutdown(signal);
  flush();
  return EXIT_OK;
}
export {
  USAGE,
  run,
  serve
};
