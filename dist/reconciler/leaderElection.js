import { isConflict, isNotFound } from './cluster.js';
/** What a candidate may do with the Lease as it stands at `now`. */
export function leaseDecision(lease, identity, now, defaultDurationSeconds) {
    if (!lease || !lease.holderIdentity)
        return 'acquire';
    if (lease.holderIdentity === identity)
        return 'renew';
    const renewed = lease.renewTime ? Date.parse(lease.renewTime) : Number.NaN;
    const duration = (lease.leaseDurationSeconds ?? defaultDurationSeconds) * 1000;
    return Number.isNaN(renewed) || renewed + duration < now ? 'acquire' : 'follow';
}
/** MicroTime as the apiserver writes it: RFC3339 with microseconds, UTC. */
export function microTime(ms) {
    return new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}
export class LeaderElector {
    o;
    timer;
    inflight;
    leading = false;
    stopped = false;
    duration;
    now;
    constructor(o) {
        this.o = o;
        this.duration = o.leaseDurationSeconds ?? 15;
        this.now = o.now ?? Date.now;
    }
    get isLeader() {
        return this.leading;
    }
    start() {
        this.inflight = this.tick();
    }
    async stop() {
        this.stopped = true;
        if (this.timer)
            clearTimeout(this.timer);
        await this.inflight;
        if (this.leading) {
            this.leading = false;
            await this.stopLeading();
            await this.release().catch(() => undefined);
        }
    }
    /** One election round: acquire or renew when allowed. Returns whether this candidate leads afterwards. */
    async tryAcquireOrRenew() {
        const path = `/apis/coordination.k8s.io/v1/namespaces/${encodeURIComponent(this.o.namespace)}/leases`;
        let current;
        try {
            current = await this.o.rest.request('GET', `${path}/${encodeURIComponent(this.o.name)}`);
        }
        catch (err) {
            if (!isNotFound(err))
                throw err;
        }
        const now = this.now();
        const decision = leaseDecision(current?.spec, this.o.identity, now, this.duration);
        if (decision === 'follow')
            return false;
        const spec = {
            holderIdentity: this.o.identity,
            leaseDurationSeconds: this.duration,
            acquireTime: decision === 'renew' ? current?.spec.acquireTime ?? microTime(now) : microTime(now),
            renewTime: microTime(now),
            leaseTransitions: (current?.spec.leaseTransitions ?? 0) + (decision === 'acquire' && current?.spec.holderIdentity ? 1 : 0),
        };
        try {
            if (!current) {
                await this.o.rest.request('POST', path, {
                    body: { apiVersion: 'coordination.k8s.io/v1', kind: 'Lease', metadata: { name: this.o.name, namespace: this.o.namespace }, spec },
                });
            }
            else {
                await this.o.rest.request('PUT', `${path}/${encodeURIComponent(this.o.name)}`, { body: { ...current, spec } });
            }
            return true;
        }
        catch (err) {
            if (isConflict(err))
                return false;
            throw err;
        }
    }
    async tick() {
        if (this.stopped)
            return;
        let leads = false;
        try {
            leads = await this.tryAcquireOrRenew();
        }
        catch (err) {
            this.o.logger?.warn({ err: err.message, lease: this.o.name }, 'leader election failed; retrying');
            leads = false;
        }
        if (this.stopped)
            return;
        if (leads && !this.leading) {
            this.leading = true;
            this.o.logger?.info({ identity: this.o.identity, lease: this.o.name }, 'became leader');
            await this.startLeading();
        }
        else if (!leads && this.leading) {
            this.leading = false;
            this.o.logger?.warn({ identity: this.o.identity, lease: this.o.name }, 'lost leadership');
            await this.stopLeading();
        }
        if (!this.stopped)
            this.timer = setTimeout(() => { this.inflight = this.tick(); }, this.o.retryPeriodMs ?? 2000);
    }
    /**
     * A leader whose work cannot start (say the CloneSet API is not served yet) stays a candidate that keeps the Lease
     * and tries again next round; the failure is logged, never thrown out of the election timer.
     */
    async startLeading() {
        try {
            await this.o.onStartedLeading();
        }
        catch (err) {
            this.o.logger?.warn({ err: err.message, lease: this.o.name }, 'could not start leading; retrying');
            this.leading = false;
            await this.stopLeading();
        }
    }
    async stopLeading() {
        try {
            await this.o.onStoppedLeading();
        }
        catch (err) {
            this.o.logger?.warn({ err: err.message, lease: this.o.name }, 'stopping the leader\'s work failed');
        }
    }
    /** Gives the Lease up on shutdown, so a standby takes over at once. */
    async release() {
        const path = `/apis/coordination.k8s.io/v1/namespaces/${encodeURIComponent(this.o.namespace)}/leases/${encodeURIComponent(this.o.name)}`;
        const current = await this.o.rest.request('GET', path);
        if (current.spec.holderIdentity !== this.o.identity)
            return;
        await this.o.rest.request('PUT', path, { body: { ...current, spec: { ...current.spec, holderIdentity: '', renewTime: undefined, leaseDurationSeconds: 1 } } });
    }
}
//# sourceMappingURL=leaderElection.js.map