import { type ChangeOp } from './jsonPointer.js';
export declare function text(value: unknown): string | undefined;
/**
 * `spec.template.spec.containers[app].env[LOG_LEVEL].value` for `/spec/containers/0/env/3/value`: list items named by
 * their key in the old template (the new one for an added item), as written or as stored alike.
 */
export declare function readablePath(pointer: string | (string | number)[], op: ChangeOp, oldTemplate: unknown, newTemplate: unknown): string;
