import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  MAX_LISTED_CHANGES,
  applyPolicy,
  boundedList,
  comparePointers,
  oneLine,
  subjectOf,
  warning
} from "./chunk-5PWZHMIU.js";
import {
  CLONESET_REVISIONS,
  classifyWithGates,
  inPlaceOnlyError,
  isJsonObject,
  labelIsAtRevision,
  predictDecoded,
  resolveGates,
  revisionNamed,
  templateOfRevision
} from "./chunk-K6DPC5DB.js";
import {
  isActive
} from "./chunk-72BLB5EG.js";

// dist/engine/rollout/heldBackRevisions.js
function podsByRevision(pods, naming = CLONESET_REVISIONS) {
  const counts = /* @__PURE__ */ new Map();
  for (const pod of pods) {
    if (!isActive(pod))
      continue;
    const label = pod.metadata.labels?.[naming.podLabel];
    if (label !== void 0)
      counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts.entries()].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([revision, pods2]) => ({ revision, pods: pods2 }));
}
function blockedRevisions(input) {
  const gates = resolveGates(input.gates);
  const naming = input.naming ?? CLONESET_REVISIONS;
  const blocked = [];
  for (const running of podsByRevision(input.pods, naming)) {
    if (input.currentRevision !== void 0 && labelIsAtRevision(running.revision, input.currentRevision, naming))
      continue;
    const stored = revisionNamed(running.revision, input.revisions, naming);
    if (stored === void 0)
      continue;
    const classification = classifyWithGates(templateOfRevision(stored), input.newTemplate, gates, { ignoreVctHashDiff: input.ignoreVctHashDiff });
    if (classification.eligibility !== "recreate")
      continue;
    const blocking = classification.verdicts.filter((v) => v.effect === "recreate");
    blocked.push({ revision: stored.metadata.name, pods: running.pods, blocking });
  }
  return blocked;
}
function blockedRevisionsOf(view, running, options = {}) {
  return blockedRevisions({
    newTemplate: view.template,
    currentRevision: options.currentRevision ?? view.status.updateRevision,
    pods: running.pods,
    revisions: running.revisions,
    gates: options.gates,
    ignoreVctHashDiff: view.updateOptions.ignoreClaimTemplateHashDiff,
    naming: view.revisions
  });
}
function heldBackRevisions(decoded, previousCloneSet, running) {
  const { prediction } = decoded;
  if (running === void 0 || prediction.strategy === "ReCreate" || prediction.updateType === "OnDelete")
    return [];
  return blockedRevisionsOf(decoded.view, running, { currentRevision: running.updateRevision ?? storedUpdateRevision(previousCloneSet), gates: prediction.gates });
}
function storedUpdateRevision(cloneSet) {
  const status = isJsonObject(cloneSet) ? cloneSet.status : void 0;
  const revision = isJsonObject(status) ? status.updateRevision : void 0;
  return typeof revision === "string" ? revision : void 0;
}

// dist/admission/heldBack.js
var AUDIT_BLOCKED_REVISIONS = "blocked-revisions";
var MAX_LISTED_REVISIONS = 5;
function heldBackFor(decoded, request, view) {
  if (view === void 0 || request.operation !== "UPDATE")
    return [];
  const { namespace, name, kind } = decoded.prediction;
  return heldBackRevisions(decoded, request.oldObject, view.runningRevisions(namespace, name, kind));
}
function withHeldBack(result, prediction, blocked, config) {
  if (blocked.length === 0)
    return result;
  const audit = { ...result.auditAnnotations, [AUDIT_BLOCKED_REVISIONS]: blocked.map((b) => `${b.revision}:${b.pods}`).join(",") };
  if (result.decision === "deny")
    return { ...result, auditAnnotations: audit };
  if (config.denyStrategies.includes(prediction.strategy)) {
    return { ...result, decision: "deny", denyMessage: heldBackDenyMessage(prediction, blocked), auditAnnotations: { ...audit, decision: "deny" } };
  }
  const warnings = [...result.warnings, ...blocked.slice(0, MAX_LISTED_REVISIONS).map((b) => heldBackWarning(prediction, b))];
  return { ...result, decision: "warn", warnings, auditAnnotations: { ...audit, decision: "warn" } };
}
function podsRunning(b) {
  return `${b.pods === 1 ? "1 Pod still runs" : `${b.pods} Pods still run`} revision ${b.revision}`;
}
function fields(b) {
  const sorted = [...b.blocking].sort((x, y) => comparePointers(x.change.pointer, y.change.pointer));
  return boundedList(sorted.map((v) => `${v.change.path} (${v.rule})`), MAX_LISTED_CHANGES);
}
function heldBackDenyMessage(prediction, blocked) {
  const listed = blocked.slice(0, MAX_LISTED_REVISIONS).map((b) => `${podsRunning(b)}, which cannot be updated in place to this template: ${fields(b)}`);
  const more = blocked.length > MAX_LISTED_REVISIONS ? ` (and ${blocked.length - MAX_LISTED_REVISIONS} more revisions)` : "";
  const what = `${subjectOf(prediction)} uses ${prediction.strategy} (${prediction.policyField}), but ${listed.join("; ")}${more}.`;
  const stall = prediction.kind === "CloneSet" ? 'it would stall with the CloneSet condition FailedUpdate "update strategy is InPlaceOnly but can not update in-place" and retry for ever, without an Event' : `it would stall with "${inPlaceOnlyError("\u2026", prediction.kind)}" and retry for ever, without an Event or a condition`;
  const why = prediction.strategy === "InPlaceOnly" ? `OpenKruise's own webhook allows this update (it compares only the previous template), but the controller updates those Pods from the revision they run: ${stall}.` : `${prediction.strategy} would delete and recreate those Pods, and this webhook is configured to stop that.`;
  return `${what} ${why} To proceed, keep those fields as that revision has them, or let those Pods be recreated knowingly (another update strategy, or delete them).`;
}
function heldBackWarning(prediction, b) {
  const stalls = prediction.kind === "CloneSet" ? "the controller stalls on them (FailedUpdate)" : "the controller stalls on them";
  const what = prediction.strategy === "InPlaceOnly" ? stalls : `${prediction.strategy} recreates them`;
  return warning("held-back-revision", oneLine(`${subjectOf(prediction)}: ${b.pods === 1 ? "1 Pod" : `${b.pods} Pods`} at revision ${b.revision} cannot be updated in place to this template, ${what}: ${fields(b)}`));
}

// dist/admission/decision.js
function decide(write, settings) {
  const options = { gates: settings.gates, kruise: settings.kruise, notes: settings.notes === true };
  const decoded = predictDecoded(write.operation, write.oldObject, write.object, options);
  const { prediction } = decoded;
  const planned = applyPolicy(prediction, settings.policy, write.operation);
  const blocked = heldBackFor(decoded, write, settings.clusterView);
  return { prediction, result: withHeldBack(planned, prediction, blocked, settings.policy), blocked };
}

export {
  heldBackDenyMessage,
  heldBackWarning,
  decide
};
