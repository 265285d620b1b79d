/**
 * The JSON field tree of Go types, as test/kruise/podschema generates it from k8s.io/api (podSchema.<version>.ts),
 * and the pruning Go's decoder does with it: a field its struct type does not have is dropped, silently, so it never
 * reaches Kruise's revision or a Pod; a quantity it cannot decode is an error. Safe at any depth of input, and copies
 * only the objects on the way to a dropped field.
 */
import { GuardError } from '../../errors.js'
import type { JsonObject } from '../kube/json.js'
import { escapeToken } from '../kube/jsonPointer.js'
import { QUANTITY_FIELDS, QUANTITY_MAP_FIELDS, quantityError, storedQuantity } from '../kube/quantity.js'

/**
 * The deepest value kept where the schema has no struct to descend into (a leaf such as FieldsV1, a map value, or a
 * value of the wrong JSON type). Below struct fields the schema bounds the depth; below this point the value could
 * only be a decoding error in Kruise. Bounding it here makes every later (recursive) walk of the template safe.
 */
export const MAX_OPAQUE_DEPTH = 100

/**
 * `types` maps a Go struct (`v1.Container`) to its JSON fields; a field's shape is `''` (a leaf: a scalar or a type
 * that decodes itself, such as a Quantity), a struct name, `[]<shape>` (a list) or `{}<shape>` (a map).
 */
export interface GoTypeSchema {
  kubernetesApi: string
  roots: Record<string, string>
  types: Record<string, Record<string, string>>
}

export interface Pruned<T> {
  value: T
  /** RFC 6901 pointers of the dropped fields, relative to the value, in document order. */
  dropped: string[]
}

/** Where the walk is: keys and indexes from the root, spelled as a path only for a drop or an error. */
export type Trail = (string | number)[]

/**
 * `value` without the fields `shape` (a root or type of `schema`) does not know. The input is never modified.
 * A GuardError (IPG_ERR_FIELD_TYPE) for a value nested deeper than MAX_OPAQUE_DEPTH where no struct field is;
 * `pathOf` names its field. With `quantityPath`, a GuardError (IPG_ERR_QUANTITY, the field named by quantityPath) for
 * a resource quantity Go cannot decode; without it, quantities are not read (the apiserver refuses a bad one first).
 */
export function pruneUnknownFields<T>(
  value: T, shape: string, schema: GoTypeSchema, pathOf: (pointer: string) => string, quantityPath?: (trail: Trail) => string,
): Pruned<T> {
  const dropped: string[] = []
  visit(value, compiled(schema, shape), [], { pathOf, quantityPath, dropped })
  return dropped.length === 0 ? { value, dropped } : { value: without(value, dropped), dropped }
}

/**
 * A Go type of the schema, compiled once per schema: string lookups and slices on every visit cost more than the walk
 * itself. A struct's fields are the JSON fields it knows; a value of another JSON type than its Go type is kept whole.
 */
export type GoType =
  | { kind: 'leaf' }
  | { kind: 'quantity' }
  | { kind: 'list'; item: GoType }
  | { kind: 'map'; item: GoType; quantities?: true }
  | { kind: 'struct'; fields: Readonly<Record<string, GoType | undefined>> }
type Compiled = GoType

/** The compiled Go type `shape` (a root or type of `schema`). */
export function goType(schema: GoTypeSchema, shape: string): GoType {
  return compiled(schema, shape)
}

const LEAF: Compiled = { kind: 'leaf' }
/** The schema spells every leaf `''`; the Go fields of type resource.Quantity (and ResourceList) are known by name. */
const QUANTITY: Compiled = { kind: 'quantity' }
const QUANTITY_MAP: Compiled = { kind: 'map', item: LEAF, quantities: true }
const compiledSchemas = new WeakMap<GoTypeSchema, Map<string, Compiled>>()

function compiled(schema: GoTypeSchema, shape: string): Compiled {
  let shapes = compiledSchemas.get(schema)
  if (shapes === undefined) compiledSchemas.set(schema, (shapes = new Map()))
  return compile(schema, shape, shapes)
}

function compile(schema: GoTypeSchema, shape: string, shapes: Map<string, Compiled>): Compiled {
  if (shape === '') return LEAF
  const known = shapes.get(shape)
  if (known !== undefined) return known
  if (shape.startsWith('[]') || shape.startsWith('{}')) {
    const node = { kind: shape.startsWith('[]') ? 'list' : 'map', item: LEAF } as { kind: 'list' | 'map'; item: Compiled }
    shapes.set(shape, node)
    node.item = compile(schema, shape.slice(2), shapes)
    return node
  }
  const fields: Record<string, Compiled | undefined> = Object.create(null)
  const node: Compiled = { kind: 'struct', fields }
  // Set before the fields are compiled: a recursive type refers to itself.
  shapes.set(shape, node)
  const declared = schema.types[shape] ?? {}
  for (const key of Object.keys(declared)) {
    const field = declared[key]!
    fields[key] = field === '' && QUANTITY_FIELDS.has(key) ? QUANTITY : field === '{}' && QUANTITY_MAP_FIELDS.has(key) ? QUANTITY_MAP : compile(schema, field, shapes)
  }
  return node
}

