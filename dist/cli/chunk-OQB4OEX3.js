import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  KubeRest,
  apiStatusOf
} from "./chunk-Y75C2CHI.js";
import {
  SIDECARSET_INJECTED_LIST,
  SUBSET_NAME_LABEL,
  WORKLOAD_POD_SELECTOR,
  WORKLOAD_RESOURCES,
  injectedSidecarSets,
  ownerUnitedDeployment,
  ownerWorkload,
  selectorString
} from "./chunk-NSOFFFHT.js";
import {
  metaTime
} from "./chunk-72BLB5EG.js";
import {
  GuardError
} from "./chunk-XCLU624G.js";
import "./chunk-3SJVJNMC.js";

// dist/reconciler/kubeCluster.js
import { KubeConfig } from "@kubernetes/client-node";

// dist/reconciler/cloneSetDiscovery.js
import { ApisApi, CustomObjectsApi } from "@kubernetes/client-node";
var GROUP = "apps.kruise.io";
var KNOWN = ["v1alpha1", "v1beta1"];
async function discoverCloneSetVersion(kc) {
  return discoverServedVersion(kc, "clonesets", "CloneSet");
}
async function discoverServedVersion(kc, resource, kind) {
  const groups = await discovery(() => kc.makeApiClient(ApisApi).getAPIVersions(), "/apis");
  const group = groups.groups.find((g) => g.name === GROUP);
  if (!group)
    throw notServed("the apiserver serves no apps.kruise.io API group (is OpenKruise installed?)");
  const preferred = group.preferredVersion?.version;
  const versions = [.../* @__PURE__ */ new Set([preferred, ...group.versions.map((v) => v.version)])].filter((v) => v !== void 0);
  const customObjects = kc.makeApiClient(CustomObjectsApi);
  for (const version of versions) {
    if (!KNOWN.includes(version))
      continue;
    const resources = await discovery(() => customObjects.getAPIResources({ group: GROUP, version }), `/apis/${GROUP}/${version}`);
    if (resources.resources.some((r) => r.name === resource))
      return version;
  }
  throw notServed(`the apiserver serves apps.kruise.io (${versions.join(", ")}) but no ${kind} resource at ${KNOWN.join(" or ")}`);
}
async function discovery(call, path) {
  try {
    return await call();
  } catch (err) {
    const status = err.code;
    throw new GuardError("IPG_ERR_CLUSTER", `API discovery GET ${path} failed${typeof status === "number" ? ` (HTTP ${status})` : ""}: ${err.message.split("\n")[0]}`);
  }
}
function notServed(message) {
  return new GuardError("IPG_ERR_NOT_FOUND", message);
}

