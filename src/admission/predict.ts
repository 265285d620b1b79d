import type { FeatureGates } from '../engine/kruise/gates.js'
import type { KruiseRelease } from '../engine/kruise/releases.js'
import { predictCreate, predictUpdate, type Prediction } from '../engine/inplace/prediction.js'
import { type ErrorCode, isGuardError } from '../errors.js'
import type { AdmissionRequest } from './review.js'
import { engineErrorMessage } from './kruiseVersion.js'
import { oneLine } from './text.js'

/** Why the engine gave no prediction: a stable code, the field when known, and a message safe to show anyone. */
export interface EngineFailure {
  code: ErrorCode
  path?: string
  message: string
  /** False for a CloneSet the engine rejected as unreadable; true for an unexpected error (a bug to report). */
  internal: boolean
  /** For an internal error: the stack frames, without the message line (which could quote input). */
  frames?: string
}

export type PredictionAttempt = { ok: true; prediction: Prediction } | { ok: false; failure: EngineFailure }

const MAX_FAILURE_RUNES = 300

/** Runs the engine on a CloneSet CREATE or UPDATE review, for the cluster's Kruise release when given. Never throws. */
export function predictRequest(request: AdmissionRequest, gates: FeatureGates, kruise?: KruiseRelease): PredictionAttempt {
  if (request.object === undefined) return missing('request.object')
  if (request.operation === 'UPDATE' && request.oldObject === undefined) return missing('request.oldObject')
  try {
    const prediction = request.operation === 'UPDATE'
      // The policy shows no notes (they explain shifts to a person reading `check`), so none are written.
      ? predictUpdate(request.oldObject, request.object, { gates, kruise, notes: false })
      : predictCreate(request.object, { gates, kruise })
    return { ok: true, prediction }
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

function missing(path: string): PredictionAttempt {
  return { ok: false, failure: { code: 'IPG_ERR_REVIEW_MALFORMED', path, message: `${path} is missing`, internal: false } }
}
