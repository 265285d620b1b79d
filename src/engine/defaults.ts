import { GuardError, isGuardError } from '../errors.js'
import type { JsonObject, PodTemplate } from './cloneset.js'
import { isJsonObject } from './cloneset.js'
import type { FeatureGates } from './gates.js'
import { deepEqual } from './diff.js'
import { canonicalQuantity, canonicalQuantityRoundedToMilli } from './quantity.js'

/**
 * The template as OpenKruise's controller compares it (spec §1.2, §2.5): Kruise's mutating-webhook pod defaults
 * (unless TemplateNoDefaults), canonical quantities, and Go's omitempty rules (an empty list, map or string is the
 * same as no field). Two manifests that differ only in what this function fills in or drops can never differ in the
 * controller, so the diff runs on its output. Pure: returns a new object.
 */
export function defaultedTemplate(template: PodTemplate, gates: Pick<FeatureGates, 'TemplateNoDefaults'>): PodTemplate {
  return defaultWith(template, gates, NO_SHARED)
}

/**
 * Both sides of a diff, defaulted. A container that is identical (as written) at the same position on both sides
 * yields no diff operation whatever its defaults, so it is defaulted once and the same object is placed in both
 * results; the diff skips it by identity. An image-only update of a big template then pays for one container, not all.
 */
export function defaultedTemplatePair(
  oldTemplate: PodTemplate,
  newTemplate: PodTemplate,
  gates: Pick<FeatureGates, 'TemplateNoDefaults'>,
): [PodTemplate, PodTemplate] {
  const shared: SharedContainers = new Map()
  for (const list of CONTAINER_LISTS) {
    const before = isJsonObject(oldTemplate.spec) ? oldTemplate.spec[list] : undefined
    const after = isJsonObject(newTemplate.spec) ? newTemplate.spec[list] : undefined
    if (!Array.isArray(before) || !Array.isArray(after)) continue
    for (let i = 0; i < Math.min(before.length, after.length); i++) {
      if (deepEqual(before[i], after[i])) shared.set(`${list}/${i}`, defaultedContainer(before[i], list, i, gates))
    }
  }
  return [defaultWith(oldTemplate, gates, shared), defaultWith(newTemplate, gates, shared)]
}

type SharedContainers = Map<string, unknown>
const NO_SHARED: SharedContainers = new Map()
/** Holds a container list's place in the spec while the rest is defaulted, so key order (and so diff order) is kept. */
const LIST_PLACEHOLDER = 0.5

function defaultWith(template: PodTemplate, gates: Pick<FeatureGates, 'TemplateNoDefaults'>, shared: SharedContainers): PodTemplate {
  // Copy on write: the defaults write only into shallow copies made on the way down (writableObject and friends), never
  // into `template`; normalizeStruct then builds the fresh result. A structuredClone of the whole template cost more
  // than all the rest of predictUpdate.
  const copy = shallowCopy(template)
  const spec = isJsonObject(copy.spec) ? shallowCopy(copy.spec) : {}
  copy.spec = spec
  const lists: Partial<Record<ContainerList, unknown>> = {}
  for (const list of CONTAINER_LISTS) {
    if (!(list in spec)) continue
    lists[list] = spec[list]
    spec[list] = LIST_PLACEHOLDER
  }
  if (!gates.TemplateNoDefaults) applyPodSpecDefaults(spec)
  const normalized = normalizeStruct(copy, []) as JsonObject
  const normalizedSpec = isJsonObject(normalized.spec) ? normalized.spec : {}
  for (const list of CONTAINER_LISTS) {
    if (!(list in lists)) continue
    const containers = defaultedContainerList(lists[list], list, gates, shared)
    if (containers === undefined) delete normalizedSpec[list]
    else normalizedSpec[list] = containers
  }
  normalized.metadata = isJsonObject(normalized.metadata) ? normalized.metadata : {}
  normalized.spec = normalizedSpec
  return normalized as PodTemplate
}

function defaultedContainerList(raw: unknown, list: ContainerList, gates: Pick<FeatureGates, 'TemplateNoDefaults'>, shared: SharedContainers): unknown {
  if (!Array.isArray(raw)) return normalizeStruct(raw, ['spec', list], list)
  if (raw.length === 0) return undefined
  return raw.map((item, i) => {
    const reused = shared.get(`${list}/${i}`)
    const value = reused !== undefined ? reused : defaultedContainer(item, list, i, gates)
    return value === undefined ? null : value
  })
}

