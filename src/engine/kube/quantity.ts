import { GuardError } from '../../errors.js'

/**
 * Kubernetes resource quantities (apimachinery `resource.Quantity`): parsing, the canonical form the apiserver and
 * Kruise's controller see after decoding, and comparison. Values are held exactly as nano-units in a bigint.
 */
export type QuantityFormat = 'DecimalSI' | 'BinarySI' | 'DecimalExponent'

export interface Quantity {
  /** The value in units of 10^-9, rounded up as Kubernetes does below nano precision. */
  nano: bigint
  format: QuantityFormat
}

const BINARY: Record<string, number> = { Ki: 10, Mi: 20, Gi: 30, Ti: 40, Pi: 50, Ei: 60 }
const DECIMAL: Record<string, number> = { n: -9, u: -6, m: -3, '': 0, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 }
const DECIMAL_SUFFIX_BY_EXPONENT = new Map(Object.entries(DECIMAL).map(([suffix, exp]) => [exp, suffix]))
const QUANTITY = /^([+-]?)(\d*)(?:\.(\d*))?(?:([eE][+-]?\d+)|(Ki|Mi|Gi|Ti|Pi|Ei|[numkMGTPE]))?$/
const NANO = 10n ** 9n

/** The callers name the field (quantityError). */
function fail(): never {
  throw new GuardError('IPG_ERR_QUANTITY', 'not a valid resource quantity')
}

function ceilDiv(a: bigint, b: bigint): bigint {
  const q = a / b
  return a % b !== 0n && (a > 0n) === (b > 0n) ? q + 1n : q
}

export function parseQuantity(input: string | number): Quantity {
  const text = typeof input === 'number' ? numberText(input) : input.trim()
  const m = QUANTITY.exec(text)
  if (!m || text === '') fail()
  const [, sign, whole = '', frac = '', exponent, suffix = ''] = m
  if (whole === '' && frac === '') fail()
  const digits = BigInt((whole || '0') + frac)
  let format: QuantityFormat = 'DecimalSI'
  // In nano units the value is digits × 10^tens × 2^twos, rounded up: tens counts the nano scale (9), less the
  // fraction's digits, plus a decimal suffix's or an exponent's.
  let tens = NANO_DIGITS - frac.length
  let twos = 0
  if (exponent !== undefined) {
    format = 'DecimalExponent'
    const e = Number.parseInt(exponent.slice(1), 10)
    if (Math.abs(e) > 1000) fail()
    tens += e
  } else if (suffix in BINARY) {
    format = 'BinarySI'
    twos = BINARY[suffix]!
  } else {
    tens += DECIMAL[suffix]!
  }
  const scaled = twos === 0 ? digits : digits << BigInt(twos)
  let nano = tens >= 0 ? scaled * pow10(tens) : ceilDiv(scaled, pow10(-tens))
  if (sign === '-') nano = -nano
  return { nano, format }
}

const NANO_DIGITS = 9
const POWERS_OF_TEN = Array.from({ length: 64 }, (_, i) => 10n ** BigInt(i))

function pow10(n: number): bigint {
  return POWERS_OF_TEN[n] ?? 10n ** BigInt(n)
}

/**
 * A YAML/JSON number as the decimal text it was written as: Go's Quantity.UnmarshalJSON parses the raw bytes
 * (`0.0000001` is DecimalSI), while JavaScript would print `1e-7` (DecimalExponent).
 */
