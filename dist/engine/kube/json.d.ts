export type JsonObject = Record<string, unknown>;
export declare function isJsonObject(value: unknown): value is JsonObject;
/**
 * Deep equality of two JSON values (or plain-data objects, as the reconciler holds them); a key holding undefined is
 * not a missing key. When they differ, `where` (if given) receives the keys and indexes of the first difference
 * found, innermost first. A difference of type, length or key set ends them: below that, nothing is known.
 */
export declare function deepEqual(a: unknown, b: unknown, where?: (string | number)[]): boolean;
