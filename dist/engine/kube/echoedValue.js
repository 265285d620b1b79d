/**
 * The only way an engine error quotes input: an enumeration a user chose from a fixed set (a strategy name, a
 * version, a kind), cut to ECHO_MAX_CHARS code points. Any other value (a quantity, an env value) is never quoted:
 * errors name the field and the code instead.
 */
export const ECHO_MAX_CHARS = 64;
export function echoedEnumeration(value) {
    const text = String(value);
    const chars = Array.from(text.length > ECHO_MAX_CHARS * 2 ? text.slice(0, ECHO_MAX_CHARS * 2) : text);
    return chars.length > ECHO_MAX_CHARS || text.length > ECHO_MAX_CHARS * 2 ? `"${chars.slice(0, ECHO_MAX_CHARS - 1).join('')}…"` : `"${text}"`;
}
//# sourceMappingURL=echoedValue.js.map