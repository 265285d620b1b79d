import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  kruiseRelease
} from "./chunk-GPAOY5QV.js";

// dist/admission/text.js
var WARNING_MAX_RUNES = 200;
var LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
var CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
var NEEDS_SHAPING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\uD800-\uDFFF]| {2}/;
function oneLine(text, maxRunes = WARNING_MAX_RUNES) {
  if (text.length <= maxRunes && !NEEDS_SHAPING.test(text))
    return text.trim();
  const flat = text.replace(LONE_SURROGATE, "\uFFFD").replace(CONTROL, " ").replace(/ {2,}/g, " ").trim();
  if (flat.length <= maxRunes)
    return flat;
  const runes = Array.from(flat);
  return runes.length <= maxRunes ? flat : `${runes.slice(0, maxRunes - 1).join("").trimEnd()}\u2026`;
}
function boundedList(items, maxItems, maxChars = Infinity) {
  const shown = [];
  let length = 0;
  for (const item of items) {
    if (shown.length >= maxItems)
      break;
    const suffixRoom = items.length - shown.length - 1 > 0 ? " and 999999 more".length : 0;
    if (shown.length > 0 && length + 2 + item.length + suffixRoom > maxChars)
      break;
    shown.push(shown.length === 0 && item.length > maxChars ? oneLine(item, maxChars) : item);
    length += (shown.length > 1 ? 2 : 0) + item.length;
  }
  const rest = items.length - shown.length;
  return rest > 0 ? `${shown.join(", ")} and ${rest} more` : shown.join(", ");
}
var pointerCollator;
function comparePointers(a, b) {
  pointerCollator ??= new Intl.Collator("en", { numeric: true });
  return pointerCollator.compare(a, b);
}

// dist/admission/warning.js
function warning(code, text, path) {
  return path === void 0 ? { code, severity: "warning", text } : { code, path, severity: "warning", text };
}

