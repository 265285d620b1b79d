import { CONDITION_IN_PLACE_READY } from '../kruise/apiNames.js';
import { hasReadinessGate, podCount, podVerb } from '../kube/pod.js';
import { selectorMatcher } from '../kube/labelSelector.js';
/**
 * Why an Advanced DaemonSet's rollout does not go as its owner expects, beside the reasons every workload shares: Pods
 * recreated instead of updated in place (no readiness gate, a surge), `rollingUpdate.selector` holding nodes or
 * selecting none, and new Pods beside old ones holding the surge. Each names the field to change.
 */
export function daemonSetStallReasons(view, plan, pods, nodes) {
    const reasons = [];
    const field = view.strategyField;
    // The old Pods are the ones the plan moves or holds.
    const old = new Set([...plan.updateNow.map((p) => p.name), ...plan.waiting.map((w) => w.name)]);
    const oldPods = pods.filter((p) => old.has(p.metadata.name));
    if (oldPods.length === 0)
        return reasons;
    if (view.rollingUpdateType === 'InPlaceIfPossible' && plan.numbers.maxSurge > 0) {
        reasons.push({
            reason: 'surge-recreates', blocking: false, field: `${field}.maxSurge`, pods: [],
            message: `${field}.maxSurge is ${String(view.maxSurge)}: with a surge the controller starts a new Pod beside each old one and then deletes the old, ` +
                `so no Pod is updated in place although ${field}.rollingUpdateType is InPlaceIfPossible. Set maxSurge to 0 to update in place`,
        });
    }
    else if (view.rollingUpdateType === 'InPlaceIfPossible' && view.hasRollingUpdate) {
        const ungated = oldPods.filter((p) => !hasReadinessGate(p, CONDITION_IN_PLACE_READY)).map((p) => p.metadata.name);
        if (ungated.length > 0) {
            reasons.push({
                reason: 'no-readiness-gate-recreates', blocking: false, field: 'pod spec.readinessGates', pods: ungated,
                message: `${podVerb(ungated.length, 'lacks', 'lack')} the InPlaceUpdateReady readiness gate (created before ${field}.rollingUpdateType was InPlaceIfPossible): ` +
                    'the controller deletes and recreates them instead of updating them in place. The Pods it creates now carry the gate, so the next update of those is in place',
            });
        }
    }
    const notSelected = plan.waiting.filter((w) => w.cause === 'not-selected').map((w) => w.name);
    if (notSelected.length > 0 && view.nodeSelector) {
        const selects = selectorMatcher(view.nodeSelector);
        const none = nodes !== undefined && !nodes.some((n) => selects(n.labels));
        reasons.push({
            reason: none ? 'selector-matches-no-node' : 'selector-holding', blocking: none, field: `${field}.selector`, pods: notSelected,
            message: none
                ? `${field}.selector selects none of the ${nodes.length} nodes: no Pod is ever updated. Label the nodes to update, or change or remove the selector`
                : `${field}.selector does not select their nodes: ${podVerb(notSelected.length, 'stays', 'stay')} at the old revision by design` +
                    `${nodes === undefined ? ' (the node labels were not given, so no node counts as selected)' : ''}; label the nodes or widen the selector to continue`,
        });
    }
    const surging = plan.waiting.filter((w) => w.cause === 'max-surge').map((w) => w.name);
    if (surging.length > 0 && plan.updateNow.length === 0) {
        const starting = plan.inProgress.map((p) => p.name);
        reasons.push({
            reason: 'surge-exhausted', blocking: true, field: `${field}.maxSurge`, pods: surging,
            message: `${field}.maxSurge resolves to ${plan.numbers.maxSurge} and ${podCount(starting.length)} started beside old ones ${starting.length === 1 ? 'is' : 'are'} not available yet` +
                `${starting.length > 0 ? ` (${starting.join(', ')})` : ''}: no other node gets its new Pod until they are. Look at why they are not Ready (readiness probe, image, crash)`,
        });
    }
    return reasons;
}
//# sourceMappingURL=daemonSetDiagnosis.js.map