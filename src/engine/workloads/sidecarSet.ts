/**
 * A SidecarSet (apps.kruise.io, cluster-scoped; v1alpha1 in every release, v1beta1 the storage version from Kruise
 * 1.9) read into what its controller and Kruise's Pod webhook act on. It is not a workload with a pod template: its
 * sidecar containers are injected into Pods when they are created, and the SidecarSet controller changes running Pods
 * only by swapping sidecar images in place. Which Pods it may touch is decided by two hashes its mutating webhook
 * writes (sidecarSetHash.ts).
 */
import { GuardError } from '../../errors.js'
import { type InjectPolicy, defaultedSidecarContainer, defaultedSidecarSetUpdateStrategy } from '../kruise/sidecarSetDefaults.js'
import type { KruiseApiVersion, KruiseRelease } from '../kruise/releases.js'
import type { IntOrString } from '../kube/intOrPercent.js'
import type { JsonObject } from '../kube/json.js'
import type { LabelSelector } from '../kube/labelSelector.js'
import { typeError, optionalBoolean, optionalObject, optionalObjectArray, optionalString, requireObject } from './fieldReaders.js'
import { isKruiseKind, kruiseWorkloadVersion } from './kruiseObject.js'
import { readObjectMeta } from './objectMeta.js'
import { type PriorityStrategy, readPriorityStrategy } from './priorityStrategy.js'
import { type ScatterTerm, readScatterStrategy } from './scatterStrategy.js'
import { type SidecarSetHashes, sidecarSetHashes } from './sidecarSetHash.js'

export const SIDECARSET_HASH_ANNOTATION = 'kruise.io/sidecarset-hash'
export const SIDECARSET_HASH_WITHOUT_IMAGE_ANNOTATION = 'kruise.io/sidecarset-hash-without-image'
export const SIDECARSET_INJECTED_LIST_ANNOTATION = 'kruise.io/sidecarset-injected-list'

export type SidecarUpgradeType = 'ColdUpgrade' | 'HotUpgrade' | string

export interface SidecarContainerView {
  name: string
  image: string
  /** spec.containers or spec.initContainers, as messages name the container. */
  path: string
  /** Where it is written (RFC 6901 from the SidecarSet's root), e.g. `/spec/containers/0`. */
  pointer: string
  upgradeType: SidecarUpgradeType
  hotUpgradeEmptyImage: string | undefined
  /** An init container with restartPolicy Always (a Kubernetes native sidecar). */
  nativeSidecar: boolean
  /** The container as Kruise's webhook stores it (its defaults filled in). */
  defaulted: JsonObject
}

export interface SidecarSetUpdateStrategyView {
  type: 'RollingUpdate' | 'NotUpdate' | string
  paused: boolean
  selector: LabelSelector | undefined
  partition: IntOrString
  maxUnavailable: IntOrString
  /** Written as a partition other than 0 (the webhook's intStrIsSet). */
  partitionSet: boolean
  priorityStrategy: PriorityStrategy | undefined
  /** As written: a `key=*` term stands for every value of that label on the Pods. */
  scatterStrategy: ScatterTerm[] | undefined
}

export interface SidecarSetView {
  kind: 'SidecarSet'
  apiVersion: KruiseApiVersion
  release: KruiseRelease | undefined
  name: string
  /** metadata.labels and metadata.annotations, as the API server and Kruise's webhook validate them. */
  labels: Record<string, string>
  annotations: Record<string, string>
  selector: LabelSelector | undefined
  /** v1alpha1 `spec.namespace`: the one namespace it reaches (it wins over namespaceSelector; v1beta1 has no such field). */
  namespace: string | undefined
  namespaceSelector: LabelSelector | undefined
  containers: SidecarContainerView[]
  initContainers: SidecarContainerView[]
  updateStrategy: SidecarSetUpdateStrategyView
  /** spec.volumes by name (in neither hash; Kruise's webhook validates them with the containers). */
  volumeNames: string[]
  /** The two hashes Kruise's webhook computes from these containers. */
  hashes: SidecarSetHashes
}