// dist/admission/policy.js
var DEFAULT_POLICY = Object.freeze({ denyStrategies: ["InPlaceOnly"] });
var ANNOTATION_PREFIX = "inplace-guard.io/";
var ANNOTATION_PREDICTED_UPDATE = `${ANNOTATION_PREFIX}predicted-update`;
var ANNOTATION_RECREATE_REASONS = `${ANNOTATION_PREFIX}recreate-reasons`;
var ANNOTATION_RESTART_CONTAINERS = `${ANNOTATION_PREFIX}restart-containers`;
var GUARD_ANNOTATIONS = [ANNOTATION_PREDICTED_UPDATE, ANNOTATION_RECREATE_REASONS, ANNOTATION_RESTART_CONTAINERS];
var AUDIT_PREDICTED_UPDATE = "predicted-update";
var AUDIT_DECISION = "decision";
var AUDIT_UPDATE_STRATEGY = "update-strategy";
var AUDIT_RECREATE_REASONS = "recreate-reasons";
var AUDIT_RESTART_CONTAINERS = "restart-containers";
var AUDIT_TRAPS = "traps";
var AUDIT_ERROR = "error";
var PREDICTED_UPDATE = { unchanged: "Unchanged", "in-place": "InPlace", recreate: "Recreate" };
var MAX_LISTED_CHANGES = 10;
var MAX_REASONS_CHARS = 1024;
var POLICIES = ["InPlaceOnly", "InPlaceIfPossible", "ReCreate"];
function predictedUpdate(outcome) {
  return PREDICTED_UPDATE[outcome];
}
var RECREATE_CONSEQUENCES = ["rollout-fails", "silent-recreate", "recreate"];
function applyPolicy(prediction, config, operation) {
  const recreating = operation === "UPDATE" && RECREATE_CONSEQUENCES.includes(prediction.consequence);
  const changes = recreatingChanges(prediction);
  const kruiseRejects = operation === "UPDATE" && prediction.kruiseWebhookRejects.length > 0;
  const kruiseRefuses = prediction.kruiseWebhookRefusals.length > 0;
  const deny = kruiseRefuses || kruiseRejects || recreating && config.denyStrategies.includes(prediction.strategy);
  const warnings = [...trapWarnings(prediction), ...droppedFieldWarnings(prediction)];
  if (recreating && !deny && prediction.consequence !== "recreate")
    warnings.unshift(...recreateWarnings(prediction, changes));
  const decision = deny ? "deny" : warnings.length > 0 ? "warn" : "allow";
  const annotations = annotationsFor(prediction, changes);
  const result = {
    decision,
    warnings: distinct(warnings),
    annotations,
    auditAnnotations: auditAnnotationsFor(prediction, decision, annotations)
  };
  if (deny) {
    result.denyMessage = kruiseRefuses ? kruiseRefusalMessage(prediction, operation) : kruiseRejects ? kruiseRejectionMessage(prediction, config) : denyMessage(prediction, changes, config);
  }
  return result;
}
function recreatingChanges(prediction) {
  const changes = prediction.blocking.length > 0 || prediction.outcome !== "recreate" ? prediction.blocking : prediction.verdicts.filter((verdict) => verdict.effect !== "none");
  return [...changes].sort((a, b) => comparePointers(a.change.pointer, b.change.pointer));
}
function denyMessage(prediction, changes, config) {
  const field = prediction.policyField;
  const subject = subjectOf(prediction);
  const listed = boundedList(changes.map(describeVerdict), MAX_LISTED_CHANGES);
  const count = changes.length === 1 ? "1 change" : `${changes.length} changes`;
  const what = prediction.strategy === "ReCreate" ? `${subject} uses ReCreate (${field}), so ${count === "1 change" ? "1 change deletes" : `${count} delete`} and recreate${count === "1 change" ? "s" : ""} every Pod: ${listed}.` : `${subject} uses ${prediction.strategy} (${field}), but ${count} cannot be applied in place: ${listed}.`;
  const why = reason(prediction);
  const alternatives = POLICIES.filter((p) => p !== prediction.strategy && !config.denyStrategies.includes(p));
  const howTo = alternatives.length > 0 ? `To proceed, revert those fields, or set ${field} to ${alternatives.join(" or ")} knowingly: every Pod will then be deleted and recreated.` : "To proceed, revert those fields; this webhook denies Pod recreation under every update strategy.";
  return `${what} ${why} ${howTo}`;
}
var KRUISE_WEBHOOK = { CloneSet: "vcloneset.kb.io", StatefulSet: "vstatefulset.kb.io", DaemonSet: "vdaemonset.kb.io" };
function kruiseRefusalMessage(prediction, operation) {
  const refusals = prediction.kruiseWebhookRefusals.map((r) => `${r.field}: ${r.rule}`);
  const rejected = operation === "UPDATE" ? sortedRejections(prediction) : [];
  const also = rejected.length > 0 ? ` Under InPlaceOnly it also rejects every change to spec.template.spec but a container image: ${boundedList(rejected.map(({ change }) => change.path), MAX_LISTED_CHANGES)}.` : "";
  const what = `${subjectOf(prediction)} cannot be ${operation === "CREATE" ? "created" : "updated"} as written: OpenKruise's own validating webhook (${KRUISE_WEBHOOK[prediction.kind]}) refuses it: ${refusals.join("; ")}.`;
  const howTo = `To proceed, ${[...new Set(prediction.kruiseWebhookRefusals.map((r) => r.remedy))].join("; ")}.`;
  return `${what}${also} ${howTo}`;
}
function sortedRejections(prediction) {
  return prediction.kruiseWebhookRejects.map((change) => ({ change, rule: prediction.verdicts.find((v) => v.change === change)?.rule })).sort((a, b) => comparePointers(a.change.pointer, b.change.pointer));
}
function kruiseRejectionMessage(prediction, config) {
  const field = prediction.policyField;
  const rejected = sortedRejections(prediction);
  const listed = boundedList(rejected.map(({ change, rule }) => rule ? `${change.path} (${rule})` : change.path), MAX_LISTED_CHANGES);
  const count = rejected.length === 1 ? "1 change is not" : `${rejected.length} changes are not`;
  const what = `${subjectOf(prediction)} uses ${prediction.strategy} (${field}), and ${count} a container image change: ${listed}.`;
  const why = `OpenKruise's own validating webhook (${KRUISE_WEBHOOK[prediction.kind]}) rejects this update too: under InPlaceOnly it allows no change to spec.template.spec other than container images, and its message names only the first other change.`;
  return `${what} ${why} ${kruiseRejectionHowTo(prediction, config)}`;
}
function kruiseRejectionHowTo(prediction, config) {
  const field = prediction.policyField;
  const alternatives = POLICIES.filter((p) => p !== prediction.strategy && !config.denyStrategies.includes(p));
  if (prediction.eligibility !== "recreate" && alternatives.includes("InPlaceIfPossible")) {
    return `To proceed, revert those fields, or set ${field} to InPlaceIfPossible: OpenKruise then applies this update in place.`;
  }
  return alternatives.length > 0 ? `To proceed, revert those fields, or set ${field} to ${alternatives.join(" or ")} knowingly: every Pod will then be deleted and recreated.` : "To proceed, revert those fields; this webhook denies Pod recreation under every update strategy.";
}
function reason(prediction) {
  switch (prediction.strategy) {
    case "InPlaceOnly":
      return prediction.kind === "StatefulSet" ? `OpenKruise's own webhook (vstatefulset.kb.io) lets this update through, but its StatefulSet controller never recreates Pods under InPlaceOnly: it stalls at the first Pod to update ("find strategy is InPlaceOnly but Pod \u2026 can not update in-place") and retries for ever, without an Event.` : "InPlaceOnly never recreates Pods, so OpenKruise cannot roll this template out to them.";
    case "InPlaceIfPossible":
      return "InPlaceIfPossible would silently fall back to deleting and recreating every Pod, and this webhook is configured to stop that.";
    case "ReCreate":
      return "This webhook is configured to stop that.";
  }
}
function recreateWarnings(prediction, changes) {
  const subject = subjectOf(prediction);
  const perChange = changes.slice(0, MAX_LISTED_CHANGES).map((verdict) => warning("recreate-change", oneLine(`${describeVerdict(verdict)} cannot be applied in place`), verdict.change.path));
  const more = changes.length > MAX_LISTED_CHANGES ? ` (${changes.length} changes, the first ${MAX_LISTED_CHANGES} listed)` : "";
  const summary = prediction.strategy === "ReCreate" ? `${subject}: ReCreate will delete and recreate every Pod for this update${more}` : `${subject}: ${prediction.strategy} will delete and recreate every Pod instead of updating in place${more}; revert the fields above to keep the Pods`;
  return [...perChange, warning("recreate", oneLine(summary), prediction.policyField)];
}
function droppedFieldWarnings(prediction) {
  const fields = prediction.droppedFields;
  if (fields.length === 0)
    return [];
  const facts = kruiseRelease(prediction.kruiseRelease);
  const kruise = `${facts.release === "next" ? "OpenKruise's main branch" : `OpenKruise ${facts.release}`} (k8s.io/api ${facts.kubernetesApi})`;
  const named = fields.slice(0, MAX_LISTED_CHANGES).map(({ path }) => warning("dropped-field", oneLine(`${oneLine(path, 96)}: ${kruise} does not know this field and drops it, so it never reaches a Pod`), path));
  const rest = fields.length - named.length;
  if (rest > 0)
    named.push(warning("dropped-fields", oneLine(`${rest} more ${rest === 1 ? "field" : "fields"} of ${subjectOf(prediction)} that ${kruise} does not know and drops`)));
  return named;
}
function trapWarnings(prediction) {
  return prediction.traps.filter((trap) => trap.severity === "warning").map((trap) => warning(`trap/${trap.id}`, oneLine(trap.message), trap.field));
}
function annotationsFor(prediction, changes) {
  const annotations = { [ANNOTATION_PREDICTED_UPDATE]: predictedUpdate(prediction.outcome) };
  if (prediction.outcome === "recreate" && changes.length > 0) {
    annotations[ANNOTATION_RECREATE_REASONS] = boundedList(changes.map((v) => v.change.path), MAX_LISTED_CHANGES, MAX_REASONS_CHARS);
  }
  if (prediction.outcome === "in-place" && prediction.restartedContainers.length > 0) {
    annotations[ANNOTATION_RESTART_CONTAINERS] = boundedList(prediction.restartedContainers, Infinity, MAX_REASONS_CHARS);
  }
  return annotations;
}
function auditAnnotationsFor(prediction, decision, annotations) {
  const audit = {
    [AUDIT_PREDICTED_UPDATE]: annotations[ANNOTATION_PREDICTED_UPDATE],
    [AUDIT_DECISION]: decision,
    [AUDIT_UPDATE_STRATEGY]: prediction.strategy
  };
  const reasons = annotations[ANNOTATION_RECREATE_REASONS];
  if (reasons !== void 0)
    audit[AUDIT_RECREATE_REASONS] = reasons;
  const restarts = annotations[ANNOTATION_RESTART_CONTAINERS];
  if (restarts !== void 0)
    audit[AUDIT_RESTART_CONTAINERS] = restarts;
  if (prediction.traps.length > 0)
    audit[AUDIT_TRAPS] = [...new Set(prediction.traps.map((trap) => trap.id))].join(",");
  return audit;
}
function distinct(items) {
  const kept = [];
  for (const item of items)
    if (!kept.some((k) => k.text === item.text))
      kept.push(item);
  return kept;
}
function describeVerdict(verdict) {
  return `${verdict.change.path} (${verdict.rule})`;
}
function qualifiedName(prediction) {
  return prediction.namespace ? `${prediction.namespace}/${prediction.name}` : prediction.name;
}
function subjectOf(prediction) {
  return `${prediction.kind} ${qualifiedName(prediction)}`;
}
function engineFailurePolicy(strategy, operation, onError, config, kind = "CloneSet") {
  if (onError === "deny")
    return { decision: "deny", denyReason: "It is denied because the webhook runs with --on-error=deny." };
  if (operation !== "UPDATE")
    return { decision: "warn" };
  if (strategy === void 0) {
    return { decision: "deny", denyReason: "It is denied because its update strategy cannot be read either, so it may be InPlaceOnly, and an update this webhook cannot check is not let through then." };
  }
  if (strategy === "InPlaceOnly" || config.denyStrategies.includes(strategy)) {
    return { decision: "deny", denyReason: `It is denied because the ${kind} uses ${strategy}, and an update this webhook cannot check is not let through then.` };
  }
  return { decision: "warn" };
}

export {
  oneLine,
  boundedList,
  comparePointers,
  warning,
  DEFAULT_POLICY,
  ANNOTATION_PREDICTED_UPDATE,
  ANNOTATION_RECREATE_REASONS,
  ANNOTATION_RESTART_CONTAINERS,
  GUARD_ANNOTATIONS,
  AUDIT_PREDICTED_UPDATE,
  AUDIT_DECISION,
  AUDIT_UPDATE_STRATEGY,
  AUDIT_RECREATE_REASONS,
  AUDIT_RESTART_CONTAINERS,
  AUDIT_TRAPS,
  AUDIT_ERROR,
  MAX_LISTED_CHANGES,
  MAX_REASONS_CHARS,
  predictedUpdate,
  applyPolicy,
  subjectOf,
  engineFailurePolicy
};
