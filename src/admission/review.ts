import { isGuardedKind } from '../engine/workloads/workload.js'
import { GuardError } from '../errors.js'

/**
 * The AdmissionReview wire contract (spec §2.1, §2.2, §2.9): reading a request, writing a response.
 * Messages never echo values from the body, only field names and expected shapes.
 */
export const REVIEW_V1 = 'admission.k8s.io/v1'
export const REVIEW_V1BETA1 = 'admission.k8s.io/v1beta1'
export type ReviewVersion = typeof REVIEW_V1 | typeof REVIEW_V1BETA1
export type Operation = 'CREATE' | 'UPDATE' | 'DELETE' | 'CONNECT'

export interface GroupVersionKind {
  group: string
  version: string
  kind: string
}

export interface AdmissionRequest {
  uid: string
  kind: GroupVersionKind
  subResource: string
  namespace: string
  name: string
  operation: Operation
  username: string
  dryRun: boolean
  object: unknown
  oldObject: unknown
}

export interface AdmissionReview {
  apiVersion: ReviewVersion
  request: AdmissionRequest
}

export interface DenialStatus {
  code: number
  reason: string
  message: string
}

export interface AdmissionResponse {
  uid: string
  allowed: boolean
  status?: DenialStatus & { status: 'Failure' }
  warnings?: string[]
  auditAnnotations?: Record<string, string>
  patch?: string
  patchType?: 'JSONPatch'
}

export interface AdmissionReviewResponse {
  apiVersion: ReviewVersion
  kind: 'AdmissionReview'
  response: AdmissionResponse
}

/**
 * The JSON Schema of every AdmissionReviewResponse, for the server's serializer (fastify compiles it with
 * fast-json-stringify, faster than JSON.stringify on this answer). It must name every field above: one it leaves out
 * is not written. test/admission/review.test.ts checks that it writes what JSON.stringify writes.
 */
export const ADMISSION_REVIEW_RESPONSE_SCHEMA = {
  type: 'object',
  properties: {
    apiVersion: { type: 'string' },
    kind: { type: 'string' },
    response: {
      type: 'object',
      properties: {
        uid: { type: 'string' },
        allowed: { type: 'boolean' },
        status: {
          type: 'object',
          properties: { code: { type: 'integer' }, reason: { type: 'string' }, message: { type: 'string' }, status: { type: 'string' } },
        },
        warnings: { type: 'array', items: { type: 'string' } },
        auditAnnotations: { type: 'object', additionalProperties: { type: 'string' } },
        patch: { type: 'string' },
        patchType: { type: 'string' },
      },
    },
  },
} as const

const OPERATIONS: readonly Operation[] = ['CREATE', 'UPDATE', 'DELETE', 'CONNECT']
const KRUISE_GROUP = 'apps.kruise.io'

/** Validates the envelope of an AdmissionReview request. Throws GuardError with the offending path. */
export function parseAdmissionReview(body: unknown): AdmissionReview {
  if (!isObject(body)) throw malformed(`the body must be a JSON object (an AdmissionReview), got ${jsonType(body)}`)
  const apiVersion = body.apiVersion
  if (apiVersion !== REVIEW_V1 && apiVersion !== REVIEW_V1BETA1) {
    throw new GuardError('IPG_ERR_REVIEW_VERSION', `must be ${REVIEW_V1} or ${REVIEW_V1BETA1}${shown(apiVersion)}`, 'apiVersion')
  }
  if (body.kind !== 'AdmissionReview') throw malformed(`must be AdmissionReview${shown(body.kind)}`, 'kind')
  const request = body.request
  if (!isObject(request)) throw malformed(`expected a JSON object, got ${jsonType(request)}`, 'request')
  if (typeof request.uid !== 'string' || request.uid === '') {
    throw new GuardError('IPG_ERR_REVIEW_NO_UID', 'must be a non-empty string', 'request.uid')
  }
  const operation = request.operation
  if (!OPERATIONS.includes(operation as Operation)) throw malformed(`must be one of ${OPERATIONS.join(', ')}${shown(operation)}`, 'request.operation')
  const kind = request.kind
  if (!isObject(kind) || typeof kind.group !== 'string' || typeof kind.version !== 'string' || typeof kind.kind !== 'string') {
    throw malformed('must be an object with string group, version and kind', 'request.kind')
  }
  for (const field of ['object', 'oldObject'] as const) {
    const value = request[field]
    if (value !== undefined && value !== null && !isObject(value)) throw malformed(`expected a JSON object or null, got ${jsonType(value)}`, `request.${field}`)
  }
  if (request.dryRun !== undefined && request.dryRun !== null && typeof request.dryRun !== 'boolean') {
    throw malformed(`expected a boolean, got ${jsonType(request.dryRun)}`, 'request.dryRun')
  }
  const userInfo = isObject(request.userInfo) ? request.userInfo : {}
  return {
    apiVersion,
    request: {
      uid: request.uid,
      kind: { group: kind.group, version: kind.version, kind: kind.kind },
      subResource: optionalString(request.subResource),
      namespace: optionalString(request.namespace),
      name: optionalString(request.name),
      operation: operation as Operation,
      username: optionalString(userInfo.username),
      dryRun: request.dryRun === true,
      object: request.object ?? undefined,
      oldObject: request.oldObject ?? undefined,
    },
  }
}

/** A CloneSet write on the main resource (not scale or status). */
export function isCloneSetWrite(request: AdmissionRequest): boolean {
  return isGuardedWrite(request) && request.kind.kind === 'CloneSet'
}

/**
 * A write of a workload the engine guards (engine/workloads/workload.ts GUARDED_KINDS: CloneSet, Advanced StatefulSet,
 * Advanced DaemonSet) on the main resource (not scale or status): the only requests that get a prediction.
 */
export function isGuardedWrite(request: AdmissionRequest): boolean {
  return (
    request.kind.group === KRUISE_GROUP &&
    isGuardedKind(request.kind.kind) &&
    request.subResource === '' &&
    (request.operation === 'CREATE' || request.operation === 'UPDATE')
  )
}

/**
 * Wraps a response in the AdmissionReview envelope of the request's version. v1 requires uid, apiVersion and kind to
 * match; v1beta1 does not check them (spec §2.9), but answering in kind is what every apiserver version accepts.
 */
export function reviewResponse(review: AdmissionReview, response: Omit<AdmissionResponse, 'uid'>): AdmissionReviewResponse {
  // uid first, as the apiserver's own answers spell it; Object.assign onto a literal is far cheaper than a spread.
  return { apiVersion: review.apiVersion, kind: 'AdmissionReview', response: Object.assign({ uid: review.request.uid }, response) }
}

/** A denial as controller-runtime's `admission.Denied` writes it: kubectl then prints `Error from server (Forbidden)`. */
export function denialStatus(status: DenialStatus): DenialStatus & { status: 'Failure' } {
  return { ...status, status: 'Failure' }
}

function malformed(message: string, path?: string): GuardError {
  return new GuardError('IPG_ERR_REVIEW_MALFORMED', message, path)
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function optionalString(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

function jsonType(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  return `a ${typeof value}`
}

/** Echo a value only when it looks like an API version or a kind/operation word, never free text. */
function shown(value: unknown): string {
  if (value === undefined) return ', but it is missing'
  const identifier = typeof value === 'string' && (/^[a-z0-9.-]{1,200}\/v\d+[a-z0-9]{0,20}$/.test(value) || /^[A-Za-z]{1,32}$/.test(value))
  return identifier ? `, got "${value}"` : `, got ${jsonType(value)}`
}
