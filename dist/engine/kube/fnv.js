/** FNV-1 32-bit (Go `hash/fnv.New32`, multiply then xor). */
export function fnv32(bytes) {
    let hash = 0x811c9dc5;
    for (const b of bytes) {
        hash = Math.imul(hash, 0x01000193) >>> 0;
        hash = (hash ^ b) >>> 0;
    }
    return hash >>> 0;
}
/** FNV-1a (32 bit) over the text's UTF-8 bytes. */
export function fnv32a(text) {
    let hash = 0x811c9dc5;
    // ASCII text (hashed JSON nearly always is) is its own UTF-8: no byte buffer per call.
    let i = 0;
    for (; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (code >= 0x80)
            break;
        hash = Math.imul(hash ^ code, 0x01000193);
    }
    // From the first non-ASCII character on, the encoder's bytes (lone surrogates become U+FFFD, as Go's do).
    if (i < text.length)
        for (const byte of Buffer.from(text.slice(i), 'utf8'))
            hash = Math.imul(hash ^ byte, 0x01000193);
    return hash >>> 0;
}
//# sourceMappingURL=fnv.js.map