import { GuardError } from '../../errors.js';
import { goJson } from '../kube/goEncoding.js';
import { isJsonObject } from '../kube/json.js';
/** Go encoding of a map: keys in byte order. Go writes a nil map as `null`; callers decide whether to include it. */
function sortedMap(map, encode) {
    const keys = Object.keys(map).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${keys.map((k) => `${goJson(k)}:${encode(map[k])}`).join(',')}}`;
}
function nonEmpty(map) {
    return !!map && Object.keys(map).length > 0;
}
/** metav1.ObjectMeta with only labels/annotations set: `creationTimestamp` is not omitempty and comes first. */
function encodeObjectMeta(meta) {
    const parts = ['"creationTimestamp":null'];
    if (nonEmpty(meta.labels))
        parts.push(`"labels":${sortedMap(meta.labels, goJson)}`);
    if (nonEmpty(meta.annotations))
        parts.push(`"annotations":${sortedMap(meta.annotations, goJson)}`);
    return `{${parts.join(',')}}`;
}
function encodeResources(r) {
    const parts = [];
    if (nonEmpty(r.limits))
        parts.push(`"limits":${sortedMap(r.limits, goJson)}`);
    if (nonEmpty(r.requests))
        parts.push(`"requests":${sortedMap(r.requests, goJson)}`);
    return `{${parts.join(',')}}`;
}
export function serializeInPlaceUpdateState(state) {
    const parts = [
        `"revision":${goJson(state.revision)}`,
        `"updateTimestamp":${goJson(state.updateTimestamp)}`,
        `"lastContainerStatuses":${state.lastContainerStatuses === null || state.lastContainerStatuses === undefined
            ? 'null'
            : sortedMap(state.lastContainerStatuses, (s) => (s.imageID ? `{"imageID":${goJson(s.imageID)}}` : '{}'))}`,
    ];
    if (state.updateEnvFromMetadata)
        parts.push('"updateEnvFromMetadata":true');
    if (state.updateResources)
        parts.push('"updateResources":true');
    if (state.updateImages)
        parts.push('"updateImages":true');
    if (nonEmpty(state.nextContainerImages))
        parts.push(`"nextContainerImages":${sortedMap(state.nextContainerImages, goJson)}`);
    if (nonEmpty(state.nextContainerRefMetadata))
        parts.push(`"nextContainerRefMetadata":${sortedMap(state.nextContainerRefMetadata, encodeObjectMeta)}`);
    if (nonEmpty(state.nextContainerResources))
        parts.push(`"nextContainerResources":${sortedMap(state.nextContainerResources, encodeResources)}`);
    if (state.preCheckBeforeNext) {
        const ready = state.preCheckBeforeNext.containersRequiredReady;
        parts.push(`"preCheckBeforeNext":{${ready && ready.length > 0 ? `"containersRequiredReady":${goJson(ready)}` : ''}}`);
    }
    if (state.containerBatchesRecord && state.containerBatchesRecord.length > 0) {
        const batches = state.containerBatchesRecord.map((b) => `{"timestamp":${goJson(b.timestamp)},"containers":${goJson(b.containers)}}`);
        parts.push(`"containerBatchesRecord":[${batches.join(',')}]`);
    }
    return `{${parts.join(',')}}`;
}
/** Parses the state annotation; throws GuardError IPG_ERR_POD_STATE when it is not the JSON Kruise writes. */
export function parseInPlaceUpdateState(text, path = `metadata.annotations[apps.kruise.io/inplace-update-state]`) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw new GuardError('IPG_ERR_POD_STATE', 'the in-place-update-state annotation is not valid JSON', path);
    }
    if (!isJsonObject(value))
        throw new GuardError('IPG_ERR_POD_STATE', 'the in-place-update-state annotation is not a JSON object', path);
    const revision = stringField(value, 'revision', path) ?? '';
    const updateTimestamp = stringField(value, 'updateTimestamp', path) ?? '';
    return {
        revision,
        updateTimestamp,
        lastContainerStatuses: mapField(value, 'lastContainerStatuses', path) ?? null,
        updateEnvFromMetadata: boolField(value, 'updateEnvFromMetadata', path),
        updateResources: boolField(value, 'updateResources', path),
        updateImages: boolField(value, 'updateImages', path),
        nextContainerImages: mapField(value, 'nextContainerImages', path),
        nextContainerRefMetadata: mapField(value, 'nextContainerRefMetadata', path),
        nextContainerResources: mapField(value, 'nextContainerResources', path),
        preCheckBeforeNext: mapField(value, 'preCheckBeforeNext', path),
        containerBatchesRecord: Array.isArray(value.containerBatchesRecord)
            ? value.containerBatchesRecord.map((b) => ({
                timestamp: String(b?.timestamp ?? ''),
                containers: Array.isArray(b?.containers) ? b.containers.map(String) : [],
            }))
            : undefined,
    };
}
function stringField(obj, key, path) {
    const v = obj[key];
    if (v === undefined || v === null)
        return undefined;
    if (typeof v !== 'string')
        throw new GuardError('IPG_ERR_POD_STATE', `field ${key} must be a string`, path);
    return v;
}
function boolField(obj, key, path) {
    const v = obj[key];
    if (v === undefined || v === null)
        return undefined;
    if (typeof v !== 'boolean')
        throw new GuardError('IPG_ERR_POD_STATE', `field ${key} must be true or false`, path);
    return v || undefined;
}
function mapField(obj, key, path) {
    const v = obj[key];
    if (v === undefined || v === null)
        return undefined;
    if (!isJsonObject(v))
        throw new GuardError('IPG_ERR_POD_STATE', `field ${key} must be an object`, path);
    return v;
}
/** The grace annotation payload: an UpdateSpec (spec §2.4), metaDataPatch as base64 of its JSON bytes. */
export function serializeUpdateSpec(spec) {
    const parts = [`"revision":${goJson(spec.revision)}`];
    if (nonEmpty(spec.containerImages))
        parts.push(`"containerImages":${sortedMap(spec.containerImages, goJson)}`);
    if (nonEmpty(spec.containerRefMetadata))
        parts.push(`"containerRefMetadata":${sortedMap(spec.containerRefMetadata, encodeObjectMeta)}`);
    if (nonEmpty(spec.containerResources))
        parts.push(`"containerResources":${sortedMap(spec.containerResources, encodeResources)}`);
    const patch = spec.metaDataPatch;
    if (patch && (nonEmpty(patch.labels) || nonEmpty(patch.annotations) || patch.labels === null || patch.annotations === null)) {
        const bytes = Buffer.from(goJson({ metadata: spec.metaDataPatch }), 'utf8');
        parts.push(`"metaDataPatch":${goJson(bytes.toString('base64'))}`);
    }
    if (spec.updateEnvFromMetadata)
        parts.push('"updateEnvFromMetadata":true');
    if (spec.graceSeconds)
        parts.push(`"graceSeconds":${spec.graceSeconds}`);
    return `{${parts.join(',')}}`;
}
export function parseUpdateSpec(text, path = 'metadata.annotations[apps.kruise.io/inplace-update-grace]') {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw new GuardError('IPG_ERR_POD_STATE', 'the in-place-update-grace annotation is not valid JSON', path);
    }
    if (!isJsonObject(value))
        throw new GuardError('IPG_ERR_POD_STATE', 'the in-place-update-grace annotation is not a JSON object', path);
    const spec = { revision: stringField(value, 'revision', path) ?? '' };
    const images = mapField(value, 'containerImages', path);
    if (images)
        spec.containerImages = images;
    const refMeta = mapField(value, 'containerRefMetadata', path);
    if (refMeta) {
        spec.containerRefMetadata = Object.fromEntries(Object.entries(refMeta).map(([name, m]) => {
            const meta = isJsonObject(m) ? m : {};
            return [name, {
                    ...(isJsonObject(meta.labels) ? { labels: meta.labels } : {}),
                    ...(isJsonObject(meta.annotations) ? { annotations: meta.annotations } : {}),
                }];
        }));
    }
    const resources = mapField(value, 'containerResources', path);
    if (resources)
        spec.containerResources = resources;
    const patch = value.metaDataPatch;
    if (typeof patch === 'string' && patch !== '') {
        try {
            const decoded = JSON.parse(Buffer.from(patch, 'base64').toString('utf8'));
            if (decoded.metadata)
                spec.metaDataPatch = decoded.metadata;
        }
        catch {
            throw new GuardError('IPG_ERR_POD_STATE', 'metaDataPatch is not base64-encoded JSON', path);
        }
    }
    if (value.updateEnvFromMetadata === true)
        spec.updateEnvFromMetadata = true;
    if (typeof value.graceSeconds === 'number' && value.graceSeconds !== 0)
        spec.graceSeconds = value.graceSeconds;
    return spec;
}
//# sourceMappingURL=inPlaceUpdateState.js.map