import { CONDITION_IN_PLACE_READY } from '../kruise/apiNames.js';
import { deepEqual } from '../kube/json.js';
import { parseMetaTime } from '../kube/metaTime.js';
import { podTargetNode } from '../kube/node.js';
import { LABEL_REVISION, getCondition, hasReadinessGate } from '../kube/pod.js';
import { ANNOTATION_TEMPLATE_GENERATION, LABEL_TEMPLATE_GENERATION } from '../update/daemonSetPod.js';
import { daemonSetNodeFit } from './daemonSetNodes.js';
/** The Pods of a DaemonSet by the node they are for (`getNodesToDaemonPods`: terminating Pods included; a Pod for no node left out). */
export function daemonPodsByNode(pods) {
    const byNode = new Map();
    for (const pod of pods) {
        const node = podTargetNode(pod);
        if (node === undefined)
            continue;
        const list = byNode.get(node);
        if (list)
            list.push(pod);
        else
            byNode.set(node, [pod]);
    }
    return byNode;
}
/** `manage`: the nodes, in list order, that should run a Pod of the DaemonSet and have none (not even a terminating one). */
export function nodesNeedingDaemonPods(view, pods, nodes) {
    const fit = daemonSetNodeFit(view.template);
    const byNode = daemonPodsByNode(pods);
    return nodes.filter((n) => fit(n).shouldRun && (byNode.get(n.name)?.length ?? 0) === 0).map((n) => n.name);
}
/**
 * The status the Advanced DaemonSet controller writes (`updateDaemonSetStatus`, `storeDaemonSetStatus` in
 * daemonset_controller.go, Kruise v1.9.1 and v1.8.3): over the node list, a node that should run a Pod counts as
 * desired, and as scheduled when any Pod is for it; its oldest Pod (scheduled first, then by creation and name) is
 * counted ready on its Ready condition, available when also Ready for minReadySeconds with a true InPlaceUpdateReady
 * condition where it carries the gate, and updated when its hash (or template generation) is the update revision's.
 * A scheduled Pod on a node that should not run one is misscheduled. The revision's hash is `updateRevision` at
 * v1beta1 and `daemonSetHash` at v1alpha1 (daemonset_conversion.go).
 */
export function daemonSetStatus(view, pods, nodes, inputs) {
    const fit = daemonSetNodeFit(view.template);
    const byNode = daemonPodsByNode(pods);
    const generation = view.annotations[ANNOTATION_TEMPLATE_GENERATION];
    const counts = { desired: 0, current: 0, misscheduled: 0, ready: 0, updated: 0, available: 0 };
    for (const node of nodes) {
        const onNode = byNode.get(node.name) ?? [];
        if (!fit(node).shouldRun) {
            if (onNode.length > 0)
                counts.misscheduled++;
            continue;
        }
        counts.desired++;
        if (onNode.length === 0)
            continue;
        counts.current++;
        const pod = [...onNode].sort(byCreationTimestampAndPhase)[0];
        if (getCondition(pod, 'Ready')?.status === 'True') {
            counts.ready++;
            if (isDaemonPodAvailable(pod, view.minReadySeconds, inputs.now))
                counts.available++;
        }
        const labels = pod.metadata.labels ?? {};
        if ((inputs.hash !== '' && labels[LABEL_REVISION] === inputs.hash) || (generation !== undefined && labels[LABEL_TEMPLATE_GENERATION] === generation))
            counts.updated++;
    }
    const previous = inputs.previous ?? {};
    const observedGeneration = inputs.observed ? view.generation : previous.observedGeneration;
    return {
        ...previous,
        ...(observedGeneration !== undefined ? { observedGeneration } : {}),
        desiredNumberScheduled: counts.desired,
        currentNumberScheduled: counts.current,
        numberMisscheduled: counts.misscheduled,
        numberReady: counts.ready,
        updatedNumberScheduled: counts.updated,
        numberAvailable: counts.available,
        numberUnavailable: counts.desired - counts.available,
        ...(view.version === 'v1alpha1' ? { daemonSetHash: inputs.hash } : { updateRevision: inputs.hash }),
    };
}
/** `storeDaemonSetStatus` writes only when a count, the generation or the revision changed. */
export function daemonSetStatusChanged(previous, next) {
    if (!previous)
        return true;
    return Object.keys(next).some((k) => !deepEqual(previous[k] ?? null, next[k] ?? null));
}
/** `isDaemonPodAvailable`: Ready for more than minReadySeconds, and InPlaceUpdateReady not false where the Pod carries the gate. */
export function isDaemonPodAvailable(pod, minReadySeconds, now) {
    const ready = getCondition(pod, 'Ready');
    if (ready?.status !== 'True')
        return false;
    if (minReadySeconds > 0) {
        const since = parseMetaTime(ready.lastTransitionTime);
        if (since === undefined || since + minReadySeconds * 1000 >= now)
            return false;
    }
    if (hasReadinessGate(pod, CONDITION_IN_PLACE_READY)) {
        const condition = getCondition(pod, CONDITION_IN_PLACE_READY);
        if (condition !== undefined && condition.status !== 'True')
            return false;
    }
    return true;
}
/** `podByCreationTimestampAndPhase`: scheduled first, then oldest, then by name. */
function byCreationTimestampAndPhase(a, b) {
    const sa = a.spec.nodeName ? 0 : 1;
    const sb = b.spec.nodeName ? 0 : 1;
    if (sa !== sb)
        return sa - sb;
    const ta = Date.parse(a.metadata.creationTimestamp ?? '') || 0;
    const tb = Date.parse(b.metadata.creationTimestamp ?? '') || 0;
    if (ta !== tb)
        return ta - tb;
    return a.metadata.name < b.metadata.name ? -1 : a.metadata.name > b.metadata.name ? 1 : 0;
}
//# sourceMappingURL=daemonSetStatus.js.map