import { isJsonObject } from '../engine/kube/json.js';
import { KRUISE_GROUP } from '../engine/workloads/kruiseObject.js';
import { GUARDED_KINDS, workloadKindOf } from '../engine/workloads/workload.js';
export const CHECKED_KINDS = [...GUARDED_KINDS, 'SidecarSet', 'UnitedDeployment'];
export function checkedKindOf(obj) {
    const workload = workloadKindOf(obj);
    if (workload !== undefined)
        return workload;
    if (!isJsonObject(obj) || typeof obj.apiVersion !== 'string' || !obj.apiVersion.startsWith(`${KRUISE_GROUP}/`))
        return undefined;
    return obj.kind === 'SidecarSet' || obj.kind === 'UnitedDeployment' ? obj.kind : undefined;
}
/** A SidecarSet is cluster-scoped: it has no namespace. */
export function isClusterScoped(kind) {
    return kind === 'SidecarSet';
}
//# sourceMappingURL=checkedKind.js.map