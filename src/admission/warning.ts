/**
 * A warning of the decision, with its structure: the webhook sends `text` as a kubectl `Warning:` line; the CLI's
 * output formats read the code, the field and the severity, never the text.
 */
export type WarningCode =
  /** One change that cannot be applied in place (its Pods are recreated). */
  | 'recreate-change'
  /** The summary: the strategy recreates every Pod for this update. */
  | 'recreate'
  /** A template field the Kruise release's Go types drop. */
  | 'dropped-field'
  /** The count of dropped fields beyond those named. */
  | 'dropped-fields'
  /** Pods held back at a revision that cannot reach the new template in place. */
  | 'held-back-revision'
  /** A rollout trap: `trap/<id>`. */
  | `trap/${string}`
  /** What happens to one subset of a UnitedDeployment: `subset/recreate`, `subset/on-delete`, `subset/deleted`, `subset/refused`. */
  | `subset/${string}`

export interface Warning {
  code: WarningCode
  /** The field it is about, as a readable path (`spec.template.spec.containers[app].image`), when there is one. */
  path?: string
  severity: 'warning'
  /** The whole message: one line, no control characters, at most WARNING_MAX_RUNES (the webhook's response fits them to the apiserver's budget: warningLines). */
  text: string
}

export function warning(code: WarningCode, text: string, path?: string): Warning {
  return path === undefined ? { code, severity: 'warning', text } : { code, path, severity: 'warning', text }
}
