import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  requirePlannedKind
} from "./chunk-PDWNL7GI.js";
import {
  formatSimulation,
  formatSimulationMarkdown,
  rolloutJson,
  simulationJson
} from "./chunk-IUKL4UDJ.js";
import {
  KubeletSimulator,
  MemoryCluster,
  SIMULATION_START,
  SimClock,
  imageIdOf,
  runSimulatedRollout,
  runningStatus,
  uuidFor
} from "./chunk-KBGRAQHT.js";
import {
  predictSidecarSetRound,
  sortUpdateIndexes
} from "./chunk-YJD6HLME.js";
import {
  matchesSelector
} from "./chunk-NSOFFFHT.js";
import {
  DEFAULT_MAX_FILE_BYTES,
  DEFAULT_NAMESPACE,
  KRUISE_VERSION_HELP,
  checkedKindOf,
  choiceOption,
  gatesOption,
  kruiseVersionOption,
  parseNameOption,
  pickWorkload,
  readManifestInput,
  readWorkloadPair,
  reportError,
  withFile
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
import {
  boundedList
} from "./chunk-5PWZHMIU.js";
import {
  SIDECARSET_HASH_ANNOTATION,
  SIDECARSET_HASH_WITHOUT_IMAGE_ANNOTATION,
  SIDECARSET_INJECTED_LIST_ANNOTATION,
  describeBlocking,
  isJsonObject,
  predictSidecarSetUpdate,
  predictUnitedDeploymentUpdate,
  predictUpdate,
  readPriorityStrategy,
  readSidecarSet,
  readUnitedDeployment,
  readWorkload,
  renderSubsetChildren,
  resolveGates
} from "./chunk-K6DPC5DB.js";
import {
  requireServedVersion
} from "./chunk-GPAOY5QV.js";
import {
  getCondition,
  metaTime
} from "./chunk-72BLB5EG.js";
import {
  GuardError
} from "./chunk-XCLU624G.js";
import "./chunk-3SJVJNMC.js";

// dist/cli/commands/simulate.js
import { parseArgs } from "node:util";

// dist/engine/rollout/sidecarSetUpgradeOrder.js
function nextSidecarSetUpgrades(view, pods) {
  const round = predictSidecarSetRound(view, pods);
  if (round.thisRound === 0)
    return { round, upgrade: [] };
  const candidates = round.pods.flatMap((p, i) => p.verdict === "upgrade" || p.verdict === "waiting" ? [i] : []);
  const strategy = view.updateStrategy;
  const order = sortUpdateIndexes(pods, candidates, {
    priorityStrategy: readPriorityStrategy(strategy.priorityStrategy, "spec.updateStrategy.priorityStrategy"),
    scatterStrategy: scatterTerms(strategy.scatterStrategy, pods)
  });
  return { round, upgrade: order.slice(0, round.thisRound).map((i) => pods[i]) };
}
function scatterTerms(terms, pods) {
  if (terms === void 0)
    return void 0;
  const out = [];
  const add = (term) => {
    if (!out.some((t) => t.key === term.key && t.value === term.value))
      out.push(term);
  };
  for (const raw of terms) {
    const term = { key: String(raw.key ?? ""), value: String(raw.value ?? "") };
    if (term.value !== "*")
      add(term);
    else
      for (const pod of pods)
        if (pod.metadata.labels?.[term.key] !== void 0)
          add({ key: term.key, value: pod.metadata.labels[term.key] });
  }
  return out;
}

// dist/engine/update/sidecarSetInjection.js
var SIDECAR_ENV_KEY = "IS_INJECTED";
var SIDECAR_ONLY_FIELDS = ["podInjectPolicy", "upgradeStrategy", "shareVolumePolicy", "shareVolumeDevicePolicy", "transferEnv", "resourcesPolicy"];
function injectSidecarSet(view, pod, now) {
  const hot = view.containers.find((c) => c.upgradeType === "HotUpgrade");
  if (hot !== void 0) {
    throw new GuardError("IPG_ERR_ENGINE", `sidecar container "${hot.name}" (${hot.path}) uses upgradeStrategy HotUpgrade, whose injection (${hot.name}-1 and ${hot.name}-2) is not modelled`);
  }
  const before = view.containers.filter((c) => c.defaulted.podInjectPolicy === "BeforeAppContainer").map(injectedContainer);
  const after = view.containers.filter((c) => c.defaulted.podInjectPolicy !== "BeforeAppContainer").map(injectedContainer);
  const initContainers = view.initContainers.map(injectedContainer);
  const sidecarList = sidecarListOf(view);
  const record = (hash) => JSON.stringify({ [view.name]: { updateTimestamp: metaTime(now), hash, sidecarSetName: view.name, sidecarList } });
  const injected = (pod.metadata.annotations?.[SIDECARSET_INJECTED_LIST_ANNOTATION] ?? "").split(",").filter(Boolean);
  return {
    ...pod,
    metadata: {
      ...pod.metadata,
      annotations: {
        ...pod.metadata.annotations,
        [SIDECARSET_HASH_ANNOTATION]: record(view.hashes.hash),
        [SIDECARSET_HASH_WITHOUT_IMAGE_ANNOTATION]: record(view.hashes.withoutImage),
        [SIDECARSET_INJECTED_LIST_ANNOTATION]: [.../* @__PURE__ */ new Set([...injected, view.name])].sort().join(",")
      }
    },
    spec: {
      ...pod.spec,
      ...initContainers.length > 0 ? { initContainers: [...pod.spec.initContainers ?? [], ...initContainers] } : {},
      containers: [...before, ...pod.spec.containers, ...after]
    }
  };
}
function sidecarListOf(view) {
  return [.../* @__PURE__ */ new Set([...view.initContainers.filter((c) => c.nativeSidecar).map((c) => c.name), ...view.containers.map((c) => c.name)])].sort();
}
function injectedContainer(sidecar) {
  const container = structuredClone(sidecar.defaulted);
  for (const field of SIDECAR_ONLY_FIELDS)
    delete container[field];
  const env = Array.isArray(container.env) ? container.env : [];
  container.env = [...env, { name: SIDECAR_ENV_KEY, value: "true" }];
  return container;
}

// dist/engine/update/sidecarSetUpgrade.js
var SIDECARSET_INPLACE_UPDATE_STATE_ANNOTATION = "kruise.io/sidecarset-inplace-update-state";
var SIDECARSET_UPGRADABLE_CONDITION = "SidecarSetUpgradable";
function upgradePodSidecars(view, pod, now) {
  const hot = view.containers.find((c) => c.upgradeType === "HotUpgrade");
  if (hot !== void 0)
    throw new GuardError("IPG_ERR_ENGINE", `sidecar container "${hot.name}" (${hot.path}) uses upgradeStrategy HotUpgrade, whose upgrade is not modelled`);
  const images = new Map(view.containers.map((c) => [c.name, c.image]));
  const changed = [];
  const containers = pod.spec.containers.map((c) => {
    const image = images.get(c.name);
    if (image === void 0 || image === c.image)
      return c;
    changed.push(c.name);
    return { ...c, image };
  });
  const annotations = { ...pod.metadata.annotations };
  annotations[SIDECARSET_HASH_ANNOTATION] = JSON.stringify({ ...hashEntries(annotations[SIDECARSET_HASH_ANNOTATION]), [view.name]: upgradeSpec(view, now) });
  annotations[SIDECARSET_INPLACE_UPDATE_STATE_ANNOTATION] = updateState(view, pod, annotations[SIDECARSET_INPLACE_UPDATE_STATE_ANNOTATION], changed, now);
  return { pod: { ...pod, metadata: { ...pod.metadata, annotations }, spec: { ...pod.spec, containers } }, changed };
}
function notUpgradableStatus(view, pod, now) {
  const conditions = pod.status?.conditions ?? [];
  const old = conditions.find((c) => c.type === SIDECARSET_UPGRADABLE_CONDITION);
  let kv = {};
  try {
    if (old?.message)
      kv = JSON.parse(old.message);
  } catch {
    return void 0;
  }
  kv[view.name] = false;
  const next = {
    type: SIDECARSET_UPGRADABLE_CONDITION,
    status: "False",
    reason: "UpdateImmutableField",
    message: JSON.stringify(sortedKeys(kv)),
    lastTransitionTime: old?.status === "False" ? old.lastTransitionTime ?? metaTime(now) : metaTime(now)
  };
  if (old !== void 0 && old.status === next.status && old.reason === next.reason && old.message === next.message)
    return void 0;
  return { ...pod.status, conditions: old === void 0 ? [...conditions, next] : conditions.map((c) => c === old ? next : c) };
}
function sortedKeys(obj) {
  return Object.fromEntries(Object.entries(obj).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0));
}
function upgradeSpec(view, now) {
  return { updateTimestamp: metaTime(now), hash: view.hashes.hash, sidecarSetName: view.name, sidecarList: sidecarListOf(view) };
}
function hashEntries(text) {
  if (!text)
    return {};
  try {
    const parsed = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}
function updateState(view, pod, text, changed, now) {
  const states = hashEntries(text);
  const state = states[view.name] ?? { revision: view.hashes.hash, updateTimestamp: metaTime(now), lastContainerStatuses: {} };
  const imageIds = new Map((pod.status?.containerStatuses ?? []).map((s) => [s.name, s.imageID ?? ""]));
  const last = { ...state.lastContainerStatuses };
  for (const name of changed)
    last[name] = { imageID: imageIds.get(name) ?? "" };
  return JSON.stringify(sortedKeys({ ...states, [view.name]: { ...state, lastContainerStatuses: sortedKeys(last) } }));
}

// dist/reconciler/sidecarSetSimulation.js
var SIDECAR_APP_CONTAINER = "app";
var APP_IMAGE = "registry.example/app:1.0.0";
async function runSidecarSetSimulation(options) {
  const before = readSidecarSet(options.before, options.kruise);
  const after = readSidecarSet(options.after, options.kruise);
  refuseHotUpgrade(before);
  refuseHotUpgrade(after);
  const labels = podLabelsFor(before);
  const namespace = podNamespaceOf(options.before);
  const clock = new SimClock(SIMULATION_START);
  const store = new MemoryCluster({ now: clock.now });
  const seeded = seedInjectedPods(before, options.replicas, { namespace, labels, now: clock.now(), notReady: options.notReady ?? 0 });
  for (const pod of seeded)
    store.storePod(pod, "ADDED");
  const index = new Map(seeded.map((p, i) => [p.metadata.name, i]));
  const failPull = new Set(options.failPull ?? []);
  const newImages = new Set(after.containers.map((c) => c.image));
  const oldImages = new Set(before.containers.map((c) => c.image));
  const listed = (pod) => failPull.has(pod) || failPull.has(String(index.get(pod) ?? -1));
  const notReady = options.notReady ?? 0;
  const kubelet = new KubeletSimulator(store, {
    ...options.kubelet,
    failPull: (pod, _container, image) => listed(pod) && newImages.has(image) && !oldImages.has(image),
    neverReady: (pod) => (index.get(pod) ?? Infinity) < notReady
  });
  await kubelet.sync(clock.now());
  const prediction = predictSidecarSetUpdate(before, after);
  const controller = store.client("sidecarset-controller");
  const changedAt = clock.now();
  const deadline = changedAt + (options.maxSeconds ?? 3600) * 1e3;
  const rounds = [];
  const started = /* @__PURE__ */ new Map();
  const finished = /* @__PURE__ */ new Map();
  let event;
  let last = nextSidecarSetUpgrades(after, store.allPods());
  for (let steps = 0; steps < 1e5; steps++) {
    for (let i = 0; i < 1e3 && (await kubelet.sync(clock.now()) > 0 || kubelet.hasPendingEvents); i++) {
    }
    trackFinished(store.allPods(), after, started, finished, clock.now());
    last = nextSidecarSetUpgrades(after, store.allPods());
    event ??= last.round.event;
    for (const verdict of last.round.pods.filter((p) => p.verdict === "not-upgradable")) {
      const pod = store.pod(namespace, verdict.name);
      const status = notUpgradableStatus(after, pod, clock.now());
      if (status !== void 0)
        await controller.updatePodStatus({ ...pod, status });
    }
    if (last.upgrade.length > 0) {
      for (const pod of last.upgrade) {
        await controller.updatePod(upgradePodSidecars(after, pod, clock.now()).pod);
        started.set(pod.metadata.name, clock.now());
      }
      rounds.push({ round: rounds.length + 1, at: (clock.now() - changedAt) / 1e3, pods: last.upgrade.map((p) => p.metadata.name) });
      continue;
    }
    const wake = kubelet.nextWakeAt();
    if (wake === void 0 || wake > deadline)
      break;
    clock.set(wake);
  }
  const pods = podReport(store, kubelet, seeded, last, started, finished, changedAt);
  const outcome = outcomeOf(prediction, last, pods);
  return {
    name: after.name,
    namespace,
    outcome,
    completed: outcome === "completed" || outcome === "unchanged",
    seconds: (clock.now() - changedAt) / 1e3,
    rounds,
    pods,
    heldByPartition: last.round.heldByPartition,
    ...reasonOf(outcome, prediction, pods, notReady) ?? {},
    ...event !== void 0 ? { event } : {},
    prediction,
    cluster: store,
    kubelet
  };
}
function refuseHotUpgrade(view) {
  const hot = view.containers.find((c) => c.upgradeType === "HotUpgrade");
  if (hot !== void 0) {
    throw new GuardError("IPG_ERR_KIND_NOT_SIMULATED", `SidecarSet "${view.name}": sidecar container "${hot.name}" uses ${hot.path}.upgradeStrategy.upgradeType HotUpgrade, which the embedded cluster does not play; inplace-guard check predicts the update`);
  }
}
function podLabelsFor(view) {
  const selector = view.selector;
  if (selector === void 0)
    throw new GuardError("IPG_ERR_FIELD_VALUE", `SidecarSet "${view.name}" has no spec.selector: it is injected into no Pod`, "spec.selector");
  const labels = { ...selector.matchLabels };
  for (const e of selector.matchExpressions ?? []) {
    if (labels[e.key] !== void 0)
      continue;
    if (e.operator === "In" && e.values && e.values.length > 0)
      labels[e.key] = e.values[0];
    else if (e.operator === "Exists")
      labels[e.key] = "true";
  }
  if (!matchesSelector(selector, labels)) {
    throw new GuardError("IPG_ERR_FIELD_VALUE", `SidecarSet "${view.name}": no Pod labels built from spec.selector's matchLabels and its In and Exists expressions satisfy spec.selector`, "spec.selector");
  }
  return labels;
}
function podNamespaceOf(raw) {
  const ns = raw.spec?.namespace;
  return typeof ns === "string" && ns !== "" ? ns : "default";
}
function seedInjectedPods(view, n, o) {
  return Array.from({ length: n }, (_, i) => {
    const name = `pod-${i}`;
    const since = o.now - (n - i) * 1e3;
    const created = {
      metadata: { name, namespace: o.namespace, labels: { ...o.labels }, uid: uuidFor(`${o.namespace}/${name}`), creationTimestamp: metaTime(since) },
      spec: { containers: [{ name: SIDECAR_APP_CONTAINER, image: APP_IMAGE }], nodeName: `sim-node-${i % 3 + 1}` }
    };
    const pod = injectSidecarSet(view, created, since);
    const status = runningStatus(pod, i >= o.notReady, since, imageIdOf);
    return { ...pod, status: { ...status, conditions: status.conditions?.filter((c) => c.type !== "InPlaceUpdateReady") } };
  });
}
function trackFinished(pods, view, started, finished, now) {
  const images = new Map(view.containers.map((c) => [c.name, c.image]));
  for (const pod of pods) {
    const name = pod.metadata.name;
    if (!started.has(name) || finished.has(name))
      continue;
    const ready = pod.status?.phase === "Running" && getCondition(pod, "Ready")?.status === "True";
    const running = (pod.status?.containerStatuses ?? []).every((s) => !images.has(s.name) || s.image === images.get(s.name) && s.ready);
    if (ready && running)
      finished.set(name, now);
  }
}
function podReport(store, kubelet, seeded, last, started, finished, changedAt) {
  const verdicts = new Map(last.round.pods.map((p) => [p.name, p.verdict]));
  const restarts = kubelet.restarts();
  return seeded.map((p) => {
    const now = store.pod(p.metadata.namespace ?? "default", p.metadata.name);
    const byContainer = Object.fromEntries(p.spec.containers.map((c) => [c.name, 0]));
    for (const r of restarts)
      if (r.uid === now?.metadata.uid && r.pod === p.metadata.name)
        byContainer[r.container] = r.restartCount;
    const entry = {
      name: p.metadata.name,
      uidBefore: p.metadata.uid ?? "",
      uidAfter: now?.metadata.uid ?? null,
      restarts: byContainer,
      verdict: verdicts.get(p.metadata.name) ?? "not-matched"
    };
    const s = started.get(p.metadata.name);
    if (s !== void 0) {
      entry.startedAt = (s - changedAt) / 1e3;
      const f = finished.get(p.metadata.name);
      if (f !== void 0)
        entry.seconds = (f - s) / 1e3;
    }
    if (now && getCondition(now, SIDECARSET_UPGRADABLE_CONDITION)?.status === "False")
      entry.notUpgradable = true;
    if ((now?.status?.containerStatuses ?? []).some((c) => c.state?.waiting?.reason === "ErrImagePull" || c.state?.waiting?.reason === "ImagePullBackOff"))
      entry.pullFailed = true;
    return entry;
  });
}
function outcomeOf(prediction, last, pods) {
  switch (prediction.outcome) {
    case "unchanged":
      return "unchanged";
    case "not-updated":
      return "not-updated";
    case "paused":
      return "paused";
    case "not-upgradable":
      return "not-upgradable";
    case "in-place": {
      const pending = last.round.pods.some((p) => p.verdict === "upgrade" || p.verdict === "upgrading" || p.verdict === "waiting" && last.round.thisRound > 0);
      const unfinished = pods.some((p) => p.startedAt !== void 0 && p.seconds === void 0);
      return pending || unfinished ? "stalled" : "completed";
    }
  }
}
function reasonOf(outcome, prediction, pods, notReady) {
  if (outcome === "completed" || outcome === "unchanged")
    return void 0;
  if (outcome !== "stalled")
    return { reason: prediction.messages.join(" ") || outcome };
  const failed = pods.filter((p) => p.pullFailed).map((p) => p.name);
  if (failed.length > 0)
    return { reason: `pulling the new sidecar image fails on ${failed.join(", ")} (ErrImagePull): the Pod stays unavailable, and counts against spec.updateStrategy.maxUnavailable until the image can be pulled` };
  if (notReady > 0)
    return { reason: `${notReady === 1 ? "1 Pod was" : `${notReady} Pods were`} NotReady before the change and stay NotReady after their upgrade` };
  return { reason: "the rollout did not finish within --max-seconds" };
}

// dist/engine/rollout/unitedDeploymentReplicas.js
function allocateSubsetReplicas(view, current = {}) {
  const other = otherAllocator(view);
  if (other !== void 0)
    return { notModelled: other };
  const total = view.replicas ?? -1;
  const specified = /* @__PURE__ */ new Map();
  for (const subset of view.subsets) {
    if (subset.replicas === void 0)
      continue;
    const parsed = subsetReplicas(total, subset.replicas);
    if (parsed !== void 0)
      specified.set(subset.name, parsed);
  }
  const invalid = validate(view, total, specified);
  if (invalid !== void 0)
    return { error: invalid };
  const order = view.subsets.map((s) => ({ name: s.name, replicas: current[s.name] ?? 0 })).sort((a, b) => a.replicas - b.replicas || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const allocated2 = {};
  for (const s of order)
    allocated2[s.name] = specified.get(s.name) ?? s.replicas;
  const left = order.filter((s) => !specified.has(s.name));
  if (left.length > 0) {
    const rest = total - [...specified.values()].reduce((a, b) => a + b, 0);
    const average = Math.trunc(rest / left.length);
    let remainder = rest % left.length;
    for (let i = left.length - 1; i >= 0; i--) {
      allocated2[left[i].name] = remainder > 0 ? average + 1 : average;
      if (remainder > 0)
        remainder--;
    }
  }
  return { replicas: allocated2 };
}
function subsetReplicas(total, value) {
  if (typeof value === "number")
    return value < 0 ? void 0 : value;
  if (total < 0 || !/^-?\d+%$/.test(value))
    return void 0;
  const percent = Number(value.slice(0, -1));
  if (percent < 0 || percent > 100)
    return void 0;
  return Math.floor(total * percent / 100 + 0.5);
}
function validate(view, total, specified) {
  const sum = [...specified.values()].reduce((a, b) => a + b, 0);
  const all = view.subsets.every((s) => specified.has(s.name));
  if (total === -1)
    return all ? void 0 : "all subsets must be specified when UnitedDeployment replica is unspecified";
  if (sum > total)
    return `specified subsets' replica (${sum}) is greater than UnitedDeployment replica (${total})`;
  if (sum < total && all)
    return `specified subsets' replica (${sum}) is less than UnitedDeployment replica (${total})`;
  return void 0;
}
function otherAllocator(view) {
  const topology = isJsonObject(view.raw.spec) && isJsonObject(view.raw.spec.topology) ? view.raw.spec.topology : {};
  const strategy = isJsonObject(topology.scheduleStrategy) ? topology.scheduleStrategy : {};
  if (strategy.type === "Adaptive")
    return "spec.topology.scheduleStrategy.type is Adaptive: Kruise moves replicas between subsets as Pods fail to schedule";
  const subsets = Array.isArray(topology.subsets) ? topology.subsets.filter(isJsonObject) : [];
  if (subsets.some((s) => s.minReplicas !== void 0 && s.minReplicas !== null || s.maxReplicas !== void 0 && s.maxReplicas !== null)) {
    return "a subset sets minReplicas or maxReplicas: Kruise fills subsets up to their limits in order";
  }
  return void 0;
}

// dist/reconciler/unitedDeploymentSimulation.js
async function runUnitedDeploymentSimulation(options) {
  const beforeObject = withDefaultNamespace(options.before);
  const afterObject = withDefaultNamespace(options.after);
  const prediction = predictUnitedDeploymentUpdate(beforeObject, afterObject, { gates: options.gates, kruise: options.kruise });
  const refused = prediction.kruiseWebhookRefusals.map((r) => r.rule);
  const before = readUnitedDeployment(beforeObject);
  const after = readUnitedDeployment(afterObject);
  const subsets = [];
  const oldAllocation = allocated(allocateSubsetReplicas(before));
  const newAllocation = allocated(allocateSubsetReplicas(after, oldAllocation));
  for (const subset of prediction.subsets) {
    const base = { subset: subset.subset, child: subset.child, prediction: subset };
    if (refused.length > 0)
      subsets.push({ ...base, outcome: "refused" });
    else if (subset.change !== "updated")
      subsets.push({ ...base, outcome: subset.change });
    else if (subset.childRefusals.length > 0)
      subsets.push({ ...base, outcome: "refused" });
    else if (subset.outcome === "unchanged")
      subsets.push({ ...base, outcome: "unchanged" });
    else if (subset.childKind !== "CloneSet" && subset.childKind !== "AdvancedStatefulSet")
      subsets.push({ ...base, outcome: "not-played" });
    else {
      const oldSubset = before.subsets.find((s) => s.name === subset.subset);
      const newSubset = after.subsets.find((s) => s.name === subset.subset);
      const { oldChild, newChild } = renderSubsetChildren(before, after, oldSubset, newSubset, prediction.revisions);
      withAllocatedReplicas(oldChild, oldAllocation, subset.subset);
      withAllocatedReplicas(newChild, newAllocation, subset.subset);
      const simulation = await runSimulatedRollout({
        workload: oldChild,
        change: (current) => ({ ...current, metadata: { ...current.metadata, labels: newChild.metadata.labels }, spec: structuredClone(newChild.spec) }),
        gates: options.gates,
        kruise: options.kruise,
        notReady: options.notReady,
        failPull: options.failPull,
        kubelet: options.kubelet,
        maxSeconds: options.maxSeconds
      });
      const stored = simulation.cluster.allWorkloads()[0];
      subsets.push({ ...base, outcome: simulation.completed ? "completed" : "stalled", simulation, childView: readWorkload(stored, { kruise: options.kruise }) });
    }
  }
  return {
    namespace: after.namespace,
    name: after.name,
    completed: refused.length === 0 && subsets.every((s) => s.outcome !== "stalled" && s.outcome !== "refused"),
    refused,
    subsets,
    prediction
  };
}
function allocated(result) {
  return "replicas" in result ? result.replicas : void 0;
}
function withAllocatedReplicas(child, allocation, subset) {
  const replicas = allocation?.[subset];
  if (replicas !== void 0 && isJsonObject(child.spec))
    child.spec.replicas = replicas;
}
function withDefaultNamespace(obj) {
  if (!isJsonObject(obj))
    return obj;
  const metadata = isJsonObject(obj.metadata) ? obj.metadata : {};
  if (typeof metadata.namespace === "string" && metadata.namespace !== "")
    return obj;
  return { ...obj, metadata: { ...metadata, namespace: "default" } };
}

// dist/cli/sidecarSetSimulationReport.js
function sidecarSetSimulationSucceeded(r) {
  return r.outcome !== "not-upgradable" && r.outcome !== "stalled";
}
function formatSidecarSetSimulation(r, ctx) {
  const lines = [
    `SidecarSet ${r.name}: ${ctx.change}`,
    `  ${ctx.strategy}`,
    `  ${count(r.pods.length, "running Pod")} in namespace ${r.namespace} (labels ${Object.entries(ctx.labels).map(([k, v]) => `${k}=${v}`).join(",") || "none"}) injected with the old sidecars`,
    `  simulated on the embedded cluster (kubelet: pull ${ctx.kubelet.pullSeconds}s, start ${ctx.kubelet.startSeconds}s, readiness ${ctx.kubelet.probeDelaySeconds}s)`,
    "",
    "Timeline:"
  ];
  if (r.rounds.length === 0)
    lines.push("  no Pod was upgraded");
  for (const round of r.rounds)
    lines.push(`  t=${`${round.at}s`.padEnd(6)} round ${String(round.round).padEnd(3)} in place  ${round.pods.join(", ")}`);
  lines.push("", "Pods:");
  lines.push(...table([["NAME", "UID", "RESTARTS", "STARTED", "TOOK", "STATE"], ...r.pods.map(podRow)]));
  lines.push("", ...resultLines(r));
  return `${lines.join("\n")}
`;
}
function podRow(p) {
  const uid = p.uidAfter === null ? `${p.uidBefore} (deleted)` : p.uidAfter === p.uidBefore ? `${p.uidBefore} (same)` : `${p.uidAfter} (recreated)`;
  const restarts = Object.entries(p.restarts).map(([c, n]) => `${c} ${n}`).join(", ");
  const started = p.startedAt === void 0 ? "-" : `t=${p.startedAt}s`;
  const took = p.seconds !== void 0 ? `${p.seconds}s` : p.startedAt === void 0 ? "-" : "not done";
  return [p.name, uid, restarts, started, took, stateOf(p)];
}
var STATE_WORDS = {
  updated: "new sidecars",
  waiting: "old sidecars (held back)",
  upgrade: "old sidecars (next round)",
  upgrading: "upgrading",
  "not-upgradable": "old sidecars: SidecarSetUpgradable=False",
  "not-updated": "old sidecars (NotUpdate)",
  paused: "old sidecars (paused)",
  "outside-selector": "old sidecars (outside spec.updateStrategy.selector)",
  "not-matched": "not matched"
};
function stateOf(p) {
  if (p.pullFailed)
    return "ErrImagePull: new sidecar image not pulled";
  if (p.verdict === "updated" && p.startedAt === void 0)
    return "unchanged";
  return STATE_WORDS[p.verdict] ?? p.verdict;
}
function resultLines(r) {
  const upgraded = r.pods.filter((p) => p.verdict === "updated" && p.seconds !== void 0).length;
  const held = r.heldByPartition > 0 ? `; spec.updateStrategy.partition keeps ${count(r.heldByPartition, "Pod")} on the old sidecars` : "";
  const outside = r.pods.filter((p) => p.verdict === "outside-selector").length;
  const skipped = outside > 0 ? `; ${count(outside, "Pod")} outside spec.updateStrategy.selector keep the old sidecars` : "";
  switch (r.outcome) {
    case "completed":
      return [`Result: completed in ${r.seconds}s: ${upgraded}/${r.pods.length} Pods run the new sidecars, upgraded in place (same names and UIDs, only the sidecar containers restarted)${held}${skipped}`];
    case "unchanged":
      return ["Result: no sidecar container changed: running Pods are not touched"];
    case "paused":
      return ["Result: no running Pod is updated: spec.updateStrategy.paused is true", ...r.prediction.messages.map((m) => `  ${m}`)];
    case "not-updated":
      return ["Result: no running Pod is updated: spec.updateStrategy.type is NotUpdate", ...r.prediction.messages.map((m) => `  ${m}`)];
    case "not-upgradable":
      return [
        `Result: LEFT BEHIND: ${count(r.pods.filter((p) => p.notUpgradable).length, "running Pod keeps", "running Pods keep")} the old sidecar; only Pods created from now on get the new one`,
        `  because ${describeBlocking(r.prediction.blocking)} changed, not only images`,
        "  each Pod gets condition SidecarSetUpgradable=False (reason UpdateImmutableField)" + (r.event ? "; the SidecarSet gets Event NotUpgradablePods" : ""),
        "  to upgrade running Pods, change only images, or recreate the Pods"
      ];
    case "stalled":
      return [`Result: STALLED after ${r.seconds}s: ${upgraded}/${r.pods.length} Pods run the new sidecars`, "Why:", `  ${r.reason}`];
  }
}
function sidecarSetSimulationJson(r, change) {
  return {
    sidecarSet: { kind: "SidecarSet", name: r.name },
    change,
    outcome: r.outcome,
    completed: r.completed,
    seconds: r.seconds,
    ...r.reason !== void 0 ? { reason: r.reason } : {},
    rounds: r.rounds,
    pods: r.pods,
    heldByPartition: r.heldByPartition,
    imageChanges: r.prediction.imageChanges.map((c) => ({ container: c.container, path: c.path, before: c.before, after: c.after })),
    blocking: r.prediction.blocking,
    /** Only images changed: running Pods can be upgraded in place (once not paused, NotUpdate aside). */
    upgradable: r.prediction.upgradable,
    ...r.prediction.condition ? { condition: r.prediction.condition } : {},
    ...r.event !== void 0 ? { event: r.event } : {}
  };
}
function formatSidecarSetSimulationMarkdown(r, ctx) {
  const byName = new Map(r.pods.map((p) => [p.name, p]));
  const gantt = ["gantt", `  title SidecarSet ${r.name} upgrade (simulated seconds)`, "  dateFormat X", "  axisFormat %Ss"];
  for (const round of r.rounds) {
    gantt.push(`  section round ${round.round} (in place)`);
    for (const name of round.pods) {
      const pod = byName.get(name);
      const start = pod?.startedAt ?? round.at;
      const end = pod?.seconds !== void 0 ? start + pod.seconds : r.seconds;
      gantt.push(`  ${name} :${pod?.seconds === void 0 ? "crit, " : ""}${start}, ${Math.max(end, start + 1)}`);
    }
  }
  if (r.rounds.length === 0)
    gantt.push("  section no Pod was upgraded", "  nothing :0, 1");
  const head = resultLines(r)[0].replace(/^Result: /, "");
  const lines = [
    `### inplace-guard simulate: SidecarSet ${r.name}`,
    "",
    `${head.charAt(0).toUpperCase()}${head.slice(1)}.`,
    "",
    "```mermaid",
    ...gantt,
    "```",
    "",
    "<details><summary>Timeline and Pods</summary>",
    "",
    "```text",
    formatSidecarSetSimulation(r, ctx).trimEnd(),
    "```",
    "",
    "</details>"
  ];
  return `${lines.join("\n")}
`;
}
function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => `  ${r.map((cell, i) => i === r.length - 1 ? cell : cell.padEnd(widths[i])).join("  ")}`);
}

