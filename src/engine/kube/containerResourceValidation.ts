import { isJsonObject } from './json.js'
import { LABEL_NAME_WORDS, isQualifiedName } from './nameSyntax.js'
import { storedMilliNano } from './quantity.js'
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
  const problems: PodSpecProblem[] = []
  const limits = checkedValues(value.limits, 'limits', at, problems)
  const requests = checkedValues(value.requests, 'requests', at, problems)
  for (const [resource, request] of requests) {
    const problem = requestProblem(resource, request, limits.get(resource))
    if (problem !== undefined) problems.push({ field: `${at}.resources.${problem.at}`, problem: problem.words })
  }
  if (names(limits, requests, isHugePages) && !names(limits, requests, (r) => r === 'cpu' || r === 'memory')) {
    problems.push({ field: `${at}.resources`, problem: 'huge pages need a cpu or memory request or limit beside them' })
  }
  return problems
}

const CONTAINER_RESOURCES = ['cpu', 'memory', 'ephemeral-storage']
const HUGE_PAGES = 'hugepages-'
const QUOTA_REQUESTS = 'requests.'
const WHOLE_UNIT = 1_000_000_000n

/** A quantity as written, and as stored (rounded up to milli units, in nano units); undefined where it does not parse (read errors tell). */
interface Stored {
  text: string
  nano: bigint | undefined
}

/** One list's resources, each with its quantity read once; the problems of each name and value are added to `problems`. */
function checkedValues(value: unknown, which: 'limits' | 'requests', at: string, problems: PodSpecProblem[]): Map<string, Stored> {
  const values = new Map<string, Stored>()
  if (!isJsonObject(value)) return values
  for (const resource of Object.keys(value)) {
    const q = value[resource]
    const quantity = { text: String(q), nano: storedMilliNano(q) }
    values.set(resource, quantity)
    const name = resourceNameProblem(resource)
    const problem = valueProblem(resource, quantity, which)
    if (name === undefined && problem === undefined) continue
    const field = `${at}.resources.${which}.${resource}`
    if (name !== undefined) problems.push({ field, problem: name })
    if (problem !== undefined) problems.push({ field, problem })
  }
  return values
}

function valueProblem(resource: string, { text, nano }: Stored, which: 'limits' | 'requests'): string | undefined {
  if (nano === undefined) return undefined
  const what = () => `the ${resource} ${which === 'limits' ? 'limit' : 'request'} ${text}`
  if (nano < 0n) return `${what()} is negative`
  if (nano % WHOLE_UNIT !== 0n && isExtendedResource(resource)) return `${what()} is not a whole number: an extended resource is counted in units`
  return undefined
}

/** validateContainerResourceName. */
function resourceNameProblem(resource: string): string | undefined {
  if (CONTAINER_RESOURCES.includes(resource)) return undefined
  if (!isQualifiedName(resource)) return `resource "${resource}" is not a resource name: ${LABEL_NAME_WORDS}`
  if (!resource.includes('/')) {
    return isHugePages(resource) ? undefined
      : `a container cannot ask for resource "${resource}": only cpu, memory, ephemeral-storage, hugepages-<size>, or an extended resource named with a domain (example.com/${resource})`
  }
  if (isNativeResource(resource) || isExtendedResource(resource)) return undefined
  return `resource "${resource}" is not an extended resource name: it may not start with "${QUOTA_REQUESTS}", and "${QUOTA_REQUESTS}${resource}" must be a qualified name`
}

/** A request beside its limit: within it, or equal to it where the resource cannot be overcommitted (where a request needs a limit too). */
function requestProblem(resource: string, request: Stored, limit: Stored | undefined): { at: string; words: string } | undefined {
  if (request.nano === undefined) return undefined
  const overcommitted = isNativeResource(resource) && !isHugePages(resource)
  if (limit === undefined) {
    return overcommitted ? undefined : { at: 'limits', words: `${resource} cannot be overcommitted: its request needs a limit equal to it` }
  }
  if (limit.nano === undefined) return undefined
  if (!overcommitted && request.nano !== limit.nano) {
    return { at: `requests.${resource}`, words: `${resource} cannot be overcommitted: its request ${request.text} must equal its limit ${limit.text}` }
  }
  if (request.nano > limit.nano) return { at: `requests.${resource}`, words: `the ${resource} request ${request.text} is more than its limit ${limit.text}` }
  return undefined
}

/** Whether either list names a resource that `test` accepts. */
function names(limits: Map<string, Stored>, requests: Map<string, Stored>, test: (resource: string) => boolean): boolean {
  for (const list of [limits, requests]) {
    for (const resource of list.keys()) if (test(resource)) return true
  }
  return false
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
