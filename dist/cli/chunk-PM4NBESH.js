import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  KubeletSimulator,
  MemoryCluster,
  seedCloneSet
} from "./chunk-KBGRAQHT.js";
import {
  Reconciler,
  injectContainerLaunchPriority,
  ownedObjects
} from "./chunk-YJD6HLME.js";
import {
  VIEW_KINDS,
  isConflict,
  isNotFound,
  isViewKind,
  parseWorkloadKey,
  workloadKey
} from "./chunk-NSOFFFHT.js";
import {
  GUARDED_KINDS,
  readWorkload
} from "./chunk-K6DPC5DB.js";

// dist/reconciler/embedded.js
import os from "node:os";

// dist/reconciler/controller.js
var VIEW_POD_EVENT_DELAY_MS = 1e3;
var Controller = class {
  o;
  queue = /* @__PURE__ */ new Set();
  timers = /* @__PURE__ */ new Map();
  failures = /* @__PURE__ */ new Map();
  /** UnitedDeployments seen, by namespace: a Pod of a subset re-observes those of its namespace. */
  unitedDeployments = /* @__PURE__ */ new Map();
  watch;
  resync;
  running = false;
  stopped = false;
  idle = Promise.resolve();
  constructor(o) {
    this.o = o;
  }
  async start() {
    this.watch = await this.o.cluster.watch((e) => this.onEvent(e), (err) => this.o.logger.warn({ err: err.message }, "watch error; re-watching"));
    await this.enqueueAll();
    const resync = this.o.resyncMs ?? 3e5;
    if (resync > 0)
      this.resync = setInterval(() => void this.enqueueAll().catch(() => void 0), resync);
  }
  async stop() {
    this.stopped = true;
    this.watch?.stop();
    if (this.resync)
      clearInterval(this.resync);
    for (const t of this.timers.values())
      clearTimeout(t);
    this.timers.clear();
    this.queue.clear();
    await this.idle;
  }
  /** Resolves once the queue is empty and no reconcile is running (tests). */
  async drained() {
    while (this.running || this.queue.size > 0)
      await this.idle;
  }
  enqueue(key, afterMs = 0) {
    if (this.stopped)
      return;
    if (afterMs > 0) {
      if (this.timers.has(key))
        return;
      this.timers.set(key, setTimeout(() => {
        this.timers.delete(key);
        this.enqueue(key);
      }, afterMs));
      return;
    }
    this.queue.add(key);
    if (!this.running)
      this.idle = this.work();
  }
  get kinds() {
    return this.o.kinds ?? this.o.reconciler.kinds;
  }
  get viewKinds() {
    return this.o.viewKinds ?? this.o.reconciler.viewKinds;
  }
  /** Every workload of every kind; a kind the cluster does not serve or lets us list is left out (and logged), CloneSet is not. */
  async enqueueAll() {
    for (const kind of this.kinds) {
      let listed;
      try {
        listed = await this.o.cluster.listWorkloads(kind, this.o.namespace);
      } catch (err) {
        if (kind === "CloneSet")
          throw err;
        this.o.logger.warn({ kind, err: err.message }, "cannot list this kind; its objects are not reconciled");
        continue;
      }
      for (const w of listed)
        this.enqueue(workloadKey(kind, w.metadata.namespace ?? "default", w.metadata.name));
    }
    for (const kind of this.viewKinds) {
      let listed;
      try {
        listed = kind === "SidecarSet" ? await this.o.cluster.listSidecarSets() : await this.o.cluster.listUnitedDeployments(this.o.namespace);
      } catch (err) {
        this.o.logger.warn({ kind, err: err.message }, "cannot list this kind; its objects are not observed");
        continue;
      }
      for (const o of listed) {
        const namespace = kind === "SidecarSet" ? "" : o.metadata.namespace ?? "default";
        if (kind === "UnitedDeployment")
          this.indexUnitedDeployment(namespace, o.metadata.name, false);
        this.enqueue(workloadKey(kind, namespace, o.metadata.name));
      }
    }
  }
  indexUnitedDeployment(namespace, name, deleted) {
    let names = this.unitedDeployments.get(namespace);
    if (!names)
      this.unitedDeployments.set(namespace, names = /* @__PURE__ */ new Set());
    if (deleted)
      names.delete(name);
    else
      names.add(name);
  }
  onEvent(e) {
    if (this.o.namespace && e.kind !== "SidecarSet" && e.namespace !== this.o.namespace)
      return;
    if (isViewKind(e.kind)) {
      if (!this.viewKinds.includes(e.kind))
        return;
      if (e.kind === "UnitedDeployment")
        this.indexUnitedDeployment(e.namespace, e.name, e.type === "DELETED");
      this.enqueue(workloadKey(e.kind, e.namespace, e.name));
      return;
    }
    if (e.kind !== "Pod") {
      if (this.kinds.includes(e.kind))
        this.enqueue(workloadKey(e.kind, e.namespace, e.name));
      if (e.ownerKind === "UnitedDeployment" && e.owner && this.viewKinds.includes("UnitedDeployment"))
        this.enqueue(workloadKey("UnitedDeployment", e.namespace, e.owner));
      return;
    }
    if (e.owner && e.ownerKind && e.ownerKind !== "UnitedDeployment" && this.kinds.includes(e.ownerKind))
      this.enqueue(workloadKey(e.ownerKind, e.namespace, e.owner));
    if (e.sidecarSets && this.viewKinds.includes("SidecarSet")) {
      for (const name of e.sidecarSets)
        this.enqueue(workloadKey("SidecarSet", "", name), VIEW_POD_EVENT_DELAY_MS);
    }
    if (e.subset !== void 0 && this.viewKinds.includes("UnitedDeployment")) {
      for (const name of this.unitedDeployments.get(e.namespace) ?? [])
        this.enqueue(workloadKey("UnitedDeployment", e.namespace, name), VIEW_POD_EVENT_DELAY_MS);
    }
  }
  async work() {
    this.running = true;
    try {
      while (!this.stopped && this.queue.size > 0) {
        const key = this.queue.values().next().value;
        this.queue.delete(key);
        const { kind, namespace, name } = parseWorkloadKey(key);
        try {
          const result = await this.o.reconciler.reconcile(namespace, name, kind);
          this.failures.delete(key);
          if (result.error)
            this.o.logger.warn({ workload: key, err: result.error }, "reconcile reported an error");
          if (result.started.length > 0)
            this.o.logger.info({ workload: key, pods: result.started.map((s) => s.name) }, "pods updating");
          if (result.requeueAfterMs !== void 0)
            this.enqueue(key, Math.max(result.requeueAfterMs, 10));
        } catch (err) {
          const n = (this.failures.get(key) ?? 0) + 1;
          this.failures.set(key, n);
          const delay = Math.min(1e3 * 2 ** (n - 1), 6e4);
          this.o.logger.error({ workload: key, err: err.message, retryInMs: delay }, "reconcile failed");
          this.enqueue(key, delay);
        }
      }
    } finally {
      this.running = false;
    }
  }
};

