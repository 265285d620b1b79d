import pino from 'pino';
import { isGuardedKind, readWorkload } from '../engine/workloads/workload.js';
import { GuardError } from '../errors.js';
import { ownedObjects } from '../engine/workloads/ownership.js';
import { kubeClusterFor } from '../reconciler/embedded.js';
import { getWorkload } from './clusterWorkload.js';
/**
 * `check --live`: the webhook's cluster view for one workload, from one read of the cluster through the kubeconfig:
 * the workload as stored (its status.updateRevision is the revision the plain diff covers), its own Pods and its own
 * ControllerRevisions, read with the Kruise release given (--kruise-version). Loaded only with --live: it brings in
 * the cluster client. A SidecarSet and a UnitedDeployment have their own (liveSidecarSet.ts, liveUnitedDeployment.ts).
 */
export async function liveClusterView(kubeconfig, id, kruise) {
    if (!isGuardedKind(id.kind))
        throw new GuardError('IPG_ERR_USAGE', `--live does not check a ${id.kind}`);
    const cluster = await kubeClusterFor(kubeconfig ?? '', pino({ level: 'silent' }));
    const stored = await getWorkload(cluster, id.kind, id.namespace, id.name);
    return clusterViewOf([await runningRevisionsOf(cluster, stored, kruise)]);
}
export async function runningRevisionsOf(cluster, stored, kruise) {
    const view = readWorkload(stored, { kruise });
    const [pods, revisions] = await Promise.all([cluster.listPods(view.namespace, view.selector), cluster.listRevisions(view.namespace, view.selector)]);
    const owned = ownedObjects(view, { pods, revisions });
    return { kind: view.kind, namespace: view.namespace, name: view.name, running: { pods: owned.pods, revisions: owned.revisions, updateRevision: stored.status?.updateRevision } };
}
export function clusterViewOf(workloads) {
    return {
        runningRevisions: (namespace, name, kind) => workloads.find((w) => w.namespace === namespace && w.name === name && w.kind === kind)?.running,
    };
}
//# sourceMappingURL=liveRevisions.js.map