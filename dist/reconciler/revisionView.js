import { readWorkload } from '../engine/workloads/workload.js';
import { ownedObjects } from '../engine/workloads/ownership.js';
import { isNotFound, isViewKind, workloadKey } from './cluster.js';
/**
 * The admission webhook's cluster view: per workload (CloneSet, Advanced StatefulSet, Advanced DaemonSet), the
 * revision labels of its Pods and its ControllerRevisions, refreshed from the cluster after every change of it or
 * of its Pods (level-triggered, coalesced per workload). The webhook answers synchronously from it; a workload not
 * seen yet has no entry, so the webhook says nothing new. Pods are kept as their revision label and phase only.
 */
export class RevisionView {
    cluster;
    logger;
    coalesceMs;
    kruise;
    entries = new Map();
    pending = new Map();
    running = new Map();
    watchHandle;
    stopped = false;
    /** `kruise`: the cluster's Kruise release (--kruise-version), which reads the workloads. */
    constructor(cluster, logger, coalesceMs = 100, kruise) {
        this.cluster = cluster;
        this.logger = logger;
        this.coalesceMs = coalesceMs;
        this.kruise = kruise;
    }
    /** Every kind the cluster's watch reports (KubeCluster's `kinds`). */
    runningRevisions(namespace, name, kind) {
        return this.entries.get(workloadKey(kind, namespace, name));
    }
    async start() {
        this.watchHandle = await this.cluster.watch((event) => {
            const kind = event.kind === 'Pod' ? event.ownerKind : event.kind;
            const name = event.kind === 'Pod' ? event.owner : event.name;
            if (name === undefined || kind === undefined || isViewKind(kind))
                return;
            if (event.kind !== 'Pod' && event.type === 'DELETED') {
                this.entries.delete(workloadKey(kind, event.namespace, name));
                return;
            }
            this.schedule(kind, event.namespace, name);
        }, (err) => this.logger.warn({ err: err.message }, 'revision view: watch error'));
    }
    stop() {
        this.stopped = true;
        this.watchHandle?.stop();
        for (const timer of this.pending.values())
            clearTimeout(timer);
        this.pending.clear();
    }
    schedule(kind, namespace, name) {
        const key = workloadKey(kind, namespace, name);
        if (this.stopped || this.pending.has(key))
            return;
        this.pending.set(key, setTimeout(() => {
            this.pending.delete(key);
            const previous = this.running.get(key) ?? Promise.resolve();
            const next = previous.then(() => this.refresh(kind, namespace, name)).finally(() => {
                if (this.running.get(key) === next)
                    this.running.delete(key);
            });
            this.running.set(key, next);
        }, this.coalesceMs));
    }
    async refresh(kind, namespace, name) {
        const key = workloadKey(kind, namespace, name);
        try {
            const raw = await this.cluster.getWorkload(kind, namespace, name);
            const view = readWorkload(raw, { kruise: this.kruise });
            const [pods, revisions] = await Promise.all([this.cluster.listPods(namespace, view.selector), this.cluster.listRevisions(namespace, view.selector)]);
            const owned = ownedObjects(view, { pods, revisions });
            if (!this.stopped)
                this.entries.set(key, { pods: owned.pods.map(slim), revisions: owned.revisions });
        }
        catch (err) {
            if (isNotFound(err))
                this.entries.delete(key);
            else
                this.logger.warn({ workload: key, err: err.message }, 'revision view: refresh failed');
        }
    }
}
/** What the held-back check reads of a Pod. */
function slim(pod) {
    const labels = pod.metadata.labels ?? {};
    const revision = labels['controller-revision-hash'];
    return {
        metadata: {
            name: pod.metadata.name,
            labels: revision === undefined ? {} : { 'controller-revision-hash': revision },
            ...(pod.metadata.deletionTimestamp ? { deletionTimestamp: pod.metadata.deletionTimestamp } : {}),
        },
        spec: { containers: [] },
        status: { phase: pod.status?.phase },
    };
}
//# sourceMappingURL=revisionView.js.map