import { GuardError } from '../../errors.js';
import { echoedEnumeration } from '../kube/echoedValue.js';
import { isJsonObject } from '../kube/json.js';
export const KRUISE_GROUP = 'apps.kruise.io';
/** Built once: a template literal in the check below was a new string to flatten on every call (a microsecond). */
const KRUISE_API_PREFIX = `${KRUISE_GROUP}/`;
/** True when the object says it is an apps.kruise.io object of this kind (any version). */
export function isKruiseKind(obj, kind) {
    return isJsonObject(obj) && obj.kind === kind && typeof obj.apiVersion === 'string' && obj.apiVersion.startsWith(KRUISE_API_PREFIX);
}
/**
 * The served version of an apps.kruise.io object of `kind`; a GuardError for anything else: `notKind` when the object
 * is of another kind or group, IPG_ERR_UNSUPPORTED_VERSION for a version neither v1alpha1 nor v1beta1.
 */
export function kruiseWorkloadVersion(obj, kind, notKind) {
    if (!isJsonObject(obj))
        throw new GuardError('IPG_ERR_NOT_OBJECT', `a ${kind} must be a JSON object`);
    if (obj.kind !== kind || typeof obj.apiVersion !== 'string' || !obj.apiVersion.startsWith(KRUISE_API_PREFIX)) {
        const what = `${obj.apiVersion === undefined ? '<no apiVersion>' : echoedEnumeration(obj.apiVersion)} ${obj.kind === undefined ? '<no kind>' : echoedEnumeration(obj.kind)}`;
        throw new GuardError(notKind, `expected apps.kruise.io ${kind}, got ${what}`);
    }
    const version = obj.apiVersion.slice(KRUISE_GROUP.length + 1);
    if (version !== 'v1alpha1' && version !== 'v1beta1') {
        throw new GuardError('IPG_ERR_UNSUPPORTED_VERSION', `${kind} version ${echoedEnumeration(version)} is not v1alpha1 or v1beta1`, 'apiVersion');
    }
    return version;
}
//# sourceMappingURL=kruiseObject.js.map