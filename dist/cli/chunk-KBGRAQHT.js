import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  Heap,
  Reconciler,
  daemonSetStatus,
  diagnose,
  injectContainerLaunchPriority,
  isRolloutComplete,
  newDaemonSetPod,
  newPodFromTemplate,
  newStatefulSetPod,
  nodesNeedingDaemonPods,
  planMemo,
  podTargetNode,
  projectRounds,
  readNode,
  revisionHashOf,
  rolloutPlan,
  statefulSetCreations,
  statefulSetStatus
} from "./chunk-YJD6HLME.js";
import {
  SUBSET_NAME_LABEL,
  WORKLOAD_POD_SELECTOR,
  conflictError,
  injectedSidecarSets,
  isConflict,
  isNotFound,
  matchesSelector,
  notFoundError,
  ownerUnitedDeployment,
  ownerWorkload,
  resourceName,
  selectorMatcher,
  selectorString
} from "./chunk-NSOFFFHT.js";
import {
  CHILD_TYPES,
  containerPlainHash,
  deepEqual,
  envFromMetadataHash,
  isAtRevision,
  isPodAvailable,
  lifecycleState,
  podReadMemo,
  readCloneSet,
  readWorkload,
  recomputeReadyCondition,
  resolveGates,
  resolveUpdateRevision,
  revisionLabelValue
} from "./chunk-K6DPC5DB.js";
import {
  ANNOTATION_RUNTIME_META,
  metaTime,
  parseMetaTime
} from "./chunk-72BLB5EG.js";
import {
  GuardError
} from "./chunk-XCLU624G.js";

// dist/reconciler/simulation.js
import { createHash as createHash3 } from "node:crypto";

// dist/reconciler/clock.js
var SimClock = class {
  current;
  constructor(start) {
    this.current = start;
  }
  now = () => this.current;
  /** Moves time forward (never backward). */
  set(at) {
    if (at > this.current)
      this.current = at;
  }
  advance(ms) {
    this.current += Math.max(0, ms);
  }
};

