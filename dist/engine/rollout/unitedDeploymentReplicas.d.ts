import type { UnitedDeploymentView } from '../workloads/unitedDeployment.js';
export type SubsetReplicas = {
    replicas: Record<string, number>;
} | {
    notModelled: string;
} | {
    error: string;
};
/** `current`: each existing subset's child spec.replicas (absent: a subset without a child yet, 0). */
export declare function allocateSubsetReplicas(view: UnitedDeploymentView, current?: Readonly<Record<string, number>>): SubsetReplicas;
