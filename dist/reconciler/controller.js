import { isViewKind, parseWorkloadKey, workloadKey } from './cluster.js';
/**
 * A Pod event re-observes the SidecarSets that injected the Pod and the UnitedDeployments of its namespace after this
 * delay: a rollout moves many Pods at once, and one re-observation (which lists the Pods again) covers them all.
 */
const VIEW_POD_EVENT_DELAY_MS = 1000;
export class Controller {
    o;
    queue = new Set();
    timers = new Map();
    failures = new Map();
    /** UnitedDeployments seen, by namespace: a Pod of a subset re-observes those of its namespace. */
    unitedDeployments = new Map();
    watch;
    resync;
    running = false;
    stopped = false;
    idle = Promise.resolve();
    constructor(o) {
        this.o = o;
    }
    async start() {
        this.watch = await this.o.cluster.watch((e) => this.onEvent(e), (err) => this.o.logger.warn({ err: err.message }, 'watch error; re-watching'));
        await this.enqueueAll();
        const resync = this.o.resyncMs ?? 300_000;
        if (resync > 0)
            this.resync = setInterval(() => void this.enqueueAll().catch(() => undefined), resync);
    }
    async stop() {
        this.stopped = true;
        this.watch?.stop();
        if (this.resync)
            clearInterval(this.resync);
        for (const t of this.timers.values())
            clearTimeout(t);
        this.timers.clear();
        this.queue.clear();
        await this.idle;
    }
    /** Resolves once the queue is empty and no reconcile is running (tests). */
    async drained() {
        while (this.running || this.queue.size > 0)
            await this.idle;
    }
    enqueue(key, afterMs = 0) {
        if (this.stopped)
            return;
        if (afterMs > 0) {
            if (this.timers.has(key))
                return;
            this.timers.set(key, setTimeout(() => {
                this.timers.delete(key);
                this.enqueue(key);
            }, afterMs));
            return;
        }
        this.queue.add(key);
        if (!this.running)
            this.idle = this.work();
    }
    get kinds() {
        return this.o.kinds ?? this.o.reconciler.kinds;
    }
    get viewKinds() {
        return this.o.viewKinds ?? this.o.reconciler.viewKinds;
    }
    /** Every workload of every kind; a kind the cluster does not serve or lets us list is left out (and logged), CloneSet is not. */
    async enqueueAll() {
        for (const kind of this.kinds) {
            let listed;
            try {
                listed = await this.o.cluster.listWorkloads(kind, this.o.namespace);
            }
            catch (err) {
                if (kind === 'CloneSet')
                    throw err;
                this.o.logger.warn({ kind, err: err.message }, 'cannot list this kind; its objects are not reconciled');
                continue;
            }
            for (const w of listed)
                this.enqueue(workloadKey(kind, w.metadata.namespace ?? 'default', w.metadata.name));
        }
        for (const kind of this.viewKinds) {
            let listed;
            try {
                listed = kind === 'SidecarSet' ? await this.o.cluster.listSidecarSets() : await this.o.cluster.listUnitedDeployments(this.o.namespace);
            }
            catch (err) {
                this.o.logger.warn({ kind, err: err.message }, 'cannot list this kind; its objects are not observed');
                continue;
            }
            for (const o of listed) {
                const namespace = kind === 'SidecarSet' ? '' : o.metadata.namespace ?? 'default';
                if (kind === 'UnitedDeployment')
                    this.indexUnitedDeployment(namespace, o.metadata.name, false);
                this.enqueue(workloadKey(kind, namespace, o.metadata.name));
            }
        }
    }
    indexUnitedDeployment(namespace, name, deleted) {
        let names = this.unitedDeployments.get(namespace);
        if (!names)
            this.unitedDeployments.set(namespace, names = new Set());
        if (deleted)
            names.delete(name);
        else
            names.add(name);
    }
    onEvent(e) {
        // A SidecarSet is cluster-scoped: no namespace limit applies to it.
        if (this.o.namespace && e.kind !== 'SidecarSet' && e.namespace !== this.o.namespace)
            return;
        if (isViewKind(e.kind)) {
            if (!this.viewKinds.includes(e.kind))
                return;
            if (e.kind === 'UnitedDeployment')
                this.indexUnitedDeployment(e.namespace, e.name, e.type === 'DELETED');
            this.enqueue(workloadKey(e.kind, e.namespace, e.name));
            return;
        }
        if (e.kind !== 'Pod') {
            if (this.kinds.includes(e.kind))
                this.enqueue(workloadKey(e.kind, e.namespace, e.name));
            // A subset's child changed: its UnitedDeployment's view of it too.
            if (e.ownerKind === 'UnitedDeployment' && e.owner && this.viewKinds.includes('UnitedDeployment'))
                this.enqueue(workloadKey('UnitedDeployment', e.namespace, e.owner));
            return;
        }
        if (e.owner && e.ownerKind && e.ownerKind !== 'UnitedDeployment' && this.kinds.includes(e.ownerKind))
            this.enqueue(workloadKey(e.ownerKind, e.namespace, e.owner));
        if (e.sidecarSets && this.viewKinds.includes('SidecarSet')) {
            for (const name of e.sidecarSets)
                this.enqueue(workloadKey('SidecarSet', '', name), VIEW_POD_EVENT_DELAY_MS);
        }
        if (e.subset !== undefined && this.viewKinds.includes('UnitedDeployment')) {
            for (const name of this.unitedDeployments.get(e.namespace) ?? [])
                this.enqueue(workloadKey('UnitedDeployment', e.namespace, name), VIEW_POD_EVENT_DELAY_MS);
        }
    }
    async work() {
        this.running = true;
        try {
            while (!this.stopped && this.queue.size > 0) {
                const key = this.queue.values().next().value;
                this.queue.delete(key);
                const { kind, namespace, name } = parseWorkloadKey(key);
                try {
                    const result = await this.o.reconciler.reconcile(namespace, name, kind);
                    this.failures.delete(key);
                    if (result.error)
                        this.o.logger.warn({ workload: key, err: result.error }, 'reconcile reported an error');
                    if (result.started.length > 0)
                        this.o.logger.info({ workload: key, pods: result.started.map((s) => s.name) }, 'pods updating');
                    if (result.requeueAfterMs !== undefined)
                        this.enqueue(key, Math.max(result.requeueAfterMs, 10));
                }
                catch (err) {
                    const n = (this.failures.get(key) ?? 0) + 1;
                    this.failures.set(key, n);
                    const delay = Math.min(1000 * 2 ** (n - 1), 60_000);
                    this.o.logger.error({ workload: key, err: err.message, retryInMs: delay }, 'reconcile failed');
                    this.enqueue(key, delay);
                }
            }
        }
        finally {
            this.running = false;
        }
    }
}
//# sourceMappingURL=controller.js.map