import jsonPatch, { type Operation } from 'fast-json-patch'
import { ANNOTATIONS_MAX_BYTES, annotationBytes } from '../engine/kube/objectMetaValidation.js'
import { GUARD_ANNOTATIONS } from './policy.js'
import type { AdmissionResponse } from './review.js'
import { oneLine } from './text.js'

/** Our annotations as a patch; `leftOff` when those to add or change were dropped to keep under the API server's limit. */
export interface AnnotationPatch {
  ops: Operation[]
  leftOff: boolean
}

/**
 * The RFC 6902 patch that makes the object's annotations agree with `desired` for the keys we own (`owned`):
 * adds, replaces and removes only what differs, so an unchanged object gets an empty patch. Where the annotations
 * would pass the API server's 256 KiB with ours, only our stale ones are removed.
 * Valid when `metadata` or `metadata.annotations` is absent; keys are JSON-pointer escaped (`/` -> `~1`).
 */
export function annotationPatch(object: unknown, desired: Record<string, string>, owned: readonly string[]): AnnotationPatch {
  const metadata = isObject(object) ? object.metadata : undefined
  const whole = Object.keys(desired).length > 0
  if (!isObject(metadata)) return { ops: whole ? [{ op: 'add', path: '/metadata', value: { annotations: { ...desired } } }] : [], leftOff: false }
  const current = metadata.annotations
  if (!isObject(current)) return { ops: whole ? [{ op: 'add', path: '/metadata/annotations', value: { ...desired } }] : [], leftOff: false }
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
  if (annotationBytes(after) <= ANNOTATIONS_MAX_BYTES) return { ops, leftOff: false }
  const removals = ops.filter((op) => op.op === 'remove')
  return { ops: removals, leftOff: removals.length < ops.length }
}

/**
 * The mutating webhook's answer for our annotations: the patch, if any, and a warning when they were left off (the
 * validating webhook cannot tell, and the annotations a reader looks for are then missing without a word).
 */
export function annotationMutation(object: unknown, desired: Record<string, string>, subject: string): Pick<AdmissionResponse, 'patch' | 'patchType' | 'warnings'> {
  const { ops, leftOff } = annotationPatch(object, desired, GUARD_ANNOTATIONS)
  const patch = ops.length > 0 ? { patch: Buffer.from(JSON.stringify(ops)).toString('base64'), patchType: 'JSONPatch' as const } : {}
  if (!leftOff) return patch
  const text = `${subject}: inplace-guard left its annotations (${GUARD_ANNOTATIONS.join(', ')}) off: with them the object's annotations would pass the API server's limit of ${ANNOTATIONS_MAX_BYTES} bytes; its prediction is still in the audit log`
  return { ...patch, warnings: [oneLine(text)] }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
