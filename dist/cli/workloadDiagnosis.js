import { readNode } from '../engine/kube/node.js';
import { diagnose } from '../engine/rollout/diagnosis.js';
import { readWorkload } from '../engine/workloads/workload.js';
import { ownedObjects } from '../engine/workloads/ownership.js';
import { requirePlannedKind } from './plannedKind.js';
import { formatDiagnosis } from './rolloutReport.js';
/**
 * Diagnoses a CloneSet, Advanced StatefulSet or Advanced DaemonSet as stored in the cluster: its own Pods,
 * ControllerRevisions and Events (and, for a DaemonSet, the Nodes), read through `cluster`.
 */
export async function diagnoseWorkload(cluster, raw, settings) {
    const { gates, kruise } = settings;
    const view = readWorkload(raw, { kruise });
    requirePlannedKind(view, 'diagnose');
    const namespace = view.namespace;
    const [pods, revisions, events, nodes] = await Promise.all([
        cluster.listPods(namespace, view.selector),
        cluster.listRevisions(namespace, view.selector),
        cluster.listEvents(namespace).catch(() => []),
        // An Advanced DaemonSet is planned node by node; without the right to list Nodes, over the nodes its Pods are on.
        view.kind === 'DaemonSet' ? cluster.listNodes().then((list) => list.map((n, i) => readNode(n, i))).catch(() => undefined) : undefined,
    ]);
    const owned = ownedObjects(view, { pods, revisions, events });
    const diagnosis = diagnose(view, owned.pods, settings.now, {
        gates,
        kruise,
        nodes,
        updateRevision: raw.status?.updateRevision,
        currentRevision: raw.status?.currentRevision,
        revisions: owned.revisions,
        events: owned.events.map((e) => ({ reason: e.reason, message: e.message, object: e.involvedObject.name })),
    });
    return { view, diagnosis, text: formatDiagnosis(view, diagnosis), json: { kind: view.kind, ...diagnosis } };
}
//# sourceMappingURL=workloadDiagnosis.js.map