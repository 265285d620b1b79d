import type { JsonObject } from '../kube/json.js';
import { type Pod } from '../kube/pod.js';
import type { PodTemplate } from '../kube/podTemplate.js';
import type { DaemonSetView } from '../workloads/daemonSet.js';
/**
 * The Pods an Advanced DaemonSet creates (Kruise v1.9.1 and v1.8.3 `syncNodes` in daemonset_controller.go, over
 * Kubernetes' `CreatePodTemplate` and `ReplaceDaemonSetPodNodeNameNodeAffinity` in pkg/controller/daemon/util): the
 * template with the daemon tolerations added, labelled `controller-revision-hash: <hash>` (and `pod-template-generation`
 * while the DaemonSet carries the deprecated template-generation annotation), the InPlaceUpdateReady readiness gate
 * appended only under rollingUpdateType InPlaceIfPossible, and its required node affinity replaced by one term
 * `metadata.name In [node]` so the scheduler binds it to that node. The apiserver names it from `<daemonset>-`.
 */
export declare const ANNOTATION_TEMPLATE_GENERATION = "deprecated.daemonset.template.generation";
export declare const LABEL_TEMPLATE_GENERATION = "pod-template-generation";
export interface DaemonSetPodOptions {
    /** The node the Pod is for. */
    node: string;
    /** The revision's hash (its own `controller-revision-hash` label). */
    hash: string;
    /** The generated suffix of the name (`<daemonset>-<id>`). */
    id: string;
}
export interface DaemonToleration {
    key: string;
    operator: string;
    effect: string;
    value?: string;
    tolerationSeconds?: number;
}
/**
 * `AddOrUpdateDaemonPodTolerations`: every DaemonSet Pod stays on not-ready and unreachable nodes and schedules on
 * nodes under pressure or cordoned, and with hostNetwork on nodes whose network is unavailable.
 */
export declare function daemonTolerations(spec: JsonObject): DaemonToleration[];
export declare function newDaemonSetPod(view: DaemonSetView, template: PodTemplate, options: DaemonSetPodOptions): Pod;
