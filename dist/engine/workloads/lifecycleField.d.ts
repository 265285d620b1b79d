import type { Lifecycle } from '../kruise/lifecycle.js';
/** `spec.lifecycle` (Kruise's appspub.Lifecycle): the hooks the controller honours around an update. */
export declare function readLifecycle(value: unknown): Lifecycle | undefined;
