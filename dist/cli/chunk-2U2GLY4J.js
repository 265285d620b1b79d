import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  requirePlannedKind
} from "./chunk-PDWNL7GI.js";
import {
  formatDiagnosis,
  rolloutJson
} from "./chunk-IUKL4UDJ.js";
import {
  listSidecarSetPods,
  reachWords
} from "./chunk-UHC3YXFV.js";
import {
  listUnitedDeploymentObjects
} from "./chunk-ABON2UHW.js";
import {
  findWorkload,
  parseWorkloadArgument
} from "./chunk-VKZ4AI4Z.js";
import {
  diagnose,
  ownedObjects,
  readNode,
  sidecarSetCensus,
  unitedDeploymentChildren
} from "./chunk-YJD6HLME.js";
import "./chunk-NSOFFFHT.js";
import {
  KRUISE_VERSION_HELP,
  choiceOption,
  gatesOption,
  kruiseVersionOption,
  parseCommandLine,
  reportError
} from "./chunk-X4QUWK2K.js";
import "./chunk-5DJOZ6AA.js";
import "./chunk-JAPPUUZC.js";
import {
  EXIT_DENY,
  EXIT_OK
} from "./chunk-DBAETZ3J.js";
import "./chunk-WNLQ7F44.js";
import "./chunk-KEIDEXSE.js";
import {
  count
} from "./chunk-XIZRWS5A.js";
import "./chunk-5PWZHMIU.js";
import {
  GUARDED_KINDS,
  isJsonObject,
  kindWord,
  readSidecarSet,
  readUnitedDeployment,
  readWorkload,
  resolveGates
} from "./chunk-K6DPC5DB.js";
import "./chunk-GPAOY5QV.js";
import "./chunk-72BLB5EG.js";
import {
  GuardError,
  isGuardError
} from "./chunk-XCLU624G.js";
import "./chunk-3SJVJNMC.js";

// dist/cli/sidecarSetDiagnosis.js
async function diagnoseSidecarSet(cluster, raw, kruise) {
  const view = readSidecarSet(raw, kruise);
  const { reach, pods } = await listSidecarSetPods(cluster, view);
  const census = sidecarSetCensus(view, pods);
  const leftBehind = census.neverUpgradable.length > 0;
  const json = { kind: "SidecarSet", name: view.name, apiVersion: view.apiVersion, reach, ...census, leftBehind };
  return { view, reach, census, leftBehind, text: formatSidecarSetDiagnosis(view, reach, census), json };
}
function formatSidecarSetDiagnosis(view, reach, c) {
  const s = view.updateStrategy;
  const strategy = [s.type, `partition ${String(s.partition)}`, `maxUnavailable ${String(s.maxUnavailable)}`, ...s.paused ? ["paused"] : []].join(", ");
  const lines = [
    `SidecarSet ${view.name} (${view.apiVersion}): ${strategy}`,
    `  looks at Pods in ${reachWords(reach)} with spec.selector`,
    `  Pods: ${c.selected} selected, ${c.matched} matched, ${c.updated} updated, ${c.upgradable} upgradable in place (${c.thisRound} this round)`
  ];
  for (const m of c.messages)
    lines.push(`  ${m}`);
  const todo = whatToDo(c);
  lines.push("", `Diagnosis: ${diagnosisWord(c)}`);
  if (todo.length > 0)
    lines.push("What to do:", ...todo.map((line) => `  - ${line}`));
  return `${lines.join("\n")}
`;
}
function diagnosisWord(c) {
  if (c.neverUpgradable.length > 0)
    return `PODS LEFT BEHIND: ${count(c.neverUpgradable.length, "Pod")} never upgraded in place`;
  if (c.matched === c.updated)
    return "every matched Pod runs the current sidecars";
  if (c.upgradable > 0)
    return `progressing: ${count(c.upgradable, "Pod")} to be upgraded in place`;
  return "held back: no matched Pod is upgraded now";
}
function whatToDo(c) {
  const todo = [];
  if (c.neverUpgradable.length > 0) {
    todo.push(`${count(c.neverUpgradable.length, "Pod keeps", "Pods keep")} the old sidecars for good: Kruise upgrades a running Pod's sidecars in place only when nothing but their images changed. Recreate those Pods (a new Pod is injected with the current sidecars), or revert the SidecarSet's change to anything but images.`);
  }
  if (c.notInjected.length > 0) {
    todo.push(`${count(c.notInjected.length, "Pod was", "Pods were")} created before the SidecarSet selected ${c.notInjected.length === 1 ? "it" : "them"} and never got its sidecars: only a recreated Pod gets them.`);
  }
  if (c.heldBack.paused > 0)
    todo.push("spec.updateStrategy.paused is true: set it to false to let the upgrade go on.");
  if (c.heldBack.notUpdate > 0)
    todo.push("spec.updateStrategy.type is NotUpdate: running Pods are never upgraded; set RollingUpdate to upgrade them.");
  if (c.heldBack.partition > 0)
    todo.push("spec.updateStrategy.partition keeps Pods on the old sidecars: lower it to upgrade them.");
  return todo;
}

