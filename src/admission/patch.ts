import jsonPatch, { type Operation } from 'fast-json-patch'
import { ANNOTATIONS_MAX_BYTES, annotationBytes } from '../engine/kube/objectMetaValidation.js'

/**
 * The RFC 6902 patch that makes the object's annotations agree with `desired` for the keys we own (`owned`):
 * adds, replaces and removes only what differs, so an unchanged object gets an empty patch. Where the annotations
 * would pass the API server's 256 KiB with ours, only our stale ones are removed.
 * Valid when `metadata` or `metadata.annotations` is absent; keys are JSON-pointer escaped (`/` -> `~1`).
 */
export function annotationPatch(object: unknown, desired: Record<string, string>, owned: readonly string[]): Operation[] {
  const metadata = isObject(object) ? object.metadata : undefined
  if (!isObject(metadata)) return Object.keys(desired).length > 0 ? [{ op: 'add', path: '/metadata', value: { annotations: { ...desired } } }] : []
  const current = metadata.annotations
  if (!isObject(current)) return Object.keys(desired).length > 0 ? [{ op: 'add', path: '/metadata/annotations', value: { ...desired } }] : []
  const ops: Operation[] = []
  const after: Record<string, unknown> = { ...current }
  for (const key of owned) {
    const path = `/metadata/annotations/${jsonPatch.escapePathComponent(key)}`
    const has = Object.hasOwn(current, key)
    if (Object.hasOwn(desired, key)) {
      if (!has) ops.push({ op: 'add', path, value: desired[key] })
      else if (current[key] !== desired[key]) ops.push({ op: 'replace', path, value: desired[key] })
      after[key] = desired[key]
    } else if (has) {
      ops.push({ op: 'remove', path })
      delete after[key]
    }
  }
  // Our annotations must never be what makes the API server refuse the write: past its limit, only removals.
  return annotationBytes(after) > ANNOTATIONS_MAX_BYTES ? ops.filter((op) => op.op === 'remove') : ops
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
