import { predictDecoded } from '../engine/inplace/prediction.js';
import { heldBackFor, withHeldBack } from './heldBack.js';
import { applyPolicy } from './policy.js';
/**
 * The one decision, for the webhook and the CLI alike: the engine's prediction of the write, the held-back revisions
 * of the cluster view, and the policy. Throws the engine's GuardError when the workload cannot be read.
 */
export function decide(write, settings) {
    const options = { gates: settings.gates, kruise: settings.kruise, notes: settings.notes === true };
    const decoded = predictDecoded(write.operation, write.oldObject, write.object, options);
    const { prediction } = decoded;
    const planned = applyPolicy(prediction, settings.policy, write.operation);
    const blocked = heldBackFor(decoded, write, settings.clusterView);
    return { prediction, result: withHeldBack(planned, prediction, blocked, settings.policy), blocked };
}
//# sourceMappingURL=decision.js.map