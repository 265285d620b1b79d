import { ANNOTATION_GRACE, ANNOTATION_GRACE_LEGACY, ANNOTATION_RUNTIME_META, ANNOTATION_STATE, ANNOTATION_STATE_LEGACY, CONDITION_IN_PLACE_READY, ENV_CONTAINER_BARRIER } from '../kruise/apiNames.js';
import { ANNOTATION_LIFECYCLE_TIMESTAMP, LABEL_LIFECYCLE_STATE } from '../kruise/lifecycle.js';
import { fnv32a } from '../kube/fnv.js';
import { goJson } from '../kube/goEncoding.js';
import { metaTime, parseMetaTime } from '../kube/metaTime.js';
import { LABEL_REVISION, LABEL_TEMPLATE_HASH, containerStatus, hasReadinessGate, podAnnotations, podLabels, } from '../kube/pod.js';
import { compareQuantities } from '../kube/quantity.js';
import { recomputeReadyCondition } from '../kube/readiness.js';
import { shortHash } from '../workloads/revision.js';
import { parseInPlaceUpdateState, parseUpdateSpec, serializeInPlaceUpdateState, serializeUpdateSpec, } from './inPlaceUpdateState.js';
/**
 * The state annotation (legacy key as fallback, spec §0). The result is read-only: remembered in `memo` for a frozen
 * annotations map, it is frozen and shared by every later reader.
 */
export function readInPlaceUpdateState(pod, memo) {
    const annotations = podAnnotations(pod);
    return readOnce(memo?.states, annotations, annotations[ANNOTATION_STATE] ?? annotations[ANNOTATION_STATE_LEGACY], readState);
}
function readState(text) {
    if (text === undefined)
        return { kind: 'absent' };
    try {
        return { kind: 'ok', state: parseInPlaceUpdateState(text), text };
    }
    catch (err) {
        return { kind: 'corrupt', message: err.message };
    }
}
export function podReadMemo() {
    return { states: readCache(), graces: readCache(), runtimeMetas: readCache(), plainHashes: new WeakMap(), metadataRefs: new WeakMap() };
}
function readCache() {
    return new Map();
}
/** Distinct texts remembered per annotation before the cache starts over (a bound, not a tuning knob). */
const TEXTS_REMEMBERED = 4096;
/**
 * `read(text)` for an annotation's text, remembered when the annotations map is frozen (a stored Pod's). The shared
 * result and the object it carries are frozen (a careless write throws); what they hold is left as parsed, read-only
 * by convention.
 */
