import { GuardError } from '../../errors.js'
import type { UpdateSpec } from '../inplace/eligibility.js'
import { goJson } from '../kube/goEncoding.js'
import { isJsonObject, type JsonObject } from '../kube/json.js'

/**
 * OpenKruise's `InPlaceUpdateState` (spec §4.3) and `UpdateSpec` (spec §2.4) exactly as Go's encoding/json writes
 * them: struct field order, omitempty, `lastContainerStatuses` written as `null` when unset, map keys sorted.
 * `kubectl get pod -o yaml` and Kruise's own code read what we write, so every byte matters.
 */
export interface ResourceRequirements {
  limits?: Record<string, string>
  requests?: Record<string, string>
}

export interface ContainerRefMetadata {
  labels?: Record<string, string>
  annotations?: Record<string, string>
}

export interface ContainerBatch {
  timestamp: string
  containers: string[]
}

export interface InPlaceUpdateState {
  revision: string
  updateTimestamp: string
  lastContainerStatuses: Record<string, { imageID?: string }> | null
  updateEnvFromMetadata?: boolean
  updateResources?: boolean
  updateImages?: boolean
  nextContainerImages?: Record<string, string>
  nextContainerRefMetadata?: Record<string, ContainerRefMetadata>
  nextContainerResources?: Record<string, ResourceRequirements>
  preCheckBeforeNext?: { containersRequiredReady?: string[] } | null
  containerBatchesRecord?: ContainerBatch[]
}