/** Reads a SidecarSet at the version it is written in; a GuardError with the bad field's path for anything Kruise cannot read. */
export function readSidecarSet(input: unknown, release?: KruiseRelease): SidecarSetView {
  const obj = requireObject(input, '<SidecarSet>')
  const apiVersion = sidecarSetVersion(obj, release)
  const meta = readObjectMeta(obj)
  const spec = optionalObject(obj.spec, 'spec') ?? {}
  const containers = readContainers(spec.containers, 'spec.containers', 'BeforeAppContainer')
  const initContainers = readContainers(spec.initContainers, 'spec.initContainers', 'AfterAppContainer')
  return {
    kind: 'SidecarSet',
    apiVersion,
    release,
    name: meta.name,
    labels: meta.labels,
    annotations: meta.annotations,
    selector: optionalObject(spec.selector, 'spec.selector') as LabelSelector | undefined,
    namespace: apiVersion === 'v1alpha1' ? optionalString(spec.namespace, 'spec.namespace') || undefined : undefined,
    namespaceSelector: optionalObject(spec.namespaceSelector, 'spec.namespaceSelector') as LabelSelector | undefined,
    containers,
    initContainers,
    updateStrategy: readUpdateStrategy(optionalObject(spec.updateStrategy, 'spec.updateStrategy')),
    volumeNames: optionalObjectArray(spec.volumes, 'spec.volumes').map((v, i) => optionalString(v.name, `spec.volumes[${i}].name`) ?? ''),
    hashes: sidecarSetHashes(written(spec.containers, containers), written(spec.initContainers, initContainers), release),
  }
}

/** The defaulted containers, or undefined where the list was not written (Go's nil slice). */
function written(raw: unknown, containers: SidecarContainerView[]): JsonObject[] | undefined {
  return Array.isArray(raw) ? containers.map((c) => c.defaulted) : undefined
}

function sidecarSetVersion(obj: JsonObject, release: KruiseRelease | undefined): KruiseApiVersion {
  const version = kruiseWorkloadVersion(obj, 'SidecarSet', 'IPG_ERR_NOT_WORKLOAD')
  if (version === 'v1beta1' && release === '1.8') {
    throw new GuardError('IPG_ERR_VERSION_NOT_SERVED', 'OpenKruise 1.8 serves SidecarSets at apps.kruise.io/v1alpha1 only; write apiVersion apps.kruise.io/v1alpha1', 'apiVersion')
  }
  return version
}

function readContainers(value: unknown, path: string, injectPolicy: InjectPolicy): SidecarContainerView[] {
  return optionalObjectArray(value, path).map((raw, i) => {
    const name = optionalString(raw.name, `${path}[${i}].name`) ?? ''
    const at = `${path}[${name || i}]`
    const upgrade = optionalObject(raw.upgradeStrategy, `${at}.upgradeStrategy`) ?? {}
    optionalObject(raw.shareVolumePolicy, `${at}.shareVolumePolicy`)
    const defaulted = defaultedSidecarContainer(raw, injectPolicy)
    return {
      name,
      image: optionalString(raw.image, `${at}.image`) ?? '',
      path: at,
      pointer: `/${path.replace('.', '/')}/${i}`,
      upgradeType: optionalString(upgrade.upgradeType, `${at}.upgradeStrategy.upgradeType`) || 'ColdUpgrade',
      hotUpgradeEmptyImage: optionalString(upgrade.hotUpgradeEmptyImage, `${at}.upgradeStrategy.hotUpgradeEmptyImage`),
      nativeSidecar: optionalString(raw.restartPolicy, `${at}.restartPolicy`) === 'Always',
      defaulted,
    }
  })
}

function readUpdateStrategy(raw: JsonObject | undefined): SidecarSetUpdateStrategyView {
  const s = defaultedSidecarSetUpdateStrategy(raw)
  const path = 'spec.updateStrategy'
  const partition = intOrString(s.partition, `${path}.partition`) ?? 0
  return {
    type: optionalString(s.type, `${path}.type`) ?? 'RollingUpdate',
    paused: optionalBoolean(s.paused, `${path}.paused`) ?? false,
    selector: optionalObject(s.selector, `${path}.selector`) as LabelSelector | undefined,
    partition,
    maxUnavailable: intOrString(s.maxUnavailable, `${path}.maxUnavailable`) ?? 1,
    partitionSet: typeof partition === 'string' || partition !== 0,
    priorityStrategy: readPriorityStrategy(s.priorityStrategy, `${path}.priorityStrategy`),
    scatterStrategy: readScatterStrategy(s.scatterStrategy, `${path}.scatterStrategy`),
  }
}

/** True for an object that says it is an apps.kruise.io SidecarSet (any version). */
export function isSidecarSet(obj: unknown): boolean {
  return isKruiseKind(obj, 'SidecarSet')
}

/** An int-or-string as Go decodes it; whether Kruise accepts the value is its webhook's rule (sidecarSetRefusals). */
function intOrString(value: unknown, path: string): IntOrString | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string' || (typeof value === 'number' && Number.isSafeInteger(value))) return value
  return typeError(path, 'an integer or a string', value)
}
