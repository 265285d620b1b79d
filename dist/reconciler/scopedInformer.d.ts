import { type KubeConfig, type KubernetesObject } from '@kubernetes/client-node';
import type { Pod } from '../engine/kube/pod.js';
import { type WatchEvent, type WatchKind } from './cluster.js';
import { type KubeRest } from './kubeRest.js';
/**
 * List-then-watch of one resource through client-node's informer machinery (ListWatch: relist on 410 Gone, re-watch
 * from the last resourceVersion when the apiserver closes the watch, delete events for objects gone while no watch
 * was open). What we add: a label selector, a paginated list (limit/continue), a bounded watch (timeoutSeconds, so
 * the apiserver closes it and ListWatch reconnects, as client-go's reflector does), a restart after errors, and a
 * projection of each object to the few metadata fields a watch event needs, so the cache holds names, not Pods
 * (of a Pod's labels and annotations only its UnitedDeployment subset and the SidecarSets that injected it).
 */
export interface ScopedInformerOptions {
    kind: WatchKind;
    /** Collection path, e.g. `/api/v1/pods` or `/apis/apps.kruise.io/v1alpha1/namespaces/shop/clonesets`. */
    path: string;
    labelSelector?: string;
    /** Objects per list page (default 500, as client-go's pager). */
    pageSize?: number;
    /** The apiserver ends each watch after this long; ListWatch then re-watches (default 300 s). */
    watchTimeoutSeconds?: number;
    /** Delay before starting over after an error (ms, default 1000). */
    restartDelayMs?: number;
    /**
     * The resource may be absent or forbidden (a kind the chart's RBAC leaves out): a 403 or 404 stops the informer,
     * reported once, instead of retrying for ever.
     */
    optional?: boolean;
}
/** What the cache keeps of an object. */
export interface WatchedMetadata extends KubernetesObject {
    metadata: {
        name?: string;
        namespace?: string;
        resourceVersion?: string;
        ownerReferences?: Pod['metadata']['ownerReferences'];
        labels?: Record<string, string>;
        annotations?: Record<string, string>;
    };
}
export declare class ScopedInformer {
    private readonly options;
    private readonly onError?;
    private readonly informer;
    private stopped;
    private restart;
    /** List requests sent (pages) and watches opened: what tests read to see pagination and reconnects. */
    readonly counts: {
        listPages: number;
        watches: number;
    };
    constructor(kc: KubeConfig, rest: KubeRest, options: ScopedInformerOptions, onEvent: (event: WatchEvent) => void, onError?: ((err: Error) => void) | undefined);
    start(): Promise<void>;
    stop(): void;
    /** Objects in the cache (projected metadata only). */
    cached(): readonly WatchedMetadata[];
    private failed;
    /** Every page of the list, projected as it arrives: one page of full objects in memory at a time. */
    private list;
}
