import { unitedDeploymentChildren } from '../engine/rollout/unitedDeploymentChildren.js';
import { kindWord } from '../engine/inplace/unitedDeploymentPrediction.js';
import { readUnitedDeployment } from '../engine/workloads/unitedDeployment.js';
import { isJsonObject } from '../engine/kube/json.js';
import { isGuardError } from '../errors.js';
import { listUnitedDeploymentObjects } from './clusterUnitedDeployment.js';
import { diagnoseWorkload } from './workloadDiagnosis.js';
/**
 * `diagnose uniteddeployment/NAME`: each subset's child as the cluster has it (its UnitedDeployment revision, replicas,
 * Pods), the children Kruise deletes, the UnitedDeployment's failing conditions, and then each CloneSet or Advanced
 * StatefulSet child's own diagnosis.
 */
export async function diagnoseUnitedDeployment(cluster, raw, settings) {
    const view = readUnitedDeployment(raw);
    const { children: objects, pods } = await listUnitedDeploymentObjects(cluster, view);
    const children = unitedDeploymentChildren(view, raw, objects, pods);
    const diagnosed = [];
    if (view.childKind === 'CloneSet' || view.childKind === 'AdvancedStatefulSet') {
        for (const subset of children.subsets) {
            const object = subset.name === undefined ? undefined : objects.find((o) => o.metadata?.name === subset.name);
            if (object === undefined)
                continue;
            try {
                diagnosed.push({ subset: subset.subset, child: subset.child, diagnosis: await diagnoseWorkload(cluster, object, settings) });
            }
            catch (err) {
                if (!isGuardError(err))
                    throw err;
                diagnosed.push({ subset: subset.subset, child: subset.child, error: { code: err.code, message: err.message } });
            }
        }
    }
    const failed = children.failing.length > 0 || diagnosed.some((d) => d.diagnosis?.diagnosis.stalled === true);
    const json = {
        kind: 'UnitedDeployment', namespace: view.namespace, name: view.name, childKind: view.childKind, ...children,
        childDiagnoses: diagnosed.map((d) => ({ subset: d.subset, child: d.child, ...(d.diagnosis ? { diagnosis: d.diagnosis.json } : {}), ...(d.error ? { error: d.error } : {}) })),
        failed,
    };
    return { view, children, diagnosed, failed, text: formatUnitedDeploymentDiagnosis(view, children, diagnosed, failed), json };
}
export function formatUnitedDeploymentDiagnosis(view, c, diagnosed, failed) {
    const lines = [
        `UnitedDeployment ${view.namespace}/${view.name}: ${c.subsets.length} ${c.subsets.length === 1 ? 'subset' : 'subsets'} of ${kindWord(view.childKind)}`,
        `  revisions: updated ${c.updatedRevision ?? '(none yet)'}, current ${c.currentRevision ?? '(none yet)'}`,
    ];
    for (const s of c.subsets)
        lines.push(`  ${subsetLine(s)}`);
    for (const e of c.extra)
        lines.push(`  to be deleted with its Pods (no subset of spec.topology.subsets, or a second child of one): ${e}`);
    for (const f of c.failing)
        lines.push(`  failing condition: ${f}`);
    lines.push('', `Diagnosis: ${failed ? 'FAILING' : c.subsets.every((s) => s.atUpdatedRevision) ? 'children at the updated revision' : 'progressing'}`);
    if (subsetWriteFailed(view))
        lines.push('  a False condition: a SubsetUpdated=False means the child\'s webhook refused the controller\'s write, and the subset keeps its old template; the FailedUpdateSubset Event of the UnitedDeployment says why');
    let out = `${lines.join('\n')}\n`;
    for (const d of diagnosed) {
        out += `\nsubset ${d.subset}: ${d.child}\n`;
        out += d.diagnosis ? d.diagnosis.text : `  cannot be diagnosed: ${d.error.message} [${d.error.code}]\n`;
    }
    return out;
}
/** status.conditions has SubsetUpdated=False: the controller could not write a child. */
function subsetWriteFailed(view) {
    const status = isJsonObject(view.raw.status) ? view.raw.status : {};
    const conditions = Array.isArray(status.conditions) ? status.conditions : [];
    return conditions.some((c) => isJsonObject(c) && c.type === 'SubsetUpdated' && c.status === 'False');
}
function subsetLine(s) {
    if (s.name === undefined)
        return `subset ${s.subset}: ${s.child}: none yet (the controller creates it)`;
    const revision = s.revision === undefined ? 'no revision label' : `revision ${s.revision}${s.atUpdatedRevision ? ' (updated)' : ' (behind the updated revision)'}`;
    const numbers = [
        `replicas ${s.replicas ?? '-'}`,
        ...(s.partition !== undefined && s.partition > 0 ? [`partition ${s.partition}`] : []),
        `ready ${s.readyReplicas ?? 0}`,
        `Pods ${s.pods} (${s.updatedPods} updated)`,
    ];
    return `subset ${s.subset}: ${s.child}, ${revision}, ${numbers.join(', ')}`;
}
//# sourceMappingURL=unitedDeploymentDiagnosis.js.map