import { classifyWithGates } from '../inplace/eligibility.js';
import { resolveGates } from '../kruise/gates.js';
import { isActive } from '../kube/pod.js';
import { isJsonObject } from '../kube/json.js';
import { CLONESET_REVISIONS, labelIsAtRevision, revisionNamed, templateOfRevision } from '../workloads/revision.js';
/** Pods per revision label, in label order (most Pods first would reorder between calls; names are stable). */
export function podsByRevision(pods, naming = CLONESET_REVISIONS) {
    const counts = new Map();
    for (const pod of pods) {
        if (!isActive(pod))
            continue;
        const label = pod.metadata.labels?.[naming.podLabel];
        if (label !== undefined)
            counts.set(label, (counts.get(label) ?? 0) + 1);
    }
    return [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([revision, pods]) => ({ revision, pods }));
}
/**
 * The revisions Pods run, other than the current one, that cannot be updated in place to `newTemplate`. A label with
 * no stored ControllerRevision is skipped: without its template nothing can be said (diagnose reports it).
 */
export function blockedRevisions(input) {
    const gates = resolveGates(input.gates);
    const naming = input.naming ?? CLONESET_REVISIONS;
    const blocked = [];
    for (const running of podsByRevision(input.pods, naming)) {
        if (input.currentRevision !== undefined && labelIsAtRevision(running.revision, input.currentRevision, naming))
            continue;
        const stored = revisionNamed(running.revision, input.revisions, naming);
        if (stored === undefined)
            continue;
        const classification = classifyWithGates(templateOfRevision(stored), input.newTemplate, gates, { ignoreVctHashDiff: input.ignoreVctHashDiff });
        if (classification.eligibility !== 'recreate')
            continue;
        const blocking = classification.verdicts.filter((v) => v.effect === 'recreate');
        blocked.push({ revision: stored.metadata.name, pods: running.pods, blocking });
    }
    return blocked;
}
/**
 * blockedRevisions for a workload: its template as Kruise decoded it, its revision naming and its controller's
 * options; the current revision is the one its status names unless given.
 */
export function blockedRevisionsOf(view, running, options = {}) {
    return blockedRevisions({
        newTemplate: view.template, currentRevision: options.currentRevision ?? view.status.updateRevision, pods: running.pods,
        revisions: running.revisions, gates: options.gates, ignoreVctHashDiff: view.updateOptions.ignoreClaimTemplateHashDiff, naming: view.revisions,
    });
}
/**
 * The revisions of an update that the Pods held back at them cannot leave in place, for the update `decoded`
 * predicts from `previousCloneSet`: checked against the template the prediction compared (the release's Go types
 * decode it, so a field Kruise drops changes nothing), with the update's own strategy. None under ReCreate (every
 * Pod is recreated anyway) or OnDelete (the controller moves no Pod), and none without running Pods.
 */
export function heldBackRevisions(decoded, previousCloneSet, running) {
    const { prediction } = decoded;
    if (running === undefined || prediction.strategy === 'ReCreate' || prediction.updateType === 'OnDelete')
        return [];
    return blockedRevisionsOf(decoded.view, running, { currentRevision: running.updateRevision ?? storedUpdateRevision(previousCloneSet), gates: prediction.gates });
}
/** status.updateRevision of the CloneSet as stored: the revision the previous template is saved as. */
function storedUpdateRevision(cloneSet) {
    const status = isJsonObject(cloneSet) ? cloneSet.status : undefined;
    const revision = isJsonObject(status) ? status.updateRevision : undefined;
    return typeof revision === 'string' ? revision : undefined;
}
//# sourceMappingURL=heldBackRevisions.js.map