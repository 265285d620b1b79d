import { type JsonObject } from './json.js';
import type { Pod } from './pod.js';
/**
 * A Kubernetes Node as a DaemonSet controller reads it: its name, its labels (node selectors, node affinity, an
 * update selector) and its taints. Nothing else of a Node enters a rollout rule.
 */
export interface Node {
    name: string;
    labels: Record<string, string>;
    taints?: Taint[];
}
export interface Taint {
    key: string;
    value?: string;
    /** NoSchedule, PreferNoSchedule or NoExecute. */
    effect: string;
}
export interface Toleration {
    key?: string;
    operator?: string;
    value?: string;
    effect?: string;
}
/** A Node object (`{metadata: {name, labels}, spec: {taints}}`) read into a Node; a bad field is named. */
export declare function readNode(value: unknown, index?: number): Node;
/** Kubernetes' `ToleratesTaint`: the effect matches (or is empty), the key matches (or Exists with no key), and the value with Equal. */
export declare function toleratesTaint(toleration: Toleration, taint: Taint): boolean;
/** The node a DaemonSet Pod is for (`GetTargetNodeName`): spec.nodeName, else its required `metadata.name In [node]` affinity. */
export declare function podTargetNode(pod: Pod): string | undefined;
/**
 * The required part of a pod spec's node affinity and its nodeSelector (`GetRequiredNodeAffinity().Match`): every
 * nodeSelector pair, and one of the required terms (a term matches when all its expressions and fields do; an empty
 * term matches nothing).
 */
export declare function matchesRequiredNodeAffinity(spec: JsonObject, node: Node): boolean;
