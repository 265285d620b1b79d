import type { FeatureGates } from '../kruise/gates.js'
import {
    type DefaultsPlace, type FieldDefault, MAP_FIELDS, OMIT_FALSE_FIELDS, OMIT_ZERO_FIELDS, POD_SPEC, POD_SPEC_WITHOUT_DEFAULTS, QUANTITY_FIELDS,
    QUANTITY_MAP_FIELDS, TEMPLATE, TEMPLATE_WITHOUT_DEFAULTS, defaultApplies,
} from '../kruise/podDefaults.js'
import type { JsonObject } from '../kube/json.js'
import { isJsonObject } from '../kube/json.js'
import { type ChangeOp, escapeToken } from '../kube/jsonPointer.js'
import type { PodTemplate } from '../kube/podTemplate.js'
import { canonicalQuantity, canonicalQuantityRoundedToMilli, isCanonicalSpelling } from '../kube/quantity.js'
import { type Change, type PatchOp } from './diff.js'

/** An op of diffWrittenTemplates, with its pointer's tokens: describeWrittenChange reads the path from them. */
export interface WrittenOp extends PatchOp {
  /** List indices as numbers, keys as the templates' own strings. */
  tokens: Token[]
}
type Token = string | number

/**
 * The diff of the DEFAULTED templates (defaults.ts, then diff.ts's CreatePatch), computed on the templates as written
 * without building the defaulted ones: one walk over both trees that reads every value as defaultedTemplate would
 * leave it (defaults applied where Kruise's webhook applies them, Go omitempty, canonical quantities). Building two
 * defaulted trees cost most of a prediction.
 *
 * It emits the same ops in the same order with the same pointers; a value that is not a scalar is NOT_SCALAR (nothing
 * reads more than its type). Anything it is not sure to read exactly as the defaulted path (an invalid quantity, a
 * map holding objects, a `__proto__` or Object.prototype key, a list where an object default goes) makes it answer
 * undefined, and the caller takes the defaulted path, which also raises the right error.
 */
export function diffWrittenTemplates(oldTemplate: PodTemplate, newTemplate: PodTemplate, gates: Pick<FeatureGates, 'TemplateNoDefaults'>): WrittenOp[] | undefined {
  try {
    if (!plainShape(oldTemplate) || !plainShape(newTemplate)) return undefined
    const ops: WrittenOp[] = []
    diffObjects(oldTemplate, newTemplate, gates.TemplateNoDefaults ? BARE_ROOT : ROOT, [], ops)
    return ops
  } catch {
    return undefined
  }
}

/**
 * True when defaultedTemplate surely does not throw on `template` (it throws only on an invalid quantity); false when
 * it may. Costs one walk, far less than building the defaulted template.
 */
export function surelyDefaultable(template: PodTemplate): boolean {
  try {
    checkWritten(template)
    return plainShape(template)
  } catch {
    return false
  }
}

/** The value of an op that adds or replaces an object or a list. */
export const NOT_SCALAR: unknown = Object.freeze({})

class NotHandled extends Error {}
function notHandled(): never {
  throw new NotHandled()
}

/**
 * The shape readCloneSet accepts: a spec object whose container lists are lists (or absent) of named containers,
 * metadata that is an object (or absent) with labels and annotations that are maps (or absent). defaultedTemplate reads anything else in
 * ways not mirrored here; metadataPatch and the traps then read the same keys as written.
 */
function plainShape(template: PodTemplate): boolean {
  const spec = template.spec
  if (!isJsonObject(spec)) return false
  for (const list of ['containers', 'initContainers']) {
    const value = spec[list]
    if (value === undefined || value === null) continue
    if (!Array.isArray(value)) return false
    // A container name Go drops ('', null, []) reads differently in the explanations that name containers.
    for (const item of value) if (isJsonObject(item) && item.name !== undefined && fieldKind(item.name, 0) === OMITTED) return false
  }
  const metadata = template.metadata
  if (metadata === undefined || metadata === null) return true
  if (!isJsonObject(metadata)) return false
  for (const kind of ['labels', 'annotations']) {
    const map = metadata[kind]
    if (map !== undefined && map !== null && !isJsonObject(map)) return false
  }
  return true
}

// --- field names: how Go encodes them (podDefaults.ts), as flags ---

const MAP = 1
const QUANTITY_MAP = 2
const OMIT_FALSE = 4
const OMIT_ZERO = 8
const QUANTITY = 16

const FIELD_FLAGS = new Map<string, number>()
const addFlag = (keys: ReadonlySet<string>, flag: number) => { for (const key of keys) FIELD_FLAGS.set(key, (FIELD_FLAGS.get(key) ?? 0) | flag) }
addFlag(MAP_FIELDS, MAP)
addFlag(QUANTITY_MAP_FIELDS, QUANTITY_MAP)
addFlag(OMIT_FALSE_FIELDS, OMIT_FALSE)
addFlag(OMIT_ZERO_FIELDS, OMIT_ZERO)
addFlag(QUANTITY_FIELDS, QUANTITY)

function flagsOf(key: string): number {
  return FIELD_FLAGS.get(key) ?? 0
}

// --- where Kruise's webhook defaults (podDefaults.ts), as numbered positions in the template ---

type Rule = FieldDefault

