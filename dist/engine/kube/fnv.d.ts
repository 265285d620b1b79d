/** FNV-1 32-bit (Go `hash/fnv.New32`, multiply then xor). */
export declare function fnv32(bytes: Uint8Array): number;
/** FNV-1a (32 bit) over the text's UTF-8 bytes. */
export declare function fnv32a(text: string): number;
