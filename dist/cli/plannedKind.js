import { rolloutPlan } from '../engine/rollout/rolloutPlan.js';
import { GuardError, isGuardError } from '../errors.js';
import { RECONCILED_KINDS } from '../reconciler/reconciler.js';
/**
 * Refuses, before any work, a workload the command cannot play: `diagnose` one whose rollout order the engine does not
 * model (its planner, asked about no Pods, says so: IPG_ERR_KIND_NOT_PLANNED); `simulate` also any kind the embedded
 * cluster does not play (RECONCILED_KINDS). The message says what the command cannot do and what still works.
 */
export function requirePlannedKind(view, command) {
    const notPlanned = plannerRefusal(view);
    if (command === 'simulate' && !RECONCILED_KINDS.includes(view.kind)) {
        const diagnose = notPlanned ? 'its rollout order is not modelled yet' : 'diagnose plans its rollout in a cluster, in its controller\'s Pod order';
        throw new GuardError('IPG_ERR_KIND_NOT_SIMULATED', `the embedded cluster plays ${RECONCILED_KINDS.map(kindWords).join(' and ')} rollouts, not an Advanced ${view.kind} (${view.namespace}/${view.name}); inplace-guard check predicts whether an update of it keeps its Pods, and ${diagnose}`);
    }
    if (notPlanned)
        throw new GuardError(notPlanned.code, `${notPlanned.message}, so ${command} cannot plan its rollout; inplace-guard check predicts whether an update of it keeps its Pods`);
}
function kindWords(kind) {
    return kind === 'CloneSet' ? 'CloneSet' : `Advanced ${kind}`;
}
/** The planner's refusal of the kind, if it refuses it. */
function plannerRefusal(view) {
    try {
        rolloutPlan(view, [], 0);
        return undefined;
    }
    catch (err) {
        if (isGuardError(err) && err.code === 'IPG_ERR_KIND_NOT_PLANNED')
            return err;
        throw err;
    }
}
//# sourceMappingURL=plannedKind.js.map