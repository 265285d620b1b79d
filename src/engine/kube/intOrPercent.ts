import { GuardError } from '../../errors.js'

/**
 * The two int-or-percent parsers OpenKruise uses (spec §1.3). They disagree on purpose-less details that decide
 * whether a rollout ever starts, so both are reproduced exactly.
 */

/** Kruise's parser (`pkg/util/tools.go`, also the validating webhook): an int, or a float percent ending in `%`. */
export function kruiseScaledValue(value: IntOrString, total: number, roundUp: boolean, field: string): number {
  const scaled = kruiseScaledValueOrProblem(value, total, roundUp)
  if (typeof scaled === 'string') throw new GuardError('IPG_ERR_INT_OR_PERCENT', scaled, field)
  return scaled
}

/** kruiseScaledValue, with what is wrong with the value (a sentence) in place of the error. */
export function kruiseScaledValueOrProblem(value: IntOrString, total: number, roundUp: boolean): number | string {
  if (typeof value === 'number') return value
  if (!value.endsWith('%')) return `"${value}" must be an integer or a percentage such as "20%"`
  const digits = value.slice(0, -1)
  // Go's strconv.ParseFloat on a decimal number (its hexadecimal, Inf and NaN spellings are left out).
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(digits)) return `"${value}" is not a valid percentage`
  const scaled = (Number(digits) * total) / 100
  return roundUp ? Math.ceil(scaled) : Math.floor(scaled)
}

/**
 * The legacy Kubernetes parser (`intstr.GetValueFromIntOrPercent`) the controller uses for maxSurge and
 * maxUnavailable: every `%` is removed, the rest must be a base-10 integer and is always a percentage.
 * A float such as "12.5%" fails, and the controller ignores the error and gets 0.
 */
export function legacyScaledValue(value: IntOrString, total: number, roundUp: boolean): number {
  const scaled = legacyScaledValueOrProblem(value, total, roundUp)
  return typeof scaled === 'string' ? 0 : scaled
}

/** legacyScaledValue, with what is wrong with the value (a sentence) where the parser fails. */
export function legacyScaledValueOrProblem(value: IntOrString, total: number, roundUp: boolean): number | string {
  if (typeof value === 'number') return value
  const digits = value.replaceAll('%', '')
  if (!/^[+-]?\d+$/.test(digits)) return `"${value}" must be an integer or a whole-number percentage such as "20%"`
  const scaled = (Number.parseInt(digits, 10) * total) / 100
  return roundUp ? Math.ceil(scaled) : Math.floor(scaled)
}

/**
 * Kubernetes' current parser (`intstr.GetScaledValueFromIntOrPercent`, which the Advanced DaemonSet controller uses): an
 * int, or a string ending in one `%` whose rest Go's strconv.Atoi reads (a sign is allowed); anything else is an error
 * the controller returns from every sync.
 */
export function scaledValueOrProblem(value: IntOrString, total: number, roundUp: boolean): number | string {
  if (typeof value === 'number') return value
  if (!value.endsWith('%')) return `"${value}" is not a percentage such as "20%" (nor an integer)`
  const digits = value.slice(0, -1)
  if (!/^[+-]?\d+$/.test(digits)) return `"${value}" is not a valid percentage`
  const scaled = (Number.parseInt(digits, 10) * total) / 100
  return roundUp ? Math.ceil(scaled) : Math.floor(scaled)
}

/** Kubernetes' IsValidPercent (ValidatePositiveIntOrPercent's string case): digits and a `%`, no sign, no decimals. */
export function isWholePercent(value: string): boolean {
  return /^[0-9]+%$/.test(value)
}

export type IntOrString = number | string
