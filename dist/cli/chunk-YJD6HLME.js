import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  CLUSTER_SCOPED_EVENT_NAMESPACE,
  VIEW_KINDS,
  isConflict,
  isNotFound,
  isViewKind,
  matchesSelector,
  retryOnConflict,
  selectorMatcher,
  selectorString
} from "./chunk-NSOFFFHT.js";
import {
  ANNOTATION_LIFECYCLE_TIMESTAMP,
  CHILD_TYPES,
  LABEL_LIFECYCLE_STATE,
  LABEL_SUBSET_NAME,
  LABEL_UD_REVISION,
  NOT_UPGRADABLE_CONDITION,
  SIDECARSET_HASH_ANNOTATION,
  SIDECARSET_HASH_WITHOUT_IMAGE_ANNOTATION,
  SIDECARSET_INJECTED_LIST_ANNOTATION,
  beginInPlaceUpdate,
  calculateInPlaceUpdateSpec,
  checkContainersUpdated,
  checkPodUpdateCompleted,
  childDisplayName,
  claimTemplateHashOf,
  comparisonGates,
  daemonSetRolloutNumbers,
  deepEqual,
  graceAnnotation,
  hasShortHash,
  inPlaceNotReadyStatus,
  inPlaceOnlyError,
  isAllHooked,
  isAtRevision,
  isHooked,
  isJsonObject,
  isPodAvailable,
  isPodReady,
  kindWord,
  kruiseScaledValue,
  legacyScaledValue,
  lifecycleState,
  markSpecifiedDelete,
  parseUpdateSpec,
  podNeedsUnready,
  podReadMemo,
  readInPlaceUpdateState,
  readSidecarSet,
  readUnitedDeployment,
  readWorkload,
  readinessFactsInto,
  refreshInPlaceUpdate,
  resolveGates,
  resolveUpdateRevision,
  revisionLabelValue,
  revisionNamed,
  shortHash,
  templateOfRevision,
  updateOptionsFor,
  withLatestTag
} from "./chunk-K6DPC5DB.js";
import {
  CONDITION_IN_PLACE_READY,
  CONDITION_KRUISE_POD_READY,
  ENV_CONTAINER_BARRIER,
  LABEL_INSTANCE_ID,
  LABEL_REVISION,
  LABEL_SPECIFIED_DELETE,
  LABEL_TEMPLATE_HASH,
  getCondition,
  hasReadinessGate,
  isActive,
  maxRestarts,
  metaTime,
  metaTimeOrder,
  parseMetaTime,
  podAnnotations,
  podCount,
  podLabels,
  podVerb
} from "./chunk-72BLB5EG.js";
import {
  GuardError,
  isGuardError
} from "./chunk-XCLU624G.js";

// dist/engine/rollout/sidecarSetPods.js
var HOT_WORKING_ANNOTATION = "kruise.io/sidecarset-working-hotupgrade-container";
function predictSidecarSetRound(view, pods) {
  const matched = pods.filter((pod) => matchReason(view, pod) === void 0);
  const out = /* @__PURE__ */ new Map();
  for (const pod of pods) {
    const reason = matchReason(view, pod);
    if (reason !== void 0)
      out.set(pod, { name: pod.metadata.name, verdict: "not-matched", reason });
  }
  const strategy = view.updateStrategy;
  const candidates = [];
  let notUpgradable = 0;
  for (const pod of matched) {
    const p = (verdict, reason) => out.set(pod, { name: pod.metadata.name, verdict, reason });
    if (podHash(pod, view.name, SIDECARSET_HASH_ANNOTATION) === view.hashes.hash)
      p("updated", "its sidecars are already those of the current SidecarSet");
    else if (strategy.type === "NotUpdate")
      p("not-updated", "spec.updateStrategy.type is NotUpdate");
    else if (strategy.paused)
      p("paused", "spec.updateStrategy.paused is true");
    else if (strategy.selector !== void 0 && !matchesSelector(strategy.selector, pod.metadata.labels ?? {}))
      p("outside-selector", "its labels do not match spec.updateStrategy.selector");
    else if (podHash(pod, view.name, SIDECARSET_HASH_WITHOUT_IMAGE_ANNOTATION) !== view.hashes.withoutImage) {
      notUpgradable++;
      out.set(pod, {
        name: pod.metadata.name,
        verdict: "not-upgradable",
        condition: NOT_UPGRADABLE_CONDITION,
        reason: "its kruise.io/sidecarset-hash-without-image differs from the SidecarSet's: more than images changed since it was injected"
      });
    } else if (!sidecarsSettled(view, pod))
      p("upgrading", "a sidecar container is still starting its last in-place upgrade");
    else
      candidates.push(pod);
  }
  const total = matched.length;
  const partition = Math.min(total, partitionOf(strategy.partition, total));
  const inRound = Math.max(0, candidates.length - partition);
  const thisRound = upgradeCount(view, matched, candidates, inRound);
  for (const pod of candidates) {
    const all = thisRound === candidates.length;
    out.set(pod, {
      name: pod.metadata.name,
      verdict: all ? "upgrade" : "waiting",
      reason: all ? "only sidecar images changed: they are swapped in place this round" : `only sidecar images changed; ${thisRound} of ${candidates.length} such Pods go this round (spec.updateStrategy.partition ${JSON.stringify(strategy.partition)}, maxUnavailable ${JSON.stringify(strategy.maxUnavailable)})`
    });
  }
  return {
    pods: pods.map((pod) => out.get(pod)),
    matched: total,
    candidates: candidates.length,
    thisRound,
    heldByPartition: Math.min(partition, candidates.length),
    event: notUpgradable > 0 ? `NotUpgradablePods: SidecarSet in-place update detected ${notUpgradable} not upgradable pod(s) in this round, will skip them.` : void 0
  };
}
function matchReason(view, pod) {
  if (view.selector === void 0 || !matchesSelector(view.selector, pod.metadata.labels ?? {}))
    return "its labels do not match spec.selector";
  if (!isActive(pod))
    return "it is not active (finished or being deleted)";
  const injected = (pod.metadata.annotations?.[SIDECARSET_INJECTED_LIST_ANNOTATION] ?? "").split(",");
  if (!injected.includes(view.name))
    return `${SIDECARSET_INJECTED_LIST_ANNOTATION} does not name this SidecarSet: it was created before the SidecarSet or outside it`;
  const names = new Set(pod.spec.containers.map((c) => c.name));
  for (const c of view.containers) {
    const present = c.upgradeType === "HotUpgrade" ? names.has(`${c.name}-1`) && names.has(`${c.name}-2`) && hotWorking(pod)[c.name] !== void 0 : names.has(c.name);
    if (!present)
      return `sidecar container "${c.name}" is not in the Pod`;
  }
  return void 0;
}
function podHash(pod, name, annotation) {
  const text = pod.metadata.annotations?.[annotation];
  if (!text)
    return "";
  try {
    const value = JSON.parse(text)[name];
    if (typeof value === "string")
      return value;
    const hash = value?.hash;
    return typeof hash === "string" ? hash : "";
  } catch {
    return "";
  }
}
function hotWorking(pod) {
  try {
    return JSON.parse(pod.metadata.annotations?.[HOT_WORKING_ANNOTATION] ?? "{}");
  } catch {
    return {};
  }
}
function sidecarsSettled(view, pod) {
  const names = sidecarNames(view);
  const statuses = pod.status?.containerStatuses ?? [];
  for (const status of statuses) {
    if (status.ready && names.has(status.name) && !podStateConsistent(view, pod, /* @__PURE__ */ new Set([status.name])))
      return false;
  }
  return true;
}
function podStateConsistent(view, pod, names) {
  const statuses = pod.status?.containerStatuses ?? [];
  if (pod.spec.containers.length !== statuses.length)
    return false;
  let allDigest = true;
  for (const spec of pod.spec.containers) {
    if (!names.has(spec.name))
      continue;
    if (!spec.image?.includes("@")) {
      allDigest = false;
      break;
    }
    const imageID = statuses.find((s) => s.name === spec.name)?.imageID;
    if (imageID === void 0 || !imageID.endsWith(spec.image.slice(spec.image.indexOf("@"))))
      return false;
  }
  return allDigest || updateCompleted(view, pod, names);
}
function updateCompleted(view, pod, names) {
  const text = pod.metadata.annotations?.[UPDATE_STATE_ANNOTATION];
  if (text === void 0)
    return true;
  let last;
  try {
    const states = JSON.parse(text);
    last = states[view.name]?.lastContainerStatuses ?? {};
  } catch {
    return false;
  }
  for (const status of pod.status?.containerStatuses ?? []) {
    if (!names.has(status.name) || last[status.name] === void 0)
      continue;
    const image = pod.spec.containers.find((c) => c.name === status.name)?.image;
    if ((last[status.name].imageID ?? "") === (status.imageID ?? "") && image !== status.image)
      return false;
  }
  return true;
}
var UPDATE_STATE_ANNOTATION = "kruise.io/sidecarset-inplace-update-state";
function sidecarNames(view) {
  const names = /* @__PURE__ */ new Set();
  for (const c of view.containers) {
    if (c.upgradeType === "HotUpgrade")
      names.add(`${c.name}-1`).add(`${c.name}-2`);
    else
      names.add(c.name);
  }
  return names;
}
function upgradeCount(view, matched, candidates, inRound) {
  const maxUnavailable = legacyScaledValue(view.updateStrategy.maxUnavailable, matched.length, true);
  const sidecars = sidecarNames(view);
  let down = matched.filter((pod) => podHash(pod, view.name, SIDECARSET_HASH_ANNOTATION) === view.hashes.hash && (!podStateConsistent(view, pod, sidecars) || !isRunningAndReady(pod))).length;
  let count = 0;
  const ordered = [...candidates].sort((a, b) => Number(isRunningAndReady(a)) - Number(isRunningAndReady(b))).slice(0, inRound);
  for (const pod of ordered) {
    if (!isRunningAndReady(pod)) {
      count++;
      continue;
    }
    if (down >= maxUnavailable)
      break;
    down++;
    count++;
  }
  return count;
}
function partitionOf(partition, total) {
  let value;
  try {
    value = kruiseScaledValue(partition, total, true, "spec.updateStrategy.partition");
  } catch {
    return 0;
  }
  const replicas = total;
  if (replicas > 1 && value === replicas && typeof partition === "string" && partition !== "100%")
    value = replicas - 1;
  return Math.max(0, Math.min(value, replicas));
}
function isRunningAndReady(pod) {
  return pod.status?.phase === "Running" && getCondition(pod, "Ready")?.status === "True" && !pod.metadata.deletionTimestamp;
}

// dist/engine/rollout/sidecarSetCensus.js
var NAMES_IN_MESSAGE = 5;
var UPGRADABLE_CONDITION = "SidecarSetUpgradable";
function sidecarSetNamespaceScope(view) {
  if (view.namespace !== void 0)
    return { namespace: view.namespace };
  if (view.namespaceSelector !== void 0)
    return { namespaceSelector: view.namespaceSelector };
  return {};
}
function sidecarSetReachesNamespace(view, namespace) {
  const scope = sidecarSetNamespaceScope(view);
  if (scope.namespace !== void 0)
    return namespace.name === scope.namespace;
  if (scope.namespaceSelector !== void 0)
    return matchesSelector(scope.namespaceSelector, namespace.labels ?? {});
  return true;
}
function sidecarSetCensus(view, pods) {
  const selected = pods.filter((pod) => inScope(view, pod) && isActive(pod) && matchesSelector(view.selector, pod.metadata.labels ?? {}));
  const round = predictSidecarSetRound(view, selected);
  const verdicts = /* @__PURE__ */ new Map();
  round.pods.forEach((prediction, i) => {
    const list = verdicts.get(prediction.verdict) ?? [];
    list.push(podRef(selected[i]));
    verdicts.set(prediction.verdict, list);
  });
  const names = (verdict) => verdicts.get(verdict) ?? [];
  const census = {
    sidecarSet: view.name,
    selected: selected.length,
    matched: round.matched,
    updated: names("updated").length,
    upgradable: names("upgrade").length + names("waiting").length,
    thisRound: round.thisRound,
    heldBack: {
      notUpdate: names("not-updated").length,
      paused: names("paused").length,
      outsideSelector: names("outside-selector").length,
      partition: round.heldByPartition,
      upgrading: names("upgrading").length
    },
    neverUpgradable: names("not-upgradable"),
    markedNotUpgradable: selected.filter((pod) => markedNotUpgradable(pod, view.name)).map(podRef),
    notInjected: selected.filter((pod) => !injectedBy(pod, view.name)).map(podRef),
    messages: []
  };
  census.messages = censusMessages(view, census);
  return census;
}
function inScope(view, pod) {
  return view.namespace === void 0 || (pod.metadata.namespace ?? "default") === view.namespace;
}
function podRef(pod) {
  return `${pod.metadata.namespace ?? "default"}/${pod.metadata.name}`;
}
function injectedBy(pod, name) {
  return (pod.metadata.annotations?.[SIDECARSET_INJECTED_LIST_ANNOTATION] ?? "").split(",").includes(name);
}
function markedNotUpgradable(pod, name) {
  const condition = getCondition(pod, UPGRADABLE_CONDITION);
  if (condition === void 0 || condition.status !== "False" || !condition.message)
    return false;
  try {
    return JSON.parse(condition.message)[name] === false;
  } catch {
    return false;
  }
}
function censusMessages(view, c) {
  const who = `SidecarSet ${view.name}`;
  const lines = [`${who}: ${podCount(c.selected)} ${c.selected === 1 ? "matches" : "match"} spec.selector; ${c.matched} ${c.matched === 1 ? "runs" : "run"} its sidecars, ${c.updated} of them the current ones`];
  if (c.upgradable > 0)
    lines.push(`${who}: ${podCount(c.upgradable)} ${c.upgradable === 1 ? "differs only in sidecar images and is" : "differ only in sidecar images and are"} upgraded in place, ${c.thisRound} this round`);
  const held = c.heldBack;
  if (held.notUpdate > 0)
    lines.push(`${who}: ${podVerb(held.notUpdate, "keeps its", "keep their")} sidecars: spec.updateStrategy.type is NotUpdate`);
  if (held.paused > 0)
    lines.push(`${who}: ${podVerb(held.paused, "waits", "wait")}: spec.updateStrategy.paused is true`);
  if (held.outsideSelector > 0)
    lines.push(`${who}: ${podVerb(held.outsideSelector, "keeps its", "keep their")} sidecars: the labels do not match spec.updateStrategy.selector`);
  if (held.partition > 0)
    lines.push(`${who}: spec.updateStrategy.partition keeps ${podCount(held.partition)} on the old sidecars`);
  if (held.upgrading > 0)
    lines.push(`${who}: ${podVerb(held.upgrading, "is still starting its", "are still starting their")} last in-place sidecar upgrade`);
  if (c.neverUpgradable.length > 0) {
    lines.push(`${who}: ${podCount(c.neverUpgradable.length)} (${listed(c.neverUpgradable)}) can never be upgraded in place: more than sidecar images changed since they were injected (their kruise.io/sidecarset-hash-without-image differs). Kruise sets SidecarSetUpgradable=False on them and only Pods created from now on get the new sidecars; recreate them, or change only images`);
  }
  const unrecorded = c.markedNotUpgradable.filter((p) => !c.neverUpgradable.includes(p));
  const marked = c.markedNotUpgradable.length;
  if (marked > 0)
    lines.push(`${who}: ${podCount(marked)} (${listed(c.markedNotUpgradable)}) ${marked === 1 ? "carries" : "carry"} SidecarSetUpgradable=False for it${unrecorded.length > 0 ? `; ${unrecorded.length} of them can be upgraded again and Kruise sets the condition back to True when it upgrades them` : ""}`);
  const fresh = c.notInjected.length;
  if (fresh > 0)
    lines.push(`${who}: ${podCount(fresh)} (${listed(c.notInjected)}) ${fresh === 1 ? "matches spec.selector but was" : "match spec.selector but were"} created before it: sidecars are injected only into new Pods`);
  return lines;
}
function listed(names) {
  const shown = names.slice(0, NAMES_IN_MESSAGE).join(", ");
  return names.length > NAMES_IN_MESSAGE ? `${shown} and ${names.length - NAMES_IN_MESSAGE} more` : shown;
}

// dist/engine/workloads/ownership.js
function ownedObjects(owner, listed2) {
  const pods = listed2.pods.filter((p) => isOwnedBy(p, owner));
  return { pods, revisions: ownRevisions(listed2.revisions, owner), events: ownEvents(listed2.events ?? [], owner, pods) };
}
function isOwnedBy(pod, owner) {
  const refs = pod.metadata.ownerReferences;
  if (refs === void 0)
    return false;
  const kind = owner.kind ?? "CloneSet";
  for (let i = 0; i < refs.length; i++) {
    const o = refs[i];
    if (o.kind !== kind || o.controller === false || !isKruiseReference(o, kind))
      continue;
    if (owner.uid && o.uid ? o.uid === owner.uid : o.name === owner.name)
      return true;
  }
  return false;
}
function isKruiseReference(ref, kind) {
  return kind === "CloneSet" || (ref.apiVersion ?? "").startsWith("apps.kruise.io/");
}
function ownRevisions(revisions, owner) {
  return revisions.filter((r) => {
    const controller = controllerOf(r.metadata.ownerReferences);
    return controller === void 0 || controller.uid === (owner.uid ?? "");
  });
}
function controllerOf(refs) {
  return refs?.find((ref) => ref.controller === true);
}
function ownEvents(events, owner, pods) {
  const podUids = new Map(pods.map((p) => [p.metadata.name, p.metadata.uid]));
  return events.filter(({ involvedObject: o }) => {
    if (o.kind === (owner.kind ?? "CloneSet"))
      return o.name === owner.name && sameUid(o.uid, owner.uid);
    return o.kind === "Pod" && podUids.has(o.name) && sameUid(o.uid, podUids.get(o.name));
  });
}
function sameUid(a, b) {
  return !a || !b || a === b;
}

// dist/engine/rollout/unitedDeploymentChildren.js
function unitedDeploymentChildren(view, raw, children, pods) {
  const updated = view.updatedRevision ?? view.currentRevision;
  const claimed = children.filter((c) => isJsonObject(c) && isChildKind(c, view.childKind) && claims(view, c));
  const bySubset = /* @__PURE__ */ new Map();
  for (const child of claimed) {
    const subset = child.metadata?.labels?.[LABEL_SUBSET_NAME] ?? "";
    bySubset.set(subset, [...bySubset.get(subset) ?? [], child]);
  }
  const listed2 = new Set(view.subsets.map((s) => s.name));
  const extra = [];
  for (const [subset, list] of bySubset) {
    if (!listed2.has(subset))
      extra.push(...list.map((c) => childName(view, c)));
    else
      extra.push(...list.slice(1).map((c) => childName(view, c)));
  }
  const subsets = view.subsets.map((subset) => subsetState(view, subset.name, bySubset.get(subset.name)?.[0], pods, updated));
  const failing = failingConditions(raw);
  const who = `UnitedDeployment ${view.namespace}/${view.name}`;
  const messages = [
    ...subsets.map((s) => s.message),
    ...extra.length > 0 ? [`${who}: ${extra.join(", ")} ${extra.length === 1 ? "belongs" : "belong"} to no subset in spec.topology.subsets: Kruise deletes ${extra.length === 1 ? "it and its Pods" : "them and their Pods"}`] : [],
    ...failing.map((f) => `${who}: ${f}`)
  ];
  return { unitedDeployment: `${view.namespace}/${view.name}`, currentRevision: view.currentRevision, updatedRevision: view.updatedRevision, subsets, extra, failing, messages };
}
function isChildKind(child, kind) {
  const type = CHILD_TYPES[kind];
  if (child.kind !== type.kind || typeof child.apiVersion !== "string")
    return false;
  return type.apiVersion.startsWith("apps/") ? child.apiVersion === type.apiVersion : child.apiVersion.startsWith("apps.kruise.io/");
}
function claims(view, child) {
  const meta = child.metadata ?? {};
  if (!matchesSelector(view.selector, meta.labels ?? {}))
    return false;
  const controller = (meta.ownerReferences ?? []).find((ref) => ref.controller === true);
  if (controller === void 0)
    return meta.deletionTimestamp === void 0 || meta.deletionTimestamp === null;
  if (controller.kind !== "UnitedDeployment")
    return false;
  return view.uid !== void 0 && controller.uid !== void 0 ? controller.uid === view.uid : controller.name === view.name;
}
function subsetState(view, subset, child, pods, updated) {
  const mine = pods.filter((pod) => isActive(pod) && pod.metadata.labels?.[LABEL_SUBSET_NAME] === subset && matchesSelector(view.selector, pod.metadata.labels ?? {}));
  const updatedPods = updated === void 0 ? 0 : mine.filter((pod) => pod.metadata.labels?.[LABEL_UD_REVISION] === updated).length;
  const revision = child?.metadata?.labels?.[LABEL_UD_REVISION];
  const name = child?.metadata?.name;
  const state = {
    subset,
    childKind: view.childKind,
    child: child === void 0 ? `${kindWord(view.childKind)} ${childDisplayName(view, subset)}` : childName(view, child),
    name,
    revision,
    atUpdatedRevision: revision !== void 0 && revision === updated,
    replicas: integer(child?.spec?.replicas),
    partition: partitionOf2(view.childKind, child),
    readyReplicas: integer(child?.status?.readyReplicas),
    pods: mine.length,
    updatedPods,
    message: ""
  };
  state.message = subsetMessage(state, updated);
  return state;
}
function subsetMessage(s, updated) {
  const who = `subset ${s.subset} (${s.child})`;
  if (s.name === void 0)
    return `${who}: no child yet; the controller creates it`;
  const pods = `${s.updatedPods} of ${s.pods} Pods at revision ${updated ?? "(none yet)"}`;
  if (s.atUpdatedRevision)
    return `${who}: written at the updated revision ${s.revision}; ${pods}`;
  return `${who}: still at revision ${s.revision ?? "(none)"}, the controller has yet to write the updated template; ${pods}`;
}
function childName(view, child) {
  return `${kindWord(view.childKind)} ${child.metadata?.namespace ?? view.namespace}/${child.metadata?.name ?? ""}`;
}
function partitionOf2(kind, child) {
  const strategy = child?.spec?.updateStrategy;
  if (kind === "CloneSet")
    return integer(strategy?.partition);
  if (kind === "AdvancedStatefulSet" || kind === "StatefulSet")
    return integer(strategy?.rollingUpdate?.partition);
  return void 0;
}
function integer(value) {
  return typeof value === "number" && Number.isSafeInteger(value) ? value : void 0;
}
function failingConditions(raw) {
  const conditions = isJsonObject(raw) && isJsonObject(raw.status) && Array.isArray(raw.status.conditions) ? raw.status.conditions : [];
  return conditions.filter(isJsonObject).filter((c) => c.status === "False").map((c) => `${String(c.type)}: ${String(c.reason ?? "")}${c.message ? `: ${String(c.message)}` : ""}`);
}

