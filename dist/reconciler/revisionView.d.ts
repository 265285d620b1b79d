import type { Logger } from 'pino';
import type { KruiseRelease } from '../engine/kruise/releases.js';
import type { ClusterView, RunningRevisions } from '../engine/rollout/heldBackRevisions.js';
import type { WorkloadKind } from '../engine/workloads/workloadView.js';
import { type Cluster } from './cluster.js';
/**
 * The admission webhook's cluster view: per workload (CloneSet, Advanced StatefulSet, Advanced DaemonSet), the
 * revision labels of its Pods and its ControllerRevisions, refreshed from the cluster after every change of it or
 * of its Pods (level-triggered, coalesced per workload). The webhook answers synchronously from it; a workload not
 * seen yet has no entry, so the webhook says nothing new. Pods are kept as their revision label and phase only.
 */
export declare class RevisionView implements ClusterView {
    private readonly cluster;
    private readonly logger;
    private readonly coalesceMs;
    private readonly kruise?;
    private readonly entries;
    private readonly pending;
    private readonly running;
    private watchHandle;
    private stopped;
    /** `kruise`: the cluster's Kruise release (--kruise-version), which reads the workloads. */
    constructor(cluster: Cluster, logger: Logger, coalesceMs?: number, kruise?: KruiseRelease | undefined);
    /** Every kind the cluster's watch reports (KubeCluster's `kinds`). */
    runningRevisions(namespace: string, name: string, kind: WorkloadKind): RunningRevisions | undefined;
    start(): Promise<void>;
    stop(): void;
    private schedule;
    private refresh;
}
