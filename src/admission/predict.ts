import { type ErrorCode, isGuardError } from '../errors.js'
import { type Decided, type DecisionSettings, decide } from './decision.js'
import type { AdmissionRequest } from './review.js'
import { engineErrorMessage } from './kruiseVersion.js'
import { oneLine } from './text.js'

/** Why the engine gave no prediction: a stable code, the field when known, and a message safe to show anyone. */
export interface EngineFailure {
  code: ErrorCode
  path?: string
  message: string
  /** False for a workload the engine rejected as unreadable; true for an unexpected error (a bug to report). */
  internal: boolean
  /** For an internal error: the stack frames, without the message line (which could quote input). */
  frames?: string
}

export type DecisionAttempt = { ok: true; decided: Decided } | { ok: false; failure: EngineFailure }

const MAX_FAILURE_RUNES = 300

/** The decision on a guarded workload's CREATE or UPDATE review (decision.ts). Never throws: an engine failure is described. */
export function decideRequest(request: AdmissionRequest, settings: DecisionSettings): DecisionAttempt {
  if (request.object === undefined) return missing('request.object')
  if (request.operation === 'UPDATE' && request.oldObject === undefined) return missing('request.oldObject')
  try {
    return { ok: true, decided: decide({ operation: request.operation as 'CREATE' | 'UPDATE', object: request.object, oldObject: request.oldObject }, settings) }
  } catch (err) {
    return { ok: false, failure: describeFailure(err) }
  }
}

function describeFailure(err: unknown): EngineFailure {
  // Engine messages name fields and never carry env values, command args or other content (engine contract).
  if (isGuardError(err)) return { code: err.code, path: err.path, message: oneLine(engineErrorMessage(err), MAX_FAILURE_RUNES), internal: false }
  const frames = err instanceof Error && err.stack ? err.stack.split('\n').slice(1).join('\n') : undefined
  return { code: 'IPG_ERR_ENGINE', message: 'internal error in the prediction engine', internal: true, frames }
}

function missing(path: string): DecisionAttempt {
  return { ok: false, failure: { code: 'IPG_ERR_REVIEW_MALFORMED', path, message: `${path} is missing`, internal: false } }
}
