import type { KruiseRelease } from '../engine/kruise/releases.js';
import { type SidecarSetUpdatePrediction } from '../engine/inplace/sidecarSetUpdate.js';
import type { SidecarPodVerdict } from '../engine/rollout/sidecarSetPods.js';
import { type SidecarSetView } from '../engine/workloads/sidecarSet.js';
import { type KubeletOptions, KubeletSimulator } from './kubelet.js';
import { MemoryCluster } from './memoryCluster.js';
/**
 * A SidecarSet update played on the embedded cluster: N running, ready Pods that Kruise's Pod webhook injected with
 * the old SidecarSet's sidecars (engine/update/sidecarSetInjection.ts), then the new SidecarSet applied and its
 * controller played round by round with the engine's rules: which Pods go (engine/rollout/sidecarSetUpgradeOrder.ts
 * over predictSidecarSetRound) and what it writes to them (engine/update/sidecarSetUpgrade.ts). The simulated kubelet
 * restarts each sidecar whose image changed (stop, pull, start, probe), on the simulated clock. The controller acts
 * only once the kubelet has caught up with its last writes (Kruise waits on its update expectations likewise).
 */
export interface SidecarSetSimulationOptions {
    /** The SidecarSet the running Pods were injected with, and the one applied (raw objects). */
    before: unknown;
    after: unknown;
    kruise?: KruiseRelease;
    /** Running Pods the SidecarSet was injected into. */
    replicas: number;
    /** The first N Pods run but are NotReady before the change. */
    notReady?: number;
    /** Pods (names, or 0-based ordinals as strings) on which pulling a new sidecar image fails. */
    failPull?: string[];
    kubelet?: Pick<KubeletOptions, 'pullSeconds' | 'probeDelaySeconds' | 'startSeconds'>;
    maxSeconds?: number;
}
export type SidecarSetSimulationOutcome = 'completed' | 'unchanged' | 'not-updated' | 'paused' | 'not-upgradable' | 'stalled';
export interface SidecarSimulationRound {
    round: number;
    /** Simulated seconds since the change. */
    at: number;
    pods: string[];
}
export interface SidecarSimulatedPod {
    name: string;
    uidBefore: string;
    uidAfter: string | null;
    /** Container restarts since the change, by container name. */
    restarts: Record<string, number>;
    /** What the controller's last round said of it. */
    verdict: SidecarPodVerdict;
    /** Seconds since the change when its upgrade started, and how long until it was ready again. */
    startedAt?: number;
    seconds?: number;
    /** SidecarSetUpgradable=False, as the controller set it. */
    notUpgradable?: boolean;
    /** The new sidecar image cannot be pulled. */
    pullFailed?: boolean;
}
export interface SidecarSetSimulationResult {
    name: string;
    namespace: string;
    outcome: SidecarSetSimulationOutcome;
    /** Every Pod the update reaches runs the new sidecars (the partition's Pods aside). */
    completed: boolean;
    seconds: number;
    rounds: SidecarSimulationRound[];
    pods: SidecarSimulatedPod[];
    /** Pods the partition keeps on the old sidecars. */
    heldByPartition: number;
    /** Why it did not complete, in words naming the SidecarSet's fields or the Pods. */
    reason?: string;
    /** The NotUpgradablePods Event the SidecarSet got, if any. */
    event?: string;
    prediction: SidecarSetUpdatePrediction;
    cluster: MemoryCluster;
    kubelet: KubeletSimulator;
}
export declare const SIDECAR_APP_CONTAINER = "app";
export declare function runSidecarSetSimulation(options: SidecarSetSimulationOptions): Promise<SidecarSetSimulationResult>;
/**
 * Labels that spec.selector selects: its matchLabels, and for matchExpressions a value for `In` (its first) and
 * `Exists`; `NotIn` and `DoesNotExist` hold for a label left out. A selector those cannot satisfy is refused.
 */
export declare function podLabelsFor(view: SidecarSetView): Record<string, string>;
