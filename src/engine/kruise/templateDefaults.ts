import { GuardError, isGuardError } from '../../errors.js'
import type { JsonObject } from '../kube/json.js'
import { deepEqual, isJsonObject } from '../kube/json.js'
import type { PodTemplate } from '../kube/podTemplate.js'
import { canonicalQuantity, canonicalQuantityRoundedToMilli } from '../kube/quantity.js'
import type { FeatureGates } from './gates.js'
import {
    type DefaultsPlace, MAP_FIELDS, OMIT_FALSE_FIELDS, OMIT_ZERO_FIELDS, POD_SPEC, POD_SPEC_WITHOUT_DEFAULTS, QUANTITY_FIELDS, QUANTITY_MAP_FIELDS,
    TEMPLATE, TEMPLATE_WITHOUT_DEFAULTS, defaultApplies,
} from './podDefaults.js'

/**
 * The template as OpenKruise's controller compares it (spec §1.2, §2.5): Kruise's mutating-webhook pod defaults
 * (unless TemplateNoDefaults), canonical quantities, and Go's omitempty rules (an empty list, map or string is the
 * same as no field). Two manifests that differ only in what this function fills in or drops can never differ in the
 * controller, so the diff runs on its output. Pure: returns a new object.
 */
export function defaultedTemplate(template: PodTemplate, gates: Pick<FeatureGates, 'TemplateNoDefaults'>): PodTemplate {
  return defaultWith(template, gates, NO_SHARED)
}

/**
 * Both sides of a diff, defaulted. A container that is identical (as written) at the same position on both sides
 * yields no diff operation whatever its defaults, so it is defaulted once and the same object is placed in both
 * results; the diff skips it by identity. An image-only update of a big template then pays for one container, not all.
 */
export function defaultedTemplatePair(
  oldTemplate: PodTemplate,
  newTemplate: PodTemplate,
  gates: Pick<FeatureGates, 'TemplateNoDefaults'>,
): [PodTemplate, PodTemplate] {
  const shared: SharedContainers = new Map()
  for (const list of CONTAINER_LISTS) {
    const before = isJsonObject(oldTemplate.spec) ? oldTemplate.spec[list] : undefined
    const after = isJsonObject(newTemplate.spec) ? newTemplate.spec[list] : undefined
    if (!Array.isArray(before) || !Array.isArray(after)) continue
    for (let i = 0; i < Math.min(before.length, after.length); i++) {
      if (deepEqual(before[i], after[i])) shared.set(`${list}/${i}`, defaultedContainer(before[i], list, i, gates))
    }
  }
  return [defaultWith(oldTemplate, gates, shared), defaultWith(newTemplate, gates, shared)]
}

type SharedContainers = Map<string, unknown>
const NO_SHARED: SharedContainers = new Map()
/** Holds a container list's place in the spec while the rest is defaulted, so key order (and so diff order) is kept. */
const LIST_PLACEHOLDER = 0.5

function defaultWith(template: PodTemplate, gates: Pick<FeatureGates, 'TemplateNoDefaults'>, shared: SharedContainers): PodTemplate {
  // Copy on write: the defaults write only into shallow copies made on the way down (writableObject and friends), never
  // into `template`; normalizeStruct then builds the fresh result. A structuredClone of the whole template cost more
  // than all the rest of predictUpdate.
  const copy = shallowCopy(template)
  const spec = isJsonObject(copy.spec) ? shallowCopy(copy.spec) : {}
  copy.spec = spec
  const lists: Partial<Record<ContainerList, unknown>> = {}
  for (const list of CONTAINER_LISTS) {
    if (!(list in spec)) continue
    lists[list] = spec[list]
    spec[list] = LIST_PLACEHOLDER
  }
  applyDefaults(spec, specPlace(gates), 'spec.template.spec')
  const normalized = normalizeStruct(copy, []) as JsonObject
  const normalizedSpec = isJsonObject(normalized.spec) ? normalized.spec : {}
  for (const list of CONTAINER_LISTS) {
    if (!(list in lists)) continue
    const containers = defaultedContainerList(lists[list], list, gates, shared)
    if (containers === undefined) delete normalizedSpec[list]
    else normalizedSpec[list] = containers
  }
  // The template's own defaults (its metadata) apply to the encoded template: one dropped there is added at the end.
  for (const rule of templatePlace(gates).defaults) if (defaultApplies(rule, normalized, normalized[rule.key])) normalized[rule.key] = rule.value(normalized)
  normalized.spec = normalizedSpec
  return normalized as PodTemplate
}

function defaultedContainerList(raw: unknown, list: ContainerList, gates: Pick<FeatureGates, 'TemplateNoDefaults'>, shared: SharedContainers): unknown {
  if (!Array.isArray(raw)) return normalizeStruct(raw, ['spec', list], list)
  if (raw.length === 0) return undefined
  return raw.map((item, i) => {
    const reused = shared.get(`${list}/${i}`)
    const value = reused !== undefined ? reused : defaultedContainer(item, list, i, gates)
    return value === undefined ? null : value
  })
}

/** One container as Kruise's defaults and Go's encoding leave it (the per-container part of defaultedTemplate). */
function defaultedContainer(raw: unknown, list: ContainerList, index: number, gates: Pick<FeatureGates, 'TemplateNoDefaults'>): unknown {
  if (!isJsonObject(raw)) return normalizeStruct(raw, ['spec', list, index])
  const holder = [raw]
  const container = writableItem(holder, 0)!
  applyDefaults(container, specPlace(gates).items[list]!, `spec.template.spec.${list}[${index}]`)
  return normalizeStruct(container, ['spec', list, index])
}

type ContainerList = (typeof CONTAINER_LISTS)[number]

const CONTAINER_LISTS = ['containers', 'initContainers'] as const

