import { isJsonObject } from '../kube/json.js';
import { isKruiseKind } from './kruiseObject.js';
/**
 * `spec.updateStrategy.rollingUpdate` of an apps.kruise.io object of `kind`, read leniently (the rest of the object may
 * be unreadable): `'OnDelete'` under that update type, `{}` when unset, undefined when the object is not of that kind
 * or the path holds something else. Never throws: the declared-policy readers of the workloads build on it.
 */
export function declaredRollingUpdate(value, kind) {
    if (!isKruiseKind(value, kind))
        return undefined;
    const spec = value.spec;
    if (!isJsonObject(spec))
        return undefined;
    const strategy = spec.updateStrategy ?? {};
    if (!isJsonObject(strategy))
        return undefined;
    if (strategy.type === 'OnDelete')
        return 'OnDelete';
    const rolling = strategy.rollingUpdate ?? {};
    return isJsonObject(rolling) ? rolling : undefined;
}
//# sourceMappingURL=declaredRollingUpdate.js.map