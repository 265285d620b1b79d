/**
 * The JSON field tree of Go types, as test/kruise/podschema generates it from k8s.io/api (podSchema.<version>.ts),
 * and the pruning Go's decoder does with it: a field its struct type does not have is dropped, silently, so it never
 * reaches Kruise's revision or a Pod. Walks with an explicit stack (no recursion: any depth is safe) and copies only
 * the objects on the way to a dropped field.
 */
import { type JsonObject, isJsonObject } from '../cloneset.js'
import { escapeToken } from '../diff.js'

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

interface Frame {
  value: unknown
  shape: string
  pointer: string
}

/** `value` without the fields `shape` (a root or type of `schema`) does not know. The input is never modified. */
export function pruneUnknownFields<T>(value: T, shape: string, schema: GoTypeSchema): Pruned<T> {
  const dropped = unknownFields(value, shape, schema)
  return dropped.length === 0 ? { value, dropped } : { value: without(value, dropped), dropped }
}

function unknownFields(value: unknown, shape: string, schema: GoTypeSchema): string[] {
  const dropped: string[] = []
  const stack: Frame[] = [{ value, shape, pointer: '' }]
  while (stack.length > 0) {
    const { value: node, shape: nodeShape, pointer } = stack.pop()!
    if (nodeShape === '') continue
    if (nodeShape.startsWith('[]')) {
      if (!Array.isArray(node)) continue
      // Pushed backwards so that items are visited, and drops reported, in document order.
      for (let i = node.length - 1; i >= 0; i--) stack.push({ value: node[i], shape: nodeShape.slice(2), pointer: `${pointer}/${i}` })
      continue
    }
    if (!isJsonObject(node)) continue
    const keys = Object.keys(node)
    if (nodeShape.startsWith('{}')) {
      for (let i = keys.length - 1; i >= 0; i--) stack.push({ value: node[keys[i]!], shape: nodeShape.slice(2), pointer: `${pointer}/${escapeToken(keys[i]!)}` })
      continue
    }
    const fields = schema.types[nodeShape]
    if (fields === undefined) continue
    const known: Frame[] = []
    for (const key of keys) {
      const fieldShape = Object.hasOwn(fields, key) ? fields[key] : undefined
      if (fieldShape === undefined) dropped.push(`${pointer}/${escapeToken(key)}`)
      else if (fieldShape !== '') known.push({ value: node[key], shape: fieldShape, pointer: `${pointer}/${escapeToken(key)}` })
    }
    for (let i = known.length - 1; i >= 0; i--) stack.push(known[i]!)
  }
  // Fields dropped at one level are found before those inside later siblings: order them as the document does.
  return dropped.sort(documentOrder(value))
}

/** Orders pointers by where they appear in `root` (keys in insertion order, items by index). */
function documentOrder(root: unknown): (a: string, b: string) => number {
  return (a, b) => {
    const x = tokens(a)
    const y = tokens(b)
    let node = root
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      if (x[i] !== y[i]) {
        if (Array.isArray(node)) return Number(x[i]) - Number(y[i])
        const keys = isJsonObject(node) ? Object.keys(node) : []
        return keys.indexOf(x[i]!) - keys.indexOf(y[i]!)
      }
      node = Array.isArray(node) ? node[Number(x[i])] : isJsonObject(node) ? node[x[i]!] : undefined
    }
    return x.length - y.length
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