/** Position 0 is any place without defaults; every place of the table gets a number of its own. */
const GENERIC = 0
const PLACES: DefaultsPlace[] = [{ defaults: [], objects: {}, items: {}, roundedToMilli: [] }]
const PLACE_POSITIONS = new Map<DefaultsPlace, number>()
function positionOf(place: DefaultsPlace): number {
  let position = PLACE_POSITIONS.get(place)
  if (position === undefined) {
    position = PLACES.push(place) - 1
    PLACE_POSITIONS.set(place, position)
    for (const child of [...Object.values(place.objects), ...Object.values(place.items)]) positionOf(child)
  }
  return position
}
const ROOT = positionOf(TEMPLATE)
const BARE_ROOT = positionOf(TEMPLATE_WITHOUT_DEFAULTS)
const SPEC = positionOf(POD_SPEC)
const BARE_SPEC = positionOf(POD_SPEC_WITHOUT_DEFAULTS)

const RULE_LISTS: (readonly Rule[])[] = PLACES.map((place) => place.defaults)
const applies = defaultApplies

/** The value a written field has once defaulted in place (a default for a missing field is added at the end). */
function defaulted(rule: Rule | undefined, obj: JsonObject, value: unknown): unknown {
  if (rule === undefined || rule.when === 'not-object-at-end' || !applies(rule, obj, value)) return value
  // An object default over a written list would turn a list into an object on the way down: too rare to mirror.
  if (Array.isArray(value)) notHandled()
  return rule.value(obj)
}

/** A default added after the written keys, or MISSING. */
function appended(rule: Rule, obj: JsonObject): unknown {
  const value = obj[rule.key]
  if (value !== undefined && rule.when !== 'not-object-at-end') return MISSING
  if (!applies(rule, obj, value)) return MISSING
  if (Array.isArray(value)) notHandled()
  return rule.value(obj)
}

// --- values as Go encodes them ---

const OMITTED = 0
const SCALAR = 1
const OBJECT = 2
const LIST = 3
const MAP_VALUE = 4
const NULL_ITEM = 5

/** Object field: OMITTED when Go's omitempty drops it (null, '', [], {} of a map, false/0 of some fields). */
function fieldKind(value: unknown, flags: number): number {
  if (value === null || value === undefined) return OMITTED
  if (typeof value === 'object') {
    if (Array.isArray(value)) return value.length === 0 ? OMITTED : LIST
    if (flags & MAP) return mapHasValue(value as JsonObject) ? MAP_VALUE : OMITTED
    return OBJECT
  }
  if (flags & QUANTITY) return SCALAR
  if (value === '') return OMITTED
  if (value === false) return flags & OMIT_FALSE ? OMITTED : SCALAR
  if (value === 0) return flags & OMIT_ZERO ? OMITTED : SCALAR
  return SCALAR
}

/** List item: null (and an empty list) encode as null; nothing else is dropped. */
function itemKind(value: unknown): number {
  if (value === null || value === undefined) return NULL_ITEM
  if (typeof value !== 'object') return SCALAR
  if (Array.isArray(value)) return value.length === 0 ? NULL_ITEM : LIST
  return OBJECT
}

function mapHasValue(map: JsonObject): boolean {
  for (const key of Object.keys(map)) if (map[key] !== null && map[key] !== undefined) return true
  return false
}

function fieldScalar(value: unknown, flags: number): unknown {
  return flags & QUANTITY ? canonicalQuantity(value as string | number) : value
}

function fieldValue(value: unknown, kind: number, flags: number, key: string): unknown {
  if (kind === SCALAR) return fieldScalar(value, flags)
  // An image's value becomes the UpdateSpec's image as a string (eligibility.ts): that one must be the real value.
  if (key === 'image') notHandled()
  return NOT_SCALAR
}

function itemValue(value: unknown, kind: number): unknown {
  return kind === SCALAR ? value : kind === NULL_ITEM ? null : NOT_SCALAR
}

const PLAIN = 0
const CANONICAL = 1
const ROUNDED = 2

function mapEntry(value: unknown, mode: number): unknown {
  if (mode === PLAIN) return value
  if (typeof value === 'string' && isCanonicalSpelling(value) && (mode === CANONICAL || !(value.endsWith('n') || value.endsWith('u')))) return value
  return mode === CANONICAL ? canonicalQuantity(value as string) : canonicalQuantity(canonicalQuantityRoundedToMilli(value as string))
}

/** What the walk needs of a field at a position, in one lookup. */
interface FieldInfo {
  flags: number
  rule: Rule | undefined
  /** Position of an object value, and of a list value's items. */
  object: number
  items: number
  mapMode: number
}

const NO_INFO: FieldInfo = { flags: 0, rule: undefined, object: GENERIC, items: GENERIC, mapMode: PLAIN }
const INFOS: Map<string, FieldInfo>[] = []
const HAS_RULES: boolean[] = []
for (const place of PLACES) {
  const infos = new Map<string, FieldInfo>()
  const keys = new Set([...FIELD_FLAGS.keys(), ...Object.keys(place.objects), ...Object.keys(place.items), ...place.defaults.map((d) => d.key)])
  for (const key of keys) {
    const flags = flagsOf(key)
    const object = place.objects[key]
    const items = place.items[key]
    infos.set(key, {
      flags,
      rule: place.defaults.find((d) => d.key === key),
      object: object === undefined ? GENERIC : positionOf(object),
      items: items === undefined ? GENERIC : positionOf(items),
      mapMode: !(flags & QUANTITY_MAP) ? PLAIN : place.roundedToMilli.includes(key) ? ROUNDED : CANONICAL,
    })
  }
  INFOS.push(infos)
  HAS_RULES.push(place.defaults.length > 0)
}

