import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  selectorString
} from "./chunk-NSOFFFHT.js";
import {
  CHILD_TYPES
} from "./chunk-K6DPC5DB.js";

// dist/cli/clusterUnitedDeployment.js
async function listUnitedDeploymentObjects(cluster, view) {
  const selector = view.selector;
  const [children, pods] = await Promise.all([listChildren(cluster, view.namespace, view.childKind, selector), cluster.listPods(view.namespace, selector)]);
  return { children, pods };
}
async function listChildren(cluster, namespace, kind, selector) {
  const { group, version, resource } = await childResource(cluster, kind);
  const path = `/${group === "" ? "api" : `apis/${group}`}/${version}/namespaces/${encodeURIComponent(namespace)}/${resource}`;
  const list = await cluster.rest.request("GET", path, { query: { labelSelector: selectorString(selector) } });
  const apiVersion = `${group}/${version}`;
  return list.items.map((c) => ({ ...c, apiVersion: c.apiVersion ?? apiVersion, kind: c.kind ?? CHILD_TYPES[kind].kind }));
}
async function childResource(cluster, kind) {
  switch (kind) {
    case "CloneSet":
      return { group: "apps.kruise.io", version: await cluster.cloneSetVersion(), resource: "clonesets" };
    case "AdvancedStatefulSet":
      return { group: "apps.kruise.io", version: "v1beta1", resource: "statefulsets" };
    case "StatefulSet":
      return { group: "apps", version: "v1", resource: "statefulsets" };
    case "Deployment":
      return { group: "apps", version: "v1", resource: "deployments" };
  }
}

export {
  listUnitedDeploymentObjects
};
