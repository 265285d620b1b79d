import { sidecarSetCensus, sidecarSetNamespaceScope, sidecarSetReachesNamespace } from '../engine/rollout/sidecarSetCensus.js';
import { readSidecarSet } from '../engine/workloads/sidecarSet.js';
import { CLUSTER_SCOPED_EVENT_NAMESPACE, isNotFound } from './cluster.js';
/**
 * Observe mode for a SidecarSet: the engine's census of the Pods it selects, published as the annotation
 * `inplace-guard.io/sidecar-pods` on the SidecarSet (written only when it changes), a Warning Event
 * `SidecarPodsLeftBehind` when Pods it can never upgrade in place appear, and metrics. No Pod is written.
 */
export const ANNOTATION_SIDECAR_PODS = 'inplace-guard.io/sidecar-pods';
export const REASON_SIDECAR_PODS_LEFT_BEHIND = 'SidecarPodsLeftBehind';
const MAX_NAMES = 10;
const NAMES_IN_EVENT = 5;
/** The annotation's JSON: counts, and up to MAX_NAMES of the Pods never upgradable in place (`ns/name`). */
export function sidecarPodsAnnotation(census) {
    return JSON.stringify({
        selected: census.selected,
        matched: census.matched,
        updated: census.updated,
        upgradable: census.upgradable,
        thisRound: census.thisRound,
        heldBack: census.heldBack,
        neverUpgradable: { count: census.neverUpgradable.length, pods: census.neverUpgradable.slice(0, MAX_NAMES) },
        markedNotUpgradable: census.markedNotUpgradable.length,
        notInjected: census.notInjected.length,
    });
}
export async function observeSidecarSet(ctx, name) {
    let raw;
    try {
        raw = await ctx.cluster.getSidecarSet(name);
    }
    catch (err) {
        if (!isNotFound(err))
            throw err;
        ctx.metrics?.observeSidecarSet(name, undefined);
        return { writes: 0 };
    }
    let view;
    try {
        view = readSidecarSet(raw, ctx.kruise);
    }
    catch (err) {
        return { writes: 0, error: `SidecarSet ${name} cannot be read: ${err.message}` };
    }
    const census = sidecarSetCensus(view, await podsInScope(ctx.cluster, view));
    ctx.metrics?.observeSidecarSet(name, census);
    return { writes: await publish(ctx.cluster, raw, census) };
}
/**
 * The Pods the SidecarSet's controller looks at: spec.selector in its one namespace, in the namespaces its
 * namespaceSelector matches, or in every namespace. Without spec.selector (Kruise's webhook requires one) it
 * selects nothing and nothing is listed.
 */
async function podsInScope(cluster, view) {
    if (view.selector === undefined)
        return [];
    const scope = sidecarSetNamespaceScope(view);
    if (scope.namespace !== undefined)
        return cluster.listPods(scope.namespace, view.selector);
    const pods = await cluster.listPodsInAllNamespaces(view.selector);
    if (scope.namespaceSelector === undefined)
        return pods;
    const reached = new Set((await cluster.listNamespaces())
        .filter((ns) => sidecarSetReachesNamespace(view, { name: ns.metadata.name, labels: ns.metadata.labels }))
        .map((ns) => ns.metadata.name));
    return pods.filter((p) => reached.has(p.metadata.namespace ?? 'default'));
}
async function publish(cluster, raw, census) {
    const text = sidecarPodsAnnotation(census);
    const previous = raw.metadata.annotations?.[ANNOTATION_SIDECAR_PODS];
    if (previous === text)
        return 0;
    await cluster.patchSidecarSetAnnotations(raw.metadata.name, { [ANNOTATION_SIDECAR_PODS]: text });
    let writes = 1;
    const left = census.neverUpgradable;
    if (left.length > 0 && previousNeverUpgradable(previous) === 0) {
        await cluster.createEvent({
            namespace: CLUSTER_SCOPED_EVENT_NAMESPACE,
            involvedObject: { kind: 'SidecarSet', name: raw.metadata.name, uid: raw.metadata.uid, apiVersion: raw.apiVersion },
            type: 'Warning',
            reason: REASON_SIDECAR_PODS_LEFT_BEHIND,
            message: leftBehindMessage(raw.metadata.name, left),
        });
        writes++;
    }
    return writes;
}
function leftBehindMessage(name, pods) {
    const shown = pods.slice(0, NAMES_IN_EVENT).join(', ');
    const more = pods.length > NAMES_IN_EVENT ? ` and ${pods.length - NAMES_IN_EVENT} more` : '';
    const count = pods.length === 1 ? '1 Pod keeps' : `${pods.length} Pods keep`;
    return `${count} the old sidecars of SidecarSet ${name} for good (${shown}${more}): more than sidecar images changed since they were injected, ` +
        'and only an image change reaches running Pods; they get the new sidecars when they are recreated';
}
/** How many Pods the last published annotation named never upgradable (0 when there was none or it is unreadable). */
function previousNeverUpgradable(text) {
    if (!text)
        return 0;
    try {
        const count = JSON.parse(text).neverUpgradable?.count;
        return typeof count === 'number' ? count : 0;
    }
    catch {
        return 0;
    }
}
//# sourceMappingURL=sidecarSetObserver.js.map