import type { ServerKind } from './serverProcess.js'
import { asStatefulSetPair, updatePair, updateReview } from './scenarios.js'

/**
 * The request every HTTP section sends: the realistic CloneSet's UPDATE review with the env change (InPlaceIfPossible,
 * so the full decision runs: defaulting, diff, eligibility, traps, a warning per blocking change, audit annotations).
 */
export const WEBHOOK_PATH = '/validate'
export const PAYLOAD_DESCRIPTION = 'realistic CloneSet UPDATE, env value change under InPlaceIfPossible (answer: allowed with warnings)'

export function webhookPayload(): string {
  return JSON.stringify(updateReview(updatePair('realistic', 'recreate')))
}

/** The same review for the same workload as an Advanced StatefulSet (the workloads section). */
export const STATEFULSET_PAYLOAD_DESCRIPTION = 'the same workload as an Advanced StatefulSet (apps.kruise.io/v1beta1), the same env change under InPlaceIfPossible'

export function statefulSetPayload(): string {
  return JSON.stringify(updateReview(asStatefulSetPair(updatePair('realistic', 'recreate'))))
}

/** Checks an answer to the payload: our server warns about the recreate, the references just allow. */
export function checkAnswer(kind: ServerKind, text: string): void {
  const review = JSON.parse(text) as { kind?: string; response?: { allowed?: boolean; warnings?: string[]; auditAnnotations?: Record<string, string> } }
  if (review.kind !== 'AdmissionReview' || review.response?.allowed !== true) throw new Error(`the ${kind} server did not allow the review: ${text.slice(0, 300)}`)
  if (kind === 'guard' && !(review.response.warnings?.length && review.response.auditAnnotations?.['predicted-update'] === 'Recreate')) {
    throw new Error(`the guard did not warn about the recreate: ${text.slice(0, 300)}`)
  }
}
