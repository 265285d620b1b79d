import type { JsonObject } from '../kube/json.js'
import { deepEqual, isJsonObject } from '../kube/json.js'
import { ChangeOp, escapeToken } from '../kube/jsonPointer.js'
import type { PodTemplate } from '../kube/podTemplate.js'
import { readablePath } from '../kube/readablePath.js'

/** One raw patch operation, with the new value. Internal: values may be secret, so they never leave the engine. */
export interface PatchOp {
  op: ChangeOp
  pointer: string
  value?: unknown
}

export interface Change {
  op: ChangeOp
  /** RFC 6901 pointer into the template as Kruise sees it: `/spec/containers/0/image`, `/metadata/labels/app`. */
  pointer: string
  /** Readable path naming list items by their key: `spec.template.spec.containers[app].env[LOG_LEVEL].value`. */
  path: string
  /** The container the change is in (name in the OLD template at that index; the new one for an added container). */
  container?: string
  /** Only for container image changes: image references are safe to show. */
  image?: { from?: string; to?: string }
}

export function createPatch(oldValue: unknown, newValue: unknown): PatchOp[] {
  return handleValues(oldValue, newValue, [], [])
}

/** Where the diff is: the keys and indexes from the root down, made into a pointer only when an op is emitted. */
type Trail = (string | number)[]

function pointerOf(trail: Trail, last?: string | number): string {
  let pointer = ''
  for (const step of trail) pointer += `/${typeof step === 'number' ? step : escapeToken(step)}`
  return last === undefined ? pointer : `${pointer}/${typeof last === 'number' ? last : escapeToken(last)}`
}

export function diffTemplates(oldTemplate: PodTemplate, newTemplate: PodTemplate): Change[] {
  return createPatch(oldTemplate, newTemplate).map((op) => describeChange(op, oldTemplate, newTemplate))
}

type JsonType = 'null' | 'object' | 'array' | 'string' | 'number' | 'boolean'

function jsonType(v: unknown): JsonType {
  if (v === null || v === undefined) return 'null'
  if (Array.isArray(v)) return 'array'
  return typeof v as JsonType
}

function handleValues(a: unknown, b: unknown, trail: Trail, patch: PatchOp[]): PatchOp[] {
  // The same object on both sides (defaultedTemplatePair shares unchanged containers) cannot differ.
  if (a === b) return patch
  const at = jsonType(a)
  const bt = jsonType(b)
  if (at === 'null' && bt === 'null') return patch
  if (at === 'null') {
    patch.push({ op: 'add', pointer: pointerOf(trail), value: b })
    return patch
  }
  if (at !== bt) {
    patch.push({ op: 'replace', pointer: pointerOf(trail), value: b })
    return patch
  }
  if (at === 'object') return diffObjects(a as JsonObject, b as JsonObject, trail, patch)
  if (at === 'array') return diffArrays(a as unknown[], b as unknown[], trail, patch)
  if (a !== b) patch.push({ op: 'replace', pointer: pointerOf(trail), value: b })
  return patch
}

function diffObjects(a: JsonObject, b: JsonObject, trail: Trail, patch: PatchOp[]): PatchOp[] {
  for (const key of Object.keys(b)) {
    if (!(key in a)) {
      patch.push({ op: 'add', pointer: pointerOf(trail, key), value: b[key] })
    } else {
      trail.push(key)
      handleValues(a[key], b[key], trail, patch)
      trail.pop()
    }
  }
  for (const key of Object.keys(a)) {
    if (!(key in b)) patch.push({ op: 'remove', pointer: pointerOf(trail, key) })
  }
  return patch
}

function diffArrays(a: unknown[], b: unknown[], trail: Trail, patch: PatchOp[]): PatchOp[] {
  if (isSimpleArray(a) && isSimpleArray(b)) {
    patch.push(...compareEditDistance(a, b, trail))
    return patch
  }
  const n = Math.min(a.length, b.length)
  for (let i = a.length - 1; i >= n; i--) patch.push({ op: 'remove', pointer: pointerOf(trail, i) })
  for (let i = n; i < b.length; i++) patch.push({ op: 'add', pointer: pointerOf(trail, i), value: b[i] })
  for (let i = 0; i < n; i++) {
    trail.push(i)
    handleValues(a[i], b[i], trail, patch)
    trail.pop()
  }
  return patch
}

