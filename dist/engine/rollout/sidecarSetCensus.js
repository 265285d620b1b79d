/**
 * A SidecarSet's running Pods as its controller sees them (sidecarset_processor.go getMatchingPods and
 * updatePodSidecarSetUpgradableCondition, v1.8.3 and v1.9.1): which Pods it reaches, which already run its sidecars,
 * which it upgrades in place, which it holds back, and which it can never upgrade. The cluster view of `diagnose`,
 * `check --live` and observe mode.
 */
import { matchesSelector } from '../kube/labelSelector.js';
import { getCondition, isActive, podCount, podVerb } from '../kube/pod.js';
import { SIDECARSET_INJECTED_LIST_ANNOTATION } from '../workloads/sidecarSet.js';
import { predictSidecarSetRound } from './sidecarSetPods.js';
const NAMES_IN_MESSAGE = 5;
const UPGRADABLE_CONDITION = 'SidecarSetUpgradable';
export function sidecarSetNamespaceScope(view) {
    if (view.namespace !== undefined)
        return { namespace: view.namespace };
    if (view.namespaceSelector !== undefined)
        return { namespaceSelector: view.namespaceSelector };
    return {};
}
export function sidecarSetReachesNamespace(view, namespace) {
    const scope = sidecarSetNamespaceScope(view);
    if (scope.namespace !== undefined)
        return namespace.name === scope.namespace;
    if (scope.namespaceSelector !== undefined)
        return matchesSelector(scope.namespaceSelector, namespace.labels ?? {});
    return true;
}
/** `pods`: the Pods listed in the scope's namespaces with spec.selector; Pods outside `spec.namespace` or the selector are left out again here. */
export function sidecarSetCensus(view, pods) {
    const selected = pods.filter((pod) => inScope(view, pod) && isActive(pod) && matchesSelector(view.selector, pod.metadata.labels ?? {}));
    const round = predictSidecarSetRound(view, selected);
    const verdicts = new Map();
    round.pods.forEach((prediction, i) => {
        const list = verdicts.get(prediction.verdict) ?? [];
        list.push(podRef(selected[i]));
        verdicts.set(prediction.verdict, list);
    });
    const names = (verdict) => verdicts.get(verdict) ?? [];
    const census = {
        sidecarSet: view.name,
        selected: selected.length,
        matched: round.matched,
        updated: names('updated').length,
        upgradable: names('upgrade').length + names('waiting').length,
        thisRound: round.thisRound,
        heldBack: {
            notUpdate: names('not-updated').length,
            paused: names('paused').length,
            outsideSelector: names('outside-selector').length,
            partition: round.heldByPartition,
            upgrading: names('upgrading').length,
        },
        neverUpgradable: names('not-upgradable'),
        markedNotUpgradable: selected.filter((pod) => markedNotUpgradable(pod, view.name)).map(podRef),
        notInjected: selected.filter((pod) => !injectedBy(pod, view.name)).map(podRef),
        messages: [],
    };
    census.messages = censusMessages(view, census);
    return census;
}
function inScope(view, pod) {
    return view.namespace === undefined || (pod.metadata.namespace ?? 'default') === view.namespace;
}
function podRef(pod) {
    return `${pod.metadata.namespace ?? 'default'}/${pod.metadata.name}`;
}
function injectedBy(pod, name) {
    return (pod.metadata.annotations?.[SIDECARSET_INJECTED_LIST_ANNOTATION] ?? '').split(',').includes(name);
}
/** The condition's message is a JSON object of SidecarSet name → upgradable (controller/util GetMessageKvFromCondition). */
function markedNotUpgradable(pod, name) {
    const condition = getCondition(pod, UPGRADABLE_CONDITION);
    if (condition === undefined || condition.status !== 'False' || !condition.message)
        return false;
    try {
        return JSON.parse(condition.message)[name] === false;
    }
    catch {
        return false;
    }
}
function censusMessages(view, c) {
    const who = `SidecarSet ${view.name}`;
    const lines = [`${who}: ${podCount(c.selected)} ${c.selected === 1 ? 'matches' : 'match'} spec.selector; ${c.matched} ${c.matched === 1 ? 'runs' : 'run'} its sidecars, ${c.updated} of them the current ones`];
    if (c.upgradable > 0)
        lines.push(`${who}: ${podCount(c.upgradable)} ${c.upgradable === 1 ? 'differs only in sidecar images and is' : 'differ only in sidecar images and are'} upgraded in place, ${c.thisRound} this round`);
    const held = c.heldBack;
    if (held.notUpdate > 0)
        lines.push(`${who}: ${podVerb(held.notUpdate, 'keeps its', 'keep their')} sidecars: spec.updateStrategy.type is NotUpdate`);
    if (held.paused > 0)
        lines.push(`${who}: ${podVerb(held.paused, 'waits', 'wait')}: spec.updateStrategy.paused is true`);
    if (held.outsideSelector > 0)
        lines.push(`${who}: ${podVerb(held.outsideSelector, 'keeps its', 'keep their')} sidecars: the labels do not match spec.updateStrategy.selector`);
    if (held.partition > 0)
        lines.push(`${who}: spec.updateStrategy.partition keeps ${podCount(held.partition)} on the old sidecars`);
    if (held.upgrading > 0)
        lines.push(`${who}: ${podVerb(held.upgrading, 'is still starting its', 'are still starting their')} last in-place sidecar upgrade`);
    if (c.neverUpgradable.length > 0) {
        lines.push(`${who}: ${podCount(c.neverUpgradable.length)} (${listed(c.neverUpgradable)}) can never be upgraded in place: more than sidecar images changed since they were injected (their kruise.io/sidecarset-hash-without-image differs). Kruise sets SidecarSetUpgradable=False on them and only Pods created from now on get the new sidecars; recreate them, or change only images`);
    }
    const unrecorded = c.markedNotUpgradable.filter((p) => !c.neverUpgradable.includes(p));
    const marked = c.markedNotUpgradable.length;
    if (marked > 0)
        lines.push(`${who}: ${podCount(marked)} (${listed(c.markedNotUpgradable)}) ${marked === 1 ? 'carries' : 'carry'} SidecarSetUpgradable=False for it${unrecorded.length > 0 ? `; ${unrecorded.length} of them can be upgraded again and Kruise sets the condition back to True when it upgrades them` : ''}`);
    const fresh = c.notInjected.length;
    if (fresh > 0)
        lines.push(`${who}: ${podCount(fresh)} (${listed(c.notInjected)}) ${fresh === 1 ? 'matches spec.selector but was' : 'match spec.selector but were'} created before it: sidecars are injected only into new Pods`);
    return lines;
}
function listed(names) {
    const shown = names.slice(0, NAMES_IN_MESSAGE).join(', ');
    return names.length > NAMES_IN_MESSAGE ? `${shown} and ${names.length - NAMES_IN_MESSAGE} more` : shown;
}
//# sourceMappingURL=sidecarSetCensus.js.map