// dist/cli/unitedDeploymentSimulationReport.js
function formatUnitedDeploymentSimulation(r, ctx) {
  const lines = [
    `UnitedDeployment ${r.namespace}/${r.name}: ${ctx.change}`,
    `  ${count(r.subsets.length, "subset")}; CloneSet and Advanced StatefulSet children simulated on the embedded cluster (kubelet: pull ${ctx.kubelet.pullSeconds}s, start ${ctx.kubelet.startSeconds}s, readiness ${ctx.kubelet.probeDelaySeconds}s)`
  ];
  for (const refusal of r.refused)
    lines.push(`  Kruise's UnitedDeployment webhook refuses the update: ${refusal}`);
  for (const s of r.subsets) {
    lines.push("", `subset ${s.subset} (${s.child}): ${subsetLine(s)}`);
    for (const m of s.prediction.messages.slice(1))
      if (!m.includes("Kruise refuses the controller"))
        lines.push(`  ${m}`);
    if (s.simulation && s.childView) {
      const text = formatSimulation(s.simulation, { view: s.childView, change: ctx.change, kubelet: ctx.kubelet });
      lines.push(...text.trimEnd().split("\n").slice(1).filter((l) => !l.startsWith("  simulated on the embedded cluster")).map((l) => l === "" ? "" : `  ${l}`));
    }
  }
  const stalled = r.subsets.filter((s) => s.outcome === "stalled").map((s) => s.subset);
  const refused = r.subsets.filter((s) => s.outcome === "refused").map((s) => s.subset);
  const why = [
    ...stalled.length > 0 ? [`subset ${stalled.join(", ")} did not complete`] : [],
    ...refused.length > 0 ? [`Kruise refuses the update of subset ${refused.join(", ")}, which keep${refused.length === 1 ? "s" : ""} the old template`] : []
  ];
  lines.push("", r.completed ? `Result: completed: ${summary(r)}` : `Result: ${stalled.length > 0 ? "STALLED" : "REFUSED"}: ${why.join("; ")}; ${summary(r)}`);
  return `${lines.join("\n")}
`;
}
function summary(r) {
  const played = r.subsets.filter((s) => s.simulation !== void 0).length;
  return `${count(played, "subset")} played on the embedded cluster, ${count(r.subsets.length - played, "subset")} reported from the prediction`;
}
function subsetLine(s) {
  const sim = s.simulation;
  switch (s.outcome) {
    case "completed": {
      const inPlace = sim !== void 0 && sim.deletedPods.length === 0;
      return `completed in ${sim?.seconds ?? 0}s, ${inPlace ? "updated in place (same names and UIDs)" : `${count(sim?.deletedPods.length ?? 0, "Pod")} deleted and recreated`}`;
    }
    case "stalled":
      return `STALLED after ${sim?.seconds ?? 0}s: ${sim?.diagnosis?.message ?? "the rollout did not complete"}`;
    case "unchanged":
      return "its Pods are not touched";
    case "not-played":
      return `not played on the embedded cluster (an apps/v1 child): ${s.prediction.consequence === "on-delete" ? "its Pods keep the old template until each is deleted (OnDelete)" : "every Pod is recreated"}`;
    case "refused":
      return s.prediction.childRefusals.length > 0 ? `Kruise refuses the controller's update of the child (FailedUpdateSubset Event, SubsetUpdated=False); the subset keeps its old template: ${s.prediction.childRefusals.join("; ")}` : "not changed: Kruise's UnitedDeployment webhook refuses the update";
    case "created":
    case "deleted":
    case "replaced":
      return s.prediction.messages[0]?.replace(/^subset [^:]*: /, "") ?? s.outcome;
  }
}
function unitedDeploymentSimulationJson(r, change) {
  return {
    unitedDeployment: { kind: "UnitedDeployment", namespace: r.namespace, name: r.name },
    change,
    completed: r.completed,
    refused: r.refused,
    subsets: r.subsets.map((s) => ({
      subset: s.subset,
      child: s.child,
      childKind: s.prediction.childKind,
      change: s.prediction.change,
      outcome: s.outcome,
      consequence: s.prediction.consequence,
      messages: s.prediction.messages,
      ...s.simulation && s.childView ? { simulation: simulationJson(s.simulation, s.childView, {}) } : {}
    }))
  };
}
function formatUnitedDeploymentSimulationMarkdown(r, ctx) {
  const lines = [
    `### inplace-guard simulate: UnitedDeployment ${r.namespace}/${r.name}`,
    "",
    r.completed ? "Completed (simulated)." : r.subsets.some((s) => s.outcome === "stalled") ? "**Stalled** (simulated)." : "**Refused** by Kruise.",
    "",
    ...r.subsets.map((s) => `- subset \`${s.subset}\` (${s.child}): ${subsetLine(s)}`),
    "",
    "<details><summary>Subsets, timelines and Pods</summary>",
    "",
    "```text",
    formatUnitedDeploymentSimulation(r, ctx).trimEnd(),
    "```",
    "",
    "</details>"
  ];
  return `${lines.join("\n")}
`;
}

