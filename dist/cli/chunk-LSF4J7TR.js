import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  listUnitedDeploymentObjects
} from "./chunk-ABON2UHW.js";
import {
  clusterViewOf,
  runningRevisionsOf
} from "./chunk-3XBOYAP4.js";
import {
  getUnitedDeployment
} from "./chunk-VKZ4AI4Z.js";
import {
  kubeClusterFor
} from "./chunk-PM4NBESH.js";
import "./chunk-KBGRAQHT.js";
import {
  unitedDeploymentChildren
} from "./chunk-YJD6HLME.js";
import "./chunk-NSOFFFHT.js";
import {
  decide,
  heldBackDenyMessage,
  heldBackWarning
} from "./chunk-KEIDEXSE.js";
import {
  count
} from "./chunk-XIZRWS5A.js";
import {
  oneLine,
  warning
} from "./chunk-5PWZHMIU.js";
import {
  isJsonObject,
  kindWord,
  readUnitedDeployment,
  renderSubsetChild,
  resolveGates,
  subsetNumbers,
  unitedDeploymentRevisionName
} from "./chunk-K6DPC5DB.js";
import {
  DEFAULT_KRUISE_RELEASE
} from "./chunk-GPAOY5QV.js";
import "./chunk-72BLB5EG.js";
import "./chunk-XCLU624G.js";
import "./chunk-3SJVJNMC.js";

// dist/cli/liveUnitedDeployment.js
import pino from "pino";
async function withLiveUnitedDeployment(report, oldObject, newObject, settings, kubeconfig) {
  const before = readUnitedDeployment(inNamespace(oldObject, settings.namespace));
  const after = readUnitedDeployment(inNamespace(newObject, settings.namespace));
  if (after.childKind !== "CloneSet" && after.childKind !== "AdvancedStatefulSet") {
    return { ...report, notes: [...report.notes, `in the cluster: nothing checked: --live checks the Pods of CloneSet and Advanced StatefulSet children, and these children are ${kindWord(after.childKind)}s`] };
  }
  if (before.childKind !== after.childKind)
    return report;
  const cluster = await kubeClusterFor(kubeconfig ?? "", pino({ level: "silent" }));
  const stored = await getUnitedDeployment(cluster, after.namespace, after.name);
  const live = readUnitedDeployment(stored);
  const objects = await listUnitedDeploymentObjects(cluster, live);
  const states = unitedDeploymentChildren(live, stored, objects.children, objects.pods);
  const gates = resolveGates(settings.gates);
  const release = settings.kruise ?? DEFAULT_KRUISE_RELEASE;
  const revisions = { old: unitedDeploymentRevisionName(before, { gates, release }), new: unitedDeploymentRevisionName(after, { gates, release }) };
  const denied = [];
  const warned = [];
  const notes = [];
  for (const subset of after.subsets) {
    const oldSubset = before.subsets.find((s) => s.name === subset.name);
    const name = states.subsets.find((s) => s.subset === subset.name)?.name;
    const child = name === void 0 ? void 0 : objects.children.find((c) => isJsonObject(c.metadata) && c.metadata.name === name);
    if (oldSubset === void 0 || child === void 0)
      continue;
    const oldChild = renderSubsetChild(before, { subset: oldSubset, revision: revisions.old, ...subsetNumbers(before, oldSubset), previous: child });
    const newChild = renderSubsetChild(after, { subset, revision: revisions.new, ...subsetNumbers(after, subset), previous: oldChild });
    const running = await runningRevisionsOf(cluster, child, settings.kruise);
    const { prediction, blocked } = decide({ operation: "UPDATE", object: newChild, oldObject: { ...oldChild, status: child.status } }, { policy: settings.policy, gates: settings.gates, kruise: settings.kruise, clusterView: clusterViewOf([running]) });
    const who = `subset ${subset.name}`;
    notes.push(`in the cluster: ${who} (${prediction.kind} ${prediction.namespace}/${prediction.name}): ${count(running.running.pods.length, "Pod")} checked against the child's new template, ${blocked.reduce((n, b) => n + b.pods, 0)} at a revision that cannot reach it in place`);
    if (blocked.length === 0)
      continue;
    if (settings.policy.denyStrategies.includes(prediction.strategy))
      denied.push(`${who}: ${heldBackDenyMessage(prediction, blocked)}`);
    else
      for (const b of blocked)
        warned.push(warning("subset/held-back-revision", oneLine(`${who}: ${heldBackWarning(prediction, b).text}`)));
  }
  const next = { ...report, notes: [...report.notes, ...notes] };
  if (report.decision === "deny" || denied.length === 0 && warned.length === 0)
    return next;
  if (denied.length > 0)
    return { ...next, decision: "deny", denyMessage: `inplace-guard denies this UnitedDeployment ${after.namespace}/${after.name} update: ${denied.join(" ")}` };
  return { ...next, decision: "warn", warnings: [...report.warnings, ...warned] };
}
function inNamespace(object, namespace) {
  if (!isJsonObject(object) || !isJsonObject(object.metadata) || object.metadata.namespace)
    return object;
  return { ...object, metadata: { ...object.metadata, namespace } };
}
export {
  withLiveUnitedDeployment
};
