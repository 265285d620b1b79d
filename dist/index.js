/**
 * kruise-inplace-guard as a library: the engine that predicts OpenKruise in-place updates, and the one policy that
 * turns a prediction into allow / warn / deny. The webhook, the CLI and the reconciler are thin adapters over these.
 */
export * from './engine/index.js';
export { decide } from './admission/decision.js';
export { DEFAULT_POLICY, applyPolicy } from './admission/policy.js';
export { GuardError, ERROR_CODES, isGuardError } from './errors.js';
//# sourceMappingURL=index.js.map