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
  /**
   * The API server's own validation of every custom resource refuses it as well (a name, the object's own labels and
   * annotations). That validation runs before any validating webhook, so the API server's message is the one returned.
   */
  apiServer?: true
}

/** The same refusals, marked as ones the API server makes before any webhook is asked. */
export function refusedByApiServer<T extends { apiServer?: true }>(refusals: T[]): T[] {
  return refusals.map((r) => ({ ...r, apiServer: true }))
}
