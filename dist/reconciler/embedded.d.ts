import type { KruiseRelease } from '../engine/kruise/releases.js';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import type { FeatureGates } from '../engine/kruise/gates.js';
import { type ViewKind } from './cluster.js';
import type { KubeCluster } from './kubeCluster.js';
import { type KubeletOptions } from './kubelet.js';
import { MemoryCluster } from './memoryCluster.js';
import { type ReconcilerMode } from './reconciler.js';
import { RevisionView } from './revisionView.js';
export type EmbeddedMode = ReconcilerMode | 'off';
export interface EmbeddedReconcilerOptions {
    logger: Logger;
    mode: EmbeddedMode;
    /** A real cluster; without it the reconciler runs on the in-memory cluster with a simulated kubelet. */
    kubeconfig?: string;
    gates: FeatureGates;
    /** The cluster's Kruise release (--kruise-version): whose Go types decode the templates. */
    kruise?: KruiseRelease;
    /** Metrics registry (default: prom-client's global registry). */
    registry?: Registry;
    /** Real cluster: namespace of the leader-election Lease (default: POD_NAMESPACE or "default"). */
    leaseNamespace?: string;
    /** Real cluster: only reconcile this namespace. */
    namespace?: string;
    /** In-memory cluster: seed the demo CloneSet (default true) and the simulated kubelet's timings. */
    seedDemo?: boolean;
    kubelet?: KubeletOptions;
}
export interface RunningReconciler {
    /** 'memory' (embedded cluster) or 'kube' (a real cluster), or 'off'. */
    readonly cluster: 'memory' | 'kube' | 'off';
    /** The in-memory cluster, when that is what runs (read-only use, e.g. by the server). */
    readonly memory?: MemoryCluster;
    /** True when this replica holds the Lease (always true on the in-memory cluster). */
    isLeader(): boolean;
    stop(): Promise<void>;
}
/** A small demo CloneSet for the embedded cluster: three Pods of nginx, in-place updates, as released Kruise serves it. */
export declare const DEMO_CLONESET: {
    apiVersion: string;
    kind: string;
    metadata: {
        name: string;
        namespace: string;
    };
    spec: {
        replicas: number;
        selector: {
            matchLabels: {
                app: string;
            };
        };
        updateStrategy: {
            type: string;
            maxUnavailable: number;
        };
        template: {
            metadata: {
                labels: {
                    app: string;
                };
            };
            spec: {
                containers: {
                    name: string;
                    image: string;
                }[];
            };
        };
    };
};
/**
 * Starts the reconciler next to the webhook. Without a kubeconfig: the in-memory cluster, a simulated kubelet on
 * the real clock, and (by default) the demo CloneSet. With a kubeconfig: the client-node adapter, and only the
 * replica holding the `coordination.k8s.io` Lease reconciles.
 */
export declare function startEmbeddedReconciler(opts: EmbeddedReconcilerOptions): Promise<RunningReconciler>;
/**
 * The client-node adapter for a real cluster. It reads CloneSets at the version the apiserver serves, found by API
 * discovery on first use (KubeCluster.cloneSetVersion), and watches every guarded kind the cluster lets it read
 * (a kind the chart's RBAC leaves out is not watched), and the SidecarSets and UnitedDeployments of `viewKinds`
 * (observe mode's reconciler) the same way. The logger is unused since discovery moved into KubeCluster.
 */
export declare function kubeClusterFor(kubeconfig: string, _logger: Logger, namespace?: string, viewKinds?: readonly ViewKind[]): Promise<KubeCluster>;
/**
 * The webhook's cluster view (Pods and revisions per workload) on a real cluster. Every replica keeps one, leader or
 * not: each answers admission reviews.
 */
export declare function startRevisionView(kubeconfig: string, logger: Logger, kruise?: KruiseRelease): Promise<RevisionView>;
