import type { KruiseRelease } from '../engine/kruise/releases.js'
import os from 'node:os'
import type { Logger } from 'pino'
import type { Registry } from 'prom-client'
import type { FeatureGates } from '../engine/kruise/gates.js'
import { injectContainerLaunchPriority } from '../engine/update/newPod.js'
import { GUARDED_KINDS } from '../engine/workloads/workload.js'
import { VIEW_KINDS, type ViewKind } from './cluster.js'
import { Controller } from './controller.js'
import type { KubeCluster } from './kubeCluster.js'
import { KruiseManagerCheck, type KruiseManagerCheckOptions } from './kruiseManagerCheck.js'
import { KubeletSimulator, type KubeletOptions } from './kubelet.js'
import { LeaderElector } from './leaderElection.js'
import { MemoryCluster } from './memoryCluster.js'
import { createReconcilerMetrics } from './metrics.js'
import { Reconciler, type ReconcilerMode } from './reconciler.js'
import { RevisionView } from './revisionView.js'
import { seedCloneSet } from './simulation.js'

export type EmbeddedMode = ReconcilerMode | 'off'

export interface EmbeddedReconcilerOptions {
  logger: Logger
  mode: EmbeddedMode
  /** A real cluster; without it the reconciler runs on the in-memory cluster with a simulated kubelet. */
  kubeconfig?: string
  gates: FeatureGates
  /** The cluster's Kruise release (--kruise-version): whose Go types decode the templates. */
  kruise?: KruiseRelease
  /** Metrics registry (default: prom-client's global registry). */
  registry?: Registry
  /** Real cluster: namespace of the leader-election Lease (default: POD_NAMESPACE or "default"). */
  leaseNamespace?: string
  /** Real cluster: only reconcile this namespace. */
  namespace?: string
  /** In-memory cluster: seed the demo CloneSet (default true) and the simulated kubelet's timings. */
  seedDemo?: boolean
  kubelet?: KubeletOptions
}

export interface RunningReconciler {
  /** 'memory' (embedded cluster) or 'kube' (a real cluster), or 'off'. */
  readonly cluster: 'memory' | 'kube' | 'off'
  /** The in-memory cluster, when that is what runs (read-only use, e.g. by the server). */
  readonly memory?: MemoryCluster
  /** True when this replica holds the Lease (always true on the in-memory cluster). */
  isLeader(): boolean
  stop(): Promise<void>
}

const LEASE_NAME = 'inplace-guard-reconciler'

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
}

/**
 * Starts the reconciler next to the webhook. Without a kubeconfig: the in-memory cluster, a simulated kubelet on
 * the real clock, and (by default) the demo CloneSet. With a kubeconfig: the client-node adapter, and only the
 * replica holding the `coordination.k8s.io` Lease reconciles.
 */
export async function startEmbeddedReconciler(opts: EmbeddedReconcilerOptions): Promise<RunningReconciler> {
  const logger = opts.logger
  if (opts.mode === 'off') return { cluster: 'off', isLeader: () => false, stop: async () => {} }
  const metrics = createReconcilerMetrics(opts.registry)
  if (!opts.kubeconfig) return startInMemory(opts, opts.mode, logger, metrics)

  const cluster = await kubeClusterFor(opts.kubeconfig, logger, opts.namespace, opts.mode === 'observe' ? VIEW_KINDS : [])
  const reconciler = new Reconciler({ cluster, mode: opts.mode, gates: opts.gates, kruise: opts.kruise, now: Date.now, logger, metrics })
  let controller: Controller | undefined
  const elector = new LeaderElector({
    rest: cluster.rest,
    namespace: opts.leaseNamespace ?? process.env.POD_NAMESPACE ?? 'default',
    name: LEASE_NAME,
    identity: `${os.hostname()}_${process.pid}`,
    logger,
    onStartedLeading: async () => {
      controller = new Controller({ cluster, reconciler, logger, namespace: opts.namespace })
      await controller.start()
    },
    onStoppedLeading: async () => {
      await controller?.stop()
      controller = undefined
    },
  })
  elector.start()
  logger.info({ mode: opts.mode, cluster: 'kube' }, 'reconciler started; waiting for the leader Lease')
  return {
    cluster: 'kube',
    isLeader: () => elector.isLeader,
    stop: async () => {
      await elector.stop()
      logger.info('reconciler stopped')
    },
  }
}

