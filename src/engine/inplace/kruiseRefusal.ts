/** One rule of one of OpenKruise's own validating webhooks that refuses a write. */
export interface KruiseRefusal {
  /** The field Kruise's webhook names. */
  field: string
  /** Why it refuses, in plain words (no value of the object). */
  rule: string
  /** What to do instead. */
  remedy: string
  /** The label or annotation key a metadata rule is about. */
  key?: string
}
