import type { JsonObject } from './json.js'

/**
 * Kubernetes' semantic equality (apiequality.Semantic.DeepEqual, after Go's decode) of two lists of objects whose
 * fields are strings, string lists and numbers behind pointers, such as tolerations and node selector requirements:
 * a field that is absent, null, "" or [] is one unset field, and the lists compare item by item, in order.
 */
export function sameFlatStructLists(a: readonly JsonObject[], b: readonly JsonObject[]): boolean {
  return a.length === b.length && a.every((item, i) => sameFlatStruct(item, b[i]!))
}

function sameFlatStruct(a: JsonObject, b: JsonObject): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  for (const key of keys) {
    const x = a[key]
    const y = b[key]
    if (isUnset(x) && isUnset(y)) continue
    if (Array.isArray(x) && Array.isArray(y) ? x.length !== y.length || x.some((v, i) => v !== y[i]) : x !== y) return false
  }
  return true
}

function isUnset(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
}
