/**
 * A SidecarSet's running Pods as its controller sees them (sidecarset_processor.go getMatchingPods and
 * updatePodSidecarSetUpgradableCondition, v1.8.3 and v1.9.1): which Pods it reaches, which already run its sidecars,
 * which it upgrades in place, which it holds back, and which it can never upgrade. The cluster view of `diagnose`,
 * `check --live` and observe mode.
 */
import { type LabelSelector } from '../kube/labelSelector.js';
import { type Pod } from '../kube/pod.js';
import { type SidecarSetView } from '../workloads/sidecarSet.js';
export interface NamespaceFacts {
    name: string;
    labels?: Record<string, string>;
}
/**
 * Where the controller looks for Pods: one namespace (v1alpha1 `spec.namespace` wins; Kruise 1.9's conversion turns it
 * into a namespaceSelector on `kubernetes.io/metadata.name`), the namespaces `spec.namespaceSelector` matches, or
 * (both undefined) every namespace.
 */
export interface SidecarSetNamespaceScope {
    namespace?: string;
    namespaceSelector?: LabelSelector;
}
export interface SidecarSetCensus {
    sidecarSet: string;
    /** Active Pods in scope whose labels match spec.selector. */
    selected: number;
    /** Of those, the Pods the controller acts on (injected by this SidecarSet, its sidecars present). */
    matched: number;
    /** Matched Pods already running the current sidecars. */
    updated: number;
    /** Matched Pods whose sidecars differ only in images: upgraded in place, `thisRound` of them this round. */
    upgradable: number;
    thisRound: number;
    /** Matched Pods left alone this round, by why. */
    heldBack: {
        notUpdate: number;
        paused: number;
        outsideSelector: number;
        partition: number;
        upgrading: number;
    };
    /** `ns/name` of matched Pods Kruise never upgrades in place (their kruise.io/sidecarset-hash-without-image differs). */
    neverUpgradable: string[];
    /** `ns/name` of Pods whose SidecarSetUpgradable condition is False for this SidecarSet (what Kruise has recorded). */
    markedNotUpgradable: string[];
    /** `ns/name` of selected Pods this SidecarSet never injected (created before it): only a new Pod gets its sidecars. */
    notInjected: string[];
    /** One line per fact, naming the SidecarSet, its fields and Pods (bounded lists). */
    messages: string[];
}
export declare function sidecarSetNamespaceScope(view: SidecarSetView): SidecarSetNamespaceScope;
export declare function sidecarSetReachesNamespace(view: SidecarSetView, namespace: NamespaceFacts): boolean;
/** `pods`: the Pods listed in the scope's namespaces with spec.selector; Pods outside `spec.namespace` or the selector are left out again here. */
export declare function sidecarSetCensus(view: SidecarSetView, pods: readonly Pod[]): SidecarSetCensus;