/** One container as Kruise's defaults and Go's encoding leave it (the per-container part of defaultedTemplate). */
function defaultedContainer(raw: unknown, list: ContainerList, index: number, gates: Pick<FeatureGates, 'TemplateNoDefaults'>): unknown {
  if (!isJsonObject(raw)) return normalizeStruct(raw, ['spec', list, index])
  const holder = [raw]
  const container = writableItem(holder, 0)!
  if (!gates.TemplateNoDefaults) applyContainerDefaults(container, list === 'initContainers', `spec.template.spec.${list}[${index}]`)
  ensureResources(container)
  return normalizeStruct(container, ['spec', list, index])
}

type ContainerList = (typeof CONTAINER_LISTS)[number]

const CONTAINER_LISTS = ['containers', 'initContainers'] as const

/** Fields whose Go type is a map: their values are kept even when empty strings, the map itself is omitempty. */
const MAP_FIELDS = new Set([
  'labels', 'annotations', 'nodeSelector', 'limits', 'requests', 'overhead', 'volumeAttributes', 'options',
  'matchLabels', 'attributes',
])
const QUANTITY_MAPS = new Set(['limits', 'requests', 'overhead'])
/** Fields whose Go type is a single `*resource.Quantity`. */
const QUANTITY_FIELDS = new Set(['sizeLimit'])
/** Plain (non-pointer) omitempty bools and ints: false and 0 are the same as absent. */
const OMIT_FALSE = new Set(['hostNetwork', 'hostPID', 'hostIPC', 'stdin', 'stdinOnce', 'tty', 'readOnly'])
/** hostPort (ContainerPort), the Probe int32s, and the disk `partition` of GCE PD / AWS EBS volumes. */
const OMIT_ZERO = new Set(['hostPort', 'initialDelaySeconds', 'timeoutSeconds', 'periodSeconds', 'successThreshold', 'failureThreshold', 'partition'])

/** Where normalizeStruct is: the keys and indexes from the template down, spelled out only for an error's path. */
type Trail = (string | number)[]

function trailPath(trail: Trail): string {
  let path = 'spec.template'
  for (const step of trail) path += typeof step === 'number' ? `[${step}]` : `.${step}`
  return path
}

function normalizeStruct(value: unknown, trail: Trail, key = ''): unknown {
  if (value === null || value === undefined) return undefined
  if (Array.isArray(value)) {
    if (value.length === 0) return undefined
    const items: unknown[] = new Array(value.length)
    for (let i = 0; i < value.length; i++) {
      trail.push(i)
      const item = normalizeStruct(value[i], trail)
      trail.pop()
      items[i] = item === undefined ? null : item
    }
    return items
  }
  if (isJsonObject(value)) {
    if (MAP_FIELDS.has(key)) return normalizeMap(value, trail, key)
    const result: JsonObject = {}
    for (const k of Object.keys(value)) {
      trail.push(k)
      const child = normalizeStruct(value[k], trail, k)
      trail.pop()
      if (child === undefined) continue
      if (child === '' || (child === false && OMIT_FALSE.has(k)) || (child === 0 && OMIT_ZERO.has(k))) continue
      result[k] = child
    }
    return result
  }
  if (QUANTITY_FIELDS.has(key)) return quantityAt(value, () => trailPath(trail))
  return value
}

function normalizeMap(map: JsonObject, trail: Trail, key: string): JsonObject | undefined {
  const quantities = QUANTITY_MAPS.has(key)
  let result: JsonObject | undefined
  for (const k of Object.keys(map)) {
    const v = map[k]
    if (v === null || v === undefined) continue
    result ??= {}
    // A map value that is itself an object (not valid Kubernetes, but kept) is copied: the result never shares the input.
    result[k] = quantities ? quantityAt(v, () => `${trailPath(trail)}.${k}`) : typeof v === 'object' ? structuredClone(v) : v
  }
  return result
}

/** The canonical form of a quantity field; `path` is called only to name the field of an invalid one. */
function quantityAt(value: unknown, path: () => string): string {
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new GuardError('IPG_ERR_QUANTITY', 'a resource quantity must be a string or a number', path())
  }
  try {
    return canonicalQuantity(value)
  } catch (err) {
    if (isGuardError(err)) throw new GuardError('IPG_ERR_QUANTITY', 'is not a valid resource quantity', path())
    throw err
  }
}

function ensureResources(container: JsonObject): void {
  if (!isJsonObject(container.resources)) container.resources = {}
}

