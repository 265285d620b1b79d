import { isJsonObject } from '../kube/json.js';
import { matchesRequiredNodeAffinity, toleratesTaint } from '../kube/node.js';
import { daemonTolerations } from '../update/daemonSetPod.js';
/**
 * `nodeShouldRunDaemonPod`: the template's nodeName (when set) is the node, its nodeSelector and required node affinity
 * match the node's labels, and every NoSchedule or NoExecute taint is tolerated; a Pod already there may stay on a node
 * whose untolerated taints are all NoSchedule.
 */
export function daemonSetNodeFit(template) {
    const spec = template.spec;
    const tolerations = [
        ...(Array.isArray(spec.tolerations) ? spec.tolerations.filter(isJsonObject) : []),
        ...daemonTolerations(spec),
    ];
    const nodeName = typeof spec.nodeName === 'string' ? spec.nodeName : '';
    const tolerated = (taint) => tolerations.some((t) => toleratesTaint(t, taint));
    return (node) => {
        if (nodeName !== '' && nodeName !== node.name)
            return { shouldRun: false, shouldContinueRunning: false };
        if (!matchesRequiredNodeAffinity(spec, node))
            return { shouldRun: false, shouldContinueRunning: false };
        const untolerated = (node.taints ?? []).filter((taint) => (taint.effect === 'NoSchedule' || taint.effect === 'NoExecute') && !tolerated(taint));
        if (untolerated.length === 0)
            return { shouldRun: true, shouldContinueRunning: true };
        return { shouldRun: false, shouldContinueRunning: !untolerated.some((taint) => taint.effect === 'NoExecute') };
    };
}
//# sourceMappingURL=daemonSetNodes.js.map