function infoOf(position: number, key: string): FieldInfo {
  return INFOS[position]!.get(key) ?? NO_INFO
}

/** The field's default at this position, if it has one. */
function ruleAt(position: number, key: string): Rule | undefined {
  return HAS_RULES[position] ? INFOS[position]!.get(key)?.rule : undefined
}

/** The field has no default at this position, so written alike means defaulted alike. */
function noRule(position: number, key: string): boolean {
  return ruleAt(position, key) === undefined
}

// --- the walk: diff.ts handleValues/diffObjects/diffArrays on the defaulted values ---
//
// It also checks every value it reads (checkField and friends), where normalizeStruct would throw or build something
// the walk does not mirror, so the two templates are read once. A value written alike on both sides, outside a default,
// is defaulted alike and needs no more than that check. The diff functions answer whether their two values are equal
// as written: a default that depends on other fields (an init container's pull policy) then needs no look.

type Trail = Token[]
const MISSING: unknown = Symbol('missing')

function tokensOf(trail: Trail, last?: Token): Token[] {
  const tokens = trail.slice()
  if (last !== undefined) tokens.push(last)
  return tokens
}

function writtenOp(op: ChangeOp, tokens: Token[], value?: unknown): WrittenOp {
  // One join makes a flat string; `+=` a rope that the first regular expression or startsWith on it flattens again.
  const parts: Token[] = ['']
  for (const token of tokens) parts.push(typeof token === 'number' ? token : escapeToken(token))
  const pointer = tokens.length === 0 ? '' : parts.join('/')
  return op === 'remove' ? { op, pointer, tokens } : { op, pointer, value, tokens }
}

/** The defaulted value of `key` in `obj`, or MISSING when the defaulted object has no such key. */
function fieldOf(obj: JsonObject, key: string, info: FieldInfo): unknown {
  const written = obj[key]
  const rule = info.rule
  if (written === undefined) return rule === undefined ? MISSING : appended(rule, obj)
  // An Object.prototype name the object lacks: the defaulted path's `key in obj` would see the prototype's.
  if (typeof written === 'function') notHandled()
  const value = defaulted(rule, obj, written)
  if (fieldKind(value, info.flags) !== OMITTED) return value
  // Dropped, so the defaulted object lacks it: an Object.prototype name would again be found on the prototype.
  if (key in Object.prototype) notHandled()
  return rule === undefined ? MISSING : appended(rule, obj)
}

function keyCount(obj: JsonObject): number {
  let count = 0
  for (const _ in obj) count++
  return count
}

function diffObjects(a: JsonObject, b: JsonObject, position: number, trail: Trail, ops: WrittenOp[]): boolean {
  let count = 0
  let shared = 0
  let same = true
  let removals = false
  // for...in, not Object.keys: the same own keys in the same order for JSON objects, without an array per object.
  for (const key in b) {
    count++
    const vb = b[key]
    const va = a[key]
    if (va !== undefined) shared++
    // Written alike: defaulted alike, unless the default reads other fields.
    if (va === vb && !ruleAt(position, key)?.dependent) {
      if (typeof vb === 'object' ? vb !== null : key === 'sizeLimit') checkSame(key, vb)
      continue
    }
    const info = infoOf(position, key)
    // An object default leaves two objects as written: diffed as children, so two alike keep `same`.
    const asChildren = info.rule === undefined || (info.rule.when === 'not-object' && isJsonObject(va) && isJsonObject(vb))
    const children = asChildren ? diffChildren(va, vb, key, info, trail, ops) : NOT_BOTH
    if (children === SAME) continue
    same = false
    if (children === NOT_BOTH && diffField(a, b, key, va, vb, info, trail, ops)) removals = true
  }
  const aCount = keyCount(a)
  if (aCount !== count || shared !== count) same = false
  if (!same && HAS_RULES[position] && diffAppended(a, b, position, trail, ops)) removals = true
  if (removals || shared !== aCount) removeFields(a, b, position, trail, ops)
  return same
}

const NOT_BOTH = 0
const DIFFERENT = 1
const SAME = 2

/**
 * Two objects, two lists or two maps under a field without a default (or whose object default leaves two objects as
 * written): the common case, diffed directly.
 */
function diffChildren(va: unknown, vb: unknown, key: string, info: FieldInfo, trail: Trail, ops: WrittenOp[]): number {
  if (typeof va !== 'object' || va === null || typeof vb !== 'object' || vb === null) return NOT_BOTH
  if (key === '__proto__') notHandled()
  let same: boolean
  if (Array.isArray(va)) {
    if (!Array.isArray(vb)) return NOT_BOTH
    // Item by item, once: the diff starts at the first item not the same as written. A whole-list check first would
    // walk the items before a difference twice (and once more for every enclosing list or object checked first).
    const prefix = sameItemsPrefix(va, vb)
    if (prefix === va.length && prefix === vb.length) return SAME
    if (va.length === 0 || vb.length === 0) return NOT_BOTH
    trail.push(key)
    same = diffLists(va, vb, info.items, trail, ops, prefix)
  } else if (info.object !== SPEC && info.object !== BARE_SPEC && sameValues(va, vb, info.flags)) {
    // The pod spec is not checked whole first: it holds every list, each checked item by item below.
    return SAME
  } else if (Array.isArray(vb)) {
    return NOT_BOTH
  } else if (info.flags & MAP) {
    if (!mapHasValue(va as JsonObject) || !mapHasValue(vb as JsonObject)) return NOT_BOTH
    trail.push(key)
    same = diffMaps(va as JsonObject, vb as JsonObject, info.mapMode, trail, ops)
  } else {
    trail.push(key)
    same = diffObjects(va as JsonObject, vb as JsonObject, info.object, trail, ops)
  }
  trail.pop()
  return same ? SAME : DIFFERENT
}

