/**
 * The only way an engine error quotes input: an enumeration a user chose from a fixed set (a strategy name, a
 * version, a kind), cut to ECHO_MAX_CHARS code points. Any other value (a quantity, an env value) is never quoted:
 * errors name the field and the code instead.
 */
export declare const ECHO_MAX_CHARS = 64;
export declare function echoedEnumeration(value: unknown): string;