// dist/reconciler/leaderElection.js
function leaseDecision(lease, identity, now, defaultDurationSeconds) {
  if (!lease || !lease.holderIdentity)
    return "acquire";
  if (lease.holderIdentity === identity)
    return "renew";
  const renewed = lease.renewTime ? Date.parse(lease.renewTime) : Number.NaN;
  const duration = (lease.leaseDurationSeconds ?? defaultDurationSeconds) * 1e3;
  return Number.isNaN(renewed) || renewed + duration < now ? "acquire" : "follow";
}
function microTime(ms) {
  return new Date(ms).toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");
}
var LeaderElector = class {
  o;
  timer;
  inflight;
  leading = false;
  stopped = false;
  duration;
  now;
  constructor(o) {
    this.o = o;
    this.duration = o.leaseDurationSeconds ?? 15;
    this.now = o.now ?? Date.now;
  }
  get isLeader() {
    return this.leading;
  }
  start() {
    this.inflight = this.tick();
  }
  async stop() {
    this.stopped = true;
    if (this.timer)
      clearTimeout(this.timer);
    await this.inflight;
    if (this.leading) {
      this.leading = false;
      await this.stopLeading();
      await this.release().catch(() => void 0);
    }
  }
  /** One election round: acquire or renew when allowed. Returns whether this candidate leads afterwards. */
  async tryAcquireOrRenew() {
    const path = `/apis/coordination.k8s.io/v1/namespaces/${encodeURIComponent(this.o.namespace)}/leases`;
    let current;
    try {
      current = await this.o.rest.request("GET", `${path}/${encodeURIComponent(this.o.name)}`);
    } catch (err) {
      if (!isNotFound(err))
        throw err;
    }
    const now = this.now();
    const decision = leaseDecision(current?.spec, this.o.identity, now, this.duration);
    if (decision === "follow")
      return false;
    const spec = {
      holderIdentity: this.o.identity,
      leaseDurationSeconds: this.duration,
      acquireTime: decision === "renew" ? current?.spec.acquireTime ?? microTime(now) : microTime(now),
      renewTime: microTime(now),
      leaseTransitions: (current?.spec.leaseTransitions ?? 0) + (decision === "acquire" && current?.spec.holderIdentity ? 1 : 0)
    };
    try {
      if (!current) {
        await this.o.rest.request("POST", path, {
          body: { apiVersion: "coordination.k8s.io/v1", kind: "Lease", metadata: { name: this.o.name, namespace: this.o.namespace }, spec }
        });
      } else {
        await this.o.rest.request("PUT", `${path}/${encodeURIComponent(this.o.name)}`, { body: { ...current, spec } });
      }
      return true;
    } catch (err) {
      if (isConflict(err))
        return false;
      throw err;
    }
  }
  async tick() {
    if (this.stopped)
      return;
    let leads = false;
    try {
      leads = await this.tryAcquireOrRenew();
    } catch (err) {
      this.o.logger?.warn({ err: err.message, lease: this.o.name }, "leader election failed; retrying");
      leads = false;
    }
    if (this.stopped)
      return;
    if (leads && !this.leading) {
      this.leading = true;
      this.o.logger?.info({ identity: this.o.identity, lease: this.o.name }, "became leader");
      await this.startLeading();
    } else if (!leads && this.leading) {
      this.leading = false;
      this.o.logger?.warn({ identity: this.o.identity, lease: this.o.name }, "lost leadership");
      await this.stopLeading();
    }
    if (!this.stopped)
      this.timer = setTimeout(() => {
        this.inflight = this.tick();
      }, this.o.retryPeriodMs ?? 2e3);
  }
  /**
   * A leader whose work cannot start (say the CloneSet API is not served yet) stays a candidate that keeps the Lease
   * and tries again next round; the failure is logged, never thrown out of the election timer.
   */
  async startLeading() {
    try {
      await this.o.onStartedLeading();
    } catch (err) {
      this.o.logger?.warn({ err: err.message, lease: this.o.name }, "could not start leading; retrying");
      this.leading = false;
      await this.stopLeading();
    }
  }
  async stopLeading() {
    try {
      await this.o.onStoppedLeading();
    } catch (err) {
      this.o.logger?.warn({ err: err.message, lease: this.o.name }, "stopping the leader's work failed");
    }
  }
  /** Gives the Lease up on shutdown, so a standby takes over at once. */
  async release() {
    const path = `/apis/coordination.k8s.io/v1/namespaces/${encodeURIComponent(this.o.namespace)}/leases/${encodeURIComponent(this.o.name)}`;
    const current = await this.o.rest.request("GET", path);
    if (current.spec.holderIdentity !== this.o.identity)
      return;
    await this.o.rest.request("PUT", path, { body: { ...current, spec: { ...current.spec, holderIdentity: "", renewTime: void 0, leaseDurationSeconds: 1 } } });
  }
};

