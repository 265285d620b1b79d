import type { UnitedDeploymentPrediction } from '../engine/inplace/unitedDeploymentPrediction.js';
import { type PolicyConfig, type PolicyResult } from './policy.js';
/**
 * The policy for a UnitedDeployment write: its prediction is per subset, each child judged by its own kind's rules.
 * Denied when Kruise's UnitedDeployment webhook refuses the update, when a child's Kruise webhook would refuse the
 * controller's write of the child (the subset silently keeps its old template: a FailedUpdateSubset Event and
 * SubsetUpdated=False), or when a child whose strategy is in --deny-strategies would have to recreate its Pods (an
 * InPlaceOnly child's rollout stops). Warned: every subset whose Pods are recreated, left on the old template until
 * deleted (OnDelete), or deleted with their subset.
 */
export declare function applyUnitedDeploymentPolicy(prediction: UnitedDeploymentPrediction, config: PolicyConfig, operation: 'CREATE' | 'UPDATE'): PolicyResult;
