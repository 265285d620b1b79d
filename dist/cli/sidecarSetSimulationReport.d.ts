import type { SidecarSetSimulationResult } from '../reconciler/sidecarSetSimulation.js';
/** `simulate` of a SidecarSet: text, JSON and markdown. */
export interface SidecarSetReportContext {
    change: string;
    kubelet: {
        pullSeconds: number;
        startSeconds: number;
        probeDelaySeconds: number;
    };
    labels: Record<string, string>;
    /** The new SidecarSet's update strategy, in its fields' words. */
    strategy: string;
}
/** Exit 0 when nothing is left undone that the SidecarSet asks for (paused and NotUpdate ask for nothing now). */
export declare function sidecarSetSimulationSucceeded(r: SidecarSetSimulationResult): boolean;
export declare function formatSidecarSetSimulation(r: SidecarSetSimulationResult, ctx: SidecarSetReportContext): string;
/** The JSON `simulate` prints for a SidecarSet (no cluster objects; never an env value). */
export declare function sidecarSetSimulationJson(r: SidecarSetSimulationResult, change: Record<string, unknown>): Record<string, unknown>;
/** `--output markdown`: the result, a Mermaid gantt of the rounds, and the text report folded. */
export declare function formatSidecarSetSimulationMarkdown(r: SidecarSetSimulationResult, ctx: SidecarSetReportContext): string;
