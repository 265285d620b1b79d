import jsonPatch from 'fast-json-patch';
/**
 * The RFC 6902 patch that makes the object's annotations agree with `desired` for the keys we own (`owned`):
 * adds, replaces and removes only what differs, so an unchanged object gets an empty patch.
 * Valid when `metadata` or `metadata.annotations` is absent; keys are JSON-pointer escaped (`/` -> `~1`).
 */
export function annotationPatch(object, desired, owned) {
    const metadata = isObject(object) ? object.metadata : undefined;
    if (!isObject(metadata))
        return Object.keys(desired).length > 0 ? [{ op: 'add', path: '/metadata', value: { annotations: { ...desired } } }] : [];
    const current = metadata.annotations;
    if (!isObject(current))
        return Object.keys(desired).length > 0 ? [{ op: 'add', path: '/metadata/annotations', value: { ...desired } }] : [];
    const ops = [];
    for (const key of owned) {
        const path = `/metadata/annotations/${jsonPatch.escapePathComponent(key)}`;
        const has = Object.hasOwn(current, key);
        if (Object.hasOwn(desired, key)) {
            if (!has)
                ops.push({ op: 'add', path, value: desired[key] });
            else if (current[key] !== desired[key])
                ops.push({ op: 'replace', path, value: desired[key] });
        }
        else if (has) {
            ops.push({ op: 'remove', path });
        }
    }
    return ops;
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
//# sourceMappingURL=patch.js.map