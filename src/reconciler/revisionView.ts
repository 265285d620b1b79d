import type { Logger } from 'pino'
import type { KruiseRelease } from '../engine/kruise/releases.js'
import type { ClusterView, RunningRevisions } from '../engine/rollout/heldBackRevisions.js'
import { type Pod } from '../engine/kube/pod.js'
import { readWorkload } from '../engine/workloads/workload.js'
import type { WorkloadKind } from '../engine/workloads/workloadView.js'
import { ownedObjects } from '../engine/workloads/ownership.js'
import { type Cluster, type Watch, isNotFound, isViewKind, workloadKey } from './cluster.js'

/**
 * The admission webhook's cluster view: per workload (CloneSet, Advanced StatefulSet, Advanced DaemonSet), the
 * revision labels of its Pods and its ControllerRevisions, refreshed from the cluster after every change of it or
 * of its Pods (level-triggered, coalesced per workload). The webhook answers synchronously from it; a workload not
 * seen yet has no entry, so the webhook says nothing new. Pods are kept as their revision label and phase only.
 */
export class RevisionView implements ClusterView {
  private readonly entries = new Map<string, RunningRevisions>()
  private readonly pending = new Map<string, NodeJS.Timeout>()
  private readonly running = new Map<string, Promise<void>>()
  private watchHandle: Watch | undefined
  private stopped = false

  /** `kruise`: the cluster's Kruise release (--kruise-version), which reads the workloads. */
  constructor(private readonly cluster: Cluster, private readonly logger: Logger, private readonly coalesceMs = 100, private readonly kruise?: KruiseRelease) {}

  /** Every kind the cluster's watch reports (KubeCluster's `kinds`). */
  runningRevisions(namespace: string, name: string, kind: WorkloadKind): RunningRevisions | undefined {
    return this.entries.get(workloadKey(kind, namespace, name))
  }

  async start(): Promise<void> {
    this.watchHandle = await this.cluster.watch((event) => {
      const kind = event.kind === 'Pod' ? event.ownerKind : event.kind
      const name = event.kind === 'Pod' ? event.owner : event.name
      if (name === undefined || kind === undefined || isViewKind(kind)) return
      if (event.kind !== 'Pod' && event.type === 'DELETED') {
        this.entries.delete(workloadKey(kind, event.namespace, name))
        return
      }
      this.schedule(kind, event.namespace, name)
    }, (err) => this.logger.warn({ err: err.message }, 'revision view: watch error'))
  }

  stop(): void {
    this.stopped = true
    this.watchHandle?.stop()
    for (const timer of this.pending.values()) clearTimeout(timer)
    this.pending.clear()
  }

  private schedule(kind: WorkloadKind, namespace: string, name: string): void {
    const key = workloadKey(kind, namespace, name)
    if (this.stopped || this.pending.has(key)) return
    this.pending.set(key, setTimeout(() => {
      this.pending.delete(key)
      const previous = this.running.get(key) ?? Promise.resolve()
      const next = previous.then(() => this.refresh(kind, namespace, name)).finally(() => {
        if (this.running.get(key) === next) this.running.delete(key)
      })
      this.running.set(key, next)
    }, this.coalesceMs))
  }

  private async refresh(kind: WorkloadKind, namespace: string, name: string): Promise<void> {
    const key = workloadKey(kind, namespace, name)
    try {
      const raw = await this.cluster.getWorkload(kind, namespace, name)
      const view = readWorkload(raw, { kruise: this.kruise })
      const [pods, revisions] = await Promise.all([this.cluster.listPods(namespace, view.selector), this.cluster.listRevisions(namespace, view.selector)])
      const owned = ownedObjects(view, { pods, revisions })
      if (!this.stopped) this.entries.set(key, { pods: owned.pods.map(slim), revisions: owned.revisions })
    } catch (err) {
      if (isNotFound(err)) this.entries.delete(key)
      else this.logger.warn({ workload: key, err: (err as Error).message }, 'revision view: refresh failed')
    }
  }
}

/** What the held-back check reads of a Pod. */
function slim(pod: Pod): Pod {
  const labels = pod.metadata.labels ?? {}
  const revision = labels['controller-revision-hash']
  return {
    metadata: {
      name: pod.metadata.name,
      labels: revision === undefined ? {} : { 'controller-revision-hash': revision },
      ...(pod.metadata.deletionTimestamp ? { deletionTimestamp: pod.metadata.deletionTimestamp } : {}),
    },
    spec: { containers: [] },
    status: { phase: pod.status?.phase },
  } as Pod
}
