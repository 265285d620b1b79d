import { GuardError, isGuardError } from '../errors.js'
import type { JsonObject, PodTemplate } from './cloneset.js'
import { isJsonObject } from './cloneset.js'
import type { FeatureGates } from './gates.js'
import { canonicalQuantity, canonicalQuantityRoundedToMilli } from './quantity.js'

/**
 * The template as OpenKruise's controller compares it (spec §1.2, §2.5): Kruise's mutating-webhook pod defaults
 * (unless TemplateNoDefaults), canonical quantities, and Go's omitempty rules (an empty list, map or string is the
 * same as no field). Two manifests that differ only in what this function fills in or drops can never differ in the
 * controller, so the diff runs on its output. Pure: returns a new object.
 */
export function defaultedTemplate(template: PodTemplate, gates: Pick<FeatureGates, 'TemplateNoDefaults'>): PodTemplate {
  const copy = structuredClone(template) as JsonObject
  const spec = isJsonObject(copy.spec) ? copy.spec : {}
  copy.spec = spec
  if (!gates.TemplateNoDefaults) applyPodSpecDefaults(spec)
  for (const list of CONTAINER_LISTS) {
    const containers = spec[list]
    if (Array.isArray(containers)) containers.forEach((c) => isJsonObject(c) && ensureResources(c))
  }
  const normalized = normalizeStruct(copy, 'spec.template') as JsonObject
  normalized.metadata = isJsonObject(normalized.metadata) ? normalized.metadata : {}
  normalized.spec = isJsonObject(normalized.spec) ? normalized.spec : {}
  return normalized as PodTemplate
}

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

function normalizeStruct(value: unknown, path: string, key = ''): unknown {
  if (value === null || value === undefined) return undefined
  if (Array.isArray(value)) {
    const items = value.map((item, i) => normalizeStruct(item, `${path}[${i}]`)).map((item) => (item === undefined ? null : item))
    return items.length === 0 ? undefined : items
  }
  if (isJsonObject(value)) {
    if (MAP_FIELDS.has(key)) return normalizeMap(value, path, key)
    const result: JsonObject = {}
    for (const [k, v] of Object.entries(value)) {
      const child = normalizeStruct(v, `${path}.${k}`, k)
      if (child === undefined) continue
      if (child === '' || (child === false && OMIT_FALSE.has(k)) || (child === 0 && OMIT_ZERO.has(k))) continue
      result[k] = child
    }
    return result
  }
  if (QUANTITY_FIELDS.has(key)) return quantityAt(value, path)
  return value
}

function normalizeMap(map: JsonObject, path: string, key: string): JsonObject | undefined {
  const entries = Object.entries(map).filter(([, v]) => v !== null && v !== undefined)
  if (entries.length === 0) return undefined
  const result: JsonObject = {}
  for (const [k, v] of entries) {
    result[k] = QUANTITY_MAPS.has(key) ? quantityAt(v, `${path}.${k}`) : v
  }
  return result
}

function quantityAt(value: unknown, path: string): string {
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new GuardError('IPG_ERR_QUANTITY', 'a resource quantity must be a string or a number', path)
  }
  try {
    return canonicalQuantity(value)
  } catch (err) {
    if (isGuardError(err)) throw new GuardError('IPG_ERR_QUANTITY', `"${String(value)}" is not a valid resource quantity`, path)
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
  for (const list of CONTAINER_LISTS) {
    const containers = spec[list]
    if (!Array.isArray(containers)) continue
    for (const [i, c] of containers.entries()) {
      if (isJsonObject(c)) applyContainerDefaults(c, list === 'initContainers', `spec.template.spec.${list}[${i}]`)
    }
  }
  if (Array.isArray(spec.volumes)) for (const v of spec.volumes) if (isJsonObject(v)) applyVolumeDefaults(v)
  roundUpToMilli(spec.overhead, 'spec.template.spec.overhead')
}

