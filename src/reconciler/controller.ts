import type { WorkloadKind } from '../engine/workloads/workloadView.js'
import { type Cluster, type Watch, type WatchEvent, parseWorkloadKey, workloadKey } from './cluster.js'
import type { LoggerLike, Reconciler } from './reconciler.js'

/**
 * The work queue around a Reconciler: watch events and requeue timers put workload keys (kind/namespace/name) in the queue, one worker
 * reconciles them one at a time (a key is never reconciled twice concurrently), errors back off exponentially.
 */
export interface ControllerOptions {
  cluster: Cluster
  reconciler: Reconciler
  logger: LoggerLike
  /** Only workloads in this namespace. */
  namespace?: string
  /** Resync every workload this often (ms), as informers do. Default 5 minutes; 0 disables. */
  resyncMs?: number
  /** The workload kinds reconciled (default: those the reconciler takes in its mode). */
  kinds?: readonly WorkloadKind[]
}

export class Controller {
  private readonly queue = new Set<string>()
  private readonly timers = new Map<string, NodeJS.Timeout>()
  private readonly failures = new Map<string, number>()
  private watch: Watch | undefined
  private resync: NodeJS.Timeout | undefined
  private running = false
  private stopped = false
  private idle: Promise<void> = Promise.resolve()

  constructor(private readonly o: ControllerOptions) {}

  async start(): Promise<void> {
    this.watch = await this.o.cluster.watch((e) => this.onEvent(e), (err) => this.o.logger.warn({ err: err.message }, 'watch error; re-watching'))
    await this.enqueueAll()
    const resync = this.o.resyncMs ?? 300_000
    if (resync > 0) this.resync = setInterval(() => void this.enqueueAll().catch(() => undefined), resync)
  }

  async stop(): Promise<void> {
    this.stopped = true
    this.watch?.stop()
    if (this.resync) clearInterval(this.resync)
    for (const t of this.timers.values()) clearTimeout(t)
    this.timers.clear()
    this.queue.clear()
    await this.idle
  }

  /** Resolves once the queue is empty and no reconcile is running (tests). */
  async drained(): Promise<void> {
    while (this.running || this.queue.size > 0) await this.idle
  }

  enqueue(key: string, afterMs = 0): void {
    if (this.stopped) return
    if (afterMs > 0) {
      if (this.timers.has(key)) return
      this.timers.set(key, setTimeout(() => {
        this.timers.delete(key)
        this.enqueue(key)
      }, afterMs))
      return
    }
    this.queue.add(key)
    if (!this.running) this.idle = this.work()
  }

  private get kinds(): readonly WorkloadKind[] {
    return this.o.kinds ?? this.o.reconciler.kinds
  }

  /** Every workload of every kind; a kind the cluster does not serve or lets us list is left out (and logged), CloneSet is not. */
  private async enqueueAll(): Promise<void> {
    for (const kind of this.kinds) {
      let listed
      try {
        listed = await this.o.cluster.listWorkloads(kind, this.o.namespace)
      } catch (err) {
        if (kind === 'CloneSet') throw err
        this.o.logger.warn({ kind, err: (err as Error).message }, 'cannot list this kind; its objects are not reconciled')
        continue
      }
      for (const w of listed) this.enqueue(workloadKey(kind, w.metadata.namespace ?? 'default', w.metadata.name))
    }
  }

  private onEvent(e: WatchEvent): void {
    if (this.o.namespace && e.namespace !== this.o.namespace) return
    if (e.kind !== 'Pod') {
      if (this.kinds.includes(e.kind)) this.enqueue(workloadKey(e.kind, e.namespace, e.name))
    } else if (e.owner && e.ownerKind && this.kinds.includes(e.ownerKind)) this.enqueue(workloadKey(e.ownerKind, e.namespace, e.owner))
  }

  private async work(): Promise<void> {
    this.running = true
    try {
      while (!this.stopped && this.queue.size > 0) {
        const key = this.queue.values().next().value as string
        this.queue.delete(key)
        const { kind, namespace, name } = parseWorkloadKey(key)
        try {
          const result = await this.o.reconciler.reconcile(namespace, name, kind)
          this.failures.delete(key)
          if (result.error) this.o.logger.warn({ workload: key, err: result.error }, 'reconcile reported an error')
          if (result.started.length > 0) this.o.logger.info({ workload: key, pods: result.started.map((s) => s.name) }, 'pods updating')
          if (result.requeueAfterMs !== undefined) this.enqueue(key, Math.max(result.requeueAfterMs, 10))
        } catch (err) {
          const n = (this.failures.get(key) ?? 0) + 1
          this.failures.set(key, n)
          const delay = Math.min(1000 * 2 ** (n - 1), 60_000)
          this.o.logger.error({ workload: key, err: (err as Error).message, retryInMs: delay }, 'reconcile failed')
          this.enqueue(key, delay)
        }
      }
    } finally {
      this.running = false
    }
  }
}