// --- Kubernetes pod defaults as Kruise's webhook injects them into the template ---

function applyPodSpecDefaults(spec: JsonObject): void {
  setIfEmpty(spec, 'dnsPolicy', 'ClusterFirst')
  setIfEmpty(spec, 'restartPolicy', 'Always')
  setIfAbsent(spec, 'terminationGracePeriodSeconds', 30)
  setIfEmpty(spec, 'schedulerName', 'default-scheduler')
  if (!isJsonObject(spec.securityContext)) spec.securityContext = {}
  const volumes = writableArray(spec, 'volumes')
  volumes?.forEach((_, i) => {
    const volume = writableItem(volumes, i)
    if (volume) applyVolumeDefaults(volume)
  })
  roundUpToMilli(writableObject(spec, 'overhead'), 'spec.template.spec.overhead')
}

// hostNetwork host ports are NOT defaulted: Kubernetes 1.32 only does it in Pods, and Kruise's
// DefaultHostNetworkHostPortsInPodTemplates gate that would do it in templates is off by default.
function applyContainerDefaults(c: JsonObject, init: boolean, path: string): void {
  setIfEmpty(c, 'terminationMessagePath', '/dev/termination-log')
  setIfEmpty(c, 'terminationMessagePolicy', 'File')
  // Kruise defaults every app container to Always on purpose, so that an image change never flips the policy.
  setIfEmpty(c, 'imagePullPolicy', init ? initContainerPullPolicy(c.image) : 'Always')
  const ports = writableArray(c, 'ports')
  if (ports) {
    for (let i = 0; i < ports.length; i++) {
      const p = writableItem(ports, i)
      if (p) setIfEmpty(p, 'protocol', 'TCP')
    }
  }
  if (Array.isArray(c.env)) {
    const env = c.env
    for (let i = 0; i < env.length; i++) {
      const e = env[i]
      if (isJsonObject(e) && isJsonObject(e.valueFrom) && isJsonObject(e.valueFrom.fieldRef)) {
        const item = writableItem(writableArray(c, 'env')!, i)!
        setIfEmpty(writableObject(writableObject(item, 'valueFrom')!, 'fieldRef')!, 'apiVersion', 'v1')
      }
    }
  }
  for (const probe of ['livenessProbe', 'readinessProbe', 'startupProbe']) {
    const owned = writableObject(c, probe)
    if (owned) applyProbeDefaults(owned)
  }
  const resources = writableObject(c, 'resources')
  if (resources) {
    roundUpToMilli(writableObject(resources, 'limits'), `${path}.resources.limits`)
    roundUpToMilli(writableObject(resources, 'requests'), `${path}.resources.requests`)
  }
  const lifecycle = writableObject(c, 'lifecycle')
  if (lifecycle) {
    for (const hook of ['postStart', 'preStop']) {
      const handler = lifecycle[hook]
      if (isJsonObject(handler) && isJsonObject(handler.httpGet)) applyHttpGetDefaults(writableObject(writableObject(lifecycle, hook)!, 'httpGet')!)
    }
  }
}

function initContainerPullPolicy(image: unknown): string {
  if (typeof image !== 'string') return 'IfNotPresent'
  const lastSegment = image.slice(image.lastIndexOf('/') + 1)
  if (image.includes('@')) return 'IfNotPresent'
  const colon = lastSegment.lastIndexOf(':')
  const tag = colon < 0 ? '' : lastSegment.slice(colon + 1)
  return tag === '' || tag === 'latest' ? 'Always' : 'IfNotPresent'
}

/** k8s SetDefaults_Probe: these are plain int32s, so 0 means unset and gets the default too. */
function applyProbeDefaults(probe: JsonObject): void {
  setIfZero(probe, 'timeoutSeconds', 1)
  setIfZero(probe, 'periodSeconds', 10)
  setIfZero(probe, 'successThreshold', 1)
  setIfZero(probe, 'failureThreshold', 3)
  const httpGet = writableObject(probe, 'httpGet')
  if (httpGet) applyHttpGetDefaults(httpGet)
}

function applyHttpGetDefaults(httpGet: JsonObject): void {
  setIfEmpty(httpGet, 'path', '/')
  setIfEmpty(httpGet, 'scheme', 'HTTP')
}

