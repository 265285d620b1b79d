import { isJsonObject } from './json.js'
import { LABEL_NAME_WORDS, isQualifiedName } from './nameSyntax.js'
import { canonicalQuantityRoundedToMilli, isQuantity, parseQuantity } from './quantity.js'
import type { PodSpecProblem } from './podSpecProblem.js'

/**
 * Kubernetes' `ValidateContainerResourceRequirements` (pkg/apis/core/validation, the same in the k8s.io/kubernetes of
 * Kruise 1.8 and 1.9) on a container's requests and limits: resource names a container may ask for, quantities that are
 * not negative, whole numbers of an extended resource, a request within its limit, and the resources that cannot be
 * overcommitted (extended resources and huge pages: a request needs a limit equal to it). Quantities are compared as
 * stored, rounded up to milli units. Not here: a huge page size the quantity must be a multiple of.
 */
export function containerResourceProblems(value: unknown, at: string): PodSpecProblem[] {
  if (!isJsonObject(value)) return []
  const requests = quantities(value.requests)
  const limits = quantities(value.limits)
  const problems: PodSpecProblem[] = []
  for (const [which, values] of [['limits', limits], ['requests', requests]] as const) {
    for (const [resource, quantity] of values) problems.push(...valueProblems(resource, quantity, `${at}.resources.${which}.${resource}`, which))
  }
  for (const [resource, request] of requests) {
    const problem = requestProblem(resource, request, limits.get(resource))
    if (problem !== undefined) problems.push({ field: `${at}.resources.${problem.at}`, problem: problem.words })
  }
  const named = [...limits.keys(), ...requests.keys()]
  if (named.some(isHugePages) && !named.some((r) => r === 'cpu' || r === 'memory')) {
    problems.push({ field: `${at}.resources`, problem: 'huge pages need a cpu or memory request or limit beside them' })
  }
  return problems
}

const CONTAINER_RESOURCES = ['cpu', 'memory', 'ephemeral-storage']
const HUGE_PAGES = 'hugepages-'
const QUOTA_REQUESTS = 'requests.'
const MILLI = 1_000_000n

/** A quantity as written, and as stored (rounded up to milli units). */
interface Stored {
  text: string
  nano: bigint
}

/** The resources a list names, each with its quantity, or undefined where it does not parse (read errors tell). */
function quantities(value: unknown): Map<string, Stored | undefined> {
  const entries = isJsonObject(value) ? Object.entries(value) : []
  return new Map(entries.map(([resource, q]) => [resource, isQuantity(q) ? stored(q as string | number) : undefined]))
}

function stored(q: string | number): Stored {
  return { text: String(q), nano: parseQuantity(canonicalQuantityRoundedToMilli(q)).nano }
}

function valueProblems(resource: string, quantity: Stored | undefined, field: string, which: 'limits' | 'requests'): PodSpecProblem[] {
  const problems: PodSpecProblem[] = []
  const name = resourceNameProblem(resource)
  if (name !== undefined) problems.push({ field, problem: name })
  if (quantity === undefined) return problems
  const { nano } = quantity
  const what = `the ${resource} ${which === 'limits' ? 'limit' : 'request'} ${quantity.text}`
  if (nano < 0n) problems.push({ field, problem: `${what} is negative` })
  else if (isExtendedResource(resource) && nano % (1000n * MILLI) !== 0n) problems.push({ field, problem: `${what} is not a whole number: an extended resource is counted in units` })
  return problems
}

/** validateContainerResourceName. */
function resourceNameProblem(resource: string): string | undefined {
  if (!isQualifiedName(resource)) return `resource "${resource}" is not a resource name: ${LABEL_NAME_WORDS}`
  if (!resource.includes('/')) {
    return CONTAINER_RESOURCES.includes(resource) || isHugePages(resource) ? undefined
      : `a container cannot ask for resource "${resource}": only cpu, memory, ephemeral-storage, hugepages-<size>, or an extended resource named with a domain (example.com/${resource})`
  }
  if (isNativeResource(resource) || isExtendedResource(resource)) return undefined
  return `resource "${resource}" is not an extended resource name: it may not start with "${QUOTA_REQUESTS}", and "${QUOTA_REQUESTS}${resource}" must be a qualified name`
}

/** A request beside its limit: within it, or equal to it where the resource cannot be overcommitted (where a request needs a limit too). */
function requestProblem(resource: string, request: Stored | undefined, limit: Stored | undefined): { at: string; words: string } | undefined {
  if (request === undefined) return undefined
  const overcommitted = isNativeResource(resource) && !isHugePages(resource)
  if (limit === undefined) {
    return overcommitted ? undefined : { at: 'limits', words: `${resource} cannot be overcommitted: its request needs a limit equal to it` }
  }
  if (!overcommitted && request.nano !== limit.nano) {
    return { at: `requests.${resource}`, words: `${resource} cannot be overcommitted: its request ${request.text} must equal its limit ${limit.text}` }
  }
  if (request.nano > limit.nano) return { at: `requests.${resource}`, words: `the ${resource} request ${request.text} is more than its limit ${limit.text}` }
  return undefined
}

function isHugePages(resource: string): boolean {
  return resource.startsWith(HUGE_PAGES)
}

/** IsNativeResource: unprefixed, or in a kubernetes.io/ domain. */
function isNativeResource(resource: string): boolean {
  return !resource.includes('/') || resource.includes('kubernetes.io/')
}

/** IsExtendedResourceName. */
function isExtendedResource(resource: string): boolean {
  return !isNativeResource(resource) && !resource.startsWith(QUOTA_REQUESTS) && isQualifiedName(`${QUOTA_REQUESTS}${resource}`)
}
