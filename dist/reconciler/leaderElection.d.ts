import type { KubeRest } from './kubeRest.js';
import type { LoggerLike } from './reconciler.js';
/**
 * Leader election on a `coordination.k8s.io/v1` Lease, the client-go way: the holder renews `renewTime` every
 * retry period; a candidate takes the Lease once `renewTime + leaseDurationSeconds` has passed. Every write carries
 * the Lease's resourceVersion, so two candidates can never both win.
 */
export interface LeaseSpec {
    holderIdentity?: string;
    leaseDurationSeconds?: number;
    acquireTime?: string;
    renewTime?: string;
    leaseTransitions?: number;
}
export interface Lease {
    apiVersion: 'coordination.k8s.io/v1';
    kind: 'Lease';
    metadata: {
        name: string;
        namespace: string;
        resourceVersion?: string;
    };
    spec: LeaseSpec;
}
export type LeaseDecision = 'renew' | 'acquire' | 'follow';
/** What a candidate may do with the Lease as it stands at `now`. */
export declare function leaseDecision(lease: LeaseSpec | undefined, identity: string, now: number, defaultDurationSeconds: number): LeaseDecision;
/** MicroTime as the apiserver writes it: RFC3339 with microseconds, UTC. */
export declare function microTime(ms: number): string;
export interface LeaderElectorOptions {
    rest: KubeRest;
    namespace: string;
    name: string;
    identity: string;
    leaseDurationSeconds?: number;
    retryPeriodMs?: number;
    now?: () => number;
    logger?: LoggerLike;
    onStartedLeading: () => Promise<void> | void;
    onStoppedLeading: () => Promise<void> | void;
}
export declare class LeaderElector {
    private readonly o;
    private timer;
    private inflight;
    private leading;
    private stopped;
    private readonly duration;
    private readonly now;
    constructor(o: LeaderElectorOptions);
    get isLeader(): boolean;
    start(): void;
    stop(): Promise<void>;
    /** One election round: acquire or renew when allowed. Returns whether this candidate leads afterwards. */
    tryAcquireOrRenew(): Promise<boolean>;
    private tick;
    /**
     * A leader whose work cannot start (say the CloneSet API is not served yet) stays a candidate that keeps the Lease
     * and tries again next round; the failure is logged, never thrown out of the election timer.
     */
    private startLeading;
    private stopLeading;
    /** Gives the Lease up on shutdown, so a standby takes over at once. */
    private release;
}
