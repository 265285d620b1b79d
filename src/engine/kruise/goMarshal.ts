/**
 * Go's `encoding/json.Marshal` of a value after Go's decoder read it into a type of a generated layout
 * (podLayout.<version>.ts, plus the Kruise types that embed it): struct fields in declaration order, `omitempty`
 * dropping false, 0, "", nil pointers and empty lists and maps (never a struct), unknown JSON fields gone, embedded
 * structs flattened, map keys sorted, quantities in their canonical spelling, `<`, `>`, `&` escaped. Kruise hashes
 * this text (a SidecarSet's `kruise.io/sidecarset-hash`), so it has to be byte for byte what Go writes.
 */
import { GuardError } from '../../errors.js'
import { goJson } from '../kube/goEncoding.js'
import { isJsonObject } from '../kube/json.js'
import { canonicalQuantity } from '../kube/quantity.js'
import type { GoLayout, GoLayoutType } from './goLayout.js'

export interface MarshalOptions {
  /**
   * Write an empty list or map as `null`, like a nil one: two values then encode alike exactly when Kubernetes'
   * `apiequality.Semantic.DeepEqual` finds them equal (quantities compared by value; times by their text).
   */
  emptyAsNil?: boolean
}

/** Go's JSON of `value` read as the layout's type `name`; `path` names a field whose JSON type Go could not decode. */
export function goMarshal(name: string, value: unknown, layout: GoLayout, path: string, options: MarshalOptions = {}): string {
  const out: string[] = []
  new Marshaller(layout, out, options.emptyAsNil === true).value(name, value, path)
  return out.join('')
}

class Marshaller {
  constructor(private readonly layout: GoLayout, private readonly out: string[], private readonly emptyAsNil = false) {}

  value(name: string, value: unknown, path: string): void {
    const type = this.type(name)
    const absent = value === undefined || value === null
    switch (type.kind) {
      case 'ptr':
        return absent ? void this.out.push('null') : this.value(type.elem!, value, path)
      case 'bool':
        return void this.out.push(absent ? 'false' : String(expect(value, 'boolean', path)))
      case 'int':
      case 'uint':
        if (!absent && (typeof value !== 'number' || !Number.isSafeInteger(value))) throw typeError(path, 'an integer')
        return void this.out.push(absent ? '0' : String(value))
      case 'string':
        return void this.out.push(goJson(absent ? '' : expect(value, 'string', path)))
      case 'quantity':
        return void this.out.push(goJson(quantity(value, path)))
      case 'intOrString':
        if (absent) return void this.out.push('0')
        if (typeof value === 'string') return void this.out.push(goJson(value))
        if (typeof value === 'number' && Number.isSafeInteger(value)) return void this.out.push(String(value))
        throw typeError(path, 'an integer or a string')
      case 'opaque':
        return void this.out.push(absent ? 'null' : goJson(value))
      case 'time':
        // metav1.Time writes its zero as null; a set time as RFC 3339 in UTC (taken as written: a stored time already is).
        return void this.out.push(absent ? 'null' : goJson(expect(value, 'string', path)))
      case 'slice':
        return this.slice(type, value, path)
      case 'map':
        return this.map(type, value, path)
      case 'struct':
        return this.struct(type, value, path)
      default:
        throw new GuardError('IPG_ERR_FIELD_TYPE', `the Go type ${name} is not modelled`, path)
    }
  }

  private slice(type: GoLayoutType, value: unknown, path: string): void {
    if (value === undefined || value === null) return void this.out.push('null')
    if (!Array.isArray(value)) throw typeError(path, 'a list')
    if (this.emptyAsNil && value.length === 0) return void this.out.push('null')
    this.out.push('[')
    value.forEach((item, i) => {
      if (i > 0) this.out.push(',')
      this.value(type.elem!, item, `${path}[${i}]`)
    })
    this.out.push(']')
  }

