/**
 * The template diff exactly as OpenKruise computes it: a port of the behaviour of
 * github.com/appscode/jsonpatch v1.0.1 `CreatePatch` (spec §2.2). Containers are matched by POSITION, simple arrays
 * (scalars, or whose first object holds only scalars) by edit distance, every other array by index.
 * Pointers are relative to the template (`/spec/containers/0/image`), as Kruise sees them after stripping
 * `/spec/template`.
 */
export type ChangeOp = 'add' | 'remove' | 'replace';
export declare function escapeToken(token: string): string;
export declare function unescapeToken(token: string): string;
export declare function pointerTokens(pointer: string): string[];
/** Reads the value a pointer names, or undefined. */
export declare function valueAt(root: unknown, pointer: string): unknown;
