/**
 * The syntax of Kubernetes names (k8s.io/apimachinery/pkg/util/validation). A DNS-1123 label is at most 63 lowercase
 * letters, digits and '-', starting and ending with a letter or digit; a subdomain is at most 253 characters of such
 * labels joined by dots. A qualified name (a label key) is an optional subdomain prefix and '/', then at most 63
 * letters, digits, '-', '_' and '.', starting and ending with a letter or digit; a label value is empty or the same.
 */
const DNS_LABEL = '[a-z0-9]([-a-z0-9]*[a-z0-9])?'
const DNS_LABEL_PATTERN = new RegExp(`^${DNS_LABEL}$`)
const DNS_SUBDOMAIN_PATTERN = new RegExp(`^${DNS_LABEL}(\\.${DNS_LABEL})*$`)
const QUALIFIED_NAME_PATTERN = /^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/
const NAME_MAX = 63
/** The longest label value (IsValidLabelValue), and so the longest DNS label and generated name. */
export const LABEL_VALUE_MAX = NAME_MAX
const SUBDOMAIN_MAX = 253

/** A label name and a label value in words, for the messages that refuse one (the key names neither's value). */
export const LABEL_NAME_WORDS = 'an optional DNS prefix and "/", then at most 63 letters, digits, "-", "_" or ".", starting and ending with a letter or digit'
export const LABEL_VALUE_WORDS = 'at most 63 letters, digits, "-", "_" or ".", starting and ending with a letter or digit'
/** A DNS label (IsDNS1123Label) in words. */
export const DNS_LABEL_WORDS = 'at most 63 lowercase letters, digits and "-", starting and ending with a letter or digit'

/** IsDNS1123Label. */
export function isDnsLabel(name: string): boolean {
  return name.length <= NAME_MAX && DNS_LABEL_PATTERN.test(name)
}

/** IsDNS1123Subdomain. */
export function isDnsSubdomain(name: string): boolean {
  return name.length <= SUBDOMAIN_MAX && DNS_SUBDOMAIN_PATTERN.test(name)
}

/** IsQualifiedName: what a label key (ValidateLabelName) or a taint key may be. */
export function isQualifiedName(name: string): boolean {
  const parts = name.split('/')
  if (parts.length > 2) return false
  const local = parts[parts.length - 1]!
  if (parts.length === 2 && !isDnsSubdomain(parts[0]!)) return false
  return local.length <= NAME_MAX && QUALIFIED_NAME_PATTERN.test(local)
}

/** IsValidLabelValue. */
export function isLabelValue(value: string): boolean {
  return value === '' || (value.length <= NAME_MAX && QUALIFIED_NAME_PATTERN.test(value))
}

const PORT_NAME_MAX = 15
export const PORT_NAME_WORDS = `at most ${PORT_NAME_MAX} lowercase letters, digits and "-", with at least one letter, no "--", not starting or ending with "-"`

/** IsValidPortNum. */
export function isPortNumber(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= 65535
}

/** IsValidPortName: an IANA service name. */
export function isPortName(name: string): boolean {
  return name.length <= PORT_NAME_MAX && /^[-a-z0-9]+$/.test(name) && /[a-z]/.test(name) && !name.includes('--') && !name.startsWith('-') && !name.endsWith('-')
}
