/**
 * kruise-inplace-guard as a library: the engine that predicts OpenKruise in-place updates, and the one policy that
 * turns a prediction into allow / warn / deny. The webhook, the CLI and the reconciler are thin adapters over these.
 */
export * from './engine/index.js';
export { type CloneSetWrite, type Decided, type DecisionSettings, type WorkloadWrite, decide } from './admission/decision.js';
export { DEFAULT_POLICY, applyPolicy, type Decision, type PolicyConfig, type PolicyResult } from './admission/policy.js';
export type { Warning, WarningCode } from './admission/warning.js';
export { GuardError, ERROR_CODES, isGuardError, type ErrorCode } from './errors.js';
