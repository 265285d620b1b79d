import { isJsonObject } from './json.js';
const SAFE_ALPHANUMS = 'bcdfghjklmnpqrstvwxz2456789';
function sortKeys(value) {
    if (Array.isArray(value))
        return value.map(sortKeys);
    if (!isJsonObject(value))
        return value;
    const out = {};
    for (const key of Object.keys(value).sort(compareBytes)) {
        if (value[key] !== undefined)
            out[key] = sortKeys(value[key]);
    }
    return out;
}
function compareBytes(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** k8s `rand.SafeEncodeString`: each byte mapped into an alphabet without vowels (no bad words, no ambiguity). */
export function safeEncodeString(text) {
    let out = '';
    for (const b of Buffer.from(text, 'utf8'))
        out += SAFE_ALPHANUMS[b % SAFE_ALPHANUMS.length];
    return out;
}
/** JSON the way Go's encoding/json writes a decoded map: keys sorted, `<`, `>`, `&`, U+2028/9 escaped. */
export function goJson(value) {
    return JSON.stringify(sortKeys(value)).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** Keys sorted, undefined left out: a stable text for hashing (claim templates). */
export function canonicalJson(value) {
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(',')}]`;
    if (isJsonObject(value)) {
        const keys = Object.keys(value).filter((k) => value[k] !== undefined).sort();
        return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
    }
    return JSON.stringify(value ?? null);
}
//# sourceMappingURL=goEncoding.js.map