import type { Workload } from '../engine/workloads/workload.js';
import type { Diagnosis, StallReason } from '../engine/rollout/diagnosis.js';
import type { RolloutPlan } from '../engine/rollout/rolloutPlan.js';
import type { SimulationResult } from '../reconciler/simulation.js';
export declare function strategyLine(view: Workload, plan: RolloutPlan): string;
export declare function formatPlan(plan: RolloutPlan): string;
/** Each stall reason with its Pods, what happens and the field to look at (never our own catalogue numbers). */
export declare function formatReasons(reasons: StallReason[]): string;
export declare function diagnosisVerdict(d: Diagnosis): string;
export declare function formatDiagnosis(view: Workload, d: Diagnosis): string;
export interface SimulationContext {
    view: Workload;
    change: string;
    kubelet: {
        pullSeconds: number;
        startSeconds: number;
        probeDelaySeconds: number;
    };
}
export declare function formatSimulation(r: SimulationResult, ctx: SimulationContext): string;
/** `simulate --output markdown`: the text report in a code block, and a Mermaid gantt of the rounds (a picture on GitHub). */
export declare function formatSimulationMarkdown(r: SimulationResult, ctx: SimulationContext): string;
/** A Mermaid gantt: one section per round, one bar per Pod from its start until it is available again (or the end). */
export declare function rolloutGantt(r: SimulationResult): string[];
/** A diagnosis or simulation as JSON for users: indented, without the engine's catalogue numbers. */
export declare function rolloutJson(value: unknown): string;
/** The JSON `simulate` prints (the simulation result without the live cluster objects). */
export declare function simulationJson(r: SimulationResult, view: Workload, change: Record<string, unknown>): Record<string, unknown>;
