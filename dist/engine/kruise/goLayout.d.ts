export type GoKind = 'struct' | 'ptr' | 'slice' | 'map' | 'string' | 'int' | 'uint' | 'bool' | 'float' | 'quantity' | 'time' | 'intOrString' | 'opaque';
export interface GoLayoutType {
    kind: GoKind;
    /** The element type of a pointer, slice or map. */
    elem?: string;
    /** A struct's fields in declaration order: Go name, JSON name (`,inline` for an embedded struct), type, `omitempty` or ''. */
    fields?: string[][];
}
export interface GoLayout {
    kubernetesApi: string;
    root: string;
    types: Record<string, GoLayoutType>;
}
export interface SpewOptions {
    /**
     * The object went through a Go marshal before it was stored (a mutating webhook patched it): quantities are in
     * their canonical spelling, and empty lists and maps of `omitempty` fields are gone.
     */
    marshaled: boolean;
}
/** go-spew's `%#v` of the value (JSON, as Go's decoder reads it into `layout.root`). */
export declare function spewText(value: unknown, layout: GoLayout, options: SpewOptions): string;