function isScalar(v: unknown): boolean {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
}

/** jsonpatch's quirk: only the first non-scalar element is inspected; an object of scalars makes the array simple. */
function isSimpleArray(items: unknown[]): boolean {
  for (const item of items) {
    if (isScalar(item)) continue
    if (isJsonObject(item)) {
      for (const key of Object.keys(item)) if (item[key] !== null && !isScalar(item[key])) return false
      return true
    }
    return false
  }
  return true
}

function compareEditDistance(s: unknown[], t: unknown[], trail: Trail): PatchOp[] {
  // Equal lists have distance 0 and the backtrace below emits nothing for them: skip the table.
  if (s.length === t.length && s.every((item, i) => itemsEqual(item, t[i]))) return []
  const m = s.length
  const n = t.length
  // d(i, j) is the edit distance of s[:i] and t[:j], stored row by row in one typed array.
  const width = n + 1
  const d = new Int32Array((m + 1) * width)
  for (let i = 0; i <= m; i++) d[i * width] = i
  for (let j = 0; j <= n; j++) d[j] = j
  for (let j = 1; j <= n; j++) {
    for (let i = 1; i <= m; i++) {
      const diagonal = d[(i - 1) * width + j - 1]!
      d[i * width + j] = itemsEqual(s[i - 1], t[j - 1])
        ? diagonal
        : Math.min(diagonal + 1, d[i * width + j - 1]! + 1, d[(i - 1) * width + j]! + 1)
    }
  }
  return backtrace(s, t, trail, m, n, (i, j) => d[i * width + j]!)
}

/** deepEqual, answering the common case of two list items with different `name`s without a deep walk. */
function itemsEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (isJsonObject(a) && isJsonObject(b) && typeof a.name === 'string' && typeof b.name === 'string' && a.name !== b.name) return false
  return deepEqual(a, b)
}

function backtrace(s: unknown[], t: unknown[], trail: Trail, i0: number, j0: number, d: (i: number, j: number) => number): PatchOp[] {
  const path = pointerOf(trail)
  const ops: PatchOp[] = []
  let i = i0
  let j = j0
  for (;;) {
    const here = d(i, j)
    if (i > 0 && d(i - 1, j) + 1 === here) {
      ops.push({ op: 'remove', pointer: `${path}/${i - 1}` })
      i--
    } else if (j > 0 && d(i, j - 1) + 1 === here) {
      ops.push({ op: 'add', pointer: `${path}/${i}`, value: t[j - 1] })
      j--
    } else if (i > 0 && j > 0 && d(i - 1, j - 1) + 1 === here) {
      if (isScalar(s[0])) ops.push({ op: 'replace', pointer: `${path}/${i - 1}`, value: t[j - 1] })
      else ops.push(...handleValues(s[i - 1], t[j - 1], [...trail, i - 1], []))
      i--
      j--
    } else if (i > 0 && j > 0 && d(i - 1, j - 1) === here) {
      i--
      j--
    } else {
      return ops
    }
  }
}

// --- readable paths ---
const CONTAINER_POINTER = /^\/spec\/(containers|initContainers)\/(\d+)(\/|$)/

export function describeChange(op: PatchOp, oldTemplate: PodTemplate, newTemplate: PodTemplate): Change {
  const change: Change = { op: op.op, pointer: op.pointer, path: readablePath(op.pointer, op.op, oldTemplate, newTemplate) }
  const m = CONTAINER_POINTER.exec(op.pointer)
  if (m) {
    const list = m[1]!
    const index = Number(m[2])
    const fromOld = (oldTemplate.spec[list] as unknown[] | undefined)?.[index]
    const fromNew = (newTemplate.spec[list] as unknown[] | undefined)?.[index]
    const named = op.op === 'add' && m[3] === '' ? fromNew : (fromOld ?? fromNew)
    if (isJsonObject(named) && typeof named.name === 'string') change.container = named.name
    if (op.pointer.endsWith('/image') && op.pointer.split('/').length === 5) {
      const from = isJsonObject(fromOld) && typeof fromOld.image === 'string' ? fromOld.image : undefined
      const to = typeof op.value === 'string' ? op.value : undefined
      change.image = { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) }
    }
  }
  return change
}
