import { containerResourceProblems } from './containerResourceValidation.js'
import { isJsonObject } from './json.js'
import { DNS_LABEL_WORDS, PORT_NAME_WORDS, isDnsLabel, isPortName, isPortNumber } from './nameSyntax.js'
import type { PodSpecProblem } from './podSpecProblem.js'
import { probeAndHookProblems } from './probeValidation.js'

export type { PodSpecProblem } from './podSpecProblem.js'

/**
 * The rules of Kubernetes' `ValidatePodSpec` (pkg/apis/core/validation, the same in the k8s.io/kubernetes of Kruise 1.8
 * and 1.9) that a manifest most often breaks, read on a pod spec after the defaults Kruise applies before it validates
 * (a port's protocol, a pull policy and a termination message policy may be unset): container and volume names,
 * images, ports, volume mounts, requests and limits (containerResourceValidation.ts), probes and lifecycle hooks
 * (probeValidation.ts), a container's restartPolicy. Not every rule of ValidatePodSpec is here.
 */
const CONTAINER_LISTS = ['initContainers', 'containers'] as const
type ContainerList = (typeof CONTAINER_LISTS)[number]
const PROTOCOLS = ['TCP', 'UDP', 'SCTP']
const PULL_POLICIES = ['Always', 'IfNotPresent', 'Never']
const MESSAGE_POLICIES = ['File', 'FallbackToLogsOnError']

/**
 * Where the pod spec is (`at`), and the volume claim templates that become volumes of its Pods: a CloneSet's webhook
 * adds one volume per claim beside the template's (a name in both is listed twice); a StatefulSet's controller
 * replaces the template's volume of a claim's name (`replace`).
 */
export interface PodSpecPlace {
  at: string
  claims?: { at: string; templates: readonly unknown[]; replace?: boolean }
}

export function podSpecProblems(spec: unknown, place: PodSpecPlace): PodSpecProblem[] {
  const podSpec = isJsonObject(spec) ? spec : {}
  const problems: PodSpecProblem[] = []
  const volumes = new Set<string>()
  const claims = place.claims
  const claimed = (claims?.templates ?? []).map((c, i) => ({ name: claimName(c), field: `${claims?.at}[${i}].metadata.name` }))
  const replaced = new Set(claims?.replace ? claimed.map((c) => c.name) : [])
  const own = list(podSpec.volumes).map((v, i) => ({ name: text(v.name), field: `${place.at}.volumes[${i}].name` }))
  addVolumes(own.filter((v) => !replaced.has(v.name)), volumes, problems)
  addVolumes(claimed, volumes, problems)
  const containers = list(podSpec.containers)
  if (containers.length === 0) problems.push({ field: `${place.at}.containers`, problem: 'a Pod needs at least one container' })
  // Regular containers are named first: an init container is the duplicate when it repeats one.
  const names = new Set<string>()
  const counts = nameCounts(CONTAINER_LISTS.flatMap((which) => list(podSpec[which])))
  for (const which of [...CONTAINER_LISTS].reverse()) {
    list(podSpec[which]).forEach((c, i) => problems.push(...containerProblems(c, `${place.at}.${which}[${containerKey(c, i, counts)}]`, which, names, volumes)))
  }
  return problems
}

function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.map((item) => (isJsonObject(item) ? item : {})) : []
}

function claimName(claim: unknown): string {
  const metadata = isJsonObject(claim) ? claim.metadata : undefined
  return isJsonObject(metadata) ? text(metadata.name) : ''
}

function nameCounts(containers: Record<string, unknown>[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const c of containers) counts.set(text(c.name), (counts.get(text(c.name)) ?? 0) + 1)
  return counts
}

