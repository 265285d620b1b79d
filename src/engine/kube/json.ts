
export type JsonObject = Record<string, unknown>

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const array = Array.isArray(a)
  if (array !== Array.isArray(b)) return false
  if (array) {
    const x = a as unknown[]
    const y = b as unknown[]
    if (x.length !== y.length) return false
    for (let i = 0; i < x.length; i++) if (!deepEqual(x[i], y[i])) return false
    return true
  }
  const x = a as JsonObject
  const y = b as JsonObject
  const keys = Object.keys(x)
  if (keys.length !== Object.keys(y).length) return false
  for (const k of keys) if (!(k in y) || !deepEqual(x[k], y[k])) return false
  return true
}