/** One key of b, in general: add or recurse. True when a may have it and b not (a remove follows). */
function diffField(a: JsonObject, b: JsonObject, key: string, va: unknown, vb: unknown, info: FieldInfo, trail: Trail, ops: WrittenOp[]): boolean {
  if (key === '__proto__') notHandled()
  const db = defaulted(info.rule, b, vb)
  const kb = fieldKind(db, info.flags)
  if (kb === OMITTED) {
    if (va === undefined) return false
    checkField(key, va)
    return true
  }
  const da = fieldOf(a, key, info)
  if (da === MISSING) {
    checkField(key, vb)
    ops.push(writtenOp('add', tokensOf(trail, key), fieldValue(db, kb, info.flags, key)))
  } else {
    diffFields(da, db, kb, key, info, trail, ops)
  }
  return false
}

/** The defaults b gains after its written keys. True when a gains one b lacks (a remove follows). */
function diffAppended(a: JsonObject, b: JsonObject, position: number, trail: Trail, ops: WrittenOp[]): boolean {
  let removals = false
  for (const rule of RULE_LISTS[position]!) {
    // Written on neither side: both gain the same default, or neither does.
    if (a[rule.key] === undefined && b[rule.key] === undefined && !rule.dependent) continue
    const vb = appended(rule, b)
    if (vb === MISSING) {
      if (appended(rule, a) !== MISSING) removals = true
      continue
    }
    const info = infoOf(position, rule.key)
    const va = fieldOf(a, rule.key, info)
    if (va === MISSING) ops.push(writtenOp('add', tokensOf(trail, rule.key), fieldValue(vb, fieldKind(vb, info.flags), info.flags, rule.key)))
    else diffFields(va, vb, fieldKind(vb, info.flags), rule.key, info, trail, ops)
  }
  return removals
}

/** diff.ts's remove pass: a's keys (then the defaults a gained) that b does not have. */
function removeFields(a: JsonObject, b: JsonObject, position: number, trail: Trail, ops: WrittenOp[]): void {
  for (const key in a) {
    const va = a[key]
    const vb = b[key]
    if (va === vb && noRule(position, key)) continue
    if (key === '__proto__') notHandled()
    if (vb === undefined) checkField(key, va)
    const info = infoOf(position, key)
    if (fieldKind(defaulted(info.rule, a, va), info.flags) === OMITTED) continue
    if (fieldOf(b, key, info) === MISSING) ops.push(writtenOp('remove', tokensOf(trail, key)))
  }
  for (const rule of RULE_LISTS[position]!) {
    if (appended(rule, a) === MISSING) continue
    if (fieldOf(b, rule.key, infoOf(position, rule.key)) === MISSING) ops.push(writtenOp('remove', tokensOf(trail, rule.key)))
  }
}

function diffFields(va: unknown, vb: unknown, kb: number, key: string, info: FieldInfo, trail: Trail, ops: WrittenOp[]): void {
  if (va === vb) {
    checkSame(key, vb)
    return
  }
  const ka = fieldKind(va, info.flags)
  if (ka !== kb) {
    checkField(key, va)
    checkField(key, vb)
    ops.push(writtenOp('replace', tokensOf(trail, key), fieldValue(vb, kb, info.flags, key)))
    return
  }
  if (kb === SCALAR) {
    const nb = fieldScalar(vb, info.flags)
    if (fieldScalar(va, info.flags) !== nb) ops.push(writtenOp('replace', tokensOf(trail, key), nb))
    return
  }
  trail.push(key)
  if (kb === OBJECT) diffObjects(va as JsonObject, vb as JsonObject, info.object, trail, ops)
  else if (kb === LIST) diffLists(va as unknown[], vb as unknown[], info.items, trail, ops)
  else diffMaps(va as JsonObject, vb as JsonObject, info.mapMode, trail, ops)
  trail.pop()
}

function diffMaps(a: JsonObject, b: JsonObject, mode: number, trail: Trail, ops: WrittenOp[]): boolean {
  let same = true
  let count = 0
  for (const key in b) {
    count++
    const vb = b[key]
    const va = a[key]
    if (va !== vb) same = false
    if (vb === null || vb === undefined) continue
    checkMapEntry(key, vb, va)
    if (va === null || va === undefined) {
      if (key in Object.prototype) notHandled()
      ops.push(writtenOp('add', tokensOf(trail, key), mapEntry(vb, mode)))
    } else if (va === vb) {
      if (mode !== PLAIN) checkQuantity(vb)
    } else {
      const nb = mapEntry(vb, mode)
      if (mapEntry(va, mode) !== nb) ops.push(writtenOp('replace', tokensOf(trail, key), nb))
    }
  }
  for (const key in a) {
    count--
    const va = a[key]
    if (va === null || va === undefined) continue
    // b[key] reads an Object.prototype member where b lacks the key: those names are not mirrored.
    if (key === '__proto__') notHandled()
    const vb = b[key]
    if (vb !== null && vb !== undefined && typeof vb !== 'function') continue
    checkMapEntry(key, va, vb)
    if (key in Object.prototype) notHandled()
    if (mode !== PLAIN) checkQuantity(va)
    ops.push(writtenOp('remove', tokensOf(trail, key)))
  }
  return same && count === 0
}

