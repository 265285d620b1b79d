import { GuardError } from '../../errors.js'
import { INT32_WORDS, isInt32 } from '../kube/int32.js'
import type { IntOrString } from '../kube/intOrPercent.js'
import { type JsonObject, isJsonObject } from '../kube/json.js'

/**
 * Typed readers for the fields of a Kruise workload object, shared by every workload's reader: each names the JSON
 * path of a bad field in a GuardError.
 */

export function typeError(path: string, expected: string, value: unknown): never {
  const got = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value
  throw new GuardError('IPG_ERR_FIELD_TYPE', `must be ${expected}, got ${got}`, path)
}

export function requireObject(value: unknown, path: string): JsonObject {
  if (!isJsonObject(value)) typeError(path, 'an object', value)
  return value
}

export function optionalObject(value: unknown, path: string): JsonObject | undefined {
  return value === undefined || value === null ? undefined : requireObject(value, path)
}

export function requireArray(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) typeError(path, 'a list', value)
  return value
}

export function optionalArray(value: unknown, path: string): unknown[] | undefined {
  return value === undefined || value === null ? undefined : requireArray(value, path)
}

export function optionalObjectArray(value: unknown, path: string): JsonObject[] {
  return (optionalArray(value, path) ?? []).map((item, i) => requireObject(item, `${path}[${i}]`))
}

export function optionalString(value: unknown, path: string): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') typeError(path, 'a string', value)
  return value
}

export function optionalStringArray(value: unknown, path: string): string[] | undefined {
  return optionalArray(value, path)?.map((item, i) => optionalString(item, `${path}[${i}]`) ?? '')
}

export function optionalBoolean(value: unknown, path: string): boolean | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'boolean') typeError(path, 'true or false', value)
  return value
}

export function optionalInteger(value: unknown, path: string, min?: number): number | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'number' || !Number.isInteger(value)) typeError(path, 'an integer', value)
  if (min !== undefined && value < min) throw new GuardError('IPG_ERR_FIELD_VALUE', `must be ${min} or more, got ${value}`, path)
  return value
}

/** An int32 field: the API server refuses a value outside int32 (its schema's format) before any webhook sees it. */
export function optionalInt32(value: unknown, path: string, min?: number): number | undefined {
  const n = optionalInteger(value, path, min)
  return n === undefined ? n : int32(n, path)
}

/** Go's decoder takes no larger integer for an int32, nor for an IntOrString: OpenKruise refuses the write. */
function int32(n: number, path: string): number {
  if (!isInt32(n)) throw new GuardError('IPG_ERR_FIELD_TYPE', `must be ${INT32_WORDS}: Kruise's Go types take no other, got ${n}`, path)
  return n
}

export function optionalIntOrString(value: unknown, path: string): IntOrString | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) typeError(path, 'an integer or a percentage string', value)
    if (value < 0) throw new GuardError('IPG_ERR_FIELD_VALUE', `must not be negative, got ${value}`, path)
    return int32(value, path)
  }
  if (typeof value !== 'string') typeError(path, 'an integer or a percentage string', value)
  // Kruise's validating webhook parses these with its own parser: a string must be a (float) percentage.
  if (!/^\d+(\.\d+)?%$/.test(value)) {
    throw new GuardError('IPG_ERR_INT_OR_PERCENT', `"${value}" must be an integer or a percentage such as "20%"`, path)
  }
  return value
}

/**
 * An int-or-string as Kubernetes' IntOrString decodes it: any integer, any string. What it means (a percentage, a
 * negative number) is for the webhook's rules to judge, with the parser of the chosen release.
 */
export function optionalIntOrAnyString(value: unknown, path: string): IntOrString | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string') return value
  if (typeof value !== 'number' || !Number.isInteger(value)) typeError(path, 'an integer or a string', value)
  return int32(value, path)
}

export function stringMap(value: unknown, path: string): Record<string, string> {
  const obj = optionalObject(value, path)
  if (!obj) return {}
  for (const key in obj) {
    const v = obj[key]
    if (typeof v !== 'string') typeError(`${path}[${key}]`, 'a string', v)
  }
  return obj as Record<string, string>
}

export function rejectUnknown(obj: JsonObject, known: Set<string>, path: string): void {
  for (const key in obj) {
    if (!known.has(key)) {
      throw new GuardError('IPG_ERR_UNKNOWN_FIELD', `unknown field "${key}" (known: ${[...known].join(', ')})`, `${path}.${key}`)
    }
  }
}