// dist/cli/commands/simulate.js
var HELP = `usage: inplace-guard simulate -f WORKLOAD.yaml --set-image CONTAINER=IMAGE [options]
       inplace-guard simulate --old OLD.yaml --new NEW.yaml [options]

Runs the rollout on the embedded cluster: the workload's Pods are created running and ready at its current
template, the change is applied (new images, or the whole NEW manifest: env, resources, claim templates, any
field), and the reconciler and a simulated kubelet (simulated clock) carry the rollout to completion or to a stall.
Prints the rounds, the Pods, how long each took, and why it stalled. The embedded cluster plays CloneSets,
Advanced StatefulSets (Pods <name>-<ordinal>, in their controller's order) and Advanced DaemonSets (one Pod on each
of --nodes simulated nodes, sim-node-1 to sim-node-N, the highest node name first).

A SidecarSet: --replicas running Pods (pod-0 to pod-N-1, labelled to match spec.selector) are injected with the OLD
sidecars as Kruise's Pod webhook does; then its controller upgrades them round by round (partition, maxUnavailable,
spec.updateStrategy.selector), swapping sidecar images in place (same Pods, each changed sidecar restarts once).
--set-image names a sidecar container. When more than images changed, running Pods are never upgraded (condition
SidecarSetUpgradable=False): exit 1. Paused or NotUpdate: no running Pod is updated, exit 0.
A UnitedDeployment: each subset's child is rendered before and after as Kruise's controller writes it; CloneSet
and Advanced StatefulSet children are played as above, apps/v1 StatefulSet and Deployment children are reported
from the prediction (every Pod recreated, or OnDelete). --set-image names a container of the child template.

options:
  -f, --file FILE            the workload (YAML or JSON, one workload); its template is the running revision
  --set-image C=IMAGE        new image for container C (repeatable, or comma-separated)
  --old FILE, --new FILE     instead of -f and --set-image: roll out from the OLD manifest to the NEW one
  --name [KIND/]NAMESPACE/NAME  the workload to pick when a file holds several (a SidecarSet: SidecarSet/NAME)
  --rename                   allow OLD and NEW to name different workloads of one kind (NEW's spec is applied to OLD)
  --not-ready N              the first N Pods are running but NotReady before the change (per subset)
  --fail-pull POD...         pulling the new image fails on these Pods (names as printed, or 0-based ordinals)
  --replicas N               override spec.replicas; a SidecarSet: the Pods it was injected into (default 3, at most 300)
  --nodes N                  simulated nodes, each running one Pod of an Advanced DaemonSet (default 3)
  --gates Name=bool,...      OpenKruise feature gates (default: Kruise's defaults)
${KRUISE_VERSION_HELP}
  --pull-seconds S           simulated image pull time (default 2)
  --probe-seconds S          simulated readiness probe delay (default 2)
  --max-seconds S            give up after this much simulated time (default 3600)
  --output text|json|markdown  output format (default: text); markdown adds a Mermaid gantt of the rounds
  -h, --help                 show this help

exit codes: 0 the rollout completed (a SidecarSet: also paused or NotUpdate, nothing to do now), 1 it stalled or
Pods are left behind (a SidecarSet whose running Pods cannot be upgraded, a UnitedDeployment subset that stalled or
is refused), 2 bad input or usage
`;
var OPTIONS = {
  file: { type: "string", short: "f" },
  old: { type: "string" },
  new: { type: "string" },
  name: { type: "string" },
  rename: { type: "boolean" },
  "set-image": { type: "string", multiple: true },
  "not-ready": { type: "string" },
  "fail-pull": { type: "string", multiple: true },
  replicas: { type: "string" },
  nodes: { type: "string" },
  gates: { type: "string" },
  "kruise-version": { type: "string" },
  "pull-seconds": { type: "string" },
  "probe-seconds": { type: "string" },
  "max-seconds": { type: "string" },
  output: { type: "string" },
  help: { type: "boolean", short: "h" }
};
function parse(argv) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true, tokens: true });
  } catch (err) {
    throw new GuardError("IPG_ERR_USAGE", err instanceof Error ? err.message : String(err));
  }
  const failPull = [...parsed.values["fail-pull"] ?? []];
  let last;
  for (const token of parsed.tokens ?? []) {
    if (token.kind === "option")
      last = token.name;
    else if (token.kind === "positional") {
      if (last !== "fail-pull")
        throw new GuardError("IPG_ERR_USAGE", `unexpected argument "${token.value}"`);
      failPull.push(token.value);
    } else
      last = void 0;
  }
  return { values: parsed.values, failPull: failPull.flatMap((v) => v.split(",")).map((v) => v.trim()).filter(Boolean) };
}
function number(flag, value, fallback, min = 0) {
  if (value === void 0)
    return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min)
    throw new GuardError("IPG_ERR_USAGE", `${flag}: "${value}" is not a number \u2265 ${min}`);
  return n;
}
function parseImages(values) {
  const images = {};
  for (const item of (values ?? []).flatMap((v) => v.split(","))) {
    const text = item.trim();
    if (text === "")
      continue;
    const eq = text.indexOf("=");
    if (eq <= 0 || eq === text.length - 1)
      throw new GuardError("IPG_ERR_USAGE", `--set-image: "${text}" is not CONTAINER=IMAGE`);
    images[text.slice(0, eq)] = text.slice(eq + 1);
  }
  return images;
}
var run = async (argv, io) => {
  try {
    const { values, failPull } = parse(argv);
    if (values.help) {
      io.stdout(HELP);
      return EXIT_OK;
    }
    const output = choiceOption("--output", values.output, ["text", "json", "markdown"], "text");
    const gates = resolveGates(gatesOption(values.gates));
    const kruise = kruiseVersionOption(values["kruise-version"]);
    const input = await readInput(values, io);
    const kind = checkedKindOf(input.kind === "pair" ? input.after.value : input.doc.value);
    const timing = { pullSeconds: number("--pull-seconds", values["pull-seconds"], 2), startSeconds: 1, probeDelaySeconds: number("--probe-seconds", values["probe-seconds"], 2) };
    const common = { notReady: number("--not-ready", values["not-ready"], 0), failPull, maxSeconds: number("--max-seconds", values["max-seconds"], 3600, 1) };
    if (kind === "SidecarSet") {
      refuseFlags(values, ["nodes", "gates"], "a SidecarSet");
      const replicas2 = replicasOption(values.replicas) ?? 3;
      return await simulateSidecarSet(input, { ...common, replicas: replicas2, kruise, kubelet: timing }, output, io);
    }
    if (kind === "UnitedDeployment") {
      refuseFlags(values, ["nodes", "replicas"], "a UnitedDeployment");
      return await simulateUnitedDeployment(input, { ...common, gates, kruise, kubelet: timing }, output, io);
    }
    const nodes = number("--nodes", values.nodes, 3, 1);
    if (!Number.isInteger(nodes) || nodes > 1e3)
      throw new GuardError("IPG_ERR_USAGE", "--nodes must be an integer between 1 and 1000");
    const kubelet = { nodes, ...timing };
    const plan = plannedChange(input, gates, kruise);
    const replicas = replicasOption(values.replicas);
    if (replicas !== void 0)
      plan.workload.spec.replicas = replicas;
    const view = withFile(plan.file, () => {
      const read = readWorkload(plan.workload, { kruise });
      requireServedVersion(read.kind, read.version, kruise);
      requirePlannedKind(read, "simulate");
      return read;
    });
    const result = await runSimulatedRollout({ workload: plan.workload, ...plan.apply, ...common, gates, kruise, kubelet });
    warnUnknownPods(io, failPull, result.pods.map((p) => p.name));
    if (output === "json")
      io.stdout(rolloutJson(simulationJson(result, view, plan.json)));
    else if (output === "markdown")
      io.stdout(formatSimulationMarkdown(result, { view, change: plan.description, kubelet }));
    else
      io.stdout(formatSimulation(result, { view, change: plan.description, kubelet }));
    return result.completed ? EXIT_OK : EXIT_DENY;
  } catch (err) {
    return reportError(err, io);
  }
};
function replicasOption(value) {
  if (value === void 0)
    return void 0;
  const replicas = number("--replicas", value, 0, 0);
  if (!Number.isInteger(replicas) || replicas > 1e5)
    throw new GuardError("IPG_ERR_USAGE", "--replicas must be an integer between 0 and 100000");
  return replicas;
}
var FLAG_WHY = {
  nodes: "only an Advanced DaemonSet runs one Pod per simulated node",
  gates: "a SidecarSet's controller reads no OpenKruise feature gate",
  replicas: "each subset's replicas come from spec.replicas and spec.topology.subsets[].replicas, as Kruise allocates them"
};
function refuseFlags(values, flags, what) {
  const given = flags.find((f) => values[f] !== void 0);
  if (given !== void 0)
    throw new GuardError("IPG_ERR_USAGE", `--${given} does not apply to ${what}: ${FLAG_WHY[given]}`);
}
function warnUnknownPods(io, failPull, names) {
  const known = new Set(names);
  const unknown = failPull.filter((p) => !known.has(p) && !/^\d+$/.test(p));
  if (unknown.length > 0)
    io.stderr(`inplace-guard: warning: --fail-pull names no Pod of this simulation: ${unknown.join(", ")} (Pods: ${[...known].slice(0, 5).join(", ")}\u2026)
`);
}
async function readInput(values, io) {
  const limits = { maxFileBytes: DEFAULT_MAX_FILE_BYTES };
  if (values.old !== void 0 || values.new !== void 0) {
    if (values.file !== void 0 || values["set-image"] !== void 0)
      throw new GuardError("IPG_ERR_USAGE", "use either --old/--new or -f/--set-image, not both");
    if (values.old === void 0 || values.new === void 0)
      throw new GuardError("IPG_ERR_USAGE", "both --old and --new are required");
    const { before, after } = await readWorkloadPair(io, { old: values.old, new: values.new, name: values.name, rename: values.rename, namespace: DEFAULT_NAMESPACE, limits });
    return { kind: "pair", before, after };
  }
  if (!values.file)
    throw new GuardError("IPG_ERR_USAGE", "-f WORKLOAD.yaml (with --set-image) or --old OLD --new NEW is required");
  const images = parseImages(values["set-image"]);
  if (Object.keys(images).length === 0)
    throw new GuardError("IPG_ERR_USAGE", "at least one --set-image CONTAINER=IMAGE is required");
  const docs = await readManifestInput(values.file, io, limits);
  const wanted = values.name === void 0 ? void 0 : { by: "name", filter: parseNameOption(values.name, DEFAULT_NAMESPACE) };
  return { kind: "images", doc: pickWorkload(docs, docs[0]?.file ?? values.file, wanted, DEFAULT_NAMESPACE), file: values.file, images };
}
function plannedChange(input, gates, kruise) {
  if (input.kind === "pair") {
    const { before, after } = input;
    const prediction = withFile(after.file, () => predictUpdate(before.value, after.value, { gates, kruise }));
    const paths = recreatingOrAll(prediction);
    const newSpec = structuredClone(after.value.spec);
    return {
      file: before.file,
      workload: structuredClone(before.value),
      apply: { change: (current) => ({ ...current, spec: structuredClone(newSpec) }) },
      description: paths.length === 0 ? `update from ${after.file}: no template change` : `update from ${after.file}: ${boundedList(paths, 5)}`,
      json: { old: before.file, new: after.file, changes: paths }
    };
  }
  const workload = input.doc.value;
  const view = withFile(input.file, () => readWorkload(workload, { kruise }));
  const containers = view.template.spec.containers ?? [];
  return { file: input.file, workload, apply: { setImages: input.images }, description: imageChangeWords(input.images, containers, "the template"), json: { images: input.images } };
}
function imageChangeWords(images, containers, where) {
  const change = Object.entries(images).map(([c, image]) => {
    const before = containers.find((x) => x.name === c);
    if (!before)
      throw new GuardError("IPG_ERR_USAGE", `--set-image: ${where} has no container "${c}" (containers: ${containers.map((x) => x.name).join(", ")})`);
    return `${c}: ${before.image ?? "(none)"} \u2192 ${image}`;
  });
  return `image change ${change.join(", ")}`;
}
function objectPair(input, containersOf, where) {
  if (input.kind === "pair") {
    return { file: input.after.file, before: input.before.value, after: { ...structuredClone(input.before.value), spec: structuredClone(input.after.value.spec) }, description: `update from ${input.after.file}`, json: { old: input.before.file, new: input.after.file } };
  }
  const after = structuredClone(input.doc.value);
  const containers = withFile(input.file, () => containersOf(after));
  const description = imageChangeWords(input.images, containers, where);
  for (const c of containers)
    if (typeof c.name === "string" && input.images[c.name] !== void 0)
      c.image = input.images[c.name];
  return { file: input.file, before: input.doc.value, after, description, json: { images: input.images } };
}
var MAX_SIDECARSET_PODS = 300;
async function simulateSidecarSet(input, o, output, io) {
  if (o.replicas > MAX_SIDECARSET_PODS)
    throw new GuardError("IPG_ERR_USAGE", `--replicas: a SidecarSet simulation runs at most ${MAX_SIDECARSET_PODS} Pods`);
  const pair = objectPair(input, (obj) => [...objectList(obj.spec, "containers"), ...objectList(obj.spec, "initContainers")], "the SidecarSet");
  const { result, labels, strategy } = await withFileAsync(pair.file, async () => {
    const view = readSidecarSet(pair.before, o.kruise);
    const next = readSidecarSet(pair.after, o.kruise);
    const result2 = await runSidecarSetSimulation({ before: pair.before, after: pair.after, ...o });
    return { result: result2, labels: podLabelsFor(view), strategy: sidecarSetStrategyWords(next) };
  });
  warnUnknownPods(io, o.failPull, result.pods.map((p) => p.name));
  const changes = [...result.prediction.blocking.map((b) => b.path), ...result.prediction.imageChanges.map((c) => c.path)];
  const change = input.kind === "pair" ? `${pair.description}: ${changes.length === 0 ? "no sidecar container change" : boundedList([...new Set(changes)], 5)}` : pair.description;
  const ctx = { change, kubelet: o.kubelet, labels, strategy };
  if (output === "json")
    io.stdout(rolloutJson(sidecarSetSimulationJson(result, input.kind === "pair" ? { ...pair.json, changes: [...new Set(changes)] } : pair.json)));
  else if (output === "markdown")
    io.stdout(formatSidecarSetSimulationMarkdown(result, ctx));
  else
    io.stdout(formatSidecarSetSimulation(result, ctx));
  return sidecarSetSimulationSucceeded(result) ? EXIT_OK : EXIT_DENY;
}
function sidecarSetStrategyWords(view) {
  const s = view.updateStrategy;
  const parts = [`spec.updateStrategy: ${s.type}`, `maxUnavailable ${s.maxUnavailable}`, `partition ${s.partition}`];
  if (s.paused)
    parts.push("paused");
  if (s.selector !== void 0)
    parts.push("selector set");
  return parts.join(", ");
}
async function simulateUnitedDeployment(input, o, output, io) {
  const pair = objectPair(input, (obj) => {
    const field = readUnitedDeployment(obj).templateField.split(".").pop();
    const template = obj.spec.template[field];
    const podSpec = isJsonObject(template.spec) && isJsonObject(template.spec.template) && isJsonObject(template.spec.template.spec) ? template.spec.template.spec : {};
    return objectList(podSpec, "containers");
  }, "the child template");
  const result = await withFileAsync(pair.file, () => runUnitedDeploymentSimulation({ before: pair.before, after: pair.after, ...o }));
  warnUnknownPods(io, o.failPull, result.subsets.flatMap((s) => s.simulation?.pods.map((p) => p.name) ?? []));
  const ctx = { change: pair.description, kubelet: o.kubelet };
  if (output === "json")
    io.stdout(rolloutJson(unitedDeploymentSimulationJson(result, pair.json)));
  else if (output === "markdown")
    io.stdout(formatUnitedDeploymentSimulationMarkdown(result, ctx));
  else
    io.stdout(formatUnitedDeploymentSimulation(result, ctx));
  return result.completed ? EXIT_OK : EXIT_DENY;
}
function objectList(value, key) {
  const list = isJsonObject(value) ? value[key] : void 0;
  return Array.isArray(list) ? list.filter(isJsonObject) : [];
}
async function withFileAsync(file, fn) {
  try {
    return await fn();
  } catch (err) {
    return withFile(file, () => {
      throw err;
    });
  }
}
function recreatingOrAll(prediction) {
  const verdicts = prediction.blocking.length > 0 ? prediction.blocking : prediction.verdicts;
  return [...new Set(verdicts.map((v) => v.change.path))];
}
export {
  HELP,
  parseImages,
  run
};
