/**
 * The JSON field tree of Go types, as test/kruise/podschema generates it from k8s.io/api (podSchema.<version>.ts),
 * and the pruning Go's decoder does with it: a field its struct type does not have is dropped, silently, so it never
 * reaches Kruise's revision or a Pod; a value it cannot decode (a quantity it cannot read, a string for a bool) is an
 * error. Safe at any depth of input, and copies only the objects on the way to a dropped field.
 */
import { GuardError } from '../../errors.js'
import { INT32_WORDS, isInt32 } from '../kube/int32.js'
import type { JsonObject } from '../kube/json.js'
import { escapeToken } from '../kube/jsonPointer.js'
import { quantityError, storedQuantity } from '../kube/quantity.js'

/**
 * The deepest value kept where the schema has no struct to descend into (a leaf such as FieldsV1, a map value, or a
 * value of the wrong JSON type). Below struct fields the schema bounds the depth; below this point the value could
 * only be a decoding error in Kruise. Bounding it here makes every later (recursive) walk of the template safe.
 */
export const MAX_OPAQUE_DEPTH = 100

/**
 * `types` maps a Go struct (`v1.Container`) to its JSON fields; a field's shape is a leaf (`bool`, `int32`, `int64`,
 * `string`, `bytes`, `quantity`, `intOrString`, `time`, or `''` for a type that decodes any JSON), a struct name (it
 * holds a dot), `[]<shape>` (a list) or `{}<shape>` (a map).
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
 * `pathOf` names its field. With `fieldPath`, the values Go's decoder refuses are errors: a resource quantity it
 * cannot read (IPG_ERR_QUANTITY, the field named by fieldPath), a value of another JSON type than its field's
 * Go type (IPG_ERR_FIELD_TYPE: a string for a bool, a number for a string, an integer beyond int32, an object for a
 * list). Kruise's CRDs leave templates unchecked, so the apiserver stores such a value and Kruise's webhooks then
 * fail to decode the object. Without fieldPath, neither is read.
 */
export function pruneUnknownFields<T>(
  value: T, shape: string, schema: GoTypeSchema, pathOf: (pointer: string) => string, fieldPath?: (trail: Trail) => string,
): Pruned<T> {
  const dropped: string[] = []
  if (typeof value === 'object' && value !== null) visit(value, compiled(schema, shape), [], { pathOf, fieldPath, dropped })
  return dropped.length === 0 ? { value, dropped } : { value: without(value, dropped), dropped }
}

/**
 * A Go type of the schema, compiled once per schema: string lookups and slices on every visit cost more than the walk
 * itself. A struct's fields are the JSON fields it knows; a value of another JSON type than its Go type is kept whole.
 */
export type GoType =
  | { kind: 'leaf'; takes?: LeafJson }
  | { kind: 'quantity' }
  | { kind: 'list'; item: GoType }
  | { kind: 'map'; item: GoType }
  | { kind: 'struct'; fields: Readonly<Record<string, GoType | undefined>> }
type Compiled = GoType

/** The compiled Go type `shape` (a root or type of `schema`). */
export function goType(schema: GoTypeSchema, shape: string): GoType {
  return compiled(schema, shape)
}

/** The JSON a scalar Go type decodes: Go's decoder refuses any other (null aside, which leaves the zero value). */
type LeafJson = 'boolean' | 'int32' | 'int64' | 'string' | 'intOrString'

const LEAF: Compiled = { kind: 'leaf' }
const QUANTITY: Compiled = { kind: 'quantity' }
const QUANTITY_MAP: Compiled = { kind: 'map', item: QUANTITY }
const LEAVES: Readonly<Record<string, Compiled>> = {
  '': LEAF,
  bool: { kind: 'leaf', takes: 'boolean' },
  int32: { kind: 'leaf', takes: 'int32' },
  int64: { kind: 'leaf', takes: 'int64' },
  string: { kind: 'leaf', takes: 'string' },
  bytes: { kind: 'leaf', takes: 'string' },
  time: { kind: 'leaf', takes: 'string' },
  intOrString: { kind: 'leaf', takes: 'intOrString' },
  quantity: QUANTITY,
}
const compiledSchemas = new WeakMap<GoTypeSchema, Map<string, Compiled>>()

function compiled(schema: GoTypeSchema, shape: string): Compiled {
  let shapes = compiledSchemas.get(schema)
  if (shapes === undefined) compiledSchemas.set(schema, (shapes = new Map()))
  return compile(schema, shape, shapes)
}

