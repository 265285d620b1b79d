import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  getWorkload
} from "./chunk-VKZ4AI4Z.js";
import {
  kubeClusterFor
} from "./chunk-PM4NBESH.js";
import {
  ownedObjects
} from "./chunk-YJD6HLME.js";
import {
  isGuardedKind,
  readWorkload
} from "./chunk-K6DPC5DB.js";
import {
  GuardError
} from "./chunk-XCLU624G.js";

// dist/cli/liveRevisions.js
import pino from "pino";
async function liveClusterView(kubeconfig, id, kruise) {
  if (!isGuardedKind(id.kind))
    throw new GuardError("IPG_ERR_USAGE", `--live does not check a ${id.kind}`);
  const cluster = await kubeClusterFor(kubeconfig ?? "", pino({ level: "silent" }));
  const stored = await getWorkload(cluster, id.kind, id.namespace, id.name);
  return clusterViewOf([await runningRevisionsOf(cluster, stored, kruise)]);
}
async function runningRevisionsOf(cluster, stored, kruise) {
  const view = readWorkload(stored, { kruise });
  const [pods, revisions] = await Promise.all([cluster.listPods(view.namespace, view.selector), cluster.listRevisions(view.namespace, view.selector)]);
  const owned = ownedObjects(view, { pods, revisions });
  return { kind: view.kind, namespace: view.namespace, name: view.name, running: { pods: owned.pods, revisions: owned.revisions, updateRevision: stored.status?.updateRevision } };
}
function clusterViewOf(workloads) {
  return {
    runningRevisions: (namespace, name, kind) => workloads.find((w) => w.namespace === namespace && w.name === name && w.kind === kind)?.running
  };
}

export {
  liveClusterView,
  runningRevisionsOf,
  clusterViewOf
};