// hostNetwork host ports are NOT defaulted: Kubernetes 1.32 only does it in Pods, and Kruise's
// DefaultHostNetworkHostPortsInPodTemplates gate that would do it in templates is off by default.
function applyContainerDefaults(c: JsonObject, init: boolean, path: string): void {
  setIfEmpty(c, 'terminationMessagePath', '/dev/termination-log')
  setIfEmpty(c, 'terminationMessagePolicy', 'File')
  // Kruise defaults every app container to Always on purpose, so that an image change never flips the policy.
  setIfEmpty(c, 'imagePullPolicy', init ? initContainerPullPolicy(c.image) : 'Always')
  if (Array.isArray(c.ports)) {
    for (const p of c.ports) {
      if (!isJsonObject(p)) continue
      setIfEmpty(p, 'protocol', 'TCP')
    }
  }
  if (Array.isArray(c.env)) {
    for (const e of c.env) {
      if (isJsonObject(e) && isJsonObject(e.valueFrom) && isJsonObject(e.valueFrom.fieldRef)) {
        setIfEmpty(e.valueFrom.fieldRef, 'apiVersion', 'v1')
      }
    }
  }
  for (const probe of ['livenessProbe', 'readinessProbe', 'startupProbe']) {
    if (isJsonObject(c[probe])) applyProbeDefaults(c[probe] as JsonObject)
  }
  if (isJsonObject(c.resources)) {
    roundUpToMilli(c.resources.limits, `${path}.resources.limits`)
    roundUpToMilli(c.resources.requests, `${path}.resources.requests`)
  }
  if (isJsonObject(c.lifecycle)) {
    for (const hook of ['postStart', 'preStop']) {
      const handler = c.lifecycle[hook]
      if (isJsonObject(handler) && isJsonObject(handler.httpGet)) applyHttpGetDefaults(handler.httpGet)
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
  if (isJsonObject(probe.httpGet)) applyHttpGetDefaults(probe.httpGet)
}

function applyHttpGetDefaults(httpGet: JsonObject): void {
  setIfEmpty(httpGet, 'path', '/')
  setIfEmpty(httpGet, 'scheme', 'HTTP')
}

const MODE_DEFAULTED_SOURCES = ['secret', 'configMap', 'downwardAPI', 'projected']
const VOLUME_SOURCES = [
  'hostPath', 'emptyDir', 'gcePersistentDisk', 'awsElasticBlockStore', 'gitRepo', 'secret', 'nfs', 'iscsi', 'glusterfs',
  'persistentVolumeClaim', 'rbd', 'flexVolume', 'cinder', 'cephfs', 'flocker', 'downwardAPI', 'fc', 'azureFile',
  'configMap', 'vsphereVolume', 'quobyte', 'azureDisk', 'photonPersistentDisk', 'projected', 'portworxVolume',
  'scaleIO', 'storageos', 'csi', 'ephemeral', 'image',
]

function applyVolumeDefaults(volume: JsonObject): void {
  if (!VOLUME_SOURCES.some((s) => isJsonObject(volume[s]))) volume.emptyDir = {}
  for (const source of MODE_DEFAULTED_SOURCES) {
    if (isJsonObject(volume[source])) setIfAbsent(volume[source] as JsonObject, 'defaultMode', 420)
  }
  const downward = volume.downwardAPI
  if (isJsonObject(downward) && Array.isArray(downward.items)) defaultFieldRefs(downward.items)
  const projected = volume.projected
  if (isJsonObject(projected) && Array.isArray(projected.sources)) {
    for (const s of projected.sources) {
      if (isJsonObject(s) && isJsonObject(s.downwardAPI) && Array.isArray(s.downwardAPI.items)) defaultFieldRefs(s.downwardAPI.items)
      if (isJsonObject(s) && isJsonObject(s.serviceAccountToken)) setIfAbsent(s.serviceAccountToken, 'expirationSeconds', 3600)
    }
  }
}

/** k8s SetDefaults_ResourceList: every quantity is rounded up to milli units (`100u` is stored as `1m`). */
function roundUpToMilli(list: unknown, path: string): void {
  if (!isJsonObject(list)) return
  for (const [name, value] of Object.entries(list)) {
    if (value === null || value === undefined) continue
    quantityAt(value, `${path}.${name}`)
    list[name] = canonicalQuantityRoundedToMilli(value as string | number)
  }
}

function defaultFieldRefs(items: unknown[]): void {
  for (const item of items) if (isJsonObject(item) && isJsonObject(item.fieldRef)) setIfEmpty(item.fieldRef, 'apiVersion', 'v1')
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
