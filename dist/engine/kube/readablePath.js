import { isJsonObject } from './json.js';
import { pointerTokens } from './jsonPointer.js';
/**
 * The key a list item is named by in readable paths; undefined means "use the index". An empty string names nothing
 * (Go drops it), and a port's protocol defaults to TCP: the same key whether the item is read as written or as stored.
 */
function itemKey(item) {
    if (!isJsonObject(item))
        return undefined;
    const key = text(item.name) ?? text(item.mountPath) ?? text(item.devicePath);
    if (key !== undefined)
        return key;
    if (typeof item.containerPort === 'number')
        return `${item.containerPort}/${text(item.protocol) ?? 'TCP'}`;
    return text(item.conditionType) ?? text(item.ip);
}
export function text(value) {
    return typeof value === 'string' && value !== '' ? value : undefined;
}
/** `3` for the token `3`, -1 for a token that is not a list index. */
function listIndex(token) {
    if (token.length === 0)
        return -1;
    for (let i = 0; i < token.length; i++) {
        const c = token.charCodeAt(i);
        if (c < 48 || c > 57)
            return -1;
    }
    return Number(token);
}
/** A list with items (an empty one is no field once encoded). */
function isList(value) {
    return Array.isArray(value) && value.length > 0;
}
/** `[A-Za-z_][A-Za-z0-9_]*`, without a regular expression (this runs for every token of every change's path). */
function isIdentifier(token) {
    if (token.length === 0)
        return false;
    for (let i = 0; i < token.length; i++) {
        const c = token.charCodeAt(i);
        const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
        if (!letter && !(i > 0 && c >= 48 && c <= 57))
            return false;
    }
    return true;
}
/**
 * `spec.template.spec.containers[app].env[LOG_LEVEL].value` for `/spec/containers/0/env/3/value`: list items named by
 * their key in the old template (the new one for an added item), as written or as stored alike.
 */
export function readablePath(pointer, op, oldTemplate, newTemplate) {
    const tokens = typeof pointer === 'string' ? pointerTokens(pointer) : pointer;
    // Joined once at the end (a flat string, see emit).
    const path = ['spec.template'];
    let oldNode = oldTemplate;
    let newNode = newTemplate;
    for (let index = 0; index < tokens.length; index++) {
        const token = tokens[index];
        const oldList = isList(oldNode);
        const newList = isList(newNode);
        // A list where a default now holds an object reads as that object.
        const i = !oldList && !newList ? -1 : typeof token === 'number' ? token : listIndex(token);
        if (i >= 0) {
            // For an add, the item only exists in the new list; otherwise name it as the old list does (as Kruise does).
            const appended = op === 'add' && index === tokens.length - 1;
            const source = appended ? newNode : oldList && oldNode[i] !== undefined ? oldNode : newNode;
            const key = isList(source) ? itemKey(source[i]) : undefined;
            const newKey = !appended && newList && oldList ? itemKey(newNode[i]) : key;
            // Items are compared by position: when another item now sits there, name both so the path explains itself.
            path.push(key === undefined ? `[${i}]` : newKey !== undefined && newKey !== key ? `[${key}->${newKey}]` : `[${key}]`);
            oldNode = oldList ? oldNode[i] : undefined;
            newNode = newList ? newNode[i] : undefined;
            continue;
        }
        const name = String(token);
        path.push(isIdentifier(name) ? `.${name}` : `[${name}]`);
        oldNode = isJsonObject(oldNode) && Object.hasOwn(oldNode, name) ? oldNode[name] : undefined;
        newNode = isJsonObject(newNode) && Object.hasOwn(newNode, name) ? newNode[name] : undefined;
    }
    return path.join('');
}
//# sourceMappingURL=readablePath.js.map