// dist/engine/update/newPod.js
var ANNOTATION_LAUNCH_PRIORITY = "apps.kruise.io/container-launch-priority";
var ENV_CONTAINER_PRIORITY = "KRUISE_CONTAINER_PRIORITY";
function newPodFromTemplate(view, template, options) {
  const meta = template.metadata ?? {};
  const templateSpec = template.spec;
  const gates = templateSpec.readinessGates ?? [];
  const spec = gates.some((g) => g.conditionType === CONDITION_IN_PLACE_READY) ? { ...templateSpec } : { ...templateSpec, readinessGates: [...gates, { conditionType: CONDITION_IN_PLACE_READY }] };
  const name = `${view.name}-${options.id}`;
  const pod = {
    apiVersion: "v1",
    kind: "Pod",
    metadata: {
      name,
      namespace: view.namespace,
      labels: {
        ...meta.labels ?? {},
        [LABEL_REVISION]: options.revisionLabel,
        [LABEL_TEMPLATE_HASH]: shortHash(options.revisionLabel),
        [LABEL_INSTANCE_ID]: options.id,
        [LABEL_LIFECYCLE_STATE]: "PreparingNormal"
      },
      annotations: { ...meta.annotations ?? {}, [ANNOTATION_LIFECYCLE_TIMESTAMP]: metaTime(options.now) },
      ...view.uid ? { ownerReferences: [{ apiVersion: view.apiVersion, kind: view.kind, name: view.name, uid: view.uid, controller: true, blockOwnerDeletion: true }] } : {}
    },
    spec
  };
  return injectContainerLaunchPriority(pod);
}
function injectContainerLaunchPriority(pod) {
  const ordered = pod.metadata.annotations?.[ANNOTATION_LAUNCH_PRIORITY] === "Ordered" && pod.spec.containers.length > 1;
  let changed = false;
  const containers = pod.spec.containers.map((c, i) => {
    if ((c.env ?? []).some((e) => e.name === ENV_CONTAINER_BARRIER))
      return c;
    const declared = (c.env ?? []).find((e) => e.name === ENV_CONTAINER_PRIORITY)?.value;
    const priority = ordered ? -i : declared !== void 0 && /^-?\d+$/.test(declared) ? Number(declared) : void 0;
    if (priority === void 0)
      return c;
    changed = true;
    const barrier = { name: ENV_CONTAINER_BARRIER, valueFrom: { configMapKeyRef: { name: `${pod.metadata.name}-barrier`, key: `p_${priority}` } } };
    return { ...c, env: [...c.env ?? [], barrier] };
  });
  return changed ? { ...pod, spec: { ...pod.spec, containers } } : pod;
}

// dist/engine/kube/node.js
function readNode(value, index = 0) {
  const at = `nodes[${index}]`;
  if (!isJsonObject(value))
    throw new GuardError("IPG_ERR_NOT_OBJECT", "a Node must be a JSON object", at);
  const meta = isJsonObject(value.metadata) ? value.metadata : {};
  if (typeof meta.name !== "string" || meta.name === "")
    throw new GuardError("IPG_ERR_FIELD_VALUE", "a Node needs metadata.name", `${at}.metadata.name`);
  const labels = meta.labels ?? {};
  if (!isJsonObject(labels) || Object.values(labels).some((v) => typeof v !== "string")) {
    throw new GuardError("IPG_ERR_FIELD_TYPE", "must map label names to strings", `${at}.metadata.labels`);
  }
  const spec = isJsonObject(value.spec) ? value.spec : {};
  const taints = spec.taints ?? [];
  if (!Array.isArray(taints) || !taints.every((t) => isJsonObject(t) && typeof t.key === "string" && typeof t.effect === "string")) {
    throw new GuardError("IPG_ERR_FIELD_TYPE", "must be a list of {key, value, effect}", `${at}.spec.taints`);
  }
  const read = taints.map((t) => ({ key: t.key, effect: t.effect, ...typeof t.value === "string" ? { value: t.value } : {} }));
  return { name: meta.name, labels, ...read.length > 0 ? { taints: read } : {} };
}
function toleratesTaint(toleration, taint) {
  if (toleration.effect && toleration.effect !== taint.effect)
    return false;
  if (toleration.key && toleration.key !== taint.key)
    return false;
  if (!toleration.key && toleration.operator !== "Exists")
    return false;
  if (toleration.operator === "Exists")
    return true;
  return (toleration.operator === void 0 || toleration.operator === "" || toleration.operator === "Equal") && (toleration.value ?? "") === (taint.value ?? "");
}
function podTargetNode(pod) {
  if (pod.spec.nodeName)
    return pod.spec.nodeName;
  for (const term of requiredTerms(pod.spec.affinity)) {
    for (const field of asList(term.matchFields)) {
      if (field.key === "metadata.name" && field.operator === "In") {
        const values = Array.isArray(field.values) ? field.values : [];
        return values.length === 1 && typeof values[0] === "string" ? values[0] : void 0;
      }
    }
  }
  return void 0;
}
function matchesRequiredNodeAffinity(spec, node) {
  const selector = isJsonObject(spec.nodeSelector) ? spec.nodeSelector : {};
  for (const [key, value] of Object.entries(selector))
    if (node.labels[key] !== value)
      return false;
  const affinity = spec.affinity;
  if (!isJsonObject(affinity) || !isJsonObject(affinity.nodeAffinity) || !isJsonObject(affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution))
    return true;
  return requiredTerms(affinity).some((term) => termMatches(term, node));
}
function requiredTerms(affinity) {
  if (!isJsonObject(affinity) || !isJsonObject(affinity.nodeAffinity))
    return [];
  const required = affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution;
  return isJsonObject(required) ? asList(required.nodeSelectorTerms) : [];
}
function asList(value) {
  return Array.isArray(value) ? value.filter(isJsonObject) : [];
}
function termMatches(term, node) {
  const expressions = asList(term.matchExpressions);
  const fields = asList(term.matchFields);
  if (expressions.length === 0 && fields.length === 0)
    return false;
  return expressions.every((e) => requirementMatches(e, node.labels)) && fields.every((f) => f.key === "metadata.name" && requirementMatches(f, { "metadata.name": node.name }));
}
function requirementMatches(req, labels) {
  const key = typeof req.key === "string" ? req.key : "";
  const values = Array.isArray(req.values) ? req.values.filter((v) => typeof v === "string") : [];
  const has = Object.prototype.hasOwnProperty.call(labels, key);
  switch (req.operator) {
    case "In":
      return has && values.includes(labels[key]);
    case "NotIn":
      return !has || !values.includes(labels[key]);
    case "Exists":
      return has;
    case "DoesNotExist":
      return !has;
    case "Gt":
    case "Lt": {
      if (!has || values.length !== 1 || !/^-?\d+$/.test(labels[key]) || !/^-?\d+$/.test(values[0]))
        return false;
      const label = BigInt(labels[key]);
      const bound = BigInt(values[0]);
      return req.operator === "Gt" ? label > bound : label < bound;
    }
    default:
      return false;
  }
}

// dist/engine/update/daemonSetPod.js
var ANNOTATION_TEMPLATE_GENERATION = "deprecated.daemonset.template.generation";
var LABEL_TEMPLATE_GENERATION = "pod-template-generation";
function daemonTolerations(spec) {
  const list = [
    { key: "node.kubernetes.io/not-ready", operator: "Exists", effect: "NoExecute" },
    { key: "node.kubernetes.io/unreachable", operator: "Exists", effect: "NoExecute" },
    { key: "node.kubernetes.io/disk-pressure", operator: "Exists", effect: "NoSchedule" },
    { key: "node.kubernetes.io/memory-pressure", operator: "Exists", effect: "NoSchedule" },
    { key: "node.kubernetes.io/pid-pressure", operator: "Exists", effect: "NoSchedule" },
    { key: "node.kubernetes.io/unschedulable", operator: "Exists", effect: "NoSchedule" }
  ];
  if (spec.hostNetwork === true)
    list.push({ key: "node.kubernetes.io/network-unavailable", operator: "Exists", effect: "NoSchedule" });
  return list;
}
function newDaemonSetPod(view, template, options) {
  const meta = template.metadata ?? {};
  const templateSpec = template.spec;
  const labels = { ...meta.labels ?? {} };
  const generation = view.annotations[ANNOTATION_TEMPLATE_GENERATION];
  if (generation !== void 0 && /^-?\d+$/.test(generation))
    labels[LABEL_TEMPLATE_GENERATION] = String(Number(generation));
  if (options.hash !== "")
    labels[LABEL_REVISION] = options.hash;
  const spec = { ...templateSpec, tolerations: withTolerations(templateSpec) };
  if (view.updateType === "RollingUpdate" && view.rollingUpdateType === "InPlaceIfPossible") {
    spec.readinessGates = [...templateSpec.readinessGates ?? [], { conditionType: CONDITION_IN_PLACE_READY }];
  }
  spec.affinity = nodeNameAffinity(templateSpec.affinity, options.node);
  return {
    apiVersion: "v1",
    kind: "Pod",
    metadata: {
      name: `${view.name}-${options.id}`,
      generateName: `${view.name}-`,
      namespace: view.namespace,
      labels,
      ...meta.annotations ? { annotations: { ...meta.annotations } } : {},
      ...view.uid ? { ownerReferences: [{ apiVersion: view.apiVersion, kind: view.kind, name: view.name, uid: view.uid, controller: true, blockOwnerDeletion: true }] } : {}
    },
    spec
  };
}
function withTolerations(spec) {
  const list = Array.isArray(spec.tolerations) ? spec.tolerations : [];
  const out = [...list];
  for (const t of daemonTolerations(spec)) {
    const at = out.findIndex((x) => (x.key ?? "") === t.key && (x.operator || "Equal") === t.operator && (x.value ?? "") === (t.value ?? "") && (x.effect ?? "") === t.effect);
    if (at >= 0)
      out[at] = t;
    else
      out.push(t);
  }
  return out;
}
function nodeNameAffinity(affinity, node) {
  const required = { nodeSelectorTerms: [{ matchFields: [{ key: "metadata.name", operator: "In", values: [node] }] }] };
  const nodeAffinity = affinity?.nodeAffinity ?? void 0;
  return { ...affinity ?? {}, nodeAffinity: { ...nodeAffinity ?? {}, requiredDuringSchedulingIgnoredDuringExecution: required } };
}

// dist/engine/rollout/podFacts.js
function planMemo() {
  return { infos: /* @__PURE__ */ new WeakMap(), plans: 0 };
}
function podInfo(pod, index, memo, revisionLabel) {
  if (!memo)
    return readInfo(pod, index, revisionLabel);
  const kept = memo.infos.get(pod);
  if (kept === void 0) {
    const info = readInfo(pod, index, revisionLabel);
    info.plan = memo.plans;
    memo.infos.set(pod, info);
    return info;
  }
  if (kept.plan === memo.plans) {
    const info = new PodRecord(pod, index);
    copyFacts(kept, info);
    info.facts = kept;
    return info;
  }
  kept.plan = memo.plans;
  kept.index = index;
  kept.reason = void 0;
  kept.chosen = false;
  return kept;
}
function readInfo(pod, index, revisionLabel) {
  return readFactsInto(pod, new PodRecord(pod, index), revisionLabel);
}
var PodRecord = class {
  pod;
  index;
  active = false;
  revisionLabel = void 0;
  lifecycle = "";
  specifiedDelete = false;
  ready = false;
  availableNow = false;
  readySinceMs = void 0;
  grace = void 0;
  created = void 0;
  rank = 0;
  readyOrder = void 0;
  createdOrder = void 0;
  readyCondition = false;
  readySince = void 0;
  inPlaceReady = true;
  scheduled = false;
  /** Its own facts, until a memo's record lends its own (podInfo). */
  facts = this;
  atUpdate = false;
  atTarget = false;
  available = false;
  preparing = false;
  restarts = -1;
  reason = void 0;
  chosen = false;
  plan = -1;
  constructor(pod, index) {
    this.pod = pod;
    this.index = index;
  }
};
function readFactsInto(pod, facts, revisionLabel) {
  const labels = pod.metadata.labels;
  facts.active = isActive(pod);
  facts.revisionLabel = labels?.[revisionLabel];
  facts.lifecycle = labels?.[LABEL_LIFECYCLE_STATE] ?? "";
  facts.specifiedDelete = labels?.[LABEL_SPECIFIED_DELETE] !== void 0;
  facts.created = pod.metadata.creationTimestamp ?? void 0;
  readinessFactsInto(pod, facts);
  facts.ready = isPodReady(pod, facts);
  facts.availableNow = isPodAvailable(pod, 0, 0, facts);
  const unassigned = facts.scheduled ? false : !pod.spec.nodeName;
  facts.rank = defaultRank(unassigned, PHASE_ORDINAL[pod.status?.phase ?? ""] ?? 0, facts.readyCondition);
  return facts;
}
function copyFacts(from, to) {
  to.active = from.active;
  to.revisionLabel = from.revisionLabel;
  to.lifecycle = from.lifecycle;
  to.specifiedDelete = from.specifiedDelete;
  to.ready = from.ready;
  to.availableNow = from.availableNow;
  to.created = from.created;
  to.rank = from.rank;
  to.readyCondition = from.readyCondition;
  to.readySince = from.readySince;
  to.inPlaceReady = from.inPlaceReady;
  to.scheduled = from.scheduled;
}
function roundFacts(info, minReadySeconds, now, atUpdateRevision) {
  info.atUpdate = atUpdateRevision(info.facts);
  info.atTarget = info.atUpdate;
  info.available = availableAt(info.facts, minReadySeconds, now);
  info.preparing = info.lifecycle === "PreparingUpdate";
}
function hasGrace(info) {
  info.facts.grace ??= graceAnnotation(info.pod) !== void 0;
  return info.facts.grace;
}
function availableAt(facts, minReadySeconds, now) {
  if (!facts.availableNow || minReadySeconds <= 0)
    return facts.availableNow;
  facts.readySinceMs ??= parseMetaTime(facts.readySince) ?? Number.NaN;
  return facts.readySinceMs + minReadySeconds * 1e3 < now;
}
var PHASE_ORDINAL = { Pending: 0, Unknown: 1, Running: 2 };
function restartsOf(info) {
  if (info.restarts < 0)
    info.restarts = maxRestarts(info.pod);
  return info.restarts;
}
function defaultRank(unassigned, phase, readyCondition) {
  return (unassigned ? 0 : 8) + phase * 2 + (readyCondition ? 1 : 0);
}

// dist/engine/rollout/daemonSetNodes.js
function daemonSetNodeFit(template) {
  const spec = template.spec;
  const tolerations = [
    ...Array.isArray(spec.tolerations) ? spec.tolerations.filter(isJsonObject) : [],
    ...daemonTolerations(spec)
  ];
  const nodeName = typeof spec.nodeName === "string" ? spec.nodeName : "";
  const tolerated = (taint) => tolerations.some((t) => toleratesTaint(t, taint));
  return (node) => {
    if (nodeName !== "" && nodeName !== node.name)
      return { shouldRun: false, shouldContinueRunning: false };
    if (!matchesRequiredNodeAffinity(spec, node))
      return { shouldRun: false, shouldContinueRunning: false };
    const untolerated = (node.taints ?? []).filter((taint) => (taint.effect === "NoSchedule" || taint.effect === "NoExecute") && !tolerated(taint));
    if (untolerated.length === 0)
      return { shouldRun: true, shouldContinueRunning: true };
    return { shouldRun: false, shouldContinueRunning: !untolerated.some((taint) => taint.effect === "NoExecute") };
  };
}

// dist/engine/rollout/plannedPods.js
function planned(info) {
  const meta = info.pod.metadata;
  const revision = info.facts.revisionLabel ?? "";
  return meta.uid ? { name: meta.name, uid: meta.uid, revision, ready: info.ready, available: info.available, lifecycle: info.lifecycle } : { name: meta.name, revision, ready: info.ready, available: info.available, lifecycle: info.lifecycle };
}
function countPods(infos) {
  const counts = {
    active: infos.length,
    updated: 0,
    updatedReady: 0,
    updatedAvailable: 0,
    ready: 0,
    available: 0,
    oldActive: 0,
    newActive: 0,
    preparingDelete: 0,
    specifiedDelete: 0
  };
  for (const i of infos) {
    if (i.ready)
      counts.ready++;
    if (i.available)
      counts.available++;
    if (i.atUpdate) {
      counts.updated++;
      if (i.ready)
        counts.updatedReady++;
      if (i.available)
        counts.updatedAvailable++;
    }
    if (i.specifiedDelete)
      counts.specifiedDelete++;
    if (i.lifecycle === "PreparingDelete")
      counts.preparingDelete++;
    else if (i.atUpdate)
      counts.newActive++;
    else
      counts.oldActive++;
  }
  return counts;
}

// dist/engine/rollout/waitReason.js
var DAEMONSET_CAUSE_REASON = {
  "not-selected": "partition",
  "max-surge": "target-unavailable",
  "replacement-starting": "target-unavailable",
  "burst-replicas": "max-unavailable",
  "excess-pods": "preparing-delete",
  "node-missing": "preparing-delete"
};