function compile(schema: GoTypeSchema, shape: string, shapes: Map<string, Compiled>): Compiled {
  const leaf = LEAVES[shape]
  if (leaf !== undefined) return leaf
  if (shape === '{}quantity') return QUANTITY_MAP
  // The schemas are generated with the engine; an unknown leaf is a build mistake, not input.
  if (!shape.startsWith('[]') && !shape.startsWith('{}') && !shape.includes('.')) throw new Error(`no Go leaf type ${shape}`)
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
    fields[key] = compile(schema, field, shapes)
  }
  return node
}

interface Walk {
  pathOf: (pointer: string) => string
  fieldPath: ((trail: Trail) => string) | undefined
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
 * not recurse. A scalar is checked by its container (no trail step unless it is refused); `trail` leads to `node`.
 */
function visit(node: object, shape: Compiled, trail: Trail, walk: Walk): void {
  switch (shape.kind) {
    case 'leaf':
      if (shape.takes !== undefined && walk.fieldPath) throw typeError(EXPECTED[shape.takes], trail, walk)
      return boundedOpaque(node, trail, walk)
    case 'quantity':
      if (walk.fieldPath) throw quantityError(node, walk.fieldPath(trail))
      return boundedOpaque(node, trail, walk)
    case 'list':
      if (!Array.isArray(node)) return mismatched(node, 'a list', trail, walk)
      for (let i = 0; i < node.length; i++) child(node[i], shape.item, trail, i, walk)
      return
    case 'map': {
      if (Array.isArray(node)) return mismatched(node, 'an object', trail, walk)
      const map = node as JsonObject
      for (const key in map) child(map[key], shape.item, trail, key, walk)
      return
    }
    case 'struct': {
      if (Array.isArray(node)) return mismatched(node, 'an object', trail, walk)
      const object = node as JsonObject
      for (const key in object) {
        const field = shape.fields[key]
        if (field === undefined) walk.dropped.push(pointerOf(trail, key))
        else child(object[key], field, trail, key, walk)
      }
    }
  }
}

/** A struct field, list item or map value: a container is visited, a scalar checked against the field's Go type. */
function child(value: unknown, shape: Compiled, trail: Trail, step: string | number, walk: Walk): void {
  if (typeof value === 'object') {
    if (value === null) return
    trail.push(step)
    visit(value, shape, trail, walk)
    trail.pop()
  } else if (walk.fieldPath !== undefined && value !== undefined && !takesScalar(shape, value)) {
    refuse(value, shape, trail, step, walk)
  }
}

/** Throws the error for a scalar Go's decoder does not take at `trail` + `step`. */
function refuse(value: unknown, shape: Compiled, trail: Trail, step: string | number, walk: Walk): never {
  trail.push(step)
  if (shape.kind === 'quantity') throw quantityError(value, walk.fieldPath!(trail))
  throw typeError(shape.kind === 'leaf' ? EXPECTED[shape.takes!] : shape.kind === 'list' ? 'a list' : 'an object', trail, walk)
}

const EXPECTED: Readonly<Record<LeafJson, string>> = {
  boolean: 'true or false',
  int32: INT32_WORDS,
  int64: 'an integer',
  string: 'a string',
  intOrString: `${INT32_WORDS} or a string`,
}

/** Whether Go's decoder takes this scalar (a string, number or boolean) for a field of `shape`. */
function takesScalar(shape: Compiled, value: unknown): boolean {
  if (shape.kind === 'leaf') {
    const json = shape.takes
    if (json === undefined) return true
    if (json === 'string') return typeof value === 'string'
    if (json === 'boolean') return typeof value === 'boolean'
    if (json === 'int64') return Number.isInteger(value)
    if (json === 'int32') return isInt32(value)
    return typeof value === 'string' || isInt32(value)
  }
  return shape.kind === 'quantity' && storedQuantity(value, false) !== undefined
}

/** A list where an object belongs, or the other way round: Go's decoder refuses it. */
function mismatched(node: object, expected: string, trail: Trail, walk: Walk): void {
  if (walk.fieldPath) throw typeError(expected, trail, walk)
  boundedOpaque(node, trail, walk)
}

function typeError(expected: string, trail: Trail, walk: Walk): GuardError {
  return new GuardError('IPG_ERR_FIELD_TYPE', `must be ${expected}: Kruise's Go types take no other`, walk.pathOf(pointerOf(trail)))
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