// dist/cli/workloadDiagnosis.js
async function diagnoseWorkload(cluster, raw, settings) {
  const { gates, kruise } = settings;
  const view = readWorkload(raw, { kruise });
  requirePlannedKind(view, "diagnose");
  const namespace = view.namespace;
  const [pods, revisions, events, nodes] = await Promise.all([
    cluster.listPods(namespace, view.selector),
    cluster.listRevisions(namespace, view.selector),
    cluster.listEvents(namespace).catch(() => []),
    // An Advanced DaemonSet is planned node by node; without the right to list Nodes, over the nodes its Pods are on.
    view.kind === "DaemonSet" ? cluster.listNodes().then((list) => list.map((n, i) => readNode(n, i))).catch(() => void 0) : void 0
  ]);
  const owned = ownedObjects(view, { pods, revisions, events });
  const diagnosis = diagnose(view, owned.pods, settings.now, {
    gates,
    kruise,
    nodes,
    updateRevision: raw.status?.updateRevision,
    currentRevision: raw.status?.currentRevision,
    revisions: owned.revisions,
    events: owned.events.map((e) => ({ reason: e.reason, message: e.message, object: e.involvedObject.name }))
  });
  return { view, diagnosis, text: formatDiagnosis(view, diagnosis), json: { kind: view.kind, ...diagnosis } };
}

// dist/cli/unitedDeploymentDiagnosis.js
async function diagnoseUnitedDeployment(cluster, raw, settings) {
  const view = readUnitedDeployment(raw);
  const { children: objects, pods } = await listUnitedDeploymentObjects(cluster, view);
  const children = unitedDeploymentChildren(view, raw, objects, pods);
  const diagnosed = [];
  if (view.childKind === "CloneSet" || view.childKind === "AdvancedStatefulSet") {
    for (const subset of children.subsets) {
      const object = subset.name === void 0 ? void 0 : objects.find((o) => o.metadata?.name === subset.name);
      if (object === void 0)
        continue;
      try {
        diagnosed.push({ subset: subset.subset, child: subset.child, diagnosis: await diagnoseWorkload(cluster, object, settings) });
      } catch (err) {
        if (!isGuardError(err))
          throw err;
        diagnosed.push({ subset: subset.subset, child: subset.child, error: { code: err.code, message: err.message } });
      }
    }
  }
  const failed = children.failing.length > 0 || diagnosed.some((d) => d.diagnosis?.diagnosis.stalled === true);
  const json = {
    kind: "UnitedDeployment",
    namespace: view.namespace,
    name: view.name,
    childKind: view.childKind,
    ...children,
    childDiagnoses: diagnosed.map((d) => ({ subset: d.subset, child: d.child, ...d.diagnosis ? { diagnosis: d.diagnosis.json } : {}, ...d.error ? { error: d.error } : {} })),
    failed
  };
  return { view, children, diagnosed, failed, text: formatUnitedDeploymentDiagnosis(view, children, diagnosed, failed), json };
}
function formatUnitedDeploymentDiagnosis(view, c, diagnosed, failed) {
  const lines = [
    `UnitedDeployment ${view.namespace}/${view.name}: ${c.subsets.length} ${c.subsets.length === 1 ? "subset" : "subsets"} of ${kindWord(view.childKind)}`,
    `  revisions: updated ${c.updatedRevision ?? "(none yet)"}, current ${c.currentRevision ?? "(none yet)"}`
  ];
  for (const s of c.subsets)
    lines.push(`  ${subsetLine(s)}`);
  for (const e of c.extra)
    lines.push(`  to be deleted with its Pods (no subset of spec.topology.subsets, or a second child of one): ${e}`);
  for (const f of c.failing)
    lines.push(`  failing condition: ${f}`);
  lines.push("", `Diagnosis: ${failed ? "FAILING" : c.subsets.every((s) => s.atUpdatedRevision) ? "children at the updated revision" : "progressing"}`);
  if (subsetWriteFailed(view))
    lines.push("  a False condition: a SubsetUpdated=False means the child's webhook refused the controller's write, and the subset keeps its old template; the FailedUpdateSubset Event of the UnitedDeployment says why");
  let out = `${lines.join("\n")}
`;
  for (const d of diagnosed) {
    out += `
subset ${d.subset}: ${d.child}
`;
    out += d.diagnosis ? d.diagnosis.text : `  cannot be diagnosed: ${d.error.message} [${d.error.code}]
`;
  }
  return out;
}
function subsetWriteFailed(view) {
  const status = isJsonObject(view.raw.status) ? view.raw.status : {};
  const conditions = Array.isArray(status.conditions) ? status.conditions : [];
  return conditions.some((c) => isJsonObject(c) && c.type === "SubsetUpdated" && c.status === "False");
}
function subsetLine(s) {
  if (s.name === void 0)
    return `subset ${s.subset}: ${s.child}: none yet (the controller creates it)`;
  const revision = s.revision === void 0 ? "no revision label" : `revision ${s.revision}${s.atUpdatedRevision ? " (updated)" : " (behind the updated revision)"}`;
  const numbers = [
    `replicas ${s.replicas ?? "-"}`,
    ...s.partition !== void 0 && s.partition > 0 ? [`partition ${s.partition}`] : [],
    `ready ${s.readyReplicas ?? 0}`,
    `Pods ${s.pods} (${s.updatedPods} updated)`
  ];
  return `subset ${s.subset}: ${s.child}, ${revision}, ${numbers.join(", ")}`;
}