// dist/reconciler/metrics.js
import { Counter, Gauge, register as defaultRegistry } from "prom-client";
var SIDECAR_STATES = ["selected", "matched", "updated", "upgradable", "this_round", "held_back", "never_upgradable", "marked_not_upgradable", "not_injected"];
function counter(registry, name, help, labelNames) {
  return registry.getSingleMetric(name) ?? new Counter({ name, help, labelNames, registers: [registry] });
}
function gauge(registry, name, help, labelNames) {
  return registry.getSingleMetric(name) ?? new Gauge({ name, help, labelNames, registers: [registry] });
}
function createReconcilerMetrics(registry = defaultRegistry) {
  const reconciles = counter(registry, "inplace_guard_reconciles_total", "Workload reconciles run by the embedded reconciler", ["mode"]);
  const podUpdates = counter(registry, "inplace_guard_pod_updates_total", "Pod updates started by the reconciler (active mode)", ["path"]);
  const replicas = gauge(registry, "inplace_guard_rollout_replicas", "Pods of a workload by rollout state", ["namespace", "kind", "workload", "state"]);
  const budget = gauge(registry, "inplace_guard_rollout_budget", "maxUnavailable budget left for taking available Pods down (negative: Pods were already unavailable)", ["namespace", "kind", "workload"]);
  const stalled = gauge(registry, "inplace_guard_rollout_stalled", "1 when the rollout is not progressing", ["namespace", "kind", "workload"]);
  const reasons = gauge(registry, "inplace_guard_rollout_stall_reason", "Pods affected by each stall reason", ["namespace", "kind", "workload", "reason"]);
  const shown = /* @__PURE__ */ new Map();
  const sidecarPods = gauge(registry, "inplace_guard_sidecarset_pods", "Pods a SidecarSet selects, by what its controller does to their sidecars", ["sidecarset", "state"]);
  const subsetPods = gauge(registry, "inplace_guard_uniteddeployment_subset_pods", "Pods of each UnitedDeployment subset, and of them at the updated revision", ["namespace", "uniteddeployment", "subset", "state"]);
  const subsetsBehind = gauge(registry, "inplace_guard_uniteddeployment_subsets_behind", "Subsets whose child is not yet written at the UnitedDeployment's updated revision", ["namespace", "uniteddeployment"]);
  const failing = gauge(registry, "inplace_guard_uniteddeployment_failing_conditions", "False conditions of the UnitedDeployment (e.g. SubsetUpdated: a child write was refused)", ["namespace", "uniteddeployment"]);
  const subsetsShown = /* @__PURE__ */ new Map();
  return {
    reconciles,
    podUpdates,
    observe(view, plan, diagnosis) {
      const labels = { namespace: view.namespace, kind: view.kind, workload: view.name };
      const c = plan.counts;
      for (const [state, value] of Object.entries({ active: c.active, ready: c.ready, available: c.available, updated: c.updated, updated_ready: c.updatedReady, updated_available: c.updatedAvailable })) {
        replicas.set({ ...labels, state }, value);
      }
      budget.set(labels, plan.quota.budget);
      if (diagnosis) {
        stalled.set(labels, diagnosis.stalled ? 1 : 0);
        const key = `${view.kind}/${view.namespace}/${view.name}`;
        const now = new Set(diagnosis.reasons.map((r) => r.reason));
        for (const old of shown.get(key) ?? [])
          if (!now.has(old))
            reasons.remove({ ...labels, reason: old });
        for (const r of diagnosis.reasons)
          reasons.set({ ...labels, reason: r.reason }, Math.max(1, r.pods.length));
        shown.set(key, now);
      }
    },
    observeSidecarSet(name, census) {
      if (census === void 0) {
        for (const state of SIDECAR_STATES)
          sidecarPods.remove({ sidecarset: name, state });
        return;
      }
      const h = census.heldBack;
      const states = {
        selected: census.selected,
        matched: census.matched,
        updated: census.updated,
        upgradable: census.upgradable,
        this_round: census.thisRound,
        held_back: h.notUpdate + h.paused + h.outsideSelector + h.partition + h.upgrading,
        never_upgradable: census.neverUpgradable.length,
        marked_not_upgradable: census.markedNotUpgradable.length,
        not_injected: census.notInjected.length
      };
      for (const [state, value] of Object.entries(states))
        sidecarPods.set({ sidecarset: name, state }, value);
    },
    observeUnitedDeployment(namespace, name, children) {
      const labels = { namespace, uniteddeployment: name };
      const key = `${namespace}/${name}`;
      const now = new Set(children?.subsets.map((s) => s.subset) ?? []);
      for (const old of subsetsShown.get(key) ?? []) {
        if (!now.has(old))
          for (const state of ["pods", "updated"])
            subsetPods.remove({ ...labels, subset: old, state });
      }
      if (children === void 0) {
        subsetsShown.delete(key);
        subsetsBehind.remove(labels);
        failing.remove(labels);
        return;
      }
      subsetsShown.set(key, now);
      for (const s of children.subsets) {
        subsetPods.set({ ...labels, subset: s.subset, state: "pods" }, s.pods);
        subsetPods.set({ ...labels, subset: s.subset, state: "updated" }, s.updatedPods);
      }
      subsetsBehind.set(labels, children.subsets.filter((s) => !s.atUpdatedRevision).length);
      failing.set(labels, children.failing.length);
    }
  };
}

