import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  sidecarSetNamespaceScope,
  sidecarSetReachesNamespace
} from "./chunk-YJD6HLME.js";
import {
  selectorString
} from "./chunk-NSOFFFHT.js";

// dist/cli/clusterSidecarSet.js
var PAGE = 500;
async function listSidecarSetPods(cluster, view) {
  if (view.selector === void 0)
    return { reach: { allNamespaces: true }, pods: [] };
  const scope = sidecarSetNamespaceScope(view);
  if (scope.namespace !== void 0)
    return { reach: { namespace: scope.namespace }, pods: await cluster.listPods(scope.namespace, view.selector) };
  if (scope.namespaceSelector !== void 0) {
    const listed = await listAll(cluster, "/api/v1/namespaces");
    const namespaces = listed.map((n) => n.metadata).filter((n) => sidecarSetReachesNamespace(view, n)).map((n) => n.name).sort();
    const pods = [];
    for (const namespace of namespaces)
      pods.push(...await cluster.listPods(namespace, view.selector));
    return { reach: { namespaces }, pods };
  }
  return { reach: { allNamespaces: true }, pods: await listAll(cluster, "/api/v1/pods", selectorString(view.selector)) };
}
async function listAll(cluster, path, labelSelector) {
  const items = [];
  let token;
  do {
    const page = await cluster.rest.request("GET", path, { query: { labelSelector, limit: PAGE, continue: token } });
    items.push(...page.items);
    token = page.metadata?.continue || void 0;
  } while (token);
  return items;
}
function reachWords(reach) {
  if ("namespace" in reach)
    return `namespace ${reach.namespace}`;
  if ("namespaces" in reach)
    return reach.namespaces.length === 0 ? "no namespace (spec.namespaceSelector matches none)" : `namespaces ${reach.namespaces.join(", ")} (spec.namespaceSelector)`;
  return "all namespaces";
}

export {
  listSidecarSetPods,
  reachWords
};
