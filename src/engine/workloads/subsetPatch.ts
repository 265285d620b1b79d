import { GuardError } from '../../errors.js'
import { type JsonObject, isJsonObject } from '../kube/json.js'

/**
 * A UnitedDeployment subset's `patch` applied to the child's pod template, as the subset adapters do it: Kubernetes'
 * strategic merge patch against a PodTemplateSpec. Maps merge (null deletes a key), lists Kubernetes declares
 * `patchStrategy:"merge"` merge item by item on their merge key (a list of strings, as a set), every other list is
 * replaced; `$patch: replace` and `$patch: delete` are honoured. The other directives (`$setElementOrder`,
 * `$retainKeys`, `$deleteFromPrimitiveList`) are not read: a GuardError names them.
 */
export function applySubsetPatch(template: JsonObject, patch: JsonObject, path: string): JsonObject {
  return mergeObject(template, patch, 'PodTemplateSpec', path) ?? {}
}

/** The merge keys of the pod-template lists whose Go field carries `patchStrategy:"merge"` (k8s.io/api core/v1). */
const LIST_MERGE_KEYS: Readonly<Record<string, Readonly<Record<string, readonly [string, string]>>>> = {
  PodSpec: {
    volumes: ['name', 'Volume'],
    initContainers: ['name', 'Container'],
    containers: ['name', 'Container'],
    ephemeralContainers: ['name', 'Container'],
    imagePullSecrets: ['name', 'Object'],
    hostAliases: ['ip', 'Object'],
    topologySpreadConstraints: ['topologyKey', 'Object'],
    schedulingGates: ['name', 'Object'],
    resourceClaims: ['name', 'Object'],
  },
  Container: {
    ports: ['containerPort', 'Object'],
    env: ['name', 'Object'],
    volumeMounts: ['mountPath', 'Object'],
    volumeDevices: ['devicePath', 'Object'],
  },
  ObjectMeta: { ownerReferences: ['uid', 'Object'] },
}

/** The pod-template lists of strings whose Go field carries `patchStrategy:"merge"`: the patch adds its strings. */
const STRING_MERGE_LISTS: Readonly<Record<string, ReadonlySet<string>>> = { ObjectMeta: new Set(['finalizers']) }

/** The struct below a field, where the walk needs to know it (to find the lists above). */
const CHILD_TYPES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  PodTemplateSpec: { metadata: 'ObjectMeta', spec: 'PodSpec' },
}

function mergeObject(original: JsonObject, patch: JsonObject, type: string, path: string): JsonObject | undefined {
  const directive = patch.$patch
  if (directive === 'delete') return undefined
  if (directive === 'replace') {
    const { $patch: _, ...rest } = patch
    return rest
  }
  if (directive !== undefined) unsupported(`${path}.$patch`, `$patch: ${JSON.stringify(directive)}`)
  const out: JsonObject = { ...original }
  for (const [key, value] of Object.entries(patch)) {
    if (key.startsWith('$')) unsupported(`${path}.${key}`, key)
    const at = `${path}.${key}`
    if (value === null) {
      delete out[key]
      continue
    }
    const listKey = LIST_MERGE_KEYS[type]?.[key]
    if (STRING_MERGE_LISTS[type]?.has(key) && Array.isArray(value)) {
      out[key] = mergeStrings(Array.isArray(out[key]) ? (out[key] as unknown[]) : [], value, at)
    } else if (listKey !== undefined && Array.isArray(value)) {
      out[key] = mergeList(Array.isArray(out[key]) ? (out[key] as unknown[]) : [], value, listKey, at)
    } else if (isJsonObject(value) && isJsonObject(out[key])) {
      const merged = mergeObject(out[key] as JsonObject, value, CHILD_TYPES[type]?.[key] ?? 'Object', at)
      if (merged === undefined) delete out[key]
      else out[key] = merged
    } else if (isJsonObject(value)) {
      const merged = mergeObject({}, value, CHILD_TYPES[type]?.[key] ?? 'Object', at)
      if (merged === undefined) delete out[key]
      else out[key] = merged
    } else {
      out[key] = value
    }
  }
  return out
}

function mergeList(original: unknown[], patch: unknown[], [mergeKey, itemType]: readonly [string, string], path: string): unknown[] {
  const out = [...original]
  patch.forEach((item, i) => {
    const at = `${path}[${i}]`
    if (!isJsonObject(item)) {
      throw new GuardError('IPG_ERR_FIELD_TYPE', 'must be an object (the list merges by its key)', at)
    }
    if (item[mergeKey] === undefined) {
      throw new GuardError('IPG_ERR_FIELD_VALUE', `has no ${mergeKey} (the list merges items by ${mergeKey})`, at)
    }
    const index = out.findIndex((o) => isJsonObject(o) && o[mergeKey] === item[mergeKey])
    if (item.$patch === 'delete') {
      if (index >= 0) out.splice(index, 1)
      return
    }
    if (index < 0) {
      const created = mergeObject({}, item, itemType, at)
      if (created !== undefined) out.push(created)
      return
    }
    const merged = mergeObject(out[index] as JsonObject, item, itemType, at)
    if (merged === undefined) out.splice(index, 1)
    else out[index] = merged
  })
  const keyOf = (item: unknown): unknown => (isJsonObject(item) ? item[mergeKey] : undefined)
  return inPatchOrder(out, original, patch.filter((p) => isJsonObject(p) && p.$patch !== 'delete').map(keyOf), keyOf)
}

/** A merged list of strings (mergeSlice on scalars): the original's and the patch's, each once, in Kubernetes' order. */
function mergeStrings(original: unknown[], patch: unknown[], path: string): unknown[] {
  patch.forEach((item, i) => {
    if (typeof item !== 'string') throw new GuardError('IPG_ERR_FIELD_TYPE', 'must be a string', `${path}[${i}]`)
  })
  const merged = [...new Set([...original, ...patch])]
  return inPatchOrder(merged, original, patch, (item) => item)
}

/**
 * The merged list in Kubernetes' order (normalizeElementOrder, mergeSortedSlice): the patch's items in the patch's
 * order and the others in their original order, interleaved by their places in the original list; an item the
 * original does not hold goes before the original items still to place. So an env var a patch adds comes first.
 */
function inPatchOrder(merged: unknown[], original: unknown[], patchItemKeys: unknown[], keyOf: (item: unknown) => unknown): unknown[] {
  const patchKeys = [...new Set(patchItemKeys)]
  const patched = patchKeys.flatMap((key) => merged.filter((m) => keyOf(m) === key))
  const serverOnly = merged.filter((m) => !patchKeys.includes(keyOf(m)))
  const place = (item: unknown): number => original.findIndex((o) => keyOf(o) === keyOf(item))
  const out: unknown[] = []
  let i = 0
  let j = 0
  while (i < serverOnly.length || j < patched.length) {
    const left = serverOnly[i]
    const right = patched[j]
    const leftFirst = j >= patched.length || (i < serverOnly.length && place(left) >= 0 && place(right) >= 0 && place(left) < place(right))
    if (leftFirst) {
      out.push(left)
      i++
    } else {
      out.push(right)
      j++
    }
  }
  return out
}

function unsupported(path: string, what: string): never {
  throw new GuardError('IPG_ERR_FIELD_VALUE', `the directive ${what} is not read by the guard; write the patch without it`, path)
}