const MODE_DEFAULTED_SOURCES = ['secret', 'configMap', 'downwardAPI', 'projected']
const VOLUME_SOURCES = new Set([
  'hostPath', 'emptyDir', 'gcePersistentDisk', 'awsElasticBlockStore', 'gitRepo', 'secret', 'nfs', 'iscsi', 'glusterfs',
  'persistentVolumeClaim', 'rbd', 'flexVolume', 'cinder', 'cephfs', 'flocker', 'downwardAPI', 'fc', 'azureFile',
  'configMap', 'vsphereVolume', 'quobyte', 'azureDisk', 'photonPersistentDisk', 'projected', 'portworxVolume',
  'scaleIO', 'storageos', 'csi', 'ephemeral', 'image',
])

function applyVolumeDefaults(volume: JsonObject): void {
  if (!Object.keys(volume).some((key) => VOLUME_SOURCES.has(key) && isJsonObject(volume[key]))) volume.emptyDir = {}
  for (const source of MODE_DEFAULTED_SOURCES) {
    const owned = writableObject(volume, source)
    if (owned) setIfAbsent(owned, 'defaultMode', 420)
  }
  // downwardAPI and projected are writable copies already (MODE_DEFAULTED_SOURCES).
  const downward = volume.downwardAPI
  if (isJsonObject(downward) && Array.isArray(downward.items)) defaultFieldRefs(writableArray(downward, 'items')!)
  const projected = volume.projected
  if (isJsonObject(projected) && Array.isArray(projected.sources)) {
    const sources = writableArray(projected, 'sources')!
    for (let i = 0; i < sources.length; i++) {
      const s = writableItem(sources, i)
      if (s && isJsonObject(s.downwardAPI) && Array.isArray(s.downwardAPI.items)) defaultFieldRefs(writableArray(writableObject(s, 'downwardAPI')!, 'items')!)
      const token = s && writableObject(s, 'serviceAccountToken')
      if (token) setIfAbsent(token, 'expirationSeconds', 3600)
    }
  }
}

/** k8s SetDefaults_ResourceList: every quantity is rounded up to milli units (`100u` is stored as `1m`). */
function roundUpToMilli(list: unknown, path: string): void {
  if (!isJsonObject(list)) return
  for (const [name, value] of Object.entries(list)) {
    if (value === null || value === undefined) continue
    quantityAt(value, () => `${path}.${name}`)
    list[name] = canonicalQuantityRoundedToMilli(value as string | number)
  }
}

function defaultFieldRefs(items: unknown[]): void {
  for (let i = 0; i < items.length; i++) {
    const item = items[i]
    if (isJsonObject(item) && isJsonObject(item.fieldRef)) setIfEmpty(writableObject(writableItem(items, i)!, 'fieldRef')!, 'apiVersion', 'v1')
  }
}

// --- copy on write: `parent` is always a copy made by defaultedTemplate or by these functions ---

/** parent[key] replaced by a shallow copy of itself, which the defaults may write into; undefined when not an object. */
function writableObject(parent: JsonObject, key: string): JsonObject | undefined {
  const value = parent[key]
  if (!isJsonObject(value)) return undefined
  const copy = shallowCopy(value)
  parent[key] = copy
  return copy
}

function writableArray(parent: JsonObject, key: string): unknown[] | undefined {
  const value = parent[key]
  if (!Array.isArray(value)) return undefined
  const copy = [...value]
  parent[key] = copy
  return copy
}

function writableItem(list: unknown[], index: number): JsonObject | undefined {
  const value = list[index]
  if (!isJsonObject(value)) return undefined
  const copy = shallowCopy(value)
  list[index] = copy
  return copy
}

/**
 * A shallow copy that stays fast when keys are added to it: V8 gives a `{...value}` clone a map that makes every later
 * property addition a slow runtime call (about 1 µs each, measured). An own `__proto__` key (JSON.parse makes one) must
 * stay an own key, which only the spread does.
 */
function shallowCopy(value: JsonObject): JsonObject {
  return Object.hasOwn(value, '__proto__') ? { ...value } : Object.assign({}, value)
}

function setIfEmpty(obj: JsonObject, key: string, value: string): void {
  if (obj[key] === undefined || obj[key] === null || obj[key] === '') obj[key] = value
}

function setIfZero(obj: JsonObject, key: string, value: number): void {
  if (obj[key] === undefined || obj[key] === null || obj[key] === 0) obj[key] = value
}

function setIfAbsent(obj: JsonObject, key: string, value: unknown): void {
  if (obj[key] === undefined || obj[key] === null) obj[key] = value
}
