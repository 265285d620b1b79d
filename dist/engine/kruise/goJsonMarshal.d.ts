import type { GoLayout } from './goLayout.js';
/** Go's JSON of `value` read as the layout's type `name`; `path` names a field whose JSON type Go could not decode. */
export declare function goMarshal(name: string, value: unknown, layout: GoLayout, path: string): string;
/**
 * Go's JSON of each field of a struct of the layout (embedded structs flattened), keyed by JSON name, leaving out the
 * fields `omitempty` leaves out: two values encode alike exactly when these maps are equal, and a difference names
 * its field.
 */
export declare function goFieldTexts(name: string, value: Record<string, unknown>, layout: GoLayout, path: string): Map<string, string>;