// dist/engine/rollout/daemonSetPlan.js
var ANNOTATION_TEMPLATE_GENERATION2 = "deprecated.daemonset.template.generation";
var LABEL_TEMPLATE_GENERATION2 = "pod-template-generation";
function daemonSetPlan(view, pods, now, options) {
  const gates = resolveGates(options.gates);
  const updateRevision = options.updateRevision ?? resolveUpdateRevision(view, options.revisions ?? [], view.status.collisionCount, gates, options.kruise).name;
  const currentRevision = options.currentRevision ?? view.status.currentRevision ?? updateRevision;
  const isUpdated = podIsUpdated(view, shortHash(updateRevision));
  const infos = [];
  if (options.memo)
    options.memo.plans++;
  for (const pod of pods) {
    const info = podInfo(pod, infos.length, options.memo, view.revisions.podLabel);
    roundFacts(info, view.minReadySeconds, now, () => isUpdated(pod));
    info.available = podAvailable(info, view.minReadySeconds, now);
    infos.push(info);
  }
  const slots = nodeSlots(view, infos, options.nodes);
  const numbers = liveNumbers(view, slots);
  const active = infos.filter((i) => i.active);
  const plan = emptyPlan(view, numbers, updateRevision, currentRevision, active);
  const round = {
    view,
    plan,
    slots,
    reasons: /* @__PURE__ */ new Map(),
    details: /* @__PURE__ */ new Map(),
    burst: burstReplicas(view),
    gates,
    options,
    updateRevision
  };
  plan.scale = managePlan(view, slots);
  plan.scaleNum = plan.scale.createUpdate - plan.scale.deleteExcess.length;
  for (const info of active) {
    const node = podTargetNode(info.pod);
    if (node === void 0 || !slots.get(node)?.exists)
      round.reasons.set(info, "node-missing");
  }
  if (plan.onDelete || plan.paused) {
    const reason = plan.onDelete ? "on-delete" : "paused";
    for (const info of active)
      if (!info.atUpdate && !round.reasons.has(info))
        round.reasons.set(info, reason);
    if (active.some((i) => !i.atUpdate)) {
      round.details.set(reason, plan.onDelete ? `${view.updateTypeField} is OnDelete: Pods change only when deleted` : `${view.strategyField}.paused is true`);
    }
  } else {
    const eligible = nodesToUpdate(round);
    if (numbers.maxSurge === 0)
      withoutSurge(round, eligible);
    else
      withSurge(round, eligible);
  }
  finish(round, active);
  return plan;
}
function emptyPlan(view, numbers, updateRevision, currentRevision, active) {
  return {
    namespace: view.namespace,
    name: view.name,
    updateRevision,
    currentRevision,
    targetRevision: updateRevision,
    numbers,
    paused: view.hasRollingUpdate && view.paused,
    onDelete: view.updateType === "OnDelete",
    counts: countPods(active),
    updateNum: 0,
    partitionKept: 0,
    quota: { maxUnavailable: numbers.maxUnavailable, updateMaxUnavailable: numbers.maxUnavailable, unavailable: 0, targetUnavailable: 0, budget: 0, targetBudget: 0, unavailablePods: [] },
    surge: 0,
    scaleNum: 0,
    scale: { deleteSpecified: [], createUpdate: 0, createCurrent: 0, deleteExcess: [] },
    updateNow: [],
    waiting: [],
    waitDetails: {},
    inProgress: active.filter((i) => i.atUpdate && !i.available).map((i) => withNode(planned(i), i)),
    complete: false
  };
}
function podIsUpdated(view, hash) {
  const generation = view.annotations[ANNOTATION_TEMPLATE_GENERATION2];
  return (pod) => {
    const labels = pod.metadata.labels ?? {};
    return hash !== "" && labels[view.revisions.podLabel] === hash || generation !== void 0 && labels[LABEL_TEMPLATE_GENERATION2] === generation;
  };
}
function podAvailable(info, minReadySeconds, now) {
  if (!info.facts.readyCondition)
    return false;
  if (minReadySeconds <= 0)
    return true;
  const since = parseMetaTime(info.facts.readySince);
  return since !== void 0 && since + minReadySeconds * 1e3 < now;
}
function nodeSlots(view, infos, nodes) {
  const fit = daemonSetNodeFit(view.template);
  const slots = /* @__PURE__ */ new Map();
  for (const node of nodes ?? [])
    slots.set(node.name, { name: node.name, exists: true, fit: fit(node), labels: node.labels, pods: [] });
  for (const info of infos) {
    const name = podTargetNode(info.pod);
    if (name === void 0)
      continue;
    let slot = slots.get(name);
    if (slot === void 0) {
      const inferred = nodes === void 0;
      slot = { name, exists: inferred, fit: { shouldRun: inferred, shouldContinueRunning: inferred }, labels: {}, pods: [] };
      slots.set(name, slot);
    }
    slot.pods.push(info);
  }
  return slots;
}
function liveNumbers(view, slots) {
  let desired = 0;
  for (const slot of slots.values())
    if (slot.exists && slot.fit.shouldRun)
      desired++;
  const live = daemonSetRolloutNumbers(view, desired);
  const partition = view.hasRollingUpdate && view.partition !== void 0 ? legacyScaledValue(view.partition, view.replicas, false) : 0;
  return { ...live, partition };
}
function burstReplicas(view) {
  return legacyScaledValue(view.burstReplicas, view.replicas, false);
}
function findUpdatedPodsOnNode(slot) {
  const found = { ok: true };
  for (const info of slot?.pods ?? []) {
    if (info.pod.metadata.deletionTimestamp)
      continue;
    if (info.atUpdate) {
      if (found.newPod)
        return { ok: false };
      found.newPod = info;
    } else {
      if (found.oldPod)
        return { ok: false };
      found.oldPod = info;
    }
  }
  return found;
}
var preDeleting = (info) => info !== void 0 && info.lifecycle === "PreparingDelete";
var nilOrPreDeleting = (info) => info === void 0 || preDeleting(info);
function nodesToUpdate(round) {
  const { view, plan, slots, reasons } = round;
  const names = [...slots.values()].filter((s) => s.exists && (s.fit.shouldRun || s.pods.length > 0)).map((s) => s.name).sort(compareStrings);
  const selects = view.nodeSelector ? selectorMatcher(view.nodeSelector) : void 0;
  const updated = [];
  const updating = [];
  const candidates = [];
  for (let i = names.length - 1; i >= 0; i--) {
    const name = names[i];
    const { newPod, oldPod, ok } = findUpdatedPodsOnNode(slots.get(name));
    if (!ok || newPod)
      updated.push(name);
    else if (nilOrPreDeleting(oldPod))
      updating.push(name);
    else if (!selects || selects(slots.get(name).labels))
      candidates.push(name);
    else
      reasons.set(oldPod, "not-selected");
  }
  const maxUpdate = Math.max(names.length - plan.numbers.partition, 0);
  const sorted = [...updated, ...updating, ...candidates];
  const isCandidate = new Set(candidates);
  for (const name of sorted.slice(maxUpdate)) {
    const { oldPod } = findUpdatedPodsOnNode(slots.get(name));
    if (oldPod && isCandidate.has(name)) {
      reasons.set(oldPod, "partition");
      plan.partitionKept++;
    }
  }
  const notSelected = [...reasons.values()].filter((r) => r === "not-selected").length;
  if (notSelected > 0) {
    round.details.set("not-selected", `${view.strategyField}.selector does not select their nodes: only Pods on the nodes it selects are updated`);
  }
  if (plan.partitionKept > 0) {
    round.details.set("partition", `${view.strategyField}.partition is ${String(view.partition)} (resolves to ${plan.numbers.partition}): it keeps ${plan.numbers.partition} of ${names.length} nodes at the old revision, the lowest node names last to move`);
  }
  const eligible = sorted.slice(0, maxUpdate);
  for (const name of eligible)
    if (isCandidate.has(name))
      plan.updateNum++;
  return eligible;
}
function withoutSurge(round, eligible) {
  const { view, plan, slots, reasons } = round;
  const maxUnavailable = plan.numbers.maxUnavailable;
  const unavailablePods = [];
  let unavailable = 0;
  let targetUnavailable = 0;
  const replace = [];
  const candidates = [];
  for (const name of eligible) {
    const { newPod, oldPod, ok } = findUpdatedPodsOnNode(slots.get(name));
    if (!ok) {
      unavailable++;
      for (const info of slots.get(name).pods)
        if (!info.atUpdate)
          reasons.set(info, "excess-pods");
      continue;
    }
    if (nilOrPreDeleting(oldPod) === nilOrPreDeleting(newPod)) {
      unavailable++;
      if (oldPod)
        reasons.set(oldPod, preDeleting(oldPod) ? "preparing-delete" : "excess-pods");
      continue;
    }
    if (newPod) {
      if (!newPod.available)
        unavailable++;
      if (preDeleting(newPod))
        unavailable++;
      if (!newPod.available || preDeleting(newPod)) {
        targetUnavailable++;
        unavailablePods.push(newPod.pod.metadata.name);
      }
      if (oldPod)
        reasons.set(oldPod, "preparing-delete");
      continue;
    }
    if (!oldPod.available) {
      replace.push(oldPod);
      unavailablePods.push(oldPod.pod.metadata.name);
    } else
      candidates.push(oldPod);
  }
  const remaining = Math.min(Math.max(maxUnavailable - unavailable, 0), candidates.length);
  for (const info of candidates.slice(remaining))
    reasons.set(info, "max-unavailable");
  plan.quota = {
    maxUnavailable,
    updateMaxUnavailable: maxUnavailable,
    unavailable,
    targetUnavailable,
    budget: maxUnavailable - unavailable,
    targetBudget: maxUnavailable - targetUnavailable,
    unavailablePods
  };
  if (remaining < candidates.length) {
    round.details.set("max-unavailable", `${view.strategyField}.maxUnavailable is ${String(view.maxUnavailable)} (resolves to ${maxUnavailable}): ${podCount(unavailable)} on the nodes that may move ${unavailable === 1 ? "is" : "are"} unavailable or missing, and this round takes down ${remaining} more`);
  }
  const moving = [...replace, ...candidates.slice(0, remaining)];
  let toDelete = moving;
  if (view.rollingUpdateType === "InPlaceIfPossible") {
    const inPlace = moving.filter((info) => canUpdateInPlace(round, info));
    const updated = new Set(inPlace);
    toDelete = moving.filter((info) => !updated.has(info));
    takeBurst(round, inPlace, "in-place");
  }
  takeBurst(round, toDelete, "recreate");
}
function withSurge(round, eligible) {
  const { view, plan, slots, reasons } = round;
  const maxSurge = plan.numbers.maxSurge;
  let surging = 0;
  const allowed = [];
  const candidates = [];
  const oldToDelete = [];
  const unavailablePods = [];
  let targetUnavailable = 0;
  for (const name of eligible) {
    const { newPod, oldPod, ok } = findUpdatedPodsOnNode(slots.get(name));
    if (!ok) {
      surging++;
      for (const info of slots.get(name).pods)
        if (!info.atUpdate)
          reasons.set(info, "excess-pods");
      continue;
    }
    if (newPod && (!newPod.available || preDeleting(newPod))) {
      targetUnavailable++;
      unavailablePods.push(newPod.pod.metadata.name);
    }
    if (nilOrPreDeleting(oldPod)) {
      if (oldPod)
        reasons.set(oldPod, "preparing-delete");
    } else if (!newPod) {
      if (!oldPod.available) {
        allowed.push(oldPod);
        unavailablePods.push(oldPod.pod.metadata.name);
      } else
        candidates.push(oldPod);
    } else if (!newPod.available || preDeleting(newPod)) {
      surging++;
      reasons.set(oldPod, "replacement-starting");
    } else
      oldToDelete.push(oldPod);
  }
  const remaining = Math.min(Math.max(maxSurge - surging, 0), candidates.length);
  for (const info of candidates.slice(remaining))
    reasons.set(info, "max-surge");
  if (remaining < candidates.length) {
    round.details.set("max-surge", `${view.strategyField}.maxSurge is ${String(view.maxSurge)} (resolves to ${maxSurge}): ${podCount(surging)} started beside old ones ${surging === 1 ? "is" : "are"} not available yet, and this round starts ${remaining} more`);
  }
  plan.quota = {
    maxUnavailable: plan.numbers.maxUnavailable,
    updateMaxUnavailable: plan.numbers.maxUnavailable,
    unavailable: unavailablePods.length,
    targetUnavailable,
    budget: plan.numbers.maxUnavailable - unavailablePods.length,
    targetBudget: plan.numbers.maxUnavailable - targetUnavailable,
    unavailablePods
  };
  const started = takeBurst(round, [...allowed, ...candidates.slice(0, remaining)], "recreate");
  plan.surge = started;
  plan.scale.createUpdate += started;
  plan.scaleNum += started;
  const deleted = oldToDelete.slice(0, round.burst).map((i) => i.pod.metadata.name);
  for (const info of oldToDelete.slice(round.burst))
    reasons.set(info, "burst-replicas");
  for (const name of deleted)
    if (!plan.scale.deleteExcess.includes(name))
      plan.scale.deleteExcess.push(name);
}
function takeBurst(round, infos, update) {
  const { plan, burst, reasons, view } = round;
  const moving = infos.slice(0, burst);
  for (const info of moving)
    plan.updateNow.push({ ...withNode(planned(info), info), update });
  if (infos.length > burst) {
    for (const info of infos.slice(burst))
      reasons.set(info, "burst-replicas");
    round.details.set("burst-replicas", `spec.burstReplicas is ${String(view.burstReplicas)} (resolves to ${burst}): no more Pods ${update === "in-place" ? "are updated in place" : "are replaced"} in one round`);
  }
  return moving.length;
}
function canUpdateInPlace(round, info) {
  if (!hasReadinessGate(info.pod, CONDITION_IN_PLACE_READY))
    return false;
  const revisions = round.options.revisions;
  if (revisions === void 0)
    return true;
  const label = info.facts.revisionLabel;
  if (label === void 0)
    return false;
  const old = revisions.find((r) => revisionHashMatches(label, revisionHashOf(r)));
  if (old === void 0)
    return false;
  const { view } = round;
  const gates = comparisonGates(view, round.gates);
  return calculateInPlaceUpdateSpec(templateOfRevision(old), view.template, { ...updateOptionsFor(view, void 0), gates, revision: round.updateRevision }) !== null;
}
function revisionHashOf(revision) {
  return revision.metadata.labels?.["controller-revision-hash"] ?? shortHash(revision.metadata.name);
}
function revisionHashMatches(label, hash) {
  return label === hash || hasShortHash(label, shortHash(hash));
}
function managePlan(view, slots) {
  const scale = { deleteSpecified: [], createUpdate: 0, createCurrent: 0, deleteExcess: [] };
  for (const slot of slots.values()) {
    if (!slot.exists) {
      for (const info of slot.pods)
        if (!info.pod.spec.nodeName && !info.pod.metadata.deletionTimestamp)
          scale.deleteExcess.push(info.pod.metadata.name);
      continue;
    }
    if (slot.fit.shouldRun && slot.pods.length === 0) {
      scale.createUpdate++;
      continue;
    }
    const live = slot.pods.filter((i) => !i.pod.metadata.deletionTimestamp);
    if (!slot.fit.shouldContinueRunning) {
      scale.deleteExcess.push(...live.map((i) => i.pod.metadata.name));
      continue;
    }
    const running = [];
    for (const info of live) {
      if (info.pod.status?.phase === "Failed" || preDeleting(info))
        scale.deleteExcess.push(info.pod.metadata.name);
      else
        running.push(info);
    }
    if (running.length > 1 && !view.surges) {
      scale.deleteExcess.push(...running.sort(byCreation).slice(1).map((i) => i.pod.metadata.name));
    }
  }
  return scale;
}
function byCreation(a, b) {
  const sa = a.pod.spec.nodeName ? 0 : 1;
  const sb = b.pod.spec.nodeName ? 0 : 1;
  if (sa !== sb)
    return sa - sb;
  const ta = Date.parse(a.pod.metadata.creationTimestamp ?? "") || 0;
  const tb = Date.parse(b.pod.metadata.creationTimestamp ?? "") || 0;
  return ta !== tb ? ta - tb : compareStrings(a.pod.metadata.name, b.pod.metadata.name);
}
function compareStrings(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function withNode(p, info) {
  const node = podTargetNode(info.pod);
  return node === void 0 ? p : { ...p, node };
}
function sharedReason(cause) {
  return Object.prototype.hasOwnProperty.call(DAEMONSET_CAUSE_REASON, cause) ? DAEMONSET_CAUSE_REASON[cause] : cause;
}
var CAUSE_WORDS = {
  "preparing-delete": "lifecycle state PreparingDelete: the Pod is about to be deleted",
  "excess-pods": "the node runs more than one Pod of the DaemonSet: the controller deletes the extra ones before it updates the node",
  "replacement-starting": "the new Pod on the same node is not available yet: the old Pod is deleted once it is",
  "node-missing": "the Pod's node is not in the node list: the rolling update skips it (the controller deletes it if it was never scheduled; Pod garbage collection removes it from a deleted node)"
};
function finish(round, active) {
  const { plan, reasons, slots } = round;
  const moving = /* @__PURE__ */ new Set([...plan.updateNow.map((p) => p.name), ...plan.scale.deleteExcess]);
  const used = /* @__PURE__ */ new Set();
  for (const info of active) {
    if (info.atUpdate || moving.has(info.pod.metadata.name))
      continue;
    const cause = reasons.get(info) ?? (preDeleting(info) ? "preparing-delete" : "excess-pods");
    const shared = sharedReason(cause);
    const node = podTargetNode(info.pod);
    plan.waiting.push({ name: info.pod.metadata.name, reason: shared, ...node !== void 0 ? { node } : {}, ...shared !== cause ? { cause } : {} });
    used.add(cause);
  }
  for (const [cause, words] of round.details) {
    if (!used.has(cause))
      continue;
    const shared = sharedReason(cause);
    const before = plan.waitDetails[shared];
    plan.waitDetails[shared] = before === void 0 ? words : `${before}; ${words}`;
  }
  for (const cause of used) {
    const words = CAUSE_WORDS[cause];
    if (!round.details.has(cause) && words !== void 0)
      plan.waitDetails[sharedReason(cause)] ??= words;
  }
  let settled = 0;
  for (const slot of slots.values()) {
    if (!slot.exists || !slot.fit.shouldRun)
      continue;
    const live = slot.pods.filter((i) => i.active);
    if (live.length === 1 && live[0].atUpdate && live[0].available)
      settled++;
  }
  plan.complete = settled === plan.numbers.replicas && active.length === plan.numbers.replicas && plan.waiting.length === 0;
}

// dist/engine/rollout/daemonSetStatus.js
function daemonPodsByNode(pods) {
  const byNode = /* @__PURE__ */ new Map();
  for (const pod of pods) {
    const node = podTargetNode(pod);
    if (node === void 0)
      continue;
    const list = byNode.get(node);
    if (list)
      list.push(pod);
    else
      byNode.set(node, [pod]);
  }
  return byNode;
}
function nodesNeedingDaemonPods(view, pods, nodes) {
  const fit = daemonSetNodeFit(view.template);
  const byNode = daemonPodsByNode(pods);
  return nodes.filter((n) => fit(n).shouldRun && (byNode.get(n.name)?.length ?? 0) === 0).map((n) => n.name);
}
function daemonSetStatus(view, pods, nodes, inputs) {
  const fit = daemonSetNodeFit(view.template);
  const byNode = daemonPodsByNode(pods);
  const generation = view.annotations[ANNOTATION_TEMPLATE_GENERATION];
  const counts = { desired: 0, current: 0, misscheduled: 0, ready: 0, updated: 0, available: 0 };
  for (const node of nodes) {
    const onNode = byNode.get(node.name) ?? [];
    if (!fit(node).shouldRun) {
      if (onNode.length > 0)
        counts.misscheduled++;
      continue;
    }
    counts.desired++;
    if (onNode.length === 0)
      continue;
    counts.current++;
    const pod = [...onNode].sort(byCreationTimestampAndPhase)[0];
    if (getCondition(pod, "Ready")?.status === "True") {
      counts.ready++;
      if (isDaemonPodAvailable(pod, view.minReadySeconds, inputs.now))
        counts.available++;
    }
    const labels = pod.metadata.labels ?? {};
    if (inputs.hash !== "" && labels[LABEL_REVISION] === inputs.hash || generation !== void 0 && labels[LABEL_TEMPLATE_GENERATION] === generation)
      counts.updated++;
  }
  const previous = inputs.previous ?? {};
  const observedGeneration = inputs.observed ? view.generation : previous.observedGeneration;
  return {
    ...previous,
    ...observedGeneration !== void 0 ? { observedGeneration } : {},
    desiredNumberScheduled: counts.desired,
    currentNumberScheduled: counts.current,
    numberMisscheduled: counts.misscheduled,
    numberReady: counts.ready,
    updatedNumberScheduled: counts.updated,
    numberAvailable: counts.available,
    numberUnavailable: counts.desired - counts.available,
    ...view.version === "v1alpha1" ? { daemonSetHash: inputs.hash } : { updateRevision: inputs.hash }
  };
}
function daemonSetStatusChanged(previous, next) {
  if (!previous)
    return true;
  return Object.keys(next).some((k) => !deepEqual(previous[k] ?? null, next[k] ?? null));
}
function isDaemonPodAvailable(pod, minReadySeconds, now) {
  const ready = getCondition(pod, "Ready");
  if (ready?.status !== "True")
    return false;
  if (minReadySeconds > 0) {
    const since = parseMetaTime(ready.lastTransitionTime);
    if (since === void 0 || since + minReadySeconds * 1e3 >= now)
      return false;
  }
  if (hasReadinessGate(pod, CONDITION_IN_PLACE_READY)) {
    const condition = getCondition(pod, CONDITION_IN_PLACE_READY);
    if (condition !== void 0 && condition.status !== "True")
      return false;
  }
  return true;
}
function byCreationTimestampAndPhase(a, b) {
  const sa = a.spec.nodeName ? 0 : 1;
  const sb = b.spec.nodeName ? 0 : 1;
  if (sa !== sb)
    return sa - sb;
  const ta = Date.parse(a.metadata.creationTimestamp ?? "") || 0;
  const tb = Date.parse(b.metadata.creationTimestamp ?? "") || 0;
  if (ta !== tb)
    return ta - tb;
  return a.metadata.name < b.metadata.name ? -1 : a.metadata.name > b.metadata.name ? 1 : 0;
}

// dist/engine/kube/heap.js
var Heap = class {
  compare;
  items;
  /** Heapifies `items` in place (the array becomes the heap's). */
  constructor(compare, items = []) {
    this.compare = compare;
    this.items = items;
    for (let i = (items.length >> 1) - 1; i >= 0; i--)
      this.down(i);
  }
  get size() {
    return this.items.length;
  }
  peek() {
    return this.items[0];
  }
  push(item) {
    const h = this.items;
    h.push(item);
    for (let i = h.length - 1; i > 0; ) {
      const p = i - 1 >> 1;
      if (this.compare(h[p], h[i]) <= 0)
        break;
      const parent = h[p];
      h[p] = h[i];
      h[i] = parent;
      i = p;
    }
  }
  pop() {
    const h = this.items;
    if (h.length === 0)
      return void 0;
    const top = h[0];
    const last = h.pop();
    if (h.length > 0) {
      h[0] = last;
      this.down(0);
    }
    return top;
  }
  /** The `count` smallest items, unordered (quickselect on a copy). */
  smallest(count) {
    if (count <= 0)
      return [];
    if (count >= this.items.length)
      return [...this.items];
    const a = [...this.items];
    let lo = 0;
    let hi = a.length - 1;
    const k = count - 1;
    while (lo < hi) {
      const pivot = a[lo + hi >> 1];
      let i = lo;
      let j = hi;
      while (i <= j) {
        while (this.compare(a[i], pivot) < 0)
          i++;
        while (this.compare(a[j], pivot) > 0)
          j--;
        if (i <= j) {
          const left = a[i];
          a[i] = a[j];
          a[j] = left;
          i++;
          j--;
        }
      }
      if (k <= j)
        hi = j;
      else if (k >= i)
        lo = i;
      else
        break;
    }
    return a.slice(0, count);
  }
  down(i) {
    const h = this.items;
    for (; ; ) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < h.length && this.compare(h[l], h[m]) < 0)
        m = l;
      if (r < h.length && this.compare(h[r], h[m]) < 0)
        m = r;
      if (m === i)
        return;
      const child = h[m];
      h[m] = h[i];
      h[i] = child;
      i = m;
    }
  }
};

// dist/engine/kube/stableSort.js
function stableSort(items, less) {
  const data = [...items];
  const n = data.length;
  let blockSize = 20;
  for (let a = 0, b = blockSize; a < n; a = b, b += blockSize)
    insertionSort(data, less, a, Math.min(b, n));
  while (blockSize < n) {
    for (let a2 = 0, b = 2 * blockSize; b <= n; a2 = b, b += 2 * blockSize)
      symMerge(data, less, a2, a2 + blockSize, b);
    const a = n - n % (2 * blockSize);
    if (a + blockSize < n)
      symMerge(data, less, a, a + blockSize, n);
    blockSize *= 2;
  }
  return data;
}
function insertionSort(data, less, a, b) {
  for (let i = a + 1; i < b; i++) {
    for (let j = i; j > a && less(data[j], data[j - 1]); j--)
      [data[j], data[j - 1]] = [data[j - 1], data[j]];
  }
}
function symMerge(data, less, a, m, b) {
  if (m - a === 1) {
    let i = m;
    let j = b;
    while (i < j) {
      const h = i + j >>> 1;
      if (less(data[h], data[a]))
        i = h + 1;
      else
        j = h;
    }
    for (let k = a; k < i - 1; k++)
      [data[k], data[k + 1]] = [data[k + 1], data[k]];
    return;
  }
  if (b - m === 1) {
    let i = a;
    let j = m;
    while (i < j) {
      const h = i + j >>> 1;
      if (!less(data[m], data[h]))
        i = h + 1;
      else
        j = h;
    }
    for (let k = m; k > i; k--)
      [data[k], data[k - 1]] = [data[k - 1], data[k]];
    return;
  }
  const mid = a + b >>> 1;
  const n = mid + m;
  let start;
  let r;
  if (m > mid) {
    start = n - b;
    r = mid;
  } else {
    start = a;
    r = m;
  }
  const p = n - 1;
  while (start < r) {
    const c = start + r >>> 1;
    if (!less(data[p - c], data[c]))
      start = c + 1;
    else
      r = c;
  }
  const end = n - start;
  if (start < m && m < end)
    rotate(data, start, m, end);
  if (a < start && start < mid)
    symMerge(data, less, a, start, mid);
  if (mid < end && end < b)
    symMerge(data, less, mid, end, b);
}
function rotate(data, a, m, b) {
  const moved = data.slice(a, m);
  const rest = data.slice(m, b);
  const all = [...rest, ...moved];
  for (let k = 0; k < all.length; k++)
    data[a + k] = all[k];
}