/** How many leading items the two lists have the same as written (checked as sameValues checks them). */
function sameItemsPrefix(a: unknown[], b: unknown[]): number {
  const n = Math.min(a.length, b.length)
  let i = 0
  while (i < n && sameValues(a[i], b[i], 0)) i++
  return i
}

/**
 * `prefix` (from sameItemsPrefix): the items before it are the same as written, so they give no op, and the item at it
 * is not, so it needs no second look before its diff.
 */
function diffLists(a: unknown[], b: unknown[], position: number, trail: Trail, ops: WrittenOp[], prefix?: number): boolean {
  if (isSimpleList(a, position) && isSimpleList(b, position)) return editDistance(a, b, position, trail, ops, prefix ?? 0)
  const n = Math.min(a.length, b.length)
  let same = a.length === b.length
  for (let i = a.length - 1; i >= n; i--) {
    checkItem(a[i])
    ops.push(writtenOp('remove', tokensOf(trail, i)))
  }
  for (let i = n; i < b.length; i++) {
    checkItem(b[i])
    ops.push(writtenOp('add', tokensOf(trail, i), itemValue(b[i], itemKind(b[i]))))
  }
  for (let i = prefix ?? 0; i < n; i++) {
    trail.push(i)
    if (!diffItems(a[i], b[i], position, trail, ops, i === prefix)) same = false
    trail.pop()
  }
  return same
}

/** `differs`: the two are known not to be the same as written (not checked whole again). */
function diffItems(a: unknown, b: unknown, position: number, trail: Trail, ops: WrittenOp[], differs = false): boolean {
  if (a === b) {
    checkItem(a)
    return true
  }
  const ka = itemKind(a)
  const kb = itemKind(b)
  if (ka === NULL_ITEM && kb === NULL_ITEM) return false
  if (ka === NULL_ITEM || ka !== kb) {
    checkItem(a)
    checkItem(b)
    ops.push(writtenOp(ka === NULL_ITEM ? 'add' : 'replace', tokensOf(trail), itemValue(b, kb)))
    return false
  }
  if (kb === SCALAR) {
    ops.push(writtenOp('replace', tokensOf(trail), b))
    return false
  }
  if (kb === OBJECT) return (!differs && sameObjects(a as JsonObject, b as JsonObject)) || diffObjects(a as JsonObject, b as JsonObject, position, trail, ops)
  return diffLists(a as unknown[], b as unknown[], GENERIC, trail, ops)
}

function isScalar(v: unknown): boolean {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
}

/** diff.ts isSimpleArray on the defaulted list: the first object decides, by its defaulted fields. */
function isSimpleList(list: unknown[], position: number): boolean {
  for (const item of list) {
    if (isScalar(item)) continue
    if (!isJsonObject(item)) return false
    for (const key in item) {
      const rule = HAS_RULES[position] ? INFOS[position]!.get(key)?.rule : undefined
      const value = rule === undefined ? item[key] : defaulted(rule, item, item[key])
      if (typeof value !== 'object' || value === null) continue
      if (key === '__proto__') notHandled()
      if (fieldKind(value, flagsOf(key)) !== OMITTED) return false
    }
    for (const rule of RULE_LISTS[position]!) {
      const value = appended(rule, item)
      if (value !== MISSING && !isScalar(value)) return false
    }
    return true
  }
  return true
}

/** diff.ts compareEditDistance and backtrace, with equality of defaulted items. */
function editDistance(s: unknown[], t: unknown[], position: number, trail: Trail, ops: WrittenOp[], from: number): boolean {
  const m = s.length
  const n = t.length
  if (m === n) {
    let differing = -1
    let count = 0
    let same = true
    for (let i = from; i < m && count < 2; i++) {
      const equal = itemsEqual(s[i], t[i], position)
      if (equal === UNEQUAL) {
        differing = i
        count++
      } else if (equal !== SAME) {
        same = false
      }
    }
    if (count === 0) return same
    // One differing position: the table's backtrace walks the diagonal and replaces exactly there.
    if (count === 1) {
      replaceStep(s, t, differing, differing, position, trail, ops)
      return false
    }
  }
  // The table compares items without reading all of them: check them all first.
  for (const item of s) checkItem(item)
  for (const item of t) checkItem(item)
  const width = n + 1
  const d = new Int32Array((m + 1) * width)
  for (let i = 0; i <= m; i++) d[i * width] = i
  for (let j = 0; j <= n; j++) d[j] = j
  for (let j = 1; j <= n; j++) {
    for (let i = 1; i <= m; i++) {
      const diagonal = d[(i - 1) * width + j - 1]!
      d[i * width + j] = itemsEqual(s[i - 1], t[j - 1], position) !== UNEQUAL
        ? diagonal
        : Math.min(diagonal + 1, d[i * width + j - 1]! + 1, d[(i - 1) * width + j]! + 1)
    }
  }
  let i = m
  let j = n
  for (;;) {
    const here = d[i * width + j]!
    if (i > 0 && d[(i - 1) * width + j]! + 1 === here) {
      ops.push(writtenOp('remove', tokensOf(trail, i - 1)))
      i--
    } else if (j > 0 && d[i * width + j - 1]! + 1 === here) {
      ops.push(writtenOp('add', tokensOf(trail, i), itemValue(t[j - 1], itemKind(t[j - 1]))))
      j--
    } else if (i > 0 && j > 0 && d[(i - 1) * width + j - 1]! + 1 === here) {
      replaceStep(s, t, i - 1, j - 1, position, trail, ops)
      i--
      j--
    } else if (i > 0 && j > 0 && d[(i - 1) * width + j - 1]! === here) {
      i--
      j--
    } else {
      return false
    }
  }
}

