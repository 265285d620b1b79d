import { ListWatch, Watch } from '@kubernetes/client-node';
import { SIDECARSET_INJECTED_LIST, SUBSET_NAME_LABEL, injectedSidecarSets, ownerUnitedDeployment, ownerWorkload, } from './cluster.js';
import { apiStatusOf } from './kubeRest.js';
export class ScopedInformer {
    options;
    onError;
    informer;
    stopped = false;
    restart;
    /** List requests sent (pages) and watches opened: what tests read to see pagination and reconnects. */
    counts = { listPages: 0, watches: 0 };
    constructor(kc, rest, options, onEvent, onError) {
        this.options = options;
        this.onError = onError;
        const watch = new ProjectingWatch(kc, options.watchTimeoutSeconds ?? 300, () => this.counts.watches++);
        this.informer = new ListWatch(options.path, watch, () => this.list(rest), false, options.labelSelector);
        const report = (type) => (obj) => {
            const name = obj.metadata?.name;
            if (!name)
                return;
            const namespace = obj.metadata.namespace ?? (options.kind === 'SidecarSet' ? '' : 'default');
            const event = { kind: options.kind, type, namespace, name };
            if (options.kind === 'Pod') {
                const pod = obj;
                const owner = ownerWorkload(pod);
                if (owner) {
                    event.owner = owner.name;
                    event.ownerKind = owner.kind;
                }
                const sidecarSets = injectedSidecarSets(pod);
                if (sidecarSets)
                    event.sidecarSets = sidecarSets;
                const subset = obj.metadata.labels?.[SUBSET_NAME_LABEL];
                if (subset !== undefined)
                    event.subset = subset;
            }
            else if (options.kind !== 'SidecarSet' && options.kind !== 'UnitedDeployment') {
                const owner = ownerUnitedDeployment(obj);
                if (owner) {
                    event.owner = owner;
                    event.ownerKind = 'UnitedDeployment';
                }
            }
            onEvent(event);
        };
        this.informer.on('add', report('ADDED'));
        this.informer.on('update', report('MODIFIED'));
        this.informer.on('delete', report('DELETED'));
        this.informer.on('error', (err) => this.failed(err));
    }
    async start() {
        await this.informer.start();
    }
    stop() {
        this.stopped = true;
        if (this.restart)
            clearTimeout(this.restart);
        void this.informer.stop();
    }
    /** Objects in the cache (projected metadata only). */
    cached() {
        return this.informer.list();
    }
    failed(err) {
        if (this.stopped)
            return; // stop() aborts the watch, which reports the abort as an error
        const status = apiStatusOf(err);
        if (this.options.optional && (status === 403 || status === 404)) {
            this.onError?.(new Error(`${this.options.path}: ${status === 403 ? 'forbidden' : 'not served'}; ${this.options.kind} objects are not watched (${err.message})`));
            this.stop();
            return;
        }
        this.onError?.(err instanceof Error ? err : new Error(String(err)));
        if (this.restart)
            return;
        this.restart = setTimeout(() => {
            this.restart = undefined;
            if (!this.stopped)
                void this.informer.start();
        }, this.options.restartDelayMs ?? 1000);
    }
    /** Every page of the list, projected as it arrives: one page of full objects in memory at a time. */
    async list(rest) {
        const items = [];
        let resourceVersion;
        let token;
        do {
            this.counts.listPages++;
            const page = await rest.request('GET', this.options.path, {
                query: { labelSelector: this.options.labelSelector, limit: this.options.pageSize ?? 500, continue: token },
            });
            for (const item of page.items)
                items.push(project(item));
            resourceVersion = page.metadata?.resourceVersion;
            token = page.metadata?._continue ?? page.metadata?.continue;
        } while (token);
        return { apiVersion: 'v1', kind: 'List', metadata: { resourceVersion }, items };
    }
}
function project(obj) {
    const { name, namespace, resourceVersion, ownerReferences, labels, annotations } = obj.metadata ?? {};
    const subset = labels?.[SUBSET_NAME_LABEL];
    const injected = annotations?.[SIDECARSET_INJECTED_LIST];
    return {
        metadata: {
            name, namespace, resourceVersion, ...(ownerReferences ? { ownerReferences } : {}),
            ...(subset !== undefined ? { labels: { [SUBSET_NAME_LABEL]: subset } } : {}),
            ...(injected !== undefined ? { annotations: { [SIDECARSET_INJECTED_LIST]: injected } } : {}),
        },
    };
}
/** client-node's Watch with a timeoutSeconds and bookmarks on every request, handing ListWatch projected objects. */
class ProjectingWatch {
    timeoutSeconds;
    opened;
    client;
    constructor(kc, timeoutSeconds, opened) {
        this.timeoutSeconds = timeoutSeconds;
        this.opened = opened;
        this.client = new Watch(kc);
    }
    watch(path, query, callback, done) {
        this.opened();
        const params = { ...query, timeoutSeconds: this.timeoutSeconds, allowWatchBookmarks: true };
        return this.client.watch(path, params, (phase, obj) => callback(phase, phase === 'ERROR' || !obj?.metadata ? obj : project(obj)), done);
    }
}
//# sourceMappingURL=scopedInformer.js.map