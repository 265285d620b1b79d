import os from 'node:os';
import { injectContainerLaunchPriority } from '../engine/update/newPod.js';
import { GUARDED_KINDS } from '../engine/workloads/workload.js';
import { VIEW_KINDS } from './cluster.js';
import { Controller } from './controller.js';
import { KubeletSimulator } from './kubelet.js';
import { LeaderElector } from './leaderElection.js';
import { MemoryCluster } from './memoryCluster.js';
import { createReconcilerMetrics } from './metrics.js';
import { Reconciler } from './reconciler.js';
import { RevisionView } from './revisionView.js';
import { seedCloneSet } from './simulation.js';
const LEASE_NAME = 'inplace-guard-reconciler';
/** A small demo CloneSet for the embedded cluster: three Pods of nginx, in-place updates, as released Kruise serves it. */
export const DEMO_CLONESET = {
    apiVersion: 'apps.kruise.io/v1alpha1',
    kind: 'CloneSet',
    metadata: { name: 'demo', namespace: 'default' },
    spec: {
        replicas: 3,
        selector: { matchLabels: { app: 'demo' } },
        updateStrategy: { type: 'InPlaceIfPossible', maxUnavailable: 1 },
        template: { metadata: { labels: { app: 'demo' } }, spec: { containers: [{ name: 'web', image: 'nginx:1.25' }] } },
    },
};
/**
 * Starts the reconciler next to the webhook. Without a kubeconfig: the in-memory cluster, a simulated kubelet on
 * the real clock, and (by default) the demo CloneSet. With a kubeconfig: the client-node adapter, and only the
 * replica holding the `coordination.k8s.io` Lease reconciles.
 */
export async function startEmbeddedReconciler(opts) {
    const logger = opts.logger;
    if (opts.mode === 'off')
        return { cluster: 'off', isLeader: () => false, stop: async () => { } };
    const metrics = createReconcilerMetrics(opts.registry);
    if (!opts.kubeconfig)
        return startInMemory(opts, opts.mode, logger, metrics);
    const cluster = await kubeClusterFor(opts.kubeconfig, logger, opts.namespace, opts.mode === 'observe' ? VIEW_KINDS : []);
    const reconciler = new Reconciler({ cluster, mode: opts.mode, gates: opts.gates, kruise: opts.kruise, now: Date.now, logger, metrics });
    let controller;
    const elector = new LeaderElector({
        rest: cluster.rest,
        namespace: opts.leaseNamespace ?? process.env.POD_NAMESPACE ?? 'default',
        name: LEASE_NAME,
        identity: `${os.hostname()}_${process.pid}`,
        logger,
        onStartedLeading: async () => {
            controller = new Controller({ cluster, reconciler, logger, namespace: opts.namespace });
            await controller.start();
        },
        onStoppedLeading: async () => {
            await controller?.stop();
            controller = undefined;
        },
    });
    elector.start();
    logger.info({ mode: opts.mode, cluster: 'kube' }, 'reconciler started; waiting for the leader Lease');
    return {
        cluster: 'kube',
        isLeader: () => elector.isLeader,
        stop: async () => {
            await elector.stop();
            logger.info('reconciler stopped');
        },
    };
}
/**
 * The client-node adapter for a real cluster. It reads CloneSets at the version the apiserver serves, found by API
 * discovery on first use (KubeCluster.cloneSetVersion), and watches every guarded kind the cluster lets it read
 * (a kind the chart's RBAC leaves out is not watched), and the SidecarSets and UnitedDeployments of `viewKinds`
 * (observe mode's reconciler) the same way. The logger is unused since discovery moved into KubeCluster.
 */
export async function kubeClusterFor(kubeconfig, _logger, namespace, viewKinds = []) {
    // Loaded here, not at the top: @kubernetes/client-node costs a process about 80 MB and a second of start-up, which
    // serve on the in-memory cluster and the offline CLI commands never need.
    const { KubeCluster } = await import('./kubeCluster.js');
    return new KubeCluster({ kubeconfig, namespace, now: Date.now, kinds: GUARDED_KINDS, viewKinds });
}
/**
 * The webhook's cluster view (Pods and revisions per workload) on a real cluster. Every replica keeps one, leader or
 * not: each answers admission reviews.
 */
export async function startRevisionView(kubeconfig, logger, kruise) {
    const view = new RevisionView(await kubeClusterFor(kubeconfig, logger), logger, undefined, kruise);
    await view.start();
    return view;
}
async function startInMemory(opts, mode, logger, metrics) {
    const store = new MemoryCluster({ now: Date.now, podAdmission: [(op, pod) => (op === 'CREATE' ? injectContainerLaunchPriority(pod) : undefined)] });
    if (opts.seedDemo ?? true)
        seedCloneSet(store, DEMO_CLONESET, { gates: opts.gates, now: Date.now() });
    const kubelet = new KubeletSimulator(store, opts.kubelet);
    const driver = new KubeletDriver(kubelet, logger);
    const watch = store.addWatcher((e) => {
        if (e.kind === 'Pod')
            driver.poke();
    });
    const cluster = store.client('reconciler');
    const reconciler = new Reconciler({ cluster, mode, gates: opts.gates, kruise: opts.kruise, now: Date.now, logger, metrics });
    const controller = new Controller({ cluster, reconciler, logger });
    await controller.start();
    driver.poke();
    logger.info({ mode, cluster: 'memory', cloneSets: store.allCloneSets().length }, 'reconciler started on the embedded cluster');
    return {
        cluster: 'memory',
        memory: store,
        isLeader: () => true,
        stop: async () => {
            watch.stop();
            await controller.stop();
            await driver.stop();
            kubelet.stop();
            logger.info('reconciler stopped');
        },
    };
}
/** Runs the simulated kubelet on the real clock: after Pod changes and at its next deadline. */
class KubeletDriver {
    kubelet;
    logger;
    timer;
    running;
    pending = false;
    stopped = false;
    constructor(kubelet, logger) {
        this.kubelet = kubelet;
        this.logger = logger;
    }
    poke() {
        if (this.stopped)
            return;
        if (this.running) {
            this.pending = true;
            return;
        }
        this.running = this.run().finally(() => {
            this.running = undefined;
            if (this.pending) {
                this.pending = false;
                this.poke();
            }
        });
    }
    async stop() {
        this.stopped = true;
        if (this.timer)
            clearTimeout(this.timer);
        await this.running;
    }
    async run() {
        await new Promise((resolve) => setImmediate(resolve));
        try {
            await this.kubelet.sync(Date.now());
        }
        catch (err) {
            this.logger.error({ err: err.message }, 'simulated kubelet failed');
        }
        if (this.timer)
            clearTimeout(this.timer);
        const next = this.kubelet.nextWakeAt();
        if (next !== undefined && !this.stopped)
            this.timer = setTimeout(() => this.poke(), Math.max(0, next - Date.now()));
    }
}
//# sourceMappingURL=embedded.js.map