// dist/reconciler/kubelet.js
import { createHash } from "node:crypto";
function runtimeKey(rt, now) {
  let key2 = "";
  for (const c of rt.containers.values()) {
    const ready = c.phase === "running" && c.readyAt !== void 0 && c.readyAt <= now;
    key2 += `${VISIBLE_PHASE[c.phase]}:${c.containerID}:${c.restartCount}:${ready ? 1 : 0};`;
  }
  return key2;
}
var VISIBLE_PHASE = { running: "R", stopping: "R", pulling: "C", starting: "C", "pull-failed": "F" };
function reportsSame(facts, pod, rt) {
  let j = 0;
  for (const spec of pod.spec.containers) {
    const c = rt.containers.get(spec.name);
    if (c === void 0 || c.starts === 0)
      continue;
    const f = facts[j++];
    if (f === void 0 || f.name !== c.name || f.containerID !== c.containerID || f.restartCount !== c.restartCount || f.plainHash !== c.specHash || f.envHash !== c.envHash)
      return false;
  }
  return j === facts.length;
}
function runtimeContainersMeta(containers) {
  return JSON.stringify({
    containers: containers.map((c) => ({
      name: c.name,
      containerID: c.containerID,
      restartCount: c.restartCount,
      hashes: { plainHash: c.plainHash, extractedEnvFromMetadataHash: c.envHash }
    }))
  });
}
function readsPodMetadata(pod) {
  const containers = pod.spec.containers;
  const known = Object.isFrozen(containers) ? readsMetadataByContainers.get(containers) : void 0;
  if (known !== void 0)
    return known;
  const reads = containers.some((c) => (c.env ?? []).some((e) => /^metadata\.(labels|annotations)\[/.test(e.valueFrom?.fieldRef?.fieldPath ?? "")));
  if (Object.isFrozen(containers))
    readsMetadataByContainers.set(containers, reads);
  return reads;
}
var readsMetadataByContainers = /* @__PURE__ */ new WeakMap();
function envHashFor(c, spec, pod, reads) {
  const labels = pod.metadata.labels;
  const annotations = pod.metadata.annotations;
  const memo = c.envMemo;
  if (memo && memo.spec === spec && memo.labels === labels && memo.annotations === annotations)
    return memo.hash;
  const hash = envFromMetadataHash(spec, pod, reads);
  const frozen = Object.isFrozen(spec) && (labels === void 0 || Object.isFrozen(labels)) && (annotations === void 0 || Object.isFrozen(annotations));
  c.envMemo = frozen ? { spec, labels, annotations, hash } : void 0;
  return hash;
}
function same(fresh, old) {
  return old !== void 0 && deepEqual(fresh, old) ? old : fresh;
}
function sameItems(fresh, old) {
  if (!old || old.length !== fresh.length)
    return fresh;
  for (let i = 0; i < fresh.length; i++)
    if (fresh[i] !== old[i])
      return fresh;
  return old;
}
function imageIdOf(image) {
  const repo = image.split("@")[0].replace(/:[^/:]+$/, "");
  return `${repo.includes("/") ? repo : `docker.io/library/${repo}`}@sha256:${createHash("sha256").update(image).digest("hex")}`;
}
var KubeletSimulator = class {
  store;
  client;
  runtimes = /* @__PURE__ */ new Map();
  dirty = /* @__PURE__ */ new Set();
  heap = new Heap((a, b) => a.at - b.at);
  due = /* @__PURE__ */ new Map();
  /** Timestamps formatted once (see metaTime). */
  times = /* @__PURE__ */ new Map();
  /** Each Pod key split into namespace and name once. */
  refs = /* @__PURE__ */ new Map();
  writingKey;
  containerSeq = 0;
  nodeSeq = 0;
  stopWatch;
  daemonClient;
  /** Hashes of the (frozen) containers of stored Pods, read again on every sync. */
  reads = podReadMemo();
  o;
  constructor(store, options = {}) {
    this.store = store;
    this.client = store.client("kubelet");
    this.daemonClient = store.client("kruise-daemon");
    this.o = {
      pullSeconds: options.pullSeconds ?? 2,
      startSeconds: options.startSeconds ?? 1,
      probeDelaySeconds: options.probeDelaySeconds ?? 2,
      stopSeconds: options.stopSeconds ?? 1,
      nodes: options.nodes ?? 3,
      failPull: options.failPull,
      neverReady: options.neverReady,
      daemon: options.daemon ?? true
    };
    for (let i = 1; i <= this.o.nodes; i++) {
      const name = `sim-node-${i}`;
      if (!store.allNodes().some((n) => n.metadata.name === name))
        store.storeNode({ metadata: { name, labels: { "kubernetes.io/hostname": name } } });
    }
    const watch = store.addWatcher((event) => {
      if (event.kind !== "Pod")
        return;
      const k = `${event.namespace}/${event.name}`;
      if (k !== this.writingKey)
        this.dirty.add(k);
    });
    this.stopWatch = () => watch.stop();
    for (const pod of store.allPods())
      this.dirty.add(`${pod.metadata.namespace}/${pod.metadata.name}`);
  }
  stop() {
    this.stopWatch?.();
  }
  /** The earliest time some Pod needs attention (epoch ms), or undefined when idle. */
  nextWakeAt() {
    for (let top = this.heap.peek(); top !== void 0; top = this.heap.peek()) {
      if (this.due.get(top.key) === top.at)
        return top.at;
      this.heap.pop();
    }
    return void 0;
  }
  /** True when some Pod changed since the last sync. */
  get hasPendingEvents() {
    return this.dirty.size > 0;
  }
  /** Every container restart so far (an image change restarts a container exactly once). */
  restarts() {
    const out = [];
    for (const rt of this.runtimes.values()) {
      for (const c of rt.containers.values())
        if (c.restartCount > 0)
          out.push({ pod: rt.name, uid: rt.uid, container: c.name, restartCount: c.restartCount });
    }
    return out;
  }
  /** Process every dirty or due Pod at `now`. Returns the number of status writes. */
  async sync(now) {
    const keys = new Set(this.dirty);
    this.dirty.clear();
    while ((this.heap.peek()?.at ?? Infinity) <= now) {
      const top = this.heap.pop();
      if (this.due.get(top.key) === top.at) {
        this.due.delete(top.key);
        keys.add(top.key);
      }
    }
    let writes = 0;
    for (const k of keys) {
      const done = this.syncPod(k, now);
      writes += typeof done === "number" ? done : await done;
    }
    return writes;
  }
  /** Synchronous unless it writes: most syncs find nothing to write, and an await per Pod costs more than the check. */
  syncPod(k, now) {
    let ref = this.refs.get(k);
    if (ref === void 0)
      this.refs.set(k, ref = k.split("/"));
    const [namespace, name] = ref;
    const pod = this.store.pod(namespace, name);
    if (!pod) {
      for (const [uid, rt2] of this.runtimes)
        if (rt2.namespace === namespace && rt2.name === name)
          this.runtimes.delete(uid);
      this.refs.delete(k);
      return 0;
    }
    if (!pod.spec.nodeName) {
      this.bind(pod);
      return 1;
    }
    const rt = this.runtimeFor(pod, now);
    if (pod.metadata.deletionTimestamp)
      return this.terminate(pod, rt, now);
    for (const c of pod.spec.containers)
      this.advance(pod, rt, c, now);
    this.schedule(k, rt, now);
    const daemon = this.o.daemon && readsPodMetadata(pod);
    const key2 = runtimeKey(rt, now);
    const seen = rt.seen;
    const statusSeen = seen !== void 0 && seen.key === key2 && seen.status === pod.status && seen.spec === pod.spec;
    if (statusSeen && (!daemon || seen.labels === pod.metadata.labels && seen.annotations === pod.metadata.annotations))
      return 0;
    const status = statusSeen ? void 0 : this.nextStatus(pod, rt, now);
    if (status === void 0 && (!daemon || this.runtimeMetaToWrite(rt, pod) === void 0)) {
      this.remember(k, rt, key2);
      return 0;
    }
    return this.writeChanges(k, rt, key2, pod, status, daemon);
  }
  /** The status write (when `status` is given), then kruise-daemon's report on the Pod as it is after it. */
  async writeChanges(k, rt, key2, pod, status, daemon) {
    const writes = (status === void 0 ? 0 : await this.write(k, () => this.client.updatePodStatus({ ...pod, status }))) + (daemon ? await this.reportRuntimeMeta(rt) : 0);
    this.remember(k, rt, key2);
    return writes;
  }
  /** What this sync saw, so that an event that changes none of it needs no work. */
  remember(k, rt, key2) {
    const after = this.store.pod(rt.namespace, rt.name);
    if (after && !this.dirty.has(k))
      rt.seen = { status: after.status, spec: after.spec, labels: after.metadata.labels, annotations: after.metadata.annotations, key: key2 };
    else
      rt.seen = void 0;
  }
  /** kruise-daemon: `apps.kruise.io/runtime-containers-meta` with each running container's ID and hashes. */
  async reportRuntimeMeta(rt) {
    const pod = this.store.pod(rt.namespace, rt.name);
    if (!pod)
      return 0;
    const meta = this.runtimeMetaToWrite(rt, pod);
    if (meta === void 0)
      return 0;
    return this.write(`${rt.namespace}/${rt.name}`, () => this.daemonClient.updatePod({ ...pod, metadata: { ...pod.metadata, annotations: { ...pod.metadata.annotations, [ANNOTATION_RUNTIME_META]: meta } } }));
  }
  /** The runtime-containers-meta text kruise-daemon would write on `pod` now, or undefined when it has nothing to write. */
  runtimeMetaToWrite(rt, pod) {
    const meta = rt.meta !== void 0 && reportsSame(rt.meta.facts, pod, rt) ? rt.meta : this.newRuntimeMeta(rt, pod);
    if (meta === void 0)
      return void 0;
    return pod.metadata.annotations?.[ANNOTATION_RUNTIME_META] === meta.text ? void 0 : meta.text;
  }
  newRuntimeMeta(rt, pod) {
    const containers = pod.spec.containers.map((c) => rt.containers.get(c.name)).filter((c) => !!c && c.starts > 0);
    if (containers.length === 0)
      return void 0;
    const facts = containers.map((c) => ({ name: c.name, containerID: c.containerID, restartCount: c.restartCount, plainHash: c.specHash, envHash: c.envHash }));
    rt.meta = { facts, text: runtimeContainersMeta(facts) };
    return rt.meta;
  }
  /** The scheduler: a Pod for one node (a DaemonSet's, by its required node affinity) goes there, others round-robin. */
  bind(pod) {
    const node = podTargetNode(pod) ?? `sim-node-${this.nodeSeq++ % this.o.nodes + 1}`;
    const k = `${pod.metadata.namespace}/${pod.metadata.name}`;
    this.writingKey = k;
    try {
      this.store.storePod({ ...pod, spec: { ...pod.spec, nodeName: node } }, "MODIFIED");
      this.store.record("scheduler", "update", "Pod", pod.metadata.namespace ?? "", pod.metadata.name);
    } finally {
      this.writingKey = void 0;
    }
    this.dirty.add(k);
  }
  runtimeFor(pod, now) {
    const uid = pod.metadata.uid ?? pod.metadata.name;
    let rt = this.runtimes.get(uid);
    if (rt)
      return rt;
    rt = { namespace: pod.metadata.namespace ?? "default", name: pod.metadata.name, uid, containers: /* @__PURE__ */ new Map(), startTime: parseMetaTime(pod.status?.startTime) ?? now };
    for (const c of pod.spec.containers) {
      const status = pod.status?.containerStatuses?.find((s) => s.name === c.name);
      if (status?.state?.running && status.imageID) {
        const startedAt = parseMetaTime(status.state.running.startedAt) ?? now;
        rt.containers.set(c.name, {
          name: c.name,
          image: status.image,
          imageID: status.imageID,
          containerID: status.containerID ?? this.newContainerId(),
          restartCount: status.restartCount ?? 0,
          starts: 1,
          target: status.image,
          phase: "running",
          until: 0,
          startedAt,
          readyAt: status.ready ? startedAt : this.readyAt(pod, c.name, status.image, now),
          specHash: containerPlainHash(c, this.reads),
          envHash: envFromMetadataHash(c, pod, this.reads)
        });
      } else {
        rt.containers.set(c.name, {
          name: c.name,
          image: "",
          imageID: "",
          containerID: "",
          restartCount: 0,
          starts: 0,
          target: c.image ?? "",
          phase: "pulling",
          until: now + this.o.pullSeconds * 1e3,
          specHash: 0,
          envHash: 0
        });
      }
    }
    this.runtimes.set(uid, rt);
    return rt;
  }
  readyAt(pod, container, image, start) {
    return this.o.neverReady?.(pod.metadata.name, container, image) ? void 0 : start + this.o.probeDelaySeconds * 1e3;
  }
  newContainerId() {
    this.containerSeq++;
    return `containerd://${this.containerSeq.toString(16).padStart(16, "0")}`;
  }
  /** Moves one container through its phases up to `now`. */
  advance(pod, rt, spec, now) {
    const c = rt.containers.get(spec.name);
    if (!c)
      return;
    const specImage = spec.image ?? "";
    const stop = (skipPull) => {
      const grace = pod.spec.terminationGracePeriodSeconds ?? 30;
      c.phase = "stopping";
      c.until = now + Math.min(this.o.stopSeconds, grace) * 1e3;
      c.readyAt = void 0;
      c.skipPull = skipPull;
    };
    if (specImage !== c.target) {
      c.target = specImage;
      if (c.phase === "running" || c.phase === "starting")
        stop(false);
      else if (c.phase === "pull-failed" || c.phase === "pulling") {
        c.phase = "pulling";
        c.until = now + this.o.pullSeconds * 1e3;
      }
    } else if (this.o.daemon && c.phase === "running" && (spec.env ?? []).some((e) => e.valueFrom?.fieldRef) && c.envHash !== envHashFor(c, spec, pod, this.reads)) {
      stop(true);
    }
    for (let guard = 0; guard < 8 && c.phase !== "running" && c.phase !== "pull-failed" && c.until <= now; guard++) {
      const at = c.until;
      switch (c.phase) {
        case "stopping":
          c.lastTerminated = { startedAt: c.startedAt, finishedAt: at };
          c.phase = c.skipPull ? "starting" : "pulling";
          c.until = at + (c.skipPull ? this.o.startSeconds : this.o.pullSeconds) * 1e3;
          break;
        case "pulling":
          if (this.o.failPull?.(rt.name, c.name, c.target))
            c.phase = "pull-failed";
          else {
            c.phase = "starting";
            c.until = at + this.o.startSeconds * 1e3;
          }
          break;
        case "starting":
          c.phase = "running";
          if (c.starts > 0)
            c.restartCount++;
          c.starts++;
          c.image = c.target;
          c.imageID = imageIdOf(c.target);
          c.containerID = this.newContainerId();
          c.startedAt = at;
          c.readyAt = this.readyAt(pod, c.name, c.target, at);
          c.specHash = containerPlainHash(spec, this.reads);
          c.envHash = envHashFor(c, spec, pod, this.reads);
          c.skipPull = false;
          break;
      }
    }
  }
  schedule(k, rt, now) {
    let next;
    for (const c of rt.containers.values()) {
      const t = c.phase === "running" ? c.readyAt !== void 0 && c.readyAt > now ? c.readyAt : void 0 : c.phase === "pull-failed" ? void 0 : c.until;
      if (t !== void 0 && (next === void 0 || t < next))
        next = t;
    }
    if (rt.deletingUntil !== void 0 && (next === void 0 || rt.deletingUntil < next))
      next = rt.deletingUntil;
    if (next === void 0) {
      this.due.delete(k);
      return;
    }
    if (this.due.get(k) === next)
      return;
    this.due.set(k, next);
    this.heap.push({ at: next, key: k });
  }
  terminate(pod, rt, now) {
    const k = `${rt.namespace}/${rt.name}`;
    if (rt.deletingUntil === void 0) {
      const grace = pod.metadata.deletionGracePeriodSeconds ?? pod.spec.terminationGracePeriodSeconds ?? 30;
      rt.deletingUntil = now + Math.min(this.o.stopSeconds, grace) * 1e3;
    }
    if (now < rt.deletingUntil) {
      this.schedule(k, rt, now);
      return 0;
    }
    this.due.delete(k);
    this.runtimes.delete(rt.uid);
    this.store.finalizePodDeletion(rt.namespace, rt.name);
    return 1;
  }
  /** metaTime, remembered: on a simulated clock many containers start and stop in the same second. */
  metaTime(ms) {
    let text = this.times.get(ms);
    if (text === void 0) {
      if (this.times.size >= 4096)
        this.times.clear();
      this.times.set(ms, text = metaTime(ms));
    }
    return text;
  }
  containerStatus(c, now) {
    const ready = c.phase === "running" && c.readyAt !== void 0 && c.readyAt <= now;
    const started = c.starts > 0;
    const status = {
      name: c.name,
      image: started ? c.image : c.target,
      imageID: c.imageID,
      ready,
      restartCount: c.restartCount,
      started: c.phase === "running" || c.phase === "stopping",
      ...c.containerID ? { containerID: c.containerID } : {},
      state: c.phase === "running" || c.phase === "stopping" ? { running: { startedAt: this.metaTime(c.startedAt ?? now) } } : c.phase === "pull-failed" ? { waiting: { reason: "ErrImagePull", message: `failed to pull and unpack image "${c.target}": failed to resolve reference "${c.target}": not found` } } : { waiting: { reason: "ContainerCreating" } }
    };
    if (c.lastTerminated) {
      status.lastState = {
        terminated: {
          exitCode: 0,
          reason: "Completed",
          finishedAt: this.metaTime(c.lastTerminated.finishedAt),
          ...c.lastTerminated.startedAt !== void 0 ? { startedAt: this.metaTime(c.lastTerminated.startedAt) } : {}
        }
      };
    }
    return status;
  }
  /** The status the kubelet would write now, or undefined when the Pod already shows it. */
  nextStatus(pod, rt, now) {
    const oldStatuses = pod.status?.containerStatuses;
    const statuses = sameItems(pod.spec.containers.map((c) => this.shownStatus(rt.containers.get(c.name), now, oldStatuses)), oldStatuses);
    let allStarted = true;
    for (const c of rt.containers.values())
      if (c.starts === 0)
        allStarted = false;
    const unready = [];
    for (const s of statuses)
      if (!s.ready)
        unready.push(s.name);
    const oldConditions = pod.status?.conditions;
    let scheduled;
    let initialized;
    let containersReadyOld;
    const keep = [];
    for (const c of oldConditions ?? []) {
      if (c.type === "PodScheduled")
        scheduled ??= c;
      else if (c.type === "Initialized")
        initialized ??= c;
      else if (c.type === "ContainersReady")
        containersReadyOld ??= c;
      else
        keep.push(c);
    }
    const since = (old2, status2) => old2 && old2.status === status2 ? old2.lastTransitionTime ?? metaTime(now) : metaTime(now);
    const containersReady = () => unready.length === 0 ? { type: "ContainersReady", status: "True", lastTransitionTime: since(containersReadyOld, "True") } : { type: "ContainersReady", status: "False", reason: "ContainersNotReady", message: `containers with unready status: [${unready.join(" ")}]`, lastTransitionTime: since(containersReadyOld, "False") };
    const shown = rt.shownConditions ??= {};
    const unreadyKey = unready.join(" ");
    const base = [
      shown.scheduled = scheduled !== void 0 && scheduled === shown.scheduled ? scheduled : same({ type: "PodScheduled", status: "True", lastTransitionTime: since(scheduled, "True") }, scheduled),
      shown.initialized = initialized !== void 0 && initialized === shown.initialized ? initialized : same({ type: "Initialized", status: "True", lastTransitionTime: since(initialized, "True") }, initialized),
      shown.containersReady = containersReadyOld !== void 0 && containersReadyOld === shown.containersReady && unreadyKey === shown.unready ? containersReadyOld : same(containersReady(), containersReadyOld),
      ...keep
    ];
    shown.unready = unreadyKey;
    const conditions = sameItems(recomputeReadyCondition(base, pod.spec.readinessGates ?? [], now, true), oldConditions);
    const phase = allStarted ? "Running" : "Pending";
    const old = pod.status;
    if (old !== void 0 && statuses === oldStatuses && conditions === oldConditions && old.phase === phase && old.startTime !== void 0)
      return void 0;
    const status = {
      ...old ?? {},
      phase,
      conditions,
      containerStatuses: statuses,
      startTime: old?.startTime ?? metaTime(rt.startTime)
    };
    return deepEqual(status, old ?? {}) ? void 0 : status;
  }
  /**
   * The container's status as the Pod shows it: the one built last time while nothing it shows has changed (no
   * object, no lookup, no deep comparison), else a new one, or the Pod's current one when that holds the same.
   */
  shownStatus(c, now, statuses) {
    const ready = c.phase === "running" && c.readyAt !== void 0 && c.readyAt <= now;
    const phase = VISIBLE_PHASE[c.phase];
    const last = c.shown;
    if (last !== void 0 && last.phase === phase && last.ready === ready && last.restartCount === c.restartCount && last.containerID === c.containerID && last.image === c.image && last.imageID === c.imageID && last.target === c.target && last.startedAt === c.startedAt && last.lastTerminated === c.lastTerminated && last.starts === c.starts > 0)
      return last.status;
    const status = same(this.containerStatus(c, now), statuses?.find((s) => s.name === c.name));
    c.shown = phase === "R" && c.startedAt === void 0 ? void 0 : {
      status,
      phase,
      ready,
      restartCount: c.restartCount,
      containerID: c.containerID,
      image: c.image,
      imageID: c.imageID,
      target: c.target,
      startedAt: c.startedAt,
      lastTerminated: c.lastTerminated,
      starts: c.starts > 0
    };
    return status;
  }
  /** One write for Pod `key`: 1 when it landed; 0 on a conflict (the Pod is synced again) or when the Pod is gone. */
  async write(key2, send) {
    this.writingKey = key2;
    try {
      await send();
      return 1;
    } catch (err) {
      if (isConflict(err)) {
        this.dirty.add(key2);
        return 0;
      }
      if (isNotFound(err))
        return 0;
      throw err;
    } finally {
      this.writingKey = void 0;
    }
  }
};

// dist/reconciler/memoryCluster.js
import { createHash as createHash2 } from "node:crypto";
var SimulatedCrash = class extends Error {
  constructor(actor, write) {
    super(`simulated crash of ${actor} after write ${write}`);
    this.name = "SimulatedCrash";
  }
};
var POD_UPDATE_FORBIDDEN = "pod updates may not change fields other than `spec.containers[*].image`,`spec.initContainers[*].image`,`spec.activeDeadlineSeconds`,`spec.tolerations` (only additions to existing tolerations),`spec.terminationGracePeriodSeconds` (allow it to be set to 1 if it was previously negative)";
var key = (namespace, name) => `${namespace ?? ""}/${name}`;
var workloadKey = (kind, namespace, name) => `${kind}/${namespace ?? ""}/${name}`;
var objectKey = (apiVersion, kind, namespace, name) => `${apiVersion.split("/")[0]}/${kind}/${namespace ?? ""}/${name}`;
var VIEW_RESOURCES = { SidecarSet: "sidecarsets.apps.kruise.io", UnitedDeployment: "uniteddeployments.apps.kruise.io" };
function deepFreeze(value) {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const v = value[i];
        if (v !== null && typeof v === "object")
          deepFreeze(v);
      }
    } else {
      const record = value;
      for (const k in record) {
        const v = record[k];
        if (v !== null && typeof v === "object")
          deepFreeze(v);
      }
    }
  }
  return value;
}
function copy(value) {
  return structuredClone(value);
}
var MemoryCluster = class {
  now;
  revisionCounter = 0;
  uidCounter = 0;
  writeSeq = 0;
  workloads = /* @__PURE__ */ new Map();
  /** Pods by namespace, then name: a lookup hashes the two strings the caller holds, with no key built per call. */
  pods = /* @__PURE__ */ new Map();
  revisions = /* @__PURE__ */ new Map();
  /** Nodes by name (the simulated kubelet's, or a test's). */
  nodes = /* @__PURE__ */ new Map();
  events = /* @__PURE__ */ new Map();
  /** SidecarSets, UnitedDeployments, apps/v1 StatefulSets and Deployments, Namespaces (objectKey). */
  objects = /* @__PURE__ */ new Map();
  watchers = /* @__PURE__ */ new Set();
  podAdmission;
  cloneSetAdmission;
  /** Every write, in order (what the crash-safety test and the timeline read). */
  writes = [];
  /** Pods removed from storage, in order (never expected on the in-place path). */
  deletedPods = [];
  constructor(options) {
    this.now = options.now;
    this.podAdmission = options.podAdmission ?? [];
    this.cloneSetAdmission = options.cloneSetAdmission ?? [];
  }
  /** A Cluster for one actor; its writes are recorded under that actor's name. */
  client(actor, options = {}) {
    return new MemoryClusterClient(this, actor, options);
  }
  // ---- direct access for setup and tests (not through the port) ----
  pod(namespace, name) {
    return this.pods.get(namespace)?.get(name);
  }
  allPods() {
    const all = [];
    for (const pods of this.pods.values())
      for (const pod of pods.values())
        all.push(pod);
    return all;
  }
  cloneSet(namespace, name) {
    return this.workload("CloneSet", namespace, name);
  }
  allCloneSets() {
    return this.allWorkloads("CloneSet");
  }
  workload(kind, namespace, name) {
    return this.workloads.get(workloadKey(kind, namespace, name));
  }
  /** Every stored workload, or those of one kind. */
  allWorkloads(kind) {
    return [...this.workloads.values()].filter((w) => kind === void 0 || w.kind === kind);
  }
  allEvents() {
    return [...this.events.values()];
  }
  allNodes() {
    return [...this.nodes.values()];
  }
  /** Stores (or replaces) a Node. */
  storeNode(node) {
    const stored = deepFreeze({ apiVersion: "v1", kind: "Node", ...copy(node), metadata: { ...copy(node.metadata), resourceVersion: this.nextResourceVersion() } });
    this.nodes.set(node.metadata.name, stored);
    return stored;
  }
  /**
   * Creates or replaces an object the cluster only stores: a SidecarSet (cluster-scoped: no namespace), a
   * UnitedDeployment, an apps/v1 StatefulSet or Deployment, a Namespace. SidecarSets and UnitedDeployments are watched.
   */
  applyObject(input) {
    const clusterScoped = input.kind === "SidecarSet" || input.kind === "Namespace";
    const ns = clusterScoped ? void 0 : input.metadata.namespace ?? "default";
    const k = objectKey(input.apiVersion, input.kind, ns, input.metadata.name);
    const old = this.objects.get(k);
    const obj = copy(input);
    const generation = old ? (old.metadata.generation ?? 1) + (deepEqual(old.spec, obj.spec) ? 0 : 1) : 1;
    const metadata = {
      ...obj.metadata,
      ...ns === void 0 ? {} : { namespace: ns },
      uid: old?.metadata.uid ?? obj.metadata.uid ?? this.newUid(),
      generation,
      creationTimestamp: old?.metadata.creationTimestamp ?? metaTime(this.now())
    };
    return this.storeObject({ ...obj, metadata }, old ? "MODIFIED" : "ADDED");
  }
  /** Stores the object as given (a new resourceVersion), e.g. with a status a controller wrote. */
  storeObject(obj, type = "MODIFIED") {
    const ns = obj.kind === "SidecarSet" || obj.kind === "Namespace" ? void 0 : obj.metadata.namespace ?? "default";
    const stored = deepFreeze({ ...obj, metadata: { ...obj.metadata, resourceVersion: this.nextResourceVersion() } });
    this.objects.set(objectKey(obj.apiVersion, obj.kind, ns, obj.metadata.name), stored);
    if (obj.kind === "SidecarSet" || obj.kind === "UnitedDeployment")
      this.notify({ kind: obj.kind, type, namespace: ns ?? "", name: obj.metadata.name });
    return stored;
  }
  /** Removes a stored object (a SidecarSet's or UnitedDeployment's watchers are told). */
  deleteObject(apiVersion, kind, namespace, name) {
    const k = objectKey(apiVersion, kind, namespace === "" ? void 0 : namespace, name);
    if (!this.objects.delete(k))
      return;
    if (kind === "SidecarSet" || kind === "UnitedDeployment")
      this.notify({ kind, type: "DELETED", namespace, name });
  }
  /** A stored object by apiVersion (its group decides), kind, namespace ('' for cluster-scoped) and name. */
  object(apiVersion, kind, namespace, name) {
    return this.objects.get(objectKey(apiVersion, kind, namespace === "" ? void 0 : namespace, name));
  }
  /** The stored objects of one group and kind (apiVersion's group decides). */
  allObjects(apiVersion, kind) {
    const prefix = `${apiVersion.split("/")[0]}/${kind}/`;
    return [...this.objects.entries()].filter(([k]) => k.startsWith(prefix)).map(([, o]) => o);
  }
  allRevisions() {
    return [...this.revisions.values()];
  }
  /** Removes a terminating Pod from storage (the kubelet's final delete once containers are stopped). */
  finalizePodDeletion(namespace, name) {
    const pod = this.pod(namespace, name);
    if (!pod)
      return;
    this.pods.get(namespace).delete(name);
    this.deletedPods.push({ namespace, name, uid: pod.metadata.uid ?? "" });
    this.notify(podEvent("DELETED", namespace, name, pod), pod);
  }
  // ---- storage operations used by clients ----
  nextResourceVersion() {
    this.revisionCounter++;
    return String(this.revisionCounter);
  }
  newUid() {
    this.uidCounter++;
    const h = createHash2("sha256").update(`memory-cluster-uid-${this.uidCounter}`).digest("hex");
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
  record(actor, verb, kind, namespace, name) {
    this.writes.push({ seq: ++this.writeSeq, actor, verb, kind, namespace, name, at: this.now() });
  }
  /** Every change, with the Pod it is about (for Pod events). */
  notify(event, pod) {
    for (const w of this.watchers)
      w(event, pod);
  }
  addWatcher(fn) {
    this.watchers.add(fn);
    return { stop: () => this.watchers.delete(fn) };
  }
  getCloneSetOrThrow(namespace, name) {
    return this.getWorkloadOrThrow("CloneSet", namespace, name);
  }
  getWorkloadOrThrow(kind, namespace, name) {
    const w = this.workloads.get(workloadKey(kind, namespace, name));
    if (!w)
      throw notFoundError(resourceName(kind), name);
    return w;
  }
  getPodOrThrow(namespace, name) {
    const pod = this.pod(namespace, name);
    if (!pod)
      throw notFoundError("pods", name);
    return pod;
  }
  storeCloneSet(cs, type) {
    return this.storeWorkload(cs, type);
  }
  storeWorkload(w, type) {
    const ns = w.metadata.namespace ?? "default";
    const stored = deepFreeze({ ...w, metadata: { ...w.metadata, namespace: ns, resourceVersion: this.nextResourceVersion() } });
    this.workloads.set(workloadKey(w.kind, ns, w.metadata.name), stored);
    const owner = ownerUnitedDeployment(stored);
    this.notify({ kind: w.kind, type, namespace: ns, name: w.metadata.name, ...owner ? { owner, ownerKind: "UnitedDeployment" } : {} });
    return stored;
  }
  storePod(pod, type) {
    const ns = pod.metadata.namespace ?? "default";
    const stored = deepFreeze({ ...pod, metadata: { ...pod.metadata, namespace: ns, resourceVersion: this.nextResourceVersion() } });
    let pods = this.pods.get(ns);
    if (pods === void 0)
      this.pods.set(ns, pods = /* @__PURE__ */ new Map());
    pods.set(pod.metadata.name, stored);
    this.notify(podEvent(type, ns, pod.metadata.name, stored), stored);
    return stored;
  }
  /** Create or update a CloneSet (spec and metadata; generation moves when the spec changes), through admission. */
  applyCloneSet(input) {
    return this.applyWorkload(input);
  }
  /** Create or update a workload (spec and metadata; generation moves when the spec changes); CloneSets through admission. */
  applyWorkload(input) {
    const ns = input.metadata.namespace ?? "default";
    const old = this.workloads.get(workloadKey(input.kind, ns, input.metadata.name));
    let obj = copy(input);
    if (obj.kind === "CloneSet") {
      for (const hook of this.cloneSetAdmission)
        obj = hook(old ? "UPDATE" : "CREATE", obj, old) ?? obj;
    }
    if (!old) {
      return this.storeWorkload({
        ...obj,
        metadata: { ...obj.metadata, namespace: ns, uid: obj.metadata.uid ?? this.newUid(), generation: 1, creationTimestamp: metaTime(this.now()) }
      }, "ADDED");
    }
    const generation = (old.metadata.generation ?? 1) + (deepEqual(old.spec, obj.spec) ? 0 : 1);
    return this.storeWorkload({
      ...obj,
      metadata: { ...obj.metadata, namespace: ns, uid: old.metadata.uid, generation, creationTimestamp: old.metadata.creationTimestamp },
      ...old.status ? { status: old.status } : {}
    }, "MODIFIED");
  }
  runPodAdmission(operation, pod, old) {
    let result = pod;
    for (const hook of this.podAdmission)
      result = hook(operation, result, old) ?? result;
    return result;
  }
  listPodsIn(namespace, selector) {
    const out = [];
    const pods = this.pods.get(namespace);
    if (pods === void 0)
      return out;
    const matches = selectorMatcher(selector);
    for (const pod of pods.values())
      if (matches(pod.metadata.labels ?? {}))
        out.push(pod);
    return out;
  }
  listRevisionsIn(namespace, selector) {
    return [...this.revisions.values()].filter((r) => r.metadata.namespace === namespace && matchesSelector(selector, r.metadata.labels ?? {}));
  }
  storeRevision(revision) {
    const ns = revision.metadata.namespace ?? "default";
    if (this.revisions.has(key(ns, revision.metadata.name))) {
      throw new GuardError("IPG_ERR_CONFLICT", `controllerrevisions.apps "${revision.metadata.name}" already exists`);
    }
    const stored = deepFreeze({
      ...copy(revision),
      metadata: { ...copy(revision.metadata), namespace: ns, uid: this.newUid(), resourceVersion: this.nextResourceVersion() }
    });
    this.revisions.set(key(ns, revision.metadata.name), stored);
    return stored;
  }
  storeEvent(input) {
    const k = `${input.namespace}/${input.involvedObject.kind}/${input.involvedObject.name}/${input.reason}/${input.message}`;
    const at = metaTime(this.now());
    const existing = this.events.get(k);
    if (existing)
      this.events.set(k, { ...existing, count: existing.count + 1, lastTimestamp: at });
    else
      this.events.set(k, { ...input, involvedObject: { ...input.involvedObject }, name: `${input.involvedObject.name}.${(this.events.size + 1).toString(16)}`, count: 1, firstTimestamp: at, lastTimestamp: at });
  }
};
function podEvent(type, namespace, name, pod) {
  const owner = ownerWorkload(pod);
  const event = owner ? { kind: "Pod", type, namespace, name, owner: owner.name, ownerKind: owner.kind } : { kind: "Pod", type, namespace, name };
  if (pod.metadata.annotations !== void 0) {
    const sidecarSets = injectedSidecarSets(pod);
    if (sidecarSets)
      event.sidecarSets = sidecarSets;
  }
  const subset = pod.metadata.labels?.[SUBSET_NAME_LABEL];
  if (subset !== void 0)
    event.subset = subset;
  return event;
}
function validatePodUpdate(next, old) {
  const name = old.metadata.name;
  const invalid = (detail) => new GuardError("IPG_ERR_INVALID", `Pod "${name}" is invalid: ${detail}`);
  for (const field of ["name", "namespace", "uid", "creationTimestamp"]) {
    if (next.metadata[field] !== void 0 && next.metadata[field] !== old.metadata[field]) {
      throw invalid(`metadata.${field}: Invalid value: ${JSON.stringify(next.metadata[field])}: field is immutable`);
    }
  }
  for (const list of ["containers", "initContainers"]) {
    if ((next.spec[list] ?? []).length !== (old.spec[list] ?? []).length) {
      throw invalid(`spec.${list}: Forbidden: pod updates may not add or remove containers`);
    }
    for (const [i, c] of (next.spec[list] ?? []).entries()) {
      if (!c.image)
        throw invalid(`spec.${list}[${i}].image: Required value`);
      if (c.image.trim() !== c.image)
        throw invalid(`spec.${list}[${i}].image: Invalid value: ${JSON.stringify(c.image)}: must not have leading or trailing whitespace`);
    }
  }
  if (deepEqual(next.spec, old.spec))
    return;
  const munged = {
    ...next.spec,
    containers: next.spec.containers.map((c, i) => ({ ...c, image: old.spec.containers[i].image })),
    ...next.spec.initContainers ? { initContainers: next.spec.initContainers.map((c, i) => ({ ...c, image: old.spec.initContainers[i].image })) } : {}
  };
  if (!deepEqual(munged, old.spec)) {
    throw invalid(`spec: Forbidden: ${POD_UPDATE_FORBIDDEN}
${specDifference(old.spec, munged)}`);
  }
}
function specDifference(old, next) {
  const fields = /* @__PURE__ */ new Set([...Object.keys(old), ...Object.keys(next)]);
  const lines = [];
  for (const f of [...fields].sort()) {
    if (f === "containers" || f === "initContainers") {
      const a = old[f] ?? [];
      const b = next[f] ?? [];
      a.forEach((c, i) => {
        for (const k of /* @__PURE__ */ new Set([...Object.keys(c), ...Object.keys(b[i] ?? {})])) {
          if (!deepEqual(c[k], b[i]?.[k]))
            lines.push(`  core.PodSpec.${f}[${i}].${k} differs`);
        }
      });
    } else if (!deepEqual(old[f], next[f]))
      lines.push(`  core.PodSpec.${f} differs`);
  }
  return lines.join("\n");
}
var MemoryClusterClient = class {
  store;
  actor;
  options;
  writeCount = 0;
  crashed = false;
  constructor(store, actor, options) {
    this.store = store;
    this.actor = actor;
    this.options = options;
  }
  get writesDone() {
    return this.writeCount;
  }
  get isCrashed() {
    return this.crashed;
  }
  alive() {
    if (this.crashed)
      throw new SimulatedCrash(this.actor, this.writeCount);
  }
  wrote(verb, kind, namespace, name) {
    this.writeCount++;
    this.store.record(this.actor, verb, kind, namespace, name);
    if (this.options.crashAfterWrites !== void 0 && this.writeCount >= this.options.crashAfterWrites) {
      this.crashed = true;
      throw new SimulatedCrash(this.actor, this.writeCount);
    }
  }
  async listWorkloads(kind, namespace) {
    this.alive();
    return this.store.allWorkloads(kind).filter((w) => namespace === void 0 || w.metadata.namespace === namespace);
  }
  async getWorkload(kind, namespace, name) {
    this.alive();
    return this.store.getWorkloadOrThrow(kind, namespace, name);
  }
  async listCloneSets(namespace) {
    return await this.listWorkloads("CloneSet", namespace);
  }
  async getCloneSet(namespace, name) {
    return await this.getWorkload("CloneSet", namespace, name);
  }
  async updateWorkloadStatus(workload) {
    this.alive();
    const ns = workload.metadata.namespace ?? "default";
    const old = this.store.getWorkloadOrThrow(workload.kind, ns, workload.metadata.name);
    if (workload.metadata.resourceVersion !== void 0 && workload.metadata.resourceVersion !== old.metadata.resourceVersion) {
      throw conflictError(resourceName(workload.kind), workload.metadata.name);
    }
    const stored = this.store.storeWorkload({ ...old, status: copy(workload.status) }, "MODIFIED");
    this.wrote("update-status", workload.kind, ns, workload.metadata.name);
    return stored;
  }
  async patchWorkloadAnnotations(kind, namespace, name, annotations, resourceVersion) {
    this.alive();
    const old = this.store.getWorkloadOrThrow(kind, namespace, name);
    if (resourceVersion !== void 0 && resourceVersion !== old.metadata.resourceVersion)
      throw conflictError(resourceName(kind), name);
    const merged = { ...old.metadata.annotations ?? {} };
    for (const [k, v] of Object.entries(annotations)) {
      if (v === null)
        delete merged[k];
      else
        merged[k] = v;
    }
    const stored = this.store.storeWorkload({ ...old, metadata: { ...old.metadata, annotations: merged } }, "MODIFIED");
    this.wrote("patch", kind, namespace, name);
    return stored;
  }
  async listPods(namespace, selector) {
    this.alive();
    return this.store.listPodsIn(namespace, selector);
  }
  async getPod(namespace, name) {
    this.alive();
    return this.store.getPodOrThrow(namespace, name);
  }
  async createPod(input) {
    this.alive();
    const ns = input.metadata.namespace ?? "default";
    if (this.store.pod(ns, input.metadata.name)) {
      throw new GuardError("IPG_ERR_CONFLICT", `pods "${input.metadata.name}" already exists`);
    }
    const admitted = this.store.runPodAdmission("CREATE", input, void 0);
    const pod = {
      ...admitted,
      apiVersion: "v1",
      kind: "Pod",
      metadata: { ...admitted.metadata, namespace: ns, uid: this.store.newUid(), creationTimestamp: metaTime(this.store.now()), generation: 1 },
      status: { phase: "Pending" }
    };
    const stored = this.store.storePod(pod, "ADDED");
    this.wrote("create", "Pod", ns, pod.metadata.name);
    return stored;
  }
  async updatePod(input) {
    this.alive();
    const ns = input.metadata.namespace ?? "default";
    const old = this.store.getPodOrThrow(ns, input.metadata.name);
    if (input.metadata.resourceVersion === void 0) {
      throw new GuardError("IPG_ERR_INVALID", `Pod "${input.metadata.name}" is invalid: metadata.resourceVersion: Invalid value: 0x0: must be specified for an update`);
    }
    if (input.metadata.resourceVersion !== old.metadata.resourceVersion)
      throw conflictError("pods", input.metadata.name);
    const admitted = this.store.runPodAdmission("UPDATE", input, old);
    validatePodUpdate(admitted, old);
    const specChanged = !deepEqual(admitted.spec, old.spec);
    const next = {
      ...admitted,
      metadata: {
        ...admitted.metadata,
        uid: old.metadata.uid,
        creationTimestamp: old.metadata.creationTimestamp,
        generation: (old.metadata.generation ?? 1) + (specChanged ? 1 : 0),
        ...old.metadata.deletionTimestamp ? { deletionTimestamp: old.metadata.deletionTimestamp } : {}
      },
      ...old.status ? { status: old.status } : {}
    };
    const stored = this.store.storePod(next, "MODIFIED");
    this.wrote("update", "Pod", ns, input.metadata.name);
    return stored;
  }
  async updatePodStatus(input) {
    this.alive();
    const ns = input.metadata.namespace ?? "default";
    const old = this.store.getPodOrThrow(ns, input.metadata.name);
    if (input.metadata.resourceVersion !== void 0 && input.metadata.resourceVersion !== old.metadata.resourceVersion) {
      throw conflictError("pods", input.metadata.name);
    }
    const stored = this.store.storePod({ ...old, status: input.status ?? {} }, "MODIFIED");
    this.wrote("update-status", "Pod", ns, input.metadata.name);
    return stored;
  }
  async resizePod(namespace, name, containers, resourceVersion) {
    this.alive();
    const old = this.store.getPodOrThrow(namespace, name);
    if (resourceVersion !== void 0 && resourceVersion !== old.metadata.resourceVersion)
      throw conflictError("pods", name);
    const byName = new Map(containers.map((c) => [c.name, c.resources]));
    const next = old.spec.containers.map((c) => {
      const change = byName.get(c.name);
      if (!change)
        return c;
      for (const kind of ["limits", "requests"]) {
        for (const res of Object.keys(change[kind] ?? {})) {
          if (res !== "cpu" && res !== "memory") {
            throw new GuardError("IPG_ERR_INVALID", `Pod "${name}" is invalid: spec.containers[${c.name}].resources: Forbidden: only cpu and memory resources are mutable`);
          }
        }
      }
      return {
        ...c,
        resources: {
          ...c.resources ?? {},
          ...change.limits ? { limits: { ...c.resources?.limits ?? {}, ...change.limits } } : {},
          ...change.requests ? { requests: { ...c.resources?.requests ?? {}, ...change.requests } } : {}
        }
      };
    });
    const stored = this.store.storePod({ ...old, spec: { ...old.spec, containers: next } }, "MODIFIED");
    this.wrote("resize", "Pod", namespace, name);
    return stored;
  }
  async deletePod(namespace, name, uid) {
    this.alive();
    const old = this.store.getPodOrThrow(namespace, name);
    if (uid !== void 0 && old.metadata.uid !== uid) {
      throw new GuardError("IPG_ERR_CONFLICT", `Precondition failed: UID in precondition: ${uid}, UID in object meta: ${old.metadata.uid}`);
    }
    if (old.metadata.deletionTimestamp)
      return;
    if (!old.spec.nodeName) {
      this.store.finalizePodDeletion(namespace, name);
    } else {
      const grace = old.spec.terminationGracePeriodSeconds ?? 30;
      this.store.storePod({ ...old, metadata: { ...old.metadata, deletionTimestamp: metaTime(this.store.now()), deletionGracePeriodSeconds: grace } }, "MODIFIED");
    }
    this.wrote("delete", "Pod", namespace, name);
  }
  async listNodes() {
    this.alive();
    return this.store.allNodes();
  }
  async listRevisions(namespace, selector) {
    this.alive();
    return this.store.listRevisionsIn(namespace, selector);
  }
  async createRevision(revision) {
    this.alive();
    const stored = this.store.storeRevision(revision);
    this.wrote("create", "ControllerRevision", stored.metadata.namespace ?? "", stored.metadata.name);
    return stored;
  }
  async createEvent(event) {
    this.alive();
    this.store.storeEvent(event);
    this.wrote("create", "Event", event.namespace, event.involvedObject.name);
  }
  async listEvents(namespace) {
    this.alive();
    return this.store.allEvents().filter((e) => e.namespace === namespace);
  }
  // ---- the cluster view: SidecarSets, UnitedDeployments, subset children, Namespaces ----
  async listSidecarSets() {
    this.alive();
    return this.store.allObjects("apps.kruise.io/v1alpha1", "SidecarSet");
  }
  async getSidecarSet(name) {
    return this.getView("SidecarSet", "", name);
  }
  async patchSidecarSetAnnotations(name, annotations, resourceVersion) {
    return this.patchView("SidecarSet", "", name, annotations, resourceVersion);
  }
  async listUnitedDeployments(namespace) {
    this.alive();
    return this.store.allObjects("apps.kruise.io/v1alpha1", "UnitedDeployment").filter((u) => namespace === void 0 || u.metadata.namespace === namespace);
  }
  async getUnitedDeployment(namespace, name) {
    return this.getView("UnitedDeployment", namespace, name);
  }
  async patchUnitedDeploymentAnnotations(namespace, name, annotations, resourceVersion) {
    return this.patchView("UnitedDeployment", namespace, name, annotations, resourceVersion);
  }
  async listSubsetChildren(kind, namespace, selector) {
    this.alive();
    const matches = selectorMatcher(selector);
    const { apiVersion, kind: childKind } = CHILD_TYPES[kind];
    const all = kind === "CloneSet" || kind === "AdvancedStatefulSet" ? this.store.allWorkloads(childKind) : this.store.allObjects(apiVersion, childKind);
    return all.filter((o) => o.metadata.namespace === namespace && matches(o.metadata.labels ?? {}));
  }
  async listPodsInAllNamespaces(selector) {
    this.alive();
    const matches = selectorMatcher(selector);
    return this.store.allPods().filter((p) => matches(p.metadata.labels ?? {}));
  }
  async listNamespaces() {
    this.alive();
    return this.store.allObjects("v1", "Namespace");
  }
  async getView(kind, namespace, name) {
    this.alive();
    const obj = this.store.object("apps.kruise.io/v1alpha1", kind, namespace, name);
    if (!obj)
      throw notFoundError(VIEW_RESOURCES[kind], name);
    return obj;
  }
  async patchView(kind, namespace, name, annotations, resourceVersion) {
    const old = await this.getView(kind, namespace, name);
    if (resourceVersion !== void 0 && resourceVersion !== old.metadata.resourceVersion)
      throw conflictError(VIEW_RESOURCES[kind], name);
    const merged = { ...old.metadata.annotations ?? {} };
    for (const [k, v] of Object.entries(annotations)) {
      if (v === null)
        delete merged[k];
      else
        merged[k] = v;
    }
    const stored = this.store.storeObject({ ...old, metadata: { ...old.metadata, annotations: merged } });
    this.wrote("patch", kind, namespace, name);
    return stored;
  }
  /** As KubeCluster's watch: workloads, and only Pods that belong to workloads (WORKLOAD_POD_SELECTOR). */
  async watch(onEvent) {
    this.alive();
    return this.store.addWatcher((event, pod) => {
      if (event.kind === "Pod" && pod?.metadata.labels?.[WORKLOAD_POD_SELECTOR] === void 0)
        return;
      onEvent(event);
    });
  }
};

// dist/reconciler/simulation.js
var SIMULATION_START = Date.UTC(2026, 0, 1, 0, 0, 0);
var ALPHABET = "bcdfghjklmnpqrstvwxz2456789";
function idGenerator(seed = 1) {
  let state = seed >>> 0;
  const next = () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
  return () => {
    let id = "";
    for (let i = 0; i < 5; i++)
      id += ALPHABET[Math.floor(next() * ALPHABET.length)];
    return id;
  };
}
function buildPods(cloneSet, n, options = {}) {
  const gates = resolveGates(options.gates);
  const now = options.now ?? SIMULATION_START;
  const revision = options.revision ?? resolveUpdateRevision(cloneSet, [], 0, gates).name;
  const label = revisionLabelValue(revision, gates);
  const newId = options.newId ?? idGenerator(7);
  const taken = /* @__PURE__ */ new Set();
  const imageId = imageIdMemo();
  const pods = [];
  const reads = podReadMemo();
  for (let i = 0; i < n; i++) {
    let id = newId();
    while (taken.has(id))
      id = newId();
    taken.add(id);
    const pod = newPodFromTemplate(cloneSet, cloneSet.template, { id, revisionLabel: label, now });
    pods.push(asRunning(cloneSet, pod, { index: i, count: n, now, ready: !options.notReady?.has(i), imageId, reads }));
  }
  return pods;
}
function asRunning(view, pod, o) {
  const since = o.now - (o.count - o.index) * 1e3;
  const built = {
    ...pod,
    metadata: {
      ...pod.metadata,
      uid: uuidFor(`${view.namespace}/${pod.metadata.name}`),
      creationTimestamp: metaTime(since),
      labels: o.lifecycle === false ? { ...pod.metadata.labels } : { ...pod.metadata.labels, "lifecycle.apps.kruise.io/state": "Normal" }
    },
    spec: { ...pod.spec, nodeName: o.node ?? `sim-node-${o.index % 3 + 1}` },
    status: runningStatus(pod, o.ready, since, o.imageId)
  };
  return readsPodMetadata(built) ? withRuntimeMeta(built, o.reads) : built;
}
function imageIdMemo() {
  const ids = /* @__PURE__ */ new Map();
  return (image) => {
    let id = ids.get(image);
    if (id === void 0)
      ids.set(image, id = imageIdOf(image));
    return id;
  };
}
function buildStatefulSetPods(view, n, options) {
  const now = options.now ?? SIMULATION_START;
  const imageId = imageIdMemo();
  const reads = podReadMemo();
  const ordinals = statefulSetCreations(view, [], { deleteSpecified: [], deleteExcess: [], createCurrent: 0, createUpdate: n });
  return ordinals.map(({ ordinal }, i) => {
    const pod = injectContainerLaunchPriority(newStatefulSetPod(view, view.template, { ordinal, revision: options.revision, now }));
    return asRunning(view, pod, { index: i, count: n, now, ready: !options.notReady?.has(i), imageId, reads });
  });
}
function buildDaemonSetPods(view, nodes, options) {
  const now = options.now ?? SIMULATION_START;
  const imageId = imageIdMemo();
  const reads = podReadMemo();
  const newId = options.newId ?? idGenerator(7);
  const taken = /* @__PURE__ */ new Set();
  const wanted = nodesNeedingDaemonPods(view, [], nodes);
  return wanted.map((node, i) => {
    let id = newId();
    while (taken.has(id))
      id = newId();
    taken.add(id);
    const pod = injectContainerLaunchPriority(newDaemonSetPod(view, view.template, { node, hash: options.hash, id }));
    return asRunning(view, pod, { index: i, count: wanted.length, now, ready: !options.notReady?.has(i), imageId, reads, node, lifecycle: false });
  });
}
function simulatedNodeNames(count) {
  return Array.from({ length: count }, (_, i) => `sim-node-${i + 1}`);
}
function uuidFor(text) {
  const h = createHash3("sha256").update(text).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
function withRuntimeMeta(pod, reads) {
  const meta = runtimeContainersMeta(pod.spec.containers.map((c) => {
    const status = pod.status?.containerStatuses?.find((s) => s.name === c.name);
    return { name: c.name, containerID: status?.containerID ?? "", restartCount: status?.restartCount ?? 0, plainHash: containerPlainHash(c, reads), envHash: envFromMetadataHash(c, pod, reads) };
  }));
  return { ...pod, metadata: { ...pod.metadata, annotations: { ...pod.metadata.annotations, [ANNOTATION_RUNTIME_META]: meta } } };
}
function runningStatus(pod, ready, since, imageId) {
  const at = metaTime(since);
  const statuses = pod.spec.containers.map((c, i) => ({
    name: c.name,
    image: c.image ?? "",
    imageID: imageId(c.image ?? ""),
    ready,
    restartCount: 0,
    started: true,
    containerID: `containerd://seed${pod.metadata.name}${i}`,
    state: { running: { startedAt: at } }
  }));
  const names = statuses.map((s) => s.name).join(" ");
  return {
    phase: "Running",
    startTime: at,
    conditions: [
      { type: "PodScheduled", status: "True", lastTransitionTime: at },
      { type: "Initialized", status: "True", lastTransitionTime: at },
      ready ? { type: "ContainersReady", status: "True", lastTransitionTime: at } : { type: "ContainersReady", status: "False", reason: "ContainersNotReady", message: `containers with unready status: [${names}]`, lastTransitionTime: at },
      { type: "InPlaceUpdateReady", status: "True", lastTransitionTime: at },
      ready ? { type: "Ready", status: "True", lastTransitionTime: at } : { type: "Ready", status: "False", reason: "ContainersNotReady", message: `containers with unready status: [${names}]`, lastTransitionTime: at }
    ],
    containerStatuses: statuses
  };
}
function seedWorkload(store, workload, options) {
  const kind = workload?.kind;
  if (kind === "DaemonSet")
    return seedDaemonSet(store, workload, options);
  if (kind !== "StatefulSet")
    return seedCloneSet(store, workload, options);
  const seeded = store.applyWorkload(withNamespace(workload));
  const view = readWorkload(seeded, { kruise: options.kruise });
  const initial = resolveUpdateRevision(view, store.allRevisions(), 0, options.gates);
  if (initial.create)
    store.storeRevision(initial.create);
  const notReady = new Set(Array.from({ length: Math.min(options.notReady ?? 0, view.replicas) }, (_, i) => i));
  const pods = buildStatefulSetPods(view, view.replicas, { revision: initial.name, now: options.now, gates: options.gates, notReady });
  for (const pod of pods)
    store.storePod(pod, "ADDED");
  const status = statefulSetStatus(view, pods, {
    updateRevision: initial.name,
    currentRevision: initial.name,
    collisionCount: 0,
    labelSelector: selectorString(view.selector),
    now: options.now
  });
  store.storeWorkload({ ...seeded, status }, "MODIFIED");
  return { view, revision: initial.name, pods, notReady };
}
function seedDaemonSet(store, workload, options) {
  const seeded = store.applyWorkload(withNamespace(workload));
  for (const name of simulatedNodeNames(options.nodes ?? 3)) {
    if (!store.allNodes().some((n) => n.metadata.name === name))
      store.storeNode({ metadata: { name, labels: { "kubernetes.io/hostname": name } } });
  }
  const nodes = store.allNodes().map((n, i) => readNode(n, i));
  const view = readWorkload(seeded, { kruise: options.kruise });
  const initial = resolveUpdateRevision(view, store.allRevisions(), 0, options.gates, options.kruise);
  if (initial.create)
    store.storeRevision(initial.create);
  const revision = store.allRevisions().find((r) => r.metadata.name === initial.name);
  const hash = revision ? revisionHashOf(revision) : initial.name;
  const notReady = new Set(Array.from({ length: options.notReady ?? 0 }, (_, i) => i));
  const pods = buildDaemonSetPods(view, nodes, { hash, now: options.now, gates: options.gates, notReady, newId: idGenerator(options.seed ?? 7) });
  for (const pod of pods)
    store.storePod(pod, "ADDED");
  const status = daemonSetStatus(view, pods, nodes, { hash, now: options.now, observed: true });
  store.storeWorkload({ ...seeded, status }, "MODIFIED");
  return { view, revision: initial.name, pods, notReady };
}
function seedCloneSet(store, cloneSet, options) {
  const seeded = store.applyCloneSet(withNamespace(cloneSet));
  const view = readCloneSet(seeded, { kruise: options.kruise });
  const initial = resolveUpdateRevision(view, store.allRevisions(), 0, options.gates);
  if (initial.create)
    store.storeRevision(initial.create);
  const notReady = new Set(Array.from({ length: Math.min(options.notReady ?? 0, view.replicas) }, (_, i) => i));
  const pods = buildPods(view, view.replicas, { revision: initial.name, now: options.now, gates: options.gates, notReady, newId: idGenerator(options.seed ?? 7) });
  for (const pod of pods)
    store.storePod(pod, "ADDED");
  const ready = pods.length - notReady.size;
  store.storeCloneSet({
    ...seeded,
    status: {
      observedGeneration: seeded.metadata.generation ?? 1,
      replicas: pods.length,
      readyReplicas: ready,
      availableReplicas: ready,
      updatedReplicas: pods.length,
      updatedReadyReplicas: ready,
      updatedAvailableReplicas: ready,
      expectedUpdatedReplicas: pods.length,
      updateRevision: initial.name,
      currentRevision: initial.name,
      collisionCount: 0
    }
  }, "MODIFIED");
  return { view, revision: initial.name, pods, notReady };
}
async function runSimulatedRollout(options) {
  const gates = resolveGates(options.gates);
  const clock = new SimClock(SIMULATION_START);
  const launchPriority = (op, pod) => op === "CREATE" ? injectContainerLaunchPriority(pod) : void 0;
  const store = new MemoryCluster({ now: clock.now, podAdmission: [launchPriority, ...options.podAdmission ?? []] });
  const seededSet = seedWorkload(store, options.workload ?? options.cloneSet, {
    gates,
    kruise: options.kruise,
    now: clock.now(),
    notReady: options.notReady ?? 0,
    seed: options.seed ?? 7,
    nodes: options.kubelet?.nodes
  });
  const { view, pods, notReady } = seededSet;
  const initial = { name: seededSet.revision };
  const failPull = new Set(options.failPull ?? []);
  const indexOf = new Map(pods.map((p, i) => [p.metadata.name, i]));
  const initialImages = new Map(pods.map((p) => [p.metadata.name, new Set(p.spec.containers.map((c) => c.image ?? ""))]));
  const kubelet = new KubeletSimulator(store, {
    ...options.kubelet,
    failPull: (pod, _container, image) => {
      const index = indexOf.get(pod) ?? -1;
      const listed = failPull.has(pod) || index >= 0 && failPull.has(String(index));
      return listed && !initialImages.get(pod)?.has(image) || (options.kubelet?.failPull?.(pod, _container, image) ?? false);
    },
    neverReady: (pod, container, image) => {
      const index = indexOf.get(pod) ?? -1;
      return index >= 0 && notReady.has(index) || (options.kubelet?.neverReady?.(pod, container, image) ?? false);
    }
  });
  await kubelet.sync(clock.now());
  const after = applyChange(store.workload(view.kind, view.namespace, view.name), options);
  store.applyWorkload(after);
  const afterView = readWorkload(store.workload(view.kind, view.namespace, view.name), { kruise: options.kruise });
  const updateRevision = resolveUpdateRevision(afterView, store.allRevisions(), 0, gates, options.kruise).name;
  const changedAt = clock.now();
  const daemonSetOptions = () => view.kind === "DaemonSet" ? { kruise: options.kruise, nodes: store.allNodes().map((n, i) => readNode(n, i)), revisions: store.allRevisions() } : {};
  const memo = planMemo();
  const plannedRounds = projectRounds(afterView, store.listPodsIn(view.namespace, view.selector), changedAt, {
    gates,
    updateRevision,
    currentRevision: initial.name,
    memo,
    ...daemonSetOptions()
  });
  const seededUids = new Set(pods.map((p) => p.metadata.uid ?? ""));
  const created = /* @__PURE__ */ new Set();
  const createdWatch = store.addWatcher((event) => {
    if (event.kind === "Pod" && event.type === "ADDED" && event.namespace === view.namespace)
      created.add(event.name);
  });
  const rounds = [];
  const startedAt = /* @__PURE__ */ new Map();
  const finishedAt = /* @__PURE__ */ new Map();
  const newId = idGenerator((options.seed ?? 7) + 1e3);
  let crashed = false;
  let reconcilerWrites = 0;
  const makeReconciler = (crashAfterWrites) => new Reconciler({
    cluster: store.client("reconciler", { crashAfterWrites }),
    mode: "active",
    gates,
    kruise: options.kruise,
    now: clock.now,
    newPodId: newId,
    sleep: async () => {
    },
    onPodsStarted: (started) => {
      const seconds = (clock.now() - changedAt) / 1e3;
      for (const s of started)
        if (!startedAt.has(s.name))
          startedAt.set(s.name, clock.now());
      rounds.push({ round: rounds.length + 1, at: seconds, pods: started.map((s) => s.name), path: started[0].path });
    }
  });
  let reconciler = makeReconciler(options.crashAfterWrites);
  const deadline = changedAt + (options.maxSeconds ?? 3600) * 1e3;
  let requeueAt;
  for (let steps = 0; steps < 1e6; steps++) {
    for (let i = 0; i < 100; i++) {
      let writes = 0;
      try {
        const r = await reconciler.reconcile(view.namespace, view.name, view.kind);
        writes = r.writes;
        reconcilerWrites += r.writes;
        if (r.requeueAfterMs !== void 0 && r.requeueAfterMs > 0) {
          const at = clock.now() + r.requeueAfterMs;
          requeueAt = requeueAt === void 0 || requeueAt <= clock.now() ? at : Math.min(requeueAt, at);
        }
        if (writes === 0 && !(r.requeueAfterMs === 0))
          break;
      } catch (err) {
        if (!(err instanceof SimulatedCrash))
          throw err;
        crashed = true;
        reconciler = makeReconciler();
      }
    }
    const kubeletWrites = await kubelet.sync(clock.now());
    trackFinished(store, afterView, updateRevision, startedAt, finishedAt, clock.now(), seededUids, created);
    if (kubeletWrites > 0 || kubelet.hasPendingEvents)
      continue;
    const plan = rolloutPlan(afterView, store.listPodsIn(view.namespace, view.selector), clock.now(), { gates, updateRevision, memo, ...daemonSetOptions() });
    const terminating = view.kind === "DaemonSet" && store.listPodsIn(view.namespace, view.selector).some((p) => p.metadata.deletionTimestamp);
    if (isRolloutComplete(afterView, plan) && !terminating) {
      if (view.kind === "DaemonSet")
        reconcilerWrites += (await reconciler.reconcile(view.namespace, view.name, view.kind)).writes;
      break;
    }
    const wake = kubelet.nextWakeAt();
    const candidates = [wake, requeueAt !== void 0 && requeueAt > clock.now() ? requeueAt : void 0].filter((t) => t !== void 0);
    if (candidates.length === 0)
      break;
    const next = Math.min(...candidates);
    if (next > deadline)
      break;
    clock.set(next);
  }
  createdWatch.stop();
  const final = diagnose(readWorkload(store.workload(view.kind, view.namespace, view.name), { kruise: options.kruise }), store.listPodsIn(view.namespace, view.selector), clock.now(), {
    gates,
    updateRevision,
    revisions: store.allRevisions(),
    stallAfterSeconds: 0,
    ...daemonSetOptions(),
    events: store.allEvents().map((e) => ({ reason: e.reason, message: e.message, object: e.involvedObject.name }))
  });
  return {
    namespace: view.namespace,
    name: view.name,
    completed: final.completed,
    seconds: (clock.now() - changedAt) / 1e3,
    updateRevision,
    plannedRounds,
    rounds,
    pods: podReport(store, kubelet, pods, startedAt, finishedAt, changedAt, view, [...created]),
    ...final.completed ? {} : { diagnosis: primaryDiagnosis(final) },
    reconcilerWrites,
    crashed,
    deletedPods: store.deletedPods.map((d) => d.name),
    final,
    cluster: store,
    kubelet
  };
}
function withNamespace(workload) {
  const obj = structuredClone(workload);
  readWorkload(obj);
  obj.metadata = { ...obj.metadata ?? {}, namespace: obj.metadata?.namespace ?? "default" };
  delete obj.status;
  return obj;
}
function applyChange(current, options) {
  let next = structuredClone(current);
  delete next.status;
  if (options.setImages && Object.keys(options.setImages).length > 0) {
    const spec = next.spec.template.spec;
    for (const [container, image] of Object.entries(options.setImages)) {
      const c = spec.containers.find((x) => x.name === container);
      if (!c) {
        const known = spec.containers.map((x) => x.name).join(", ");
        throw new GuardError("IPG_ERR_USAGE", `--set-image: the template has no container "${container}" (containers: ${known})`);
      }
      c.image = image;
    }
  }
  if (options.change)
    next = options.change(next);
  return next;
}
function trackFinished(store, view, revision, started, finished, now, seededUids, created) {
  for (const name of started.keys()) {
    if (finished.has(name))
      continue;
    const pod = store.pod(view.namespace, name);
    if (!pod)
      continue;
    if (isAtRevision(pod, revision, view.revisions) && (lifecycleState(pod) === "Normal" || lifecycleState(pod) === "") && isPodAvailable(pod, view.minReadySeconds, now)) {
      finished.set(name, now);
    }
  }
  for (const name of created) {
    if (started.has(name) || finished.has(name))
      continue;
    const pod = store.pod(view.namespace, name);
    if (!pod || !matchesSelector(view.selector, pod.metadata.labels ?? {}))
      continue;
    if (isAtRevision(pod, revision, view.revisions) && isPodAvailable(pod, view.minReadySeconds, now) && pod.metadata.uid && !seededUids.has(pod.metadata.uid)) {
      finished.set(name, now);
    }
  }
}
function podReport(store, kubelet, seeded, started, finished, changedAt, view, createdOrder) {
  const restartsByUid = /* @__PURE__ */ new Map();
  for (const r of kubelet.restarts())
    restartsByUid.set(r.uid, (restartsByUid.get(r.uid) ?? 0) + r.restartCount);
  const live = store.listPodsIn(view.namespace, view.selector).filter((p) => !p.metadata.deletionTimestamp);
  const liveByName = new Map(live.map((p) => [p.metadata.name, p]));
  const seededNames = new Set(seeded.map((p) => p.metadata.name));
  const createdAt = new Map(createdOrder.map((name, i) => [name, i]));
  const replacements = live.filter((p) => !seededNames.has(p.metadata.name)).map((p) => p.metadata.name).sort((a, b) => (createdAt.get(a) ?? Infinity) - (createdAt.get(b) ?? Infinity) || (a < b ? -1 : 1));
  const deletedAt = new Map(store.deletedPods.map((d, i) => [d.name, i]));
  const replacementOf = /* @__PURE__ */ new Map();
  seeded.filter((p) => !liveByName.has(p.metadata.name)).sort((a, b) => (deletedAt.get(a.metadata.name) ?? Infinity) - (deletedAt.get(b.metadata.name) ?? Infinity)).forEach((p, i) => {
    if (i < replacements.length)
      replacementOf.set(p.metadata.name, replacements[i]);
  });
  const nodeOf = (pod) => {
    const node = view.kind === "DaemonSet" ? podTargetNode(pod) : void 0;
    return node === void 0 ? {} : { node };
  };
  const report = seeded.map((p) => {
    const now = liveByName.get(p.metadata.name);
    const entry = {
      name: p.metadata.name,
      uidBefore: p.metadata.uid ?? null,
      uidAfter: now?.metadata.uid ?? null,
      restarts: now ? restartsByUid.get(now.metadata.uid ?? "") ?? 0 : 0,
      ...nodeOf(p)
    };
    const replacement = replacementOf.get(p.metadata.name);
    if (!now && replacement !== void 0)
      entry.replacedBy = replacement;
    const s = started.get(p.metadata.name);
    if (s !== void 0) {
      entry.startedAt = (s - changedAt) / 1e3;
      const f = finished.get(p.metadata.name);
      if (f !== void 0)
        entry.seconds = (f - s) / 1e3;
    }
    return entry;
  });
  for (const name of replacements) {
    const pod = liveByName.get(name);
    const f = finished.get(name);
    report.push({
      name,
      uidBefore: null,
      uidAfter: pod.metadata.uid ?? null,
      restarts: restartsByUid.get(pod.metadata.uid ?? "") ?? 0,
      ...f !== void 0 ? { seconds: (f - changedAt) / 1e3 } : {},
      ...nodeOf(pod)
    });
  }
  return report;
}
function primaryDiagnosis(d) {
  const first = d.reasons.find((r) => r.blocking) ?? d.reasons[0];
  if (!first) {
    return { reason: "unknown", pods: [], message: "the rollout did not complete and no stall reason was found", field: "", reasons: [] };
  }
  return { reason: first.reason, pods: first.pods, message: first.message, field: first.field, reasons: d.reasons };
}

export {
  imageIdOf,
  KubeletSimulator,
  MemoryCluster,
  SimClock,
  SIMULATION_START,
  uuidFor,
  runningStatus,
  seedCloneSet,
  runSimulatedRollout
};
