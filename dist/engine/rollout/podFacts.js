import { LABEL_SPECIFIED_DELETE } from '../kruise/apiNames.js';
import { LABEL_LIFECYCLE_STATE } from '../kruise/lifecycle.js';
import { isPodAvailable, isPodReady, readinessFactsInto } from '../kruise/podReadiness.js';
import { parseMetaTime } from '../kube/metaTime.js';
import { isActive, maxRestarts } from '../kube/pod.js';
import { graceAnnotation } from '../update/podUpdate.js';
export function planMemo() {
    return { infos: new WeakMap(), plans: 0 };
}
/**
 * The Pod's record: a new one with its facts read into it; with a memo, the record the memo keeps for that Pod object,
 * reset for this plan (a plan of 1,000 unchanged Pods then builds no record at all). A record serves one plan at a time:
 * a Pod object listed twice, or a record still in use, gets a copy.
 */
export function podInfo(pod, index, memo, revisionLabel) {
    if (!memo)
        return readInfo(pod, index, revisionLabel);
    const kept = memo.infos.get(pod);
    if (kept === undefined) {
        const info = readInfo(pod, index, revisionLabel);
        info.plan = memo.plans;
        memo.infos.set(pod, info);
        return info;
    }
    if (kept.plan === memo.plans) {
        const info = new PodRecord(pod, index);
        copyFacts(kept, info);
        info.facts = kept;
        return info;
    }
    kept.plan = memo.plans;
    kept.index = index;
    kept.reason = undefined;
    kept.chosen = false;
    return kept;
}
function readInfo(pod, index, revisionLabel) {
    return readFactsInto(pod, new PodRecord(pod, index), revisionLabel);
}
/**
 * A Pod's record, built by a class rather than an object literal: V8 pretenures a literal whose objects survive a young
 * collection (a plan's records live through the whole plan) and then allocates every later one in the old generation,
 * where they are dead long before a full collection finds them; constructed objects are not pretenured that way.
 * Every record has the class's one shape.
 */
class PodRecord {
    pod;
    index;
    active = false;
    revisionLabel = undefined;
    lifecycle = '';
    specifiedDelete = false;
    ready = false;
    availableNow = false;
    readySinceMs = undefined;
    grace = undefined;
    created = undefined;
    rank = 0;
    readyOrder = undefined;
    createdOrder = undefined;
    readyCondition = false;
    readySince = undefined;
    inPlaceReady = true;
    scheduled = false;
    /** Its own facts, until a memo's record lends its own (podInfo). */
    facts = this;
    atUpdate = false;
    atTarget = false;
    available = false;
    preparing = false;
    restarts = -1;
    reason = undefined;
    chosen = false;
    plan = -1;
    constructor(pod, index) {
        this.pod = pod;
        this.index = index;
    }
}
function readFactsInto(pod, facts, revisionLabel) {
    const labels = pod.metadata.labels;
    facts.active = isActive(pod);
    facts.revisionLabel = labels?.[revisionLabel];
    facts.lifecycle = labels?.[LABEL_LIFECYCLE_STATE] ?? '';
    facts.specifiedDelete = labels?.[LABEL_SPECIFIED_DELETE] !== undefined;
    facts.created = pod.metadata.creationTimestamp ?? undefined;
    readinessFactsInto(pod, facts);
    facts.ready = isPodReady(pod, facts);
    facts.availableNow = isPodAvailable(pod, 0, 0, facts);
    // PodScheduled=True is written together with spec.nodeName by the binding: no need to read the spec then.
    const unassigned = facts.scheduled ? false : !pod.spec.nodeName;
    facts.rank = defaultRank(unassigned, PHASE_ORDINAL[pod.status?.phase ?? ''] ?? 0, facts.readyCondition);
    return facts;
}
function copyFacts(from, to) {
    to.active = from.active;
    to.revisionLabel = from.revisionLabel;
    to.lifecycle = from.lifecycle;
    to.specifiedDelete = from.specifiedDelete;
    to.ready = from.ready;
    to.availableNow = from.availableNow;
    to.created = from.created;
    to.rank = from.rank;
    to.readyCondition = from.readyCondition;
    to.readySince = from.readySince;
    to.inPlaceReady = from.inPlaceReady;
    to.scheduled = from.scheduled;
}
/** The fields that depend on the round: revision, clock and minReadySeconds. */
export function roundFacts(info, minReadySeconds, now, atUpdateRevision) {
    info.atUpdate = atUpdateRevision(info.facts);
    info.atTarget = info.atUpdate;
    info.available = availableAt(info.facts, minReadySeconds, now);
    info.preparing = info.lifecycle === 'PreparingUpdate';
}
export function hasGrace(info) {
    info.facts.grace ??= graceAnnotation(info.pod) !== undefined;
    return info.facts.grace;
}
/** isPodAvailable (spec §5.1) from the facts: Ready for more than minReadySeconds. */
function availableAt(facts, minReadySeconds, now) {
    if (!facts.availableNow || minReadySeconds <= 0)
        return facts.availableNow;
    facts.readySinceMs ??= parseMetaTime(facts.readySince) ?? Number.NaN;
    return facts.readySinceMs + minReadySeconds * 1000 < now;
}
const PHASE_ORDINAL = { Pending: 0, Unknown: 1, Running: 2 };
export function restartsOf(info) {
    if (info.restarts < 0)
        info.restarts = maxRestarts(info.pod);
    return info.restarts;
}
/** Unassigned first, Pending < Unknown < Running, not-ready first: the first three keys of compareDefault as one number. */
function defaultRank(unassigned, phase, readyCondition) {
    return (unassigned ? 0 : 8) + phase * 2 + (readyCondition ? 1 : 0);
}
//# sourceMappingURL=podFacts.js.map