function readOnce(cache, annotations, text, read) {
    if (cache === undefined || !Object.isFrozen(annotations))
        return read(text);
    let value = cache.get(text);
    if (value !== undefined || cache.has(text))
        return value;
    value = read(text);
    if (value !== null && typeof value === 'object') {
        for (const v of Object.values(value))
            if (v !== null && typeof v === 'object')
                Object.freeze(v);
        Object.freeze(value);
    }
    if (cache.size >= TEXTS_REMEMBERED)
        cache.clear();
    cache.set(text, value);
    return value;
}
function readGrace(text) {
    if (text === undefined || text === '')
        return { kind: 'none' };
    try {
        return { kind: 'ok', spec: parseUpdateSpec(text) };
    }
    catch (err) {
        return { kind: 'error', message: err.message };
    }
}
export function graceAnnotation(pod) {
    const annotations = podAnnotations(pod);
    const text = annotations[ANNOTATION_GRACE] ?? annotations[ANNOTATION_GRACE_LEGACY];
    return text === undefined || text === '' ? undefined : text;
}
function hasNext(state) {
    return nonEmpty(state.nextContainerImages) || nonEmpty(state.nextContainerRefMetadata) || nonEmpty(state.nextContainerResources);
}
function nonEmpty(map) {
    return !!map && Object.keys(map).length > 0;
}
// ---- §4.7 defaultCheckPodNeedsBeUnready ----
function verticalOnly(spec) {
    return nonEmpty(spec.containerResources) && !nonEmpty(spec.containerImages) && !spec.updateEnvFromMetadata;
}
/** Whether §4.2 step 2 runs: the pod has the InPlaceUpdateReady gate (vertical-only updates: only when a restart is needed). */
export function podNeedsUnready(pod, spec, gates) {
    if (!gates.InPlaceWorkloadVerticalScaling || !verticalOnly(spec))
        return hasReadinessGate(pod, CONDITION_IN_PLACE_READY);
    const needRestart = pod.spec.containers.some((c) => {
        const r = spec.containerResources?.[c.name];
        if (!r)
            return false;
        const changesCpu = r.limits?.cpu !== undefined || r.requests?.cpu !== undefined;
        const changesMemory = r.limits?.memory !== undefined || r.requests?.memory !== undefined;
        const policies = (c.resizePolicy ?? []);
        return policies.some((p) => p.restartPolicy === 'RestartContainer' &&
            ((p.resourceName === 'cpu' && changesCpu) || (p.resourceName === 'memory' && changesMemory)));
    });
    return needRestart && hasReadinessGate(pod, CONDITION_IN_PLACE_READY);
}
// ---- §4.2 step 2: InPlaceUpdateReady=False and Ready recomputed ----
/** The pod status with InPlaceUpdateReady=False (reason StartInPlaceUpdate) and Ready recomputed; null when nothing changes. */
export function inPlaceNotReadyStatus(pod, now) {
    const conditions = pod.status?.conditions ?? [];
    const current = conditions.find((c) => c.type === CONDITION_IN_PLACE_READY);
    if (current?.status === 'False')
        return null;
    const next = { type: CONDITION_IN_PLACE_READY, status: 'False', reason: 'StartInPlaceUpdate', lastTransitionTime: metaTime(now) };
    const replaced = current ? conditions.map((c) => (c === current ? next : c)) : [...conditions, next];
    const status = { ...(pod.status ?? {}), conditions: replaced };
    return { ...status, conditions: recomputeReadyCondition(status.conditions ?? [], pod.spec.readinessGates ?? [], now, false) };
}
/**
 * The Pod object for the update PUT (spec §4.2 step 3): revision labels, `Updating` lifecycle state and timestamp,
 * the state annotation, and either the spec change (batch one) or the grace annotation.
 */
export function beginInPlaceUpdate(pod, spec, options) {
    const labels = {
        ...podLabels(pod), [LABEL_REVISION]: options.revisionLabel, [LABEL_TEMPLATE_HASH]: shortHash(options.revisionLabel),
        [LABEL_LIFECYCLE_STATE]: 'Updating',
    };
    const annotations = { ...podAnnotations(pod), [ANNOTATION_LIFECYCLE_TIMESTAMP]: metaTime(options.now) };
    const state = {
        revision: spec.revision,
        updateTimestamp: metaTime(options.now),
        lastContainerStatuses: null,
        updateEnvFromMetadata: spec.updateEnvFromMetadata || undefined,
        updateResources: nonEmpty(spec.containerResources) || undefined,
        updateImages: nonEmpty(spec.containerImages) || undefined,
    };
    annotations[ANNOTATION_STATE] = serializeInPlaceUpdateState(state);
    delete annotations[ANNOTATION_STATE_LEGACY];
    const labelled = { ...pod, metadata: { ...pod.metadata, labels, annotations } };
    if ((spec.graceSeconds ?? 0) <= 0) {
        const applied = applyUpdateSpec(labelled, spec, state, options);
        return { pod: withoutGrace(applied.pod), resize: applied.resize };
    }
    annotations[ANNOTATION_GRACE] = serializeUpdateSpec(spec);
    return { pod: labelled };
}
function withoutGrace(pod) {
    const annotations = { ...podAnnotations(pod) };
    delete annotations[ANNOTATION_GRACE];
    delete annotations[ANNOTATION_GRACE_LEGACY];
    return { ...pod, metadata: { ...pod.metadata, annotations } };
}
// ---- §4.5 applying a spec with container launch priority ----
/** Launch priority N from the barrier env's configMapKeyRef key `p_N` (no barrier: undefined). */
export function containerPriority(container) {
    const barrier = (container.env ?? []).find((e) => e.name === ENV_CONTAINER_BARRIER);
    if (!barrier)
        return undefined;
    const key = barrier.valueFrom?.configMapKeyRef?.key ?? '';
    const n = Number.parseInt(key.slice(2), 10);
    return Number.isNaN(n) ? 0 : n;
}
/** The containers in this batch (spec §4.5 steps 3–4), in spec order. */
export function currentBatch(pod, spec) {
    const batch = new Set();
    let highest;
    let highestNames = [];
    for (const c of pod.spec.containers) {
        const named = spec.containerImages?.[c.name] !== undefined || spec.containerRefMetadata?.[c.name] !== undefined ||
            spec.containerResources?.[c.name] !== undefined;
        if (!named)
            continue;
        const priority = containerPriority(c);
        if (priority === undefined)
            batch.add(c.name);
        else if (highest === undefined || highest < priority) {
            highest = priority;
            highestNames = [c.name];
        }
        else if (highest === priority)
            highestNames.push(c.name);
    }
    for (const name of highestNames)
        batch.add(name);
    addMetadataSharers(batch, spec.containerRefMetadata ?? {});
    return batch;
}
/** Shared-metadata closure: a container whose env references a key already being changed joins the batch. */
function addMetadataSharers(batch, refMetadata) {
    for (let grew = true; grew;) {
        grew = false;
        const labels = new Set();
        const annotations = new Set();
        for (const name of batch) {
            for (const k of Object.keys(refMetadata[name]?.labels ?? {}))
                labels.add(k);
            for (const k of Object.keys(refMetadata[name]?.annotations ?? {}))
                annotations.add(k);
        }
        for (const [name, meta] of Object.entries(refMetadata)) {
            if (batch.has(name))
                continue;
            const shares = Object.keys(meta.labels ?? {}).some((k) => labels.has(k)) || Object.keys(meta.annotations ?? {}).some((k) => annotations.has(k));
            if (shares) {
                batch.add(name);
                grew = true;
            }
        }
    }
}
const byteOrder = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/**
 * `defaultPatchUpdateSpecToPod` (spec §4.5): metadata patch, this batch's images (and resources), the rest into
 * `next*`, lastContainerStatuses (first recorded imageID wins), preCheckBeforeNext, the batch record, the annotation.
 */
