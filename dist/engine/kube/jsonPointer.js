import { isJsonObject } from './json.js';
export function escapeToken(token) {
    if (!token.includes('~') && !token.includes('/'))
        return token;
    return token.replaceAll('~', '~0').replaceAll('/', '~1');
}
export function unescapeToken(token) {
    if (!token.includes('~'))
        return token;
    return token.replaceAll('~1', '/').replaceAll('~0', '~');
}
export function pointerTokens(pointer) {
    if (pointer === '')
        return [];
    const tokens = pointer.slice(1).split('/');
    if (pointer.includes('~'))
        for (let i = 0; i < tokens.length; i++)
            tokens[i] = unescapeToken(tokens[i]);
    return tokens;
}
/** Reads the value a pointer names, or undefined. */
export function valueAt(root, pointer) {
    let node = root;
    for (const token of pointerTokens(pointer)) {
        if (Array.isArray(node))
            node = node[Number(token)];
        else if (isJsonObject(node))
            node = node[token];
        else
            return undefined;
    }
    return node;
}
//# sourceMappingURL=jsonPointer.js.map