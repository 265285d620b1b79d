import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  ANNOTATION_PREDICTED_UPDATE,
  ANNOTATION_RESTART_CONTAINERS,
  AUDIT_DECISION,
  AUDIT_PREDICTED_UPDATE,
  AUDIT_RESTART_CONTAINERS,
  AUDIT_UPDATE_STRATEGY,
  oneLine,
  warning
} from "./chunk-5PWZHMIU.js";
import {
  describeBlocking,
  predictSidecarSetUpdate,
  readSidecarSet
} from "./chunk-K6DPC5DB.js";

// dist/engine/inplace/sidecarSetRefusals.js
function sidecarSetRefusals(view, previous) {
  const refusals = [...specRefusals(view)];
  if (view.updateStrategy.type === "RollingUpdate")
    refusals.push(...strategyRefusals(view));
  if (previous !== void 0)
    refusals.push(...conflictRefusals(view, previous));
  return refusals;
}
function specRefusals(view) {
  const out = [];
  for (const c of view.initContainers) {
    if (c.nativeSidecar && view.updateStrategy.type === "RollingUpdate") {
      out.push({
        id: "native-sidecar-rolling-update",
        field: "spec.updateStrategy",
        rule: `init container "${c.name}" has restartPolicy Always (a native sidecar) under updateStrategy RollingUpdate: Kruise cannot upgrade it in place ("The initContainer in-place upgrade is not currently supported")`,
        remedy: "set spec.updateStrategy.type to NotUpdate, or drop restartPolicy Always from the init container"
      });
    }
  }
  const selector = view.selector;
  if (selector === void 0 || Object.keys(selector.matchLabels ?? {}).length + (selector.matchExpressions ?? []).length === 0) {
    out.push({
      id: "selector-missing",
      field: "spec.selector",
      rule: selector === void 0 ? 'no spec.selector ("no selector defined for SidecarSet")' : 'an empty spec.selector ("empty selector is not valid for sidecarset.")',
      remedy: "set spec.selector to the labels of the Pods that should get the sidecars"
    });
  }
  if (view.containers.length === 0 && view.initContainers.length === 0) {
    out.push({ id: "no-containers", field: "spec", rule: 'no containers and no initContainers ("no initContainer or container defined for SidecarSet")', remedy: "add a sidecar container" });
  }
  out.push(...duplicates([...view.initContainers, ...view.containers].map((c) => ({ name: c.name, path: `${c.path}.name` })), "container"));
  out.push(...duplicates(view.volumeNames.map((name) => ({ name, path: `spec.volumes[${name}].name` })), "volume"));
  for (const c of view.containers) {
    const policy = c.defaulted.podInjectPolicy;
    if (policy !== "BeforeAppContainer" && policy !== "AfterAppContainer") {
      out.push({ id: "inject-policy", field: `${c.path}.podInjectPolicy`, rule: `podInjectPolicy ${JSON.stringify(policy)} ("unsupported pod inject policy")`, remedy: "use BeforeAppContainer or AfterAppContainer" });
    }
    const share = c.defaulted.shareVolumePolicy?.type;
    if (share !== "enabled" && share !== "disabled") {
      out.push({ id: "share-volume-policy", field: `${c.path}.shareVolumePolicy`, rule: `shareVolumePolicy.type ${JSON.stringify(share)} ("unsupported share volume policy")`, remedy: "use enabled or disabled" });
    }
  }
  return out;
}
function duplicates(items, what) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const item of items) {
    if (seen.has(item.name)) {
      out.push({ id: "duplicate-name", field: item.path, rule: `${what} name "${item.name}" twice ("Duplicate value")`, remedy: `give each ${what} its own name` });
    }
    seen.add(item.name);
  }
  return out;
}
function strategyRefusals(view) {
  const s = view.updateStrategy;
  const out = [];
  if (s.partitionSet && s.selector !== void 0) {
    out.push({
      id: "partition-with-selector",
      field: "spec.updateStrategy",
      rule: `spec.updateStrategy.partition ${JSON.stringify(s.partition)} together with spec.updateStrategy.selector ("Partition and Selector cannot be used together")`,
      remedy: "use either partition or selector to stage the rollout, not both"
    });
  }
  for (const [name, value] of [["partition", s.partition], ["maxUnavailable", s.maxUnavailable]]) {
    const problem = intOrPercentProblem(value);
    if (problem !== void 0) {
      out.push({ id: "int-or-percent", field: `spec.updateStrategy.${name}`, rule: `spec.updateStrategy.${name} ${JSON.stringify(value)} (${problem})`, remedy: 'use a non-negative integer or a percentage such as "20%"' });
    }
  }
  return out;
}
function intOrPercentProblem(value) {
  if (typeof value === "number")
    return value < 0 ? '"must be greater than or equal to 0"' : void 0;
  return /^[0-9]+%$/.test(value) ? void 0 : `"a valid percent string must be a numeric string followed by an ending '%'"`;
}
function conflictRefusals(view, previous) {
  const before = new Map(previous.containers.map((c) => [c.name, c.defaulted]));
  const out = [];
  for (const c of view.containers) {
    const old = before.get(c.name);
    if (old === void 0) {
      out.push({
        id: "container-added",
        field: "spec.containers.name",
        rule: `sidecar container "${c.name}" is new ("container ${c.name} is not found"): Kruise does not let an update add a sidecar container`,
        remedy: "create a second SidecarSet for the new sidecar, or recreate this one"
      });
      continue;
    }
    const was = old.upgradeStrategy?.upgradeType ?? "";
    const now = c.defaulted.upgradeStrategy?.upgradeType ?? "";
    if (was !== "" && was !== now) {
      out.push({
        id: "upgrade-type-immutable",
        field: "spec.containers.upgradeStrategy.upgradeType",
        rule: `${c.path}.upgradeStrategy.upgradeType changes from ${was} to ${now} ("container ${c.name} upgradeType is immutable")`,
        remedy: `keep upgradeType ${was}, or recreate the SidecarSet`
      });
    }
  }
  return out;
}
function sidecarSetRefusalMessage(view, refusal) {
  return `SidecarSet "${view.name}": OpenKruise's webhook refuses ${refusal.rule}; ${refusal.remedy}.`;
}

