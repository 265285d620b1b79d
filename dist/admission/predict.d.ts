import { type ErrorCode } from '../errors.js';
import { type Decided, type DecisionSettings } from './decision.js';
import type { AdmissionRequest } from './review.js';
/** Why the engine gave no prediction: a stable code, the field when known, and a message safe to show anyone. */
export interface EngineFailure {
    code: ErrorCode;
    path?: string;
    message: string;
    /** False for a workload the engine rejected as unreadable; true for an unexpected error (a bug to report). */
    internal: boolean;
    /** For an internal error: the stack frames, without the message line (which could quote input). */
    frames?: string;
}
export type DecisionAttempt = {
    ok: true;
    decided: Decided;
} | {
    ok: false;
    failure: EngineFailure;
};
/** The decision on a guarded workload's CREATE or UPDATE review (decision.ts). Never throws: an engine failure is described. */
export declare function decideRequest(request: AdmissionRequest, settings: DecisionSettings): DecisionAttempt;
