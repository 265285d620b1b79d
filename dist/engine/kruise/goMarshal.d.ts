import type { GoLayout } from './goLayout.js';
/**
 * What Go's `encoding/json` writes for a value decoded into `layout.root`: fields the Go types do not know are gone,
 * `omitempty` fields with an empty value are left out, the rest are written with their zero value when absent (a nil
 * list or map as null, a struct always, metav1.Time's zero as null), quantities in their canonical spelling. Key order
 * is left to the caller's encoder (Kruise re-encodes through a map, which sorts keys).
 */
export declare function goMarshal(value: unknown, layout: GoLayout): unknown;