export function applyUpdateSpec(pod, spec, previous, options) {
    const state = {
        ...previous,
        lastContainerStatuses: previous.lastContainerStatuses ? { ...previous.lastContainerStatuses } : null,
        nextContainerImages: {},
        nextContainerRefMetadata: {},
        nextContainerResources: {},
        containerBatchesRecord: [...(previous.containerBatchesRecord ?? [])],
    };
    const labels = { ...podLabels(pod) };
    const annotations = { ...podAnnotations(pod) };
    applyMergePatch(labels, spec.metaDataPatch?.labels);
    applyMergePatch(annotations, spec.metaDataPatch?.annotations);
    const batch = currentBatch(pod, spec);
    const imageChanged = new Set();
    const vertical = options.gates.InPlaceWorkloadVerticalScaling;
    const resize = {};
    const containers = pod.spec.containers.map((c) => {
        let next = c;
        const image = spec.containerImages?.[c.name];
        if (image !== undefined) {
            if (batch.has(c.name)) {
                next = { ...next, image };
                imageChanged.add(c.name);
            }
            else
                state.nextContainerImages[c.name] = image;
        }
        const resources = vertical ? spec.containerResources?.[c.name] : undefined;
        if (resources) {
            if (!batch.has(c.name))
                state.nextContainerResources[c.name] = resources;
            else if (options.resizeSubresource) {
                const pending = resourcesToResize(c.resources, resources);
                if (pending)
                    resize[c.name] = pending;
            }
            else
                next = { ...next, resources: mergeResources(next.resources, resources) };
        }
        return next;
    });
    for (const s of pod.status?.containerStatuses ?? []) {
        if (!imageChanged.has(s.name))
            continue;
        state.lastContainerStatuses ??= {};
        if (!(s.name in state.lastContainerStatuses))
            state.lastContainerStatuses[s.name] = { imageID: s.imageID };
    }
    for (const [name, meta] of Object.entries(spec.containerRefMetadata ?? {})) {
        if (batch.has(name)) {
            Object.assign(labels, meta.labels ?? {});
            Object.assign(annotations, meta.annotations ?? {});
        }
        else
            state.nextContainerRefMetadata[name] = meta;
    }
    const sortedBatch = [...batch].sort(byteOrder);
    state.preCheckBeforeNext = hasNext(state) ? { containersRequiredReady: sortedBatch } : null;
    state.containerBatchesRecord.push({ timestamp: metaTime(options.now), containers: sortedBatch });
    annotations[ANNOTATION_STATE] = serializeInPlaceUpdateState(state);
    return {
        pod: { ...pod, metadata: { ...pod.metadata, labels, annotations }, spec: { ...pod.spec, containers } },
        state,
        batch: sortedBatch,
        ...(Object.keys(resize).length > 0 ? { resize } : {}),
    };
}
function applyMergePatch(target, patch) {
    if (patch === null) {
        for (const k of Object.keys(target))
            delete target[k];
        return;
    }
    for (const [k, v] of Object.entries(patch ?? {})) {
        if (v === null)
            delete target[k];
        else
            target[k] = v;
    }
}
/** Only the cpu/memory values that differ from the Pod: a retried update finds nothing left to resize (spec §4.2). */
function resourcesToResize(current, change) {
    const out = {};
    for (const kind of ['limits', 'requests']) {
        for (const [res, value] of Object.entries(change[kind] ?? {})) {
            const have = current?.[kind]?.[res];
            if (have !== undefined && compareQuantities(have, value) === 0)
                continue;
            out[kind] = { ...(out[kind] ?? {}), [res]: value };
        }
    }
    return out.limits || out.requests ? out : undefined;
}
function mergeResources(current, change) {
    return {
        ...(current ?? {}),
        ...(change.limits ? { limits: { ...(current?.limits ?? {}), ...change.limits } } : {}),
        ...(change.requests ? { requests: { ...(current?.requests ?? {}), ...change.requests } } : {}),
    };
}
export function finishGracePeriod(pod, now, options) {
    const annotations = podAnnotations(pod);
    const grace = readOnce(options.memo?.graces, annotations, annotations[ANNOTATION_GRACE] ?? annotations[ANNOTATION_GRACE_LEGACY], readGrace);
    if (grace.kind === 'none')
        return grace;
    if (grace.kind === 'error')
        return grace;
    const spec = grace.spec;
    const read = readInPlaceUpdateState(pod, options.memo);
    if (read.kind === 'absent') {
        return { kind: 'error', message: 'pod has apps.kruise.io/inplace-update-grace but apps.kruise.io/inplace-update-state not found' };
    }
    if (read.kind === 'corrupt')
        return { kind: 'stuck', message: read.message };
    if (podLabels(pod)[LABEL_REVISION] !== spec.revision) {
        return { kind: 'update', reason: 'grace-dropped', change: { pod: withoutGrace(pod) } };
    }
    const started = parseMetaTime(read.state.updateTimestamp) ?? 0;
    const remaining = started + (spec.graceSeconds ?? 0) * 1000 - now;
    if (remaining > 0)
        return { kind: 'wait', seconds: Math.ceil(remaining / 1000) };
    const applied = applyUpdateSpec(pod, spec, read.state, { gates: options.gates, resizeSubresource: options.resizeSubresource, now });
    return { kind: 'update', reason: 'grace-finished', change: { pod: withoutGrace(applied.pod), resize: applied.resize } };
}
// ---- §4.7 completion ----
/** Checks 4–8 of `CheckPodUpdateCompleted` (the containers check). Returns the reason it is not done, or null. */
export function checkContainersUpdated(pod, state, gates, memo) {
    const meta = readRuntimeContainersMeta(pod, memo);
    if (state.updateEnvFromMetadata) {
        if (!meta)
            return 'waiting for all containers hash consistent, but runtime-container-meta not found';
        if (!allContainersConsistent(pod, meta, 'env', memo))
            return 'waiting for all containers hash consistent';
    }
    if (gates.InPlaceWorkloadVerticalScaling && state.updateResources) {
        const notDone = resourcesNotApplied(pod);
        if (notDone)
            return notDone;
    }
    if (meta && allContainersConsistent(pod, meta, 'plain', memo))
        return null;
    const pending = { ...(state.lastContainerStatuses ?? {}) };
    for (const s of [...(pod.status?.containerStatuses ?? []), ...(pod.status?.initContainerStatuses ?? [])]) {
        const old = pending[s.name];
        if (!old)
            continue;
        if ((old.imageID ?? '') === s.imageID) {
            const specImage = [...pod.spec.containers, ...(pod.spec.initContainers ?? [])].find((c) => c.name === s.name)?.image ?? '';
            if (withLatestTag(specImage) !== s.image)
                return `container ${s.name} imageID not changed`;
        }
        delete pending[s.name];
    }
    const left = Object.keys(pending);
    if (left.length > 0)
        return `not found statuses of containers ${left.sort(byteOrder).join(', ')}`;
    return null;
}
/** Kruise appends `:latest` to a spec image with no `:` anywhere (digests and registry ports keep theirs). */
export function withLatestTag(image) {
    return image.includes(':') ? image : `${image}:latest`;
}
/** `CheckPodUpdateCompleted` (spec §4.7): the reason the in-place update is not finished, or null. */
export function checkPodUpdateCompleted(pod, gates, memo) {
    if (graceAnnotation(pod) !== undefined)
        return 'still in grace period of in-place update';
    const read = readInPlaceUpdateState(pod, memo);
    if (read.kind === 'absent')
        return null;
    if (read.kind === 'corrupt')
        return read.message;
    if (hasNext(read.state))
        return 'existing containers to in-place update in next batches';
    return checkContainersUpdated(pod, read.state, gates, memo);
}
function resourcesNotApplied(pod) {
    const statuses = pod.status?.containerStatuses ?? [];
    if (statuses.length !== pod.spec.containers.length)
        return 'some container status is not reported';
    for (const c of pod.spec.containers) {
        const actual = (containerStatus(pod, c.name)?.resources ?? {});
        if (!sameQuantities(c.resources?.limits, actual.limits) || !sameQuantities(c.resources?.requests, actual.requests)) {
            return `container ${c.name} resources not changed`;
        }
    }
    return null;
}
function sameQuantities(a, b) {
    const ka = Object.keys(a ?? {});
    const kb = Object.keys(b ?? {});
    if (ka.length !== kb.length)
        return false;
    return ka.every((k) => b?.[k] !== undefined && compareQuantities(a[k], b[k]) === 0);
}
/** The annotation kruise-daemon writes, parsed (read-only, shared like readInPlaceUpdateState's result). */
export function readRuntimeContainersMeta(pod, memo) {
    const annotations = podAnnotations(pod);
    return readOnce(memo?.runtimeMetas, annotations, annotations[ANNOTATION_RUNTIME_META], readRuntimeMeta);
}
function readRuntimeMeta(text) {
    if (!text)
        return undefined;
    try {
        const parsed = JSON.parse(text);
        return Array.isArray(parsed.containers) ? parsed.containers : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * Our stand-ins for the kubelet container hash and kruise-daemon's env-from-metadata hash. Kruise's exact bytes
 * are UNCONFIRMED (spec §4.7); what matters is that the simulated daemon and this check agree.
 */
export function containerPlainHash(container, memo) {
    // By frozen container: the Pods of one template share their container objects.
    if (memo === undefined || !Object.isFrozen(container))
        return plainHash(container);
    let hash = memo.plainHashes.get(container);
    if (hash === undefined)
        memo.plainHashes.set(container, hash = plainHash(container));
    return hash;
}
function plainHash(container) {
    // Kubelet ≥ 1.31 hashes only the container's name and image (pickFieldsToHash); so do we.
    // The same bytes as goJson({ image, name }), without building and key-sorting an intermediate object.
    if (typeof container.name !== 'string')
        return fnv32a(goJson({ image: container.image ?? '', name: container.name }));
    return fnv32a(`{"image":${goJson(container.image ?? '')},"name":${goJson(container.name)}}`);
}
export function envFromMetadataHash(container, pod, memo) {
    // The same bytes as goJson([{ name, value }, ...]) in name order, built without key-sorting intermediate objects.
    const labels = podLabels(pod);
    const annotations = podAnnotations(pod);
    const items = metadataRefs(container, memo).map(({ name, labels: fromLabels, key }) => {
        const value = (fromLabels ? labels : annotations)[key] ?? '';
        return typeof name === 'string' ? `{"name":${goJson(name)},"value":${goJson(value)}}` : goJson({ name, value });
    });
    return fnv32a(`[${items.join(',')}]`);
}
/** The container's metadata-reading env vars in name order, by frozen container (the Pods of a template share them). */
function metadataRefs(container, memo) {
    if (memo === undefined || !Object.isFrozen(container))
        return readMetadataRefs(container);
    let refs = memo.metadataRefs.get(container);
    if (!refs)
        memo.metadataRefs.set(container, refs = readMetadataRefs(container));
    return refs;
}
function readMetadataRefs(container) {
    const refs = [];
    for (const e of container.env ?? []) {
        const path = e.valueFrom?.fieldRef?.fieldPath;
        const m = path ? /^metadata\.(labels|annotations)\['(.+)'\]$/.exec(path) : null;
        if (m)
            refs.push({ name: e.name, labels: m[1] === 'labels', key: m[2] });
    }
    return refs.sort((a, b) => byteOrder(a.name, b.name));
}
function allContainersConsistent(pod, meta, kind, memo) {
    return pod.spec.containers.every((c) => {
        const status = containerStatus(pod, c.name);
        const m = meta.find((x) => x.name === c.name);
        if (!status || !m || m.containerID !== status.containerID)
            return false;
        return kind === 'plain' ? m.hashes.plainHash === containerPlainHash(c, memo) : m.hashes.extractedEnvFromMetadataHash === envFromMetadataHash(c, pod, memo);
    });
}
/** Refresh for one pod (spec §4.6). */
export function refreshInPlaceUpdate(pod, now, options) {
    const grace = finishGracePeriod(pod, now, options);
    switch (grace.kind) {
        case 'wait': return { kind: 'wait-grace', seconds: grace.seconds };
        case 'update': return { kind: 'update-pod', change: grace.change, reason: grace.reason };
        case 'error': return { kind: 'error', message: grace.message };
        case 'stuck': return { kind: 'stuck', message: grace.message };
        case 'none': break;
    }
    const read = readInPlaceUpdateState(pod, options.memo);
    if (read.kind === 'corrupt')
        return { kind: 'error', message: read.message };
    if (read.kind === 'ok') {
        const notDone = checkContainersUpdated(pod, read.state, options.gates, options.memo);
        if (notDone)
            return { kind: 'wait', reason: notDone };
        const state = read.state;
        const onlyResources = !nonEmpty(state.nextContainerImages) && !nonEmpty(state.nextContainerRefMetadata) && nonEmpty(state.nextContainerResources);
        if (hasNext(state) && !onlyResources) {
            const unready = (state.preCheckBeforeNext?.containersRequiredReady ?? []).filter((name) => containerStatus(pod, name)?.ready !== true);
            if (unready.length > 0)
                return { kind: 'wait', reason: `waiting for containers ${unready.join(', ')} to be ready before the next batch` };
            const next = {
                revision: state.revision,
                ...(nonEmpty(state.nextContainerImages) ? { containerImages: state.nextContainerImages } : {}),
                ...(nonEmpty(state.nextContainerRefMetadata) ? { containerRefMetadata: state.nextContainerRefMetadata } : {}),
                ...(nonEmpty(state.nextContainerResources) ? { containerResources: state.nextContainerResources } : {}),
                ...(state.updateEnvFromMetadata ? { updateEnvFromMetadata: true } : {}),
            };
            const applied = applyUpdateSpec(pod, next, state, { ...options, now });
            return { kind: 'update-pod', reason: 'next-batch', change: { pod: applied.pod, resize: applied.resize } };
        }
    }
    if (!hasReadinessGate(pod, CONDITION_IN_PLACE_READY))
        return { kind: 'none' };
    const current = pod.status?.conditions?.find((c) => c.type === CONDITION_IN_PLACE_READY);
    if (current && current.status === 'True' && !current.reason && !current.message)
        return { kind: 'none' };
    const ready = { type: CONDITION_IN_PLACE_READY, status: 'True', lastTransitionTime: metaTime(now) };
    const conditions = current
        ? (pod.status?.conditions ?? []).map((c) => (c === current ? ready : c))
        : [...(pod.status?.conditions ?? []), ready];
    return { kind: 'update-status', reason: 'in-place-ready', status: { ...(pod.status ?? {}), conditions } };
}
// ---- the recreate path ----
/** §4.1 step 4: the recreate path only labels the pod; the scale phase deletes it and creates a replacement. */
export function markSpecifiedDelete(pod) {
    if (podLabels(pod)['apps.kruise.io/specified-delete'] !== undefined)
        return null;
    return { ...pod, metadata: { ...pod.metadata, labels: { ...podLabels(pod), 'apps.kruise.io/specified-delete': 'true' } } };
}
/** The error the workload's controller returns, every round, for a Pod InPlaceOnly cannot update in place. */
export function inPlaceOnlyError(podName, kind = 'CloneSet') {
    return kind === 'StatefulSet'
        ? `find strategy is InPlaceOnly but Pod ${podName} can not update in-place`
        : `find Pod ${podName} update strategy is InPlaceOnly but can not update in-place`;
}
//# sourceMappingURL=podUpdate.js.map