function replaceStep(s: unknown[], t: unknown[], i: number, j: number, position: number, trail: Trail, ops: WrittenOp[]): void {
  if (isScalar(s[0])) {
    checkItem(s[i])
    checkItem(t[j])
    ops.push(writtenOp('replace', tokensOf(trail, i), itemValue(t[j], itemKind(t[j]))))
    return
  }
  trail.push(i)
  // The edit distance replaces only items it found unequal.
  diffItems(s[i], t[j], position, trail, ops, true)
  trail.pop()
}

// --- equality of defaulted values (diff.ts deepEqual): UNEQUAL, EQUAL once defaulted, or SAME as written ---
// An answer other than UNEQUAL has checked both values; UNEQUAL has checked nothing.

const UNEQUAL = 0
const EQUAL = 1

function itemsEqual(a: unknown, b: unknown, position: number): number {
  if (a === b) {
    checkItem(a)
    return SAME
  }
  const ka = itemKind(a)
  if (ka !== itemKind(b)) return UNEQUAL
  if (ka === NULL_ITEM) return EQUAL
  if (ka === SCALAR) return UNEQUAL
  if (ka === LIST) return listsEqual(a as unknown[], b as unknown[], GENERIC)
  const x = a as JsonObject
  const y = b as JsonObject
  // Items named differently differ (a name is never defaulted; '' is dropped, which still differs from a name).
  if (typeof x.name === 'string' && typeof y.name === 'string' && x.name !== y.name) return UNEQUAL
  return sameObjects(x, y) ? SAME : objectsEqual(x, y, position)
}

function listsEqual(a: unknown[], b: unknown[], position: number): number {
  if (a.length !== b.length) return UNEQUAL
  let result = SAME
  for (let i = 0; i < a.length; i++) {
    const equal = itemsEqual(a[i], b[i], position)
    if (equal === UNEQUAL) return UNEQUAL
    if (equal === EQUAL) result = EQUAL
  }
  return result
}

function objectsEqual(a: JsonObject, b: JsonObject, position: number): number {
  let count = 0
  let result = SAME
  for (const key in a) {
    const va = a[key]
    const vb = b[key]
    // Written with other keys: only counting the defaulted keys can tell.
    if (vb === undefined) return countedEqual(a, b, position) ? EQUAL : UNEQUAL
    count++
    if (va === vb && noRule(position, key)) {
      if (typeof va === 'object' ? va !== null : key === 'sizeLimit') checkSame(key, va)
      continue
    }
    if (key === '__proto__') notHandled()
    const info = infoOf(position, key)
    const da = fieldOf(a, key, info)
    const db = fieldOf(b, key, info)
    if (da === MISSING || db === MISSING) {
      if (da !== db) return UNEQUAL
      result = EQUAL
      continue
    }
    const equal = fieldsEqual(da, db, fieldKind(da, info.flags), key, info)
    if (equal === UNEQUAL) return UNEQUAL
    if (equal === EQUAL || info.rule !== undefined) result = EQUAL
  }
  if (count !== keyCount(b)) return countedEqual(a, b, position) ? EQUAL : UNEQUAL
  if (result === SAME) return SAME
  // The same keys: a default either side gains that depends on other fields may still differ.
  for (const rule of RULE_LISTS[position]!) {
    if (a[rule.key] !== undefined || !rule.dependent) continue
    const da = appended(rule, a)
    const db = appended(rule, b)
    if (da === MISSING || db === MISSING) {
      if (da !== db) return UNEQUAL
    } else {
      const info = infoOf(position, rule.key)
      if (fieldsEqual(da, db, fieldKind(da, info.flags), rule.key, info) === UNEQUAL) return UNEQUAL
    }
  }
  return EQUAL
}

function countedEqual(a: JsonObject, b: JsonObject, position: number): boolean {
  let count = 0
  for (const key of Object.keys(a)) {
    if (key === '__proto__') notHandled()
    const info = infoOf(position, key)
    const va = defaulted(info.rule, a, a[key])
    const ka = fieldKind(va, info.flags)
    if (ka === OMITTED) continue
    count++
    const vb = fieldOf(b, key, info)
    if (vb === MISSING || fieldsEqual(va, vb, ka, key, info) === UNEQUAL) return false
  }
  for (const rule of RULE_LISTS[position]!) {
    const va = appended(rule, a)
    if (va === MISSING) continue
    count++
    const info = infoOf(position, rule.key)
    const vb = fieldOf(b, rule.key, info)
    if (vb === MISSING || fieldsEqual(va, vb, fieldKind(va, info.flags), rule.key, info) === UNEQUAL) return false
  }
  return count === fieldCount(b, position)
}