/** A container's name in a path where it names one container of the Pod; else its position. */
function containerKey(c: Record<string, unknown>, index: number, counts: ReadonlyMap<string, number>): string {
  const name = text(c.name)
  return name !== '' && isDnsLabel(name) && counts.get(name) === 1 ? name : String(index)
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** The volumes mounts may name (`names`): each valid name, once. */
function addVolumes(volumes: { name: string; field: string }[], names: Set<string>, problems: PodSpecProblem[]): void {
  for (const { name, field } of volumes) {
    if (name === '') problems.push({ field, problem: 'a volume needs a name' })
    else if (!isDnsLabel(name)) problems.push({ field, problem: `volume "${name}": a volume's name is ${DNS_LABEL_WORDS}` })
    else if (names.has(name)) problems.push({ field, problem: `volume "${name}" is listed twice (a volume claim template counts as a volume)` })
    else names.add(name)
  }
}

function containerProblems(c: Record<string, unknown>, at: string, which: ContainerList, names: Set<string>, volumes: ReadonlySet<string>): PodSpecProblem[] {
  const problems: PodSpecProblem[] = restartPolicyProblems(c.restartPolicy, at, which)
  const name = text(c.name)
  if (name === '') problems.push({ field: `${at}.name`, problem: 'a container needs a name' })
  else if (!isDnsLabel(name)) problems.push({ field: `${at}.name`, problem: `container "${name}": a container's name is ${DNS_LABEL_WORDS}` })
  if (name !== '' && names.has(name)) problems.push({ field: `${at}.name`, problem: `container "${name}": the name is used by another container of the Pod` })
  if (name !== '') names.add(name)
  if (text(c.image) === '') problems.push({ field: `${at}.image`, problem: 'a container needs an image' })
  oneOf(c.imagePullPolicy, PULL_POLICIES, `${at}.imagePullPolicy`, 'imagePullPolicy', problems)
  oneOf(c.terminationMessagePolicy, MESSAGE_POLICIES, `${at}.terminationMessagePolicy`, 'terminationMessagePolicy', problems)
  problems.push(...portProblems(c.ports, at), ...mountProblems(c.volumeMounts, at, volumes), ...containerResourceProblems(c.resources, at))
  problems.push(...probeAndHookProblems(c, at, which === 'containers' || c.restartPolicy === 'Always'))
  return problems
}

/** A container's own restartPolicy: only an init container's, and only Always (a sidecar). */
function restartPolicyProblems(policy: unknown, at: string, which: ContainerList): PodSpecProblem[] {
  if (policy === undefined || policy === null) return []
  if (which === 'containers') return [{ field: `${at}.restartPolicy`, problem: 'only an init container may set its own restartPolicy' }]
  return policy === 'Always' ? [] : [{ field: `${at}.restartPolicy`, problem: 'an init container\'s restartPolicy must be "Always" (a sidecar), or unset' }]
}

/** A value Kubernetes switches on: unset is defaulted, anything but the listed spellings is refused. */
function oneOf(value: unknown, allowed: readonly string[], field: string, what: string, problems: PodSpecProblem[]): void {
  if (typeof value === 'string' && value !== '' && !allowed.includes(value)) {
    problems.push({ field, problem: `${what} must be one of ${allowed.map((v) => `"${v}"`).join(', ')}` })
  }
}

function portProblems(value: unknown, at: string): PodSpecProblem[] {
  const problems: PodSpecProblem[] = []
  const names = new Set<string>()
  list(value).forEach((port, i) => {
    const field = `${at}.ports[${i}]`
    const name = text(port.name)
    if (name !== '' && !isPortName(name)) {
      problems.push({ field: `${field}.name`, problem: `port name "${name}" is not a port name: ${PORT_NAME_WORDS}` })
    } else if (name !== '' && names.has(name)) {
      problems.push({ field: `${field}.name`, problem: `port name "${name}" is used twice in the container` })
    } else if (name !== '') names.add(name)
    const number = typeof port.containerPort === 'number' ? port.containerPort : 0
    if (number === 0) problems.push({ field: `${field}.containerPort`, problem: 'a port needs a containerPort' })
    else if (!isPortNumber(number)) problems.push({ field: `${field}.containerPort`, problem: `containerPort ${number} is not between 1 and 65535` })
    const host = typeof port.hostPort === 'number' ? port.hostPort : 0
    if (host !== 0 && !isPortNumber(host)) problems.push({ field: `${field}.hostPort`, problem: `hostPort ${host} is not between 1 and 65535` })
    oneOf(port.protocol, PROTOCOLS, `${field}.protocol`, 'protocol', problems)
  })
  return problems
}

function mountProblems(value: unknown, at: string, volumes: ReadonlySet<string>): PodSpecProblem[] {
  const problems: PodSpecProblem[] = []
  const paths = new Set<string>()
  list(value).forEach((mount, i) => {
    const field = `${at}.volumeMounts[${i}]`
    const name = text(mount.name)
    if (!volumes.has(name)) problems.push({ field: `${field}.name`, problem: name === '' ? 'a volume mount needs the name of a volume' : `volume mount "${name}" names no volume of the Pod` })
    const path = text(mount.mountPath)
    if (path === '') problems.push({ field: `${field}.mountPath`, problem: 'a volume mount needs a mountPath' })
    else if (paths.has(path)) problems.push({ field: `${field}.mountPath`, problem: `mountPath ${JSON.stringify(path)} is mounted twice in the container` })
    paths.add(path)
  })
  return problems
}
