import { isJsonObject } from './json.js'
import type { PodSpecProblem } from './podSpecProblem.js'
import { isPortName, isPortNumber } from './nameSyntax.js'

/**
 * Kubernetes' checks of a container's probes and lifecycle hooks (validateLivenessProbe, validateReadinessProbe,
 * validateStartupProbe, validateLifecycle and validateHandler; the same in the k8s.io/kubernetes of Kruise 1.8 and
 * 1.9), after the defaults Kruise applies before it validates: an unset threshold or period, an httpGet path or scheme
 * are defaulted. A container that may not have them (an init container without restartPolicy Always) is refused for
 * having any. Not here: the seconds of a sleep hook (their limits differ between the two).
 */
export function probeAndHookProblems(c: Record<string, unknown>, at: string, allowed: boolean): PodSpecProblem[] {
  if (!allowed) {
    return HANDLED.filter((field) => isJsonObject(c[field])).map((field) => ({ field: `${at}.${field}`, problem: `an init container may have a ${field} only with restartPolicy Always (a sidecar)` }))
  }
  const problems: PodSpecProblem[] = []
  for (const probe of PROBES) {
    if (isJsonObject(c[probe])) problems.push(...probeProblems(c[probe], `${at}.${probe}`, probe))
  }
  const lifecycle = c.lifecycle
  if (isJsonObject(lifecycle)) {
    for (const hook of HOOKS) {
      if (isJsonObject(lifecycle[hook])) problems.push(...handlerProblems(lifecycle[hook], `${at}.lifecycle.${hook}`, HOOK_HANDLERS))
    }
  }
  return problems
}

const PROBES = ['livenessProbe', 'readinessProbe', 'startupProbe'] as const
const HANDLED = ['lifecycle', ...PROBES] as const
const HOOKS = ['postStart', 'preStop'] as const
const PROBE_HANDLERS = ['exec', 'httpGet', 'tcpSocket', 'grpc'] as const
const HOOK_HANDLERS = ['exec', 'httpGet', 'tcpSocket', 'sleep'] as const
const COUNTS = ['initialDelaySeconds', 'timeoutSeconds', 'periodSeconds', 'successThreshold', 'failureThreshold'] as const
const SCHEMES = ['HTTP', 'HTTPS']
const HEADER_NAME = /^[-A-Za-z0-9]+$/

function probeProblems(probe: Record<string, unknown>, at: string, which: (typeof PROBES)[number]): PodSpecProblem[] {
  const problems = handlerProblems(probe, at, PROBE_HANDLERS)
  for (const count of COUNTS) {
    if (integer(probe[count]) < 0) problems.push({ field: `${at}.${count}`, problem: `${which}.${count} is negative` })
  }
  // SetDefaults_Probe makes an unset successThreshold 1; a liveness or startup probe allows no other.
  const success = integer(probe.successThreshold)
  if (which !== 'readinessProbe' && success > 1) problems.push({ field: `${at}.successThreshold`, problem: `a ${which}'s successThreshold must be 1` })
  const grace = probe.terminationGracePeriodSeconds
  if (grace !== undefined && grace !== null) {
    if (which === 'readinessProbe') problems.push({ field: `${at}.terminationGracePeriodSeconds`, problem: 'a readinessProbe may not set terminationGracePeriodSeconds' })
    else if (integer(grace) <= 0) problems.push({ field: `${at}.terminationGracePeriodSeconds`, problem: `a ${which}'s terminationGracePeriodSeconds must be more than 0` })
  }
  return problems
}

/** validateHandler: exactly one handler, each checked; a second one is refused where it stands. */
function handlerProblems(handler: Record<string, unknown>, at: string, kinds: readonly string[]): PodSpecProblem[] {
  const present = kinds.filter((kind) => isJsonObject(handler[kind]))
  if (present.length === 0) return [{ field: at, problem: `needs one handler: ${kinds.join(', ')}` }]
  const [first, ...more] = present
  return [
    ...actionProblems(first!, handler[first!] as Record<string, unknown>, `${at}.${first}`),
    ...more.map((kind) => ({ field: `${at}.${kind}`, problem: `has more than one handler (${present.join(', ')}): keep one` })),
  ]
}

function actionProblems(kind: string, action: Record<string, unknown>, at: string): PodSpecProblem[] {
  switch (kind) {
    case 'exec': return Array.isArray(action.command) && action.command.length > 0 ? [] : [{ field: `${at}.command`, problem: 'an exec handler needs a command' }]
    case 'httpGet': return [...portProblems(action.port, `${at}.port`), ...httpProblems(action, at)]
    case 'tcpSocket': return portProblems(action.port, `${at}.port`)
    case 'grpc': return portProblems(integer(action.port), `${at}.port`)
    default: return []
  }
}

function httpProblems(action: Record<string, unknown>, at: string): PodSpecProblem[] {
  const problems: PodSpecProblem[] = []
  const scheme = typeof action.scheme === 'string' ? action.scheme : ''
  if (scheme !== '' && !SCHEMES.includes(scheme)) problems.push({ field: `${at}.scheme`, problem: `scheme "${scheme}" must be one of "HTTP", "HTTPS"` })
  const headers = Array.isArray(action.httpHeaders) ? action.httpHeaders : []
  headers.forEach((header, i) => {
    const name = isJsonObject(header) && typeof header.name === 'string' ? header.name : ''
    if (!HEADER_NAME.test(name)) problems.push({ field: `${at}.httpHeaders[${i}].name`, problem: `header name ${JSON.stringify(name)} is not an HTTP header name: letters, digits and "-"` })
  })
  return problems
}

/** ValidatePortNumOrName: a number from 1 to 65535, or a port name (a quoted number is a name, and not a valid one). */
function portProblems(port: unknown, at: string): PodSpecProblem[] {
  if (typeof port === 'string') {
    return isPortName(port) ? [] : [{ field: at, problem: `port "${port}" is neither a port number nor a port name${/^\d+$/.test(port) ? ': write the number without quotes' : ''}` }]
  }
  const n = integer(port)
  return isPortNumber(n) ? [] : [{ field: at, problem: n === 0 ? 'a port is needed' : `port ${n} is not between 1 and 65535` }]
}

/** A whole number as decoded; anything else reads as unset (0): a wrong type is a read error, not a validation one. */
function integer(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) ? value : 0
}