// dist/engine/rollout/priority.js
function hasPriority(priority) {
  return !!priority && ((priority.weightPriority?.length ?? 0) > 0 || (priority.orderPriority?.length ?? 0) > 0);
}
function sortByPriority(order, priority) {
  const score = /* @__PURE__ */ new Map();
  for (const info of order) {
    const labels = podLabels(info.pod);
    if ((priority.weightPriority?.length ?? 0) > 0) {
      let weight = 0;
      for (const w of priority.weightPriority)
        if (matchesSelector(w.matchSelector, labels))
          weight += w.weight;
      score.set(info, [-weight, 0]);
    } else {
      score.set(info, orderPriority(priority.orderPriority ?? [], labels));
    }
  }
  const less = (a, b) => {
    const [la, oa] = score.get(a);
    const [lb, ob] = score.get(b);
    if (la !== lb)
      return la < lb;
    if (oa !== ob)
      return oa > ob;
    return a.index > b.index;
  };
  return stableSort(order, less);
}
function orderPriority(terms, labels) {
  for (let i = 0; i < terms.length; i++) {
    const value = labels[terms[i].orderedKey];
    if (value !== void 0)
      return [i, trailingInteger(value)];
  }
  return [-1, 0];
}
function trailingInteger(value) {
  const m = /[0-9]+$/.exec(value);
  if (!m)
    return 0;
  const n = Number(m[0]);
  return Number.isSafeInteger(n) ? n : 0;
}