  private map(type: GoLayoutType, value: unknown, path: string): void {
    if (value === undefined || value === null) return void this.out.push('null')
    if (!isJsonObject(value)) throw typeError(path, 'an object')
    const keys = Object.keys(value).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    if (this.emptyAsNil && keys.length === 0) return void this.out.push('null')
    this.out.push('{')
    keys.forEach((key, i) => {
      if (i > 0) this.out.push(',')
      this.out.push(goJson(key), ':')
      this.value(type.elem!, value[key], `${path}.${key}`)
    })
    this.out.push('}')
  }

  private struct(type: GoLayoutType, value: unknown, path: string): void {
    if (value !== undefined && value !== null && !isJsonObject(value)) throw typeError(path, 'an object')
    this.out.push('{')
    this.fields(type, (value ?? {}) as Record<string, unknown>, path, { first: true })
    this.out.push('}')
  }

  private fields(type: GoLayoutType, obj: Record<string, unknown>, path: string, state: { first: boolean }): void {
    for (const [, jsonName, fieldType, omit] of type.fields!) {
      if (jsonName === '-') continue
      if (jsonName === ',inline') {
        this.fields(this.type(fieldType!), obj, path, state)
        continue
      }
      const field = obj[jsonName!]
      if (omit === 'omitempty' && isEmptyValue(this.type(fieldType!).kind, field)) continue
      if (!state.first) this.out.push(',')
      state.first = false
      this.out.push(goJson(jsonName), ':')
      this.value(fieldType!, field, `${path}.${jsonName}`)
    }
  }

  private type(name: string): GoLayoutType {
    const type = this.layout.types[name]
    // The layouts are generated with the engine; a missing type is a build mistake, not input.
    if (type === undefined) throw new Error(`no Go layout for ${name}`)
    return type
  }
}

/** encoding/json's isEmptyValue for a Go type of this kind: structs (quantities, IntOrString included) are never empty. */
function isEmptyValue(kind: GoLayoutType['kind'], value: unknown): boolean {
  if (value === undefined || value === null) return kind !== 'struct' && kind !== 'quantity' && kind !== 'intOrString' && kind !== 'time'
  switch (kind) {
    case 'bool': return value === false
    case 'int':
    case 'uint': return value === 0
    case 'string': return value === ''
    case 'slice': return Array.isArray(value) && value.length === 0
    case 'map': return isJsonObject(value) && Object.keys(value).length === 0
    default: return false
  }
}

function quantity(value: unknown, path: string): string {
  if (value === undefined || value === null) return '0'
  if (typeof value !== 'string' && typeof value !== 'number') throw typeError(path, 'a quantity')
  try {
    return canonicalQuantity(value)
  } catch {
    throw new GuardError('IPG_ERR_QUANTITY', `${JSON.stringify(value)} is not a resource quantity`, path)
  }
}

function expect(value: unknown, kind: 'boolean' | 'string', path: string): unknown {
  if (typeof value !== kind) throw typeError(path, kind === 'boolean' ? 'true or false' : 'a string')
  return value
}

function typeError(path: string, expected: string): GuardError {
  return new GuardError('IPG_ERR_FIELD_TYPE', `must be ${expected}`, path)
}

/**
 * Go's JSON of each field of a struct of the layout (embedded structs flattened), keyed by JSON name, leaving out the
 * fields `omitempty` leaves out: two values encode alike exactly when these maps are equal, and a difference names
 * its field.
 */
export function goFieldTexts(name: string, value: Record<string, unknown>, layout: GoLayout, path: string, options: MarshalOptions = {}): Map<string, string> {
  const texts = new Map<string, string>()
  const visit = (typeName: string) => {
    for (const [, jsonName, fieldType, omit] of layout.types[typeName]!.fields!) {
      if (jsonName === '-') continue
      if (jsonName === ',inline') {
        visit(fieldType!)
        continue
      }
      const field = value[jsonName!]
      if (omit === 'omitempty' && isEmptyValue(layout.types[fieldType!]!.kind, field)) continue
      texts.set(jsonName!, goMarshal(fieldType!, field, layout, `${path}.${jsonName}`, options))
    }
  }
  visit(name)
  return texts
}