/** Go encoding of a map: keys in byte order. Go writes a nil map as `null`; callers decide whether to include it. */
function sortedMap<T>(map: Record<string, T>, encode: (v: T) => string): string {
  const keys = Object.keys(map).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${keys.map((k) => `${goJson(k)}:${encode(map[k])}`).join(',')}}`
}

function nonEmpty(map: Record<string, unknown> | undefined | null): map is Record<string, unknown> {
  return !!map && Object.keys(map).length > 0
}

/** metav1.ObjectMeta with only labels/annotations set: `creationTimestamp` is not omitempty and comes first. */
function encodeObjectMeta(meta: ContainerRefMetadata): string {
  const parts = ['"creationTimestamp":null']
  if (nonEmpty(meta.labels)) parts.push(`"labels":${sortedMap(meta.labels, goJson)}`)
  if (nonEmpty(meta.annotations)) parts.push(`"annotations":${sortedMap(meta.annotations, goJson)}`)
  return `{${parts.join(',')}}`
}

function encodeResources(r: ResourceRequirements): string {
  const parts: string[] = []
  if (nonEmpty(r.limits)) parts.push(`"limits":${sortedMap(r.limits, goJson)}`)
  if (nonEmpty(r.requests)) parts.push(`"requests":${sortedMap(r.requests, goJson)}`)
  return `{${parts.join(',')}}`
}

export function serializeInPlaceUpdateState(state: InPlaceUpdateState): string {
  const parts = [
    `"revision":${goJson(state.revision)}`,
    `"updateTimestamp":${goJson(state.updateTimestamp)}`,
    `"lastContainerStatuses":${state.lastContainerStatuses === null || state.lastContainerStatuses === undefined
      ? 'null'
      : sortedMap(state.lastContainerStatuses, (s) => (s.imageID ? `{"imageID":${goJson(s.imageID)}}` : '{}'))}`,
  ]
  if (state.updateEnvFromMetadata) parts.push('"updateEnvFromMetadata":true')
  if (state.updateResources) parts.push('"updateResources":true')
  if (state.updateImages) parts.push('"updateImages":true')
  if (nonEmpty(state.nextContainerImages)) parts.push(`"nextContainerImages":${sortedMap(state.nextContainerImages, goJson)}`)
  if (nonEmpty(state.nextContainerRefMetadata)) parts.push(`"nextContainerRefMetadata":${sortedMap(state.nextContainerRefMetadata, encodeObjectMeta)}`)
  if (nonEmpty(state.nextContainerResources)) parts.push(`"nextContainerResources":${sortedMap(state.nextContainerResources, encodeResources)}`)
  if (state.preCheckBeforeNext) {
    const ready = state.preCheckBeforeNext.containersRequiredReady
    parts.push(`"preCheckBeforeNext":{${ready && ready.length > 0 ? `"containersRequiredReady":${goJson(ready)}` : ''}}`)
  }
  if (state.containerBatchesRecord && state.containerBatchesRecord.length > 0) {
    const batches = state.containerBatchesRecord.map((b) =>
      `{"timestamp":${goJson(b.timestamp)},"containers":${goJson(b.containers)}}`)
    parts.push(`"containerBatchesRecord":[${batches.join(',')}]`)
  }
  return `{${parts.join(',')}}`
}

/** Parses the state annotation; throws GuardError IPG_ERR_POD_STATE when it is not the JSON Kruise writes. */
export function parseInPlaceUpdateState(text: string, path = `metadata.annotations[apps.kruise.io/inplace-update-state]`): InPlaceUpdateState {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new GuardError('IPG_ERR_POD_STATE', 'the in-place-update-state annotation is not valid JSON', path)
  }
  if (!isJsonObject(value)) throw new GuardError('IPG_ERR_POD_STATE', 'the in-place-update-state annotation is not a JSON object', path)
  const revision = stringField(value, 'revision', path) ?? ''
  const updateTimestamp = stringField(value, 'updateTimestamp', path) ?? ''
  return {
    revision,
    updateTimestamp,
    lastContainerStatuses: mapField(value, 'lastContainerStatuses', path) as InPlaceUpdateState['lastContainerStatuses'] ?? null,
    updateEnvFromMetadata: boolField(value, 'updateEnvFromMetadata', path),
    updateResources: boolField(value, 'updateResources', path),
    updateImages: boolField(value, 'updateImages', path),
    nextContainerImages: mapField(value, 'nextContainerImages', path) as Record<string, string> | undefined,
    nextContainerRefMetadata: mapField(value, 'nextContainerRefMetadata', path) as Record<string, ContainerRefMetadata> | undefined,
    nextContainerResources: mapField(value, 'nextContainerResources', path) as Record<string, ResourceRequirements> | undefined,
    preCheckBeforeNext: mapField(value, 'preCheckBeforeNext', path) as InPlaceUpdateState['preCheckBeforeNext'],
    containerBatchesRecord: Array.isArray(value.containerBatchesRecord)
      ? (value.containerBatchesRecord as JsonObject[]).map((b) => ({
        timestamp: String(b?.timestamp ?? ''),
        containers: Array.isArray(b?.containers) ? (b.containers as unknown[]).map(String) : [],
      }))
      : undefined,
  }
}

function stringField(obj: JsonObject, key: string, path: string): string | undefined {
  const v = obj[key]
  if (v === undefined || v === null) return undefined
  if (typeof v !== 'string') throw new GuardError('IPG_ERR_POD_STATE', `field ${key} must be a string`, path)
  return v
}

function boolField(obj: JsonObject, key: string, path: string): boolean | undefined {
  const v = obj[key]
  if (v === undefined || v === null) return undefined
  if (typeof v !== 'boolean') throw new GuardError('IPG_ERR_POD_STATE', `field ${key} must be true or false`, path)
  return v || undefined
}

function mapField(obj: JsonObject, key: string, path: string): JsonObject | undefined {
  const v = obj[key]
  if (v === undefined || v === null) return undefined
  if (!isJsonObject(v)) throw new GuardError('IPG_ERR_POD_STATE', `field ${key} must be an object`, path)
  return v
}

/** The grace annotation payload: an UpdateSpec (spec §2.4), metaDataPatch as base64 of its JSON bytes. */
export function serializeUpdateSpec(spec: UpdateSpec): string {
  const parts = [`"revision":${goJson(spec.revision)}`]
  if (nonEmpty(spec.containerImages)) parts.push(`"containerImages":${sortedMap(spec.containerImages, goJson)}`)
  if (nonEmpty(spec.containerRefMetadata)) parts.push(`"containerRefMetadata":${sortedMap(spec.containerRefMetadata, encodeObjectMeta)}`)
  if (nonEmpty(spec.containerResources)) parts.push(`"containerResources":${sortedMap(spec.containerResources, encodeResources)}`)
  const patch = spec.metaDataPatch
  if (patch && (nonEmpty(patch.labels) || nonEmpty(patch.annotations) || patch.labels === null || patch.annotations === null)) {
    const bytes = Buffer.from(goJson({ metadata: spec.metaDataPatch }), 'utf8')
    parts.push(`"metaDataPatch":${goJson(bytes.toString('base64'))}`)
  }
  if (spec.updateEnvFromMetadata) parts.push('"updateEnvFromMetadata":true')
  if (spec.graceSeconds) parts.push(`"graceSeconds":${spec.graceSeconds}`)
  return `{${parts.join(',')}}`
}

export function parseUpdateSpec(text: string, path = 'metadata.annotations[apps.kruise.io/inplace-update-grace]'): UpdateSpec {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new GuardError('IPG_ERR_POD_STATE', 'the in-place-update-grace annotation is not valid JSON', path)
  }
  if (!isJsonObject(value)) throw new GuardError('IPG_ERR_POD_STATE', 'the in-place-update-grace annotation is not a JSON object', path)
  const spec: UpdateSpec = { revision: stringField(value, 'revision', path) ?? '' }
  const images = mapField(value, 'containerImages', path)
  if (images) spec.containerImages = images as Record<string, string>
  const refMeta = mapField(value, 'containerRefMetadata', path)
  if (refMeta) {
    spec.containerRefMetadata = Object.fromEntries(Object.entries(refMeta).map(([name, m]) => {
      const meta = isJsonObject(m) ? m : {}
      return [name, {
        ...(isJsonObject(meta.labels) ? { labels: meta.labels as Record<string, string> } : {}),
        ...(isJsonObject(meta.annotations) ? { annotations: meta.annotations as Record<string, string> } : {}),
      }]
    }))
  }
  const resources = mapField(value, 'containerResources', path)
  if (resources) spec.containerResources = resources as UpdateSpec['containerResources']
  const patch = value.metaDataPatch
  if (typeof patch === 'string' && patch !== '') {
    try {
      const decoded = JSON.parse(Buffer.from(patch, 'base64').toString('utf8')) as { metadata?: UpdateSpec['metaDataPatch'] }
      if (decoded.metadata) spec.metaDataPatch = decoded.metadata
    } catch {
      throw new GuardError('IPG_ERR_POD_STATE', 'metaDataPatch is not base64-encoded JSON', path)
    }
  }
  if (value.updateEnvFromMetadata === true) spec.updateEnvFromMetadata = true
  if (typeof value.graceSeconds === 'number' && value.graceSeconds !== 0) spec.graceSeconds = value.graceSeconds
  return spec
}