// dist/cli/commands/diagnose.js
var HELP = `usage: inplace-guard diagnose [-n NAMESPACE] [KIND/]NAME [options]

Reads an OpenKruise workload (apps.kruise.io ${GUARDED_KINDS.join(", ")}; KIND/NAME names one kind, e.g.
statefulset/web; a bare NAME is looked up in every kind), its Pods, ControllerRevisions and Events from a cluster and prints how the rollout proceeds
this round (partition, maxUnavailable budget, which Pods move and why the others wait) and, when it does not
progress, why: in the terms of OpenKruise's stall conditions, naming the Pods and the field to look at.
sidecarset/NAME: the Pods the SidecarSet selects (in its namespace scope): how many it matched, updated, can upgrade
in place, holds back and why, and which it can never upgrade in place (a SidecarSet is cluster-scoped: -n is ignored).
uniteddeployment/NAME (or ud/NAME): each subset's child (its revision, replicas, Pods), the children to be deleted,
the failing conditions, then each CloneSet or Advanced StatefulSet child's own diagnosis.
Read-only: it never writes to the cluster.

options:
  -n, --namespace NS         namespace of the workload (default: the kubeconfig context's namespace, else "default")
  --kubeconfig FILE          kubeconfig to use (default: KUBECONFIG, ~/.kube/config, or in-cluster)
  --api-version V            API version to read: v1alpha1 or v1beta1 (default: for a CloneSet the one the
                             apiserver serves CloneSets at, found by API discovery; for a SidecarSet v1beta1, else
                             v1alpha1 where v1beta1 has none (v1alpha1 with --kruise-version 1.8); for other kinds
                             v1beta1; a UnitedDeployment is read at v1alpha1)
  --gates Name=bool,...      OpenKruise feature gates of the cluster (default: Kruise's defaults)
${KRUISE_VERSION_HELP}
  --output text|json         output format (default: text)
  -h, --help                 show this help

exit codes: 0 complete or progressing, 1 stalled (a SidecarSet: Pods it can never upgrade in place; a
UnitedDeployment: a child stalled or a failing condition), 2 bad input, usage or cluster error
`;
var OPTIONS = {
  namespace: { type: "string", short: "n" },
  kubeconfig: { type: "string" },
  "api-version": { type: "string" },
  gates: { type: "string" },
  "kruise-version": { type: "string" },
  output: { type: "string" },
  help: { type: "boolean", short: "h" }
};
var run = async (argv, io) => {
  try {
    const { values, positionals } = parseCommandLine(argv, OPTIONS, true);
    if (values.help) {
      io.stdout(HELP);
      return EXIT_OK;
    }
    if (positionals.length !== 1)
      throw new GuardError("IPG_ERR_USAGE", "exactly one workload [KIND/]NAME is required");
    const wanted = parseWorkloadArgument(positionals[0]);
    const output = choiceOption("--output", values.output, ["text", "json"], "text");
    const version = values["api-version"] === void 0 ? void 0 : choiceOption("--api-version", values["api-version"], ["v1alpha1", "v1beta1"], "v1alpha1");
    const gates = resolveGates(gatesOption(values.gates));
    const kruise = kruiseVersionOption(values["kruise-version"]);
    const kubeconfig = values.kubeconfig ?? io.env.KUBECONFIG?.split(":")[0];
    const { KubeCluster, loadKubeConfig } = await import("./chunk-OQB4OEX3.js");
    const kc = loadKubeConfig(kubeconfig);
    const namespace = values.namespace ?? kc.getContextObject(kc.getCurrentContext())?.namespace ?? "default";
    const cluster = new KubeCluster({ kubeConfig: kc, cloneSetVersion: version });
    const raw = await findWorkload(cluster, wanted, namespace, { version, kruise });
    const settings = { gates, kruise, now: Date.now() };
    const found = raw.kind === "SidecarSet" ? await diagnoseSidecarSet(cluster, raw, kruise).then((d) => ({ ...d, failed: d.leftBehind })) : raw.kind === "UnitedDeployment" ? await diagnoseUnitedDeployment(cluster, raw, settings) : await diagnoseWorkload(cluster, raw, settings).then((d) => ({ ...d, failed: d.diagnosis.stalled }));
    io.stdout(output === "json" ? rolloutJson(found.json) : found.text);
    return found.failed ? EXIT_DENY : EXIT_OK;
  } catch (err) {
    return reportError(err, io);
  }
};
export {
  HELP,
  run
};
