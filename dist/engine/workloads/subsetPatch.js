import { GuardError } from '../../errors.js';
import { isJsonObject } from '../kube/json.js';
/**
 * A UnitedDeployment subset's `patch` applied to the child's pod template, as the subset adapters do it: Kubernetes'
 * strategic merge patch against a PodTemplateSpec. Maps merge (null deletes a key), lists Kubernetes declares
 * `patchStrategy:"merge"` merge item by item on their merge key, every other list is replaced; `$patch: replace` and
 * `$patch: delete` are honoured. The other directives (`$setElementOrder`, `$retainKeys`, `$deleteFromPrimitiveList`)
 * are not read: a GuardError names them.
 */
export function applySubsetPatch(template, patch, path) {
    return mergeObject(template, patch, 'PodTemplateSpec', path) ?? {};
}
/** The merge keys of the pod-template lists whose Go field carries `patchStrategy:"merge"` (k8s.io/api core/v1). */
const LIST_MERGE_KEYS = {
    PodSpec: {
        volumes: ['name', 'Volume'],
        initContainers: ['name', 'Container'],
        containers: ['name', 'Container'],
        ephemeralContainers: ['name', 'Container'],
        imagePullSecrets: ['name', 'Object'],
        hostAliases: ['ip', 'Object'],
        topologySpreadConstraints: ['topologyKey', 'Object'],
        schedulingGates: ['name', 'Object'],
        resourceClaims: ['name', 'Object'],
    },
    Container: {
        ports: ['containerPort', 'Object'],
        env: ['name', 'Object'],
        volumeMounts: ['mountPath', 'Object'],
        volumeDevices: ['devicePath', 'Object'],
    },
    ObjectMeta: { ownerReferences: ['uid', 'Object'] },
};
/** The struct below a field, where the walk needs to know it (to find the lists above). */
const CHILD_TYPES = {
    PodTemplateSpec: { metadata: 'ObjectMeta', spec: 'PodSpec' },
};
function mergeObject(original, patch, type, path) {
    const directive = patch.$patch;
    if (directive === 'delete')
        return undefined;
    if (directive === 'replace') {
        const { $patch: _, ...rest } = patch;
        return rest;
    }
    if (directive !== undefined)
        unsupported(`${path}.$patch`, `$patch: ${JSON.stringify(directive)}`);
    const out = { ...original };
    for (const [key, value] of Object.entries(patch)) {
        if (key.startsWith('$'))
            unsupported(`${path}.${key}`, key);
        const at = `${path}.${key}`;
        if (value === null) {
            delete out[key];
            continue;
        }
        const listKey = LIST_MERGE_KEYS[type]?.[key];
        if (listKey !== undefined && Array.isArray(value)) {
            out[key] = mergeList(Array.isArray(out[key]) ? out[key] : [], value, listKey, at);
        }
        else if (isJsonObject(value) && isJsonObject(out[key])) {
            const merged = mergeObject(out[key], value, CHILD_TYPES[type]?.[key] ?? 'Object', at);
            if (merged === undefined)
                delete out[key];
            else
                out[key] = merged;
        }
        else if (isJsonObject(value)) {
            const merged = mergeObject({}, value, CHILD_TYPES[type]?.[key] ?? 'Object', at);
            if (merged === undefined)
                delete out[key];
            else
                out[key] = merged;
        }
        else {
            out[key] = value;
        }
    }
    return out;
}
function mergeList(original, patch, [mergeKey, itemType], path) {
    const out = [...original];
    patch.forEach((item, i) => {
        const at = `${path}[${i}]`;
        if (!isJsonObject(item)) {
            throw new GuardError('IPG_ERR_FIELD_TYPE', 'must be an object (the list merges by its key)', at);
        }
        if (item[mergeKey] === undefined) {
            throw new GuardError('IPG_ERR_FIELD_VALUE', `has no ${mergeKey} (the list merges items by ${mergeKey})`, at);
        }
        const index = out.findIndex((o) => isJsonObject(o) && o[mergeKey] === item[mergeKey]);
        if (item.$patch === 'delete') {
            if (index >= 0)
                out.splice(index, 1);
            return;
        }
        if (index < 0) {
            const created = mergeObject({}, item, itemType, at);
            if (created !== undefined)
                out.push(created);
            return;
        }
        const merged = mergeObject(out[index], item, itemType, at);
        if (merged === undefined)
            out.splice(index, 1);
        else
            out[index] = merged;
    });
    return out;
}
function unsupported(path, what) {
    throw new GuardError('IPG_ERR_FIELD_VALUE', `the directive ${what} is not read by the guard; write the patch without it`, path);
}
//# sourceMappingURL=subsetPatch.js.map