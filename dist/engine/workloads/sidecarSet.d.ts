import type { KruiseApiVersion, KruiseRelease } from '../kruise/releases.js';
import type { IntOrString } from '../kube/intOrPercent.js';
import type { JsonObject } from '../kube/json.js';
import type { LabelSelector } from '../kube/labelSelector.js';
import { type SidecarSetHashes } from './sidecarSetHash.js';
export declare const SIDECARSET_HASH_ANNOTATION = "kruise.io/sidecarset-hash";
export declare const SIDECARSET_HASH_WITHOUT_IMAGE_ANNOTATION = "kruise.io/sidecarset-hash-without-image";
export declare const SIDECARSET_INJECTED_LIST_ANNOTATION = "kruise.io/sidecarset-injected-list";
export type SidecarUpgradeType = 'ColdUpgrade' | 'HotUpgrade' | string;
export interface SidecarContainerView {
    name: string;
    image: string;
    /** spec.containers or spec.initContainers, as messages name the container. */
    path: string;
    upgradeType: SidecarUpgradeType;
    hotUpgradeEmptyImage: string | undefined;
    /** An init container with restartPolicy Always (a Kubernetes native sidecar). */
    nativeSidecar: boolean;
    /** The container as Kruise's webhook stores it (its defaults filled in). */
    defaulted: JsonObject;
}
export interface SidecarSetUpdateStrategyView {
    type: 'RollingUpdate' | 'NotUpdate' | string;
    paused: boolean;
    selector: LabelSelector | undefined;
    partition: IntOrString;
    maxUnavailable: IntOrString;
    /** Written as a partition other than 0 (the webhook's intStrIsSet). */
    partitionSet: boolean;
    priorityStrategy: JsonObject | undefined;
    scatterStrategy: JsonObject[] | undefined;
}
export interface SidecarSetView {
    kind: 'SidecarSet';
    apiVersion: KruiseApiVersion;
    release: KruiseRelease | undefined;
    name: string;
    selector: LabelSelector | undefined;
    /** v1alpha1 `spec.namespace`: the one namespace it reaches (it wins over namespaceSelector; v1beta1 has no such field). */
    namespace: string | undefined;
    namespaceSelector: LabelSelector | undefined;
    containers: SidecarContainerView[];
    initContainers: SidecarContainerView[];
    updateStrategy: SidecarSetUpdateStrategyView;
    /** spec.volumes by name (in neither hash; Kruise's webhook validates them with the containers). */
    volumeNames: string[];
    /** The two hashes Kruise's webhook computes from these containers. */
    hashes: SidecarSetHashes;
}
/** Reads a SidecarSet at the version it is written in; a GuardError with the bad field's path for anything Kruise cannot read. */
export declare function readSidecarSet(input: unknown, release?: KruiseRelease): SidecarSetView;
/** True for an object that says it is an apps.kruise.io SidecarSet (any version). */
export declare function isSidecarSet(obj: unknown): boolean;
