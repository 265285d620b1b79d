import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  GUARDED_KINDS
} from "./chunk-K6DPC5DB.js";
import {
  GuardError,
  isGuardError
} from "./chunk-XCLU624G.js";

// dist/cli/clusterWorkload.js
async function getWorkload(cluster, kind, namespace, name, version) {
  if (kind === "CloneSet")
    return await cluster.getCloneSet(namespace, name);
  const served = version ?? "v1beta1";
  const path = `/apis/apps.kruise.io/${served}/namespaces/${encodeURIComponent(namespace)}/${kind.toLowerCase()}s/${encodeURIComponent(name)}`;
  const stored = await cluster.rest.request("GET", path);
  return { ...stored, apiVersion: stored.apiVersion ?? `apps.kruise.io/${served}`, kind: stored.kind ?? kind };
}
var DIAGNOSED_KINDS = [...GUARDED_KINDS, "UnitedDeployment", "SidecarSet"];
var SHORT_NAMES = { ud: "UnitedDeployment" };
async function getSidecarSet(cluster, name, options = {}) {
  const versions = options.version ? [options.version] : options.kruise === "1.8" ? ["v1alpha1"] : ["v1beta1", "v1alpha1"];
  for (const [i, served] of versions.entries()) {
    try {
      const stored = await cluster.rest.request("GET", `/apis/apps.kruise.io/${served}/sidecarsets/${encodeURIComponent(name)}`);
      return { ...stored, apiVersion: stored.apiVersion ?? `apps.kruise.io/${served}`, kind: stored.kind ?? "SidecarSet" };
    } catch (err) {
      if (!isGuardError(err) || err.code !== "IPG_ERR_NOT_FOUND" || i === versions.length - 1)
        throw notFound(err, `no SidecarSet "${name}" found`);
    }
  }
  throw new GuardError("IPG_ERR_NOT_FOUND", `no SidecarSet "${name}" found`);
}
async function getUnitedDeployment(cluster, namespace, name) {
  const path = `/apis/apps.kruise.io/v1alpha1/namespaces/${encodeURIComponent(namespace)}/uniteddeployments/${encodeURIComponent(name)}`;
  try {
    const stored = await cluster.rest.request("GET", path);
    return { ...stored, apiVersion: stored.apiVersion ?? "apps.kruise.io/v1alpha1", kind: stored.kind ?? "UnitedDeployment" };
  } catch (err) {
    throw notFound(err, `no UnitedDeployment "${name}" found in namespace ${namespace}`);
  }
}
function notFound(err, message) {
  return isGuardError(err) && err.code === "IPG_ERR_NOT_FOUND" ? new GuardError("IPG_ERR_NOT_FOUND", message) : err;
}
function parseWorkloadArgument(value) {
  const parts = value.split("/");
  if (parts.length > 2 || parts.some((p) => p === ""))
    throw new GuardError("IPG_ERR_USAGE", `"${value}" is not KIND/NAME or NAME`);
  if (parts.length === 1)
    return { name: value };
  const spelled = parts[0].toLowerCase();
  const kind = SHORT_NAMES[spelled] ?? DIAGNOSED_KINDS.find((k) => spelled === k.toLowerCase() || spelled === `${k.toLowerCase()}s`);
  if (kind === void 0)
    throw new GuardError("IPG_ERR_USAGE", `"${parts[0]}" is not a kind the guard checks (${DIAGNOSED_KINDS.join(", ")})`);
  return { kind, name: parts[1] };
}
function getDiagnosed(cluster, kind, namespace, name, options = {}) {
  if (kind === "SidecarSet")
    return getSidecarSet(cluster, name, options);
  if (kind === "UnitedDeployment")
    return getUnitedDeployment(cluster, namespace, name);
  return getWorkload(cluster, kind, namespace, name, options.version);
}
async function findWorkload(cluster, wanted, namespace, options = {}) {
  if (wanted.kind !== void 0)
    return getDiagnosed(cluster, wanted.kind, namespace, wanted.name, options);
  const found = [];
  const failures = [];
  for (const kind of DIAGNOSED_KINDS) {
    try {
      found.push(await getDiagnosed(cluster, kind, namespace, wanted.name, options));
    } catch (err) {
      if (!isGuardError(err))
        throw err;
      if (err.code !== "IPG_ERR_NOT_FOUND")
        failures.push(err);
    }
  }
  if (found.length === 0) {
    const namespaced = DIAGNOSED_KINDS.filter((k) => k !== "SidecarSet");
    throw failures[0] ?? new GuardError("IPG_ERR_NOT_FOUND", `no ${namespaced.join(" or ")} "${wanted.name}" found in namespace ${namespace}, and no SidecarSet "${wanted.name}"`);
  }
  if (found.length > 1) {
    const kinds = found.map((w) => String(w.kind));
    const described = kinds.map((k) => k === "SidecarSet" ? "a SidecarSet (cluster-scoped)" : `a ${k}`);
    throw new GuardError("IPG_ERR_AMBIGUOUS_WORKLOAD", `namespace ${namespace} has ${described.join(" and ")} named "${wanted.name}": name one as KIND/NAME, e.g. ${kinds[0].toLowerCase()}/${wanted.name}`);
  }
  return found[0];
}

export {
  getWorkload,
  getUnitedDeployment,
  parseWorkloadArgument,
  findWorkload
};
