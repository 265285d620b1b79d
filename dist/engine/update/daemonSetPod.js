import { CONDITION_IN_PLACE_READY } from '../kruise/apiNames.js';
import { LABEL_REVISION } from '../kube/pod.js';
/**
 * The Pods an Advanced DaemonSet creates (Kruise v1.9.1 and v1.8.3 `syncNodes` in daemonset_controller.go, over
 * Kubernetes' `CreatePodTemplate` and `ReplaceDaemonSetPodNodeNameNodeAffinity` in pkg/controller/daemon/util): the
 * template with the daemon tolerations added, labelled `controller-revision-hash: <hash>` (and `pod-template-generation`
 * while the DaemonSet carries the deprecated template-generation annotation), the InPlaceUpdateReady readiness gate
 * appended only under rollingUpdateType InPlaceIfPossible, and its required node affinity replaced by one term
 * `metadata.name In [node]` so the scheduler binds it to that node. The apiserver names it from `<daemonset>-`.
 */
export const ANNOTATION_TEMPLATE_GENERATION = 'deprecated.daemonset.template.generation';
export const LABEL_TEMPLATE_GENERATION = 'pod-template-generation';
/**
 * `AddOrUpdateDaemonPodTolerations`: every DaemonSet Pod stays on not-ready and unreachable nodes and schedules on
 * nodes under pressure or cordoned, and with hostNetwork on nodes whose network is unavailable.
 */
export function daemonTolerations(spec) {
    const list = [
        { key: 'node.kubernetes.io/not-ready', operator: 'Exists', effect: 'NoExecute' },
        { key: 'node.kubernetes.io/unreachable', operator: 'Exists', effect: 'NoExecute' },
        { key: 'node.kubernetes.io/disk-pressure', operator: 'Exists', effect: 'NoSchedule' },
        { key: 'node.kubernetes.io/memory-pressure', operator: 'Exists', effect: 'NoSchedule' },
        { key: 'node.kubernetes.io/pid-pressure', operator: 'Exists', effect: 'NoSchedule' },
        { key: 'node.kubernetes.io/unschedulable', operator: 'Exists', effect: 'NoSchedule' },
    ];
    if (spec.hostNetwork === true)
        list.push({ key: 'node.kubernetes.io/network-unavailable', operator: 'Exists', effect: 'NoSchedule' });
    return list;
}
export function newDaemonSetPod(view, template, options) {
    const meta = (template.metadata ?? {});
    const templateSpec = template.spec;
    const labels = { ...(meta.labels ?? {}) };
    const generation = view.annotations[ANNOTATION_TEMPLATE_GENERATION];
    if (generation !== undefined && /^-?\d+$/.test(generation))
        labels[LABEL_TEMPLATE_GENERATION] = String(Number(generation));
    if (options.hash !== '')
        labels[LABEL_REVISION] = options.hash;
    const spec = { ...templateSpec, tolerations: withTolerations(templateSpec) };
    if (view.updateType === 'RollingUpdate' && view.rollingUpdateType === 'InPlaceIfPossible') {
        spec.readinessGates = [...(templateSpec.readinessGates ?? []), { conditionType: CONDITION_IN_PLACE_READY }];
    }
    spec.affinity = nodeNameAffinity(templateSpec.affinity, options.node);
    return {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: {
            name: `${view.name}-${options.id}`,
            generateName: `${view.name}-`,
            namespace: view.namespace,
            labels,
            ...(meta.annotations ? { annotations: { ...meta.annotations } } : {}),
            ...(view.uid
                ? { ownerReferences: [{ apiVersion: view.apiVersion, kind: view.kind, name: view.name, uid: view.uid, controller: true, blockOwnerDeletion: true }] }
                : {}),
        },
        spec,
    };
}
/** `AddOrUpdateTolerationInPodSpec`: a toleration equal in key, operator, value and effect is replaced, else appended. */
function withTolerations(spec) {
    const list = (Array.isArray(spec.tolerations) ? spec.tolerations : []);
    const out = [...list];
    for (const t of daemonTolerations(spec)) {
        const at = out.findIndex((x) => (x.key ?? '') === t.key && (x.operator || 'Equal') === t.operator && (x.value ?? '') === (t.value ?? '') && (x.effect ?? '') === t.effect);
        if (at >= 0)
            out[at] = t;
        else
            out.push(t);
    }
    return out;
}
/** `ReplaceDaemonSetPodNodeNameNodeAffinity`: the required node affinity becomes the one term naming the node. */
function nodeNameAffinity(affinity, node) {
    const required = { nodeSelectorTerms: [{ matchFields: [{ key: 'metadata.name', operator: 'In', values: [node] }] }] };
    const nodeAffinity = (affinity?.nodeAffinity ?? undefined);
    return { ...(affinity ?? {}), nodeAffinity: { ...(nodeAffinity ?? {}), requiredDuringSchedulingIgnoredDuringExecution: required } };
}
//# sourceMappingURL=daemonSetPod.js.map