import { echoedEnumeration } from '../kube/echoedValue.js'
import type { UnsupportedValue } from '../workloads/unsupportedValue.js'
import type { KruiseRefusal } from './kruiseRefusal.js'

/** Kruise's webhooks refuse a strategy name (or policy) outside the set each one switches on. */
export function unsupportedValueRefusals(values: readonly UnsupportedValue[]): KruiseRefusal[] {
  return values.map(({ field, written, allowed }) => ({
    field,
    rule: `${echoedEnumeration(written)} is not ${oneOf(allowed)}`,
    remedy: `set ${field} to ${oneOf(allowed)}`,
  }))
}

function oneOf(allowed: readonly string[]): string {
  return allowed.length === 1 ? allowed[0]! : `${allowed.slice(0, -1).join(', ')} or ${allowed[allowed.length - 1]}`
}