// dist/reconciler/scopedInformer.js
import { ListWatch, Watch } from "@kubernetes/client-node";
var ScopedInformer = class {
  options;
  onError;
  informer;
  stopped = false;
  restart;
  /** List requests sent (pages) and watches opened: what tests read to see pagination and reconnects. */
  counts = { listPages: 0, watches: 0 };
  constructor(kc, rest, options, onEvent, onError) {
    this.options = options;
    this.onError = onError;
    const watch = new ProjectingWatch(kc, options.watchTimeoutSeconds ?? 300, () => this.counts.watches++);
    this.informer = new ListWatch(options.path, watch, () => this.list(rest), false, options.labelSelector);
    const report = (type) => (obj) => {
      const name = obj.metadata?.name;
      if (!name)
        return;
      const namespace = obj.metadata.namespace ?? (options.kind === "SidecarSet" ? "" : "default");
      const event = { kind: options.kind, type, namespace, name };
      if (options.kind === "Pod") {
        const pod = obj;
        const owner = ownerWorkload(pod);
        if (owner) {
          event.owner = owner.name;
          event.ownerKind = owner.kind;
        }
        const sidecarSets = injectedSidecarSets(pod);
        if (sidecarSets)
          event.sidecarSets = sidecarSets;
        const subset = obj.metadata.labels?.[SUBSET_NAME_LABEL];
        if (subset !== void 0)
          event.subset = subset;
      } else if (options.kind !== "SidecarSet" && options.kind !== "UnitedDeployment") {
        const owner = ownerUnitedDeployment(obj);
        if (owner) {
          event.owner = owner;
          event.ownerKind = "UnitedDeployment";
        }
      }
      onEvent(event);
    };
    this.informer.on("add", report("ADDED"));
    this.informer.on("update", report("MODIFIED"));
    this.informer.on("delete", report("DELETED"));
    this.informer.on("error", (err) => this.failed(err));
  }
  async start() {
    await this.informer.start();
  }
  stop() {
    this.stopped = true;
    if (this.restart)
      clearTimeout(this.restart);
    void this.informer.stop();
  }
  /** Objects in the cache (projected metadata only). */
  cached() {
    return this.informer.list();
  }
  failed(err) {
    if (this.stopped)
      return;
    const status = apiStatusOf(err);
    if (this.options.optional && (status === 403 || status === 404)) {
      this.onError?.(new Error(`${this.options.path}: ${status === 403 ? "forbidden" : "not served"}; ${this.options.kind} objects are not watched (${err.message})`));
      this.stop();
      return;
    }
    this.onError?.(err instanceof Error ? err : new Error(String(err)));
    if (this.restart)
      return;
    this.restart = setTimeout(() => {
      this.restart = void 0;
      if (!this.stopped)
        void this.informer.start();
    }, this.options.restartDelayMs ?? 1e3);
  }
  /** Every page of the list, projected as it arrives: one page of full objects in memory at a time. */
  async list(rest) {
    const items = [];
    let resourceVersion;
    let token;
    do {
      this.counts.listPages++;
      const page = await rest.request("GET", this.options.path, {
        query: { labelSelector: this.options.labelSelector, limit: this.options.pageSize ?? 500, continue: token }
      });
      for (const item of page.items)
        items.push(project(item));
      resourceVersion = page.metadata?.resourceVersion;
      token = page.metadata?._continue ?? page.metadata?.continue;
    } while (token);
    return { apiVersion: "v1", kind: "List", metadata: { resourceVersion }, items };
  }
};
function project(obj) {
  const { name, namespace, resourceVersion, ownerReferences, labels, annotations } = obj.metadata ?? {};
  const subset = labels?.[SUBSET_NAME_LABEL];
  const injected = annotations?.[SIDECARSET_INJECTED_LIST];
  return {
    metadata: {
      name,
      namespace,
      resourceVersion,
      ...ownerReferences ? { ownerReferences } : {},
      ...subset !== void 0 ? { labels: { [SUBSET_NAME_LABEL]: subset } } : {},
      ...injected !== void 0 ? { annotations: { [SIDECARSET_INJECTED_LIST]: injected } } : {}
    }
  };
}
var ProjectingWatch = class {
  timeoutSeconds;
  opened;
  client;
  constructor(kc, timeoutSeconds, opened) {
    this.timeoutSeconds = timeoutSeconds;
    this.opened = opened;
    this.client = new Watch(kc);
  }
  watch(path, query, callback, done) {
    this.opened();
    const params = { ...query, timeoutSeconds: this.timeoutSeconds, allowWatchBookmarks: true };
    return this.client.watch(path, params, (phase, obj) => callback(phase, phase === "ERROR" || !obj?.metadata ? obj : project(obj)), done);
  }
};

