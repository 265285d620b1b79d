/**
 * The JSON field tree of Go types, as test/kruise/podschema generates it from k8s.io/api (podSchema.<version>.ts),
 * and the pruning Go's decoder does with it: a field its struct type does not have is dropped, silently, so it never
 * reaches Kruise's revision or a Pod; a quantity it cannot decode is an error. Safe at any depth of input, and copies
 * only the objects on the way to a dropped field.
 */
import { GuardError } from '../../errors.js';
import { escapeToken } from '../kube/jsonPointer.js';
import { QUANTITY_FIELDS, QUANTITY_MAP_FIELDS, quantityError, storedQuantity } from '../kube/quantity.js';
/**
 * The deepest value kept where the schema has no struct to descend into (a leaf such as FieldsV1, a map value, or a
 * value of the wrong JSON type). Below struct fields the schema bounds the depth; below this point the value could
 * only be a decoding error in Kruise. Bounding it here makes every later (recursive) walk of the template safe.
 */
export const MAX_OPAQUE_DEPTH = 100;
/**
 * `value` without the fields `shape` (a root or type of `schema`) does not know. The input is never modified.
 * A GuardError (IPG_ERR_FIELD_TYPE) for a value nested deeper than MAX_OPAQUE_DEPTH where no struct field is;
 * `pathOf` names its field. With `quantityPath`, a GuardError (IPG_ERR_QUANTITY, the field named by quantityPath) for
 * a resource quantity Go cannot decode; without it, quantities are not read (the apiserver refuses a bad one first).
 */
export function pruneUnknownFields(value, shape, schema, pathOf, quantityPath) {
    const dropped = [];
    visit(value, compiled(schema, shape), [], { pathOf, quantityPath, dropped });
    return dropped.length === 0 ? { value, dropped } : { value: without(value, dropped), dropped };
}
/** The compiled Go type `shape` (a root or type of `schema`). */
export function goType(schema, shape) {
    return compiled(schema, shape);
}
const LEAF = { kind: 'leaf' };
/** The schema spells every leaf `''`; the Go fields of type resource.Quantity (and ResourceList) are known by name. */
const QUANTITY = { kind: 'quantity' };
const QUANTITY_MAP = { kind: 'map', item: LEAF, quantities: true };
const compiledSchemas = new WeakMap();
function compiled(schema, shape) {
    let shapes = compiledSchemas.get(schema);
    if (shapes === undefined)
        compiledSchemas.set(schema, (shapes = new Map()));
    return compile(schema, shape, shapes);
}
function compile(schema, shape, shapes) {
    if (shape === '')
        return LEAF;
    const known = shapes.get(shape);
    if (known !== undefined)
        return known;
    if (shape.startsWith('[]') || shape.startsWith('{}')) {
        const node = { kind: shape.startsWith('[]') ? 'list' : 'map', item: LEAF };
        shapes.set(shape, node);
        node.item = compile(schema, shape.slice(2), shapes);
        return node;
    }
    const fields = Object.create(null);
    const node = { kind: 'struct', fields };
    // Set before the fields are compiled: a recursive type refers to itself.
    shapes.set(shape, node);
    const declared = schema.types[shape] ?? {};
    for (const key of Object.keys(declared)) {
        const field = declared[key];
        fields[key] = field === '' && QUANTITY_FIELDS.has(key) ? QUANTITY : field === '{}' && QUANTITY_MAP_FIELDS.has(key) ? QUANTITY_MAP : compile(schema, field, shapes);
    }
    return node;
}
function pointerOf(trail, last) {
    let pointer = '';
    for (const step of trail)
        pointer += `/${typeof step === 'number' ? step : escapeToken(step)}`;
    return last === undefined ? pointer : `${pointer}/${escapeToken(last)}`;
}
/**
 * Recursion follows the schema only (a struct, list or map per level), so its depth is bounded by the schema's,
 * whatever the input's depth; the values the schema does not descend into are bounded by boundedOpaque, which does
 * not recurse.
 */
function visit(node, shape, trail, walk) {
    if (typeof node !== 'object' || node === null)
        return;
    switch (shape.kind) {
        case 'leaf':
        case 'quantity':
            return boundedOpaque(node, trail, walk);
        case 'list':
            if (!Array.isArray(node))
                return boundedOpaque(node, trail, walk);
            for (let i = 0; i < node.length; i++) {
                trail.push(i);
                visit(node[i], shape.item, trail, walk);
                trail.pop();
            }
            return;
        case 'map': {
            if (Array.isArray(node))
                return boundedOpaque(node, trail, walk);
            const map = node;
            for (const key in map) {
                const child = map[key];
                if (shape.quantities && walk.quantityPath && child !== null && child !== undefined)
                    checkQuantity(child, trail, key, walk.quantityPath);
                if (typeof child !== 'object' || child === null)
                    continue;
                trail.push(key);
                visit(child, shape.item, trail, walk);
                trail.pop();
            }
            return;
        }
        case 'struct': {
            if (Array.isArray(node))
                return boundedOpaque(node, trail, walk);
            const object = node;
            for (const key in object) {
                const field = shape.fields[key];
                if (field === undefined) {
                    walk.dropped.push(pointerOf(trail, key));
                    continue;
                }
                const child = object[key];
                if (typeof child !== 'object' || child === null) {
                    if (field === QUANTITY && walk.quantityPath && child !== null && child !== undefined)
                        checkQuantity(child, trail, key, walk.quantityPath);
                    continue;
                }
                trail.push(key);
                visit(child, field, trail, walk);
                trail.pop();
            }
        }
    }
}
function checkQuantity(value, trail, key, pathOf) {
    if (storedQuantity(value, false) !== undefined)
        return;
    trail.push(key);
    const path = pathOf(trail);
    trail.pop();
    throw quantityError(value, path);
}
/** Throws when `node` nests objects or lists more than MAX_OPAQUE_DEPTH levels deep. Iterative: any depth is safe. */
function boundedOpaque(node, trail, walk) {
    if (typeof node !== 'object' || node === null)
        return;
    const stack = [[node, 1]];
    while (stack.length > 0) {
        const [item, depth] = stack.pop();
        if (typeof item !== 'object' || item === null)
            continue;
        if (depth > MAX_OPAQUE_DEPTH) {
            throw new GuardError('IPG_ERR_FIELD_TYPE', `nested more than ${MAX_OPAQUE_DEPTH} levels deep, more than any CloneSet field holds`, walk.pathOf(pointerOf(trail)));
        }
        for (const child of Array.isArray(item) ? item : Object.values(item))
            if (typeof child === 'object' && child !== null)
                stack.push([child, depth + 1]);
    }
}
function tokens(pointer) {
    return pointer.slice(1).split('/').map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));
}
/** A copy of `root` without the fields at `pointers`; only the containers on the way to them are copied. */
function without(root, pointers) {
    const copies = new Map();
    const copyOf = (node) => {
        let copy = copies.get(node);
        if (copy === undefined) {
            copy = Array.isArray(node) ? [...node] : { ...node };
            copies.set(node, copy);
            copies.set(copy, copy);
        }
        return copy;
    };
    const result = copyOf(root);
    for (const pointer of pointers) {
        const path = tokens(pointer);
        let node = result;
        for (let i = 0; i < path.length - 1; i++) {
            const container = node;
            const child = copyOf(container[path[i]]);
            container[path[i]] = child;
            node = child;
        }
        delete node[path[path.length - 1]];
    }
    return result;
}
//# sourceMappingURL=goTypeSchema.js.map