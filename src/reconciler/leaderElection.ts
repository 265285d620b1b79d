import { isConflict, isNotFound } from './cluster.js'
import type { KubeRest } from './kubeRest.js'
import type { LoggerLike } from './reconciler.js'

/**
 * Leader election on a `coordination.k8s.io/v1` Lease, the client-go way: the holder renews `renewTime` every
 * retry period; a candidate takes the Lease once `renewTime + leaseDurationSeconds` has passed. Every write carries
 * the Lease's resourceVersion, so two candidates can never both win.
 */
export interface LeaseSpec {
  holderIdentity?: string
  leaseDurationSeconds?: number
  acquireTime?: string
  renewTime?: string
  leaseTransitions?: number
}

export interface Lease {
  apiVersion: 'coordination.k8s.io/v1'
  kind: 'Lease'
  metadata: { name: string; namespace: string; resourceVersion?: string }
  spec: LeaseSpec
}

export type LeaseDecision = 'renew' | 'acquire' | 'follow'

/** What a candidate may do with the Lease as it stands at `now`. */
export function leaseDecision(lease: LeaseSpec | undefined, identity: string, now: number, defaultDurationSeconds: number): LeaseDecision {
  if (!lease || !lease.holderIdentity) return 'acquire'
  if (lease.holderIdentity === identity) return 'renew'
  const renewed = lease.renewTime ? Date.parse(lease.renewTime) : Number.NaN
  const duration = (lease.leaseDurationSeconds ?? defaultDurationSeconds) * 1000
  return Number.isNaN(renewed) || renewed + duration < now ? 'acquire' : 'follow'
}

/** MicroTime as the apiserver writes it: RFC3339 with microseconds, UTC. */
export function microTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z')
}

export interface LeaderElectorOptions {
  rest: KubeRest
  namespace: string
  name: string
  identity: string
  leaseDurationSeconds?: number
  retryPeriodMs?: number
  now?: () => number
  logger?: LoggerLike
  onStartedLeading: () => Promise<void> | void
  onStoppedLeading: () => Promise<void> | void
}

export class LeaderElector {
  private timer: NodeJS.Timeout | undefined
  private inflight: Promise<void> | undefined
  private leading = false
  private stopped = false
  private readonly duration: number
  private readonly now: () => number

  constructor(private readonly o: LeaderElectorOptions) {
    this.duration = o.leaseDurationSeconds ?? 15
    this.now = o.now ?? Date.now
  }

  get isLeader(): boolean {
    return this.leading
  }

  start(): void {
    this.inflight = this.tick()
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    await this.inflight
    if (this.leading) {
      this.leading = false
      await this.stopLeading()
      await this.release().catch(() => undefined)
    }
  }

  /** One election round: acquire or renew when allowed. Returns whether this candidate leads afterwards. */
  async tryAcquireOrRenew(): Promise<boolean> {
    const path = `/apis/coordination.k8s.io/v1/namespaces/${encodeURIComponent(this.o.namespace)}/leases`
    let current: Lease | undefined
    try {
      current = await this.o.rest.request<Lease>('GET', `${path}/${encodeURIComponent(this.o.name)}`)
    } catch (err) {
      if (!isNotFound(err)) throw err
    }
    const now = this.now()
    const decision = leaseDecision(current?.spec, this.o.identity, now, this.duration)
    if (decision === 'follow') return false
    const spec: LeaseSpec = {
      holderIdentity: this.o.identity,
      leaseDurationSeconds: this.duration,
      acquireTime: decision === 'renew' ? current?.spec.acquireTime ?? microTime(now) : microTime(now),
      renewTime: microTime(now),
      leaseTransitions: (current?.spec.leaseTransitions ?? 0) + (decision === 'acquire' && current?.spec.holderIdentity ? 1 : 0),
    }
    try {
      if (!current) {
        await this.o.rest.request('POST', path, {
          body: { apiVersion: 'coordination.k8s.io/v1', kind: 'Lease', metadata: { name: this.o.name, namespace: this.o.namespace }, spec },
        })
      } else {
        await this.o.rest.request('PUT', `${path}/${encodeURIComponent(this.o.name)}`, { body: { ...current, spec } })
      }
      return true
    } catch (err) {
      if (isConflict(err)) return false
      throw err
    }
  }

  private async tick(): Promise<void> {
    if (this.stopped) return
    let leads = false
    try {
      leads = await this.tryAcquireOrRenew()
    } catch (err) {
      this.o.logger?.warn({ err: (err as Error).message, lease: this.o.name }, 'leader election failed; retrying')
      leads = false
    }
    if (this.stopped) return
    if (leads && !this.leading) {
      this.leading = true
      this.o.logger?.info({ identity: this.o.identity, lease: this.o.name }, 'became leader')
      await this.startLeading()
    } else if (!leads && this.leading) {
      this.leading = false
      this.o.logger?.warn({ identity: this.o.identity, lease: this.o.name }, 'lost leadership')
      await this.stopLeading()
    }
    if (!this.stopped) this.timer = setTimeout(() => { this.inflight = this.tick() }, this.o.retryPeriodMs ?? 2000)
  }

  /**
   * A leader whose work cannot start (say the CloneSet API is not served yet) stays a candidate that keeps the Lease
   * and tries again next round; the failure is logged, never thrown out of the election timer.
   */
  private async startLeading(): Promise<void> {
    try {
      await this.o.onStartedLeading()
    } catch (err) {
      this.o.logger?.warn({ err: (err as Error).message, lease: this.o.name }, 'could not start leading; retrying')
      this.leading = false
      await this.stopLeading()
    }
  }

  private async stopLeading(): Promise<void> {
    try {
      await this.o.onStoppedLeading()
    } catch (err) {
      this.o.logger?.warn({ err: (err as Error).message, lease: this.o.name }, 'stopping the leader\'s work failed')
    }
  }

  /** Gives the Lease up on shutdown, so a standby takes over at once. */
  private async release(): Promise<void> {
    const path = `/apis/coordination.k8s.io/v1/namespaces/${encodeURIComponent(this.o.namespace)}/leases/${encodeURIComponent(this.o.name)}`
    const current = await this.o.rest.request<Lease>('GET', path)
    if (current.spec.holderIdentity !== this.o.identity) return
    await this.o.rest.request('PUT', path, { body: { ...current, spec: { ...current.spec, holderIdentity: '', renewTime: undefined, leaseDurationSeconds: 1 } } })
  }
}
