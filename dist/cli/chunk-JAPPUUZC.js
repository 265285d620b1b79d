import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  ANNOTATION_PREDICTED_UPDATE,
  ANNOTATION_RECREATE_REASONS,
  ANNOTATION_RESTART_CONTAINERS,
  AUDIT_DECISION,
  AUDIT_PREDICTED_UPDATE,
  AUDIT_RECREATE_REASONS,
  AUDIT_RESTART_CONTAINERS,
  AUDIT_UPDATE_STRATEGY,
  MAX_LISTED_CHANGES,
  MAX_REASONS_CHARS,
  boundedList,
  oneLine,
  predictedUpdate,
  warning
} from "./chunk-5PWZHMIU.js";
import {
  CloneSetVersionNotServedError
} from "./chunk-GPAOY5QV.js";

// dist/admission/kruiseVersion.js
function versionNotServedMessage(err) {
  return `Kruise ${err.release} serves no apps.kruise.io/${err.version} CloneSet; only its main branch does (--kruise-version next)`;
}
function engineErrorMessage(err) {
  return err instanceof CloneSetVersionNotServedError ? versionNotServedMessage(err) : err.message;
}

// dist/admission/unitedDeploymentPolicy.js
function applyUnitedDeploymentPolicy(prediction, config, operation) {
  const subject = `UnitedDeployment ${prediction.namespace ? `${prediction.namespace}/` : ""}${prediction.name}`;
  const reasons = [];
  if (operation === "UPDATE") {
    for (const r of prediction.kruiseWebhookRefusals)
      reasons.push(`OpenKruise's UnitedDeployment webhook refuses it: ${r.rule} (${r.field}); ${r.remedy}`);
  }
  for (const s of prediction.subsets) {
    for (const r of s.childRefusals)
      reasons.push(`${who(s)}: OpenKruise refuses the controller's update of the child, so the subset would stay on its old template (FailedUpdateSubset Event, SubsetUpdated=False): ${r}`);
    if (operation === "UPDATE" && s.change === "updated" && recreates(s) && config.denyStrategies.includes(strategyOf(s))) {
      reasons.push(`${who(s)}: the child uses ${strategyOf(s)}, but its Pods would ${s.consequence === "rollout-fails" ? "have to be recreated, which it never does: its rollout stops" : "be recreated"}${because(s)}`);
    }
  }
  const deny = reasons.length > 0;
  const warnings = operation === "UPDATE" && !deny ? prediction.subsets.flatMap(subsetWarnings) : [];
  const decision = deny ? "deny" : warnings.length > 0 ? "warn" : "allow";
  const annotations = annotationsFor(prediction);
  const result = { decision, warnings, annotations, auditAnnotations: auditAnnotationsFor(prediction, decision, annotations) };
  if (deny)
    result.denyMessage = `inplace-guard denies this ${subject} update: ${reasons.slice(0, MAX_LISTED_CHANGES).join("; ")}${reasons.length > MAX_LISTED_CHANGES ? `; and ${reasons.length - MAX_LISTED_CHANGES} more` : ""}`;
  return result;
}
function who(s) {
  return `subset ${s.subset} (${s.child})`;
}
function strategyOf(s) {
  return s.prediction?.strategy ?? "ReCreate";
}
function recreates(s) {
  return s.consequence === "recreate" || s.consequence === "silent-recreate" || s.consequence === "rollout-fails";
}
function because(s) {
  const blocking = s.prediction?.blocking ?? [];
  if (blocking.length > 0)
    return ` (not in place: ${boundedList(blocking.map((v) => v.change.path), 3)})`;
  return s.prediction === void 0 || s.prediction.strategy === "ReCreate" ? " (every template change, even the UnitedDeployment revision label, recreates them)" : "";
}
function subsetWarnings(s) {
  if (s.change === "deleted")
    return [warning("subset/deleted", oneLine(`${who(s)}: the subset is removed: its workload and every Pod in it are deleted`))];
  if (s.change === "replaced")
    return [warning("subset/deleted", oneLine(`${who(s)}: the template kind changes: this workload and its Pods are deleted and a new one is created`))];
  if (s.consequence === "on-delete")
    return [warning("subset/on-delete", oneLine(`${who(s)}: its Pods keep the old template until each one is deleted (OnDelete)`))];
  if (s.consequence === "rollout-fails")
    return [warning("subset/rollout-fails", oneLine(`${who(s)}: the change cannot be made in place and the child never recreates (InPlaceOnly): its rollout stops${because(s)}`))];
  if (recreates(s))
    return [warning("subset/recreate", oneLine(`${who(s)}: every running Pod is recreated${because(s)}`))];
  return [];
}
function annotationsFor(prediction) {
  const annotations = { [ANNOTATION_PREDICTED_UPDATE]: predictedUpdate(prediction.outcome) };
  const recreating = prediction.subsets.filter((s) => s.outcome === "recreate").map((s) => s.subset);
  if (recreating.length > 0)
    annotations[ANNOTATION_RECREATE_REASONS] = boundedList(recreating.map((name) => `subset ${name}`), MAX_LISTED_CHANGES, MAX_REASONS_CHARS);
  const restarted = prediction.subsets.flatMap((s) => s.outcome === "in-place" ? (s.prediction?.restartedContainers ?? []).map((c) => `${s.subset}/${c}`) : []);
  if (restarted.length > 0)
    annotations[ANNOTATION_RESTART_CONTAINERS] = boundedList(restarted, Infinity, MAX_REASONS_CHARS);
  return annotations;
}
function auditAnnotationsFor(prediction, decision, annotations) {
  const strategies = [...new Set(prediction.subsets.map(strategyOf))];
  const audit = {
    [AUDIT_PREDICTED_UPDATE]: annotations[ANNOTATION_PREDICTED_UPDATE],
    [AUDIT_DECISION]: decision,
    [AUDIT_UPDATE_STRATEGY]: `${prediction.childKind}:${strategies.join(",") || "none"}`
  };
  const reasons = annotations[ANNOTATION_RECREATE_REASONS];
  if (reasons !== void 0)
    audit[AUDIT_RECREATE_REASONS] = reasons;
  const restarts = annotations[ANNOTATION_RESTART_CONTAINERS];
  if (restarts !== void 0)
    audit[AUDIT_RESTART_CONTAINERS] = restarts;
  return audit;
}

export {
  applyUnitedDeploymentPolicy,
  engineErrorMessage
};
