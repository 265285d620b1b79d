import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  GuardError
} from "./chunk-XCLU624G.js";

// dist/engine/kruise/releases.js
var KRUISE_RELEASES = ["1.8", "1.9", "next"];
var DEFAULT_KRUISE_RELEASE = "1.9";
var FACTS = Object.freeze({
  // apps.kruise.io_statefulsets.yaml serves v1alpha1 and v1beta1 (storage) in both released lines; the DaemonSet
  // v1beta1 type (storage) arrived in 1.9, 1.8's CRD has v1alpha1 alone.
  "1.8": {
    release: "1.8",
    pinnedModule: "v1.8.3",
    servedCloneSetVersions: ["v1alpha1"],
    servedStatefulSetVersions: ["v1beta1", "v1alpha1"],
    servedDaemonSetVersions: ["v1alpha1"],
    kubernetesApi: "v0.30.10"
  },
  "1.9": {
    release: "1.9",
    pinnedModule: "v1.9.1",
    servedCloneSetVersions: ["v1alpha1"],
    servedStatefulSetVersions: ["v1beta1", "v1alpha1"],
    servedDaemonSetVersions: ["v1beta1", "v1alpha1"],
    kubernetesApi: "v0.32.10"
  },
  next: {
    release: "next",
    pinnedModule: "",
    servedCloneSetVersions: ["v1alpha1", "v1beta1"],
    servedStatefulSetVersions: ["v1beta1", "v1alpha1"],
    servedDaemonSetVersions: ["v1beta1", "v1alpha1"],
    kubernetesApi: "v0.32.10"
  }
});
function kruiseRelease(release = DEFAULT_KRUISE_RELEASE) {
  return FACTS[release];
}
function servesCloneSetVersion(release, version) {
  return FACTS[release].servedCloneSetVersions.includes(version);
}
var CloneSetVersionNotServedError = class extends GuardError {
  version;
  release;
  served;
  constructor(version, release, served) {
    super("IPG_ERR_VERSION_NOT_SERVED", `Kruise ${release} serves no apps.kruise.io/${version} CloneSet (it serves ${served.join(", ")})`, "apiVersion");
    this.version = version;
    this.release = release;
    this.served = served;
    this.name = "CloneSetVersionNotServedError";
  }
};
function requireServedCloneSetVersion(version, release) {
  if (!servesCloneSetVersion(release, version))
    throw new CloneSetVersionNotServedError(version, release, FACTS[release].servedCloneSetVersions);
}
function servedVersions(kind, release) {
  const facts = FACTS[release];
  switch (kind) {
    case "CloneSet":
      return facts.servedCloneSetVersions;
    case "StatefulSet":
      return facts.servedStatefulSetVersions;
    case "DaemonSet":
      return facts.servedDaemonSetVersions;
  }
}
function requireServedVersion(kind, version, release) {
  if (kind === "CloneSet")
    return requireServedCloneSetVersion(version, release);
  const served = servedVersions(kind, release);
  if (!served.includes(version)) {
    throw new GuardError("IPG_ERR_VERSION_NOT_SERVED", `Kruise ${release} serves no apps.kruise.io/${version} ${kind} (it serves ${served.join(", ")})`, "apiVersion");
  }
}

export {
  KRUISE_RELEASES,
  DEFAULT_KRUISE_RELEASE,
  kruiseRelease,
  CloneSetVersionNotServedError,
  servedVersions,
  requireServedVersion
};
