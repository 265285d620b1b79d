import { isJsonObject } from '../engine/kube/json.js';
import { allocateSubsetReplicas } from '../engine/rollout/unitedDeploymentReplicas.js';
import { predictUnitedDeploymentUpdate, renderSubsetChildren } from '../engine/inplace/unitedDeploymentPrediction.js';
import { readUnitedDeployment } from '../engine/workloads/unitedDeployment.js';
import { readWorkload } from '../engine/workloads/workload.js';
import { runSimulatedRollout } from './simulation.js';
export async function runUnitedDeploymentSimulation(options) {
    const beforeObject = withDefaultNamespace(options.before);
    const afterObject = withDefaultNamespace(options.after);
    const prediction = predictUnitedDeploymentUpdate(beforeObject, afterObject, { gates: options.gates, kruise: options.kruise });
    const refused = prediction.kruiseWebhookRefusals.map((r) => r.rule);
    const before = readUnitedDeployment(beforeObject);
    const after = readUnitedDeployment(afterObject);
    const subsets = [];
    // Each child plays the replicas Kruise's allocator gives its subset, before and after (from the old allocation).
    const oldAllocation = allocated(allocateSubsetReplicas(before));
    const newAllocation = allocated(allocateSubsetReplicas(after, oldAllocation));
    for (const subset of prediction.subsets) {
        const base = { subset: subset.subset, child: subset.child, prediction: subset };
        if (refused.length > 0)
            subsets.push({ ...base, outcome: 'refused' });
        else if (subset.change !== 'updated')
            subsets.push({ ...base, outcome: subset.change });
        else if (subset.childRefusals.length > 0)
            subsets.push({ ...base, outcome: 'refused' });
        else if (subset.outcome === 'unchanged')
            subsets.push({ ...base, outcome: 'unchanged' });
        else if (subset.childKind !== 'CloneSet' && subset.childKind !== 'AdvancedStatefulSet')
            subsets.push({ ...base, outcome: 'not-played' });
        else {
            const oldSubset = before.subsets.find((s) => s.name === subset.subset);
            const newSubset = after.subsets.find((s) => s.name === subset.subset);
            const { oldChild, newChild } = renderSubsetChildren(before, after, oldSubset, newSubset, prediction.revisions);
            withAllocatedReplicas(oldChild, oldAllocation, subset.subset);
            withAllocatedReplicas(newChild, newAllocation, subset.subset);
            const simulation = await runSimulatedRollout({
                workload: oldChild,
                change: (current) => ({ ...current, metadata: { ...current.metadata, labels: newChild.metadata.labels }, spec: structuredClone(newChild.spec) }),
                gates: options.gates, kruise: options.kruise, notReady: options.notReady, failPull: options.failPull, kubelet: options.kubelet, maxSeconds: options.maxSeconds,
            });
            const stored = simulation.cluster.allWorkloads()[0];
            subsets.push({ ...base, outcome: simulation.completed ? 'completed' : 'stalled', simulation, childView: readWorkload(stored, { kruise: options.kruise }) });
        }
    }
    return {
        namespace: after.namespace,
        name: after.name,
        completed: refused.length === 0 && subsets.every((s) => s.outcome !== 'stalled' && s.outcome !== 'refused'),
        refused,
        subsets,
        prediction,
    };
}
function allocated(result) {
    return 'replicas' in result ? result.replicas : undefined;
}
/** A subset's allocated replicas on its rendered child; without an allocation (not modelled, or refused) the child keeps its own. */
function withAllocatedReplicas(child, allocation, subset) {
    const replicas = allocation?.[subset];
    if (replicas !== undefined && isJsonObject(child.spec))
        child.spec.replicas = replicas;
}
/** The CLI's default namespace for a UnitedDeployment written without one (its children are named under it). */
function withDefaultNamespace(obj) {
    if (!isJsonObject(obj))
        return obj;
    const metadata = isJsonObject(obj.metadata) ? obj.metadata : {};
    if (typeof metadata.namespace === 'string' && metadata.namespace !== '')
        return obj;
    return { ...obj, metadata: { ...metadata, namespace: 'default' } };
}
//# sourceMappingURL=unitedDeploymentSimulation.js.map