function numberText(value: number): string {
  if (!Number.isFinite(value)) fail()
  const text = String(value)
  const m = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text)
  if (!m) return text
  const [, sign, first, rest = '', exponent] = m
  const digits = first! + rest
  const point = 1 + Number(exponent)
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`
}

/** The string the apiserver stores for a quantity: `1000m` → `1`, `1024Mi` → `1Gi`, `0.5` → `500m`; the format is kept. */
export function canonicalQuantity(input: string | number): string {
  if (typeof input === 'string' && isCanonicalSpelling(input)) return input
  return formatQuantity(parseQuantity(input))
}

/**
 * The spellings nearly every manifest uses (`500m`, `512Mi`, `2`), recognised as canonical without bigint arithmetic:
 * a whole number with a binary suffix that is not a multiple of 1024, or with a decimal suffix (or none) that is not a
 * multiple of 1000, is exactly what formatQuantity prints for it. That is `^[1-9]\d{0,14}(Ki|Mi|Gi|Ti|Pi|Ei|[numkMGTPE])?$`,
 * read by hand: this runs for every quantity of every template compared.
 */
export function isCanonicalSpelling(text: string): boolean {
  const length = text.length
  let digits = 0
  let value = 0
  for (; digits < length && digits < 15; digits++) {
    const code = text.charCodeAt(digits)
    if (code < 48 || code > 57 || (digits === 0 && code === 48)) break
    value = value * 10 + (code - 48)
  }
  if (digits === 0) return false
  if (digits === length) return value % 1000 !== 0
  if (digits === length - 1) return DECIMAL_SUFFIXES.includes(text[digits]!) && value % 1000 !== 0
  if (digits === length - 2 && text.charCodeAt(length - 1) === 105) return BINARY_PREFIXES.includes(text[digits]!) && value % 1024 !== 0
  return false
}

const DECIMAL_SUFFIXES = 'numkMGTPE'
const BINARY_PREFIXES = 'KMGTPE'

/** k8s SetDefaults_ResourceList: the stored form after rounding up (away from zero) to milli units, `100u` → `1m`. */
export function canonicalQuantityRoundedToMilli(input: string | number): string {
  // A canonical spelling in milli units or coarser is a whole number of milli units: nothing to round.
  if (typeof input === 'string' && isCanonicalSpelling(input) && !input.endsWith('n') && !input.endsWith('u')) return input
  return formatQuantity(roundedUpToMilli(parseQuantity(input)))
}

const MILLI_IN_NANO = 1_000_000n

function roundedUpToMilli(q: Quantity): Quantity {
  const rest = q.nano % MILLI_IN_NANO
  return rest === 0n ? q : { ...q, nano: q.nano - rest + (q.nano > 0n ? MILLI_IN_NANO : -MILLI_IN_NANO) }
}

/** A quantity's value as stored after SetDefaults_ResourceList (rounded up to milli units), in nano units; undefined when it does not parse. */
export function storedMilliNano(value: unknown): bigint | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  try {
    return roundedUpToMilli(parseQuantity(value)).nano
  } catch (err) {
    if (err instanceof GuardError) return undefined
    throw err
  }
}

export function formatQuantity(q: Quantity): string {
  if (q.nano === 0n) return '0'
  let format = q.format
  const abs = q.nano < 0n ? -q.nano : q.nano
  const sign = q.nano < 0n ? '-' : ''
  if (format === 'BinarySI' && (abs < 1024n * NANO || abs % NANO !== 0n)) format = 'DecimalSI'
  if (format === 'BinarySI') {
    let value = abs / NANO
    let exp = 0
    while (exp < 60 && value % 1024n === 0n) {
      value /= 1024n
      exp += 10
    }
    const suffix = Object.entries(BINARY).find(([, e]) => e === exp)?.[0] ?? ''
    return `${sign}${value}${suffix}`
  }
  // Decimal: mantissa × 10^exponent with the exponent a multiple of 3, as large as keeps the mantissa whole.
  let mantissa = abs
  let exponent = -9
  while (mantissa % 10n === 0n) {
    mantissa /= 10n
    exponent += 1
  }
  const aligned = Math.floor(exponent / 3) * 3
  mantissa *= 10n ** BigInt(exponent - aligned)
  if (format === 'DecimalExponent') return `${sign}${mantissa}${aligned === 0 ? '' : `e${aligned}`}`
  const suffix = DECIMAL_SUFFIX_BY_EXPONENT.get(aligned)
  return `${sign}${mantissa}${suffix ?? `e${aligned}`}`
}

/** Fields whose Go type is a single `*resource.Quantity`, by JSON name. */
export const QUANTITY_FIELDS: ReadonlySet<string> = new Set(['sizeLimit'])
/** Maps of `resource.Quantity` (ResourceList), by JSON name: every value is decoded, and stored in canonical form. */
export const QUANTITY_MAP_FIELDS: ReadonlySet<string> = new Set(['limits', 'requests', 'overhead'])

/**
 * The form a quantity field's value is stored in (rounded up to milli units when `roundedToMilli`), or undefined when
 * Go's resource.Quantity cannot decode it (quantityError then says why).
 */
export function storedQuantity(value: unknown, roundedToMilli: boolean): string | undefined {
  if (typeof value === 'string' && isCanonicalSpelling(value) && !(roundedToMilli && (value.endsWith('n') || value.endsWith('u')))) return value
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  try {
    return roundedToMilli ? canonicalQuantity(canonicalQuantityRoundedToMilli(value)) : canonicalQuantity(value)
  } catch (err) {
    if (err instanceof GuardError) return undefined
    throw err
  }
}

/** The error for a quantity field whose value storedQuantity refused; `path` names the field. */
export function quantityError(value: unknown, path: string): GuardError {
  return typeof value === 'string' || typeof value === 'number'
    ? new GuardError('IPG_ERR_QUANTITY', 'is not a valid resource quantity', path)
    : new GuardError('IPG_ERR_QUANTITY', 'a resource quantity must be a string or a number', path)
}

export function compareQuantities(a: string | number, b: string | number): number {
  const x = parseQuantity(a).nano
  const y = parseQuantity(b).nano
  return x < y ? -1 : x > y ? 1 : 0
}

export function isQuantity(value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false
  try {
    parseQuantity(value)
    return true
  } catch {
    return false
  }
}
