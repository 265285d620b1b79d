import type { UnitedDeploymentSimulationResult } from '../reconciler/unitedDeploymentSimulation.js';
/** `simulate` of a UnitedDeployment: each subset's child rollout, text, JSON and markdown. */
export interface UnitedDeploymentReportContext {
    change: string;
    kubelet: {
        pullSeconds: number;
        startSeconds: number;
        probeDelaySeconds: number;
    };
}
export declare function formatUnitedDeploymentSimulation(r: UnitedDeploymentSimulationResult, ctx: UnitedDeploymentReportContext): string;
/** The JSON `simulate` prints for a UnitedDeployment (no cluster objects). */
export declare function unitedDeploymentSimulationJson(r: UnitedDeploymentSimulationResult, change: Record<string, unknown>): Record<string, unknown>;
/** `--output markdown`: one line per subset, and the text report folded. */
export declare function formatUnitedDeploymentSimulationMarkdown(r: UnitedDeploymentSimulationResult, ctx: UnitedDeploymentReportContext): string;