// dist/reconciler/kubeCluster.js
function loadKubeConfig(path) {
  const kc = new KubeConfig();
  try {
    if (path)
      kc.loadFromFile(path);
    else
      kc.loadFromDefault();
  } catch (err) {
    throw new GuardError("IPG_ERR_CONFIG", `cannot load kubeconfig${path ? ` ${path}` : ""}: ${err.message}`);
  }
  if (!kc.getCurrentCluster())
    throw new GuardError("IPG_ERR_CONFIG", `the kubeconfig${path ? ` ${path}` : ""} has no current cluster`);
  return kc;
}
var KubeCluster = class {
  options;
  rest;
  version;
  discovering;
  sidecarSetDiscovery;
  component;
  now;
  constructor(options = {}) {
    this.options = options;
    const kc = options.kubeConfig ?? loadKubeConfig(options.kubeconfig);
    this.rest = new KubeRest(kc);
    this.version = options.cloneSetVersion;
    this.component = options.component ?? "inplace-guard";
    this.now = options.now ?? Date.now;
  }
  /** The CloneSet API version in use: the one asked for, else the one API discovery finds (asked once, retried after a failure). */
  async cloneSetVersion() {
    if (this.version)
      return this.version;
    this.discovering ??= discoverCloneSetVersion(this.rest.kc).then((version) => this.version = version, (err) => {
      this.discovering = void 0;
      throw err;
    });
    return this.discovering;
  }
  async cloneSets(namespace) {
    const version = await this.cloneSetVersion();
    return namespace ? `/apis/apps.kruise.io/${version}/namespaces/${enc(namespace)}/clonesets` : `/apis/apps.kruise.io/${version}/clonesets`;
  }
  /** The collection path of a kind: CloneSets at the discovered version, the other kinds at workloadVersion. */
  async workloads(kind, namespace) {
    if (kind === "CloneSet")
      return this.cloneSets(namespace);
    const version = this.options.workloadVersion ?? "v1beta1";
    const resource = WORKLOAD_RESOURCES[kind];
    return namespace ? `/apis/apps.kruise.io/${version}/namespaces/${enc(namespace)}/${resource}` : `/apis/apps.kruise.io/${version}/${resource}`;
  }
  workloadApiVersion(kind) {
    return `apps.kruise.io/${kind === "CloneSet" ? this.version : this.options.workloadVersion ?? "v1beta1"}`;
  }
  /** The SidecarSet API version in use: the one asked for, else the one API discovery finds (asked once, retried after a failure). */
  async sidecarSetVersion() {
    if (this.options.sidecarSetVersion)
      return this.options.sidecarSetVersion;
    this.sidecarSetDiscovery ??= discoverServedVersion(this.rest.kc, "sidecarsets", "SidecarSet").catch((err) => {
      this.sidecarSetDiscovery = void 0;
      throw err;
    });
    return this.sidecarSetDiscovery;
  }
  /** SidecarSets are cluster-scoped. */
  async sidecarSets() {
    return `/apis/apps.kruise.io/${await this.sidecarSetVersion()}/sidecarsets`;
  }
  /** UnitedDeployments: apps.kruise.io/v1alpha1, the one version every release serves. */
  unitedDeployments(namespace) {
    return namespace ? `/apis/apps.kruise.io/v1alpha1/namespaces/${enc(namespace)}/uniteddeployments` : "/apis/apps.kruise.io/v1alpha1/uniteddeployments";
  }
  /** The collection of a UnitedDeployment's child kind in a namespace. */
  async subsetChildren(kind, namespace) {
    switch (kind) {
      case "CloneSet":
        return this.cloneSets(namespace);
      case "AdvancedStatefulSet":
        return this.workloads("StatefulSet", namespace);
      case "StatefulSet":
        return `/apis/apps/v1/namespaces/${enc(namespace)}/statefulsets`;
      case "Deployment":
        return `/apis/apps/v1/namespaces/${enc(namespace)}/deployments`;
    }
  }
  pods(namespace) {
    return `/api/v1/namespaces/${enc(namespace)}/pods`;
  }
  async listWorkloads(kind, namespace) {
    const list = await this.rest.request("GET", await this.workloads(kind, namespace ?? this.options.namespace));
    return list.items.map((w) => ({ ...w, apiVersion: w.apiVersion ?? this.workloadApiVersion(kind), kind }));
  }
  async getWorkload(kind, namespace, name) {
    const stored = await this.rest.request("GET", `${await this.workloads(kind, namespace)}/${enc(name)}`);
    return { ...stored, apiVersion: stored.apiVersion ?? this.workloadApiVersion(kind), kind: stored.kind ?? kind };
  }
  async listCloneSets(namespace) {
    return await this.listWorkloads("CloneSet", namespace);
  }
  async getCloneSet(namespace, name) {
    return this.rest.request("GET", `${await this.cloneSets(namespace)}/${enc(name)}`);
  }
  async updateWorkloadStatus(workload) {
    const ns = workload.metadata.namespace ?? "default";
    return this.rest.request("PUT", `${await this.workloads(workload.kind, ns)}/${enc(workload.metadata.name)}/status`, { body: workload });
  }
  async patchWorkloadAnnotations(kind, namespace, name, annotations, resourceVersion) {
    const metadata = { annotations, ...resourceVersion ? { resourceVersion } : {} };
    return this.rest.request("PATCH", `${await this.workloads(kind, namespace)}/${enc(name)}`, { body: { metadata }, patch: "merge" });
  }
  async listPods(namespace, selector) {
    return this.listAll(this.pods(namespace), selectorString(selector));
  }
  /** Every page of a list (limit/continue), so no single response holds a namespace's worth of objects. */
  async listAll(path, labelSelector) {
    const items = [];
    let token;
    do {
      const page = await this.rest.request("GET", path, {
        query: { labelSelector, limit: this.options.listPageSize ?? 500, continue: token }
      });
      items.push(...page.items);
      token = page.metadata?.continue || void 0;
    } while (token);
    return items;
  }
  async getPod(namespace, name) {
    return this.rest.request("GET", `${this.pods(namespace)}/${enc(name)}`);
  }
  async createPod(pod) {
    return this.rest.request("POST", this.pods(pod.metadata.namespace ?? "default"), { body: pod });
  }
  async updatePod(pod) {
    return this.rest.request("PUT", `${this.pods(pod.metadata.namespace ?? "default")}/${enc(pod.metadata.name)}`, { body: pod });
  }
  async updatePodStatus(pod) {
    return this.rest.request("PUT", `${this.pods(pod.metadata.namespace ?? "default")}/${enc(pod.metadata.name)}/status`, { body: pod });
  }
  async resizePod(namespace, name, containers, resourceVersion) {
    const body = { ...resourceVersion ? { metadata: { resourceVersion } } : {}, spec: { containers } };
    return this.rest.request("PATCH", `${this.pods(namespace)}/${enc(name)}/resize`, { body, patch: "strategic" });
  }
  async deletePod(namespace, name, uid) {
    const body = { apiVersion: "v1", kind: "DeleteOptions", ...uid ? { preconditions: { uid } } : {} };
    try {
      await this.rest.request("DELETE", `${this.pods(namespace)}/${enc(name)}`, { body });
    } catch (err) {
      if (apiStatusOf(err) !== 404)
        throw err;
    }
  }
  async listNodes() {
    return this.listAll("/api/v1/nodes");
  }
  async listSidecarSets() {
    const version = await this.sidecarSetVersion();
    const items = await this.listAll(await this.sidecarSets());
    return items.map((s) => ({ ...s, apiVersion: s.apiVersion ?? `apps.kruise.io/${version}`, kind: "SidecarSet" }));
  }
  async getSidecarSet(name) {
    const stored = await this.rest.request("GET", `${await this.sidecarSets()}/${enc(name)}`);
    return { ...stored, apiVersion: stored.apiVersion ?? `apps.kruise.io/${await this.sidecarSetVersion()}`, kind: "SidecarSet" };
  }
  async patchSidecarSetAnnotations(name, annotations, resourceVersion) {
    const metadata = { annotations, ...resourceVersion ? { resourceVersion } : {} };
    return this.rest.request("PATCH", `${await this.sidecarSets()}/${enc(name)}`, { body: { metadata }, patch: "merge" });
  }
  async listUnitedDeployments(namespace) {
    const items = await this.listAll(this.unitedDeployments(namespace ?? this.options.namespace));
    return items.map((u) => ({ ...u, apiVersion: u.apiVersion ?? "apps.kruise.io/v1alpha1", kind: "UnitedDeployment" }));
  }
  async getUnitedDeployment(namespace, name) {
    const stored = await this.rest.request("GET", `${this.unitedDeployments(namespace)}/${enc(name)}`);
    return { ...stored, apiVersion: stored.apiVersion ?? "apps.kruise.io/v1alpha1", kind: "UnitedDeployment" };
  }
  async patchUnitedDeploymentAnnotations(namespace, name, annotations, resourceVersion) {
    const metadata = { annotations, ...resourceVersion ? { resourceVersion } : {} };
    return this.rest.request("PATCH", `${this.unitedDeployments(namespace)}/${enc(name)}`, { body: { metadata }, patch: "merge" });
  }
  async listSubsetChildren(kind, namespace, selector) {
    return this.listAll(await this.subsetChildren(kind, namespace), selectorString(selector));
  }
  /** Pods of every namespace (of the one namespace this cluster is limited to, if any). */
  async listPodsInAllNamespaces(selector) {
    const ns = this.options.namespace;
    return this.listAll(ns ? this.pods(ns) : "/api/v1/pods", selectorString(selector));
  }
  async listNamespaces() {
    return this.listAll("/api/v1/namespaces");
  }
  async listRevisions(namespace, selector) {
    const list = await this.rest.request("GET", `/apis/apps/v1/namespaces/${enc(namespace)}/controllerrevisions`, {
      query: { labelSelector: selectorString(selector) }
    });
    return list.items;
  }
  async createRevision(revision) {
    return this.rest.request("POST", `/apis/apps/v1/namespaces/${enc(revision.metadata.namespace ?? "default")}/controllerrevisions`, { body: revision });
  }
  async createEvent(event) {
    const at = metaTime(this.now());
    await this.rest.request("POST", `/api/v1/namespaces/${enc(event.namespace)}/events`, {
      body: {
        apiVersion: "v1",
        kind: "Event",
        metadata: { generateName: `${event.involvedObject.name}.`, namespace: event.namespace },
        // A cluster-scoped object (a SidecarSet) has no namespace; its Events live in `default`, as client-go's recorder puts them.
        involvedObject: event.involvedObject.kind === "SidecarSet" ? { ...event.involvedObject } : { ...event.involvedObject, namespace: event.namespace },
        reason: event.reason,
        message: event.message,
        type: event.type,
        source: { component: this.component },
        firstTimestamp: at,
        lastTimestamp: at,
        count: 1
      }
    });
  }
  async listEvents(namespace) {
    const list = await this.rest.request("GET", `/api/v1/namespaces/${enc(namespace)}/events`);
    return list.items.map((e) => ({
      namespace,
      name: e.metadata.name,
      involvedObject: e.involvedObject,
      type: e.type === "Warning" ? "Warning" : "Normal",
      reason: e.reason ?? "",
      message: e.message ?? "",
      count: e.count ?? 1,
      firstTimestamp: e.firstTimestamp ?? "",
      lastTimestamp: e.lastTimestamp ?? ""
    }));
  }
  /**
   * Informers on the workloads of `kinds`, the SidecarSets and UnitedDeployments of `viewKinds`, and on the Pods that
   * belong to workloads (WORKLOAD_POD_SELECTOR); none other is listed or watched.
   */
  async watch(onEvent, onError) {
    const ns = this.options.namespace;
    const common = { pageSize: this.options.listPageSize, watchTimeoutSeconds: this.options.watchTimeoutSeconds, restartDelayMs: this.options.rewatchDelayMs };
    const kinds = this.options.kinds ?? ["CloneSet"];
    const informers = [];
    for (const kind of kinds) {
      const options = { ...common, kind, path: await this.workloads(kind, ns), optional: kind !== "CloneSet" };
      informers.push(new ScopedInformer(this.rest.kc, this.rest, options, onEvent, onError));
    }
    for (const kind of this.options.viewKinds ?? []) {
      let path;
      try {
        path = kind === "SidecarSet" ? await this.sidecarSets() : this.unitedDeployments(ns);
      } catch (err) {
        onError?.(new Error(`SidecarSets are not watched: ${err.message}`));
        continue;
      }
      informers.push(new ScopedInformer(this.rest.kc, this.rest, { ...common, kind, path, optional: true }, onEvent, onError));
    }
    informers.push(new ScopedInformer(this.rest.kc, this.rest, { ...common, kind: "Pod", path: ns ? this.pods(ns) : "/api/v1/pods", labelSelector: WORKLOAD_POD_SELECTOR }, onEvent, onError));
    await Promise.all(informers.map((i) => i.start()));
    return { informers, stop: () => informers.forEach((i) => i.stop()) };
  }
};
function enc(segment) {
  return encodeURIComponent(segment);
}
export {
  KubeCluster,
  loadKubeConfig
};