/**
 * The client-node adapter for a real cluster. It reads CloneSets at the version the apiserver serves, found by API
 * discovery on first use (KubeCluster.cloneSetVersion), and watches every guarded kind the cluster lets it read
 * (a kind the chart's RBAC leaves out is not watched), and the SidecarSets and UnitedDeployments of `viewKinds`
 * (observe mode's reconciler) the same way. The logger is unused since discovery moved into KubeCluster.
 */
export async function kubeClusterFor(kubeconfig: string, _logger: Logger, namespace?: string, viewKinds: readonly ViewKind[] = []): Promise<KubeCluster> {
  // Loaded here, not at the top: @kubernetes/client-node costs a process about 80 MB and a second of start-up, which
  // serve on the in-memory cluster and the offline CLI commands never need.
  const { KubeCluster } = await import('./kubeCluster.js')
  return new KubeCluster({ kubeconfig, namespace, now: Date.now, kinds: GUARDED_KINDS, viewKinds })
}

/**
 * The webhook's cluster view (Pods and revisions per workload) on a real cluster. Every replica keeps one, leader or
 * not: each answers admission reviews.
 */
export async function startRevisionView(kubeconfig: string, logger: Logger, kruise?: KruiseRelease): Promise<RevisionView> {
  const view = new RevisionView(await kubeClusterFor(kubeconfig, logger), logger, undefined, kruise)
  await view.start()
  return view
}

/**
 * The comparison of our --kruise-version and --gates with the cluster's kruise-manager (kruiseManagerCheck.ts), every
 * replica on its own: each answers reviews with its own settings. Returns once the first read has started.
 */
export async function startKruiseManagerCheck(kubeconfig: string, options: Omit<KruiseManagerCheckOptions, 'rest'>): Promise<KruiseManagerCheck> {
  const [{ loadKubeConfig }, { KubeRest }] = await Promise.all([import('./kubeCluster.js'), import('./kubeRest.js')])
  const check = new KruiseManagerCheck({ ...options, rest: new KubeRest(loadKubeConfig(kubeconfig)) })
  // In the background: a slow apiserver must not hold the webhook back (the check only warns).
  void check.start()
  return check
}

async function startInMemory(opts: EmbeddedReconcilerOptions, mode: ReconcilerMode, logger: Logger, metrics: ReturnType<typeof createReconcilerMetrics>): Promise<RunningReconciler> {
  const store = new MemoryCluster({ now: Date.now, podAdmission: [(op, pod) => (op === 'CREATE' ? injectContainerLaunchPriority(pod) : undefined)] })
  if (opts.seedDemo ?? true) seedCloneSet(store, DEMO_CLONESET, { gates: opts.gates, now: Date.now() })
  const kubelet = new KubeletSimulator(store, opts.kubelet)
  const driver = new KubeletDriver(kubelet, logger)
  const watch = store.addWatcher((e) => {
    if (e.kind === 'Pod') driver.poke()
  })
  const cluster = store.client('reconciler')
  const reconciler = new Reconciler({ cluster, mode, gates: opts.gates, kruise: opts.kruise, now: Date.now, logger, metrics })
  const controller = new Controller({ cluster, reconciler, logger })
  await controller.start()
  driver.poke()
  logger.info({ mode, cluster: 'memory', cloneSets: store.allCloneSets().length }, 'reconciler started on the embedded cluster')
  return {
    cluster: 'memory',
    memory: store,
    isLeader: () => true,
    stop: async () => {
      watch.stop()
      await controller.stop()
      await driver.stop()
      kubelet.stop()
      logger.info('reconciler stopped')
    },
  }
}

/** Runs the simulated kubelet on the real clock: after Pod changes and at its next deadline. */
class KubeletDriver {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private pending = false
  private stopped = false

  constructor(private readonly kubelet: KubeletSimulator, private readonly logger: Logger) {}

  poke(): void {
    if (this.stopped) return
    if (this.running) {
      this.pending = true
      return
    }
    this.running = this.run().finally(() => {
      this.running = undefined
      if (this.pending) {
        this.pending = false
        this.poke()
      }
    })
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    await this.running
  }

  private async run(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve))
    try {
      await this.kubelet.sync(Date.now())
    } catch (err) {
      this.logger.error({ err: (err as Error).message }, 'simulated kubelet failed')
    }
    if (this.timer) clearTimeout(this.timer)
    const next = this.kubelet.nextWakeAt()
    if (next !== undefined && !this.stopped) this.timer = setTimeout(() => this.poke(), Math.max(0, next - Date.now()))
  }
}
