/**
 * A field Kruise's webhook takes from a fixed set of values, written with a value outside it. The CRDs declare no enum,
 * so the apiserver stores what the webhook lets through: the view keeps the value for the webhook's rule to refuse
 * (inplace/unsupportedValueRefusals.ts) and reads the field as Kruise's controller does, which compares it with the
 * values it knows and so treats any other as none of them.
 */
export interface UnsupportedValue {
  field: string
  /** As written: a name from a fixed set, never a value of the user's data. */
  written: string
  allowed: readonly string[]
}

/**
 * `written` when it is one of `allowed`; otherwise `fallback` (what the controller's comparisons amount to), with the
 * value recorded in `unsupported`.
 */
export function knownValue<T extends string>(written: string, allowed: readonly T[], fallback: T, field: string, unsupported: UnsupportedValue[]): T {
  if ((allowed as readonly string[]).includes(written)) return written as T
  unsupported.push({ field, written, allowed })
  return fallback
}
