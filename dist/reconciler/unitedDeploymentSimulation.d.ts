import type { FeatureGates } from '../engine/kruise/gates.js';
import type { KruiseRelease } from '../engine/kruise/releases.js';
import { type SubsetPrediction, type UnitedDeploymentPrediction } from '../engine/inplace/unitedDeploymentPrediction.js';
import { type Workload } from '../engine/workloads/workload.js';
import { type SimulationOptions, type SimulationResult } from './simulation.js';
/**
 * A UnitedDeployment update played subset by subset: each subset's child is rendered before and after exactly as the
 * engine renders it for its prediction (renderSubsetChildren: the template, the subset's selector, revision label,
 * node affinity, tolerations, patch, replicas and partition); a CloneSet or Advanced StatefulSet child's rollout runs
 * on the embedded cluster (runSimulatedRollout, old child → new child). apps/v1 StatefulSet and Deployment children
 * are not played: the engine's prediction (every Pod recreated, or OnDelete) is reported as it is.
 */
export type SubsetSimulationOutcome = 'completed' | 'stalled' | 'unchanged' | 'not-played' | 'created' | 'deleted' | 'replaced' | 'refused';
export interface SubsetSimulation {
    subset: string;
    /** `CloneSet shop/ud-zone-a-*`, as the engine names the child. */
    child: string;
    outcome: SubsetSimulationOutcome;
    prediction: SubsetPrediction;
    /** The child's rollout on the embedded cluster (CloneSet and Advanced StatefulSet children that change). */
    simulation?: SimulationResult;
    /** The child as the embedded cluster holds it at the end (how the report reads its strategy). */
    childView?: Workload;
}
export interface UnitedDeploymentSimulationResult {
    namespace: string;
    name: string;
    /** Every played subset completed and none was refused. */
    completed: boolean;
    /** Kruise's UnitedDeployment webhook refuses the update: nothing changes. */
    refused: string[];
    subsets: SubsetSimulation[];
    prediction: UnitedDeploymentPrediction;
}
export interface UnitedDeploymentSimulationOptions extends Pick<SimulationOptions, 'notReady' | 'failPull' | 'kubelet' | 'maxSeconds'> {
    before: unknown;
    after: unknown;
    gates?: Partial<FeatureGates>;
    kruise?: KruiseRelease;
}
export declare function runUnitedDeploymentSimulation(options: UnitedDeploymentSimulationOptions): Promise<UnitedDeploymentSimulationResult>;