function fieldCount(obj: JsonObject, position: number): number {
  let count = 0
  for (const key of Object.keys(obj)) {
    if (key === '__proto__') notHandled()
    const info = infoOf(position, key)
    if (fieldKind(defaulted(info.rule, obj, obj[key]), info.flags) !== OMITTED) count++
  }
  for (const rule of RULE_LISTS[position]!) if (appended(rule, obj) !== MISSING) count++
  return count
}

function fieldsEqual(va: unknown, vb: unknown, ka: number, key: string, info: FieldInfo): number {
  if (va === vb) {
    checkSame(key, va)
    return SAME
  }
  if (fieldKind(vb, info.flags) !== ka) return UNEQUAL
  switch (ka) {
    case SCALAR: return fieldScalar(va, info.flags) === fieldScalar(vb, info.flags) ? EQUAL : UNEQUAL
    case OBJECT: return objectsEqual(va as JsonObject, vb as JsonObject, info.object)
    case LIST: return listsEqual(va as unknown[], vb as unknown[], info.items)
    default: return mapsEqual(va as JsonObject, vb as JsonObject, info.mapMode)
  }
}

function mapsEqual(a: JsonObject, b: JsonObject, mode: number): number {
  let result = SAME
  let present = 0
  let count = 0
  for (const key in a) {
    count++
    const va = a[key]
    const vb = b[key]
    if (va !== vb) result = EQUAL
    if (va === null || va === undefined) continue
    present++
    if (vb === null || vb === undefined) return UNEQUAL
    checkMapEntry(key, va, vb)
    if (va === vb) {
      if (mode !== PLAIN) checkQuantity(va)
    } else if (mapEntry(va, mode) !== mapEntry(vb, mode)) {
      return UNEQUAL
    }
  }
  for (const key in b) {
    count--
    if (b[key] !== null && b[key] !== undefined) present--
  }
  if (present !== 0) return UNEQUAL
  return result === SAME && count === 0 ? SAME : EQUAL
}

// --- written alike: two trees equal as written are equal once defaulted at any one position ---
//
// Defaulting a subtree reads nothing outside it, so two subtrees equal as written need no more than the check of one
// of them (checkField, fused into the comparison here). Separately decoded objects are never identical, and most of
// two templates is equal as written: this plain comparison costs a fraction of the defaulted walk it saves. A false
// answer may have checked part of the trees; the walk then reads them again.

function sameValues(a: unknown, b: unknown, flags: number): boolean {
  if (a === b) {
    if (typeof a === 'object') {
      if (a !== null) checkValue(a, flags)
    } else if (flags & QUANTITY && a !== undefined) {
      checkQuantity(a)
    }
    return true
  }
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!sameValues(a[i], b[i], 0)) return false
    return true
  }
  if (Array.isArray(b)) return false
  return flags & MAP ? sameMaps(a as JsonObject, b as JsonObject, (flags & QUANTITY_MAP) !== 0) : sameObjects(a as JsonObject, b as JsonObject)
}

function sameObjects(a: JsonObject, b: JsonObject): boolean {
  let count = 0
  for (const key in a) {
    count++
    if (key === '__proto__') notHandled()
    const va = a[key]
    const vb = b[key]
    // A scalar's flags matter only for a quantity, and sizeLimit is the one scalar quantity field.
    if (typeof va !== 'object' || va === null) {
      if (va !== vb) return false
      if (key === 'sizeLimit' && va !== undefined) checkQuantity(va)
    } else if (vb === undefined || !sameValues(va, vb, flagsOf(key))) {
      return false
    }
  }
  for (const _ in b) count--
  return count === 0
}

function sameMaps(a: JsonObject, b: JsonObject, quantities: boolean): boolean {
  let count = 0
  for (const key in a) {
    count++
    if (key in Object.prototype) notHandled()
    const value = a[key]
    if (value !== b[key]) return false
    if (value === null || value === undefined) continue
    if (typeof value === 'object') notHandled()
    if (quantities) checkQuantity(value)
  }
  for (const _ in b) count--
  return count === 0
}

function checkValue(value: object, flags: number): void {
  if (!Array.isArray(value) && flags & MAP) checkMap(value as JsonObject, (flags & QUANTITY_MAP) !== 0)
  else checkWritten(value)
}

// --- what the defaulted path would refuse or read differently ---

/** A field written alike on both sides: checked once. */
function checkSame(key: string, value: unknown): void {
  if (typeof value === 'object') {
    if (value !== null) checkField(key, value)
  } else if (key === 'sizeLimit') {
    checkQuantity(value)
  }
}

/** A field the walk does not descend into, checked as normalizeStruct reads it under `key`. */
function checkField(key: string, value: unknown): void {
  if (key === '__proto__') notHandled()
  if (typeof value === 'object') {
    if (value === null) return
    const flags = Array.isArray(value) ? 0 : flagsOf(key)
    if (flags & MAP) checkMap(value as JsonObject, (flags & QUANTITY_MAP) !== 0)
    else checkWritten(value)
  } else if (key === 'sizeLimit' && value !== undefined) {
    checkQuantity(value)
  }
}