// dist/reconciler/revisionView.js
var RevisionView = class {
  cluster;
  logger;
  coalesceMs;
  kruise;
  entries = /* @__PURE__ */ new Map();
  pending = /* @__PURE__ */ new Map();
  running = /* @__PURE__ */ new Map();
  watchHandle;
  stopped = false;
  /** `kruise`: the cluster's Kruise release (--kruise-version), which reads the workloads. */
  constructor(cluster, logger, coalesceMs = 100, kruise) {
    this.cluster = cluster;
    this.logger = logger;
    this.coalesceMs = coalesceMs;
    this.kruise = kruise;
  }
  /** Every kind the cluster's watch reports (KubeCluster's `kinds`). */
  runningRevisions(namespace, name, kind) {
    return this.entries.get(workloadKey(kind, namespace, name));
  }
  async start() {
    this.watchHandle = await this.cluster.watch((event) => {
      const kind = event.kind === "Pod" ? event.ownerKind : event.kind;
      const name = event.kind === "Pod" ? event.owner : event.name;
      if (name === void 0 || kind === void 0 || isViewKind(kind))
        return;
      if (event.kind !== "Pod" && event.type === "DELETED") {
        this.entries.delete(workloadKey(kind, event.namespace, name));
        return;
      }
      this.schedule(kind, event.namespace, name);
    }, (err) => this.logger.warn({ err: err.message }, "revision view: watch error"));
  }
  stop() {
    this.stopped = true;
    this.watchHandle?.stop();
    for (const timer of this.pending.values())
      clearTimeout(timer);
    this.pending.clear();
  }
  schedule(kind, namespace, name) {
    const key = workloadKey(kind, namespace, name);
    if (this.stopped || this.pending.has(key))
      return;
    this.pending.set(key, setTimeout(() => {
      this.pending.delete(key);
      const previous = this.running.get(key) ?? Promise.resolve();
      const next = previous.then(() => this.refresh(kind, namespace, name)).finally(() => {
        if (this.running.get(key) === next)
          this.running.delete(key);
      });
      this.running.set(key, next);
    }, this.coalesceMs));
  }
  async refresh(kind, namespace, name) {
    const key = workloadKey(kind, namespace, name);
    try {
      const raw = await this.cluster.getWorkload(kind, namespace, name);
      const view = readWorkload(raw, { kruise: this.kruise });
      const [pods, revisions] = await Promise.all([this.cluster.listPods(namespace, view.selector), this.cluster.listRevisions(namespace, view.selector)]);
      const owned = ownedObjects(view, { pods, revisions });
      if (!this.stopped)
        this.entries.set(key, { pods: owned.pods.map(slim), revisions: owned.revisions });
    } catch (err) {
      if (isNotFound(err))
        this.entries.delete(key);
      else
        this.logger.warn({ workload: key, err: err.message }, "revision view: refresh failed");
    }
  }
};
function slim(pod) {
  const labels = pod.metadata.labels ?? {};
  const revision = labels["controller-revision-hash"];
  return {
    metadata: {
      name: pod.metadata.name,
      labels: revision === void 0 ? {} : { "controller-revision-hash": revision },
      ...pod.metadata.deletionTimestamp ? { deletionTimestamp: pod.metadata.deletionTimestamp } : {}
    },
    spec: { containers: [] },
    status: { phase: pod.status?.phase }
  };
}

