import { type JsonObject } from '../kube/json.js';
/**
 * A UnitedDeployment subset's `patch` applied to the child's pod template, as the subset adapters do it: Kubernetes'
 * strategic merge patch against a PodTemplateSpec. Maps merge (null deletes a key), lists Kubernetes declares
 * `patchStrategy:"merge"` merge item by item on their merge key, every other list is replaced; `$patch: replace` and
 * `$patch: delete` are honoured. The other directives (`$setElementOrder`, `$retainKeys`, `$deleteFromPrimitiveList`)
 * are not read: a GuardError names them.
 */
export declare function applySubsetPatch(template: JsonObject, patch: JsonObject, path: string): JsonObject;