// dist/engine/rollout/scatter.js
function scatterOrder(order, all, strategy) {
  for (const term of scatterTerms(strategy, order))
    order = scatterByTerm(term, order, all);
  return order;
}
function scatterTerms(strategy, order) {
  if (strategy.length === 1)
    return strategy;
  const counts = /* @__PURE__ */ new Map();
  for (const term of strategy) {
    for (const info of order) {
      if (podLabels(info.pod)[term.key] === term.value) {
        const id = `${term.key}:${term.value}`;
        const entry = counts.get(id);
        if (entry)
          entry.count++;
        else
          counts.set(id, { term, count: 1, first: counts.size });
      }
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.first - b.first).map((e) => e.term);
}
function scatterByTerm(term, order, all) {
  const matches = (i) => (podLabels(i.pod)[term.key] ?? "") === term.value;
  let matched = order.filter(matches);
  let unmatched = order.filter((i) => !matches(i));
  if (matched.length <= 1 || unmatched.length <= 1)
    return order;
  let totalMatched = 0;
  for (const i of all)
    if (matches(i))
      totalMatched++;
  const totalUnmatched = all.length - totalMatched;
  const held = matched[matched.length - 1];
  matched = matched.slice(0, -1);
  totalMatched--;
  const group = groupByDensity(totalMatched, totalUnmatched, matched.length, unmatched.length);
  const out = [];
  if (group.unmatchedRemainder > 0) {
    out.push(...unmatched.slice(0, group.unmatchedRemainder));
    unmatched = unmatched.slice(group.unmatchedRemainder);
  }
  for (let g = 0; g < group.groupNum; g++) {
    matched = migrate(matched, out, group.matchedGroupSize);
    unmatched = migrate(unmatched, out, group.unmatchedGroupSize);
  }
  out.push(...matched, ...unmatched, held);
  return out;
}
function migrate(src, dst, size) {
  if (src.length === 0)
    return src;
  if (src.length < size) {
    dst.push(...src);
    return [];
  }
  dst.push(...src.slice(0, size));
  return src.slice(size);
}
function scatterGroup(matched, unmatched) {
  const groupNum = Math.min(matched, unmatched);
  return { groupNum, matchedGroupSize: Math.round(matched / groupNum), unmatchedGroupSize: Math.round(unmatched / groupNum), unmatchedRemainder: 0 };
}
function groupByDensity(totalMatched, totalUnmatched, updateMatched, updateUnmatched) {
  const total = scatterGroup(totalMatched, totalUnmatched);
  const update = scatterGroup(updateMatched, updateUnmatched);
  if (Math.fround(totalUnmatched / totalMatched) >= Math.fround(updateUnmatched / updateMatched))
    return update;
  const m = total.matchedGroupSize;
  const u = total.unmatchedGroupSize;
  const groupNum = Math.trunc(updateMatched / m) < Math.trunc(updateUnmatched / u) ? Math.trunc(updateMatched / m) : Math.trunc(updateUnmatched / u);
  return { groupNum, matchedGroupSize: m, unmatchedGroupSize: u, unmatchedRemainder: updateUnmatched - groupNum * u };
}

// dist/engine/rollout/candidateOrder.js
function compareDefault(a, b) {
  if (a.rank !== b.rank)
    return a.rank - b.rank;
  if (a.readyCondition) {
    const byReady = newerFirst(readyOrder(a), readyOrder(b));
    if (byReady !== 0)
      return byReady;
  }
  const xa = restartsOf(a);
  const xb = restartsOf(b);
  if (xa !== xb)
    return xb - xa;
  const byCreation2 = newerFirst(createdOrder(a), createdOrder(b));
  return byCreation2 !== 0 ? byCreation2 : a.index - b.index;
}
function readyOrder(info) {
  return info.facts.readyOrder ??= metaTimeOrder(info.facts.readySince);
}
function createdOrder(info) {
  return info.facts.createdOrder ??= metaTimeOrder(info.facts.created);
}
function newerFirst(a, b) {
  return a === b ? 0 : a > b ? -1 : 1;
}
function sortUpdateIndexes(pods, candidates, strategy = {}) {
  const never = () => false;
  const infos = pods.map((pod, index) => {
    const info = podInfo(pod, index, void 0, LABEL_REVISION);
    roundFacts(info, 0, 0, never);
    return info;
  });
  return sortCandidates(candidates.map((i) => infos[i]), infos, strategy.priorityStrategy, strategy.scatterStrategy).map((i) => i.index);
}
function sortCandidates(candidates, all, priority, scatter) {
  let order = [...candidates].sort(compareDefault);
  if (hasPriority(priority))
    order = sortByPriority(order, priority);
  if (scatter && scatter.length > 0 && order.length > 1)
    order = scatterOrder(order, all, scatter);
  const preparing = order.filter((i) => i.lifecycle === "PreparingUpdate");
  return preparing.length === 0 ? order : [...preparing, ...order.filter((i) => i.lifecycle !== "PreparingUpdate")];
}
function candidateOrder(candidates, all, priority, scatter) {
  if (hasPriority(priority) || scatter && scatter.length > 0) {
    const sorted = sortCandidates(candidates, all, priority, scatter);
    let at = 0;
    return {
      next: () => sorted[at++],
      pushBack: () => {
        at--;
      },
      firstOfRest: (count) => {
        const set = new Set(sorted.slice(at, at + count));
        return (info) => set.has(info);
      }
    };
  }
  const heap = new Heap(compareCandidates, [...candidates]);
  return {
    next: () => heap.pop(),
    pushBack: (info) => heap.push(info),
    firstOfRest: (count) => {
      if (count >= heap.size)
        return () => true;
      const set = new Set(heap.smallest(count));
      return (info) => set.has(info);
    }
  };
}
function compareCandidates(a, b) {
  if (a.preparing !== b.preparing)
    return a.preparing ? -1 : 1;
  return compareDefault(a, b);
}

// dist/engine/rollout/quota.js
function calculateDiffs(infos, numbers, gates, sameRevision) {
  const { replicas, partition, maxSurge, maxUnavailable } = numbers;
  let oldActive = 0;
  let newActive = 0;
  let toDelete = 0;
  let unavailable = 0;
  let preDeleting2 = 0;
  for (const i of infos) {
    if (i.lifecycle === "PreparingDelete") {
      preDeleting2++;
      continue;
    }
    if (i.atUpdate)
      newActive++;
    else
      oldActive++;
    if (i.specifiedDelete)
      toDelete++;
    else if (!i.available)
      unavailable++;
  }
  let oldDiff = oldActive - partition;
  let newDiff = newActive - (replicas - partition);
  if (sameRevision || !gates.CloneSetPartitionRollback) {
    oldDiff = Math.max(oldDiff, 0);
    newDiff = Math.min(newDiff, 0);
  }
  let useSurge = 0;
  if (maxSurge > 0) {
    const scaleSurge = toDelete > 0 ? Math.min(Math.max(unavailable + toDelete + preDeleting2 - maxUnavailable, 0), toDelete) : 0;
    const opposite = oldDiff > 0 && newDiff < 0 || oldDiff < 0 && newDiff > 0;
    const updateSurge = opposite ? Math.min(Math.abs(oldDiff), Math.abs(newDiff)) : 0;
    useSurge = Math.min(maxSurge, scaleSurge >= updateSurge ? scaleSurge : updateSurge);
  }
  const updateNum = Math.abs(oldDiff) <= Math.abs(newDiff) ? oldDiff : -newDiff;
  return {
    updateNum,
    updateMaxUnavailable: updateNum !== 0 ? maxUnavailable + infos.length - replicas : 0,
    useSurge,
    scaleNum: replicas + useSurge - infos.length
  };
}
function limitByQuota(order, limit, quota, updateMaxUnavailable) {
  let unavailable = quota.unavailable;
  const chosen = [];
  for (let info = chosen.length < limit ? order.next() : void 0; info; info = chosen.length < limit ? order.next() : void 0) {
    const can = chosen.length;
    if (quota.targetUnavailable + can >= updateMaxUnavailable) {
      order.pushBack(info);
      return {
        chosen,
        stop: {
          reason: "target-unavailable",
          detail: `${podCount(quota.targetUnavailable)} at the target revision ${quota.targetUnavailable === 1 ? "is" : "are"} not available yet${can > 0 ? ` and ${can} more start now` : ""}: together they fill maxUnavailable ${updateMaxUnavailable}`
        }
      };
    }
    if (info.available) {
      if (unavailable >= updateMaxUnavailable) {
        order.pushBack(info);
        return {
          chosen,
          stop: {
            reason: "max-unavailable",
            detail: `${podVerb(quota.unavailable, "is", "are")} already unavailable${can > 0 ? ` and ${unavailable - quota.unavailable} more go down now` : ""}, and maxUnavailable is ${updateMaxUnavailable} (budget ${updateMaxUnavailable - quota.unavailable})`
          }
        };
      }
      unavailable++;
    }
    chosen.push(info);
  }
  return { chosen };
}

// dist/engine/rollout/cloneSetPlan.js
function cloneSetPlan(view, pods, now, options) {
  const gates = resolveGates(options.gates);
  const { numbers, status, revisions } = view;
  const updateRevision = options.updateRevision ?? resolveUpdateRevision(view, [], status.collisionCount, gates).name;
  const currentRevision = options.currentRevision ?? status.currentRevision ?? updateRevision;
  const infos = [];
  const matchUpdate = revisionMatcher(updateRevision, revisions);
  if (options.memo)
    options.memo.plans++;
  for (const pod of pods) {
    const info = podInfo(pod, infos.length, options.memo, revisions.podLabel);
    if (!info.active)
      continue;
    roundFacts(info, view.minReadySeconds, now, matchUpdate);
    infos.push(info);
  }
  const counts = countPods(infos);
  const diffs = calculateDiffs(infos, numbers, gates, currentRevision === updateRevision);
  const targetRevision = diffs.updateNum < 0 ? currentRevision : updateRevision;
  if (targetRevision !== updateRevision) {
    const matchTarget = revisionMatcher(targetRevision, revisions);
    for (const info of infos)
      info.atTarget = matchTarget(info.facts);
  }
  const unavailablePods = [];
  let targetUnavailable = 0;
  for (const i of infos) {
    if (i.available)
      continue;
    unavailablePods.push(i.pod.metadata.name);
    if (i.atTarget)
      targetUnavailable++;
  }
  const quota = {
    maxUnavailable: numbers.maxUnavailable,
    updateMaxUnavailable: diffs.updateMaxUnavailable,
    unavailable: unavailablePods.length,
    targetUnavailable,
    budget: diffs.updateMaxUnavailable - unavailablePods.length,
    targetBudget: diffs.updateMaxUnavailable - targetUnavailable,
    unavailablePods
  };
  const waitingFor = [];
  const inProgress = [];
  for (const i of infos) {
    if (diffs.updateNum >= 0 ? !i.atUpdate : i.atUpdate)
      waitingFor.push(i);
    if (i.atTarget && !i.available)
      inProgress.push(planned(i));
  }
  const plan = {
    namespace: view.namespace,
    name: view.name,
    updateRevision,
    currentRevision,
    targetRevision,
    numbers,
    paused: view.paused,
    onDelete: view.updateType === "OnDelete",
    counts,
    updateNum: diffs.updateNum,
    partitionKept: Math.min(numbers.partition, counts.oldActive),
    quota,
    surge: diffs.useSurge,
    scaleNum: diffs.scaleNum,
    scale: scalePlan(infos, numbers, diffs, quota),
    updateNow: [],
    waiting: [],
    waitDetails: {},
    inProgress,
    complete: waitingFor.length === 0 && inProgress.length === 0 && counts.active === numbers.replicas
  };
  if (plan.onDelete || plan.paused) {
    const reason = plan.onDelete ? "on-delete" : "paused";
    if (waitingFor.length > 0) {
      plan.waitDetails[reason] = plan.onDelete ? `${view.updateTypeField} is OnDelete: Pods change only when deleted` : `${view.strategyField}.paused is true`;
    }
    plan.waiting = waitingFor.map((i) => ({ name: i.pod.metadata.name, reason }));
    return plan;
  }
  const candidates = [];
  for (const info of waitingFor) {
    if (info.lifecycle === "PreparingDelete") {
      info.reason = "preparing-delete";
      plan.waitDetails["preparing-delete"] = "lifecycle state PreparingDelete: the Pod is about to be deleted";
    } else if (info.lifecycle !== "Updated" && hasGrace(info)) {
      info.reason = "grace-pending";
      plan.waitDetails["grace-pending"] = "metadata.annotations[apps.kruise.io/inplace-update-grace] is set: the in-place grace period is running";
    } else
      candidates.push(info);
  }
  const order = candidateOrder(candidates, infos, view.priorityStrategy, view.scatterStrategy);
  const limit = Math.abs(diffs.updateNum);
  const chosen = limitByQuota(order, limit, quota, diffs.updateMaxUnavailable);
  plan.updateNow = chosen.chosen.map(planned);
  for (const info of chosen.chosen)
    info.chosen = true;
  const withinLimit = order.firstOfRest(Math.max(0, limit - chosen.chosen.length));
  const budgetReason = chosen.stop?.reason ?? "max-unavailable";
  let partitioned = 0;
  for (const info of candidates) {
    if (info.chosen)
      continue;
    if (withinLimit(info))
      info.reason = budgetReason;
    else {
      info.reason = "partition";
      partitioned++;
    }
  }
  if (partitioned > 0) {
    plan.waitDetails.partition = diffs.updateNum === 0 ? `${view.strategyField}.partition is ${String(view.partition ?? 0)} (resolves to ${numbers.partition}): it keeps ${podCount(numbers.partition)} at the old revision` : `only ${limit} more ${limit === 1 ? "Pod" : "Pods"} may move to the target revision (${view.strategyField}.partition resolves to ${numbers.partition})`;
  }
  if (chosen.stop)
    plan.waitDetails[chosen.stop.reason] = chosen.stop.detail;
  for (const info of waitingFor)
    if (info.reason)
      plan.waiting.push({ name: info.pod.metadata.name, reason: info.reason });
  return plan;
}
function revisionMatcher(revision, naming) {
  const short = naming.shortHashMatches ? shortHash(revision) : void 0;
  return (facts) => {
    const label = facts.revisionLabel;
    if (label === void 0)
      return false;
    return label === revision || short !== void 0 && hasShortHash(label, short);
  };
}
function scalePlan(infos, numbers, diffs, quota) {
  const plan = { deleteSpecified: [], createUpdate: 0, createCurrent: 0, deleteExcess: [] };
  for (const i of infos)
    if (i.specifiedDelete)
      plan.deleteSpecified.push(i.pod.metadata.name);
  if (plan.deleteSpecified.length > 0)
    return plan;
  if (diffs.scaleNum > 0) {
    const oldCount = infos.filter((i) => !i.atUpdate).length;
    plan.createCurrent = Math.min(diffs.scaleNum, Math.max(numbers.partition - oldCount, 0));
    plan.createUpdate = diffs.scaleNum - plan.createCurrent;
  } else if (diffs.scaleNum < 0) {
    const oldCount = infos.filter((i) => !i.atUpdate).length;
    const excessOld = Math.max(oldCount - numbers.partition, 0);
    const ordered = [...infos].sort(compareDefault);
    const old = ordered.filter((i) => !i.atUpdate).slice(0, excessOld);
    const oldSet = new Set(old);
    const rest = ordered.filter((i) => !oldSet.has(i));
    let readyLimit = Math.max(numbers.maxUnavailable + (infos.length - numbers.replicas) - quota.unavailable, 0);
    for (const info of [...old, ...rest]) {
      if (plan.deleteExcess.length >= -diffs.scaleNum)
        break;
      if (info.available) {
        if (readyLimit <= 0)
          continue;
        readyLimit--;
      }
      plan.deleteExcess.push(info.pod.metadata.name);
    }
  }
  return plan;
}

// dist/engine/rollout/statefulSetOrdinals.js
var OrdinalRange = class {
  start;
  /** One past the highest ordinal in use. */
  end;
  reserved;
  constructor(view, startOrdinalGate) {
    this.reserved = reservedIntervals(view.reserveOrdinals);
    this.start = startOrdinalGate ? view.ordinalsStart : 0;
    let end = this.start + view.replicas;
    for (const [from, to] of this.reserved) {
      if (to < this.start)
        continue;
      if (from >= end)
        break;
      end += to - Math.max(from, this.start) + 1;
    }
    this.end = end;
  }
  isReserved(ordinal) {
    return this.reserved.some(([from, to]) => ordinal >= from && ordinal <= to);
  }
  /** The Pod at `ordinal` is one of the replicas (`podInOrdinalRangeWithParams`). */
  holds(ordinal) {
    return ordinal >= this.start && ordinal < this.end && !this.isReserved(ordinal);
  }
  /** The replica ordinal at position `rank` (0 is the lowest): the inverse of `rank`. */
  ordinalAt(rank) {
    let ordinal = this.start + rank;
    for (const [from, to] of this.reserved) {
      if (to < this.start)
        continue;
      if (from > ordinal)
        break;
      ordinal += to - Math.max(from, this.start) + 1;
    }
    return ordinal;
  }
  /** How many replica ordinals come before `ordinal`: its position among the Pods the set keeps. */
  rank(ordinal) {
    let rank = ordinal - this.start;
    for (const [from, to] of this.reserved) {
      if (from >= ordinal)
        break;
      if (to >= this.start)
        rank -= Math.min(to, ordinal - 1) - Math.max(from, this.start) + 1;
    }
    return rank;
  }
};
function podOrdinal(name) {
  const match = /-([0-9]+)$/.exec(name);
  if (!match)
    return -1;
  const ordinal = Number(match[1]);
  return Number.isSafeInteger(ordinal) ? ordinal : -1;
}
function reservedIntervals(values) {
  const intervals = [];
  for (const value of values) {
    if (typeof value === "number")
      intervals.push([value, value]);
    else {
      const [from, to] = value.split("-").map(Number);
      if (from <= to)
        intervals.push([from, to]);
    }
  }
  intervals.sort((a, b) => a[0] - b[0]);
  const merged = [];
  for (const interval of intervals) {
    const last = merged[merged.length - 1];
    if (last && interval[0] <= last[1] + 1)
      last[1] = Math.max(last[1], interval[1]);
    else
      merged.push([interval[0], interval[1]]);
  }
  return merged;
}

// dist/engine/rollout/statefulSetPlan.js
function statefulSetPlan(view, pods, now, options) {
  const gates = resolveGates(options.gates);
  const updateRevision = options.updateRevision ?? resolveUpdateRevision(view, [], view.status.collisionCount, gates).name;
  const currentRevision = options.currentRevision ?? view.status.currentRevision ?? updateRevision;
  const range = new OrdinalRange(view, false);
  const { replicas, condemned } = placePods(view, pods, range, now, updateRevision, options);
  const live = [...replicas.values(), ...condemned].map((r) => r.info).filter((i) => i.active);
  const counts = countPods(live);
  const missing = view.replicas - replicas.size;
  const plan = {
    namespace: view.namespace,
    name: view.name,
    updateRevision,
    currentRevision,
    targetRevision: updateRevision,
    numbers: view.numbers,
    paused: view.paused,
    onDelete: view.updateType === "OnDelete",
    counts,
    updateNum: 0,
    partitionKept: 0,
    quota: { maxUnavailable: view.numbers.maxUnavailable, updateMaxUnavailable: view.numbers.maxUnavailable, unavailable: 0, targetUnavailable: 0, budget: 0, targetBudget: 0, unavailablePods: [] },
    surge: 0,
    scaleNum: missing - condemned.length,
    scale: { deleteSpecified: [], createUpdate: 0, createCurrent: 0, deleteExcess: [] },
    updateNow: [],
    waiting: [],
    waitDetails: {},
    inProgress: live.filter((i) => i.atUpdate && !i.available).map(planned),
    complete: missing === 0 && condemned.length === 0 && [...replicas.values()].every((r) => r.info.atUpdate && r.info.available && !r.terminating && !r.failed)
  };
  const old = [...replicas.values()].filter((r) => !r.info.atUpdate);
  const blocker = view.podManagementPolicy === "OrderedReady" ? firstNotAvailable(replicas, range, view.minReadySeconds, now) : void 0;
  plan.scale = scalePlan2(view, replicas, condemned, range, blocker, gates);
  if (blocker !== void 0 || view.podManagementPolicy === "OrderedReady" && condemned.length > 0) {
    const what = blocker ? blockerWords(view, blocker) : `Pod ${condemned[0].info.pod.metadata.name}, outside the ordinals the replicas keep, is deleted`;
    plan.waitDetails["ordered-ready"] = `spec.podManagementPolicy is OrderedReady: nothing else changes until ${what}`;
    plan.waiting = old.map((r) => ({ name: r.info.pod.metadata.name, reason: "ordered-ready" }));
    plan.updateNum = old.length;
    return plan;
  }
  if (plan.onDelete || plan.paused) {
    const reason = plan.onDelete ? "on-delete" : "paused";
    if (old.length > 0) {
      plan.waitDetails[reason] = plan.onDelete ? `${view.updateTypeField} is OnDelete: Pods change only when deleted` : `${view.strategyField}.paused is true`;
    }
    plan.waiting = old.map((r) => ({ name: r.info.pod.metadata.name, reason }));
    plan.updateNum = old.length;
    return plan;
  }
  rollingUpdate(view, replicas, range, plan, gates);
  return plan;
}
function placePods(view, pods, range, now, updateRevision, options) {
  const replicas = /* @__PURE__ */ new Map();
  const condemned = [];
  if (options.memo)
    options.memo.plans++;
  for (const pod of pods) {
    const ordinal = podOrdinal(pod.metadata.name);
    if (ordinal < 0)
      continue;
    const info = podInfo(pod, ordinal, options.memo, view.revisions.podLabel);
    roundFacts(info, view.minReadySeconds, now, (facts) => facts.revisionLabel === updateRevision);
    const phase = pod.status?.phase;
    const replica = { info, ordinal, terminating: !!pod.metadata.deletionTimestamp, failed: phase === "Failed" || phase === "Succeeded" };
    if (range.holds(ordinal))
      replicas.set(ordinal, replica);
    else
      condemned.push(replica);
  }
  condemned.sort((a, b) => b.ordinal - a.ordinal);
  return { replicas, condemned };
}
function firstNotAvailable(replicas, range, minReadySeconds, now) {
  let first;
  for (const r of replicas.values())
    if (!runningAndAvailable(r, minReadySeconds, now) && (!first || r.ordinal < first.ordinal))
      first = r;
  const missing = lowestMissing(replicas, range);
  if (missing !== void 0 && (!first || missing < first.ordinal))
    return { ordinal: missing, state: "missing" };
  if (!first)
    return void 0;
  return { ordinal: first.ordinal, state: first.failed ? "failed" : first.terminating ? "terminating" : "unavailable" };
}
function lowestMissing(replicas, range) {
  const ranks = /* @__PURE__ */ new Set();
  for (const ordinal2 of replicas.keys())
    ranks.add(range.rank(ordinal2));
  let rank = 0;
  while (ranks.has(rank))
    rank++;
  const ordinal = range.ordinalAt(rank);
  return ordinal < range.end ? ordinal : void 0;
}
function blockerWords(view, blocker) {
  const name = `${view.name}-${blocker.ordinal}`;
  switch (blocker.state) {
    case "missing":
      return `Pod ${name} is created, running and available`;
    case "failed":
      return `the failed Pod ${name} is recreated`;
    case "terminating":
      return `Pod ${name} has terminated and is recreated`;
    case "unavailable":
      return `Pod ${name} is running and available${view.minReadySeconds > 0 ? ` (Ready for ${view.minReadySeconds}s, ${view.strategyField}.minReadySeconds)` : ""}`;
  }
}
function runningAndAvailable(r, minReadySeconds, now) {
  const { info } = r;
  if (r.terminating || r.failed)
    return false;
  if (info.lifecycle !== "" && info.lifecycle !== "Normal")
    return false;
  if (info.pod.status?.phase !== "Running" || !info.facts.readyCondition)
    return false;
  if (minReadySeconds <= 0)
    return true;
  const since = parseMetaTime(info.facts.readySince);
  return since !== void 0 && since + minReadySeconds * 1e3 <= now;
}
function rollingUpdate(view, replicas, range, plan, gates) {
  const maxUnavailable = view.numbers.maxUnavailable;
  const unavailable = /* @__PURE__ */ new Set();
  for (const r of replicas.values())
    if (r.terminating || r.failed || !r.info.available || !r.info.facts.inPlaceReady)
      unavailable.add(r.info.pod.metadata.name);
  const created = plan.scale.createUpdate + plan.scale.createCurrent;
  plan.quota.unavailable = unavailable.size + created;
  plan.quota.unavailablePods = [...unavailable];
  plan.quota.targetUnavailable = [...replicas.values()].filter((r) => r.info.atUpdate && unavailable.has(r.info.pod.metadata.name)).length + plan.scale.createUpdate;
  plan.quota.budget = maxUnavailable - plan.quota.unavailable;
  plan.quota.targetBudget = maxUnavailable - plan.quota.targetUnavailable;
  const order = updateOrder(view, replicas, range, gates);
  const inOrder = new Set(order);
  let unavailableCount = plan.quota.unavailable;
  let stopped = false;
  for (const r of order) {
    if (r.info.atUpdate)
      continue;
    plan.updateNum++;
    const name = r.info.pod.metadata.name;
    if (stopped || unavailableCount >= maxUnavailable && !unavailable.has(name)) {
      stopped = true;
      plan.waiting.push({ name, reason: "max-unavailable" });
      continue;
    }
    if (!r.terminating)
      plan.updateNow.push(planned(r.info));
    if (!unavailable.has(name)) {
      unavailable.add(name);
      unavailableCount++;
    }
  }
  if (stopped) {
    plan.waitDetails["max-unavailable"] = `${view.strategyField}.maxUnavailable is ${String(view.maxUnavailable)} (resolves to ${maxUnavailable}): ${podCount(unavailableCount)} unavailable with this round's updates (${plan.quota.unavailable} before them)`;
  }
  let kept = 0;
  for (const r of [...replicas.values()].sort((a, b) => b.ordinal - a.ordinal)) {
    if (r.info.atUpdate || inOrder.has(r))
      continue;
    kept++;
    plan.waiting.push({ name: r.info.pod.metadata.name, reason: "partition" });
  }
  plan.partitionKept = kept;
  if (kept > 0) {
    plan.waitDetails.partition = view.unorderedUpdate ? `${view.strategyField}.partition is ${plan.numbers.partition}: it keeps ${podCount(plan.numbers.partition)} at the old revision` : `${view.strategyField}.partition is ${plan.numbers.partition}: ordinals below it stay at the old revision`;
  }
}
function updateOrder(view, replicas, range, gates) {
  const maxUpdate = view.replicas - view.numbers.partition;
  if (maxUpdate <= 0)
    return [];
  const descending = [...replicas.values()].sort((a, b) => b.ordinal - a.ordinal);
  if (!view.unorderedUpdate) {
    return descending.filter((r) => r.ordinal - range.start >= view.numbers.partition).slice(0, maxUpdate);
  }
  const isUpdated = (r) => r.terminating || r.info.atUpdate || gates.PreparingUpdateAsUpdate && r.info.lifecycle === "PreparingUpdate";
  const updated = descending.filter(isUpdated);
  let waiting = descending.filter((r) => !isUpdated(r));
  const priority = view.unorderedUpdate.priorityStrategy;
  if (priority && hasPriority(priority)) {
    const byInfo = new Map(waiting.map((r) => [r.info, r]));
    waiting = sortByPriority(waiting.map((r) => r.info), priority).map((i) => byInfo.get(i));
  }
  return [...updated, ...waiting].slice(0, maxUpdate);
}
function scalePlan2(view, replicas, condemned, range, blocker, gates) {
  const plan = { deleteSpecified: [], createUpdate: 0, createCurrent: 0, deleteExcess: [] };
  const ordered = view.podManagementPolicy === "OrderedReady";
  const created = createdReplicas(view, replicas, range, ordered ? blocker?.state === "missing" ? blocker.ordinal : void 0 : "all", gates);
  plan.createCurrent = created.current;
  plan.createUpdate = created.update;
  if (!ordered)
    plan.deleteExcess = condemned.map((r) => r.info.pod.metadata.name);
  else if (blocker === void 0 && condemned.length > 0)
    plan.deleteExcess = [condemned[0].info.pod.metadata.name];
  const failed = [...replicas.values()].filter((r) => r.failed && !r.terminating && (!ordered || r.ordinal === blocker?.ordinal));
  plan.deleteExcess.push(...failed.map((r) => r.info.pod.metadata.name));
  return plan;
}
function createdReplicas(view, replicas, range, which, gates) {
  if (which === void 0)
    return { current: 0, update: 0 };
  const count = which === "all" ? view.replicas - replicas.size : 1;
  if (view.updateType !== "RollingUpdate")
    return { current: 0, update: count };
  const partition = view.numbers.partition;
  if (view.unorderedUpdate) {
    const old = [...replicas.values()].filter((r) => !r.info.atUpdate && !(gates.PreparingUpdateAsUpdate && r.info.lifecycle === "PreparingUpdate")).length;
    const current2 = Math.min(count, Math.max(partition - old, 0));
    return { current: current2, update: count - current2 };
  }
  if (which !== "all")
    return range.rank(which) < partition ? { current: 1, update: 0 } : { current: 0, update: 1 };
  let presentBelow = 0;
  for (const ordinal of replicas.keys())
    if (range.rank(ordinal) < partition)
      presentBelow++;
  const current = Math.min(partition, view.replicas) - presentBelow;
  return { current, update: count - current };
}

// dist/engine/rollout/rolloutPlan.js
function rolloutPlan(view, pods, now, options = {}) {
  switch (view.kind) {
    case "CloneSet":
      return cloneSetPlan(view, pods, now, options);
    case "StatefulSet":
      return statefulSetPlan(view, pods, now, options);
    case "DaemonSet":
      return daemonSetPlan(view, pods, now, options);
  }
}

// dist/engine/update/podLifecycle.js
function inPlaceEntry(pod, view) {
  const hook = view.lifecycle?.inPlaceUpdate;
  const state = lifecycleState(pod);
  switch (state) {
    case "":
    case "PreparingNormal":
    case "Normal":
      return hook && isHooked(pod, hook) ? { kind: "prepare-update", readdHook: false } : { kind: "update" };
    case "Updated":
      return hook ? { kind: "prepare-update", readdHook: true } : { kind: "none" };
    case "PreparingUpdate":
      return isHooked(pod, hook) ? { kind: "wait-hook" } : { kind: "update" };
    case "Updating":
      return { kind: "update" };
    default:
      return { kind: "error", message: `not allowed to in-place update pod ${pod.metadata.name} in state ${state}` };
  }
}
function lifecycleTransition(pod, view, updateRevision, gates, memo) {
  const lifecycle = view.lifecycle;
  const hook = lifecycle?.inPlaceUpdate;
  const afterUpdate = () => {
    const to = lifecycle && !isAllHooked(pod, hook) ? "Updated" : "Normal";
    return to === "Updated" && hook?.markPodNotReady ? { to, notReadyKey: "remove" } : { to };
  };
  switch (lifecycleState(pod)) {
    case "PreparingNormal": {
      const preNormal = lifecycle?.preNormal;
      const ready = preNormal ? isAllHooked(pod, preNormal) : !!pod.spec.nodeName;
      return ready ? { to: "Normal" } : null;
    }
    case "PreparingUpdate":
      return isAtRevision(pod, updateRevision) ? afterUpdate() : null;
    case "Updating":
      return checkPodUpdateCompleted(pod, gates, memo) === null ? afterUpdate() : null;
    case "Updated":
      return !lifecycle || !hook || isAllHooked(pod, hook) ? { to: "Normal" } : null;
    default:
      return null;
  }
}
function withLifecycleState(pod, to, now, readdHook) {
  const labels = { ...podLabels(pod), [LABEL_LIFECYCLE_STATE]: to };
  const annotations = { ...podAnnotations(pod), [ANNOTATION_LIFECYCLE_TIMESTAMP]: metaTime(now) };
  let finalizers = pod.metadata.finalizers;
  if (readdHook) {
    Object.assign(labels, readdHook.labelsHandler ?? {});
    const missing = (readdHook.finalizersHandler ?? []).filter((f) => !(finalizers ?? []).includes(f));
    if (missing.length > 0)
      finalizers = [...finalizers ?? [], ...missing];
  }
  return { ...pod, metadata: { ...pod.metadata, labels, annotations, ...finalizers ? { finalizers } : {} } };
}
function kruisePodReadyStatus(pod, change, now) {
  const conditions = pod.status?.conditions ?? [];
  const current = conditions.find((c) => c.type === CONDITION_KRUISE_POD_READY);
  let keys = [];
  try {
    keys = current?.message ? JSON.parse(current.message) : [];
  } catch {
    keys = [];
  }
  const has = keys.some((k) => k.key === "preUpdateHook");
  if (change === "add" && has)
    return null;
  if (change === "remove" && !has && (!current || current.status === "True"))
    return null;
  keys = change === "add" ? [...keys, { userAgent: "Lifecycle", key: "preUpdateHook" }] : keys.filter((k) => k.key !== "preUpdateHook");
  const status = keys.length > 0 ? "False" : "True";
  const next = {
    type: CONDITION_KRUISE_POD_READY,
    status,
    ...keys.length > 0 ? { message: JSON.stringify(keys) } : {},
    lastTransitionTime: current && current.status === status ? current.lastTransitionTime : metaTime(now)
  };
  return { ...pod.status ?? {}, conditions: current ? conditions.map((c) => c === current ? next : c) : [...conditions, next] };
}

// dist/engine/rollout/daemonSetDiagnosis.js
function daemonSetStallReasons(view, plan, pods, nodes) {
  const reasons = [];
  const field = view.strategyField;
  const old = /* @__PURE__ */ new Set([...plan.updateNow.map((p) => p.name), ...plan.waiting.map((w) => w.name)]);
  const oldPods = pods.filter((p) => old.has(p.metadata.name));
  if (oldPods.length === 0)
    return reasons;
  if (view.rollingUpdateType === "InPlaceIfPossible" && plan.numbers.maxSurge > 0) {
    reasons.push({
      reason: "surge-recreates",
      blocking: false,
      field: `${field}.maxSurge`,
      pods: [],
      message: `${field}.maxSurge is ${String(view.maxSurge)}: with a surge the controller starts a new Pod beside each old one and then deletes the old, so no Pod is updated in place although ${field}.rollingUpdateType is InPlaceIfPossible. Set maxSurge to 0 to update in place`
    });
  } else if (view.rollingUpdateType === "InPlaceIfPossible" && view.hasRollingUpdate) {
    const ungated = oldPods.filter((p) => !hasReadinessGate(p, CONDITION_IN_PLACE_READY)).map((p) => p.metadata.name);
    if (ungated.length > 0) {
      reasons.push({
        reason: "no-readiness-gate-recreates",
        blocking: false,
        field: "pod spec.readinessGates",
        pods: ungated,
        message: `${podVerb(ungated.length, "lacks", "lack")} the InPlaceUpdateReady readiness gate (created before ${field}.rollingUpdateType was InPlaceIfPossible): the controller deletes and recreates them instead of updating them in place. The Pods it creates now carry the gate, so the next update of those is in place`
      });
    }
  }
  const notSelected = plan.waiting.filter((w) => w.cause === "not-selected").map((w) => w.name);
  if (notSelected.length > 0 && view.nodeSelector) {
    const selects = selectorMatcher(view.nodeSelector);
    const none = nodes !== void 0 && !nodes.some((n) => selects(n.labels));
    reasons.push({
      reason: none ? "selector-matches-no-node" : "selector-holding",
      blocking: none,
      field: `${field}.selector`,
      pods: notSelected,
      message: none ? `${field}.selector selects none of the ${nodes.length} nodes: no Pod is ever updated. Label the nodes to update, or change or remove the selector` : `${field}.selector does not select their nodes: ${podVerb(notSelected.length, "stays", "stay")} at the old revision by design${nodes === void 0 ? " (the node labels were not given, so no node counts as selected)" : ""}; label the nodes or widen the selector to continue`
    });
  }
  const surging = plan.waiting.filter((w) => w.cause === "max-surge").map((w) => w.name);
  if (surging.length > 0 && plan.updateNow.length === 0) {
    const starting = plan.inProgress.map((p) => p.name);
    reasons.push({
      reason: "surge-exhausted",
      blocking: true,
      field: `${field}.maxSurge`,
      pods: surging,
      message: `${field}.maxSurge resolves to ${plan.numbers.maxSurge} and ${podCount(starting.length)} started beside old ones ${starting.length === 1 ? "is" : "are"} not available yet${starting.length > 0 ? ` (${starting.join(", ")})` : ""}: no other node gets its new Pod until they are. Look at why they are not Ready (readiness probe, image, crash)`
    });
  }
  return reasons;
}

// dist/engine/rollout/diagnosis.js
var IN_FLIGHT = /* @__PURE__ */ new Set(["grace-pending", "waiting-for-kubelet", "higher-priority-container-not-ready", "container-not-ready", "in-place-ready-not-set"]);
var PULL_FAILURES = /* @__PURE__ */ new Set(["ErrImagePull", "ImagePullBackOff", "InvalidImageName", "ErrImageNeverPull", "RegistryUnavailable"]);
var ORDER = [
  "in-place-only-impossible",
  "old-revision-missing",
  "failed-update",
  "grace-without-state",
  "state-annotation-corrupt",
  "pod-update-refused",
  "spec-not-applied",
  "image-pull-failing",
  "negative-budget",
  "max-unavailable-zero",
  "surge-floor",
  "higher-priority-container-not-ready",
  "next-resources-only",
  "image-id-unchanged",
  "runtime-meta-missing",
  "resources-not-applied",
  "container-not-ready",
  "in-place-ready-not-set",
  "hook-pending",
  "kruise-pod-ready-stuck",
  "budget-exhausted",
  "ordered-ready",
  "paused",
  "on-delete",
  "partition-holding",
  "grace-pending",
  "waiting-for-kubelet",
  "selector-matches-no-node",
  "surge-exhausted",
  "surge-recreates",
  "no-readiness-gate-recreates",
  "selector-holding"
];
function diagnose(view, pods, now, options = {}) {
  const plan = rolloutPlan(view, pods, now, options);
  const collector = new ReasonCollector();
  const active = pods.filter(isActive);
  const stallAfter = (options.stallAfterSeconds ?? 300) * 1e3;
  for (const pod of active)
    diagnosePod(pod, view, plan, now, stallAfter, collector, options);
  diagnoseWorkload(view, plan, collector, options);
  if (view.kind === "DaemonSet") {
    for (const { pods: named, ...reason } of daemonSetStallReasons(view, plan, active, options.nodes)) {
      if (named.length === 0)
        collector.add(reason);
      for (const pod of named)
        collector.add(reason, pod);
    }
  }
  const reasons = collector.list();
  const expected = expectedUpdated(view, plan);
  const completed = isRolloutComplete(view, plan);
  const impossible = new Set(reasons.find((r) => r.reason === "in-place-only-impossible")?.pods ?? []);
  const progressing = plan.updateNow.some((p) => !impossible.has(p.name)) || reasons.some((r) => !r.blocking && IN_FLIGHT.has(r.reason));
  const blocking = reasons.some((r) => r.blocking && r.reason !== "partition-holding");
  return {
    namespace: view.namespace,
    name: view.name,
    completed,
    stalled: !completed && !progressing && (blocking || plan.waiting.length > 0 || plan.inProgress.length > 0),
    replicas: plan.counts.active,
    expectedUpdatedReplicas: expected,
    updatedReplicas: plan.counts.updated,
    updatedReadyReplicas: plan.counts.updatedReady,
    updatedAvailableReplicas: plan.counts.updatedAvailable,
    readyReplicas: plan.counts.ready,
    availableReplicas: plan.counts.available,
    reasons,
    plan
  };
}
function expectedUpdated(view, plan) {
  const unselected = plan.counts.updated > 0 ? plan.waiting.filter((w) => w.cause === "not-selected").length : 0;
  return view.hasRollingUpdate ? plan.numbers.replicas - plan.numbers.partition - unselected : plan.numbers.replicas;
}
function isRolloutComplete(view, plan) {
  return plan.counts.updatedAvailable >= expectedUpdated(view, plan) && plan.inProgress.length === 0 && plan.counts.active === plan.numbers.replicas && plan.updateNow.length === 0;
}
var ReasonCollector = class {
  byKey = /* @__PURE__ */ new Map();
  add(reason, pod) {
    const key = `${reason.reason}\0${reason.message}`;
    const existing = this.byKey.get(key);
    if (existing) {
      if (pod && !existing.pods.includes(pod))
        existing.pods.push(pod);
      return;
    }
    this.byKey.set(key, { ...reason, pods: pod ? [pod] : [] });
  }
  has(id) {
    for (const r of this.byKey.values())
      if (r.reason === id)
        return true;
    return false;
  }
  list() {
    const merged = /* @__PURE__ */ new Map();
    for (const r of this.byKey.values()) {
      const key = `${r.reason}\0${r.field}\0${r.message}`;
      const m = merged.get(key);
      if (m)
        m.pods.push(...r.pods.filter((p) => !m.pods.includes(p)));
      else
        merged.set(key, { ...r, pods: [...r.pods] });
    }
    return [...merged.values()].sort((a, b) => ORDER.indexOf(a.reason) - ORDER.indexOf(b.reason));
  }
};
function podField(field) {
  return `pod ${field}`;
}
function diagnosePod(pod, view, plan, now, stallAfter, out, options) {
  const name = pod.metadata.name;
  const atTarget = isAtRevision(pod, plan.targetRevision, view.revisions);
  const grace = graceAnnotation(pod);
  const read = readInPlaceUpdateState(pod);
  if (grace !== void 0) {
    if (read.kind === "absent") {
      out.add({
        reason: "grace-without-state",
        pitfall: 2,
        blocking: true,
        field: podField("metadata.annotations[apps.kruise.io/inplace-update-state]"),
        message: "the grace annotation is set but the in-place-update-state annotation is missing: Refresh fails on every reconcile and aborts the whole update phase (condition FailedUpdate)"
      }, name);
    } else if (read.kind === "corrupt") {
      out.add({
        reason: "state-annotation-corrupt",
        pitfall: 3,
        blocking: true,
        field: podField("metadata.annotations[apps.kruise.io/inplace-update-state]"),
        message: "the in-place-update-state annotation is not valid JSON while a grace period is pending: the grace period never finishes and the Pod stays Updating"
      }, name);
    } else {
      let seconds = 0;
      try {
        seconds = parseUpdateSpec(grace).graceSeconds ?? 0;
      } catch {
        seconds = 0;
      }
      const started = parseMetaTime(read.state.updateTimestamp) ?? now;
      const left = Math.max(0, Math.ceil((started + seconds * 1e3 - now) / 1e3));
      out.add({
        reason: "grace-pending",
        pitfall: 1,
        blocking: false,
        field: podField("metadata.annotations[apps.kruise.io/inplace-update-grace]"),
        message: `the in-place grace period (${view.updateOptions.gracePeriodField} ${seconds}) is running: the spec changes ${left === 0 ? "at the next reconcile" : `in ${left}s`}`
      }, name);
    }
    return;
  }
  if (read.kind === "corrupt") {
    out.add({
      reason: "state-annotation-corrupt",
      pitfall: 3,
      blocking: true,
      field: podField("metadata.annotations[apps.kruise.io/inplace-update-state]"),
      message: `the in-place-update-state annotation cannot be read (${read.message}): Refresh fails for this Pod`
    }, name);
    return;
  }
  const state = lifecycleState(pod);
  if (state === "PreparingUpdate" && inPlaceEntry(pod, view).kind === "wait-hook") {
    const hook = view.lifecycle?.inPlaceUpdate;
    const what = [...Object.keys(hook?.labelsHandler ?? {}).map((k) => `label ${k}`), ...(hook?.finalizersHandler ?? []).map((f) => `finalizer ${f}`)];
    out.add({
      reason: "hook-pending",
      pitfall: 14,
      blocking: true,
      field: podField(`metadata.labels[lifecycle.apps.kruise.io/state]=PreparingUpdate; spec.lifecycle.inPlaceUpdate`),
      message: `the inPlaceUpdate lifecycle hook has not been released (${what.join(", ") || "hook"} still on the Pod): the Pod waits in PreparingUpdate, unavailable`
    }, name);
  }
  const kruiseReady = getCondition(pod, CONDITION_KRUISE_POD_READY);
  if (kruiseReady?.status === "False" && (kruiseReady.message ?? "").includes("preUpdateHook") && (state === "Normal" || state === "")) {
    out.add({
      reason: "kruise-pod-ready-stuck",
      pitfall: 15,
      blocking: true,
      field: podField("status.conditions[KruisePodReady]"),
      message: "KruisePodReady is still False with the preUpdateHook key although the Pod is Normal: the hook was re-added before Updating completed, so the key is never removed"
    }, name);
  }
  if (!atTarget) {
    diagnoseOldPod(pod, view, plan, out, options);
    return;
  }
  if (read.kind === "ok" && read.state.revision !== "" && shortHash(read.state.revision) === shortHash(podLabels(pod)[view.revisions.podLabel] ?? "")) {
    const notDone = checkContainersUpdated(pod, read.state, options.gates ? resolveGates(options.gates) : resolveGates());
    const next = read.state;
    const hasNext = [next.nextContainerImages, next.nextContainerRefMetadata, next.nextContainerResources].some((m) => m && Object.keys(m).length > 0);
    const started = parseMetaTime(next.updateTimestamp) ?? now;
    const overdue = now - started >= stallAfter;
    if (notDone) {
      explainContainersNotDone(pod, view, notDone, overdue, out);
      return;
    }
    if (hasNext) {
      explainNextBatch(pod, next, out);
      return;
    }
  }
  if (!isPodReady(pod))
    explainNotReady(pod, view, now, stallAfter, out);
}
function explainContainersNotDone(pod, view, notDone, overdue, out) {
  const name = pod.metadata.name;
  for (const s of pod.status?.containerStatuses ?? []) {
    const waiting = s.state?.waiting?.reason;
    if (waiting && PULL_FAILURES.has(waiting)) {
      const image = pod.spec.containers.find((c) => c.name === s.name)?.image ?? "";
      out.add({
        reason: "image-pull-failing",
        pitfall: 7,
        symptom: 1,
        blocking: true,
        field: podField(`status.containerStatuses[${s.name}].state.waiting.reason`),
        message: `the kubelet cannot pull ${image} (${waiting}): the imageID never changes, the Pod stays NotReady and holds maxUnavailable, so the rollout halts. Check the image name and tag, imagePullSecrets and the node's access to the registry (kubectl describe pod)`
      }, name);
      return;
    }
  }
  if (notDone.includes("imageID not changed")) {
    const container = /container (\S+) imageID/.exec(notDone)?.[1] ?? "";
    const specImage = pod.spec.containers.find((c) => c.name === container)?.image ?? "";
    const target = templateImage(view, container);
    const status = pod.status?.containerStatuses?.find((s) => s.name === container);
    if (target !== void 0 && specImage !== target) {
      out.add({
        reason: "spec-not-applied",
        symptom: 3,
        blocking: true,
        field: podField(`spec.containers[${container}].image`),
        message: `the in-place-update-state annotation is written for this revision but spec.containers[${container}].image is ${specImage}, not ${target}: something changed or refused the Pod update (another mutating admission webhook, or RBAC). Look at the Pod's managedFields and the reconciler's log and events`
      }, name);
      return;
    }
    if (status && sameImageDifferentName(status.image, specImage) && status.state?.running) {
      out.add({
        reason: "image-id-unchanged",
        pitfall: 6,
        blocking: true,
        field: podField(`status.containerStatuses[${container}].image`),
        message: `the container runs image ${status.image} with an unchanged imageID, and the spec says ${specImage}: the two names differ only in spelling, so "container ${container} imageID not changed" never clears. Write the image fully qualified in the template`
      }, name);
      return;
    }
  }
  if (notDone.includes("runtime-container-meta not found")) {
    out.add({
      reason: "runtime-meta-missing",
      pitfall: 8,
      blocking: true,
      field: podField("metadata.annotations[apps.kruise.io/runtime-containers-meta]"),
      message: "an env-from-metadata update waits for kruise-daemon to report container hashes, and there are none: is kruise-daemon running on the node?"
    }, name);
    return;
  }
  if (notDone.includes("resources not changed") || notDone.includes("status is not reported")) {
    out.add({
      reason: "resources-not-applied",
      pitfall: 9,
      blocking: true,
      field: podField("status.containerStatuses[*].resources"),
      message: `${notDone}: the node has not applied the resize (no in-place resize support, or resources other than cpu/memory in the spec)`
    }, name);
    return;
  }
  out.add({
    reason: "waiting-for-kubelet",
    blocking: overdue,
    field: podField("status.containerStatuses[*].imageID"),
    message: overdue ? `the kubelet has not restarted the updated containers for a long time (${notDone})` : `the kubelet is restarting the updated containers (${notDone})`
  }, pod.metadata.name);
}
function explainNextBatch(pod, state, out) {
  const name = pod.metadata.name;
  const onlyResources = !nonEmpty(state.nextContainerImages) && !nonEmpty(state.nextContainerRefMetadata) && nonEmpty(state.nextContainerResources);
  if (onlyResources) {
    out.add({
      reason: "next-resources-only",
      pitfall: 5,
      blocking: true,
      field: podField("metadata.annotations[apps.kruise.io/inplace-update-state].nextContainerResources"),
      message: "only nextContainerResources is left: OpenKruise never applies such a batch, so the Pod stays Updating and unavailable"
    }, name);
    return;
  }
  const required = state.preCheckBeforeNext?.containersRequiredReady ?? [];
  const unready = required.filter((c) => pod.status?.containerStatuses?.find((s) => s.name === c)?.ready !== true);
  const waitingFor = Object.keys(state.nextContainerImages ?? {}).concat(Object.keys(state.nextContainerRefMetadata ?? {}));
  out.add({
    reason: "higher-priority-container-not-ready",
    pitfall: 4,
    symptom: 5,
    blocking: unready.length > 0,
    field: podField(`status.containerStatuses[${unready[0] ?? required[0] ?? ""}].ready; metadata.annotations[apps.kruise.io/inplace-update-state].preCheckBeforeNext`),
    message: unready.length > 0 ? `container launch priority: ${unready.join(", ")} must be ready before ${[...new Set(waitingFor)].join(", ")} is updated, and it is not: the next batch never starts` : `container launch priority: the next batch (${[...new Set(waitingFor)].join(", ")}) starts at the next reconcile`
  }, name);
}
function readState(pod) {
  const r = readInPlaceUpdateState(pod);
  return r.kind === "ok" ? r.state : void 0;
}
function nonEmpty(map) {
  return !!map && Object.keys(map).length > 0;
}
function explainNotReady(pod, view, now, stallAfter, out) {
  const name = pod.metadata.name;
  const inPlace = getCondition(pod, CONDITION_IN_PLACE_READY);
  const containersReady = getCondition(pod, "ContainersReady")?.status === "True";
  const state = readState(pod);
  const readySince = parseMetaTime(getCondition(pod, "Ready")?.lastTransitionTime);
  const started = parseMetaTime(state?.updateTimestamp);
  const changed = Math.max(readySince ?? -Infinity, started ?? -Infinity, parseMetaTime(inPlace?.lastTransitionTime) ?? -Infinity);
  const overdue = now - changed >= stallAfter;
  if (containersReady && hasReadinessGate(pod, CONDITION_IN_PLACE_READY) && inPlace?.status !== "True") {
    out.add({
      reason: "in-place-ready-not-set",
      pitfall: 20,
      blocking: overdue,
      field: podField("status.conditions[InPlaceUpdateReady]"),
      message: overdue ? `the containers are ready but InPlaceUpdateReady is not True: no controller is running Refresh for this ${view.kind} (is the OpenKruise manager or our reconciler running?)` : "the containers are ready; the controller sets InPlaceUpdateReady at its next reconcile"
    }, name);
    return;
  }
  const bad = (pod.status?.containerStatuses ?? []).filter((s) => !s.ready);
  const detail = bad.map((s) => `${s.name}${s.state?.waiting?.reason ? ` ${s.state.waiting.reason}` : s.state?.terminated?.reason ? ` ${s.state.terminated.reason}` : " running, readiness probe failing"}`);
  const failing = bad.some((s) => s.state?.waiting?.reason || s.state?.terminated);
  const blocking = overdue || failing;
  const field = podField(`status.containerStatuses[${bad[0]?.name ?? "*"}].ready`);
  if (readySince !== void 0 && started !== void 0 && readySince < started) {
    out.add({
      reason: "container-not-ready",
      symptom: 2,
      blocking: true,
      field,
      message: `the Pod was already NotReady before its update started and still is (${detail.join("; ") || "not Running"}): the new image did not fix it. It holds the maxUnavailable budget; look at its readiness probe and logs`
    }, name);
    return;
  }
  out.add({
    reason: "container-not-ready",
    symptom: 4,
    blocking,
    field,
    message: blocking ? `the Pod is at the new revision but not Ready (${detail.join("; ") || "not Running"}): updatedReplicas counts it, updatedReadyReplicas does not. The image was replaced; look at the application's logs and the readiness probe` : `the Pod is at the new revision and its containers are starting (${detail.join("; ") || "not Running"}); it counts against maxUnavailable until Ready`
  }, name);
}
function diagnoseOldPod(pod, view, plan, out, options) {
  const name = pod.metadata.name;
  for (const e of options.events ?? []) {
    const aboutPod = e.object === name || [" ", ":", ",", "\n"].some((end) => `${e.message}
`.includes(`pod ${name}${end}`));
    if (aboutPod && (e.reason === "FailedUpdatePodInPlace" || e.reason === "FailedUpdatePodReCreate")) {
      out.add({
        reason: "pod-update-refused",
        symptom: 3,
        blocking: true,
        field: podField("metadata.labels[controller-revision-hash]; events FailedUpdatePodInPlace"),
        message: `the Pod update is refused: ${e.message}. Another admission webhook, a policy engine or RBAC is rejecting the controller's write`
      }, name);
      break;
    }
  }
  if (view.podUpdatePolicy === "ReCreate" || !options.revisions || options.revisions.length === 0)
    return;
  const label = podLabels(pod)[view.revisions.podLabel] ?? "";
  const old = revisionNamed(label, options.revisions, view.revisions);
  const gates = resolveGates(options.gates);
  if (!old) {
    out.add({
      reason: "old-revision-missing",
      pitfall: 11,
      blocking: view.podUpdatePolicy === "InPlaceOnly",
      field: podField("metadata.labels[controller-revision-hash]"),
      message: view.podUpdatePolicy === "InPlaceOnly" ? `no ControllerRevision matches the Pods' revision ${label || "(none)"}, so they cannot be updated in place and InPlaceOnly never recreates: the controller stops with "${inPlaceOnlyError("\u2026", view.kind)}"` : `no ControllerRevision matches the Pods' revision ${label || "(none)"}: they will be recreated instead of updated in place`
    }, name);
    return;
  }
  if (view.podUpdatePolicy !== "InPlaceOnly")
    return;
  const spec = calculateInPlaceUpdateSpec(templateOfRevision(old), view.template, {
    ...updateOptionsFor(view, claimTemplateHashOf(view, old)),
    gates,
    revision: plan.targetRevision
  });
  if (spec === null) {
    out.add({
      reason: "in-place-only-impossible",
      pitfall: 10,
      blocking: true,
      field: view.policyField,
      message: `the change from revision ${label} to ${plan.targetRevision} cannot be applied in place and InPlaceOnly never recreates: the controller stops with "${inPlaceOnlyError("\u2026", view.kind)}" ${stallSignal(view)}. Revert the template change, or use InPlaceIfPossible knowingly`
    }, name);
  }
}
function stallSignal(view) {
  return view.kind === "StatefulSet" ? "(every reconcile, with no Event and no condition)" : "(condition FailedUpdate)";
}
function diagnoseWorkload(view, plan, out, options) {
  const failed = view.status.conditions.find((c) => c.type === "FailedUpdate" && c.status === "True");
  if (failed) {
    out.add({ reason: "failed-update", blocking: true, field: "status.conditions[FailedUpdate]", message: `the controller reports: ${failed.message ?? "FailedUpdate"}` });
  }
  for (const e of options.events ?? []) {
    if (e.object === view.name && e.reason === "FailedUpdate" && !failed && !out.has("in-place-only-impossible")) {
      out.add({ reason: "failed-update", blocking: true, field: "events", message: `the controller reports: ${e.message}` });
    }
  }
  const field = view.strategyField;
  const waitingCount = plan.waiting.length;
  if (plan.paused && waitingCount > 0) {
    out.add({ reason: "paused", pitfall: 21, blocking: true, field: `${field}.paused`, message: `the rollout is paused: ${podVerb(waitingCount, "waits", "wait")}; refresh and lifecycle handling still run` });
    return;
  }
  if (plan.onDelete && waitingCount > 0) {
    out.add({ reason: "on-delete", pitfall: 21, blocking: true, field: view.updateTypeField, message: `updateStrategy.type is OnDelete: ${podVerb(waitingCount, "changes", "change")} only when someone deletes ${waitingCount === 1 ? "it" : "them"}` });
    return;
  }
  const { numbers, quota } = plan;
  const byReason = (r) => plan.waiting.filter((w) => w.reason === r);
  const ordered = byReason("ordered-ready");
  if (ordered.length > 0) {
    out.add({ reason: "ordered-ready", blocking: true, field: "spec.podManagementPolicy", message: `${plan.waitDetails["ordered-ready"]}: ${podVerb(ordered.length, "waits", "wait")}` });
    return;
  }
  const partition = byReason("partition").filter((w) => w.cause === void 0);
  if (partition.length > 0 && plan.updateNum === 0) {
    out.add({
      reason: "partition-holding",
      blocking: false,
      field: `${field}.partition`,
      message: `${field}.partition resolves to ${numbers.partition}: ${podVerb(partition.length, "stays", "stay")} at the old revision by design; lower the partition to continue`
    });
  }
  const budgetBlocked = [...byReason("max-unavailable"), ...byReason("target-unavailable")].filter((w) => w.cause === void 0);
  if (budgetBlocked.length === 0 || plan.updateNow.length > 0)
    return;
  if (numbers.maxUnavailable <= 0 && numbers.maxSurge === 0) {
    out.add({
      reason: "max-unavailable-zero",
      pitfall: 12,
      blocking: true,
      field: `${field}.maxUnavailable`,
      message: `${field}.maxUnavailable ${String(view.maxUnavailable)} resolves to 0 in the controller (a fractional percentage parses as 0): no Pod may ever be taken down`
    });
    return;
  }
  if (numbers.maxUnavailable <= 0 && numbers.maxSurge > 0) {
    out.add({
      reason: "surge-floor",
      pitfall: 13,
      blocking: true,
      field: `${field}.maxUnavailable`,
      message: `with maxSurge ${numbers.maxSurge} the controller floors maxUnavailable ${String(view.maxUnavailable)} to 0 for ${numbers.replicas} replicas: progress depends on surge Pods only`
    });
  }
  const already = quota.unavailablePods;
  if (quota.budget < 0) {
    out.add({
      reason: "negative-budget",
      symptom: 2,
      blocking: true,
      field: `${field}.maxUnavailable`,
      message: `maxUnavailable is ${quota.updateMaxUnavailable} but ${podVerb(quota.unavailable, "is", "are")} already unavailable (${already.join(", ")}): the budget is ${quota.budget}, so no available Pod may be taken down. Fix the NotReady Pods (readiness probe, crash) or raise maxUnavailable temporarily`
    });
    return;
  }
  out.add({
    reason: "budget-exhausted",
    blocking: true,
    field: `${field}.maxUnavailable`,
    message: `maxUnavailable ${quota.updateMaxUnavailable} is used up by ${quota.unavailable} unavailable ${quota.unavailable === 1 ? "Pod" : "Pods"} (${already.join(", ")}; ${quota.targetUnavailable} of them at the new revision): the rollout waits until they become available`
  });
}
function templateImage(view, container) {
  const containers = view.template.spec.containers ?? [];
  return containers.find((c) => c.name === container)?.image;
}
function sameImageDifferentName(a, b) {
  if (a === b || a === withLatestTag(b))
    return false;
  return normalizeImage(a) === normalizeImage(b);
}
function normalizeImage(image) {
  let ref = withLatestTag(image);
  const slash = ref.indexOf("/");
  const first = slash < 0 ? "" : ref.slice(0, slash);
  const hasRegistry = first.includes(".") || first.includes(":") || first === "localhost";
  if (!hasRegistry)
    ref = `docker.io/${ref}`;
  if (/^docker\.io\/[^/]+(:|@|$)/.test(ref))
    ref = ref.replace(/^docker\.io\//, "docker.io/library/");
  return ref;
}

// dist/engine/rollout/roundProjection.js
function projectRounds(view, pods, now, options = {}) {
  const rounds = [];
  const gates = resolveGates(options.gates);
  let current = [...pods];
  const limit = Math.min(options.maxRounds ?? pods.length, pods.length);
  options = options.memo ? options : { ...options, memo: planMemo() };
  if (options.inFlightCompletes) {
    const inFlight = new Set(rolloutPlan(view, current, now, options).inProgress.map((p) => p.name));
    current = current.map((p) => inFlight.has(p.metadata.name) ? asUpdateCompleted(p) : p);
  }
  for (let round = 0; round < limit; round++) {
    const plan = rolloutPlan(view, current, now, options);
    if (plan.updateNow.length === 0 || plan.paused || plan.onDelete)
      break;
    const chosen = new Set(plan.updateNow.map((p) => p.name));
    rounds.push(plan.updateNow.map((p) => p.name));
    current = current.map((p) => chosen.has(p.metadata.name) ? { ...p, metadata: { ...p.metadata, labels: { ...podLabels(p), [view.revisions.podLabel]: revisionLabelValue(plan.targetRevision, gates, view.revisions) } } } : p);
    if (options.updateRevision === void 0)
      options = { ...options, updateRevision: plan.updateRevision };
  }
  return rounds;
}
function asUpdateCompleted(pod) {
  const since = (/* @__PURE__ */ new Date(0)).toISOString().replace(".000Z", "Z");
  const conditions = (pod.status?.conditions ?? []).filter((c) => c.type !== "Ready" && c.type !== CONDITION_IN_PLACE_READY);
  conditions.push({ type: "Ready", status: "True", lastTransitionTime: since }, { type: CONDITION_IN_PLACE_READY, status: "True", lastTransitionTime: since });
  const labels = { ...podLabels(pod) };
  if (labels[LABEL_LIFECYCLE_STATE] !== void 0)
    labels[LABEL_LIFECYCLE_STATE] = "Normal";
  return { ...pod, metadata: { ...pod.metadata, labels }, status: { ...pod.status, phase: "Running", conditions } };
}

// dist/engine/rollout/statefulSetScale.js
function statefulSetCreations(view, pods, scale) {
  const count = scale.createCurrent + scale.createUpdate;
  if (count <= 0)
    return [];
  const range = new OrdinalRange(view, false);
  const present = /* @__PURE__ */ new Set();
  for (const pod of pods) {
    const ordinal = podOrdinal(pod.metadata.name);
    if (ordinal >= 0)
      present.add(ordinal);
  }
  const out = [];
  let currentLeft = scale.createCurrent;
  for (let rank = 0; out.length < count; rank++) {
    const ordinal = range.ordinalAt(rank);
    if (ordinal >= range.end)
      break;
    if (present.has(ordinal))
      continue;
    const current = view.unorderedUpdate ? currentLeft > 0 : view.updateType === "RollingUpdate" && rank < view.numbers.partition && currentLeft > 0;
    if (current)
      currentLeft--;
    out.push({ ordinal, revision: current ? "current" : "update" });
  }
  return out;
}

// dist/engine/rollout/statefulSetStatus.js
function statefulSetStatus(view, pods, inputs) {
  const status = {
    observedGeneration: view.generation,
    replicas: 0,
    readyReplicas: 0,
    availableReplicas: 0,
    currentReplicas: 0,
    updatedReplicas: 0,
    updatedReadyReplicas: 0,
    updatedAvailableReplicas: 0,
    currentRevision: inputs.currentRevision,
    updateRevision: inputs.updateRevision,
    collisionCount: inputs.collisionCount,
    labelSelector: inputs.labelSelector
  };
  for (const pod of pods) {
    const revision = pod.metadata.labels?.[LABEL_REVISION];
    const created = (pod.status?.phase ?? "") !== "";
    if (created)
      status.replicas++;
    if (pod.status?.phase === "Running" && getCondition(pod, "Ready")?.status === "True") {
      status.readyReplicas++;
      const available = runningAndAvailable2(pod, view.minReadySeconds, inputs.now);
      if (revision === inputs.updateRevision) {
        status.updatedReadyReplicas++;
        if (available)
          status.updatedAvailableReplicas++;
      }
      if (available)
        status.availableReplicas++;
    }
    if (created && !pod.metadata.deletionTimestamp) {
      if (revision === inputs.currentRevision)
        status.currentReplicas++;
      if (revision === inputs.updateRevision)
        status.updatedReplicas++;
    }
  }
  if (view.updateType === "RollingUpdate" && status.updatedReplicas === status.replicas && status.readyReplicas === status.replicas) {
    status.currentReplicas = status.updatedReplicas;
    status.currentRevision = status.updateRevision;
  }
  if (inputs.conditions && inputs.conditions.length > 0)
    status.conditions = inputs.conditions;
  return status;
}
function statefulSetStatusChanged(previous, next) {
  if (!previous)
    return true;
  return Object.keys(next).some((k) => !deepEqual(previous[k] ?? null, next[k] ?? null));
}
function runningAndAvailable2(pod, minReadySeconds, now) {
  const state = lifecycleState(pod);
  if (state !== "" && state !== "Normal")
    return false;
  if (minReadySeconds <= 0)
    return true;
  const since = parseMetaTime(getCondition(pod, "Ready")?.lastTransitionTime);
  return since !== void 0 && since + minReadySeconds * 1e3 <= now;
}

// dist/engine/update/statefulSetPod.js
var LABEL_STATEFULSET_POD_NAME = "statefulset.kubernetes.io/pod-name";
var LABEL_POD_INDEX = "apps.kubernetes.io/pod-index";
function newStatefulSetPod(view, template, options) {
  const meta = template.metadata ?? {};
  const name = `${view.name}-${options.ordinal}`;
  const templateSpec = template.spec;
  const serviceName = typeof view.raw.spec === "object" && view.raw.spec !== null ? view.raw.spec.serviceName : void 0;
  const claims2 = claimVolumes(view, options.ordinal);
  const claimed = new Set(claims2.map((v) => v.name));
  const volumes = [...claims2, ...(templateSpec.volumes ?? []).filter((v) => !claimed.has(v.name))];
  const pod = {
    apiVersion: "v1",
    kind: "Pod",
    metadata: {
      name,
      namespace: view.namespace,
      labels: { ...meta.labels ?? {}, [LABEL_STATEFULSET_POD_NAME]: name, [LABEL_POD_INDEX]: String(options.ordinal), [LABEL_REVISION]: options.revision },
      annotations: { ...meta.annotations ?? {} },
      ...view.uid ? { ownerReferences: [{ apiVersion: view.apiVersion, kind: view.kind, name: view.name, uid: view.uid, controller: true, blockOwnerDeletion: true }] } : {}
    },
    spec: {
      ...templateSpec,
      hostname: name,
      ...typeof serviceName === "string" && serviceName !== "" ? { subdomain: serviceName } : {},
      ...volumes.length > 0 ? { volumes } : {}
    }
  };
  const preNormal = view.lifecycle?.preNormal;
  const state = preNormal && !isAllHooked(pod, preNormal) ? "PreparingNormal" : "Normal";
  pod.metadata.labels[LABEL_LIFECYCLE_STATE] = state;
  pod.metadata.annotations[ANNOTATION_LIFECYCLE_TIMESTAMP] = metaTime(options.now);
  return pod;
}
function claimVolumes(view, ordinal) {
  const out = [];
  for (const claim of view.volumeClaimTemplates) {
    const claimName = claim.metadata?.name;
    if (typeof claimName !== "string" || claimName === "")
      continue;
    out.push({ name: claimName, persistentVolumeClaim: { claimName: `${claimName}-${view.name}-${ordinal}` } });
  }
  return out;
}

// dist/engine/rollout/cloneSetStatus.js
function cloneSetStatus(view, plan, inputs) {
  const { counts, numbers } = plan;
  const previousCurrent = inputs.previous?.currentRevision;
  const converged = counts.updated === counts.active && counts.active === view.replicas;
  const status = {
    observedGeneration: view.generation,
    replicas: counts.active,
    readyReplicas: counts.ready,
    availableReplicas: counts.available,
    updatedReplicas: counts.updated,
    updatedReadyReplicas: counts.updatedReady,
    updatedAvailableReplicas: counts.updatedAvailable,
    expectedUpdatedReplicas: view.hasRollingUpdate ? numbers.replicas - numbers.partition : numbers.replicas,
    updateRevision: plan.updateRevision,
    currentRevision: converged || !previousCurrent ? plan.updateRevision : previousCurrent,
    collisionCount: inputs.collisionCount,
    labelSelector: inputs.labelSelector
  };
  const conditions = [...inputs.previous?.conditions ?? []].filter((c) => c.type !== "FailedUpdate" || inputs.failedUpdate === void 0);
  if (inputs.failedUpdate) {
    const old = inputs.previous?.conditions?.find((c) => c.type === "FailedUpdate");
    const at = metaTime(inputs.now);
    conditions.push({
      type: "FailedUpdate",
      status: "True",
      message: inputs.failedUpdate,
      lastTransitionTime: old?.status === "True" ? old.lastTransitionTime ?? at : at,
      lastUpdateTime: old?.message === inputs.failedUpdate ? old.lastUpdateTime ?? at : at
    });
  }
  if (conditions.length > 0)
    status.conditions = conditions;
  return status;
}
function statusChanged(previous, next) {
  if (!previous)
    return true;
  const keys = Object.keys(next);
  return keys.some((k) => !deepEqual(previous[k] ?? null, next[k] ?? null)) || previous.conditions !== void 0 && next.conditions === void 0;
}

// dist/engine/update/recreatePath.js
function recreatePath(view) {
  return view.kind === "CloneSet" ? "specified-delete" : "delete";
}

// dist/engine/update/updateFailure.js
function failedUpdateShown(view) {
  return view.kind === "CloneSet" ? "condition" : "retry-only";
}

// dist/reconciler/observe.js
var ANNOTATION_ROLLOUT_PLAN = "inplace-guard.io/rollout-plan";
var ANNOTATION_ROLLOUT_DIAGNOSIS = "inplace-guard.io/rollout-diagnosis";
var MAX_NAMES = 10;
var MAX_PLANNED_ROUNDS = 5;
function planAnnotation(diagnosis, rounds = []) {
  const plan = diagnosis.plan;
  const waiting = {};
  for (const w of plan.waiting)
    waiting[w.reason] = (waiting[w.reason] ?? 0) + 1;
  return JSON.stringify({
    updateRevision: plan.updateRevision,
    updateNum: plan.updateNum,
    partition: plan.numbers.partition,
    maxUnavailable: plan.quota.updateMaxUnavailable,
    budget: plan.quota.budget,
    updateNow: plan.updateNow.slice(0, MAX_NAMES).map((p) => p.name),
    rounds: rounds.slice(0, MAX_PLANNED_ROUNDS).map((round) => round.slice(0, MAX_NAMES)),
    waiting
  });
}
function diagnosisAnnotation(diagnosis) {
  return JSON.stringify({
    completed: diagnosis.completed,
    stalled: diagnosis.stalled,
    updatedReplicas: diagnosis.updatedReplicas,
    updatedReadyReplicas: diagnosis.updatedReadyReplicas,
    reasons: diagnosis.reasons.map((r) => ({ reason: r.reason, pods: r.pods.slice(0, MAX_NAMES), field: r.field }))
  });
}
async function publishObservation(cluster, raw, diagnosis, metrics, rounds) {
  let writes = 0;
  const annotations = raw.metadata.annotations ?? {};
  const plan = planAnnotation(diagnosis, rounds);
  const diag = diagnosisAnnotation(diagnosis);
  metrics?.observe({ kind: raw.kind, namespace: diagnosis.namespace, name: diagnosis.name }, diagnosis.plan, diagnosis);
  if (annotations[ANNOTATION_ROLLOUT_PLAN] === plan && annotations[ANNOTATION_ROLLOUT_DIAGNOSIS] === diag)
    return writes;
  const previous = previousReasons(annotations[ANNOTATION_ROLLOUT_DIAGNOSIS]);
  const namespace = raw.metadata.namespace ?? "default";
  await cluster.patchWorkloadAnnotations(raw.kind, namespace, raw.metadata.name, {
    [ANNOTATION_ROLLOUT_PLAN]: plan,
    [ANNOTATION_ROLLOUT_DIAGNOSIS]: diag
  });
  writes++;
  const fresh = diagnosis.reasons.filter((r) => r.blocking && !previous.has(r.reason));
  if (diagnosis.stalled && fresh.length > 0) {
    const first = fresh[0];
    await cluster.createEvent({
      namespace,
      involvedObject: { kind: raw.kind, name: raw.metadata.name, uid: raw.metadata.uid, apiVersion: raw.apiVersion },
      type: "Warning",
      reason: "RolloutStalled",
      message: `${first.reason}${first.pods.length > 0 ? ` (${first.pods.slice(0, MAX_NAMES).join(", ")})` : ""}: ${first.message}`
    });
    writes++;
  }
  return writes;
}
function previousReasons(text) {
  if (!text)
    return /* @__PURE__ */ new Set();
  try {
    const parsed = JSON.parse(text);
    return new Set((parsed.reasons ?? []).map((r) => String(r.reason)));
  } catch {
    return /* @__PURE__ */ new Set();
  }
}

// dist/reconciler/sidecarSetObserver.js
var ANNOTATION_SIDECAR_PODS = "inplace-guard.io/sidecar-pods";
var REASON_SIDECAR_PODS_LEFT_BEHIND = "SidecarPodsLeftBehind";
var MAX_NAMES2 = 10;
var NAMES_IN_EVENT = 5;
function sidecarPodsAnnotation(census) {
  return JSON.stringify({
    selected: census.selected,
    matched: census.matched,
    updated: census.updated,
    upgradable: census.upgradable,
    thisRound: census.thisRound,
    heldBack: census.heldBack,
    neverUpgradable: { count: census.neverUpgradable.length, pods: census.neverUpgradable.slice(0, MAX_NAMES2) },
    markedNotUpgradable: census.markedNotUpgradable.length,
    notInjected: census.notInjected.length
  });
}
async function observeSidecarSet(ctx, name) {
  let raw;
  try {
    raw = await ctx.cluster.getSidecarSet(name);
  } catch (err) {
    if (!isNotFound(err))
      throw err;
    ctx.metrics?.observeSidecarSet(name, void 0);
    return { writes: 0 };
  }
  let view;
  try {
    view = readSidecarSet(raw, ctx.kruise);
  } catch (err) {
    return { writes: 0, error: `SidecarSet ${name} cannot be read: ${err.message}` };
  }
  const census = sidecarSetCensus(view, await podsInScope(ctx.cluster, view));
  ctx.metrics?.observeSidecarSet(name, census);
  return { writes: await publish(ctx.cluster, raw, census) };
}
async function podsInScope(cluster, view) {
  if (view.selector === void 0)
    return [];
  const scope = sidecarSetNamespaceScope(view);
  if (scope.namespace !== void 0)
    return cluster.listPods(scope.namespace, view.selector);
  const pods = await cluster.listPodsInAllNamespaces(view.selector);
  if (scope.namespaceSelector === void 0)
    return pods;
  const reached = new Set((await cluster.listNamespaces()).filter((ns) => sidecarSetReachesNamespace(view, { name: ns.metadata.name, labels: ns.metadata.labels })).map((ns) => ns.metadata.name));
  return pods.filter((p) => reached.has(p.metadata.namespace ?? "default"));
}
async function publish(cluster, raw, census) {
  const text = sidecarPodsAnnotation(census);
  const previous = raw.metadata.annotations?.[ANNOTATION_SIDECAR_PODS];
  if (previous === text)
    return 0;
  await cluster.patchSidecarSetAnnotations(raw.metadata.name, { [ANNOTATION_SIDECAR_PODS]: text });
  let writes = 1;
  const left = census.neverUpgradable;
  if (left.length > 0 && previousNeverUpgradable(previous) === 0) {
    await cluster.createEvent({
      namespace: CLUSTER_SCOPED_EVENT_NAMESPACE,
      involvedObject: { kind: "SidecarSet", name: raw.metadata.name, uid: raw.metadata.uid, apiVersion: raw.apiVersion },
      type: "Warning",
      reason: REASON_SIDECAR_PODS_LEFT_BEHIND,
      message: leftBehindMessage(raw.metadata.name, left)
    });
    writes++;
  }
  return writes;
}
function leftBehindMessage(name, pods) {
  const shown = pods.slice(0, NAMES_IN_EVENT).join(", ");
  const more = pods.length > NAMES_IN_EVENT ? ` and ${pods.length - NAMES_IN_EVENT} more` : "";
  const count = pods.length === 1 ? "1 Pod keeps" : `${pods.length} Pods keep`;
  return `${count} the old sidecars of SidecarSet ${name} for good (${shown}${more}): more than sidecar images changed since they were injected, and only an image change reaches running Pods; they get the new sidecars when they are recreated`;
}
function previousNeverUpgradable(text) {
  if (!text)
    return 0;
  try {
    const count = JSON.parse(text).neverUpgradable?.count;
    return typeof count === "number" ? count : 0;
  } catch {
    return 0;
  }
}

// dist/reconciler/unitedDeploymentObserver.js
var ANNOTATION_SUBSET_CHILDREN = "inplace-guard.io/subset-children";
var REASON_SUBSET_UPDATE_FAILED = "SubsetUpdateFailed";
var MAX_NAMES3 = 10;
var MAX_CONDITION_CHARS = 300;
var SUBSET_UPDATED_FAILING = "SubsetUpdated:";
function subsetChildrenAnnotation(children) {
  return JSON.stringify({
    updatedRevision: children.updatedRevision ?? null,
    subsets: children.subsets.map((s) => ({
      subset: s.subset,
      child: s.name ?? null,
      kind: s.childKind,
      revision: s.revision ?? null,
      atUpdatedRevision: s.atUpdatedRevision,
      replicas: s.replicas ?? null,
      ready: s.readyReplicas ?? null,
      pods: s.pods,
      updatedPods: s.updatedPods
    })),
    extra: children.extra.slice(0, MAX_NAMES3),
    failing: children.failing.map(bounded)
  });
}
async function observeUnitedDeployment(ctx, namespace, name) {
  let raw;
  try {
    raw = await ctx.cluster.getUnitedDeployment(namespace, name);
  } catch (err) {
    if (!isNotFound(err))
      throw err;
    ctx.metrics?.observeUnitedDeployment(namespace, name, void 0);
    return { writes: 0 };
  }
  let view;
  try {
    view = readUnitedDeployment(raw);
  } catch (err) {
    return { writes: 0, error: `UnitedDeployment ${namespace}/${name} cannot be read: ${err.message}` };
  }
  const selector = view.selector;
  const [children, pods] = await Promise.all([
    ctx.cluster.listSubsetChildren(view.childKind, view.namespace, selector),
    ctx.cluster.listPods(view.namespace, selector)
  ]);
  const result = unitedDeploymentChildren(view, raw, children, pods);
  ctx.metrics?.observeUnitedDeployment(namespace, name, result);
  return { writes: await publish2(ctx, raw, result) };
}
async function publish2(ctx, raw, children) {
  const text = subsetChildrenAnnotation(children);
  const previous = raw.metadata.annotations?.[ANNOTATION_SUBSET_CHILDREN];
  if (previous === text)
    return 0;
  const namespace = raw.metadata.namespace ?? "default";
  await ctx.cluster.patchUnitedDeploymentAnnotations(namespace, raw.metadata.name, { [ANNOTATION_SUBSET_CHILDREN]: text });
  let writes = 1;
  const told = previousFailing(previous);
  const fresh = children.failing.map(bounded).filter((f) => f.startsWith(SUBSET_UPDATED_FAILING) && !told.has(f));
  if (fresh.length > 0) {
    await ctx.cluster.createEvent({
      namespace,
      involvedObject: { kind: "UnitedDeployment", name: raw.metadata.name, uid: raw.metadata.uid, apiVersion: raw.apiVersion },
      type: "Warning",
      reason: REASON_SUBSET_UPDATE_FAILED,
      message: `a subset's child could not be written, so its Pods stay at their revision: ${fresh[0]}`
    });
    writes++;
  }
  return writes;
}
function bounded(line) {
  return line.length <= MAX_CONDITION_CHARS ? line : `${line.slice(0, MAX_CONDITION_CHARS - 1)}\u2026`;
}
function previousFailing(text) {
  if (!text)
    return /* @__PURE__ */ new Set();
  try {
    const failing = JSON.parse(text).failing;
    return new Set(Array.isArray(failing) ? failing.map(String) : []);
  } catch {
    return /* @__PURE__ */ new Set();
  }
}

// dist/reconciler/reconciler.js
var RECONCILED_KINDS = ["CloneSet", "StatefulSet", "DaemonSet"];
var OBSERVED_KINDS = ["CloneSet", "StatefulSet", "DaemonSet"];
var OBSERVED_VIEW_KINDS = VIEW_KINDS;
var ALPHABET = "bcdfghjklmnpqrstvwxz2456789";
function randomId() {
  let id = "";
  for (let i = 0; i < 5; i++)
    id += ALPHABET[Math.floor(Math.random() * ALPHABET.length)];
  return id;
}
var silent = { debug() {
}, info() {
}, warn() {
}, error() {
} };
var Reconciler = class {
  options;
  cluster;
  log;
  newPodId;
  /** Pods whose last refresh found nothing to do, by uid: their resourceVersion then, and the round's scope (an informer-style cache). */
  settled = /* @__PURE__ */ new Map();
  resolution;
  specCache;
  /** What the plan read from each listed Pod: this reconciler never mutates a Pod object it listed. */
  planMemo = planMemo();
  /** Parsed annotations of the stored (frozen) Pods it refreshes again and again. */
  podReads = podReadMemo();
  constructor(options) {
    this.options = options;
    this.cluster = options.cluster;
    this.log = options.logger ?? silent;
    this.newPodId = options.newPodId ?? randomId;
  }
  get mode() {
    return this.options.mode;
  }
  async reconcile(namespace, name, kind = "CloneSet") {
    const result = { writes: 0, started: [] };
    if (isViewKind(kind))
      return this.observeView(kind, namespace, name, result);
    let raw;
    try {
      raw = await this.cluster.getWorkload(kind, namespace, name);
    } catch (err) {
      if (isNotFound(err))
        return result;
      throw err;
    }
    let view;
    try {
      view = readWorkload(raw, { kruise: this.options.kruise });
    } catch (err) {
      result.error = err.message;
      this.log.warn({ kind, namespace, name, err: result.error }, `${kind} cannot be read; skipped`);
      return result;
    }
    if (!this.kinds.includes(view.kind)) {
      result.error = `the embedded reconciler does not play an Advanced ${view.kind} yet (${namespace}/${name}); observe mode diagnoses it`;
      return result;
    }
    this.options.metrics?.reconciles.inc({ mode: this.options.mode });
    const revisions = ownRevisions(await this.cluster.listRevisions(namespace, view.selector), view);
    const status = raw.status;
    if (this.options.mode === "observe")
      return this.observe(raw, view, revisions, result);
    const resolution = this.resolve(view, revisions, status?.collisionCount ?? 0);
    if (resolution.create) {
      try {
        revisions.push(await this.cluster.createRevision(resolution.create));
        result.writes++;
      } catch (err) {
        if (!isConflict(err))
          throw err;
        return { ...result, requeueAfterMs: 0 };
      }
    }
    const round = {
      view,
      raw,
      revisions,
      updateRevision: resolution.name,
      currentRevision: status?.currentRevision && revisions.some((r) => r.metadata.name === status.currentRevision) ? status.currentRevision : resolution.name,
      collisionCount: resolution.collisionCount,
      result,
      requeue: [],
      settledScope: `${resolution.name}|${view.generation ?? 0}`
    };
    try {
      await this.activeRound(round);
    } catch (err) {
      if (isConflict(err)) {
        this.log.debug({ namespace, name, err: err.message }, "conflict; requeued");
        round.requeue.push(0);
      } else if (isGuardError(err) || err instanceof UpdateError) {
        result.error = err.message;
        await this.writeStatus(round, err.message);
      } else {
        throw err;
      }
    }
    if (round.requeue.length > 0)
      result.requeueAfterMs = Math.min(...round.requeue);
    return result;
  }
  /** The SidecarSets and UnitedDeployments shown in observe mode (the embedded cluster plays neither). */
  get viewKinds() {
    return this.options.mode === "observe" ? OBSERVED_VIEW_KINDS : [];
  }
  async observeView(kind, namespace, name, result) {
    if (!this.viewKinds.includes(kind)) {
      result.error = `the embedded reconciler does not play ${kind}s; observe mode shows them`;
      return result;
    }
    const ctx = { cluster: this.cluster, kruise: this.options.kruise, metrics: this.options.metrics };
    const observed = kind === "SidecarSet" ? await observeSidecarSet(ctx, name) : await observeUnitedDeployment(ctx, namespace, name);
    if (observed.error)
      this.log.warn({ kind, namespace, name, err: observed.error }, `${kind} cannot be read; skipped`);
    this.options.metrics?.reconciles.inc({ mode: this.options.mode });
    return { ...result, writes: observed.writes, ...observed.error ? { error: observed.error } : {} };
  }
  /** The kinds this reconciler takes: every kind the engine plans when it only observes, the kinds it plays when active. */
  get kinds() {
    return this.options.mode === "observe" ? OBSERVED_KINDS : RECONCILED_KINDS;
  }
  /** The update revision for the template, as the controller finds or builds it (cached while nothing it reads changed). */
  resolve(view, revisions, collisionCount) {
    const key = `${view.uid}|${view.generation}|${collisionCount}|${revisions.map((r) => r.metadata.name).join(",")}`;
    const resolution = this.resolution?.key === key ? this.resolution.value : resolveUpdateRevision(view, revisions, collisionCount, this.options.gates);
    this.resolution = resolution.create ? void 0 : { key, value: resolution };
    return resolution;
  }
  /**
   * Observe mode: the plan and the diagnosis, published on the workload; no Pod is written. The update revision is the
   * one the controller wrote in status, else the engine's (an Advanced DaemonSet's planner names its own), and an
   * Advanced DaemonSet is planned over the cluster's Nodes when they may be listed (else the nodes its Pods are on).
   */
  async observe(raw, view, revisions, result) {
    const status = raw.status;
    const updateRevision = status?.updateRevision ?? (view.kind === "DaemonSet" ? void 0 : this.resolve(view, revisions, status?.collisionCount ?? 0).name);
    const pods = await this.ownedPods(view);
    const events = await this.cluster.listEvents(view.namespace).catch(() => []);
    const nodes = view.kind === "DaemonSet" ? await this.nodes() : void 0;
    const planOptions = { gates: this.options.gates, kruise: this.options.kruise, updateRevision, currentRevision: status?.currentRevision, revisions, nodes };
    const diagnosis = diagnose(view, pods, this.options.now(), {
      ...planOptions,
      events: ownEvents(events, view, pods).map((e) => ({ reason: e.reason, message: e.message, object: e.involvedObject.name })),
      stallAfterSeconds: this.options.stallAfterSeconds
    });
    result.plan = diagnosis.plan;
    result.diagnosis = diagnosis;
    const rounds = projectRounds(view, pods, this.options.now(), { ...planOptions, inFlightCompletes: true, maxRounds: MAX_PLANNED_ROUNDS });
    result.writes += await publishObservation(this.cluster, raw, diagnosis, this.options.metrics, rounds);
    return result;
  }
  /** The cluster's Nodes, or undefined when they cannot be listed (the planner then sees the nodes the Pods are on). */
  async nodes() {
    try {
      return (await this.cluster.listNodes()).map((n, i) => readNode(n, i));
    } catch (err) {
      this.log.debug({ err: err.message }, "Nodes cannot be listed; planning over the nodes the Pods are on");
      return void 0;
    }
  }
  async ownedPods(view) {
    const pods = await this.cluster.listPods(view.namespace, view.selector);
    return pods.filter((p) => isOwnedBy(p, view));
  }
  now() {
    return this.options.now();
  }
  /** What every plan of this round is given: an Advanced DaemonSet's also reads the Nodes and its revisions. */
  planOptions(round) {
    const base = { gates: this.options.gates, updateRevision: round.updateRevision, currentRevision: round.currentRevision, memo: this.planMemo };
    return round.view.kind === "DaemonSet" ? { ...base, kruise: this.options.kruise, nodes: round.nodes ?? [], revisions: round.revisions } : base;
  }
  async activeRound(round) {
    const { view, result } = round;
    if (view.kind === "DaemonSet")
      round.nodes = await this.nodes() ?? [];
    let pods = await this.ownedPods(view);
    const planOptions = this.planOptions(round);
    let plan = rolloutPlan(view, pods, this.now(), planOptions);
    if (await this.scale(round, pods, plan)) {
      round.requeue.push(0);
      return;
    }
    let refreshWrites = 0;
    let lifecyclePatched = false;
    for (const pod of pods) {
      const settled = this.settled.get(pod.metadata.uid ?? pod.metadata.name);
      if (settled && settled.resourceVersion === pod.metadata.resourceVersion && settled.scope === round.settledScope)
        continue;
      if (!isActive(pod))
        continue;
      const r = await this.refreshPod(round, pod);
      refreshWrites += r.writes;
      lifecyclePatched ||= r.lifecyclePatched;
    }
    if (refreshWrites > 0 || lifecyclePatched) {
      pods = await this.ownedPods(view);
      plan = rolloutPlan(view, pods, this.now(), planOptions);
    }
    if (lifecyclePatched) {
      await this.writeStatus(round, void 0, plan);
      round.requeue.push(0);
      return;
    }
    result.plan = plan;
    if (plan.onDelete || plan.paused || plan.updateNow.length === 0) {
      await this.writeStatus(round, void 0, plan);
      this.requeueForAvailability(round, plan);
      return;
    }
    const target = plan.targetRevision === round.updateRevision ? view.template : this.templateOf(round, plan.targetRevision);
    const byName = new Map(pods.map((p) => [p.metadata.name, p]));
    for (const planned2 of plan.updateNow) {
      const pod = byName.get(planned2.name);
      if (!pod || !target)
        continue;
      const started = view.kind !== "DaemonSet" || planned2.update === "in-place" ? await this.updatePod(round, pod, plan.targetRevision, target) : plan.numbers.maxSurge > 0 ? await this.surgeDaemonPod(round, view, pods, pod, planned2.node) : await this.recreate(round, pod);
      if (started)
        result.started.push(started);
    }
    if (result.started.length > 0)
      this.options.onPodsStarted?.(result.started, plan);
    const after = result.started.length > 0 ? rolloutPlan(view, await this.ownedPods(view), this.now(), planOptions) : plan;
    await this.writeStatus(round, null, after);
  }
  requeueForAvailability(round, plan) {
    if (round.view.minReadySeconds > 0 && plan.counts.available !== plan.counts.ready)
      round.requeue.push(round.view.minReadySeconds * 1e3);
  }
  templateOf(round, revision) {
    const r = round.revisions.find((x) => x.metadata.name === revision || shortHash(x.metadata.name) === shortHash(revision));
    return r ? templateOfRevision(r) : void 0;
  }
  // ---- scale ----
  async scale(round, pods, plan) {
    const { view, result } = round;
    const s = plan.scale;
    const deletes = [...s.deleteSpecified, ...s.deleteExcess];
    const byName = deletes.length > 0 ? new Map(pods.map((p) => [p.metadata.name, p])) : void 0;
    for (const name of deletes) {
      const pod = byName.get(name);
      if (!pod || pod.metadata.deletionTimestamp)
        continue;
      await this.cluster.deletePod(view.namespace, name, pod.metadata.uid);
      result.writes++;
      if (view.kind === "StatefulSet")
        await this.event(round, "Normal", "SuccessfulDelete", `delete Pod ${name} in StatefulSet ${view.name} successful`);
      else if (view.kind === "DaemonSet")
        await this.event(round, "Normal", "SuccessfulDelete", `Deleted pod: ${name}`);
      else
        await this.event(round, "Normal", s.deleteSpecified.includes(name) ? "SuccessfulDelete" : "SuccessfulScaleDown", `succeed to delete pod ${name}`);
    }
    const created = view.kind === "StatefulSet" ? await this.createStatefulSetPods(round, view, pods, plan) : view.kind === "DaemonSet" ? await this.createDaemonSetPods(round, view, pods) : await this.createCloneSetPods(round, view, pods, plan);
    return deletes.length + created > 0;
  }
  /** `manage`: a Pod at the update revision on every node that should run one and has none. */
  async createDaemonSetPods(round, view, pods) {
    const nodes = nodesNeedingDaemonPods(view, pods, round.nodes ?? []);
    for (const node of nodes)
      await this.createDaemonPod(round, view, pods, node);
    return nodes.length;
  }
  async createDaemonPod(round, view, pods, node) {
    const pod = newDaemonSetPod(view, view.template, { node, hash: this.daemonSetHash(round), id: this.uniqueId(view, pods) });
    const created = await this.cluster.createPod(pod);
    pods.push(created);
    round.result.writes++;
    await this.event(round, "Normal", "SuccessfulCreate", `Created pod: ${created.metadata.name}`);
    return created;
  }
  /** The surge path: a new Pod on the old Pod's node, beside it. */
  async surgeDaemonPod(round, view, pods, old, node) {
    if (node === void 0)
      return void 0;
    await this.createDaemonPod(round, view, pods, node);
    this.options.metrics?.podUpdates.inc({ path: "recreate" });
    return { name: old.metadata.name, uid: old.metadata.uid, path: "recreate" };
  }
  /** The update revision's hash, the label an Advanced DaemonSet's Pods carry. */
  daemonSetHash(round) {
    const revision = round.revisions.find((r) => r.metadata.name === round.updateRevision);
    return revision ? revisionHashOf(revision) : shortHash(round.updateRevision);
  }
  async createCloneSetPods(round, view, pods, plan) {
    const { result } = round;
    const s = plan.scale;
    const currentTemplate = this.templateOf(round, round.currentRevision);
    const creations = [
      [view.template, round.updateRevision, s.createUpdate],
      currentTemplate ? [currentTemplate, round.currentRevision, s.createCurrent] : [view.template, round.updateRevision, s.createCurrent]
    ];
    for (const [template, revision, count] of creations) {
      const label = revisionLabelValue(revision, this.options.gates, view.revisions);
      for (let i = 0; i < count; i++) {
        const pod = newPodFromTemplate(view, template, { id: this.uniqueId(view, pods), revisionLabel: label, now: this.now() });
        const created = await this.cluster.createPod(pod);
        pods.push(created);
        result.writes++;
        await this.event(round, "Normal", "SuccessfulCreate", `succeed to create pod ${created.metadata.name}`);
      }
    }
    return s.createUpdate + s.createCurrent;
  }
  /** The replicas the plan creates, by ordinal, each from its revision's template. */
  async createStatefulSetPods(round, view, pods, plan) {
    const creations = statefulSetCreations(view, pods, plan.scale);
    const currentTemplate = this.templateOf(round, round.currentRevision);
    for (const { ordinal, revision } of creations) {
      const current = revision === "current" && currentTemplate !== void 0;
      const pod = newStatefulSetPod(view, current ? currentTemplate : view.template, {
        ordinal,
        revision: current ? round.currentRevision : round.updateRevision,
        now: this.now()
      });
      const created = await this.cluster.createPod(pod);
      pods.push(created);
      round.result.writes++;
      await this.event(round, "Normal", "SuccessfulCreate", `create Pod ${created.metadata.name} in StatefulSet ${view.name} successful`);
    }
    return creations.length;
  }
  uniqueId(view, pods) {
    const taken = new Set(pods.map((p) => p.metadata.name));
    for (; ; ) {
      const id = this.newPodId();
      if (!taken.has(`${view.name}-${id}`))
        return id;
    }
  }
  // ---- refresh (§4.6, §4.8) ----
  async refreshPod(round, pod) {
    const uid = pod.metadata.uid ?? pod.metadata.name;
    const outcome = await this.refreshPodUncached(round, pod);
    if (outcome.settled)
      this.settled.set(uid, { resourceVersion: pod.metadata.resourceVersion, scope: round.settledScope });
    else
      this.settled.delete(uid);
    if (this.settled.size > 4 * 65536)
      this.settled.clear();
    return outcome;
  }
  /** Refresh one Pod. `settled`: nothing to do and nothing time-dependent pending, so an unchanged Pod can be skipped. */
  async refreshPodUncached(round, pod) {
    const { view, result } = round;
    const gates = this.options.gates;
    const now = this.now();
    const action = refreshInPlaceUpdate(pod, now, { gates, resizeSubresource: this.resize(), memo: this.podReads });
    let writes = 0;
    switch (action.kind) {
      case "wait-grace":
        round.requeue.push(action.seconds * 1e3);
        return { writes, lifecyclePatched: false };
      case "update-pod": {
        if (action.change.resize) {
          await this.cluster.resizePod(pod.metadata.namespace ?? view.namespace, pod.metadata.name, Object.entries(action.change.resize).map(([name, resources]) => ({ name, resources })), pod.metadata.resourceVersion);
          result.writes++;
          round.requeue.push(0);
          return { writes: 1, lifecyclePatched: false };
        }
        await this.cluster.updatePod(action.change.pod);
        result.writes++;
        return { writes: 1, lifecyclePatched: false };
      }
      case "update-status":
        pod = await this.cluster.updatePodStatus({ ...pod, status: action.status });
        result.writes++;
        writes++;
        break;
      case "error":
        throw new UpdateError(`failed to refresh pod ${pod.metadata.name}: ${action.message}`);
      case "stuck":
        this.log.warn({ pod: pod.metadata.name, err: action.message }, "in-place update state unreadable; pod left as is");
        return { writes, lifecyclePatched: false };
      case "wait":
      case "none":
        break;
    }
    if (view.kind === "CloneSet" && podLabels(pod)[LABEL_TEMPLATE_HASH] === void 0 && podLabels(pod)[LABEL_REVISION] !== void 0) {
      const labels = { ...podLabels(pod), [LABEL_TEMPLATE_HASH]: shortHash(podLabels(pod)[LABEL_REVISION]) };
      await this.cluster.updatePod({ ...pod, metadata: { ...pod.metadata, labels } });
      result.writes++;
      return { writes: writes + 1, lifecyclePatched: true };
    }
    const transition = lifecycleTransition(pod, view, round.updateRevision, gates, this.podReads);
    if (!transition)
      return { writes, lifecyclePatched: false, settled: writes === 0 };
    if (transition.notReadyKey) {
      const status = kruisePodReadyStatus(pod, transition.notReadyKey, now);
      if (status) {
        pod = await this.cluster.updatePodStatus({ ...pod, status });
        result.writes++;
        writes++;
      }
    }
    await this.cluster.updatePod(withLifecycleState(pod, transition.to, now));
    result.writes++;
    return { writes: writes + 1, lifecyclePatched: true };
  }
  // ---- update one Pod (§4.1, §4.2) ----
  async updatePod(round, pod, targetRevision, target) {
    const { view } = round;
    const gates = this.options.gates;
    const name = pod.metadata.name;
    const revisionLabel = revisionLabelValue(targetRevision, gates, view.revisions);
    let spec = null;
    if (view.podUpdatePolicy !== "ReCreate") {
      const label = podLabels(pod)[view.revisions.podLabel];
      const old = label === void 0 ? void 0 : revisionNamed(label, round.revisions, view.revisions);
      spec = old ? this.updateSpecFor(round, old, targetRevision, revisionLabel, target) : null;
      if (!spec && view.podUpdatePolicy === "InPlaceOnly")
        throw new UpdateError(inPlaceOnlyError(name, view.kind));
    }
    if (!spec)
      return this.recreate(round, pod);
    const entry = inPlaceEntry(pod, view);
    switch (entry.kind) {
      case "none":
      case "wait-hook":
        return void 0;
      case "error":
        throw new UpdateError(entry.message);
      case "prepare-update":
        return this.prepareUpdate(round, pod, entry.readdHook);
      case "update":
        break;
    }
    const namespace = pod.metadata.namespace ?? view.namespace;
    const retry = { sleep: this.options.sleep };
    const fresh = await this.cluster.getPod(namespace, name);
    if (podNeedsUnready(fresh, spec, gates)) {
      await retryOnConflict(async () => {
        const current = await this.cluster.getPod(namespace, name);
        const status = inPlaceNotReadyStatus(current, this.now());
        if (!status)
          return;
        await this.cluster.updatePodStatus({ ...current, status });
        round.result.writes++;
      }, retry);
    }
    const spec2 = spec;
    await retryOnConflict(async () => {
      for (let resized = 0; ; resized++) {
        const current = await this.cluster.getPod(namespace, name);
        const change = beginInPlaceUpdate(current, spec2, { now: this.now(), gates, revisionLabel, resizeSubresource: this.resize() });
        if (change.resize && resized === 0) {
          await this.cluster.resizePod(namespace, name, Object.entries(change.resize).map(([n, resources]) => ({ name: n, resources })), current.metadata.resourceVersion);
          round.result.writes++;
          continue;
        }
        await this.cluster.updatePod(change.pod);
        round.result.writes++;
        return;
      }
    }, retry);
    await this.event(round, "Normal", "SuccessfulUpdatePodInPlace", `successfully update pod ${name} in-place(revision ${targetRevision})`);
    this.options.metrics?.podUpdates.inc({ path: "in-place" });
    return { name, uid: pod.metadata.uid, path: "in-place" };
  }
  /**
   * The UpdateSpec depends only on the two revisions and the CloneSet's strategy, not on the Pod: computed once per
   * revision pair and generation (1,000 Pods at one old revision share it).
   */
  updateSpecFor(round, old, targetRevision, revisionLabel, target) {
    const { view } = round;
    const key = `${view.uid}|${view.generation}|${old.metadata.name}|${targetRevision}|${revisionLabel}`;
    if (this.specCache?.key === key)
      return this.specCache.value;
    const value = calculateInPlaceUpdateSpec(templateOfRevision(old), target, {
      ...updateOptionsFor(view, claimTemplateHashOf(view, old)),
      gates: this.options.gates,
      revision: revisionLabel
    });
    this.specCache = { key, value };
    return value;
  }
  async prepareUpdate(round, pod, readdHook) {
    const hook = round.view.lifecycle?.inPlaceUpdate;
    if (hook?.markPodNotReady) {
      const status = kruisePodReadyStatus(pod, "add", this.now());
      if (status) {
        pod = await this.cluster.updatePodStatus({ ...pod, status });
        round.result.writes++;
      }
    }
    await this.cluster.updatePod(withLifecycleState(pod, "PreparingUpdate", this.now(), readdHook ? hook : void 0));
    round.result.writes++;
    return { name: pod.metadata.name, uid: pod.metadata.uid, path: "prepare-update" };
  }
  /**
   * The recreate path: a CloneSet's Pod is labelled specified-delete and the scale phase deletes and replaces it
   * (spec §4.1); an Advanced StatefulSet's Pod is deleted, and the scale phase creates it again once it is gone.
   */
  async recreate(round, pod) {
    if (recreatePath(round.view) === "delete") {
      if (pod.metadata.deletionTimestamp)
        return void 0;
      await this.cluster.deletePod(pod.metadata.namespace ?? round.view.namespace, pod.metadata.name, pod.metadata.uid);
      round.result.writes++;
      await this.event(round, "Normal", "SuccessfulDelete", `delete Pod ${pod.metadata.name} in ${round.view.kind} ${round.view.name} successful`);
      this.options.metrics?.podUpdates.inc({ path: "recreate" });
      return { name: pod.metadata.name, uid: pod.metadata.uid, path: "recreate" };
    }
    const marked = markSpecifiedDelete(pod);
    if (!marked)
      return void 0;
    await this.cluster.updatePod(marked);
    round.result.writes++;
    await this.event(round, "Normal", "SuccessfulUpdatePodReCreate", `successfully update pod ${pod.metadata.name} by recreating it`);
    this.options.metrics?.podUpdates.inc({ path: "recreate" });
    return { name: pod.metadata.name, uid: pod.metadata.uid, path: "recreate" };
  }
  resize() {
    return this.options.resizeSubresource ?? true;
  }
  async event(round, type, reason, message) {
    const { view } = round;
    await this.cluster.createEvent({
      namespace: view.namespace,
      involvedObject: { kind: view.kind, name: view.name, uid: view.uid, apiVersion: view.apiVersion },
      type,
      reason,
      message
    });
    round.result.writes++;
  }
  /** Status write (only when changed). `failedUpdate`: error text, null to clear FailedUpdate, undefined to keep it. */
  async writeStatus(round, failedUpdate, plan) {
    const { view, raw } = round;
    if (view.kind === "StatefulSet")
      return this.writeStatefulSetStatus(round, view);
    if (view.kind === "DaemonSet")
      return this.writeDaemonSetStatus(round, view, failedUpdate === void 0 || failedUpdate === null, plan);
    const current = plan ?? rolloutPlan(view, await this.ownedPods(view), this.now(), {
      gates: this.options.gates,
      updateRevision: round.updateRevision,
      currentRevision: round.currentRevision,
      memo: this.planMemo
    });
    const latest = await this.cluster.getWorkload(view.kind, view.namespace, view.name);
    const previous = latest.status;
    const next = cloneSetStatus(view, current, {
      previous,
      collisionCount: round.collisionCount,
      labelSelector: selectorString(view.selector),
      now: this.now(),
      failedUpdate
    });
    if (!statusChanged(previous, next))
      return;
    if (latest.metadata.generation !== raw.metadata.generation)
      return;
    const before = previous?.conditions?.find((c) => c.type === "FailedUpdate");
    if (failedUpdate && before?.message !== failedUpdate && failedUpdateShown(view) === "condition") {
      await this.event(round, "Warning", "FailedUpdate", failedUpdate);
    }
    await this.putStatus(round, latest, next);
    this.options.metrics?.observe(view, current);
  }
  /** An Advanced StatefulSet's status, counted over its Pods as its controller counts them; an update error shows nowhere in it. */
  async writeStatefulSetStatus(round, view) {
    const pods = await this.ownedPods(view);
    const latest = await this.cluster.getWorkload(view.kind, view.namespace, view.name);
    if (latest.metadata.generation !== round.raw.metadata.generation)
      return;
    const previous = latest.status;
    const next = statefulSetStatus(view, pods, {
      updateRevision: round.updateRevision,
      currentRevision: round.currentRevision,
      collisionCount: round.collisionCount,
      labelSelector: selectorString(view.selector),
      now: this.now(),
      conditions: previous?.conditions
    });
    if (!statefulSetStatusChanged(previous, next))
      return;
    await this.putStatus(round, latest, next);
    this.options.metrics?.observe(view, rolloutPlan(view, pods, this.now(), {
      gates: this.options.gates,
      updateRevision: round.updateRevision,
      currentRevision: round.currentRevision,
      memo: this.planMemo
    }));
  }
  /** An Advanced DaemonSet's status over the Nodes; the generation is observed once a sync ends without an error. */
  async writeDaemonSetStatus(round, view, observed, plan) {
    const pods = await this.ownedPods(view);
    const latest = await this.cluster.getWorkload(view.kind, view.namespace, view.name);
    if (latest.metadata.generation !== round.raw.metadata.generation)
      return;
    const previous = latest.status;
    const next = daemonSetStatus(view, pods, round.nodes ?? [], { hash: this.daemonSetHash(round), now: this.now(), previous, observed });
    if (daemonSetStatusChanged(previous, next))
      await this.putStatus(round, latest, next);
    this.options.metrics?.observe(view, plan ?? rolloutPlan(view, pods, this.now(), this.planOptions(round)));
  }
  async putStatus(round, latest, status) {
    try {
      await this.cluster.updateWorkloadStatus({ ...latest, status });
      round.result.writes++;
    } catch (err) {
      if (!isConflict(err))
        throw err;
      round.requeue.push(0);
    }
  }
};
var UpdateError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "UpdateError";
  }
};

export {
  predictSidecarSetRound,
  sidecarSetNamespaceScope,
  sidecarSetReachesNamespace,
  sidecarSetCensus,
  newPodFromTemplate,
  injectContainerLaunchPriority,
  Heap,
  readNode,
  podTargetNode,
  newDaemonSetPod,
  planMemo,
  revisionHashOf,
  nodesNeedingDaemonPods,
  daemonSetStatus,
  sortUpdateIndexes,
  rolloutPlan,
  diagnose,
  isRolloutComplete,
  projectRounds,
  statefulSetCreations,
  statefulSetStatus,
  newStatefulSetPod,
  ownedObjects,
  unitedDeploymentChildren,
  RECONCILED_KINDS,
  Reconciler
};
