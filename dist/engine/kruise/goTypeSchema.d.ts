/**
 * The deepest value kept where the schema has no struct to descend into (a leaf such as FieldsV1, a map value, or a
 * value of the wrong JSON type). Below struct fields the schema bounds the depth; below this point the value could
 * only be a decoding error in Kruise. Bounding it here makes every later (recursive) walk of the template safe.
 */
export declare const MAX_OPAQUE_DEPTH = 100;
/**
 * `types` maps a Go struct (`v1.Container`) to its JSON fields; a field's shape is `''` (a leaf: a scalar or a type
 * that decodes itself, such as a Quantity), a struct name, `[]<shape>` (a list) or `{}<shape>` (a map).
 */
export interface GoTypeSchema {
    kubernetesApi: string;
    roots: Record<string, string>;
    types: Record<string, Record<string, string>>;
}
export interface Pruned<T> {
    value: T;
    /** RFC 6901 pointers of the dropped fields, relative to the value, in document order. */
    dropped: string[];
}
/** Where the walk is: keys and indexes from the root, spelled as a path only for a drop or an error. */
export type Trail = (string | number)[];
/**
 * `value` without the fields `shape` (a root or type of `schema`) does not know. The input is never modified.
 * A GuardError (IPG_ERR_FIELD_TYPE) for a value nested deeper than MAX_OPAQUE_DEPTH where no struct field is;
 * `pathOf` names its field. With `quantityPath`, a GuardError (IPG_ERR_QUANTITY, the field named by quantityPath) for
 * a resource quantity Go cannot decode; without it, quantities are not read (the apiserver refuses a bad one first).
 */
export declare function pruneUnknownFields<T>(value: T, shape: string, schema: GoTypeSchema, pathOf: (pointer: string) => string, quantityPath?: (trail: Trail) => string): Pruned<T>;
/**
 * A Go type of the schema, compiled once per schema: string lookups and slices on every visit cost more than the walk
 * itself. A struct's fields are the JSON fields it knows; a value of another JSON type than its Go type is kept whole.
 */
export type GoType = {
    kind: 'leaf';
} | {
    kind: 'quantity';
} | {
    kind: 'list';
    item: GoType;
} | {
    kind: 'map';
    item: GoType;
    quantities?: true;
} | {
    kind: 'struct';
    fields: Readonly<Record<string, GoType | undefined>>;
};
/** The compiled Go type `shape` (a root or type of `schema`). */
export declare function goType(schema: GoTypeSchema, shape: string): GoType;