/** Where normalizeStruct is: the keys and indexes from the template down, spelled out only for an error's path. */
type Trail = (string | number)[]

function trailPath(trail: Trail): string {
  let path = 'spec.template'
  for (const step of trail) path += typeof step === 'number' ? `[${step}]` : `.${step}`
  return path
}

function normalizeStruct(value: unknown, trail: Trail, key = ''): unknown {
  if (value === null || value === undefined) return undefined
  if (Array.isArray(value)) {
    if (value.length === 0) return undefined
    const items: unknown[] = new Array(value.length)
    for (let i = 0; i < value.length; i++) {
      trail.push(i)
      const item = normalizeStruct(value[i], trail)
      trail.pop()
      items[i] = item === undefined ? null : item
    }
    return items
  }
  if (isJsonObject(value)) {
    if (MAP_FIELDS.has(key)) return normalizeMap(value, trail, key)
    const result: JsonObject = {}
    for (const k of Object.keys(value)) {
      trail.push(k)
      const child = normalizeStruct(value[k], trail, k)
      trail.pop()
      if (child === undefined) continue
      if (child === '' || (child === false && OMIT_FALSE_FIELDS.has(k)) || (child === 0 && OMIT_ZERO_FIELDS.has(k))) continue
      result[k] = child
    }
    return result
  }
  if (QUANTITY_FIELDS.has(key)) return quantityAt(value, () => trailPath(trail))
  return value
}

function normalizeMap(map: JsonObject, trail: Trail, key: string): JsonObject | undefined {
  const quantities = QUANTITY_MAP_FIELDS.has(key)
  let result: JsonObject | undefined
  for (const k of Object.keys(map)) {
    const v = map[k]
    if (v === null || v === undefined) continue
    result ??= {}
    // A map value that is itself an object (not valid Kubernetes, but kept) is copied: the result never shares the input.
    result[k] = quantities ? quantityAt(v, () => `${trailPath(trail)}.${k}`) : typeof v === 'object' ? structuredClone(v) : v
  }
  return result
}

/** The canonical form of a quantity field; `path` is called only to name the field of an invalid one. */
function quantityAt(value: unknown, path: () => string): string {
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new GuardError('IPG_ERR_QUANTITY', 'a resource quantity must be a string or a number', path())
  }
  try {
    return canonicalQuantity(value)
  } catch (err) {
    if (isGuardError(err)) throw new GuardError('IPG_ERR_QUANTITY', 'is not a valid resource quantity', path())
    throw err
  }
}

function specPlace(gates: Pick<FeatureGates, 'TemplateNoDefaults'>): DefaultsPlace {
  return gates.TemplateNoDefaults ? POD_SPEC_WITHOUT_DEFAULTS : POD_SPEC
}

function templatePlace(gates: Pick<FeatureGates, 'TemplateNoDefaults'>): DefaultsPlace {
  return gates.TemplateNoDefaults ? TEMPLATE_WITHOUT_DEFAULTS : TEMPLATE
}

/**
 * Kruise's webhook defaults of `place` (podDefaults.ts) written into `obj`, a copy, and into copies of the objects and
 * list items below it that the table names. `path` names a field for an invalid quantity's error.
 */
function applyDefaults(obj: JsonObject, place: DefaultsPlace, path: string): void {
  for (const rule of place.defaults) if (defaultApplies(rule, obj, obj[rule.key])) obj[rule.key] = rule.value(obj)
  for (const key of place.roundedToMilli) roundUpToMilli(writableObject(obj, key), `${path}.${key}`)
  for (const key of Object.keys(place.objects)) {
    const owned = writableObject(obj, key)
    if (owned) applyDefaults(owned, place.objects[key]!, `${path}.${key}`)
  }
  for (const key of Object.keys(place.items)) {
    const list = writableArray(obj, key)
    if (!list) continue
    for (let i = 0; i < list.length; i++) {
      const item = writableItem(list, i)
      if (item) applyDefaults(item, place.items[key]!, `${path}.${key}[${i}]`)
    }
  }
}

/** k8s SetDefaults_ResourceList: every quantity is rounded up to milli units (`100u` is stored as `1m`). */
function roundUpToMilli(list: unknown, path: string): void {
  if (!isJsonObject(list)) return
  for (const [name, value] of Object.entries(list)) {
    if (value === null || value === undefined) continue
    quantityAt(value, () => `${path}.${name}`)
    list[name] = canonicalQuantityRoundedToMilli(value as string | number)
  }
}

// --- copy on write: `parent` is always a copy made by defaultedTemplate or by these functions ---

/** parent[key] replaced by a shallow copy of itself, which the defaults may write into; undefined when not an object. */
function writableObject(parent: JsonObject, key: string): JsonObject | undefined {
  const value = parent[key]
  if (!isJsonObject(value)) return undefined
  const copy = shallowCopy(value)
  parent[key] = copy
  return copy
}

function writableArray(parent: JsonObject, key: string): unknown[] | undefined {
  const value = parent[key]
  if (!Array.isArray(value)) return undefined
  const copy = [...value]
  parent[key] = copy
  return copy
}

function writableItem(list: unknown[], index: number): JsonObject | undefined {
  const value = list[index]
  if (!isJsonObject(value)) return undefined
  const copy = shallowCopy(value)
  list[index] = copy
  return copy
}

/**
 * A shallow copy that stays fast when keys are added to it: V8 gives a `{...value}` clone a map that makes every later
 * property addition a slow runtime call (about 1 µs each, measured). An own `__proto__` key (JSON.parse makes one) must
 * stay an own key, which only the spread does.
 */
function shallowCopy(value: JsonObject): JsonObject {
  return Object.hasOwn(value, '__proto__') ? { ...value } : Object.assign({}, value)
}