function checkItem(value: unknown): void {
  if (typeof value === 'object' && value !== null) checkWritten(value)
}

/**
 * Throws NotHandled where normalizeStruct would throw (an invalid quantity) or build something this walk does not
 * mirror: an own `__proto__` key, a map holding an object or list, or a map key that is an Object.prototype name.
 */
function checkWritten(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) checkItem(item)
    return
  }
  const obj = value as JsonObject
  for (const key of Object.keys(obj)) checkField(key, obj[key])
}

function checkMap(map: JsonObject, quantities: boolean): void {
  for (const key of Object.keys(map)) {
    if (key in Object.prototype) notHandled()
    const value = map[key]
    if (value === null || value === undefined) continue
    if (typeof value === 'object') notHandled()
    if (quantities) checkQuantity(value)
  }
}

/** A map entry with a value, and the other side's entry under the same key. */
function checkMapEntry(key: string, value: unknown, other: unknown): void {
  if (key === '__proto__' || typeof value === 'object' || typeof other === 'object' && other !== null || typeof other === 'function') notHandled()
}

function checkQuantity(value: unknown): void {
  if (typeof value === 'string' && isCanonicalSpelling(value)) return
  if (typeof value !== 'string' && typeof value !== 'number') notHandled()
  // Both spellings the defaulted path may store; either throwing means it throws (or might).
  canonicalQuantity(value)
  canonicalQuantity(canonicalQuantityRoundedToMilli(value))
}

// --- describing a change: diff.ts describeChange and readablePath, read on the written templates ---

/** `[A-Za-z_][A-Za-z0-9_]*`, without a regular expression (this runs for every token of every change's path). */
function isIdentifier(token: string): boolean {
  if (token.length === 0) return false
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i)
    const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95
    if (!letter && !(i > 0 && c >= 48 && c <= 57)) return false
  }
  return true
}

/** A written list as defaulted: an empty one is dropped. */
function isList(value: unknown): value is unknown[] {
  return Array.isArray(value) && value.length > 0
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** diff.ts itemKey on the defaulted item: '' fields are dropped, a port's protocol defaults to TCP. */
function itemKey(item: unknown): string | undefined {
  if (!isJsonObject(item)) return undefined
  const key = text(item.name) ?? text(item.mountPath) ?? text(item.devicePath)
  if (key !== undefined) return key
  if (typeof item.containerPort === 'number') return `${item.containerPort}/${text(item.protocol) ?? 'TCP'}`
  return text(item.conditionType) ?? text(item.ip)
}

function readablePath(tokens: Token[], op: ChangeOp, oldTemplate: unknown, newTemplate: unknown): string {
  // Joined once at the end (a flat string, see writtenOp).
  const path: string[] = ['spec.template']
  let oldNode: unknown = oldTemplate
  let newNode: unknown = newTemplate
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!
    const oldList = isList(oldNode)
    const newList = isList(newNode)
    if (oldList || newList) {
      const i = Number(token)
      const appendedItem = op === 'add' && index === tokens.length - 1
      const source = appendedItem ? newNode : oldList && (oldNode as unknown[])[i] !== undefined ? oldNode : newNode
      const key = isList(source) ? itemKey(source[i]) : undefined
      const newKey = !appendedItem && newList && oldList ? itemKey((newNode as unknown[])[i]) : key
      path.push(key === undefined ? `[${i}]` : newKey !== undefined && newKey !== key ? `[${key}->${newKey}]` : `[${key}]`)
      oldNode = oldList ? (oldNode as unknown[])[i] : undefined
      newNode = newList ? (newNode as unknown[])[i] : undefined
      continue
    }
    const name = String(token)
    path.push(isIdentifier(name) ? `.${name}` : `[${name}]`)
    oldNode = isJsonObject(oldNode) ? oldNode[name] : undefined
    newNode = isJsonObject(newNode) ? newNode[name] : undefined
  }
  return path.join('')
}

/** diff.ts describeChange for an op of diffWrittenTemplates, read on the written templates. */
export function describeWrittenChange(op: WrittenOp, oldTemplate: PodTemplate, newTemplate: PodTemplate): Change {
  const tokens = op.tokens
  const change: Change = { op: op.op, pointer: op.pointer, path: readablePath(tokens, op.op, oldTemplate, newTemplate) }
  const list = tokens[1]
  if (tokens[0] === 'spec' && (list === 'containers' || list === 'initContainers') && typeof tokens[2] === 'number') {
    const index = tokens[2]
    const fromOld = (oldTemplate.spec[list] as unknown[] | null | undefined)?.[index]
    const fromNew = (newTemplate.spec[list] as unknown[] | null | undefined)?.[index]
    const named = op.op === 'add' && tokens.length === 3 ? fromNew : (fromOld ?? fromNew)
    if (isJsonObject(named) && typeof named.name === 'string') change.container = named.name
    if (tokens.length === 4 && tokens[3] === 'image') {
      const from = isJsonObject(fromOld) ? text(fromOld.image) : undefined
      const image: NonNullable<Change['image']> = {}
      if (from !== undefined) image.from = from
      if (typeof op.value === 'string') image.to = op.value
      change.image = image
    }
  }
  return change
}
