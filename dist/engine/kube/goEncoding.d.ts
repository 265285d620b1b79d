/** k8s `rand.SafeEncodeString`: each byte mapped into an alphabet without vowels (no bad words, no ambiguity). */
export declare function safeEncodeString(text: string): string;
/** JSON the way Go's encoding/json writes a decoded map: keys sorted, `<`, `>`, `&`, U+2028/9 escaped. */
export declare function goJson(value: unknown): string;
/** Keys sorted, undefined left out: a stable text for hashing (claim templates). */
export declare function canonicalJson(value: unknown): string;