// dist/reconciler/embedded.js
var LEASE_NAME = "inplace-guard-reconciler";
var DEMO_CLONESET = {
  apiVersion: "apps.kruise.io/v1alpha1",
  kind: "CloneSet",
  metadata: { name: "demo", namespace: "default" },
  spec: {
    replicas: 3,
    selector: { matchLabels: { app: "demo" } },
    updateStrategy: { type: "InPlaceIfPossible", maxUnavailable: 1 },
    template: { metadata: { labels: { app: "demo" } }, spec: { containers: [{ name: "web", image: "nginx:1.25" }] } }
  }
};
async function startEmbeddedReconciler(opts) {
  const logger = opts.logger;
  if (opts.mode === "off")
    return { cluster: "off", isLeader: () => false, stop: async () => {
    } };
  const metrics = createReconcilerMetrics(opts.registry);
  if (!opts.kubeconfig)
    return startInMemory(opts, opts.mode, logger, metrics);
  const cluster = await kubeClusterFor(opts.kubeconfig, logger, opts.namespace, opts.mode === "observe" ? VIEW_KINDS : []);
  const reconciler = new Reconciler({ cluster, mode: opts.mode, gates: opts.gates, kruise: opts.kruise, now: Date.now, logger, metrics });
  let controller;
  const elector = new LeaderElector({
    rest: cluster.rest,
    namespace: opts.leaseNamespace ?? process.env.POD_NAMESPACE ?? "default",
    name: LEASE_NAME,
    identity: `${os.hostname()}_${process.pid}`,
    logger,
    onStartedLeading: async () => {
      controller = new Controller({ cluster, reconciler, logger, namespace: opts.namespace });
      await controller.start();
    },
    onStoppedLeading: async () => {
      await controller?.stop();
      controller = void 0;
    }
  });
  elector.start();
  logger.info({ mode: opts.mode, cluster: "kube" }, "reconciler started; waiting for the leader Lease");
  return {
    cluster: "kube",
    isLeader: () => elector.isLeader,
    stop: async () => {
      await elector.stop();
      logger.info("reconciler stopped");
    }
  };
}
async function kubeClusterFor(kubeconfig, _logger, namespace, viewKinds = []) {
  const { KubeCluster } = await import("./chunk-OQB4OEX3.js");
  return new KubeCluster({ kubeconfig, namespace, now: Date.now, kinds: GUARDED_KINDS, viewKinds });
}
async function startRevisionView(kubeconfig, logger, kruise) {
  const view = new RevisionView(await kubeClusterFor(kubeconfig, logger), logger, void 0, kruise);
  await view.start();
  return view;
}
async function startInMemory(opts, mode, logger, metrics) {
  const store = new MemoryCluster({ now: Date.now, podAdmission: [(op, pod) => op === "CREATE" ? injectContainerLaunchPriority(pod) : void 0] });
  if (opts.seedDemo ?? true)
    seedCloneSet(store, DEMO_CLONESET, { gates: opts.gates, now: Date.now() });
  const kubelet = new KubeletSimulator(store, opts.kubelet);
  const driver = new KubeletDriver(kubelet, logger);
  const watch = store.addWatcher((e) => {
    if (e.kind === "Pod")
      driver.poke();
  });
  const cluster = store.client("reconciler");
  const reconciler = new Reconciler({ cluster, mode, gates: opts.gates, kruise: opts.kruise, now: Date.now, logger, metrics });
  const controller = new Controller({ cluster, reconciler, logger });
  await controller.start();
  driver.poke();
  logger.info({ mode, cluster: "memory", cloneSets: store.allCloneSets().length }, "reconciler started on the embedded cluster");
  return {
    cluster: "memory",
    memory: store,
    isLeader: () => true,
    stop: async () => {
      watch.stop();
      await controller.stop();
      await driver.stop();
      kubelet.stop();
      logger.info("reconciler stopped");
    }
  };
}
var KubeletDriver = class {
  kubelet;
  logger;
  timer;
  running;
  pending = false;
  stopped = false;
  constructor(kubelet, logger) {
    this.kubelet = kubelet;
    this.logger = logger;
  }
  poke() {
    if (this.stopped)
      return;
    if (this.running) {
      this.pending = true;
      return;
    }
    this.running = this.run().finally(() => {
      this.running = void 0;
      if (this.pending) {
        this.pending = false;
        this.poke();
      }
    });
  }
  async stop() {
    this.stopped = true;
    if (this.timer)
      clearTimeout(this.timer);
    await this.running;
  }
  async run() {
    await new Promise((resolve) => setImmediate(resolve));
    try {
      await this.kubelet.sync(Date.now());
    } catch (err) {
      this.logger.error({ err: err.message }, "simulated kubelet failed");
    }
    if (this.timer)
      clearTimeout(this.timer);
    const next = this.kubelet.nextWakeAt();
    if (next !== void 0 && !this.stopped)
      this.timer = setTimeout(() => this.poke(), Math.max(0, next - Date.now()));
  }
};

export {
  startEmbeddedReconciler,
  kubeClusterFor,
  startRevisionView
};