// dist/admission/sidecarSetPolicy.js
var SIDECARSET_NOT_UPGRADABLE = "SidecarSetNotUpgradable";
var AUDIT_SIDECAR_BLOCKING = "sidecar-blocking-fields";
var PREDICTED = {
  unchanged: "Unchanged",
  "in-place": "InPlace",
  "not-upgradable": "NotUpgradable",
  "not-updated": "NotUpdated",
  paused: "Paused"
};
function decideSidecarSet(operation, object, oldObject, policy, kruise) {
  const view = readSidecarSet(object, kruise);
  const previous = operation === "UPDATE" ? readSidecarSet(oldObject, kruise) : void 0;
  const refusals = sidecarSetRefusals(view, previous);
  const prediction = previous === void 0 ? void 0 : predictSidecarSetUpdate(previous, view);
  return { view, prediction, refusals, result: sidecarSetPolicy(view, prediction, refusals, policy) };
}
function sidecarSetPolicy(view, prediction, refusals, policy) {
  const leavesPodsBehind = prediction !== void 0 && !prediction.upgradable;
  const denyBehind = leavesPodsBehind && policy.denyStrategies.includes(SIDECARSET_NOT_UPGRADABLE);
  const deny = refusals.length > 0 || denyBehind;
  const warnings = leavesPodsBehind && !deny ? prediction.messages.filter((m) => m.includes("not only images")).map((m) => warning("trap/sidecarset-not-upgradable", oneLine(m), prediction.blocking[0]?.path)) : [];
  const decision = deny ? "deny" : warnings.length > 0 ? "warn" : "allow";
  const annotations = {};
  if (prediction !== void 0) {
    annotations[ANNOTATION_PREDICTED_UPDATE] = PREDICTED[prediction.outcome];
    const restarts = prediction.outcome === "in-place" ? prediction.imageChanges.flatMap((c) => c.restarted) : [];
    if (restarts.length > 0)
      annotations[ANNOTATION_RESTART_CONTAINERS] = restarts.join(",");
  }
  const audit = { [AUDIT_DECISION]: decision, [AUDIT_UPDATE_STRATEGY]: view.updateStrategy.type };
  if (prediction !== void 0)
    audit[AUDIT_PREDICTED_UPDATE] = PREDICTED[prediction.outcome];
  if (annotations[ANNOTATION_RESTART_CONTAINERS] !== void 0)
    audit[AUDIT_RESTART_CONTAINERS] = annotations[ANNOTATION_RESTART_CONTAINERS];
  if (leavesPodsBehind)
    audit[AUDIT_SIDECAR_BLOCKING] = oneLine(describeBlocking(prediction.blocking), 1024);
  const result = { decision, warnings, annotations, auditAnnotations: audit };
  if (refusals.length > 0)
    result.denyMessage = refusals.map((r) => sidecarSetRefusalMessage(view, r)).join(" ");
  else if (denyBehind) {
    result.denyMessage = `SidecarSet "${view.name}": ${describeBlocking(prediction.blocking)} changed, not only images, so Kruise would never upgrade the running Pods in place (they would be marked SidecarSetUpgradable=False and keep the old sidecars); inplace-guard denies this because --deny-strategies lists ${SIDECARSET_NOT_UPGRADABLE}. Change only images to upgrade running Pods, or recreate the Pods after the update, or drop ${SIDECARSET_NOT_UPGRADABLE} from --deny-strategies to allow it with a warning.`;
  }
  return result;
}

export {
  SIDECARSET_NOT_UPGRADABLE,
  decideSidecarSet
};
