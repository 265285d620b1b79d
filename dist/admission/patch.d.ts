import { type Operation } from 'fast-json-patch';
/**
 * The RFC 6902 patch that makes the object's annotations agree with `desired` for the keys we own (`owned`):
 * adds, replaces and removes only what differs, so an unchanged object gets an empty patch.
 * Valid when `metadata` or `metadata.annotations` is absent; keys are JSON-pointer escaped (`/` -> `~1`).
 */
export declare function annotationPatch(object: unknown, desired: Record<string, string>, owned: readonly string[]): Operation[];
