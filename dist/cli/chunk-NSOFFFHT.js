import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  LABEL_REVISION
} from "./chunk-72BLB5EG.js";
import {
  GuardError,
  isGuardError
} from "./chunk-XCLU624G.js";

// dist/engine/kube/labelSelector.js
function matchesSelector(selector, labels) {
  if (!selector)
    return false;
  for (const [key, value] of Object.entries(selector.matchLabels ?? {})) {
    if (labels[key] !== value)
      return false;
  }
  return matchesExpressions(selector, labels);
}
function selectorMatcher(selector) {
  if (!selector)
    return () => false;
  const pairs = Object.entries(selector.matchLabels ?? {});
  const expressions = (selector.matchExpressions ?? []).length > 0;
  return (labels) => {
    for (let i = 0; i < pairs.length; i++)
      if (labels[pairs[i][0]] !== pairs[i][1])
        return false;
    return !expressions || matchesExpressions(selector, labels);
  };
}
function matchesExpressions(selector, labels) {
  for (const req of selector.matchExpressions ?? []) {
    const has = Object.prototype.hasOwnProperty.call(labels, req.key);
    const values = req.values ?? [];
    switch (req.operator) {
      case "In":
        if (!has || !values.includes(labels[req.key]))
          return false;
        break;
      case "NotIn":
        if (has && values.includes(labels[req.key]))
          return false;
        break;
      case "Exists":
        if (!has)
          return false;
        break;
      case "DoesNotExist":
        if (has)
          return false;
        break;
      default:
        return false;
    }
  }
  return true;
}
function selectorString(selector) {
  const parts = Object.entries(selector.matchLabels ?? {}).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([k, v]) => `${k}=${v}`);
  for (const req of selector.matchExpressions ?? []) {
    const values = [...req.values ?? []].sort().join(",");
    if (req.operator === "In")
      parts.push(`${req.key} in (${values})`);
    else if (req.operator === "NotIn")
      parts.push(`${req.key} notin (${values})`);
    else if (req.operator === "Exists")
      parts.push(req.key);
    else if (req.operator === "DoesNotExist")
      parts.push(`!${req.key}`);
  }
  return parts.join(",");
}

// dist/reconciler/cluster.js
var VIEW_KINDS = ["SidecarSet", "UnitedDeployment"];
function isViewKind(kind) {
  return kind === "SidecarSet" || kind === "UnitedDeployment";
}
var CLUSTER_SCOPED_EVENT_NAMESPACE = "default";
var SUBSET_NAME_LABEL = "apps.kruise.io/subset-name";
var SIDECARSET_INJECTED_LIST = "kruise.io/sidecarset-injected-list";
var WORKLOAD_RESOURCES = { CloneSet: "clonesets", StatefulSet: "statefulsets", DaemonSet: "daemonsets" };
var WORKLOAD_POD_SELECTOR = LABEL_REVISION;
function isConflict(err) {
  return isGuardError(err) && err.code === "IPG_ERR_CONFLICT";
}
function isNotFound(err) {
  return isGuardError(err) && err.code === "IPG_ERR_NOT_FOUND";
}
function conflictError(kind, name) {
  return new GuardError("IPG_ERR_CONFLICT", `Operation cannot be fulfilled on ${kind} "${name}": the object has been modified; please apply your changes to the latest version and try again`);
}
function notFoundError(kind, name) {
  return new GuardError("IPG_ERR_NOT_FOUND", `${kind} "${name}" not found`);
}
function ownerWorkload(pod) {
  const refs = pod.metadata.ownerReferences;
  if (refs === void 0)
    return void 0;
  for (let i = 0; i < refs.length; i++) {
    const ref = refs[i];
    if (!ref.controller)
      continue;
    if (ref.kind === "CloneSet")
      return { kind: "CloneSet", name: ref.name };
    if ((ref.kind === "StatefulSet" || ref.kind === "DaemonSet") && (ref.apiVersion ?? "").startsWith("apps.kruise.io/"))
      return { kind: ref.kind, name: ref.name };
  }
  return void 0;
}
function ownerUnitedDeployment(obj) {
  const ref = obj.metadata.ownerReferences?.find((r) => r.controller && r.kind === "UnitedDeployment" && (r.apiVersion ?? "").startsWith("apps.kruise.io/"));
  return ref?.name;
}
function injectedSidecarSets(pod) {
  const list = pod.metadata.annotations?.[SIDECARSET_INJECTED_LIST];
  return list ? list.split(",").filter((s) => s !== "") : void 0;
}
function workloadKey(kind, namespace, name) {
  return `${kind}/${namespace}/${name}`;
}
function parseWorkloadKey(key) {
  const [kind, namespace, name] = key.split("/");
  return { kind, namespace, name };
}
function resourceName(kind) {
  return `${WORKLOAD_RESOURCES[kind]}.apps.kruise.io`;
}
async function retryOnConflict(fn, options = {}) {
  const attempts = options.attempts ?? 5;
  const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  let delay = options.baseDelayMs ?? 10;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (!isConflict(err) || attempt >= attempts)
        throw err;
      await sleep(delay);
      delay *= 2;
    }
  }
}

export {
  matchesSelector,
  selectorMatcher,
  selectorString,
  VIEW_KINDS,
  isViewKind,
  CLUSTER_SCOPED_EVENT_NAMESPACE,
  SUBSET_NAME_LABEL,
  SIDECARSET_INJECTED_LIST,
  WORKLOAD_RESOURCES,
  WORKLOAD_POD_SELECTOR,
  isConflict,
  isNotFound,
  conflictError,
  notFoundError,
  ownerWorkload,
  ownerUnitedDeployment,
  injectedSidecarSets,
  workloadKey,
  parseWorkloadKey,
  resourceName,
  retryOnConflict
};