interface Walk {
  pathOf: (pointer: string) => string
  quantityPath: ((trail: Trail) => string) | undefined
  /** The pointers of the fields the schema does not know, in document order. */
  dropped: string[]
}

function pointerOf(trail: Trail, last?: string): string {
  let pointer = ''
  for (const step of trail) pointer += `/${typeof step === 'number' ? step : escapeToken(step)}`
  return last === undefined ? pointer : `${pointer}/${escapeToken(last)}`
}

/**
 * Recursion follows the schema only (a struct, list or map per level), so its depth is bounded by the schema's,
 * whatever the input's depth; the values the schema does not descend into are bounded by boundedOpaque, which does
 * not recurse.
 */
function visit(node: unknown, shape: Compiled, trail: Trail, walk: Walk): void {
  if (typeof node !== 'object' || node === null) return
  switch (shape.kind) {
    case 'leaf':
    case 'quantity':
      return boundedOpaque(node, trail, walk)
    case 'list':
      if (!Array.isArray(node)) return boundedOpaque(node, trail, walk)
      for (let i = 0; i < node.length; i++) {
        trail.push(i)
        visit(node[i], shape.item, trail, walk)
        trail.pop()
      }
      return
    case 'map': {
      if (Array.isArray(node)) return boundedOpaque(node, trail, walk)
      const map = node as JsonObject
      for (const key in map) {
        const child = map[key]
        if (shape.quantities && walk.quantityPath && child !== null && child !== undefined) checkQuantity(child, trail, key, walk.quantityPath)
        if (typeof child !== 'object' || child === null) continue
        trail.push(key)
        visit(child, shape.item, trail, walk)
        trail.pop()
      }
      return
    }
    case 'struct': {
      if (Array.isArray(node)) return boundedOpaque(node, trail, walk)
      const object = node as JsonObject
      for (const key in object) {
        const field = shape.fields[key]
        if (field === undefined) {
          walk.dropped.push(pointerOf(trail, key))
          continue
        }
        const child = object[key]
        if (typeof child !== 'object' || child === null) {
          if (field === QUANTITY && walk.quantityPath && child !== null && child !== undefined) checkQuantity(child, trail, key, walk.quantityPath)
          continue
        }
        trail.push(key)
        visit(child, field, trail, walk)
        trail.pop()
      }
    }
  }
}

function checkQuantity(value: unknown, trail: Trail, key: string, pathOf: (trail: Trail) => string): void {
  if (storedQuantity(value, false) !== undefined) return
  trail.push(key)
  const path = pathOf(trail)
  trail.pop()
  throw quantityError(value, path)
}

/** Throws when `node` nests objects or lists more than MAX_OPAQUE_DEPTH levels deep. Iterative: any depth is safe. */
function boundedOpaque(node: unknown, trail: Trail, walk: Walk): void {
  if (typeof node !== 'object' || node === null) return
  const stack: [unknown, number][] = [[node, 1]]
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!
    if (typeof item !== 'object' || item === null) continue
    if (depth > MAX_OPAQUE_DEPTH) {
      throw new GuardError('IPG_ERR_FIELD_TYPE', `nested more than ${MAX_OPAQUE_DEPTH} levels deep, more than any CloneSet field holds`, walk.pathOf(pointerOf(trail)))
    }
    for (const child of Array.isArray(item) ? item : Object.values(item)) if (typeof child === 'object' && child !== null) stack.push([child, depth + 1])
  }
}

function tokens(pointer: string): string[] {
  return pointer.slice(1).split('/').map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'))
}

/** A copy of `root` without the fields at `pointers`; only the containers on the way to them are copied. */
function without<T>(root: T, pointers: string[]): T {
  const copies = new Map<unknown, unknown>()
  const copyOf = (node: unknown): unknown => {
    let copy = copies.get(node)
    if (copy === undefined) {
      copy = Array.isArray(node) ? [...node] : { ...(node as JsonObject) }
      copies.set(node, copy)
      copies.set(copy, copy)
    }
    return copy
  }
  const result = copyOf(root) as T
  for (const pointer of pointers) {
    const path = tokens(pointer)
    let node = result as unknown
    for (let i = 0; i < path.length - 1; i++) {
      const container = node as Record<string, unknown>
      const child = copyOf(container[path[i]!])
      container[path[i]!] = child
      node = child
    }
    delete (node as JsonObject)[path[path.length - 1]!]
  }
  return result
}
